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

// What a piece is worth to a player counting material, in hundredths of a
// soldier, by its FEN letter (either case): the common scale chariot 9,
// cannon 4.5, horse 4, advisor and elephant 2, soldier 1; the general is not
// counted. 0 for any other letter. The game table's captured pieces and
// material balance (core/session/captures.h) read it.
constexpr int piece_points(const Position&, char letter) {
  switch (letter | 0x20) {
    case 'r':
      return 900;
    case 'c':
      return 450;
    case 'n':
      return 400;
    case 'a':
    case 'b':
      return 200;
    case 'p':
      return 100;
    default:
      return 0;
  }
}

}  // namespace qipan::xiangqi
