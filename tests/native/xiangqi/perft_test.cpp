// Perft: the spec's table to depth 4, and a slower perft through the public
// play/undo path that checks invariants at every node.
#include <gtest/gtest.h>

#include "core/xiangqi/fen.h"
#include "tests/native/xiangqi/helpers.h"
#include "tests/native/xiangqi/perft_table.h"

namespace qipan::xiangqi::testing {
namespace {

class PerftTable : public ::testing::TestWithParam<PerftRow> {};

TEST_P(PerftTable, MatchesTheSpecToDepth4) {
  const PerftRow& row = GetParam();
  const Position p = load(row.fen);
  for (int depth = 1; depth <= 4; ++depth) {
    EXPECT_EQ(p.perft(depth), row.leaves[depth - 1]) << row.fen << " depth " << depth;
  }
}

INSTANTIATE_TEST_SUITE_P(Spec, PerftTable, ::testing::ValuesIn(perft_table), row_name);

TEST(Perft, DepthZeroIsOneLeafAndPerftLeavesThePositionAlone) {
  const Position p;
  EXPECT_EQ(p.perft(0), 1u);
  EXPECT_EQ(p.perft(-3), 1u);
  const std::string before = p.fen();
  EXPECT_EQ(p.perft(3), 79666u);
  EXPECT_EQ(p.fen(), before);
}

TEST(Perft, AMatedSideHasNoLeaves) {
  const Position mated = load("4k4/4R4/6N2/9/9/9/9/9/4R4/3K5 b");
  EXPECT_EQ(mated.perft(1), 0u);
  EXPECT_EQ(mated.perft(3), 0u);
}

// Perft by make/unmake on a Board, checking at every node that its FEN reads
// back to the same board, that the fast count agrees with the generated list,
// that unmake restores the board, and that the incrementally kept key matches
// one computed from scratch.
std::uint64_t checked_perft(Board& b, int depth) {
  EXPECT_EQ(b.key(), b.compute_key());
  const std::string fen = format_fen(b, 0, 1);
  auto again = Position::from_fen(fen);
  EXPECT_TRUE(again.ok()) << fen;
  if (again.ok()) {
    EXPECT_EQ(again->fen(), fen);
    EXPECT_TRUE(again->board() == b) << fen;
  }
  MoveList moves;
  b.generate_legal(moves);
  EXPECT_EQ(moves.size(), b.count_legal()) << fen;
  if (depth == 1) return moves.size();
  std::uint64_t leaves = 0;
  for (Move m : moves) {
    const Board before = b;
    const Piece captured = b.make(m);
    leaves += checked_perft(b, depth - 1);
    b.unmake(m, captured);
    EXPECT_TRUE(b == before) << fen << " " << to_string(m);
    EXPECT_EQ(b.key(), before.key());
  }
  return leaves;
}

TEST(Perft, InvariantsHoldAtEveryNode) {
  for (const auto* row : {&perft_table[0], &perft_table[3], &perft_table[6], &perft_table[8]}) {
    Board b = load(row->fen).board();
    EXPECT_EQ(checked_perft(b, 3), row->leaves[2]) << row->fen;
  }
}

TEST(Perft, PlayAndUndoThroughThePublicPathCountTheSame) {
  // Depth 3 from the start through Position::play/undo (status checks and
  // all): the same count as the bulk perft.
  Position p;
  std::uint64_t leaves = 0;
  const std::string start = p.fen();
  for (Move a : p.legal_moves()) {
    ASSERT_TRUE(p.play(a).ok());
    for (Move b : p.legal_moves()) {
      ASSERT_TRUE(p.play(b).ok());
      leaves += p.legal_moves().size();
      ASSERT_TRUE(p.undo());
    }
    ASSERT_TRUE(p.undo());
  }
  EXPECT_EQ(leaves, 79666u);
  EXPECT_EQ(p.fen(), start);
  EXPECT_FALSE(p.undo());
}

}  // namespace
}  // namespace qipan::xiangqi::testing
