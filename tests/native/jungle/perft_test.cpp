// The specification's perft table (to depth 5 here; 6 and 7 in the slow
// suite) and its table of edge cases.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

struct PerftCase {
  int depth;
  std::uint64_t nodes;
};

class StartPerft : public testing::TestWithParam<PerftCase> {};

TEST_P(StartPerft, MatchesTheSpecification) {
  EXPECT_EQ(Position().perft(GetParam().depth), GetParam().nodes);
}

INSTANTIATE_TEST_SUITE_P(Spec, StartPerft,
                         testing::Values(PerftCase{0, 1}, PerftCase{1, 24}, PerftCase{2, 576},
                                         PerftCase{3, 12240}, PerftCase{4, 260099},
                                         PerftCase{5, 5111620}));

TEST(Perft, LeavesThePositionAsItWas) {
  Position p;
  ASSERT_TRUE(p.play(mv("a3a4")).ok());
  const std::string before = p.fen();
  EXPECT_EQ(p.perft(3), p.perft(3));
  EXPECT_EQ(p.fen(), before);
  EXPECT_EQ(p.history().size(), 1u);
}

TEST(Perft, IsZeroBelowAFinishedGame) {
  // Blue's cat stands in Red's den: the game is over, nothing to count.
  const Position p = from_fen("2lCt2/7/7/7/7/7/7/7/6E r");
  EXPECT_EQ(p.perft(0), 1u);
  EXPECT_EQ(p.perft(1), 0u);
  EXPECT_EQ(p.perft(3), 0u);
}

TEST(Perft, IgnoresTheDrawRules) {
  // The half-move clock is past the move limit: status() says drawn, and
  // there are no legal moves, but perft counts the tree all the same.
  const Position p = from_fen("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 150 80");
  EXPECT_TRUE(p.status().over);
  EXPECT_TRUE(p.legal_moves().empty());
  EXPECT_EQ(p.perft(2), 576u);
}

struct EdgeCase {
  const char* fen;
  const char* moves;
};

class SpecEdgeCase : public testing::TestWithParam<EdgeCase> {};

TEST_P(SpecEdgeCase, HasExactlyTheseLegalMoves) {
  const Position p = from_fen(GetParam().fen);
  EXPECT_EQ(text_of(p.legal_moves()), GetParam().moves) << GetParam().fen;
  EXPECT_EQ(p.perft(1), p.legal_moves().size());
}

// The specification's table. Its "tigers jump sideways" row puts two Blue
// tigers on the board, which its own FEN rules reject (one piece of each kind
// a side); the same row with the d5 tiger replaced by the lion tests the same
// jumps (see docs/jungle.md).
INSTANTIATE_TEST_SUITE_P(
    Spec, SpecEdgeCase,
    testing::Values(EdgeCase{"6r/7/7/7/7/7/1L5/7/7 b", "b3a3 b3b2 b3b7 b3c3"},
                    EdgeCase{"7/7/7/7/1r5/7/1L5/7/7 b", "b3a3 b3b2 b3c3"},
                    EdgeCase{"6r/7/7/7/T2L3/7/7/7/7 b", "a5a4 a5a6 d5d4 d5d6 d5g5"},
                    EdgeCase{"6e/7/7/1r5/1R5/7/7/7/7 b", "b5a5 b5b4 b5b6 b5c5"},
                    EdgeCase{"6r/7/7/7/7/7/7/3C3/2l4 b", "d2c2 d2d3 d2e2"}));

TEST(SpecEdgeCase, TheTwoTigerRowIsRejectedForItsSecondTiger) {
  auto p = Position::from_fen("6r/7/7/7/T2T3/7/7/7/7 b");
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.error().message.find("more than one Blue tiger (a5 and d5)"), std::string::npos)
      << p.error().message;
}

}  // namespace
}  // namespace qipan::jungle::test
