// Snapshots (battle_save.h) of battles on imported maps: every shipped
// scenario, the Tiled maps among them, saved mid-game and restored, compared
// field by field (the map's topology, cost table, sight flags, terrain and
// heights; every unit with its jump; phase, turn, selection, difficulty), by
// what each unit can do, and by how the battle plays on.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/tactics/battle_from_map.h"
#include "core/tactics/battle_save.h"
#include "core/tactics/battle_scenario.h"
#include "core/tactics/import/battle_json.h"
#include "core/tactics/map_text.h"
#include "tests/native/tactics/battle_bot.h"

namespace qipan::tactics {
namespace {

Battle shipped(const ShippedScenario& s) {
  auto b = s.is_text() ? parse_scenario(s.text) : import::battle_from_json(s.text, s.name);
  EXPECT_TRUE(b.ok()) << s.name << ": " << b.error().message;
  return std::move(b).value();
}

std::string cells(const std::vector<Point>& ps) {
  std::string out;
  for (Point p : ps) out += to_string(p);
  return out;
}

// The map's every cell and rule, read through the public calls.
void expect_same_map(const Map& a, const Map& b, const std::string& where) {
  ASSERT_EQ(a.width(), b.width()) << where;
  ASSERT_EQ(a.height(), b.height()) << where;
  EXPECT_EQ(a.topology(), b.topology()) << where;
  EXPECT_EQ(a.options(), b.options()) << where;
  EXPECT_EQ(a.range_per_height(), b.range_per_height()) << where;
  const CostTable& ca = a.costs();
  const CostTable& cb = b.costs();
  ASSERT_EQ(ca.terrain_count(), cb.terrain_count()) << where;
  ASSERT_EQ(ca.move_class_count(), cb.move_class_count()) << where;
  for (int t = 0; t < ca.terrain_count(); ++t) {
    const auto id = static_cast<TerrainId>(t);
    EXPECT_EQ(ca.terrain_name(id), cb.terrain_name(id)) << where;
    EXPECT_EQ(ca.blocks_sight(id), cb.blocks_sight(id)) << where << " " << ca.terrain_name(id);
    for (int c = 0; c < ca.move_class_count(); ++c) {
      const auto m = static_cast<MoveClassId>(c);
      EXPECT_EQ(ca.move_class_name(m), cb.move_class_name(m)) << where;
      EXPECT_EQ(ca.cost(id, m), cb.cost(id, m)) << where;
    }
  }
  EXPECT_EQ(a.terrain_ids(), b.terrain_ids()) << where;
  EXPECT_EQ(a.heights(), b.heights()) << where;
  ASSERT_EQ(a.units().size(), b.units().size()) << where;
  for (std::size_t i = 0; i < a.units().size(); ++i) {
    const Unit& u = a.units()[i];
    const Unit& v = b.units()[i];
    EXPECT_EQ(u.id, v.id) << where;
    EXPECT_EQ(u.team, v.team) << where;
    EXPECT_EQ(u.at, v.at) << where;
    EXPECT_EQ(u.move_class, v.move_class) << where;
    EXPECT_EQ(u.stats, v.stats) << where;
    EXPECT_EQ(u.jump, v.jump) << where << " unit " << u.id;
  }
}

// Everything a battle says about itself, and what each living unit can do.
void expect_same_battle(const Battle& a, const Battle& b, const std::string& where) {
  EXPECT_EQ(a.name(), b.name()) << where;
  EXPECT_EQ(a.title(), b.title()) << where;
  EXPECT_EQ(a.phase(), b.phase()) << where;
  EXPECT_EQ(a.turn(), b.turn()) << where;
  EXPECT_EQ(a.status(), b.status()) << where;
  EXPECT_EQ(a.selected(), b.selected()) << where;
  EXPECT_EQ(a.difficulty(), b.difficulty()) << where;
  expect_same_map(a.map(), b.map(), where);
  ASSERT_EQ(a.units().size(), b.units().size()) << where;
  for (std::size_t i = 0; i < a.units().size(); ++i) {
    const BattleUnit& u = a.units()[i];
    const BattleUnit& v = b.units()[i];
    const std::string who = where + " unit " + std::to_string(u.id);
    EXPECT_EQ(u.id, v.id) << who;
    EXPECT_EQ(u.name, v.name) << who;
    EXPECT_EQ(u.kind, v.kind) << who;
    EXPECT_EQ(u.team, v.team) << who;
    EXPECT_EQ(u.move_class, v.move_class) << who;
    EXPECT_EQ(u.stats, v.stats) << who;
    EXPECT_EQ(u.hp, v.hp) << who;
    EXPECT_EQ(u.moved, v.moved) << who;
    EXPECT_EQ(u.acted, v.acted) << who;
    EXPECT_EQ(u.phase_start, v.phase_start) << who;
    EXPECT_EQ(u.label, v.label) << who;
    EXPECT_EQ(a.cell_of(u), b.cell_of(v)) << who;
    if (!u.alive()) continue;
    const UnitView x = *a.view(u.id);
    const UnitView y = *b.view(v.id);
    EXPECT_EQ(x.reachable, y.reachable) << who;
    EXPECT_EQ(cells(x.attack_cells), cells(y.attack_cells)) << who;
    EXPECT_EQ(x.targets, y.targets) << who;
    EXPECT_EQ(cells(x.unseen_cells), cells(y.unseen_cells)) << who;
    EXPECT_EQ(x.unseen_targets, y.unseen_targets) << who;
  }
  EXPECT_EQ(cells(a.danger_zone()), cells(b.danger_zone())) << where;
}

// How a battle plays on: both sides played by the bot for a few turns.
std::vector<std::string> future(Battle b) {
  std::vector<std::string> log;
  if (b.phase() == Phase::enemy) (void)b.run_enemy_phase();
  (void)testing::play_battle(b, 3, &log);
  log.push_back(save_snapshot(b));
  return log;
}

void check_round_trip(const Battle& b, const std::string& where) {
  const std::string text = save_snapshot(b);
  auto back = restore_snapshot(text);
  ASSERT_TRUE(back.ok()) << where << ": " << back.error().message << "\n" << text;
  expect_same_battle(*back, b, where);
  EXPECT_EQ(save_snapshot(*back), text) << where;
  EXPECT_EQ(future(*back), future(b)) << where;
}

// Each shipped scenario saved at the start, after the player's first unit
// has moved (selected, mid-phase), mid enemy phase, and a few turns in, at
// each difficulty.
TEST(BattleSaveMaps, EveryShippedScenarioRoundTripsMidGame) {
  for (const ShippedScenario& s : shipped_scenarios()) {
    for (Difficulty d : difficulties) {
      Battle b = shipped(s);
      b.set_difficulty(d);
      const std::string where = std::string(s.name) + " " + std::string(difficulty_name(d));
      check_round_trip(b, where + " at the start");
      for (const BattleUnit& u : b.units()) {
        if (u.team != Team::player) continue;
        const auto reach = *b.reachable(u.id);
        ASSERT_TRUE(b.move(u.id, reach.back().at).ok()) << where;
        break;
      }
      check_round_trip(b, where + " after a move");
      ASSERT_TRUE(b.end_turn().ok());
      ASSERT_TRUE(b.enemy_step().ok());
      check_round_trip(b, where + " mid enemy phase");
      (void)b.run_enemy_phase();
      (void)testing::play_battle(b, 2);
      check_round_trip(b, where + " turn " + std::to_string(b.turn()));
    }
  }
}

// What the shipped maps do not have: an added terrain with its own costs, a
// move class added, sight flags changed both ways, units blocking sight,
// columns staggered with even columns shifted, a map wider than scenario
// text allows, and a unit label.
TEST(BattleSaveMaps, AddedTerrainsClassesSightAndTopologyRoundTrip) {
  Map map = *Map::create(70, 9, {Shape::hex, StaggerAxis::x, StaggerIndex::even});
  ASSERT_TRUE(map.set_move_cost("lava", "flying", 3).ok());
  ASSERT_TRUE(map.add_move_class("hover", "flying").ok());
  ASSERT_TRUE(map.set_move_cost("lava", "hover", 1).ok());
  ASSERT_TRUE(map.set_blocks_sight("forest", true).ok());
  ASSERT_TRUE(map.set_blocks_sight("mountain", false).ok());
  map.set_options({.zone_of_control = true, .line_of_sight = true, .units_block_sight = true});
  for (int x = 0; x < 70; ++x) {
    ASSERT_TRUE(map.set_terrain({x, 4}, x % 3 ? "lava" : "forest").ok());
    ASSERT_TRUE(map.set_height({x, 2}, x % 7).ok());
  }
  ASSERT_TRUE(map.add_unit({0, {1, 1}, "hover", {6, 1, 2, 16, 6, 2}, 1}, "Skimmer").ok());
  ASSERT_TRUE(map.add_unit({0, {2, 7}, "foot", {4, 1, 1, 20, 8, 3}, 0}).ok());
  ASSERT_TRUE(map.add_unit({1, {66, 1}, "flying", {5, 1, 1, 18, 7, 2}}).ok());
  ASSERT_TRUE(map.add_unit({1, {67, 7}, "foot", {4, 2, 3, 14, 6, 1}, 2}).ok());
  auto made = battle_from_map(map, "made", "Made by hand", 0);
  ASSERT_TRUE(made.ok()) << made.error().message;
  Battle b = std::move(*made);
  ASSERT_TRUE(b.set_label(0, "line one\nline two \\ end").ok());
  check_round_trip(b, "made");
  ASSERT_TRUE(b.move(0, b.reachable(0)->back().at).ok());
  ASSERT_TRUE(b.end_turn().ok());
  ASSERT_TRUE(b.enemy_step().ok());
  check_round_trip(b, "made, mid enemy phase");
}

// Version 1 snapshots (square maps of scenario characters) still restore.
TEST(BattleSaveMaps, VersionOneSnapshotsStillRestore) {
  const std::string v1 =
      "qipan-battle 1\nscenario duel\ntitle Duel\noption zoc on\noption alliesBlock off\n"
      "map 5 1\n..%..\nphase player\nturn 2\nstatus ongoing\nselected 0\nunits 2\n"
      "unit 0 player foot hp 20 30 attack 9 defence 5 move 3 range 1 1 at 1 0 start 0 0 moved 1 "
      "acted 0 kind Lord name Lord\nlabel kept\n"
      "unit 1 enemy foot hp 15 15 attack 8 defence 3 move 2 range 1 1 at 4 0 start 4 0 moved 0 "
      "acted 0 kind Soldier name Soldier\n";
  auto b = restore_snapshot(v1);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->turn(), 2);
  EXPECT_EQ(b->selected(), 0);
  EXPECT_TRUE(b->map().options().zone_of_control);
  EXPECT_EQ(b->map().terrain_at({2, 0}), "forest");
  EXPECT_EQ(b->cell_of(*b->unit(0)), (Point{1, 0}));
  EXPECT_EQ(b->unit(0)->label, "kept");
  // Saved again, it is version 2 and restores to the same battle.
  const std::string v2 = save_snapshot(*b);
  EXPECT_EQ(v2.substr(0, 15), "qipan-battle 2\n");
  check_round_trip(*b, "version 1");
}

// A fault in a version 2 snapshot names its line, in the map text too,
// with code bad_data, and nothing is made.
TEST(BattleSaveMaps, BadSnapshotsSayWhatAndWhere) {
  const ShippedScenario hex = *shipped_scenario("hex_crossing");
  Battle b = shipped(hex);
  b.set_difficulty(Difficulty::hard);
  const std::string good = save_snapshot(b);
  auto replaced = [&](const std::string& from, const std::string& to) {
    const std::size_t at = good.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    std::string t = good;
    t.replace(at, from.size(), to);
    return t;
  };
  // The line number of the first line holding `text`.
  auto line_of = [&](const std::string& text) {
    return std::to_string(std::count(good.begin(),
                                     good.begin() + static_cast<std::ptrdiff_t>(good.find(text)),
                                     '\n') +
                          1);
  };
  const std::size_t map_at = good.find("\nmap ") + 5;
  const int map_lines = std::stoi(good.substr(map_at));
  const std::string map_line = "map " + std::to_string(map_lines) + "\n";
  // A map text with a unit in it: one line more, counted.
  std::string with_unit = replaced("units 0\n", "units 1\nunit 1 0 0 3 foot 1 1 label \n");
  with_unit.replace(map_at - 4, map_line.size(), "map " + std::to_string(map_lines + 1) + "\n");
  const std::size_t jump_at = good.find("\njump ") + 1;
  const std::string jump_line = good.substr(jump_at, good.find('\n', jump_at) - jump_at + 1);
  const std::size_t unit_at = good.rfind("\nunit ", jump_at) + 6;
  const std::string unit_id = good.substr(unit_at, good.find(' ', unit_at) - unit_at);
  const std::string cases[][2] = {
      {"qipan-battle 3\n",
       "line 1: expected 'qipan-battle 1' or 'qipan-battle 2' (text from "
       "Battle save())"},
      {replaced("difficulty hard", "difficulty mad"),
       "line 4: unknown difficulty 'mad' (expected easy, normal or hard)"},
      {replaced("hex-y-odd", "hex-z-odd"),
       "line 7: the map: unknown topology 'hex-z-odd' (expected square, hex-y-odd, hex-y-even, "
       "hex-x-odd or hex-x-even)"},
      {replaced("option lineOfSight on", "option lineOfSight maybe"),
       "line 10: the map: option lineOfSight must be on or off, got 'maybe'"},
      {with_unit, "line 6: the map text must hold no units (they are the unit lines)"},
      {replaced(jump_line, "jump 256\n"), "line " + line_of(jump_line) + ": unit " + unit_id +
                                              ": jump must be a whole number from 0 to 255, "
                                              "got '256'"},
      {replaced("\nphase ", "\nphaze "),
       "line " + line_of("phase player") + ": expected 'phase ...', got 'phaze player'"},
  };
  for (const auto& [text, message] : cases) {
    auto r = restore_snapshot(text);
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.error().message, message);
    EXPECT_EQ(r.error().code, ErrorCode::bad_data);
  }
  // A unit line without its kind line after it.
  {
    const std::size_t kind_at = good.find("\nkind ") + 1;
    std::string no_kind = good;
    no_kind.replace(kind_at, 4, "sort");
    auto r = restore_snapshot(no_kind);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(
        r.error().message,
        "line " +
            std::to_string(std::count(good.begin(),
                                      good.begin() + static_cast<std::ptrdiff_t>(kind_at), '\n') +
                           1) +
            ": expected 'kind ...', got 'sort " +
            good.substr(kind_at + 5, good.find('\n', kind_at) - kind_at - 5) + "'");
  }
  // A line count past the end of the text, or none.
  for (const std::string& count : {std::string("x"), std::to_string(map_lines + 1000)}) {
    auto r = restore_snapshot(replaced(map_line, "map " + count + "\n"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.starts_with(
        "line 5: the map's line count must be a whole number from 1 to "))
        << r.error().message;
  }
}

}  // namespace
}  // namespace qipan::tactics
