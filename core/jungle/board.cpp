#include "core/jungle/board.h"

#include "core/jungle/movegen.h"

namespace qipan::jungle {

std::uint64_t Board::compute_key() const {
  std::uint64_t k = side_ == Side::red ? zobrist.red_to_move : 0;
  for (std::size_t s = 0; s < static_cast<std::size_t>(square_count); ++s) {
    const Piece p = squares_[s];
    if (p != no_piece) k ^= zobrist.piece[p][s];
  }
  return k;
}

void Board::put(Square s, Piece p) {
  remove(s);
  if (p == no_piece) return;
  squares_[s] = p;
  toggle(p, bit(s));
  key_ ^= zobrist.piece[p][s];
}

void Board::remove(Square s) {
  const Piece p = squares_[s];
  if (p == no_piece) return;
  toggle(p, bit(s));
  key_ ^= zobrist.piece[p][s];
  squares_[s] = no_piece;
}

void Board::set_side_to_move(Side s) {
  if (s != side_) key_ ^= zobrist.red_to_move;
  side_ = s;
}

void Board::generate_legal(MoveList& list) const {
  list.clear();
  generate(*this, list);
}

}  // namespace qipan::jungle
