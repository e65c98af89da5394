#include "core/jungle/inspect.h"

#include <bit>
#include <cstddef>
#include <cstdlib>

#include "core/jungle/geometry.h"
#include "core/jungle/movegen.h"

namespace qipan::jungle {

std::vector<Square> attackers(const Board& board, Square sq, Side by) {
  std::vector<Square> out;
  if (sq >= square_count) return out;
  Board b = board;
  b.set_side_to_move(by);
  const Piece there = b.at(sq);
  if (there != no_piece && side_of(there) == by)
    b.put(sq, make_piece(opposite(by), type_of(there)));
  for (Bitboard pieces = b.occupied(by); pieces; pieces &= pieces - 1) {
    const auto from = static_cast<Square>(std::countr_zero(pieces));
    if (targets_from(b, from) & bit(sq)) out.push_back(from);
  }
  return out;
}

std::optional<MoveFacts> move_facts(const Position& p, Move m) {
  if (!p.is_legal(m)) return std::nullopt;
  MoveFacts facts;
  facts.move = m;
  facts.piece = p.piece_letter(m.from());
  facts.captured = p.piece_letter(m.to());
  const Side us = p.side_to_move();
  const Bitboard to = bit(m.to());
  facts.enters_den = (den[static_cast<std::size_t>(index_of(opposite(us)))] & to) != 0;
  facts.enters_trap = ((traps[0] | traps[1]) & to) != 0;
  facts.swims = (river & to) != 0;
  const int df = std::abs(file_of(m.from()) - file_of(m.to()));
  const int dr = std::abs(rank_of(m.from()) - rank_of(m.to()));
  facts.jumps = df + dr > 1;
  return facts;
}

}  // namespace qipan::jungle
