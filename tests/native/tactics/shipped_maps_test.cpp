// The shipped maps (core/tactics/scenarios/*.tmj) as battles, and map files
// read as battles (import/battle_json.h).
#include <gtest/gtest.h>

#include <set>

#include "core/tactics/battle_scenario.h"
#include "core/tactics/import/battle_json.h"
#include "tests/native/tactics/battle_bot.h"

namespace qipan::tactics {
namespace {

Battle shipped_map(std::string_view name) {
  auto s = shipped_scenario(name);
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(s->format, "tmj");
  auto b = import::battle_from_json(s->text, name);
  EXPECT_TRUE(b.ok()) << b.error().message;
  return std::move(b).value();
}

TEST(ShippedMaps, TheHexCrossingAndTheHighlandsLoadWithTheirRules) {
  const Battle hex = shipped_map("hex_crossing");
  EXPECT_EQ(hex.name(), "hex_crossing");
  EXPECT_EQ(hex.title(), "The Hex Crossing");
  EXPECT_EQ(hex.map().topology().shape, Shape::hex);
  EXPECT_TRUE(hex.map().options().line_of_sight);
  const Battle high = shipped_map("highlands");
  EXPECT_EQ(high.title(), "The Highland Ridge");
  EXPECT_EQ(high.map().topology().shape, Shape::square);
  EXPECT_TRUE(high.map().options().line_of_sight);
  EXPECT_TRUE(high.map().uneven());
  EXPECT_EQ(high.map().range_per_height(), 2);
  std::set<int> heights;
  for (int y = 0; y < high.map().height(); ++y) {
    for (int x = 0; x < high.map().width(); ++x) heights.insert(high.map().height_at({x, y}));
  }
  EXPECT_EQ(heights, (std::set<int>{0, 1, 2, 3, 5}));
  EXPECT_EQ(high.units().size(), 8u);
}

TEST(ShippedMaps, EachPlaysToAnEndAtEveryDifficulty) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (s.is_text()) continue;
    for (Difficulty d : difficulties) {
      Battle b = shipped_map(s.name);
      b.set_difficulty(d);
      const BattleStatus end = testing::play_battle(b, 60);
      EXPECT_NE(end, BattleStatus::ongoing) << s.name << " " << difficulty_name(d);
    }
  }
}

TEST(ShippedMaps, OnTheHighlandsSomeAttackInRangeIsOutOfSight) {
  // Somewhere on the ridge a unit has an enemy in range it cannot see: the
  // page veils those cells.
  Battle b = shipped_map("highlands");
  bool unseen = false;
  for (int turn = 0; turn < 12 && !unseen && b.status() == BattleStatus::ongoing; ++turn) {
    for (const BattleUnit& u : b.units()) {
      if (u.alive() && !b.view(u.id)->unseen_cells.empty()) unseen = true;
    }
    testing::play_battle(b, b.turn());
  }
  EXPECT_TRUE(unseen);
}

TEST(BattleJson, TellsMapFilesFromScenarioText) {
  EXPECT_TRUE(import::is_map_json("  \n{\"type\": \"map\"}"));
  EXPECT_FALSE(import::is_map_json("scenario ford\n"));
  EXPECT_FALSE(import::is_map_json(""));
}

TEST(BattleJson, RefusesWhatIsNeitherFormat) {
  EXPECT_EQ(import::battle_from_json("{\"width\": 3}", "x").error().message,
            "the JSON is neither a Tiled map (\"type\": \"map\") nor an LDtk project (\"levels\")");
  EXPECT_EQ(import::battle_from_json("[1]", "x").error().message,
            "a map file must be a JSON object");
  const auto bad = import::battle_from_json("{\"type\": ", "x");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, ErrorCode::bad_data);
}

}  // namespace
}  // namespace qipan::tactics
