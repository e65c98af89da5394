#pragma once

// The material rule, one test for the referee (position.cpp), the search
// (core/search/xiangqi_game.h) and the game table (a fallen flag): only
// chariots, horses, cannons and soldiers give check; generals, advisors and
// elephants never cross to where a mate is given, so a side left with those
// alone can never mate. A soldier counts wherever it stands (one on the last
// rank can still mate with the enemy's pieces' help), so a draw is only ever
// given when no mate is possible. With neither side able to mate the game is
// drawn (insufficient_material); a flag fallen against a side that never
// could is a draw, not a loss.

#include "core/xiangqi/board.h"
#include "core/xiangqi/position.h"

namespace qipan::xiangqi {

// Whether `side` still has a chariot, horse, cannon or soldier.
inline bool can_mate(const Board& b, Side side) {
  for (PieceType t :
       {PieceType::chariot, PieceType::horse, PieceType::cannon, PieceType::soldier}) {
    if (b.pieces(side, t).any()) return true;
  }
  return false;
}

inline bool can_mate(const Position& p, Side side) { return can_mate(p.board(), side); }

// Whether either side still has a chariot, horse, cannon or soldier.
inline bool has_attacking_material(const Board& b) {
  return can_mate(b, Side::red) || can_mate(b, Side::black);
}

}  // namespace qipan::xiangqi
