#pragma once

// What the search needs of a game: a mutable position it plays moves on and
// takes them back, and the game's own judgements (evaluation, when the side
// to move has lost on the board, how repetitions and quiet-move limits
// score, how its levels play). Each game has one adapter satisfying SearchGame
// (xiangqi_game.h, jungle_game.h), built on its Board's common surface
// (surface_game.h over core/grid/board_surface.h); the search is written
// once over SearchGame.

#include <concepts>
#include <cstdint>
#include <span>
#include <vector>

#include "core/search/levels.h"

namespace qipan::search {

// How a repeated position scores in the search (at its first recurrence
// inside the search line or against the game's history).
enum class RepetitionRule : std::uint8_t {
  none,                   // repetitions are not a rule
  draw,                   // a repetition is a draw
  perpetual_check_loses,  // the side that checked with every move of the cycle
                          // loses (unless both did); otherwise a draw
  judged_by_game          // the game judges the cycle's moves (JudgesCycles below)
};

// How a repetition cycle ends for the side to move at the repeated position.
enum class CycleResult : std::uint8_t { draw, mover_wins, mover_loses };

// A game that judges a repetition cycle from its moves (Xiangqi's chase
// rules): called on the repeated position (the cycle's start and end) with
// the moves from its earlier occurrence to now, oldest first. A move the
// search does not know (before the root, when the caller gave none) is
// Move{}; the game may then call the cycle a draw.
template <class G>
concept JudgesCycles = requires(const G& cg, std::span<const typename G::Move> cycle) {
  { cg.judge_cycle(cycle) } -> std::same_as<CycleResult>;
};

template <class G>
concept SearchGame = requires(G& g, const G& cg, typename G::Move m, typename G::MoveList& list,
                              const typename G::Undo& u) {
  { cg.key() } -> std::same_as<std::uint64_t>;
  { cg.in_check() } -> std::same_as<bool>;
  {cg.generate(list)};
  { cg.is_tactical(m) } -> std::same_as<bool>;
  { cg.tactical_order(m) } -> std::same_as<int>;
  { cg.losing_capture(m) } -> std::same_as<bool>;
  { cg.may_give_check(m) } -> std::same_as<bool>;
  { g.make(m) } -> std::same_as<typename G::Undo>;
  {g.unmake(m, u)};
  { G::irreversible(u) } -> std::same_as<bool>;
  {g.make_null()};
  {g.unmake_null()};
  { cg.evaluate() } -> std::same_as<int>;
  { cg.lost() } -> std::same_as<bool>;
  { cg.dead_draw() } -> std::same_as<bool>;
  { cg.null_move_allowed() } -> std::same_as<bool>;
  { G::verify_null } -> std::convertible_to<bool>;
  { G::singular_extension } -> std::convertible_to<bool>;
  { G::levels } -> std::convertible_to<const LevelPlays&>;
  { G::move_slot(m) } -> std::same_as<int>;
  { G::move_slot_count } -> std::convertible_to<int>;
  { cg.repetition_rule() } -> std::same_as<RepetitionRule>;
  { cg.move_limit() } -> std::same_as<int>;
  {m.from()};
  {m.to()};
};

// The game before the root, for repetitions and the move limit: the keys of
// the positions since the last capture, oldest first, whether the side to
// move was in check in each, the move played from each (to the next, the
// last to the root; may be left empty), and the plies since the last
// capture at the root (which may exceed keys.size() after a FEN).
template <class Move>
struct PastOf {
  std::vector<std::uint64_t> keys;
  std::vector<bool> checks;
  std::vector<Move> moves;
  int clock = 0;
};

}  // namespace qipan::search
