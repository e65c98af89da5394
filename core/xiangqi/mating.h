#pragma once

// Whether a side could ever mate in Xiangqi: the material rule behind both
// the no-attackers draw (position.cpp's ruling: neither side can) and a flag
// fallen against a side that never could (then the game is drawn, not lost).
// Only chariots, horses, cannons and soldiers give check; generals,
// advisors and elephants never cross to where a mate is given, so a side
// left with those alone can never mate. A soldier counts wherever it stands
// (one on the last rank can still mate with the enemy's pieces' help), so a
// draw is only ever given when no mate is possible.

#include "core/xiangqi/board.h"
#include "core/xiangqi/position.h"

namespace qipan::xiangqi {

inline bool can_mate(const Board& b, Side side) {
  for (PieceType t :
       {PieceType::chariot, PieceType::horse, PieceType::cannon, PieceType::soldier}) {
    if (b.pieces(side, t).any()) return true;
  }
  return false;
}

inline bool can_mate(const Position& p, Side side) { return can_mate(p.board(), side); }

}  // namespace qipan::xiangqi
