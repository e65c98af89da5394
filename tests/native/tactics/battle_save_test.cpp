// save_snapshot / restore_snapshot (a battle saved mid-phase comes back equal
// and plays on the same) and scenario_text (the layout as scenario text).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/tactics/battle_save.h"
#include "tests/native/tactics/battle_helpers.h"

namespace qipan::tactics::testing {
namespace {

Battle restored(const Battle& b) {
  auto back = restore_snapshot(save_snapshot(b));
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : back.error().message) << "\n" << save_snapshot(b);
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
  return out + save_snapshot(b);
}

TEST(BattleSave, MidEnemyPhaseRoundTrips) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (!s.is_text()) continue;  // the maps: battle_save_maps_test.cpp
    Battle b = *load_scenario(s.name);
    ASSERT_TRUE(b.end_turn().ok());
    ASSERT_TRUE(b.enemy_step().ok());
    const Battle back = restored(b);
    EXPECT_EQ(save_snapshot(back), save_snapshot(b)) << s.name;
    EXPECT_EQ(snapshot(back).substr(snapshot(back).find('\n')),
              snapshot(b).substr(snapshot(b).find('\n')));
    EXPECT_EQ(cells(back.danger_zone()), cells(b.danger_zone()));
    EXPECT_EQ(future(back), future(b)) << s.name;
  }
}

// A Lord that defeats a soldier at once; a second enemy keeps the battle going.
constexpr const char* duel_text =
    "map\nLs..t\n\nunits\nL player Lord foot 30 50 0 3 1\ns enemy Soldier foot 5 1 0 3 1\n"
    "t enemy Tower foot 99 1 0 0 1\n";

TEST(BattleSave, DefeatedUnitsKeepTheirIdsAndCells) {
  Battle b = battle_of(duel_text);
  ASSERT_TRUE(b.attack(0, 1).ok());
  ASSERT_FALSE(b.unit(1)->alive());
  ASSERT_EQ(b.phase(), Phase::enemy);  // its only unit has acted
  ASSERT_TRUE(b.run_enemy_phase().ok());
  ASSERT_TRUE(b.move(0, {1, 0}).ok());  // onto the cell where the soldier fell
  const Battle back = restored(b);
  EXPECT_EQ(save_snapshot(back), save_snapshot(b));
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
  const std::string good = save_snapshot(battle_of(duel_text));
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const std::string cases[][2] = {
      {"hello", "line 1: expected 'qipan-battle 1' or 'qipan-battle 2' (text from Battle save())"},
      {replaced("hp 30 30", "hp 31 30"),
       "line 22: hp must be a whole number from 0 to 30, got '31'"},
      {replaced("at 4 0", "at 0 0"), "line 26: unit 2: cell (0, 0) is taken"},
      {replaced("phase player", "phase lunch"), "line 17: phase must be player or enemy"},
      {replaced("status ongoing", "status won"),
       "status 'won' does not match the units (it is ongoing)"},
      {replaced("selected -", "selected 9"), "line 20: selected: no unit with id 9 (ids are 0..2)"},
  };
  for (const auto& [text, message] : cases) {
    auto b = restore_snapshot(text);
    ASSERT_FALSE(b.ok()) << text;
    EXPECT_EQ(b.error().message, message);
    EXPECT_EQ(b.error().code, ErrorCode::bad_data);
  }
}

TEST(ScenarioText, ReadsBackAsTheSameBattle) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (!s.is_text()) continue;  // scenario text shows square maps only
    const Battle b = *load_scenario(s.name);
    auto again = parse_scenario(*scenario_text(b));
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << *scenario_text(b);
    EXPECT_EQ(save_snapshot(*again), save_snapshot(b)) << s.name;
  }
}

TEST(ScenarioText, LeavesOutTheDefeated) {
  Battle b = battle_of(duel_text);
  ASSERT_TRUE(b.attack(0, 1).ok());
  const std::string text = *scenario_text(b);
  EXPECT_EQ(text,
            "scenario test\ntitle Test\n\nmap\nA...B\n\nunits\nA player Lord foot 30 50 0 3 1\n"
            "B enemy Tower foot 99 1 0 0 1\n");
}

