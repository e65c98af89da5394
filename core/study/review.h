#pragma once

// A game reviewed move by move, for any board game with an Engine
// (core/search/engine.h): every position of the game searched within one
// budget, each move classed by the loss of win% it caused (win_model.h),
// the better move and its line where the move was not the best, and a
// summary per side. What `qipan review` writes into records and the page's
// review shows.

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "core/grid/result.h"
#include "core/search/budget.h"
#include "core/study/win_model.h"

namespace qipan::study {

// One move of the game. Scores are the search's, from the mover's view:
// `before` the best move's, `after` the position's after the move played.
template <class Move>
struct MoveReview {
  Move played{};
  Move best{};
  std::vector<Move> line;  // the best line, `best` first
  int before = 0;
  int after = 0;
  double win_before = 50;
  double win_after = 50;
  double accuracy = 100;
  MoveClass move_class = MoveClass::best;
};

struct SideSummary {
  std::array<int, move_class_count> counts{};
  int moves = 0;
  double accuracy = 100;

  int count(MoveClass c) const { return counts[static_cast<std::size_t>(c)]; }
};

// A review: one MoveReview per move of the game's history, side 0's win%
// in every position (start to end: a score chart; side 0 is the side that
// moves first in the game's rules, Red or Blue), and the summary of each
// side, by index_of(side).
template <class Move>
struct GameReview {
  std::vector<MoveReview<Move>> moves;
  std::vector<double> win;
  std::array<SideSummary, 2> sides{};
};

// Hears each position searched: how many of `total` are done.
using ReviewProgress = std::function<void(std::size_t done, std::size_t total)>;

// The score of a finished game for its side to move: a loss is a mate
// now, a win (which no game ends on the mover's own move) the same turned,
// a draw 0.
template <class Position>
int final_score(const Position& p) {
  const auto s = p.status();
  if (!s.winner) return 0;
  return *s.winner == p.side_to_move() ? search::mate : -search::mate;
}

// What the search found in one position of a game: the best move, its
// line (`move` first) and score, from the side to move's view; a finished
// position has no move and its final_score.
template <class Move>
struct PositionScore {
  Move move{};
  std::vector<Move> line;
  int score = 0;
};

// The review of the moves `played` from the scores of the positions before
// and after them (`found`: one more than the moves, start to end); `first`
// (0 or 1) is the index_of the side that made the first move. The page
// gathers `found` from the engine worker (review_scores.h), review_game
// from an Engine here.
template <class Move>
GameReview<Move> build_review(const std::vector<Move>& played,
                              const std::vector<PositionScore<Move>>& found, int first) {
  GameReview<Move> out;
  for (std::size_t i = 0; i < found.size(); ++i) {
    const double w = win_percent_of_score(found[i].score);
    out.win.push_back((first + static_cast<int>(i % 2)) % 2 == 0 ? w : 100 - w);
  }
  for (std::size_t i = 0; i < played.size() && i + 1 < found.size(); ++i) {
    MoveReview<Move> m;
    m.played = played[i];
    m.best = found[i].move;
    m.line = found[i].line;
    m.before = found[i].score;
    m.after = -found[i + 1].score;
    m.win_before = win_percent_of_score(m.before);
    m.win_after = win_percent_of_score(m.after);
    m.accuracy = move_accuracy(m.win_before, m.win_after);
    m.move_class = classify(m.before, m.after, m.played == m.best);
    SideSummary& side = out.sides[static_cast<std::size_t>((first + static_cast<int>(i % 2)) % 2)];
    ++side.counts[static_cast<std::size_t>(m.move_class)];
    ++side.moves;
    out.moves.push_back(std::move(m));
  }
  for (int s = 0; s < 2; ++s) {
    out.sides[static_cast<std::size_t>(s)].accuracy = side_accuracy(out.win, s, first);
  }
  return out;
}

// Reviews every move of `game`'s history (its start: the position with all
// of them taken back) with `engine`, `budget` per position; the history
// before each position counts for repetitions. An Error when the budget is
// out of range or has no limit (a movetime needs a clock: not here).
template <class Engine, class Position>
Result<GameReview<typename Position::Move>> review_game(Engine& engine, const Position& game,
                                                        const search::Budget& budget,
                                                        const ReviewProgress& progress = {}) {
  using Move = typename Position::Move;
  if (auto ok = search::check_budget(budget, false); !ok) return ok.error();
  if (budget.nodes == 0 && budget.depth == 0 && budget.level == 0) {
    return Error{"a review needs a limit per move: nodes, depth or level", ErrorCode::bad_budget};
  }
  const std::vector<Move> played = game.history();
  Position p = game;
  while (p.undo()) {
  }
  engine.new_game();
  std::vector<PositionScore<Move>> found;
  const std::size_t total = played.size() + 1;
  for (std::size_t i = 0; i <= played.size(); ++i) {
    PositionScore<Move> f;
    if (p.status().over) {
      f.score = final_score(p);
    } else {
      auto r = engine.best_move(p, budget);
      if (!r) return r.error();
      f = {r->move, r->pv, r->score};
      if (f.line.empty()) f.line.push_back(r->move);
    }
    found.push_back(std::move(f));
    if (progress) progress(i + 1, total);
    if (i < played.size()) {
      if (auto ok = p.play(played[i]); !ok) return ok.error();
    }
  }
  const int first = index_of(p.side_to_move()) ^ static_cast<int>(played.size() % 2);
  return build_review(played, found, first);
}

}  // namespace qipan::study
