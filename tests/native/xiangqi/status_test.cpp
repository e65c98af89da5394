// How games end: checkmate, stalemate (a loss), perpetual check, perpetual
// chase (more in chase_test.cpp), repetition, the move limit, insufficient material;
// and what "over" means for legal moves, play and undo.
#include <gtest/gtest.h>

#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

using Status = GameStatus<Side>;

constexpr Status ongoing{};

TEST(Status, TheStartIsNotOver) { EXPECT_EQ(Position().status(), ongoing); }

TEST(Status, CheckmateIsALossForTheSideToMove) {
  // Black's general on e9 is checked by the chariot on e8, guarded by the
  // other chariot; d9 faces the red general, f9 is the horse's.
  Position p = load("4k4/4R4/6N2/9/9/9/9/9/4R4/3K5 b");
  EXPECT_TRUE(p.in_check());
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::checkmate}));
  EXPECT_TRUE(p.legal_moves().empty());
  EXPECT_TRUE(p.legal_moves_from(sq("e9")).empty());
}

TEST(Status, ReachingCheckmateByAMove) {
  // The chariot goes to e8, guarded by the horse; d9 faces the red general.
  Position p = load("4k4/R8/6N2/9/9/9/9/9/9/3K5 w");
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"a8e8"});
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::checkmate}));
  EXPECT_FALSE(p.play(mv("e9e8")).ok());
}

TEST(Status, StalemateIsALossToo) {
  // Black's general is not in check, but every point it could go to is covered.
  const Position p = load("4k4/3R5/9/9/9/9/9/9/9/3K1R3 b");
  EXPECT_FALSE(p.in_check());
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::stalemate}));
  EXPECT_TRUE(p.legal_moves().empty());
}

TEST(Status, PerpetualCheckLoses) {
  // Red checks from a9 and a8 in turn; black's general steps between e9 and
  // e8. On the third occurrence of the start position red, who gave check
  // with every move, loses.
  Position p = load("4k4/R8/9/9/9/9/9/9/9/3K5 w");
  play_all(p, {"a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8"});
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"e8e9"});
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::perpetual_check}));
  EXPECT_TRUE(p.legal_moves().empty());
  const auto refused = p.play(mv("a8a9"));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("the game is over (perpetual check, black wins)"),
            std::string::npos)
      << refused.error().message;
  // Undo reopens the game.
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.status(), ongoing);
  EXPECT_FALSE(p.legal_moves().empty());
}

TEST(Status, PerpetualCheckByBlack) {
  Position p = load("3k5/9/9/9/9/9/9/9/r8/4K4 b");
  play_all(p, {"a1a0", "e0e1", "a0a1", "e1e0", "a1a0", "e0e1", "a0a1", "e1e0"});
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::perpetual_check}));
}

TEST(Status, QuietRepetitionIsADraw) {
  Position p = load("4k3r/9/9/9/9/9/9/9/9/R2K5 w");
  play_all(p, {"d0d1", "e9e8", "d1d0", "e8e9", "d0d1", "e9e8", "d1d0"});
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"e8e9"});
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
}

TEST(Status, RepetitionCountsOnlyThePositionWithTheSameSideToMove) {
  // Two occurrences are not enough, nor are positions that differ in the
  // side to move.
  Position p = load("4k3r/9/9/9/9/9/9/9/9/R2K5 w");
  play_all(p, {"d0d1", "e9e8", "d1d0", "e8e9"});
  EXPECT_EQ(p.status(), ongoing);
}

TEST(Status, PerpetualChaseOfAnUnprotectedPieceLoses) {
  // Red's chariot attacks the unprotected black horse anew with every move;
  // the horse flees between a7 and b9 and black threatens nothing.
  Position p = load("4k4/9/n8/9/9/9/1R7/9/9/3K5 w");
  play_all(p, {"b3a3", "a7b9", "a3b3", "b9a7", "b3a3", "a7b9", "a3b3"});
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"b9a7"});
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::repetition}));
  const auto refused = p.play(mv("b3a3"));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("the game is over (perpetual chase, black wins)"),
            std::string::npos)
      << refused.error().message;
}

TEST(Status, PerpetualChaseByBlackLosesToo) {
  // The same chase seen from the other side of the board.
  Position p = load("3k5/9/9/1r7/9/9/9/N8/9/4K4 b");
  play_all(p, {"b6a6", "a2b0", "a6b6", "b0a2", "b6a6", "a2b0", "a6b6", "b0a2"});
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::repetition}));
}

TEST(Status, AChaseAnsweredByAChaseOnEveryOtherMoveStillLoses) {
  // As above, but on b9 the horse attacks the red soldier on c7: black
  // chases once in two moves, which is allowed (Asian rules art. 15,
  // diagram 19); red's chase of the horse is perpetual.
  Position p = load("4k4/9/n1P6/9/9/9/1R7/9/9/3K5 w");
  play_all(p, {"b3a3", "a7b9", "a3b3", "b9a7", "b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::repetition}));
}

TEST(Status, ChasingAProtectedPieceIsADraw) {
  // The same chase, but black's chariots guard a7 and b9.
  Position p = load("8r/3k5/n7r/9/9/9/1R7/9/9/5K3 w");
  play_all(p, {"b3a3", "a7b9", "a3b3", "b9a7", "b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
}

TEST(Status, TheMoveLimitDrawsAfter120PliesWithoutCapture) {
  Position p = load("4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 119 60");
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"a0a1"});
  EXPECT_EQ(p.halfmove_clock(), 120);
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::move_limit}));
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.halfmove_clock(), 119);
  // A capture resets the clock.
  Position r = load("r3k4/9/9/9/9/9/9/9/9/R2K5 w - - 119 60");
  play_all(r, {"a0a9"});
  EXPECT_EQ(r.halfmove_clock(), 0);
  EXPECT_EQ(r.status(), ongoing);
  EXPECT_EQ(load("4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 120 60").status(),
            (Status{true, std::nullopt, EndReason::move_limit}));
}

TEST(Status, InsufficientMaterialIsADraw) {
  // The red advisor takes black's last soldier: nobody has a chariot, horse,
  // cannon or soldier left.
  Position p = load("3k5/9/9/9/9/9/9/3p5/4A4/4K4 w");
  EXPECT_EQ(p.status(), ongoing);
  play_all(p, {"e1d2"});
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::insufficient_material}));
  EXPECT_TRUE(p.legal_moves().empty());
  EXPECT_EQ(load("3akab2/9/9/9/9/9/9/9/4A4/2B1KA3 w").status(),
            (Status{true, std::nullopt, EndReason::insufficient_material}));
  // A lone soldier is enough material to play on.
  EXPECT_EQ(load("3k5/9/9/9/9/9/6P2/9/9/4K4 w").status(), ongoing);
}

TEST(Status, FullMoveNumberAndClockFollowThePlay) {
  Position p;
  play_all(p, {"h2e2", "h9g7"});
  EXPECT_EQ(p.fullmove_number(), 2);
  EXPECT_EQ(p.halfmove_clock(), 2);
  EXPECT_EQ(p.fen(), "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.fullmove_number(), 1);
  EXPECT_EQ(p.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
}

}  // namespace
}  // namespace qipan::xiangqi::testing
