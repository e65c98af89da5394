#pragma once

// What a board UI asks about a position besides its moves: which pieces
// reach a square (hints, hanging-piece marks) and what a legal move does
// (for captions and sounds). Read-only views of a Position.

#include <optional>
#include <vector>

#include "core/jungle/position.h"

namespace qipan::jungle {

// The squares of `by`'s pieces that could move to `sq` under the board's
// rules: onto an empty square, capturing the other side's piece there (by
// rank, traps and river as the rules say), or, for a square held by one of
// `by`'s own pieces, capturing an enemy piece of the same kind standing there
// (its defenders). In square order.
std::vector<Square> attackers(const Board& board, Square sq, Side by);

// What a legal move does: the piece moved and the one captured (FEN
// letters, '\0' for none); whether it enters the other side's den (and so
// wins), steps onto a trap (either side's), ends in the river, or jumps a lake.
struct MoveFacts {
  Move move;
  char piece = '\0';
  char captured = '\0';
  bool enters_den = false;
  bool enters_trap = false;
  bool swims = false;
  bool jumps = false;
};

// The facts of `m` when it is legal in `p`, none otherwise.
std::optional<MoveFacts> move_facts(const Position& p, Move m);

}  // namespace qipan::jungle
