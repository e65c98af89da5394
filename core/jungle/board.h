#pragma once

// The bare board: what is on each square, which squares each side and each
// piece type hold, who is to move, the Zobrist key of all that, and the rule
// tables its moves follow. No history, no draw rules: a search makes and
// unmakes moves on it, and Position wraps it with everything else.
// Invariant: `at`, the bitboards and the key agree, and square 63 (off the
// board) is empty.

#include <array>
#include <cstdint>

#include "core/grid/board_surface.h"
#include "core/jungle/geometry.h"
#include "core/jungle/rules.h"
#include "core/jungle/types.h"
#include "core/jungle/zobrist.h"

namespace qipan::jungle {

class Board {
 public:
  using Square = jungle::Square;
  using Side = jungle::Side;
  using Piece = jungle::Piece;
  using Move = jungle::Move;
  using MoveList = jungle::MoveList;

  // An empty board, Blue to move, under the standard rules.
  Board() = default;

  Piece at(Square s) const { return squares_[s]; }
  Side side_to_move() const { return side_; }
  Bitboard occupied(Side s) const { return occupied_[static_cast<std::size_t>(index_of(s))]; }
  Bitboard occupied() const { return occupied_[0] | occupied_[1]; }
  Bitboard pieces(Side s, PieceType t) const {
    return pieces_[static_cast<std::size_t>(index_of(s))][static_cast<std::size_t>(t)];
  }
  // The tables of the rule set the moves follow (rules.h).
  const RuleTables& tables() const { return *tables_; }
  // The Zobrist key of placement and side to move, kept up to date by every change.
  std::uint64_t key() const { return key_; }
  // The same key computed from scratch (for checks of the incremental one).
  std::uint64_t compute_key() const;

  // Set-up: put a piece on a square (replacing what is there; no_piece
  // empties it), hand over the move, follow another rule set.
  void put(Square s, Piece p);
  void remove(Square s);
  void set_side_to_move(Side s);
  void set_rules(const Rules& rules) { tables_ = &tables_for(rules); }

  // Plays a move known to be legal; returns the piece it captured (or none).
  template <KeyUpdate K = KeyUpdate::keep>
  Piece make(Move m) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece mover = squares_[from];
    const Piece captured = squares_[to];
    if (captured != no_piece) {
      toggle(captured, bit(to));
      if constexpr (K == KeyUpdate::keep) key_ ^= zobrist.piece[captured][to];
    }
    toggle(mover, bit(from) | bit(to));
    if constexpr (K == KeyUpdate::keep) {
      key_ ^= zobrist.piece[mover][from] ^ zobrist.piece[mover][to] ^ zobrist.red_to_move;
    }
    squares_[to] = mover;
    squares_[from] = no_piece;
    side_ = opposite(side_);
    return captured;
  }

  // Takes back `make(m)`, given what it captured.
  template <KeyUpdate K = KeyUpdate::keep>
  void unmake(Move m, Piece captured) {
    side_ = opposite(side_);
    const Square from = m.from();
    const Square to = m.to();
    const Piece mover = squares_[to];
    toggle(mover, bit(from) | bit(to));
    if constexpr (K == KeyUpdate::keep) {
      key_ ^= zobrist.piece[mover][from] ^ zobrist.piece[mover][to] ^ zobrist.red_to_move;
    }
    squares_[from] = mover;
    squares_[to] = captured;
    if (captured != no_piece) {
      toggle(captured, bit(to));
      if constexpr (K == KeyUpdate::keep) key_ ^= zobrist.piece[captured][to];
    }
  }

  // The legal moves of the side to move (movegen.h); none once decided().
  void generate_legal(MoveList& list) const;
  // Jungle has no check.
  bool in_check() const { return false; }

  // The game is decided on the board: a piece stands in a den (only ever the
  // enemy's), or a side has no piece left.
  bool decided() const {
    return (occupied() & dens) != 0 || occupied_[0] == 0 || occupied_[1] == 0;
  }

  bool operator==(const Board&) const = default;

 private:
  void toggle(Piece p, Bitboard squares) {
    const auto s = static_cast<std::size_t>(index_of(side_of(p)));
    occupied_[s] ^= squares;
    pieces_[s][static_cast<std::size_t>(type_of(p))] ^= squares;
  }

  std::array<Piece, 64> squares_{};
  std::array<Bitboard, 2> occupied_{};
  std::array<std::array<Bitboard, piece_type_count>, 2> pieces_{};
  Side side_ = Side::blue;
  std::uint64_t key_ = 0;
  const RuleTables* tables_ = &tables_for(Rules{});
};

static_assert(BoardSurface<Board>);

}  // namespace qipan::jungle
