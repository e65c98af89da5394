#pragma once

// The bare board: what is on each square, which squares each side holds, and
// who is to move. No history, no rules: the search copies and plays it, and
// Position wraps it with everything else. Invariant: `at` and `occupied`
// agree, and `at` is no_piece on square 63 (off the board).

#include <array>
#include <bit>

#include "core/jungle/geometry.h"
#include "core/jungle/types.h"

namespace qipan::jungle {

struct Board {
  std::array<Piece, 64> at{};
  std::array<Bitboard, 2> occupied{};
  Side side = Side::blue;

  void put(Square s, Piece p) {
    remove(s);
    if (p == no_piece) return;
    at[s] = p;
    occupied[static_cast<std::size_t>(index(side_of(p)))] |= bit(s);
  }

  void remove(Square s) {
    if (at[s] == no_piece) return;
    occupied[static_cast<std::size_t>(index(side_of(at[s])))] &= ~bit(s);
    at[s] = no_piece;
  }

  // Plays a move known to be legal; returns the piece it captured (or none).
  Piece play(Move m) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece captured = at[to];
    const auto us = static_cast<std::size_t>(index(side));
    occupied[us] ^= bit(from) | bit(to);
    occupied[1 - us] &= ~bit(to);
    at[to] = at[from];
    at[from] = no_piece;
    side = opponent(side);
    return captured;
  }

  // Takes back `play(m)`, given what it captured.
  void unplay(Move m, Piece captured) {
    side = opponent(side);
    const Square from = m.from();
    const Square to = m.to();
    const auto us = static_cast<std::size_t>(index(side));
    occupied[us] ^= bit(from) | bit(to);
    at[from] = at[to];
    at[to] = captured;
    if (captured != no_piece) occupied[1 - us] |= bit(to);
  }

  // The game is decided on the board: a piece stands in a den (only ever the
  // enemy's), or a side has no piece left.
  bool decided() const {
    return ((occupied[0] | occupied[1]) & dens) != 0 || occupied[0] == 0 || occupied[1] == 0;
  }

  bool operator==(const Board&) const = default;
};

}  // namespace qipan::jungle
