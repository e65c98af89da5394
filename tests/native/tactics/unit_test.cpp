// A unit's stats and their one check: the bounds of a bare map and of a
// battle, the order in which bad stats are reported, and the wording.
#include <gtest/gtest.h>

#include "core/tactics/battle.h"
#include "core/tactics/map.h"
#include "core/tactics/unit.h"

namespace qipan::tactics {
namespace {

TEST(UnitStats, DefaultsPassBothChecks) {
  EXPECT_TRUE(check_stats({}, map_limits).ok());
  EXPECT_TRUE(check_stats({}, battle_limits).ok());
  EXPECT_EQ(first_bad_stat({}, battle_limits), std::nullopt);
}

TEST(UnitStats, AMapAllowsAnyMoveAndARangeFromZero) {
  const UnitStats far{.move = max_move, .min_range = 0, .max_range = max_range};
  EXPECT_TRUE(check_stats(far, map_limits).ok());
  EXPECT_EQ(check_stats(far, battle_limits).error().message,
            "move is out of range: 1000000000 (expected 0..30)");
  EXPECT_EQ(check_stats({.move = 3, .min_range = 0}, battle_limits).error().message,
            "min range is out of range: 0 (expected 1..10)");
  EXPECT_EQ(check_stats({.max_range = max_range + 1}, map_limits).error().message,
            "max range is out of range: 8193 (expected 1..8192)");
}

TEST(UnitStats, TheMaxRangeStartsAtTheMinRange) {
  EXPECT_EQ(check_stats({.min_range = 3, .max_range = 2}, battle_limits).error().message,
            "max range is out of range: 2 (expected 3..10)");
  EXPECT_TRUE(check_stats({.min_range = 3, .max_range = 3}, battle_limits).ok());
}

TEST(UnitStats, ReportsTheFirstBadStatInTheOrderOfAScenarioLine) {
  UnitStats s{.move = 99, .min_range = 0, .max_hp = 0, .attack = 1000, .defence = -1};
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::hp);
  s.max_hp = max_hp;
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::attack);
  s.attack = max_stat;
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::defence);
  s.defence = 0;
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::move);
  s.move = max_battle_move;
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::min_range);
  s.min_range = 1;
  s.max_range = max_battle_range + 1;
  EXPECT_EQ(first_bad_stat(s, battle_limits), Stat::max_range);
  s.max_range = max_battle_range;
  EXPECT_EQ(first_bad_stat(s, battle_limits), std::nullopt);
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
