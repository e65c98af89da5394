// The puzzle rating (core/study/puzzle_rating.h): Elo's expectation and
// update, the stats kept as text, the next puzzle near the rating, the
// puzzle of the day.
#include "core/study/puzzle_rating.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <vector>

namespace qipan::study {
namespace {

TEST(PuzzleRating, ExpectationIsElos) {
  EXPECT_DOUBLE_EQ(expected_solve(1500, 1500), 0.5);
  EXPECT_NEAR(expected_solve(1600, 1200), 1 / (1 + std::pow(10.0, -1.0)), 1e-12);
  EXPECT_LT(expected_solve(1000, 1800), 0.02);
}

TEST(PuzzleRating, SolvingRaisesFailingLowers) {
  PuzzleStats s;
  const PuzzleStats up = rated(s, 1200, true);
  EXPECT_EQ(up.rating, 1220);  // K 40 provisional, expected 0.5
  EXPECT_EQ(up.streak, 1);
  EXPECT_EQ(up.attempts, 1);
  const PuzzleStats down = rated(up, 1220, false);
  EXPECT_EQ(down.rating, 1200);
  EXPECT_EQ(down.streak, 0);
  EXPECT_EQ(down.best_streak, 1);
  PuzzleStats settled{1500, provisional_attempts, 3, 5};
  EXPECT_EQ(rated(settled, 1500, true).rating, 1510);  // K 20
  EXPECT_EQ(rated(PuzzleStats{min_rating, 50, 0, 0}, 3000, false).rating, min_rating);
}

TEST(PuzzleRating, StatsRoundTripAndBadTextIsRefused) {
  const PuzzleStats s{1345, 12, 4, 7};
  auto back = read_stats(stats_text(s));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, s);
  for (const char* bad : {"", "1200", "1200 1 2", "1200 1 2 3 4", "x 1 2 3", "99 0 0 0",
                          "1200 -1 0 0", "1200 1 5 2", "1200 1 2 3 "}) {
    auto r = read_stats(bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_EQ(r.error().code, ErrorCode::bad_data);
    }
  }
}

TEST(PuzzleRating, NextPuzzleIsNearTheRatingAndNotTheSame) {
  const std::vector<int> d{800, 1000, 1210, 1250, 1900, 2600};
  std::set<std::size_t> seen;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    auto i = next_puzzle(d, 1200, seed, std::nullopt);
    ASSERT_TRUE(i);
    EXPECT_TRUE(*i == 2 || *i == 3) << *i;
    seen.insert(*i);
  }
  EXPECT_EQ(seen.size(), 2u);  // the seed picks among them
  // Nothing within 100 of 1500: the window widens to 1250 (300).
  auto wide = next_puzzle(d, 1500, 1, std::nullopt);
  ASSERT_TRUE(wide);
  EXPECT_EQ(*wide, 3u);
  EXPECT_EQ(next_puzzle(d, 1500, 1, 3), std::optional<std::size_t>(2));
  EXPECT_EQ(next_puzzle(std::vector<int>{}, 1200, 0, std::nullopt), std::nullopt);
  EXPECT_EQ(next_puzzle(std::vector<int>{900}, 1200, 0, 0), std::optional<std::size_t>(0));
}

TEST(PuzzleRating, PuzzleOfTheDayIsFixedForADayAndChanges) {
  EXPECT_EQ(puzzle_of_the_day(800, 20424), puzzle_of_the_day(800, 20424));
  int changes = 0;
  for (std::int64_t day = 20000; day < 20030; ++day) {
    const std::size_t today = puzzle_of_the_day(800, day);
    EXPECT_LT(today, 800u);
    if (today != puzzle_of_the_day(800, day - 1)) ++changes;
  }
  EXPECT_GE(changes, 28);
  EXPECT_EQ(puzzle_of_the_day(1, 5), 0u);
  EXPECT_EQ(puzzle_of_the_day(0, 5), 0u);
}

}  // namespace
}  // namespace qipan::study
