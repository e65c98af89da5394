#pragma once

// The material rule: with no chariot, horse, cannon or soldier left on
// either side, neither side can mate, and the game is drawn
// (insufficient_material). One test for the referee (position.cpp) and the
// search (core/search/xiangqi_game.h).

#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

// Whether either side still has a chariot, horse, cannon or soldier.
inline bool has_attacking_material(const Board& b) {
  for (Side s : {Side::red, Side::black}) {
    for (PieceType t :
         {PieceType::chariot, PieceType::horse, PieceType::cannon, PieceType::soldier}) {
      if (b.pieces(s, t).any()) return true;
    }
  }
  return false;
}

}  // namespace qipan::xiangqi
