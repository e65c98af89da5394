// The shipped scenarios: the compiled-in table matches the files, each one
// parses and has what the issue asks of it, its enemy phases are
// deterministic, a plain-minded player can win it, and a scripted battle on
// the small one plays to a win.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/tactics/battle_scenario.h"
#include "tests/native/tactics/battle_bot.h"
#include "tests/native/tactics/battle_helpers.h"

namespace qipan::tactics {
namespace {

using testing::snapshot;

TEST(Shipped, TheTableHoldsEveryScenarioFile) {
  std::set<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(QIPAN_SCENARIO_DIR)) {
    files.insert(entry.path().filename().string());
  }
  std::set<std::string> table;
  for (const ShippedScenario& s : shipped_scenarios()) {
    const std::string file = std::string(s.name) + "." + std::string(s.format);
    table.insert(file);
    EXPECT_TRUE(s.format == "txt" || s.format == "tmj") << file;
    std::ifstream in(std::string(QIPAN_SCENARIO_DIR "/") + file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), s.text) << s.name;
  }
  EXPECT_EQ(files, table);
  ASSERT_EQ(shipped_scenarios().size(), 5u);
  EXPECT_EQ(shipped_scenarios()[0].name, "ford");
  EXPECT_EQ(shipped_scenarios()[1].name, "hex_crossing");
  EXPECT_EQ(shipped_scenarios()[2].name, "highlands");
  EXPECT_EQ(shipped_scenarios()[3].name, "pass");
  EXPECT_EQ(shipped_scenarios()[4].name, "marsh");
}

TEST(Shipped, LoadsByName) {
  auto b = load_scenario("pass");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->name(), "pass");
  EXPECT_EQ(load_scenario("moon").error().message,
            "unknown scenario 'moon' (known: ford, hex_crossing, highlands, pass, marsh)");
  EXPECT_EQ(load_scenario("highlands").error().message,
            "the scenario 'highlands' is a map (.tmj), not scenario text");
}

TEST(Shipped, EachHasEveryTerrainAndClassRangedUnitsAndFlyersOnBothSides) {
  int largest = 0;
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (!s.is_text()) continue;  // the maps: imported_battle_test.cpp
    auto b = parse_scenario(s.text);
    ASSERT_TRUE(b.ok()) << s.name << ": " << b.error().message;
    EXPECT_EQ(b->name(), s.name);
    EXPECT_FALSE(b->title().empty());
    const Map& map = b->map();
    std::set<std::string> terrains;
    for (int y = 0; y < map.height(); ++y) {
      for (int x = 0; x < map.width(); ++x) terrains.insert(map.terrain_at({x, y}));
    }
    EXPECT_EQ(terrains.size(), 7u) << s.name;
    std::set<std::string> classes;
    bool ranged[2] = {false, false};
    bool flyer[2] = {false, false};
    for (const BattleUnit& u : b->units()) {
      const std::string& c = map.costs().move_class_name(u.move_class);
      classes.insert(c);
      const int side = static_cast<int>(u.team);
      ranged[side] |= u.stats.max_range >= 2;
      flyer[side] |= c == "flying";
    }
    EXPECT_EQ(classes.size(), 3u) << s.name;
    EXPECT_TRUE(ranged[0] && ranged[1]) << s.name;
    EXPECT_TRUE(flyer[0] && flyer[1]) << s.name;
    largest = std::max(largest, map.width() * map.height());
  }
  auto small = load_scenario("ford");
  EXPECT_EQ(small->map().width(), 10);
  EXPECT_EQ(small->map().height(), 8);
  EXPECT_GE(largest, 24 * 16);
  auto big = load_scenario("marsh");
  EXPECT_GE(big->map().width(), 24);
  EXPECT_GE(big->map().height(), 16);
}

// Plays a scenario with the plain-minded player; at every enemy phase a copy
// of the battle plays the same phase step by step, and must do the same.
// Under zone of control, no enemy path passes next to a player unit.
BattleStatus play_checked(Battle& b, int max_turns) {
  while (b.status() == BattleStatus::ongoing && b.turn() <= max_turns) {
    testing::play_player_phase(b);
    if (b.status() != BattleStatus::ongoing) break;
    Battle copy = b;
    std::vector<EnemyStep> stepped;
    while (copy.phase() == Phase::enemy && copy.status() == BattleStatus::ongoing) {
      const Battle before = copy;
      auto step = copy.enemy_step();
      EXPECT_TRUE(step.ok());
      if (!step.ok()) return b.status();
      // The path is the one the player would see for that unit.
      EXPECT_EQ(step->path, *before.path_to(step->unit, step->path.back()));
      if (before.map().options().zone_of_control) {
        for (std::size_t i = 1; i + 1 < step->path.size(); ++i) {
          for (const BattleUnit& p : before.units()) {
            if (p.team == Team::player && p.alive()) {
              EXPECT_GT(manhattan(before.cell_of(p), step->path[i]), 1)
                  << b.name() << " turn " << b.turn();
            }
          }
        }
      }
      stepped.push_back(*step);
    }
    auto steps = b.run_enemy_phase();
    EXPECT_TRUE(steps.ok());
    if (!steps.ok()) break;
    EXPECT_EQ(*steps, stepped) << b.name() << " turn " << b.turn();
    EXPECT_EQ(snapshot(b), snapshot(copy));
  }
  return b.status();
}

