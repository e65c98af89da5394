#pragma once

// A player solving a puzzle (puzzle.h), or a find-the-better-move exercise
// from a review: the position, the solver's moves checked against the
// solution, the other side's replies, a wrong move refused (the board stays,
// the player tries again), the solution shown on request. What the page's
// Puzzles tab and "Learn from your mistakes" ask, for any board game.
//
// A puzzle with a lead (the other side's move that led to it) opens on the
// position before that move, with the lead waiting to be played like a
// reply (reply(), play_reply()); the solver moves once it is played.
//
// A move is right when it is the solution's next move, or when it ends the
// game with the solver winning (a mate or den puzzle's other mate, as
// lichess accepts one). A puzzle counts as solved at the first try when no
// wrong move was made and the solution was not shown.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/study/puzzle.h"

namespace qipan::study {

enum class AttemptStep : std::uint8_t { right, wrong, solved };

template <class Position>
class PuzzleAttempt {
 public:
  using Move = typename Position::Move;
  using Side = typename Position::Side;

  // The puzzle's position and solution, each move checked by the rules; an
  // Error naming the puzzle and the move that is not legal.
  static Result<PuzzleAttempt> of(const Puzzle& puzzle) {
    if (auto end = replay_solution<Position>(puzzle); !end) return end.error();
    Position p = *puzzle_position<Position>(puzzle);
    std::vector<Move> line;
    Position walk = p;
    for (const std::string& text : puzzle.solution) {
      const Move m = *walk.parse_move(text);
      line.push_back(m);
      (void)walk.play(m);
    }
    auto a = of(std::move(p), std::move(line));
    if (a && puzzle.lead) {
      Position before = *Position::from_fen(puzzle.fen);
      a->lead_ = *before.parse_move(*puzzle.lead);
      a->before_ = before;
      a->position_ = std::move(before);
      a->lead_waits_ = true;
    }
    return a;
  }
  // An exercise from `start`: find `solution` (the solver's move, the reply,
  // ...; an odd number of legal moves).
  static Result<PuzzleAttempt> of(Position start, std::vector<Move> solution) {
    if (solution.size() % 2 == 0) return Error{"a solution ends on the solver's move"};
    Position walk = start;
    for (std::size_t i = 0; i < solution.size(); ++i) {
      if (auto ok = walk.play(solution[i]); !ok) {
        return Error{"solution move " + std::to_string(i + 1) + ": " + ok.error().message};
      }
    }
    PuzzleAttempt a;
    a.solver_ = start.side_to_move();
    a.start_ = start;
    a.position_ = std::move(start);
    a.solution_ = std::move(solution);
    return a;
  }

  const Position& position() const { return position_; }
  // The puzzle's position (after its lead, when it has one).
  const Position& start() const { return start_; }
  // The move that led to the puzzle and the position before it, when the
  // puzzle has one; whether it still waits to be played.
  std::optional<Move> lead() const { return lead_; }
  const std::optional<Position>& before_lead() const { return before_; }
  bool lead_waits() const { return lead_waits_; }
  Side solver() const { return solver_; }
  const std::vector<Move>& solution() const { return solution_; }
  // Solution moves played so far (the solver's and the replies).
  std::size_t done() const { return done_; }
  bool solved() const { return solved_; }
  // A wrong move was made or the solution shown: not solved at the first try.
  bool failed() const { return failed_; }
  bool first_try() const { return solved_ && !failed_; }
  // The last move was wrong (refused); cleared by the next move or retry().
  bool wrong() const { return wrong_; }
  bool shown() const { return shown_; }
  // The other side's reply, waiting to be played (play_reply) after the
  // solver's right move.
  std::optional<Move> reply() const {
    if (lead_waits_) return lead_;
    if (solved_ || done_ % 2 == 0 || done_ >= solution_.size()) return std::nullopt;
    return solution_[done_];
  }
  // Whether it is the solver's turn to find a move.
  bool solver_to_move() const { return !lead_waits_ && !solved_ && done_ % 2 == 0; }

  // The solver's move: right (played; a reply may follow), solved (played,
  // the puzzle is over) or wrong (not played, the position stays).
  AttemptStep play(Move m) {
    if (!solver_to_move()) return AttemptStep::wrong;
    wrong_ = false;
    Position after = position_;
    const bool legal = after.play(m).ok();
    const bool expected = m == solution_[done_];
    const auto status = after.status();
    const bool wins = legal && status.over && status.winner == solver_;
    if (!legal || (!expected && !wins)) {
      wrong_ = true;
      failed_ = true;
      return AttemptStep::wrong;
    }
    position_ = std::move(after);
    ++done_;
    if (wins || done_ >= solution_.size()) {
      solved_ = true;
      return AttemptStep::solved;
    }
    return AttemptStep::right;
  }
  // Plays the reply waiting (see reply()); false when none waits.
  bool play_reply() {
    const auto r = reply();
    if (!r) return false;
    if (lead_waits_) {
      position_ = start_;
      lead_waits_ = false;
      return true;
    }
    (void)position_.play(*r);
    ++done_;
    return true;
  }
  // After a wrong move: try again from the same position.
  void retry() { wrong_ = false; }
  // Plays the rest of the solution: the puzzle ends, failed.
  void show_solution() {
    wrong_ = false;
    failed_ = true;
    shown_ = true;
    if (lead_waits_) {
      position_ = start_;
      lead_waits_ = false;
    }
    while (done_ < solution_.size()) {
      (void)position_.play(solution_[done_]);
      ++done_;
    }
    solved_ = true;
  }
  // Back to the start, keeping whether it was failed.
  void restart() {
    position_ = start_;
    done_ = 0;
    solved_ = false;
    wrong_ = false;
  }

 private:
  PuzzleAttempt() = default;
  Side solver_{};
  Position start_;
  Position position_;
  std::vector<Move> solution_;
  std::size_t done_ = 0;
  bool solved_ = false;
  bool failed_ = false;
  bool wrong_ = false;
  bool shown_ = false;
  std::optional<Move> lead_;
  std::optional<Position> before_;
  bool lead_waits_ = false;
};

}  // namespace qipan::study
