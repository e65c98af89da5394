#pragma once

// Legal move generation on bitboards. A piece of the side to move may step to
// a neighbouring square (not its own den, the river only if it swims) or, as
// a lion or tiger, jump a lake unless a rat swims in the way; not onto its own
// pieces, and onto an enemy piece only when it may capture it. Every move
// made this way is legal: Jungle has no check, so no move is ever illegal for
// what it exposes.

#include <bit>

#include "core/jungle/board.h"

namespace qipan::jungle {

// Whether the piece of kind `kind` on `from` (side `us`) may capture the enemy
// piece on `to`, once it can reach that square.
inline bool may_capture(const Board& b, const RuleTables& t, std::size_t us, Square from,
                        std::size_t kind, Square to) {
  if ((t.capture_reach[(river >> from) & 1] & bit(to)) == 0) return false;
  if (t.weakened[1 - us] & bit(to)) return true;
  if (t.attack_zero[us] & bit(from)) return false;
  return (t.takes[kind] >> static_cast<int>(type_of(b.at(to)))) & 1;
}

// The squares the piece on `from` (of the side to move) may move to.
inline Bitboard targets_from(const Board& b, const RuleTables& t, Square from) {
  const auto us = static_cast<std::size_t>(index_of(b.side_to_move()));
  const auto kind = static_cast<std::size_t>(type_of(b.at(from)));
  const Bitboard own = b.occupied(b.side_to_move());
  const Bitboard enemy = b.occupied(opposite(b.side_to_move()));
  Bitboard to = steps[from] & t.enterable[us][kind];
  if (t.jump_from[kind] & bit(from)) {
    // Only rats are ever in the river, so every piece there blocks a jump.
    const Bitboard swimmers = (own | enemy) & river;
    for (const Jump& j : jumps[from]) {
      if ((j.path & swimmers) == 0) to |= j.landing;
    }
  }
  to &= ~own;
  for (Bitboard v = to & enemy; v; v &= v - 1) {
    const auto sq = static_cast<Square>(std::countr_zero(v));
    if (!may_capture(b, t, us, from, kind, sq)) to ^= bit(sq);
  }
  return to;
}

// Calls visit(move) for every legal move of the side to move, in square
// order; none once the game is decided on the board (den entered, a side
// without pieces). `visit` may play the move on `b` if it takes it back
// before returning.
template <class Visit>
inline void for_each_move(const Board& b, const RuleTables& t, Visit&& visit) {
  if (b.decided()) return;
  for (Bitboard pieces = b.occupied(b.side_to_move()); pieces; pieces &= pieces - 1) {
    const auto from = static_cast<Square>(std::countr_zero(pieces));
    for (Bitboard to = targets_from(b, t, from); to; to &= to - 1) {
      visit(Move::make(from, static_cast<Square>(std::countr_zero(to))));
    }
  }
}

// Every legal move of the side to move (see for_each_move); Board::generate_legal.
inline void generate(const Board& b, MoveList& list) {
  for_each_move(b, b.tables(), [&list](Move m) { list.push(m); });
}

// How many moves generate() would list, counted set-wise: the steps onto
// empty squares of all pieces at once, one direction at a time (a shift moves
// each piece to a different square, so popcounts add up); then, piece by
// piece, only the captures and the jumps.
inline int count_moves(const Board& b, const RuleTables& t) {
  static_assert(can_swim(PieceType::rat) && !can_swim(PieceType::cat), "the rat is the swimmer");
  static_assert(can_jump(PieceType::lion) && can_jump(PieceType::tiger) &&
                !can_jump(PieceType::elephant));
  if (b.decided()) return 0;
  const auto us = static_cast<std::size_t>(index_of(b.side_to_move()));
  const Bitboard own = b.occupied(b.side_to_move());
  const Bitboard enemy = b.occupied(opposite(b.side_to_move()));
  const Bitboard empty = all_squares & ~(own | enemy);
  const Bitboard swimmers = b.pieces(b.side_to_move(), PieceType::rat);
  const Bitboard walkers = own & ~swimmers;
  const Bitboard walk_to = empty & t.enterable[us][static_cast<std::size_t>(PieceType::cat)];
  const Bitboard swim_to = empty & t.enterable[us][static_cast<std::size_t>(PieceType::rat)];
  int n =
      std::popcount(shift_up(walkers) & walk_to) + std::popcount(shift_down(walkers) & walk_to) +
      std::popcount(shift_left(walkers) & walk_to) + std::popcount(shift_right(walkers) & walk_to) +
      std::popcount(neighbours(swimmers) & swim_to);  // one rat a side: no overlap
  for (Bitboard a = own & neighbours(enemy); a; a &= a - 1) {
    const auto from = static_cast<Square>(std::countr_zero(a));
    const auto kind = static_cast<std::size_t>(type_of(b.at(from)));
    for (Bitboard v = steps[from] & enemy & t.enterable[us][kind]; v; v &= v - 1) {
      n += may_capture(b, t, us, from, kind, static_cast<Square>(std::countr_zero(v)));
    }
  }
  const Bitboard in_river = (own | enemy) & river;
  const Bitboard jumpers =
      b.pieces(b.side_to_move(), PieceType::lion) | b.pieces(b.side_to_move(), PieceType::tiger);
  for (Bitboard j = jumpers & jump_starts; j; j &= j - 1) {
    const auto from = static_cast<Square>(std::countr_zero(j));
    const auto kind = static_cast<std::size_t>(type_of(b.at(from)));
    for (const Jump& jump : jumps[from]) {
      if (jump.path == 0 || (jump.path & in_river)) continue;
      if (jump.landing & empty) {
        ++n;
      } else if (jump.landing & enemy) {
        n += may_capture(b, t, us, from, kind, static_cast<Square>(std::countr_zero(jump.landing)));
      }
    }
  }
  return n;
}

// The same with the board's own rule tables. (The forms above take the tables
// apart, so that a caller making moves in between keeps them in a register.)
inline Bitboard targets_from(const Board& b, Square from) {
  return targets_from(b, b.tables(), from);
}
inline int count_moves(const Board& b) { return count_moves(b, b.tables()); }

}  // namespace qipan::jungle
