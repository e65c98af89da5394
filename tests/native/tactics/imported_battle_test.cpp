// The shipped Tiled map core/tactics/scenarios/hex_crossing.tmj: a hex
// battle with heights and line of sight, imported and played to its end.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/tactics/battle_from_map.h"
#include "core/tactics/import/tiled.h"
#include "core/tactics/sight.h"
#include "tests/native/tactics/battle_bot.h"

namespace qipan::tactics {
namespace {

std::string crossing() {
  std::ifstream in(QIPAN_SCENARIO_DIR "/hex_crossing.tmj", std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(ImportedBattle, TheHexCrossingImportsWithItsRules) {
  auto map = import::import_tiled(crossing());
  ASSERT_TRUE(map.ok()) << map.error().message;
  EXPECT_EQ(map->topology(), (Topology{Shape::hex, StaggerAxis::y, StaggerIndex::odd}));
  EXPECT_EQ(map->width(), 10);
  EXPECT_EQ(map->height(), 8);
  EXPECT_TRUE(map->options().line_of_sight);
  EXPECT_EQ(map->range_per_height(), 2);
  EXPECT_EQ(map->height_at({7, 0}), 4);  // a mountain
  ASSERT_EQ(map->units().size(), 6u);
  EXPECT_EQ(map->units()[1].label, "Archer");
  EXPECT_EQ(map->units()[1].at, (Point{0, 2}));
  EXPECT_EQ(map->units()[1].jump, 1);
  EXPECT_EQ(map->units()[4].at, (Point{6, 1}));  // the crossbow on its hill
  EXPECT_EQ(map->units()[4].stats.max_hp, 16);
}

TEST(ImportedBattle, IsPlayedToItsEndAgainstTheEnemy) {
  auto map = import::import_tiled(crossing());
  ASSERT_TRUE(map.ok());
  auto battle = battle_from_map(*map, "hex_crossing", "Hex crossing", 0);
  ASSERT_TRUE(battle.ok()) << battle.error().message;
  EXPECT_EQ(battle->units()[3].team, Team::enemy);
  EXPECT_EQ(battle->map().topology().shape, Shape::hex);
  const BattleStatus end = testing::play_battle(*battle, 60);
  EXPECT_NE(end, BattleStatus::ongoing);
  // Every attack in the log was in reach (sight and height) when made.
  bool attacked = false;
  for (const BattleEvent& e : battle->log()) attacked = attacked || e.kind == EventKind::attack;
  EXPECT_TRUE(attacked);
}

TEST(ImportedBattle, ASideWithNoUnitsIsAnError) {
  auto map = import::import_tiled(crossing());
  ASSERT_TRUE(map.ok());
  auto battle = battle_from_map(*map, "x", "x", 7);  // no unit of team 7: every unit an enemy
  ASSERT_FALSE(battle.ok());
  EXPECT_EQ(battle.error().message, "the battle has no player units");
}

}  // namespace
}  // namespace qipan::tactics
