// A unit's stats and their one check: the bounds of a bare map and of a
// battle, the order in which bad stats are reported, and the wording.
#include <gtest/gtest.h>

#include "core/tactics/battle.h"
#include "core/tactics/map.h"
#include "core/tactics/unit.h"

namespace qipan::tactics {
namespace {

TEST(UnitStats, DefaultsPassBothChecks) {
  EXPECT_TRUE(check_stats({}, kMapLimits).ok());
  EXPECT_TRUE(check_stats({}, kBattleLimits).ok());
  EXPECT_EQ(first_bad_stat({}, kBattleLimits), std::nullopt);
}

TEST(UnitStats, AMapAllowsAnyMoveAndARangeFromZero) {
  const UnitStats far{.move = kMaxMove, .min_range = 0, .max_range = kMaxRange};
  EXPECT_TRUE(check_stats(far, kMapLimits).ok());
  EXPECT_EQ(check_stats(far, kBattleLimits).error().message,
            "move is out of range: 1000000000 (expected 0..30)");
  EXPECT_EQ(check_stats({.move = 3, .min_range = 0}, kBattleLimits).error().message,
            "min range is out of range: 0 (expected 1..10)");
  EXPECT_EQ(check_stats({.max_range = kMaxRange + 1}, kMapLimits).error().message,
            "max range is out of range: 8193 (expected 1..8192)");
}

TEST(UnitStats, TheMaxRangeStartsAtTheMinRange) {
  EXPECT_EQ(check_stats({.min_range = 3, .max_range = 2}, kBattleLimits).error().message,
            "max range is out of range: 2 (expected 3..10)");
  EXPECT_TRUE(check_stats({.min_range = 3, .max_range = 3}, kBattleLimits).ok());
}

TEST(UnitStats, ReportsTheFirstBadStatInTheOrderOfAScenarioLine) {
  UnitStats s{.move = 99, .min_range = 0, .max_hp = 0, .attack = 1000, .defence = -1};
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::hp);
  s.max_hp = kMaxHp;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::attack);
  s.attack = kMaxStat;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::defence);
  s.defence = 0;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::move);
  s.move = kMaxBattleMove;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::min_range);
  s.min_range = 1;
  s.max_range = kMaxBattleRange + 1;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), Stat::max_range);
  s.max_range = kMaxBattleRange;
  EXPECT_EQ(first_bad_stat(s, kBattleLimits), std::nullopt);
}

TEST(UnitStats, NamesEachStatInWords) {
  EXPECT_EQ(stat_name(Stat::hp), "hp");
  EXPECT_EQ(stat_name(Stat::attack), "attack");
  EXPECT_EQ(stat_name(Stat::defence), "defence");
  EXPECT_EQ(stat_name(Stat::move), "move");
  EXPECT_EQ(stat_name(Stat::min_range), "min range");
  EXPECT_EQ(stat_name(Stat::max_range), "max range");
}

}  // namespace
}  // namespace qipan::tactics
