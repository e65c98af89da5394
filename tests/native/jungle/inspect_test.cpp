// attackers() and move_facts(): which pieces reach a square, what a move does.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/inspect.h"
#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

std::string names(const std::vector<Square>& squares) {
  std::string out;
  for (Square s : squares) {
    out +=
        (out.empty() ? "" : " ") + grid::square_name(board_shape, grid::coord_of(board_shape, s));
  }
  return out;
}

TEST(Attackers, CaptureFollowsRank) {
  // A blue lion next to a red dog, a blue cat above the dog.
  const Position p = place("La4 Ca6 da5");
  EXPECT_EQ(names(attackers(p.board(), sq("a5"), Side::blue)), "a4");  // the cat is too weak
  EXPECT_EQ(names(attackers(p.board(), sq("a6"), Side::red)), "a5");   // the dog takes the cat
  EXPECT_EQ(names(attackers(p.board(), sq("a4"), Side::red)), "");     // but not the lion
}

TEST(Attackers, EmptySquareAndLakeJump) {
  const Position p = place("La4 Ca6 da5");
  EXPECT_EQ(names(attackers(p.board(), sq("a3"), Side::blue)), "a4");
  EXPECT_EQ(names(attackers(p.board(), sq("d4"), Side::blue)), "a4");  // the jump over b4-c4
  const Position blocked = place("La4 Ca6 da5 rb4");
  EXPECT_EQ(names(attackers(blocked.board(), sq("d4"), Side::blue)), "");
}

TEST(Attackers, OwnPieceListsItsDefenders) {
  // The blue dog on d4 is defended by the lion's jump.
  const Position p = place("La4 Dd4 ca6");
  EXPECT_EQ(names(attackers(p.board(), sq("d4"), Side::blue)), "a4");
  EXPECT_TRUE(attackers(p.board(), static_cast<Square>(63), Side::blue).empty());
}

TEST(MoveFacts, JumpSwimDenTrap) {
  const Position p = place("La4 Rb3 Cc9 Wc8 ea1");
  const auto jump = move_facts(p, mv("a4d4"));
  ASSERT_TRUE(jump.has_value());
  EXPECT_EQ(jump->piece, 'L');
  EXPECT_TRUE(jump->jumps);
  EXPECT_FALSE(jump->swims);
  const auto swim = move_facts(p, mv("b3b4"));
  ASSERT_TRUE(swim.has_value());
  EXPECT_TRUE(swim->swims);
  EXPECT_FALSE(swim->jumps);
  const auto den = move_facts(p, mv("c9d9"));
  ASSERT_TRUE(den.has_value());
  EXPECT_TRUE(den->enters_den);
  EXPECT_FALSE(den->enters_trap);
  const auto trap = move_facts(p, mv("c8c7"));
  ASSERT_TRUE(trap.has_value());
  EXPECT_FALSE(trap->enters_trap);
  const auto into = move_facts(p, mv("c8d8"));
  ASSERT_TRUE(into.has_value());
  EXPECT_TRUE(into->enters_trap);
  EXPECT_EQ(into->captured, '\0');
}

TEST(MoveFacts, CaptureAndIllegal) {
  const Position p = place("La4 da5 Ca6");
  const auto take = move_facts(p, mv("a4a5"));
  ASSERT_TRUE(take.has_value());
  EXPECT_EQ(take->captured, 'd');
  EXPECT_FALSE(move_facts(p, mv("a6a5")).has_value());  // the cat cannot take the dog
  EXPECT_FALSE(move_facts(p, mv("a5a4")).has_value());  // red's piece, blue to move
}

}  // namespace
}  // namespace qipan::jungle::test
