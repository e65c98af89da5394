// save_battle / restore_battle (a battle saved mid-phase comes back equal
// and plays on the same) and scenario_text (the layout as scenario text).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/tactics/battle_save.h"
#include "tests/native/tactics/battle_helpers.h"

namespace qipan::tactics::testing {
namespace {

Battle restored(const Battle& b) {
  auto back = restore_battle(save_battle(b));
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : back.error().message) << "\n" << save_battle(b);
  return back.ok() ? std::move(*back) : b;
}

// What a battle will do next, to check that a restored battle plays on the same.
std::string future(Battle b) {
  std::string out;
  while (b.status() == BattleStatus::ongoing && b.turn() < 4) {
    if (b.phase() == Phase::player) {
      (void)b.end_turn();
      continue;
    }
    auto steps = b.run_enemy_phase();
    EXPECT_TRUE(steps.ok());
    for (const EnemyStep& s : *steps)
      out += cells(s.path) + " -> " + std::to_string(s.target) + "\n";
  }
  return out + save_battle(b);
}

TEST(BattleSave, MidEnemyPhaseRoundTrips) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    Battle b = *load_scenario(s.name);
    ASSERT_TRUE(b.end_turn().ok());
    ASSERT_TRUE(b.enemy_step().ok());
    const Battle back = restored(b);
    EXPECT_EQ(save_battle(back), save_battle(b)) << s.name;
    EXPECT_EQ(snapshot(back).substr(snapshot(back).find('\n')),
              snapshot(b).substr(snapshot(b).find('\n')));
    EXPECT_EQ(cells(back.danger_zone()), cells(b.danger_zone()));
    EXPECT_EQ(future(back), future(b)) << s.name;
  }
}

// A Lord that defeats a soldier at once; a second enemy keeps the battle going.
constexpr const char* kDuel =
    "map\nLs..t\n\nunits\nL player Lord foot 30 50 0 3 1\ns enemy Soldier foot 5 1 0 3 1\n"
    "t enemy Tower foot 99 1 0 0 1\n";

TEST(BattleSave, DefeatedUnitsKeepTheirIdsAndCells) {
  Battle b = battle_of(kDuel);
  ASSERT_TRUE(b.attack(0, 1).ok());
  ASSERT_FALSE(b.unit(1)->alive());
  ASSERT_EQ(b.phase(), Phase::enemy);  // its only unit has acted
  ASSERT_TRUE(b.run_enemy_phase().ok());
  ASSERT_TRUE(b.move(0, {1, 0}).ok());  // onto the cell where the soldier fell
  const Battle back = restored(b);
  EXPECT_EQ(save_battle(back), save_battle(b));
  EXPECT_EQ(back.unit(1)->hp, 0);
  EXPECT_EQ(back.cell_of(*back.unit(1)), (Point{1, 0}));
  EXPECT_EQ(back.unit_at({1, 0}), 0);
  EXPECT_TRUE(back.unit(0)->moved);
  EXPECT_EQ(back.selected(), 0);
  Battle again = back;
  ASSERT_TRUE(again.cancel_move(0).ok());  // back to where it began the phase
  EXPECT_EQ(again.cell_of(*again.unit(0)), (Point{0, 0}));
}

TEST(BattleSave, FaultsAreBadData) {
  const std::string good = save_battle(battle_of(kDuel));
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const std::string cases[][2] = {
      {"hello", "line 1: expected 'qipan-battle 1' (text from Battle save())"},
      {replaced("hp 30 30", "hp 31 30"),
       "line 13: hp must be a whole number from 0 to 30, got '31'"},
      {replaced("at 4 0", "at 0 0"), "line 15: unit 2: cell (0, 0) is taken"},
      {replaced("phase player", "phase lunch"), "line 8: phase must be player or enemy"},
      {replaced("status ongoing", "status won"),
       "status 'won' does not match the units (it is ongoing)"},
      {replaced("selected -", "selected 9"), "line 11: selected: no unit with id 9 (ids are 0..2)"},
  };
  for (const auto& [text, message] : cases) {
    auto b = restore_battle(text);
    ASSERT_FALSE(b.ok()) << text;
    EXPECT_EQ(b.error().message, message);
    EXPECT_EQ(b.error().code, ErrorCode::bad_data);
  }
}

TEST(ScenarioText, ReadsBackAsTheSameBattle) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    const Battle b = *load_scenario(s.name);
    auto again = parse_scenario(scenario_text(b));
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << scenario_text(b);
    EXPECT_EQ(save_battle(*again), save_battle(b)) << s.name;
  }
}

TEST(ScenarioText, LeavesOutTheDefeated) {
  Battle b = battle_of(kDuel);
  ASSERT_TRUE(b.attack(0, 1).ok());
  const std::string text = scenario_text(b);
  EXPECT_EQ(text,
            "scenario test\ntitle Test\n\nmap\nA...B\n\nunits\nA player Lord foot 30 50 0 3 1\n"
            "B enemy Tower foot 99 1 0 0 1\n");
}

}  // namespace
}  // namespace qipan::tactics::testing
