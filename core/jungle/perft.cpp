// Perft: the leaves of the legal-move tree, the generator's yardstick for
// correctness and speed. The last ply is bulk-counted (popcounts of target
// sets, no move made); the plies above play and take back on one board,
// straight from the generator's loop (no move list), without updating the
// key, which perft never reads.
#include "core/jungle/perft.h"

#include "core/jungle/movegen.h"

namespace qipan::jungle {

namespace {

[[gnu::noinline]] std::uint64_t leaves(Board& b, const RuleTables& t, int depth) {
  if (depth == 1) return static_cast<std::uint64_t>(count_moves(b, t));
  std::uint64_t n = 0;
  for_each_move(b, t, [&](Move m) {
    const Piece captured = b.make<KeyUpdate::skip>(m);
    n += depth == 2 ? static_cast<std::uint64_t>(count_moves(b, t)) : leaves(b, t, depth - 1);
    b.unmake<KeyUpdate::skip>(m, captured);
  });
  return n;
}

}  // namespace

std::uint64_t perft(Board& board, int depth) {
  if (depth <= 0) return 1;
  return leaves(board, board.tables(), depth);
}

}  // namespace qipan::jungle
