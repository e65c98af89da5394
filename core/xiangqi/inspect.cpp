#include "core/xiangqi/inspect.h"

namespace qipan::xiangqi {

std::vector<Square> attackers(const Board& board, Square sq, Side by) {
  std::vector<Square> out;
  if (sq >= square_count) return out;
  Board b = board;
  // A target of the other side: a soldier unless the point already holds
  // one of its pieces (the general keeps the flying-general attack).
  const Piece there = b.at(sq);
  if (there == Piece::none || side_of(there) == by) {
    if (there != Piece::none) b.remove(sq);
    b.put(sq, make_piece(opposite(by), PieceType::soldier));
  }
  for (int from = 0; from < square_count; ++from) {
    const auto f = static_cast<Square>(from);
    const Piece p = b.at(f);
    if (p == Piece::none || side_of(p) != by || f == sq) continue;
    if (b.pseudo_targets(f).has(sq)) out.push_back(f);
  }
  return out;
}

std::optional<MoveFacts> move_facts(const Position& p, Move m) {
  if (!p.is_legal(m)) return std::nullopt;
  MoveFacts facts;
  facts.move = m;
  facts.piece = p.piece_letter(m.from());
  facts.captured = p.piece_letter(m.to());
  facts.wxf = p.to_wxf(m);
  facts.chinese = p.to_chinese(m);
  Board after = p.board();
  after.make(m);
  facts.gives_check = after.in_check();
  return facts;
}

}  // namespace qipan::xiangqi
