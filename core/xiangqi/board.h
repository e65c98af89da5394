#pragma once

#include <cstdint>

#include "core/grid/board_surface.h"
#include "core/xiangqi/bitboard.h"
#include "core/xiangqi/tables.h"
#include "core/xiangqi/types.h"
#include "core/xiangqi/zobrist.h"

namespace qipan::xiangqi {

// The pieces on the board and the side to move: all the movement rules look
// at, and nothing of the game's history. The placement is held in redundant
// forms that make/unmake keep in step: a mailbox (`at`), a bitboard per
// piece, each side's occupancy of every rank and file (indexes into the
// slide tables) and the squares of the two generals. A Board reached by
// make/unmake from a valid position (see fen.h) is valid: one general a side,
// the side not to move not in check.
class Board {
 public:
  using Square = xiangqi::Square;
  using Side = xiangqi::Side;
  using Piece = xiangqi::Piece;
  using Move = xiangqi::Move;
  using MoveList = xiangqi::MoveList;

  // An empty board with Red to move; set up with put().
  Board() = default;

  Piece at(Square sq) const { return squares_[sq]; }
  Side side_to_move() const { return side_; }
  // The general's square, or no_square when that side has none (set-up only).
  Square general(Side s) const { return generals_[index_of(s)]; }
  Bitboard pieces(Side s, PieceType t) const { return pieces_[index_of(make_piece(s, t))]; }
  Bitboard pieces(Piece p) const { return pieces_[index_of(p)]; }

  // Set-up: put a piece on an empty point, take one off, hand over the move.
  void put(Square sq, Piece p);
  void remove(Square sq);
  void set_side_to_move(Side s);

  // Plays a pseudo-legal move, returning the captured piece (Piece::none if
  // none); unmake(m, captured) restores the board exactly.
  template <KeyUpdate K = KeyUpdate::keep>
  Piece make(Move m) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece moved = squares_[from];
    const Piece captured = squares_[to];
    const int us = index_of(side_);
    squares_[from] = Piece::none;
    squares_[to] = moved;
    flip_move<K>(us, moved, from, to, captured);
    if (type_of(moved) == PieceType::general) generals_[us] = to;
    side_ = opposite(side_);
    return captured;
  }

  template <KeyUpdate K = KeyUpdate::keep>
  void unmake(Move m, Piece captured) {
    const Square from = m.from();
    const Square to = m.to();
    const Piece moved = squares_[to];
    side_ = opposite(side_);
    const int us = index_of(side_);
    squares_[from] = moved;
    squares_[to] = captured;
    flip_move<K>(us, moved, from, to, captured);
    if (type_of(moved) == PieceType::general) generals_[us] = from;
  }

  // Whether a general of the side opposite `by`, standing on `sq`, would be
  // attacked by `by`: by a chariot, a cannon over one screen, a horse with a
  // free leg, a soldier, or by `by`'s general on the same file with nothing
  // between (the flying general).
  bool general_attacked(Square sq, Side by) const;
  // Whether `side`'s general is attacked.
  bool in_check(Side side) const { return general_attacked(general(side), opposite(side)); }
  // Whether the side to move's general is attacked.
  bool in_check() const { return in_check(side_); }

  // The points the piece on `from` may move to by its movement rule alone
  // (empty or enemy-held), ignoring the safety of its own general.
  Bitboard pseudo_targets(Square from) const;
  // A move of the side to move's piece that its movement rule allows.
  bool is_pseudo_legal(Move m) const;
  // For a pseudo-legal move: whether it leaves the mover's general safe
  // (not attacked, not facing the other general).
  bool leaves_general_safe(Move m) const;
  // For a pseudo-legal move: whether the other side attacks its landing
  // point once it is played (could take the piece back), by any piece's
  // movement rule (the safety of that side's own general aside).
  bool defended_after(Move m) const;

  // The legal moves of the side to move. Generation is table-driven and
  // allocation-free; a move is tested for general safety only when it can
  // affect it (see Danger in movegen.cpp).
  void generate_legal(MoveList& list) const;
  std::uint64_t count_legal() const;
  bool is_legal(Move m) const { return is_pseudo_legal(m) && leaves_general_safe(m); }

  // The Zobrist key of placement and side to move, kept up to date by every
  // change; compute_key() computes it from scratch (for checks).
  std::uint64_t key() const { return key_; }
  std::uint64_t compute_key() const;

  bool operator==(const Board& other) const;

 private:
  template <class Sink>
  void for_each_legal(Sink& sink) const;
  template <PieceType T>
  void slider_targets(Square from, Side us, unsigned& along_rank, unsigned& along_file) const;
  template <PieceType T, class F>
  void for_each_target(Square from, Side us, F&& f) const;
  template <class F>
  void for_each_target(Square from, F&& f) const;
  bool safe_after(Square from, Square to) const;
  // Whether `by` attacks `sq` by a chariot, a cannon, a horse or a soldier
  // (and, with `flying`, by its general down the file) once the piece on
  // `from` stands on `to`.
  bool attacked_after(Square sq, Side by, Square from, Square to, bool flying) const;

  // The bitboards, occupancies and key of a move of `moved` (side index
  // `us`) between `from` and `to` capturing `captured`: the same flips
  // make it and take it back.
  template <KeyUpdate K>
  void flip_move(int us, Piece moved, Square from, Square to, Piece captured) {
    if constexpr (K == KeyUpdate::keep) {
      key_ ^= zobrist.piece[index_of(moved)][from] ^ zobrist.piece[index_of(moved)][to] ^
              zobrist.black_to_move;
    }
    pieces_[index_of(moved)].toggle(from);
    pieces_[index_of(moved)].toggle(to);
    flip_occupancy(us, from);
    flip_occupancy(us, to);
    if (captured != Piece::none) {
      pieces_[index_of(captured)].toggle(to);
      flip_occupancy(1 - us, to);
      if constexpr (K == KeyUpdate::keep) key_ ^= zobrist.piece[index_of(captured)][to];
    }
  }

  void flip_occupancy(int side, Square sq) {
    rank_occ_[side][rank_of(sq)] =
        static_cast<std::uint16_t>(rank_occ_[side][rank_of(sq)] ^ (1u << file_of(sq)));
    file_occ_[side][file_of(sq)] =
        static_cast<std::uint16_t>(file_occ_[side][file_of(sq)] ^ (1u << rank_of(sq)));
  }

  // squares_[no_square] is always empty, so tables may point off the board.
  Piece squares_[square_count + 1]{};
  Bitboard pieces_[16]{};
  std::uint16_t rank_occ_[2][rank_count]{};  // bit = file
  std::uint16_t file_occ_[2][file_count]{};  // bit = rank
  Square generals_[2]{no_square, no_square};
  Side side_ = Side::red;
  std::uint64_t key_ = 0;
};

static_assert(BoardSurface<Board>);

}  // namespace qipan::xiangqi
