#pragma once

// Why a Xiangqi move is refused, in English and Chinese (grid/refusal.h).
// The codes, in the order they are tested:
//   game_over         the game has ended
//   not_a_move        not a step from one point to another
//   no_piece          no piece on the from-point
//   not_your_piece    the piece is the other side's
//   own_piece         the to-point holds a piece of the mover's own side
//   palace            a general or advisor would leave the palace (九宫)
//   elephant_river    an elephant would cross the river (象不过河)
//   elephant_eye      the elephant's eye is blocked (塞象眼), at which point
//   horse_leg         the horse's leg is blocked (蹩马腿), at which point
//   path_blocked      a chariot's or a non-capturing cannon's path is blocked, where
//   cannon_screen     a cannon captures over exactly one screen (炮打隔子)
//   soldier_back      a soldier never retreats
//   soldier_sideways  a soldier moves sideways only across the river
//   wrong_way         the piece does not move that way (its way in words)
//   generals_facing   the generals would face each other (将帅照面)
//   into_check        the general would step into check, from which pieces
//   still_in_check    the general is in check and stays so, from which pieces
//   pinned            the piece is pinned against its general (牵制), by which piece
//   exposes_general   the move leaves the general attacked otherwise (a new cannon screen)
//   illegal           none of these (kept for rules added later)
// A repetition ruling's words are not here: a ruling ends the game
// (game_over) rather than refuse one move.

#include "core/grid/refusal.h"
#include "core/xiangqi/position.h"

namespace qipan::xiangqi {

// The refusal of `m` in `p`, or a Refusal with an empty code when `m` is legal.
grid::Refusal explain(const Position& p, Move m);

}  // namespace qipan::xiangqi
