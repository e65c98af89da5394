#pragma once

// "Learn from your mistakes", for any board game: a review's mistakes and
// blunders (review_chart.h mistakes_of) replayed one after another, each a
// find-the-better-move exercise (a PuzzleAttempt) from the position before
// it. The page draws the exercise and forwards moves and buttons; which
// mistakes there are, what is right, and what comes next is decided here.

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/study/puzzle_attempt.h"
#include "core/study/review_chart.h"

namespace qipan::study {

template <class Position>
class MistakeLesson {
 public:
  using Move = typename Position::Move;
  using Attempt = PuzzleAttempt<Position>;

  // The lesson of `review` of the game through `positions` (position i:
  // after i moves; one more than the moves), the mistakes of side `side`
  // (none: both); the first mistake's exercise on the board. An Error when
  // the positions do not match the review.
  static Result<MistakeLesson> of(const GameReview<Move>& review,
                                  const std::vector<Position>& positions, int first,
                                  std::optional<int> side) {
    if (positions.size() != review.moves.size() + 1) {
      return Error{"the review has " + std::to_string(review.moves.size()) + " moves but " +
                   std::to_string(positions.size()) + " positions"};
    }
    MistakeLesson l;
    for (std::size_t i : mistakes_of(review, first, side)) {
      auto a = exercise_of(review, i, positions[i]);
      if (!a) return a.error();
      l.exercises_.push_back({i, std::move(*a)});
    }
    return l;
  }

  // How many mistakes, which one is on the board (0-based), and the move of
  // the game it was (0-based).
  std::size_t count() const { return exercises_.size(); }
  std::size_t current() const { return current_; }
  std::optional<std::size_t> move_index() const {
    return current_ < exercises_.size() ? std::optional<std::size_t>(exercises_[current_].move)
                                        : std::nullopt;
  }
  // The exercise on the board; none when there are no mistakes.
  const Attempt* exercise() const {
    return current_ < exercises_.size() ? &exercises_[current_].attempt : nullptr;
  }
  // Mistakes found at the first try so far.
  std::size_t solved_first_try() const {
    std::size_t n = 0;
    for (const auto& e : exercises_) n += e.attempt.first_try() ? 1u : 0u;
    return n;
  }
  bool has_next() const { return current_ + 1 < exercises_.size(); }

  // The solver's move, as the exercise judges it; none without an exercise.
  std::optional<AttemptStep> play(Move m) {
    if (current_ >= exercises_.size()) return std::nullopt;
    Attempt& a = exercises_[current_].attempt;
    if (!a.solver_to_move()) return std::nullopt;
    return a.play(m);
  }
  bool play_reply() {
    if (current_ >= exercises_.size()) return false;
    return exercises_[current_].attempt.play_reply();
  }
  void retry() {
    if (current_ < exercises_.size()) exercises_[current_].attempt.retry();
  }
  void show_solution() {
    if (current_ < exercises_.size() && !exercises_[current_].attempt.solved()) {
      exercises_[current_].attempt.show_solution();
    }
  }
  // The next mistake; false (and nothing changes) after the last.
  bool next() {
    if (!has_next()) return false;
    ++current_;
    return true;
  }

 private:
  struct Exercise {
    std::size_t move;
    Attempt attempt;
  };
  MistakeLesson() = default;

  std::vector<Exercise> exercises_;
  std::size_t current_ = 0;
};

}  // namespace qipan::study
