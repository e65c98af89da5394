// Arrows and circles drawn on the board (core/session/marks.h): a mark drawn
// twice is taken away, a right-button gesture and a long press give the
// same marks, a finger that moves or lifts early draws nothing.
#include "core/session/marks.h"

#include <gtest/gtest.h>

#include <vector>

namespace qipan::session {
namespace {

TEST(Marks, ADrawnMarkIsTakenAwayWhenDrawnAgain) {
  Marks m;
  EXPECT_TRUE(m.toggle({4, 22}));   // an arrow
  EXPECT_TRUE(m.toggle({40, 40}));  // a circle
  EXPECT_TRUE(m.toggle({22, 4}));   // the arrow back is another arrow
  EXPECT_EQ(m.all(), (std::vector<Mark>{{4, 22}, {40, 40}, {22, 4}}));
  EXPECT_TRUE(m.all()[1].circle());
  EXPECT_FALSE(m.toggle({4, 22}));
  EXPECT_EQ(m.all(), (std::vector<Mark>{{40, 40}, {22, 4}}));
  m.clear();
  EXPECT_TRUE(m.empty());
}

TEST(Marks, ANegativeSquareIsRefused) {
  Marks m;
  EXPECT_FALSE(m.toggle({-1, 3}));
  EXPECT_FALSE(m.toggle({3, -1}));
  EXPECT_TRUE(m.empty());
}

TEST(MarkGesture, TheRightButtonDrawsAnArrowOrACircle) {
  MarkGesture g;
  g.begin(4);
  EXPECT_EQ(g.from(), 4);
  EXPECT_EQ(g.end(22), (Mark{4, 22}));
  EXPECT_EQ(g.from(), std::nullopt);
  g.begin(7);
  EXPECT_EQ(g.end(7), (Mark{7, 7}));
  // Released off the board: nothing.
  g.begin(7);
  EXPECT_EQ(g.end(std::nullopt), std::nullopt);
  // No gesture: nothing.
  EXPECT_EQ(g.end(3), std::nullopt);
}

TEST(MarkGesture, AFingerHeldStillBecomesAMark) {
  MarkGesture g;
  g.touch(10, 1.0);
  EXPECT_TRUE(g.waiting());
  EXPECT_FALSE(g.hold(1.2, 2));
  EXPECT_EQ(g.from(), std::nullopt);
  EXPECT_TRUE(g.hold(1.0 + long_press_seconds, 3));
  EXPECT_FALSE(g.waiting());
  EXPECT_EQ(g.from(), 10);
  EXPECT_FALSE(g.hold(2.0, 50)) << "once only";
  EXPECT_EQ(g.end(28), (Mark{10, 28}));
}

TEST(MarkGesture, AFingerThatMovesOrLiftsEarlyDrawsNothing) {
  MarkGesture g;
  g.touch(10, 1.0);
  EXPECT_FALSE(g.hold(1.1, long_press_slack + 1));  // a drag of the piece
  EXPECT_FALSE(g.waiting());
  EXPECT_FALSE(g.hold(2.0, 0));
  EXPECT_EQ(g.end(10), std::nullopt);
  g.touch(10, 1.0);
  EXPECT_EQ(g.end(10), std::nullopt) << "a tap";
  EXPECT_FALSE(g.hold(5.0, 0));
  g.touch(10, 1.0);
  g.cancel();
  EXPECT_FALSE(g.hold(5.0, 0));
}

}  // namespace
}  // namespace qipan::session
