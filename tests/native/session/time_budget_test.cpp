// The computer's time on a clock: a share of the main time, most of the
// increment, reading seconds used but never overrun.
#include <gtest/gtest.h>

#include "core/search/time_budget.h"

namespace qipan::search {
namespace {

TEST(TimeBudget, NoLimitGivesNone) { EXPECT_EQ(move_time_ms({0, 0, 0, 10}), 0); }

TEST(TimeBudget, ShareOfMainTimePlusIncrement) {
  // 5+3 at the start: 300 s / 40 + 2.25 s.
  EXPECT_EQ(move_time_ms({300000, 3000, 0, 0}), 7500 + 2250);
  // Later in the game fewer moves are expected, so each gets more.
  EXPECT_GT(move_time_ms({300000, 3000, 0, 40}), move_time_ms({300000, 3000, 0, 0}));
  EXPECT_EQ(expected_moves_left(0), 40);
  EXPECT_EQ(expected_moves_left(100), 15);
}

TEST(TimeBudget, NeverNearTheFlag) {
  for (std::int64_t main : {100, 300, 1000, 5000, 60000}) {
    for (std::int64_t inc : {0, 2000, 10000}) {
      for (int moves : {0, 30, 200}) {
        const std::int64_t t = move_time_ms({main, inc, 0, moves});
        EXPECT_GE(t, min_move_ms);
        if (main > 2 * safety_ms) {
          EXPECT_LE(t, main / 2) << main << " " << inc;
        }
      }
    }
  }
}

TEST(TimeBudget, ReadingSecondsAreUsedButNotOverrun) {
  EXPECT_EQ(move_time_ms({0, 0, 30000, 50}), 22500);
  EXPECT_LE(move_time_ms({0, 0, 30000, 50}), 30000 - safety_ms);
  // Main time left adds its share.
  EXPECT_EQ(move_time_ms({40000, 0, 10000, 0}), 1000 + 7500);
  // Almost none of anything: the least, not the deadline.
  EXPECT_EQ(move_time_ms({0, 0, 100, 0}), min_move_ms);
}

}  // namespace
}  // namespace qipan::search
