// The depth-5 rows of the spec's perft table (label `slow`, run on the
// release build by the native-slow preset).
#include <gtest/gtest.h>

#include "core/xiangqi/fen.h"
#include "tests/native/xiangqi/helpers.h"
#include "tests/native/xiangqi/perft_table.h"

namespace qipan::xiangqi::testing {
namespace {

class PerftDepth5 : public ::testing::TestWithParam<PerftRow> {};

TEST_P(PerftDepth5, MatchesTheSpec) {
  const PerftRow& row = GetParam();
  EXPECT_EQ(load(row.fen).perft(5), row.leaves[4]) << row.fen;
}

// The fast generator against brute force at every node of the tree three
// plies deep.
void compare_tree(Board& b, int depth) {
  ASSERT_EQ(generated_moves(b), brute_force_moves(b)) << format_fen(b, 0, 1);
  if (depth == 0) return;
  MoveList moves;
  b.generate_legal(moves);
  for (Move m : moves) {
    const Piece captured = b.make(m);
    compare_tree(b, depth - 1);
    b.unmake(m, captured);
  }
}

TEST_P(PerftDepth5, FastGeneratorAgreesWithBruteForceThreePliesDeep) {
  Board b = load(GetParam().fen).board();
  compare_tree(b, 3);
}

INSTANTIATE_TEST_SUITE_P(Spec, PerftDepth5, ::testing::ValuesIn(perft_table), row_name);

}  // namespace
}  // namespace qipan::xiangqi::testing
