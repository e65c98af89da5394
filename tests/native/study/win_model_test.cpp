// The review's model (core/study/win_model.h) as tables: win% of scores,
// accuracy of a win% drop, the class of a move from its scores.
#include "core/study/win_model.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/search/budget.h"

namespace qipan::study {
namespace {

TEST(WinModel, WinPercentIsLichessCurve) {
  struct Row {
    double cp;
    double win;
  };
  // 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1), by hand.
  for (const Row r : {Row{0, 50}, Row{100, 59.10}, Row{-100, 40.90}, Row{300, 75.11},
                      Row{1000, 97.54}, Row{5000, 97.54}, Row{-5000, 2.46}}) {
    EXPECT_NEAR(win_percent(r.cp), r.win, 0.01) << r.cp;
  }
  EXPECT_EQ(win_percent_of_score(search::mate - 3), 100);
  EXPECT_EQ(win_percent_of_score(-(search::mate - 4)), 0);
}

TEST(WinModel, AccuracyOfAWinDrop) {
  EXPECT_EQ(move_accuracy(60, 60), 100);
  EXPECT_EQ(move_accuracy(60, 70), 100);
  // 103.1668 * exp(-0.04354 * 10) - 3.1669 + 1 = 64.60.
  EXPECT_NEAR(move_accuracy(60, 50), 64.60, 0.05);
  EXPECT_NEAR(move_accuracy(100, 0), 0, 1e-9);
  EXPECT_GT(move_accuracy(50, 45), move_accuracy(50, 40));
}

TEST(WinModel, ClassesByLossAndByMates) {
  struct Row {
    int before;
    int after;
    bool best;
    MoveClass expected;
  };
  const int mate_in_2 = search::mate - 3;
  const int mated_in_2 = -(search::mate - 4);
  for (const Row r : {
           Row{0, 0, true, MoveClass::best},
           Row{0, -500, true, MoveClass::best},        // the search's own move
           Row{0, -20, false, MoveClass::good},        // 1.8 points
           Row{0, -60, false, MoveClass::inaccuracy},  // 5.5 points
           Row{0, -120, false, MoveClass::mistake},    // 10.9 points
           Row{0, -170, false, MoveClass::blunder},    // 15.2 points
           Row{900, 700, false, MoveClass::good},      // 3.6 points when far ahead
           Row{200, mated_in_2, false, MoveClass::blunder},
           Row{-800, mated_in_2, false, MoveClass::mistake},
           Row{-1200, mated_in_2, false, MoveClass::inaccuracy},
           Row{mate_in_2, 1500, false, MoveClass::inaccuracy},
           Row{mate_in_2, 800, false, MoveClass::mistake},
           Row{mate_in_2, 100, false, MoveClass::blunder},
           Row{mate_in_2, mate_in_2 - 2, false, MoveClass::good},  // a slower mate
       }) {
    EXPECT_EQ(classify(r.before, r.after, r.best), r.expected) << r.before << " " << r.after;
  }
  EXPECT_EQ(nag_of(MoveClass::inaccuracy), 6);
  EXPECT_EQ(nag_of(MoveClass::mistake), 2);
  EXPECT_EQ(nag_of(MoveClass::blunder), 4);
  EXPECT_EQ(nag_of(MoveClass::good), 0);
}

TEST(WinModel, SideAccuracyPunishesTheSideThatDropped) {
  // Side 0 holds 50% then throws it away on its third move; side 1 only gains.
  const std::vector<double> win = {50, 50, 50, 50, 50, 10, 10, 10, 10};
  const double first = side_accuracy(win, 0);
  const double second = side_accuracy(win, 1);
  EXPECT_EQ(second, 100);
  EXPECT_LT(first, 80);
  EXPECT_GT(first, 0);
  // Started by side 1, whose fifth ply drops its own chances (side 0's rise).
  const std::vector<double> mirrored = {50, 50, 50, 50, 50, 90, 90, 90, 90};
  EXPECT_EQ(side_accuracy(mirrored, 0, 1), 100);
  EXPECT_NEAR(side_accuracy(mirrored, 1, 1), first, 1e-9);
  EXPECT_EQ(side_accuracy(std::vector<double>{50}, 0), 100);
}

}  // namespace
}  // namespace qipan::study
