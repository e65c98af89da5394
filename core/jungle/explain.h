#pragma once

// Why a Jungle move is refused, in English and Chinese (grid/refusal.h).
// Only for messages: legality itself is the generator's (movegen.h). The
// codes, in the order they are tested:
//   game_over       the game has ended
//   no_piece        no piece on the from-square
//   not_your_piece  the piece is the other side's
//   own_piece       the to-square holds a piece of the mover's own side
//   wrong_way       not one step up, down, left or right (nor a lake jump)
//   lake_jump       only the lion and the tiger jump the lakes
//   own_den         no piece enters its own den
//   water           only the rat enters the river
//   jump_blocked    a rat in the river blocks the jump
//   bank_capture    no capture from the river onto land or from land into it
//   trap            a piece in a trap attacks with rank 0
//   rule            a capture these rules forbid (the elephant and the rat)
//   rank            the target outranks the attacker
//   illegal         none of these

#include "core/grid/refusal.h"
#include "core/jungle/position.h"

namespace qipan::jungle {

// The refusal of `m` in `p`, or a Refusal with an empty code when `m` is legal.
grid::Refusal explain(const Position& p, Move m);

}  // namespace qipan::jungle
