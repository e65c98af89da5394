#pragma once

// A review gathered one position at a time, for a caller whose search runs
// elsewhere (the page's engine worker answers one request per position):
// the game's positions, which one to search next, the engine's answer for
// it checked against the rules (its line parsed move by move), and, once
// every position is scored, the GameReview (review.h). Finished positions
// need no search: they are scored at once with final_score.
//
// A review is made in two passes (docs/study.md, "The review's budget"):
// every position at the first budget, then, for each move that pass classes
// inaccuracy or worse, the position before it and the one after it again at
// the larger check budget (rechecking()), until no move so classed is left
// with a position not checked. A small budget misjudges quiet positions
// (the opening's ordinary moves read as inaccuracies); the check settles
// the moves a reader would look at, at a fraction of the cost of the
// larger budget everywhere. Each position is checked at most once.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/study/review.h"

namespace qipan::study {

template <class Position>
class ReviewScores {
 public:
  using Move = typename Position::Move;

  // The game from `start` (its history before counts for repetitions)
  // through `moves`, or an Error naming the first move that is not legal.
  static Result<ReviewScores> of(Position start, const std::vector<Move>& moves) {
    ReviewScores r;
    r.positions_.push_back(start);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      Position next = r.positions_.back();
      if (auto ok = next.play(moves[i]); !ok) {
        return Error{"move " + std::to_string(i + 1) + " '" + to_string(moves[i]) +
                         "' cannot be reviewed: " + ok.error().message,
                     ok.error().code};
      }
      r.positions_.push_back(std::move(next));
    }
    r.moves_ = moves;
    r.first_ = index_of(start.side_to_move());
    r.found_.resize(r.positions_.size());
    r.skip_finished();
    if (r.next_ == r.positions_.size()) r.ask_checks();
    return r;
  }

  // The searches in all (each position once, and the checks asked for so
  // far: the total grows while the check pass finds more) and how many are
  // done.
  std::size_t total() const { return positions_.size() + checked_count_ + checks_.size(); }
  std::size_t done() const { return next_ + checked_count_; }
  bool complete() const { return next_ == positions_.size() && checks_.empty(); }
  // Whether the next search is a check (at the larger budget).
  bool rechecking() const { return next_ == positions_.size() && !checks_.empty(); }
  const std::vector<Move>& moves() const { return moves_; }
  // The game's positions (one more than the moves), and position `i`
  // (0: the start; i: after i moves), i < position_count().
  std::size_t position_count() const { return positions_.size(); }
  const Position& position(std::size_t i) const { return positions_[i]; }
  // The position to search next; none once complete.
  std::optional<std::size_t> next() const {
    if (complete()) return std::nullopt;
    return rechecking() ? checks_.front() : next_;
  }

  // The engine's answer for position `i` (which must be next()): its score
  // (search scores, the side to move's view: budget.h) and line (coordinate
  // moves, the best first). An Error, and nothing kept, when `i` is not the
  // position asked for, the line is empty or a move of it is not legal.
  Result<void> take(std::size_t i, int score, const std::vector<std::string>& line) {
    if (complete() || i != *next()) {
      return Error{"the review waits for position " +
                   (complete() ? std::string("none") : std::to_string(*next())) + ", not " +
                   std::to_string(i)};
    }
    if (line.empty()) return Error{"the engine's answer has no move"};
    PositionScore<Move> f;
    f.score = score;
    Position walk = positions_[i];
    for (const std::string& text : line) {
      auto m = walk.parse_move(text);
      if (!m) {
        if (f.line.empty()) return Error{"the engine's move '" + text + "': " + m.error().message};
        break;  // a line cut where it stops being legal keeps its start
      }
      if (!walk.play(*m)) break;
      f.line.push_back(*m);
    }
    f.move = f.line.front();
    found_[i] = std::move(f);
    if (rechecking()) {
      checks_.erase(checks_.begin());
      ++checked_count_;
    } else {
      ++next_;
      skip_finished();
    }
    if (next_ == positions_.size() && checks_.empty()) ask_checks();
    return {};
  }

  // The review of the game; an Error until every position is scored.
  Result<GameReview<Move>> review() const {
    if (!complete()) {
      return Error{"the review has scored " + std::to_string(next_) + " of " +
                   std::to_string(total()) + " positions"};
    }
    return build_review(moves_, found_, first_);
  }

 private:
  // The positions around each move classed inaccuracy or worse that are
  // not checked yet, in the game's order.
  void ask_checks() {
    checked_.resize(positions_.size(), false);
    const auto r = build_review(moves_, found_, first_);
    for (std::size_t m = 0; m < r.moves.size(); ++m) {
      if (r.moves[m].move_class < MoveClass::inaccuracy) continue;
      for (std::size_t p : {m, m + 1}) {
        if (checked_[p] || positions_[p].status().over) continue;
        checked_[p] = true;
        checks_.push_back(p);
      }
    }
  }
  ReviewScores() = default;
  void skip_finished() {
    while (next_ < positions_.size() && positions_[next_].status().over) {
      found_[next_].score = final_score(positions_[next_]);
      ++next_;
    }
  }

  std::vector<Position> positions_;
  std::vector<Move> moves_;
  std::vector<PositionScore<Move>> found_;
  std::size_t next_ = 0;
  int first_ = 0;
  std::vector<std::size_t> checks_;  // positions to search again, in order
  std::vector<bool> checked_;        // asked to be checked (once each)
  std::size_t checked_count_ = 0;
};

}  // namespace qipan::study
