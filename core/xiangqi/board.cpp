#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

void Board::put(Square sq, Piece p) {
  squares_[sq] = p;
  key_ ^= zobrist.piece[index_of(p)][sq];
  pieces_[index_of(p)].toggle(sq);
  flip_occupancy(index_of(side_of(p)), sq);
  if (type_of(p) == PieceType::general) generals_[index_of(side_of(p))] = sq;
}

void Board::remove(Square sq) {
  const Piece p = squares_[sq];
  if (p == Piece::none) return;
  squares_[sq] = Piece::none;
  key_ ^= zobrist.piece[index_of(p)][sq];
  pieces_[index_of(p)].toggle(sq);
  flip_occupancy(index_of(side_of(p)), sq);
  if (type_of(p) == PieceType::general && generals_[index_of(side_of(p))] == sq) {
    const Bitboard others = pieces(p);
    generals_[index_of(side_of(p))] = others.any() ? Bitboard(others).pop() : no_square;
  }
}

void Board::set_side_to_move(Side s) {
  if (s != side_) key_ ^= zobrist.black_to_move;
  side_ = s;
}

std::uint64_t Board::compute_key() const {
  std::uint64_t k = side_ == Side::black ? zobrist.black_to_move : 0;
  for (int s = 0; s < square_count; ++s) {
    if (squares_[s] != Piece::none) k ^= zobrist.piece[index_of(squares_[s])][s];
  }
  return k;
}

bool Board::operator==(const Board& other) const {
  if (side_ != other.side_) return false;
  for (int s = 0; s < square_count; ++s) {
    if (squares_[s] != other.squares_[s]) return false;
  }
  return true;
}

}  // namespace qipan::xiangqi
