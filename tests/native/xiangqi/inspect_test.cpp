// attackers() and move_facts(): which pieces reach a point, what a move does.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/xiangqi/inspect.h"
#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

std::string names(const std::vector<Square>& squares) {
  std::string out;
  for (Square s : squares) out += (out.empty() ? "" : " ") + square_name(s);
  return out;
}

// A red chariot on a5, a red soldier (across the river) on e5, a red cannon
// on e1 under it.
constexpr const char* kSpread = "3k5/9/9/9/R3P4/9/9/9/4C4/4K4 w";

TEST(Attackers, CaptureTargetsFollowEachMovementRule) {
  const Position p = load(kSpread);
  // The soldier steps forward onto e6; the cannon jumps the soldier to it.
  EXPECT_EQ(names(attackers(p.board(), sq("e6"), Side::red)), "e1 e5");
  EXPECT_EQ(names(attackers(p.board(), sq("e6"), Side::black)), "");
  // The black general controls the points next to it in the palace.
  EXPECT_EQ(names(attackers(p.board(), sq("d8"), Side::black)), "d9");
  EXPECT_EQ(names(attackers(p.board(), sq("c9"), Side::red)), "");
}

TEST(Attackers, OwnPieceListsItsDefenders) {
  const Position p = load(kSpread);
  // The chariot defends the soldier along rank 5; the cannon has no screen.
  EXPECT_EQ(names(attackers(p.board(), sq("e5"), Side::red)), "a5");
}

TEST(Attackers, CannonNeedsAScreenAndHorseAFreeLeg) {
  // A black horse on c7 with its leg (c8, a chariot) blocked towards b9/d9 and free towards e8.
  const Position p = load("3k5/2r6/2n6/9/9/9/9/9/9/4K4 w");
  EXPECT_EQ(names(attackers(p.board(), sq("e6"), Side::black)), "c7");
  EXPECT_EQ(names(attackers(p.board(), sq("b9"), Side::black)), "");
  // A cannon with nothing between it and the point does not reach it to take.
  const Position q = load("3k5/9/9/9/9/9/9/9/4C4/4K4 w");
  EXPECT_EQ(names(attackers(q.board(), sq("e5"), Side::red)), "");
}

TEST(Attackers, PointOffTheBoardHasNone) {
  const Position p;
  EXPECT_TRUE(attackers(p.board(), static_cast<Square>(90), Side::red).empty());
}

TEST(MoveFacts, QuietMoveHasItsNotations) {
  const Position p;
  const auto facts = move_facts(p, mv("h2e2"));
  ASSERT_TRUE(facts.has_value());
  EXPECT_EQ(facts->piece, 'C');
  EXPECT_EQ(facts->captured, '\0');
  EXPECT_FALSE(facts->gives_check);
  EXPECT_EQ(facts->wxf, "C2.5");
  EXPECT_EQ(facts->chinese, "炮二平五");
}

TEST(MoveFacts, CaptureWithCheck) {
  const Position p = load("r2k5/9/9/9/9/9/9/9/9/R3K4 w");
  const auto facts = move_facts(p, mv("a0a9"));
  ASSERT_TRUE(facts.has_value());
  EXPECT_EQ(facts->piece, 'R');
  EXPECT_EQ(facts->captured, 'r');
  EXPECT_TRUE(facts->gives_check);
}

TEST(MoveFacts, IllegalMoveHasNone) {
  const Position p;
  EXPECT_FALSE(move_facts(p, mv("h2h8")).has_value());
  EXPECT_FALSE(move_facts(p, mv("h7e7")).has_value());  // black's piece, red to move
}

}  // namespace
}  // namespace qipan::xiangqi::testing
