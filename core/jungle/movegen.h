#pragma once

// Legal move generation on bitboards. For each piece of the side to move:
// its steps (minus its own den, minus the river unless it swims), its lake
// jumps unless a rat swims in the way, minus its own pieces, minus the enemy
// pieces it may not capture. Every move generated this way is legal: Jungle
// has no check, so no move is ever illegal for what it exposes.

#include <bit>

#include "core/jungle/board.h"
#include "core/jungle/rules.h"

namespace qipan::jungle {

// The squares the piece on `from` (of the side to move) may move to.
inline Bitboard targets_from(const Board& b, const RuleTables& t, Square from) {
  const Piece p = b.at[from];
  const auto us = static_cast<std::size_t>(index(b.side));
  const auto kind = static_cast<std::size_t>(kind_of(p));
  const Bitboard own = b.occupied[us];
  const Bitboard enemy = b.occupied[1 - us];
  Bitboard to = steps[from] & t.enterable[us][kind];
  if (t.jump_from[kind] & bit(from)) {
    // Only rats are ever in the river, so every piece there blocks a jump.
    const Bitboard swimmers = (own | enemy) & river;
    for (const Jump& j : jumps[from]) {
      if ((j.path & swimmers) == 0) to |= j.landing;
    }
  }
  to &= ~own;
  const Bitboard victims = to & enemy;
  if (victims) {
    Bitboard allowed = enemy & t.weakened[1 - us];
    if ((t.attack_zero[us] & bit(from)) == 0) {
      for (Bitboard v = victims; v; v &= v - 1) {
        const auto sq = static_cast<Square>(std::countr_zero(v));
        if ((t.takes[kind] >> static_cast<int>(kind_of(b.at[sq]))) & 1) allowed |= bit(sq);
      }
    }
    allowed &= t.capture_reach[(river >> from) & 1];
    to &= ~(victims & ~allowed);
  }
  return to;
}

// Every legal move of the side to move, in square order; none once the game
// is decided on the board (den entered, a side without pieces).
inline void generate(const Board& b, const RuleTables& t, MoveList& list) {
  if (b.decided()) return;
  for (Bitboard pieces = b.occupied[static_cast<std::size_t>(index(b.side))]; pieces;
       pieces &= pieces - 1) {
    const auto from = static_cast<Square>(std::countr_zero(pieces));
    for (Bitboard to = targets_from(b, t, from); to; to &= to - 1) {
      list.push(Move::make(from, static_cast<Square>(std::countr_zero(to))));
    }
  }
}

// How many moves generate() would list, without listing them.
inline int count_moves(const Board& b, const RuleTables& t) {
  if (b.decided()) return 0;
  int n = 0;
  for (Bitboard pieces = b.occupied[static_cast<std::size_t>(index(b.side))]; pieces;
       pieces &= pieces - 1) {
    n += std::popcount(targets_from(b, t, static_cast<Square>(std::countr_zero(pieces))));
  }
  return n;
}

}  // namespace qipan::jungle
