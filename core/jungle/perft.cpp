// Perft: the leaves of the legal-move tree, the generator's yardstick for
// correctness and speed. The last ply is bulk-counted (popcounts of target
// sets, no move made); the plies above play and take back on one board,
// straight from the generator's loop (no move list).
#include "core/jungle/movegen.h"
#include "core/jungle/position.h"

namespace qipan::jungle {

namespace {

std::uint64_t leaves(Board& b, const RuleTables& t, int depth) {
  if (depth == 1) return static_cast<std::uint64_t>(count_moves(b, t));
  std::uint64_t n = 0;
  for_each_move(b, t, [&](Move m) {
    const Piece captured = b.play(m);
    n += depth == 2 ? static_cast<std::uint64_t>(count_moves(b, t)) : leaves(b, t, depth - 1);
    b.unplay(m, captured);
  });
  return n;
}

}  // namespace

std::uint64_t Position::perft(int depth) const {
  if (depth <= 0) return 1;
  Board b = board_;
  return leaves(b, tables_, depth);
}

}  // namespace qipan::jungle
