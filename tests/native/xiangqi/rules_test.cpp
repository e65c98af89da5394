// One table per movement rule: a position, a piece, and exactly where it may
// go. Every FEN here is a valid position, so each row also checks that the
// general-safety filter lets the right moves through.
#include <gtest/gtest.h>

#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

struct RuleRow {
  const char* what;
  const char* fen;
  const char* from;
  const char* destinations;
};

void check(const RuleRow& row) {
  const Position p = load(row.fen);
  EXPECT_EQ(destinations(p, row.from), row.destinations) << row.what << "\n" << row.fen;
}

TEST(Rules, FlyingGeneral) {
  const RuleRow rows[] = {
      {"the red general may not step onto the open file of the black one",
       "4k4/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1"},
      {"the black general likewise", "3k5/9/9/9/9/9/9/9/9/4K4 b", "d9", "d8"},
      {"a cannon alone between the generals keeps to their file", "4k4/9/9/9/4C4/9/9/9/9/4K4 w",
       "e5", "e1 e2 e3 e4 e6 e7 e8"},
      {"a horse alone between the generals cannot move", "4k4/9/9/9/4N4/9/9/9/9/4K4 w", "e5", ""},
      {"with a second piece between, the first may leave the file", "4k4/9/9/4p4/4N4/9/9/9/9/4K4 w",
       "e5", "c4 c6 d3 f3 g4 g6"},
      {"the general captures, but never onto the open file of the other",
       "3k5/9/9/9/9/9/9/9/4r4/4K4 w", "e0", "e1 f0"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, HorseLeg) {
  const RuleRow rows[] = {
      {"a free horse has eight moves", "4k4/9/9/9/9/4N4/9/9/9/3K5 w", "e4",
       "c3 c5 d2 d6 f2 f6 g3 g5"},
      {"a piece next to it blocks the two moves past it", "4k4/9/9/9/4P4/3pN4/9/9/9/3K5 w", "e4",
       "d2 f2 g3 g5"},
      {"blocked on three sides", "4k4/9/9/9/4P4/3pN4/4P4/9/9/3K5 w", "e4", "g3 g5"},
      {"a diagonal neighbour does not block", "4k4/9/9/9/3P1P3/4N4/3p1p3/9/9/3K5 w", "e4",
       "c3 c5 d2 d6 f2 f6 g3 g5"},
      {"the black horse, capturing", "4k4/9/9/9/4P4/6n2/9/9/9/3K5 b", "g4",
       "e3 e5 f2 f6 h2 h6 i3 i5"},
      {"the black horse with its leg blocked", "4k4/9/9/9/9/6nR1/9/9/9/3K5 b", "g4",
       "e3 e5 f2 f6 h2 h6"},
      {"at the edge", "4k4/9/9/9/9/9/9/9/9/N2K5 w", "a0", "b2 c1"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, ElephantEyeAndRiver) {
  const RuleRow rows[] = {
      {"an elephant moves two points diagonally", "4k4/9/9/9/9/9/9/9/9/2BK5 w", "c0", "a2 e2"},
      {"a piece on its eye blocks it", "4k4/9/9/9/9/9/9/9/3p5/2B2K3 w", "c0", "a2"},
      {"the red elephant never crosses the river", "4k4/9/9/9/9/2B6/9/9/9/3K5 w", "c4", "a2 e2"},
      {"from the centre, four ways", "4k4/9/9/9/9/9/9/4B4/9/3K5 w", "e2", "c0 c4 g0 g4"},
      {"the black elephant never crosses the river", "3k5/9/9/9/6b2/9/9/9/9/4K4 b", "g5", "e7 i7"},
      {"a black elephant with a red soldier on its eye", "3k5/9/4b4/3P5/9/9/9/9/9/4K4 b", "e7",
       "c9 g5 g9"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, CannonScreens) {
  const RuleRow rows[] = {
      {"without pieces a cannon moves like a chariot", "4k4/9/9/9/9/9/9/1C7/9/3K5 w", "b2",
       "a2 b0 b1 b3 b4 b5 b6 b7 b8 b9 c2 d2 e2 f2 g2 h2 i2"},
      {"it captures the first piece beyond exactly one screen", "4k4/9/1r7/9/1P7/9/9/1C7/9/3K5 w",
       "b2", "a2 b0 b1 b3 b4 b7 c2 d2 e2 f2 g2 h2 i2"},
      {"only the first piece beyond the screen", "4k4/9/1r7/1n7/1P7/9/9/1C7/9/3K5 w", "b2",
       "a2 b0 b1 b3 b4 b6 c2 d2 e2 f2 g2 h2 i2"},
      {"it cannot capture without a screen", "4k4/9/9/9/9/1r7/9/1C7/9/3K5 w", "b2",
       "a2 b0 b1 b3 c2 d2 e2 f2 g2 h2 i2"},
      {"nor capture its own side", "4k4/9/9/9/9/1N7/9/1C7/9/3K5 w", "b2",
       "a2 b0 b1 b3 c2 d2 e2 f2 g2 h2 i2"},
      {"screens of either side, along the rank too", "4k4/9/9/9/9/9/9/pC1A1n3/9/3K5 w", "b2",
       "b0 b1 b3 b4 b5 b6 b7 b8 b9 c2 f2"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, PalaceAndAdvisors) {
  const RuleRow rows[] = {
      {"the general steps orthogonally inside its palace", "3k5/9/9/9/9/9/9/5K3/9/9 w", "f2",
       "e2 f1"},
      {"from the centre of the palace (not onto the open d file)", "3k5/9/9/9/9/9/9/9/4K4/9 w",
       "e1", "e0 e2 f1"},
      {"the black general inside its palace", "9/9/3k5/9/9/9/9/9/9/5K3 b", "d7", "d8 e7"},
      {"an advisor steps diagonally inside the palace", "3k5/9/9/9/9/9/9/9/4A4/4K4 w", "e1",
       "d0 d2 f0 f2"},
      {"from a corner of the palace, only to the centre", "3k5/9/9/9/9/9/9/9/9/3AK4 w", "d0", "e1"},
      {"the black advisor", "3k5/4a4/9/9/9/9/9/9/9/4K4 b", "e8", "d7 f7 f9"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, SoldiersAndTheRiver) {
  const RuleRow rows[] = {
      {"before the river a soldier only advances", "3k5/9/9/9/9/9/2P6/9/9/4K4 w", "c3", "c4"},
      {"on the last point of its own half, still only forward", "3k5/9/9/9/9/2P6/9/9/9/4K4 w", "c4",
       "c5"},
      {"across the river it also steps sideways", "3k5/9/9/9/2P6/9/9/9/9/4K4 w", "c5", "b5 c6 d5"},
      {"on the last rank, only sideways", "P2k5/9/9/9/9/9/9/9/9/4K4 w", "a9", "b9"},
      {"the black soldier before the river", "3k5/9/9/6p2/9/9/9/9/9/4K4 b", "g6", "g5"},
      {"the black soldier across the river", "3k5/9/9/9/9/6p2/9/9/9/4K4 b", "g4", "f4 g3 h4"},
      {"the black soldier on red's back rank", "3k5/9/9/9/9/9/9/9/9/4K1p2 b", "g0", "f0 h0"},
  };
  for (const auto& row : rows) check(row);
}

TEST(Rules, ChariotsAndCapture) {
  check({"a chariot slides until a piece, capturing an enemy one",
         "3k5/9/9/9/9/1p2R2N1/9/9/9/5K3 w", "e4", "b4 c4 d4 e0 e1 e2 e3 e5 e6 e7 e8 e9 f4 g4"});
}

TEST(Rules, NoMoveMayLeaveTheGeneralAttacked) {
  const RuleRow rows[] = {
      {"a horse in front of a chariot aimed at the general is pinned",
       "4k4/9/4r4/9/9/9/9/4N4/9/4K4 w", "e2", ""},
      {"the nearer of two screens between a cannon and the general is pinned",
       "4k4/9/9/4c4/9/9/4P4/9/4N4/4K4 w", "e1", ""},
      {"the farther screen may move along the file, still a screen",
       "4k4/9/9/4c4/9/9/4P4/9/4N4/4K4 w", "e3", "e4"},
      {"no piece may become the single screen of a cannon aimed at the general",
       "4k4/9/9/4c4/9/9/9/R8/9/4K4 w", "a2", "a0 a1 a3 a4 a5 a6 a7 a8 a9 b2 c2 d2 f2 g2 h2 i2"},
      {"a piece on the leg of a horse aimed at the general may only take the horse",
       "4k4/9/9/9/9/9/4P4/9/2nR5/4K4 w", "d1", "c1"},
  };
  for (const auto& row : rows) check(row);
  const Position in_check = load("3k5/9/9/9/9/9/9/9/4r4/4K4 w");
  EXPECT_TRUE(in_check.in_check());
  EXPECT_EQ(move_names(in_check.legal_moves()), (std::vector<std::string>{"e0e1", "e0f0"}));
  EXPECT_FALSE(load("3k5/9/9/9/9/9/9/9/3r5/4K4 w").in_check());
}

}  // namespace
}  // namespace qipan::xiangqi::testing
