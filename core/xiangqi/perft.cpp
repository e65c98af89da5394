#include "core/xiangqi/perft.h"

namespace qipan::xiangqi {

std::uint64_t perft(Board& board, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return board.count_legal();
  MoveList moves;
  board.generate_legal(moves);
  std::uint64_t leaves = 0;
  for (Move m : moves) {
    const Piece captured = board.make<KeyUpdate::skip>(m);
    leaves += perft(board, depth - 1);
    board.unmake<KeyUpdate::skip>(m, captured);
  }
  return leaves;
}

}  // namespace qipan::xiangqi
