// Perft: the leaves of the legal-move tree, the generator's yardstick for
// correctness and speed. The last ply is bulk-counted (popcounts of target
// sets, no move made); the plies above play and take back on one board,
// straight from the generator's loop (no move list).
#include "core/jungle/perft.h"

#include "core/jungle/movegen.h"

namespace qipan::jungle {

namespace {

std::uint64_t leaves(Board& b, int depth) {
  if (depth == 1) return static_cast<std::uint64_t>(count_moves(b));
  std::uint64_t n = 0;
  for_each_move(b, [&](Move m) {
    const Piece captured = b.make(m);
    n += depth == 2 ? static_cast<std::uint64_t>(count_moves(b)) : leaves(b, depth - 1);
    b.unmake(m, captured);
  });
  return n;
}

}  // namespace

std::uint64_t perft(Board& board, int depth) {
  if (depth <= 0) return 1;
  return leaves(board, depth);
}

}  // namespace qipan::jungle
