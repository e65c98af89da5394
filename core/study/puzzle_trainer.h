#pragma once

// The Puzzles tab's trainer, for any board game: the puzzles of one game
// out of the shipped file (puzzle.h), the one on the board as a
// PuzzleAttempt, the player's stats (puzzle_rating.h) rated once a puzzle
// (a wrong move or the solution shown: failed at once; solved without
// either: solved), Next chosen near the rating, the puzzle of the day by
// the date. The page draws it and forwards moves and buttons.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/study/puzzle.h"
#include "core/study/puzzle_attempt.h"
#include "core/study/puzzle_rating.h"

namespace qipan::study {

template <class Position>
class PuzzleTrainer {
 public:
  using Attempt = PuzzleAttempt<Position>;
  using Move = typename Position::Move;

  // The puzzles of game `game` (a registry name) among `all`, in the file's
  // order, and the player's stats so far.
  PuzzleTrainer(std::span<const Puzzle> all, std::string_view game, PuzzleStats stats = {})
      : stats_(stats) {
    for (const Puzzle& p : all) {
      if (p.game == game) puzzles_.push_back(p);
    }
    for (const Puzzle& p : puzzles_) difficulties_.push_back(p.difficulty);
  }

  std::size_t count() const { return puzzles_.size(); }
  const PuzzleStats& stats() const { return stats_; }
  // The puzzle on the board and its index, none before the first open.
  const Puzzle* puzzle() const { return index_ ? &puzzles_[*index_] : nullptr; }
  std::optional<std::size_t> index() const { return index_; }
  // Whether the puzzle on the board is the puzzle of the day.
  bool daily() const { return daily_; }
  const std::optional<Attempt>& attempt() const { return attempt_; }
  const Attempt* exercise() const { return attempt_ ? &*attempt_ : nullptr; }
  // Whether the puzzle on the board has been rated (it ended or was failed).
  bool rated() const { return rated_; }

  // Puts puzzle `i` on the board; an Error, and the board as it was, when
  // there is no such puzzle or its solution is not legal.
  Result<void> open(std::size_t i, bool daily = false) {
    if (i >= puzzles_.size()) {
      return Error{"there are " + std::to_string(puzzles_.size()) + " puzzles, not puzzle " +
                   std::to_string(i + 1)};
    }
    auto a = Attempt::of(puzzles_[i]);
    if (!a) return a.error();
    attempt_ = std::move(*a);
    index_ = i;
    daily_ = daily;
    rated_ = false;
    return {};
  }
  // Next: a puzzle near the player's rating other than the one on the
  // board (picked among them by `seed`).
  Result<void> next(std::uint64_t seed) {
    const auto i = next_puzzle(difficulties_, stats_.rating, seed, index_);
    if (!i) return Error{"there are no puzzles for this game"};
    return open(*i);
  }
  // The puzzle of day `day` (days since 1970-01-01, UTC).
  Result<void> open_daily(std::int64_t day) {
    if (puzzles_.empty()) return Error{"there are no puzzles for this game"};
    return open(puzzle_of_the_day(puzzles_.size(), day), true);
  }

  // The solver's move, as the attempt judges it; the stats change when it
  // ends the puzzle or is its first wrong move. None without a puzzle on
  // the board or while the other side's reply waits.
  std::optional<AttemptStep> play(Move m) {
    if (!attempt_ || !attempt_->solver_to_move()) return std::nullopt;
    const AttemptStep step = attempt_->play(m);
    if (step == AttemptStep::wrong) rate(false);
    if (step == AttemptStep::solved) rate(attempt_->first_try());
    return step;
  }
  // Plays the other side's reply waiting; false when none waits.
  bool play_reply() { return attempt_ && attempt_->play_reply(); }
  // Retry: after a wrong move, from the same position.
  void retry() {
    if (attempt_) attempt_->retry();
  }
  // Solution: the rest played; a puzzle not yet rated counts as failed.
  void show_solution() {
    if (!attempt_ || attempt_->solved()) return;
    attempt_->show_solution();
    rate(false);
  }

 private:
  void rate(bool solved) {
    if (rated_ || !index_) return;
    rated_ = true;
    stats_ = study::rated(stats_, puzzles_[*index_].difficulty, solved);
  }

  std::vector<Puzzle> puzzles_;
  std::vector<int> difficulties_;
  PuzzleStats stats_;
  std::optional<std::size_t> index_;
  std::optional<Attempt> attempt_;
  bool daily_ = false;
  bool rated_ = false;
};

}  // namespace qipan::study