TEST(Shipped, APlainMindedPlayerWinsEachAndEnemyPhasesRepeat) {
  const int turns[] = {10, 25, 25};
  int i = 0;
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (!s.is_text()) continue;  // the maps: imported_battle_test.cpp
    for (Difficulty d : difficulties) {
      Battle b = *parse_scenario(s.text);
      b.set_difficulty(d);
      EXPECT_EQ(play_checked(b, turns[i]), BattleStatus::won)
          << s.name << " " << difficulty_name(d);
    }
    ++i;
  }
}

// An order of the scripted battle: unit `id` moves to `to` (its own cell:
// stays) and attacks `target`, or waits when the target is no_unit; id
// no_unit stands for the enemy phase.
struct Order {
  UnitId id;
  Point to;
  UnitId target;
};
constexpr UnitId enemy_phase_order = no_unit;
constexpr UnitId wait_order = no_unit;

// Ford: Lord 0, Archer 1, Bowman 2, Soldier 1 3, Knight 4, Pegasus 5,
// Cavalier 6, Wyvern 7, Soldier 2 8.
constexpr Order ford_script[] = {
    // Turn 1: hold the near bank out of reach; the enemy crosses.
    {0, {2, 3}, wait_order},
    {1, {2, 2}, wait_order},
    {4, {2, 4}, wait_order},
    {5, {2, 5}, wait_order},
    {enemy_phase_order, {}, 0},
    // Turn 2: four on the wyvern, which came first.
    {0, {2, 6}, 7},
    {1, {2, 7}, 7},
    {4, {3, 7}, 7},
    {5, {4, 6}, 7},
    {enemy_phase_order, {}, 0},
    // Turn 3: the bowman falls; the knight meets the soldier.
    {0, {3, 6}, 2},
    {1, {2, 6}, 2},
    {4, {3, 3}, 3},
    {5, {4, 6}, 6},
    {enemy_phase_order, {}, 0},
    // Turn 4: the soldier falls; the pegasus (2 hp) pulls back.
    {0, {3, 5}, 3},
    {1, {3, 6}, 3},
    {4, {4, 4}, 6},
    {5, {6, 5}, wait_order},
    {enemy_phase_order, {}, 0},
    // Turn 5: the cavalier falls; the archer (2 hp) pulls back.
    {0, {4, 5}, 6},
    {1, {6, 4}, wait_order},
    {4, {3, 6}, 6},
    {5, {5, 5}, wait_order},
    {enemy_phase_order, {}, 0},
    // Turn 6: the last soldier.
    {0, {2, 5}, 8},
    {1, {3, 5}, 8},
    {4, {3, 6}, 8},
};

TEST(Shipped, AScriptedBattleOnTheFordIsWon) {
  Battle b = *load_scenario("ford");
  for (const Order& o : ford_script) {
    ASSERT_EQ(b.status(), BattleStatus::ongoing);
    if (o.id == enemy_phase_order) {
      ASSERT_EQ(b.phase(), Phase::enemy) << "turn " << b.turn();
      auto steps = b.run_enemy_phase();
      ASSERT_TRUE(steps.ok()) << steps.error().message;
      ASSERT_EQ(b.phase(), Phase::player);
      continue;
    }
    ASSERT_EQ(b.phase(), Phase::player) << "turn " << b.turn();
    ASSERT_TRUE(b.select(o.id).ok());
    const auto path = b.path_to(o.id, o.to);
    ASSERT_TRUE(path.ok());
    ASSERT_FALSE(path->empty()) << b.unit(o.id)->name << " can't reach the cell, turn " << b.turn();
    auto walked = b.move(o.id, o.to);
    ASSERT_TRUE(walked.ok()) << walked.error().message;
    EXPECT_EQ(*walked, *path);
    if (o.target == wait_order) {
      ASSERT_TRUE(b.wait(o.id).ok());
      continue;
    }
    const Forecast f = *b.forecast(o.id, o.target);
    auto hit = b.attack(o.id, o.target);
    ASSERT_TRUE(hit.ok()) << "turn " << b.turn() << ": " << hit.error().message;
    EXPECT_EQ(hit->damage, f.damage);
    EXPECT_EQ(hit->hp_after, f.hp_after);
  }
  EXPECT_EQ(b.status(), BattleStatus::won);
  EXPECT_EQ(b.turn(), 6);
  EXPECT_EQ(b.unit(0)->hp, 22);  // Lord
  EXPECT_EQ(b.unit(1)->hp, 2);   // Archer
  EXPECT_EQ(b.unit(4)->hp, 16);  // Knight
  EXPECT_EQ(b.unit(5)->hp, 2);   // Pegasus
  for (const BattleUnit& u : b.units()) {
    if (u.team == Team::enemy) {
      EXPECT_FALSE(u.alive()) << u.name;
    }
  }
}

}  // namespace
}  // namespace qipan::tactics
