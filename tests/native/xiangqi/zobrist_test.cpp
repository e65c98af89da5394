// The Zobrist keys are made at start-up (core/xiangqi/zobrist.cpp): they must
// be the very numbers the compile-time table held before (checksums taken
// from it at 867dc5d), since repetition, saved games and the search's tables
// rely on them.
#include "core/xiangqi/zobrist.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>

#include "core/xiangqi/position.h"

namespace qipan::xiangqi {
namespace {

// FNV-1a over the keys, one 64-bit key at a time, in table order.
std::uint64_t checksum(const ZobristKeys& z) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto fold = [&h](std::uint64_t k) { h = (h ^ k) * 0x100000001b3ULL; };
  for (const auto& row : z.piece) {
    for (std::uint64_t k : row) fold(k);
  }
  fold(z.black_to_move);
  return h;
}

TEST(Zobrist, TheKeysAreTheNumbersTheStoredTableHeld) {
  EXPECT_EQ(checksum(zobrist), 0x80e21f1a82ea459dULL);
  EXPECT_EQ(zobrist.piece[0][0], 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(zobrist.piece[15][89], 0x8bc6b9143ccd82e9ULL);
  EXPECT_EQ(zobrist.black_to_move, 0x61acb15625941cecULL);
}

TEST(Zobrist, EveryKeyIsDistinctAndNotZero) {
  std::set<std::uint64_t> seen;
  for (const auto& row : zobrist.piece) {
    for (std::uint64_t k : row) {
      EXPECT_NE(k, 0u);
      seen.insert(k);
    }
  }
  seen.insert(zobrist.black_to_move);
  EXPECT_EQ(seen.size(), 16u * square_count + 1);
}

TEST(Zobrist, ThePositionsKeyIsMadeFromThem) {
  const Position start;
  std::uint64_t k = 0;
  const Board& b = start.board();
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p != Piece::none) k ^= zobrist.piece[index_of(p)][s];
  }
  EXPECT_EQ(start.key(), k);
}

}  // namespace
}  // namespace qipan::xiangqi