// 53 living units of distinct kinds need one letter more than a scenario has.
TEST(ScenarioText, MoreKindsThanLettersIsAnError) {
  Map terrain = *Map::create(60, 2);
  std::vector<BattleUnitSpec> specs;
  for (int i = 0; i < 53; ++i) {
    BattleUnitSpec s;
    s.name = "Unit " + std::to_string(i);
    s.kind = "Kind" + std::to_string(i);
    s.team = i == 0 ? Team::enemy : Team::player;
    s.at = {i, 0};
    s.stats = {3, 1, 1, 10, 5, 1};
    specs.push_back(s);
  }
  auto big = Battle::create("big", "Big", terrain, specs);
  ASSERT_TRUE(big.ok()) << big.error().message;
  auto text = scenario_text(*big);
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.error().code, ErrorCode::refused);
  EXPECT_NE(text.error().message.find("52 letters"), std::string::npos) << text.error().message;
  // One kind fewer fits, every unit on its cell.
  specs.pop_back();
  auto fits = scenario_text(*Battle::create("big", "Big", terrain, specs));
  ASSERT_TRUE(fits.ok()) << fits.error().message;
  auto again = parse_scenario(*fits);
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(again->units().size(), 52u);
}

TEST(BattleLabel, SetKeptBySaveAndChecked) {
  Battle b = battle_of(duel_text);
  EXPECT_EQ(b.unit(0)->label, "");
  const std::string payload = "{\"portrait\": \"lord.png\",\n \"名\": \"主公\\\\\"}\r";
  ASSERT_TRUE(b.set_label(0, payload).ok());
  ASSERT_TRUE(b.attack(0, 1).ok());
  ASSERT_TRUE(b.set_label(1, "fallen").ok());  // a defeated unit keeps its label too
  const std::string text = save_snapshot(b);
  EXPECT_NE(text.find("\nlabel fallen\n"), std::string::npos) << text;
  const Battle back = restored(b);
  EXPECT_EQ(back.unit(0)->label, payload);
  EXPECT_EQ(back.unit(1)->label, "fallen");
  EXPECT_EQ(back.unit(2)->label, "");
  EXPECT_EQ(save_snapshot(back), text);

  auto missing = b.set_label(3, "x");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ErrorCode::bad_unit);
  auto long_one = b.set_label(0, std::string(max_label + 1, 'x'));
  ASSERT_FALSE(long_one.ok());
  EXPECT_EQ(long_one.error().code, ErrorCode::bad_argument);
  EXPECT_EQ(long_one.error().message, "unit label is 4097 bytes long, at most 4096");
  EXPECT_EQ(save_snapshot(b), text);  // the refused labels changed nothing
  EXPECT_TRUE(b.set_label(0, std::string(max_label, 'x')).ok());
}

TEST(BattleLabel, GivenAtCreationAndCheckedInSaves) {
  Map terrain = *Map::create(3, 1);
  BattleUnitSpec lord{"Lord", "Lord", Team::player, {0, 0}, "foot", {3, 1, 1, 10, 5, 1}, "hero"};
  BattleUnitSpec foe{"Foe",
                     "Foe",
                     Team::enemy,
                     {2, 0},
                     "foot",
                     {3, 1, 1, 10, 5, 1},
                     std::string(max_label + 1, 'f')};
  const BattleUnitSpec specs[] = {lord, foe};
  auto bad = Battle::create("t", "T", terrain, specs);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().message, "unit 1 (Foe): unit label is 4097 bytes long, at most 4096");
  foe.label.clear();
  const BattleUnitSpec good_specs[] = {lord, foe};
  auto good = Battle::create("t", "T", terrain, good_specs);
  ASSERT_TRUE(good.ok()) << good.error().message;
  EXPECT_EQ(good->unit(0)->label, "hero");
  const std::string text = save_snapshot(*good);
  const std::size_t at = text.find("label hero\n");
  ASSERT_NE(at, std::string::npos) << text;
  for (const auto& [label, message] :
       {std::pair{"label " + std::string(max_label + 1, 'y'), "unit 0: unit label is 4097 bytes"},
        std::pair{std::string("label a\\tb"), "unit 0: a label may escape only"}}) {
    std::string broken = text;
    broken.replace(at, 10, label);
    auto back = restore_snapshot(broken);
    ASSERT_FALSE(back.ok());
    EXPECT_EQ(back.error().code, ErrorCode::bad_data);
    EXPECT_NE(back.error().message.find(message), std::string::npos) << back.error().message;
  }
}

}  // namespace
}  // namespace qipan::tactics::testing
