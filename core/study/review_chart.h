#pragma once

// Reading a review (review.h) as the page shows it, for any board game:
// the mark written after a move in the move list, the score chart's points
// and which position a click on the chart picks, the moves "Learn from your
// mistakes" replays and the find-the-better-move exercise made of each.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/study/puzzle_attempt.h"
#include "core/study/review.h"

namespace qipan::study {

// The page's search budgets for a review (review_scores.h): every
// position at review_nodes of a full-strength search (about a tenth of a
// second in a browser), then the positions around each move that reads
// as an inaccuracy or worse again at review_check_nodes (docs/study.md,
// "The review's budget": the opening's ordinary moves stop reading as
// inaccuracies).
inline constexpr std::uint64_t review_nodes = 30000;
inline constexpr std::uint64_t review_check_nodes = 300000;

// What the move list writes after a move of this class: "?!", "?", "??";
// nothing for a best or good move.
constexpr std::string_view class_mark(MoveClass c) {
  switch (c) {
    case MoveClass::inaccuracy:
      return "?!";
    case MoveClass::mistake:
      return "?";
    case MoveClass::blunder:
      return "??";
    default:
      return "";
  }
}

// The position a click picks on a chart of `positions` points spread
// evenly over its width: `fraction` is the click's place across it (0 the
// left edge, 1 the right; outside is clamped), the nearest point wins.
// None for a chart with no points or a fraction that is not a number.
inline std::optional<std::size_t> chart_position(double fraction, std::size_t positions) {
  if (positions == 0 || std::isnan(fraction)) return std::nullopt;
  if (positions == 1) return 0;
  const double f = std::clamp(fraction, 0.0, 1.0);
  return static_cast<std::size_t>(std::lround(f * static_cast<double>(positions - 1)));
}

// Where point `i` of `positions` sits across the chart, 0..1.
inline double chart_x(std::size_t i, std::size_t positions) {
  return positions < 2 ? 0.5 : static_cast<double>(i) / static_cast<double>(positions - 1);
}

// The move judged when position `i` is picked: the move that led to it
// (move i - 1); none for the start.
inline std::optional<std::size_t> move_of_position(std::size_t i) {
  return i == 0 ? std::nullopt : std::optional<std::size_t>(i - 1);
}

// The side (index_of) that made move `i` of a game whose first move was
// made by side `first`.
constexpr int mover_of(std::size_t i, int first) { return (first + static_cast<int>(i % 2)) % 2; }

// The moves to learn from: each mistake or blunder, in the game's order,
// of side `side` (index_of; none: both sides, a game between two people on
// one screen) where the search found a better move.
template <class Move>
std::vector<std::size_t> mistakes_of(const GameReview<Move>& review, int first,
                                     std::optional<int> side) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < review.moves.size(); ++i) {
    const MoveReview<Move>& m = review.moves[i];
    if (side && mover_of(i, first) != *side) continue;
    if (m.move_class != MoveClass::mistake && m.move_class != MoveClass::blunder) continue;
    if (m.played == m.best) continue;
    out.push_back(i);
  }
  return out;
}

// The exercise of move `i`: from the position before it (`before`), find
// the search's better move. An Error when `i` is not a move of the review
// or the better move is not legal there.
template <class Position>
Result<PuzzleAttempt<Position>> exercise_of(const GameReview<typename Position::Move>& review,
                                            std::size_t i, const Position& before) {
  if (i >= review.moves.size()) {
    return Error{"the review has " + std::to_string(review.moves.size()) + " moves, not move " +
                 std::to_string(i + 1)};
  }
  return PuzzleAttempt<Position>::of(before, {review.moves[i].best});
}

}  // namespace qipan::study
