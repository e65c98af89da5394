#pragma once

// The bare board: what is on each square, which squares each side and each
// kind hold, and who is to move. No history, no rules: the search plays and
// takes back on it, and Position wraps it with everything else. Invariant:
// `at`, `pieces` and `occupied` agree, and `at[63]` (off the board) is empty.

#include <array>
#include <bit>

#include "core/jungle/geometry.h"
#include "core/jungle/types.h"

namespace qipan::jungle {

struct Board {
  std::array<Piece, 64> at{};
  std::array<Bitboard, 2> occupied{};
  std::array<std::array<Bitboard, kind_count>, 2> pieces{};
  Side side = Side::blue;

  Bitboard of(Side s, Kind k) const {
    return pieces[static_cast<std::size_t>(index(s))][static_cast<std::size_t>(k)];
  }

  void put(Square s, Piece p) {
    remove(s);
    if (p == no_piece) return;
    at[s] = p;
    toggle(p, bit(s));
  }

  void remove(Square s) {
    if (at[s] == no_piece) return;
    toggle(at[s], bit(s));
    at[s] = no_piece;
  }

  // Plays a move known to be legal; returns the piece it captured (or none).
  Piece play(Move m) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece mover = at[from];
    const Piece captured = at[to];
    if (captured != no_piece) toggle(captured, bit(to));
    toggle(mover, bit(from) | bit(to));
    at[to] = mover;
    at[from] = no_piece;
    side = opponent(side);
    return captured;
  }

  // Takes back `play(m)`, given what it captured.
  void unplay(Move m, Piece captured) {
    side = opponent(side);
    const Square from = m.from();
    const Square to = m.to();
    const Piece mover = at[to];
    toggle(mover, bit(from) | bit(to));
    at[from] = mover;
    at[to] = captured;
    if (captured != no_piece) toggle(captured, bit(to));
  }

  // The game is decided on the board: a piece stands in a den (only ever the
  // enemy's), or a side has no piece left.
  bool decided() const {
    return ((occupied[0] | occupied[1]) & dens) != 0 || occupied[0] == 0 || occupied[1] == 0;
  }

  bool operator==(const Board&) const = default;

 private:
  void toggle(Piece p, Bitboard squares) {
    const auto s = static_cast<std::size_t>(index(side_of(p)));
    occupied[s] ^= squares;
    pieces[s][static_cast<std::size_t>(kind_of(p))] ^= squares;
  }
};

}  // namespace qipan::jungle
