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
    if (entry.path().extension() == ".txt") files.insert(entry.path().stem().string());
  }
  std::set<std::string> table;
  for (const ShippedScenario& s : shipped_scenarios()) {
    table.insert(std::string(s.name));
    std::ifstream in(std::string(QIPAN_SCENARIO_DIR "/") + std::string(s.name) + ".txt",
                     std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), s.text) << s.name;
  }
  EXPECT_EQ(files, table);
  ASSERT_EQ(shipped_scenarios().size(), 3u);
  EXPECT_EQ(shipped_scenarios()[0].name, "ford");
  EXPECT_EQ(shipped_scenarios()[1].name, "pass");
  EXPECT_EQ(shipped_scenarios()[2].name, "marsh");
}

TEST(Shipped, LoadsByName) {
  auto b = load_scenario("pass");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->name(), "pass");
  EXPECT_EQ(load_scenario("moon").error().message,
            "unknown scenario 'moon' (known: ford, pass, marsh)");
}

TEST(Shipped, EachHasEveryTerrainAndClassRangedUnitsAndFlyersOnBothSides) {
  int largest = 0;
  for (const ShippedScenario& s : shipped_scenarios()) {
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
      ranged[side] |= u.max_range >= 2;
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
      if (before.map().zoc()) {
        for (std::size_t i = 1; i + 1 < step->path.size(); ++i) {
          for (const BattleUnit& p : before.units()) {
            if (p.team == Team::player && p.alive()) {
              EXPECT_GT(manhattan(p.at, step->path[i]), 1) << b.name() << " turn " << b.turn();
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
    Battle b = *parse_scenario(s.text);
    EXPECT_EQ(play_checked(b, turns[i++]), BattleStatus::won) << s.name;
  }
}

}  // namespace
}  // namespace qipan::tactics
