#pragma once

// A review gathered one position at a time, for a caller whose search runs
// elsewhere (the page's engine worker answers one request per position):
// the game's positions, which one to search next, the engine's answer for
// it checked against the rules (its line parsed move by move), and, once
// every position is scored, the GameReview (review.h). Finished positions
// need no search: they are scored at once with final_score.

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
    return r;
  }

  // Positions in all (one more than the moves) and how many are scored.
  std::size_t total() const { return positions_.size(); }
  std::size_t done() const { return next_; }
  bool complete() const { return next_ == positions_.size(); }
  const std::vector<Move>& moves() const { return moves_; }
  // Position `i` (0: the start; i: after i moves), i < total().
  const Position& position(std::size_t i) const { return positions_[i]; }
  // The position to search next; none once complete.
  std::optional<std::size_t> next() const {
    return complete() ? std::nullopt : std::optional<std::size_t>(next_);
  }

  // The engine's answer for position `i` (which must be next()): its score
  // (search scores, the side to move's view: budget.h) and line (coordinate
  // moves, the best first). An Error, and nothing kept, when `i` is not the
  // position asked for, the line is empty or a move of it is not legal.
  Result<void> take(std::size_t i, int score, const std::vector<std::string>& line) {
    if (complete() || i != next_) {
      return Error{"the review waits for position " + std::to_string(next_) + ", not " +
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
    ++next_;
    skip_finished();
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
};

}  // namespace qipan::study
