// The Zobrist keys are made at start-up (core/jungle/zobrist.cpp): they must
// be the very numbers the compile-time table held before (checksums taken
// from it at 867dc5d), since repetition, saved games and the search's tables
// rely on them.
#include "core/jungle/zobrist.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <set>

#include "core/jungle/position.h"

namespace qipan::jungle {
namespace {

// FNV-1a over the keys, one 64-bit key at a time, in table order (each row's
// unused 64th entry included).
std::uint64_t checksum(const ZobristKeys& z) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto fold = [&h](std::uint64_t k) { h = (h ^ k) * 0x100000001b3ULL; };
  for (const auto& row : z.piece) {
    for (std::uint64_t k : row) fold(k);
  }
  fold(z.red_to_move);
  return h;
}

TEST(Zobrist, TheKeysAreTheNumbersTheStoredTableHeld) {
  EXPECT_EQ(checksum(zobrist), 0x887283f604bfb2aeULL);
  EXPECT_EQ(zobrist.piece[0][0], 0xe043a882ab95c4dbULL);
  EXPECT_EQ(zobrist.piece[16][62], 0x011bf1f2d549f09aULL);
  EXPECT_EQ(zobrist.red_to_move, 0xdbf0056d6865b388ULL);
}

TEST(Zobrist, EveryKeyOnTheBoardIsDistinctAndNotZeroAndTheRestZero) {
  std::set<std::uint64_t> seen;
  for (const auto& row : zobrist.piece) {
    for (std::size_t s = 0; s < row.size(); ++s) {
      if (s < static_cast<std::size_t>(square_count)) {
        EXPECT_NE(row[s], 0u);
        seen.insert(row[s]);
      } else {
        EXPECT_EQ(row[s], 0u);
      }
    }
  }
  seen.insert(zobrist.red_to_move);
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(piece_codes * square_count + 1));
}

TEST(Zobrist, ThePositionsKeyIsMadeFromThem) {
  const Position start;
  const Board& b = start.board();
  std::uint64_t k = start.side_to_move() == Side::red ? zobrist.red_to_move : 0;
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p != no_piece) k ^= zobrist.piece[p][static_cast<std::size_t>(s)];
  }
  EXPECT_EQ(start.key(), k);
}

}  // namespace
}  // namespace qipan::jungle
