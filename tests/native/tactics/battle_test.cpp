// The battle's rules: damage and defeat, one move then one action per unit
// per phase, phases and turns, the end of the battle, the queries a page
// draws from, and refused orders that change nothing.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/native/tactics/battle_helpers.h"

namespace qipan::tactics {
namespace {

using testing::battle_of;
using testing::cells;
using testing::field_text;
using testing::snapshot;

TEST(Damage, IsAttackMinusDefenceAtLeastOne) {
  EXPECT_EQ(damage(9, 3), 6);
  EXPECT_EQ(damage(9, 8), 1);
  EXPECT_EQ(damage(9, 9), 1);
  EXPECT_EQ(damage(3, 9), 1);
  EXPECT_EQ(damage(0, 0), 1);
}

TEST(Battle, StartsWithThePlayerPhaseOfTurnOne) {
  Battle b = battle_of(field_text);
  EXPECT_EQ(b.name(), "test");
  EXPECT_EQ(b.title(), "Test");
  EXPECT_EQ(b.phase(), Phase::player);
  EXPECT_EQ(b.turn(), 1);
  EXPECT_EQ(b.status(), BattleStatus::ongoing);
  EXPECT_EQ(b.selected(), no_unit);
  ASSERT_EQ(b.units().size(), 4u);
  const BattleUnit& lord = b.units()[0];
  EXPECT_EQ(lord.name, "Lord");
  EXPECT_EQ(lord.team, Team::player);
  EXPECT_EQ(b.cell_of(lord), (Point{1, 1}));
  EXPECT_EQ(lord.hp, 20);
  EXPECT_EQ(lord.stats.max_hp, 20);
  EXPECT_FALSE(lord.moved);
  EXPECT_FALSE(lord.acted);
  EXPECT_EQ(b.units()[1].name, "Soldier 1");
  EXPECT_EQ(b.units()[3].name, "Soldier 2");
  EXPECT_EQ(b.unit_at({4, 3}), 3);
  EXPECT_EQ(b.unit(4), nullptr);
  EXPECT_EQ(b.map().units().size(), 4u);
}

TEST(Battle, AttackDealsDamageAndDefeatRemovesTheUnit) {
  Battle b = battle_of(field_text);
  auto path = b.move(0, {2, 1});
  ASSERT_TRUE(path.ok()) << path.error().message;
  EXPECT_EQ(cells(*path), "(1,1) (2,1)");
  auto hit = b.attack(0, 1);
  ASSERT_TRUE(hit.ok()) << hit.error().message;
  EXPECT_EQ(hit->attacker, 0);
  EXPECT_EQ(hit->target, 1);
  EXPECT_EQ(hit->damage, 6);
  EXPECT_EQ(hit->hp_after, 9);
  EXPECT_FALSE(hit->defeated);
  EXPECT_EQ(b.unit(1)->hp, 9);

  // The archer (range 2) shoots from where it stands: 7 - 3 = 4.
  ASSERT_TRUE(b.move(2, {2, 3}).ok());
  hit = b.attack(2, 3);
  ASSERT_TRUE(hit.ok()) << hit.error().message;
  EXPECT_EQ(hit->damage, 4);
  EXPECT_EQ(b.unit(3)->hp, 11);

  // Next turn: 9 -> 3 -> 0 over two more hits; hp stops at 0.
  ASSERT_EQ(b.phase(), Phase::enemy);
  ASSERT_TRUE(b.run_enemy_phase().ok());
  ASSERT_TRUE(b.attack(0, 1).ok());
  EXPECT_EQ(b.unit(1)->hp, 3);
  ASSERT_TRUE(b.wait(2).ok());
  ASSERT_TRUE(b.run_enemy_phase().ok());
  hit = b.attack(0, 1);
  ASSERT_TRUE(hit.ok());
  EXPECT_EQ(hit->damage, 6);
  EXPECT_EQ(hit->hp_after, 0);
  EXPECT_TRUE(hit->defeated);
  const BattleUnit& dead = *b.unit(1);
  EXPECT_EQ(dead.hp, 0);
  EXPECT_FALSE(dead.alive());
  EXPECT_EQ(b.cell_of(dead), (Point{3, 1}));  // where it fell
  EXPECT_EQ(b.unit_at({3, 1}), no_unit);
  EXPECT_EQ(b.map().unit(1), nullptr);
  EXPECT_EQ(b.map().units().size(), 3u);
  // The cell is free: the archer may walk onto it.
  ASSERT_TRUE(b.move(2, {3, 1}).ok());
}

TEST(Battle, OneMoveThenOneActionPerUnitPerPhase) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {1, 0}).ok());
  std::string before = snapshot(b);
  auto again = b.move(0, {2, 0});
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().message, "unit 0 (Lord) has already moved this turn");
  EXPECT_EQ(snapshot(b), before);
  ASSERT_TRUE(b.wait(0).ok());
  before = snapshot(b);
  EXPECT_EQ(b.move(0, {1, 1}).error().message, "unit 0 (Lord) has already acted this turn");
  EXPECT_EQ(b.wait(0).error().message, "unit 0 (Lord) has already acted this turn");
  EXPECT_EQ(b.attack(0, 1).error().message, "unit 0 (Lord) has already acted this turn");
  EXPECT_EQ(snapshot(b), before);
}

TEST(Battle, AUnitMayActWithoutMoving) {
  Battle b = battle_of(field_text);
  // The archer at (1,3) hits nothing in place (the soldier is 3 away) ...
  auto far = b.attack(2, 3);
  ASSERT_FALSE(far.ok());
  EXPECT_EQ(far.error().message,
            "unit 3 (Soldier 2) is out of range of unit 2 (Archer): distance 3, range 2..2");
  // ... the lord waits in place; a second action is refused.
  ASSERT_TRUE(b.wait(0).ok());
  EXPECT_TRUE(b.unit(0)->acted);
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{1, 1}));
  Battle c = battle_of(field_text);
  ASSERT_TRUE(c.move(0, {2, 1}).ok());
  ASSERT_TRUE(c.wait(0).ok());
  // Attacking in place, unmoved, ends the unit's phase too.
  Battle d = battle_of(R"(map
.Ls.
.A..

units
L player Lord    foot 20 9 5 4 1
A player Archer  foot 16 7 2 4 2
s enemy  Soldier foot 15 8 3 0 1
)");
  ASSERT_TRUE(d.attack(0, 1).ok());
  EXPECT_TRUE(d.unit(0)->acted);
  EXPECT_EQ(d.move(0, {0, 0}).error().message, "unit 0 (Lord) has already acted this turn");
}

TEST(Battle, MovingToItsOwnCellIsItsMove) {
  Battle b = battle_of(field_text);
  auto path = b.move(0, {1, 1});
  ASSERT_TRUE(path.ok());
  EXPECT_EQ(cells(*path), "(1,1)");
  EXPECT_TRUE(b.unit(0)->moved);
  EXPECT_FALSE(b.unit(0)->acted);
}

TEST(Battle, MovesOnlyWithinItsRangeAlongItsPath) {
  Battle b = battle_of(R"(map
.L.#.
...#.
.....
s....

units
L player Lord    foot 20 9 5 4 1
s enemy  Soldier foot 15 8 3 0 1
)");
  const std::string before = snapshot(b);
  auto r = b.move(0, {4, 0});  // 7 steps around the wall: too far
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "cell (4, 0) is not in the movement range of unit 0 (Lord)");
  EXPECT_EQ(b.move(0, {3, 0}).error().message,
            "cell (3, 0) is not in the movement range of unit 0 (Lord)");
  EXPECT_EQ(b.move(0, {0, 3}).error().message,
            "cell (0, 3) is not in the movement range of unit 0 (Lord)");
  EXPECT_EQ(b.move(0, {5, 0}).error().message, "cell (5, 0) is off the map (5x4)");
  EXPECT_EQ(snapshot(b), before);
  EXPECT_EQ(b.move(0, {4, 2}).error().message,  // 5 steps
            "cell (4, 2) is not in the movement range of unit 0 (Lord)");
  EXPECT_EQ(snapshot(b), before);
  auto query = b.path_to(0, {3, 2});
  ASSERT_TRUE(query.ok());
  auto walked = b.move(0, {3, 2});
  ASSERT_TRUE(walked.ok()) << walked.error().message;
  EXPECT_EQ(*walked, *query);
  EXPECT_EQ(cells(*walked), "(1,0) (1,1) (1,2) (2,2) (3,2)");
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{3, 2}));
  EXPECT_EQ(b.unit_at({3, 2}), 0);
  EXPECT_EQ(b.unit_at({1, 0}), no_unit);
}

TEST(Battle, RefusesBadOrdersAndChangesNothing) {
  Battle b = battle_of(field_text);
  const std::string before = snapshot(b);
  EXPECT_EQ(b.move(7, {0, 0}).error().message, "no unit with id 7 (ids are 0..3)");
  EXPECT_EQ(b.move(-1, {0, 0}).error().message, "no unit with id -1 (ids are 0..3)");
  EXPECT_EQ(b.move(1, {3, 0}).error().message,
            "unit 1 (Soldier 1) is an enemy unit: the player orders only their own");
  EXPECT_EQ(b.wait(3).error().message,
            "unit 3 (Soldier 2) is an enemy unit: the player orders only their own");
  EXPECT_EQ(b.attack(0, 2).error().message, "unit 2 (Archer) is on the same side as unit 0 (Lord)");
  EXPECT_EQ(b.attack(0, 9).error().message, "no unit with id 9 (ids are 0..3)");
  EXPECT_EQ(b.attack(0, 1).error().message,
            "unit 1 (Soldier 1) is out of range of unit 0 (Lord): distance 2, range 1..1");
  EXPECT_EQ(b.cancel_move(0).error().message, "unit 0 (Lord) has not moved this turn");
  EXPECT_EQ(b.select(4).error().message, "no unit with id 4 (ids are 0..3)");
  EXPECT_EQ(b.enemy_step().error().message, "it is the player phase: end the turn first");
  EXPECT_EQ(b.run_enemy_phase().error().message, "it is the player phase: end the turn first");
  EXPECT_EQ(b.plan_enemy_step().error().message, "it is the player phase: end the turn first");
  EXPECT_EQ(snapshot(b), before);
}

TEST(Battle, SaysWhetherAUnitMayMoveOrWaitNow) {
  Battle b = battle_of(field_text);
  // A fresh player unit may do both; an enemy unit or no unit neither.
  EXPECT_TRUE(b.can_move(0));
  EXPECT_TRUE(b.can_wait(0));
  for (UnitId id : {1, 3, 7, -1, no_unit}) {
    EXPECT_FALSE(b.can_move(id)) << id;
    EXPECT_FALSE(b.can_wait(id)) << id;
  }
  // Moved: it may still wait; acted: neither.
  ASSERT_TRUE(b.move(0, {2, 1}).ok());
  EXPECT_FALSE(b.can_move(0));
  EXPECT_TRUE(b.can_wait(0));
  ASSERT_TRUE(b.cancel_move(0).ok());
  EXPECT_TRUE(b.can_move(0));
  ASSERT_TRUE(b.wait(0).ok());
  EXPECT_FALSE(b.can_move(0));
  EXPECT_FALSE(b.can_wait(0));
  // The queries agree with the orders they stand for.
  EXPECT_EQ(b.move(0, {1, 0}).ok(), b.can_move(0));
  EXPECT_EQ(b.wait(0).ok(), b.can_wait(0));
  // In the enemy phase no player unit may.
  ASSERT_TRUE(b.end_turn().ok());
  EXPECT_FALSE(b.can_move(2));
  EXPECT_FALSE(b.can_wait(2));
  ASSERT_TRUE(b.run_enemy_phase().ok());
  EXPECT_TRUE(b.can_move(2));
}

TEST(Battle, KeepsEachCellOnceOnTheMapAndADefeatedUnitsWhereItFell) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {2, 1}).ok());
  EXPECT_EQ(b.cell_of(*b.unit(0)), b.map().unit(0)->at);
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{2, 1}));
  EXPECT_EQ(b.unit(0)->phase_start, (Point{1, 1}));
  ASSERT_TRUE(b.attack(0, 1).ok());
  ASSERT_TRUE(b.end_turn().ok());
  ASSERT_TRUE(b.run_enemy_phase().ok());
  // The next player phase starts where each unit stands.
  for (const BattleUnit& u : b.units()) EXPECT_EQ(u.phase_start, b.cell_of(u)) << u.name;
}

TEST(Battle, ThePhaseEndsWhenEveryPlayerUnitHasActed) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {2, 1}).ok());
  ASSERT_TRUE(b.wait(0).ok());
  EXPECT_EQ(b.phase(), Phase::player);
  ASSERT_TRUE(b.wait(2).ok());
  EXPECT_EQ(b.phase(), Phase::enemy);
  EXPECT_EQ(b.turn(), 1);
  // Every unit's flags are clear for the new phase.
  for (const BattleUnit& u : b.units()) {
    EXPECT_FALSE(u.moved) << u.name;
    EXPECT_FALSE(u.acted) << u.name;
  }
  const std::string before = snapshot(b);
  EXPECT_EQ(b.wait(0).error().message, "it is the enemy phase: the player cannot act");
  EXPECT_EQ(b.move(0, {1, 1}).error().message, "it is the enemy phase: the player cannot act");
  EXPECT_EQ(b.attack(0, 1).error().message, "it is the enemy phase: the player cannot act");
  EXPECT_EQ(b.end_turn().error().message, "it is the enemy phase: the player cannot end it");
  EXPECT_EQ(snapshot(b), before);

  // Enemy units act in order of id; after the last one the player phase of
  // turn 2 begins, with fresh flags.
  auto first = b.enemy_step();
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first->unit, 1);
  EXPECT_TRUE(b.unit(1)->acted);
  EXPECT_EQ(b.phase(), Phase::enemy);
  auto second = b.enemy_step();
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second->unit, 3);
  EXPECT_EQ(b.phase(), Phase::player);
  EXPECT_EQ(b.turn(), 2);
  for (const BattleUnit& u : b.units()) EXPECT_FALSE(u.acted) << u.name;
}

TEST(Battle, EndTurnEndsThePlayerPhaseEarly) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.select(0).ok());
  ASSERT_TRUE(b.move(2, {2, 3}).ok());  // moved, not acted
  ASSERT_TRUE(b.end_turn().ok());
  EXPECT_EQ(b.phase(), Phase::enemy);
  EXPECT_EQ(b.selected(), no_unit);
  EXPECT_FALSE(b.unit(2)->moved);
  auto steps = b.run_enemy_phase();
  ASSERT_TRUE(steps.ok());
  EXPECT_EQ(steps->size(), 2u);
  EXPECT_EQ(b.phase(), Phase::player);
  EXPECT_EQ(b.turn(), 2);
}

TEST(Battle, IsWonWhenEveryEnemyFalls) {
  Battle b = battle_of(R"(map
.Ls.
A...

units
L player Lord    foot 20 9 5 4 1
A player Archer  foot 16 7 2 4 2
s enemy  Soldier foot 6 8 3 0 1
)");
  auto hit = b.attack(0, 1);
  ASSERT_TRUE(hit.ok());
  EXPECT_TRUE(hit->defeated);
  EXPECT_EQ(b.status(), BattleStatus::won);
  EXPECT_EQ(b.phase(), Phase::player);
  const std::string before = snapshot(b);
  EXPECT_EQ(b.wait(2).error().message, "the battle is over: won");
  EXPECT_EQ(b.move(2, {0, 0}).error().message, "the battle is over: won");
  EXPECT_EQ(b.end_turn().error().message, "the battle is over: won");
  EXPECT_EQ(b.enemy_step().error().message, "the battle is over: won");
  EXPECT_EQ(snapshot(b), before);
}

TEST(Battle, IsLostWhenEveryPlayerUnitFalls) {
  Battle b = battle_of(R"(map
.Ls.
....
..t.

units
L player Lord    foot 5 9 5 4 1
s enemy  Soldier foot 30 10 3 0 1
t enemy  Soldier foot 30 10 3 3 1
)");
  ASSERT_TRUE(b.end_turn().ok());
  auto steps = b.run_enemy_phase();
  ASSERT_TRUE(steps.ok());
  ASSERT_EQ(steps->size(), 1u);  // the first blow ends the battle
  EXPECT_EQ((*steps)[0].unit, 1);
  EXPECT_EQ((*steps)[0].target, 0);
  EXPECT_TRUE((*steps)[0].defeated);
  EXPECT_EQ(b.status(), BattleStatus::lost);
  EXPECT_EQ(b.run_enemy_phase().error().message, "the battle is over: lost");
  EXPECT_EQ(b.wait(0).error().message, "the battle is over: lost");
}

TEST(Battle, CancelMovePutsTheUnitBack) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {2, 2}).ok());
  ASSERT_TRUE(b.cancel_move(0).ok());
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{1, 1}));
  EXPECT_FALSE(b.unit(0)->moved);
  EXPECT_EQ(b.unit_at({1, 1}), 0);
  // It may move again, then act; after acting nothing can be taken back.
  ASSERT_TRUE(b.move(0, {1, 2}).ok());
  // Another unit takes its first cell: the move can't be taken back.
  ASSERT_TRUE(b.move(2, {1, 1}).ok());
  const std::string before = snapshot(b);
  EXPECT_EQ(b.cancel_move(0).error().message,
            "cannot take back the move of unit 0 (Lord): its cell (1, 1) is taken by unit 2 "
            "(Archer)");
  EXPECT_EQ(snapshot(b), before);
  ASSERT_TRUE(b.wait(0).ok());
  EXPECT_EQ(b.cancel_move(0).error().message, "unit 0 (Lord) has already acted this turn");
}

TEST(Battle, SelectionFollowsTheOrders) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.select(1).ok());  // an enemy may be selected, to look at it
  EXPECT_EQ(b.selected(), 1);
  ASSERT_TRUE(b.select(no_unit).ok());
  EXPECT_EQ(b.selected(), no_unit);
  ASSERT_TRUE(b.move(0, {2, 1}).ok());
  EXPECT_EQ(b.selected(), 0);  // the mover
  ASSERT_TRUE(b.select(2).ok());
  ASSERT_TRUE(b.select(0).ok());
  ASSERT_TRUE(b.attack(0, 1).ok());
  EXPECT_EQ(b.selected(), no_unit);  // acted
  // A defeated unit can't be selected, and a selected unit that falls is
  // deselected.
  Battle c = battle_of(R"(map
.Ls.
A...

units
L player Lord    foot 20 9 5 4 1
A player Archer  foot 16 7 2 4 2
s enemy  Soldier foot 6 8 3 0 1
)");
  ASSERT_TRUE(c.select(1).ok());
  ASSERT_TRUE(c.attack(0, 1).ok());
  EXPECT_EQ(c.selected(), no_unit);
  EXPECT_EQ(c.select(1).error().message, "unit 1 (Soldier) was defeated");
}

TEST(BattleQueries, ViewShowsRangeFringeAndTargets) {
  Battle b = battle_of(R"(map
.......
.......
..L.s..
.......
......g

units
L player Lord    foot 20 9 5 1 1
s enemy  Soldier foot 15 8 3 0 1
g enemy  Guard   foot 15 8 3 0 1
)");
  auto v = b.view(0);
  ASSERT_TRUE(v.ok());
  std::string reach;
  for (const Reach& r : v->reachable) {
    testing::append_cell(reach, r.at);
    reach += std::to_string(r.cost);
    reach += ' ';
  }
  EXPECT_EQ(reach, "(2,1)1 (1,2)1 (2,2)0 (3,2)1 (2,3)1 ");
  // Range 1 around the five cells, minus them: the red fringe (the enemy's
  // cell (4,2) is in it).
  EXPECT_EQ(cells(v->attack_cells), "(2,0) (1,1) (3,1) (0,2) (4,2) (1,3) (3,3) (2,4)");
  EXPECT_TRUE(v->targets.empty());  // nobody next to (2,2)

  // The same cells from the Pathfinder: attack range minus reachable.
  Pathfinder search;
  std::vector<Point> range;
  ASSERT_TRUE(search.attack_range(b.map(), 0, range).ok());
  std::vector<Point> fringe;
  for (Point p : range) {
    if (std::none_of(v->reachable.begin(), v->reachable.end(),
                     [&](const Reach& r) { return r.at == p; })) {
      fringe.push_back(p);
    }
  }
  EXPECT_EQ(v->attack_cells, fringe);

  // After moving next to the soldier: it can only act where it stands.
  ASSERT_TRUE(b.move(0, {3, 2}).ok());
  v = b.view(0);
  ASSERT_TRUE(v.ok());
  ASSERT_EQ(v->reachable.size(), 1u);
  EXPECT_EQ(v->reachable[0].at, (Point{3, 2}));
  EXPECT_EQ(cells(v->attack_cells), "(3,1) (2,2) (4,2) (3,3)");
  EXPECT_EQ(v->targets, std::vector<UnitId>{1});
  EXPECT_EQ(*b.targets(0), std::vector<UnitId>{1});
  EXPECT_EQ(cells(*b.path_to(0, {3, 2})), "(3,2)");
  EXPECT_TRUE(b.path_to(0, {2, 2})->empty());
  // After acting: nothing.
  ASSERT_TRUE(b.wait(0).ok());  // ends the phase: flags clear
  ASSERT_EQ(b.phase(), Phase::enemy);
  auto step = b.enemy_step();  // the soldier (move 0) hits the lord
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(step->target, 0);
  EXPECT_TRUE(b.view(1)->reachable.empty());  // the soldier has acted
  EXPECT_TRUE(b.view(1)->attack_cells.empty());
  EXPECT_TRUE(b.targets(1)->empty());
}

TEST(BattleQueries, ForecastAttackPositionsAndDangerZone) {
  Battle b = battle_of(R"(map
.....
.L...
.....
...s.
.....

units
L player Lord    foot 20 9 5 3 1
s enemy  Soldier foot 15 8 3 1 1
)");
  auto f = b.forecast(0, 1);
  ASSERT_TRUE(f.ok());
  EXPECT_EQ(f->damage, 6);
  EXPECT_EQ(f->hp_before, 15);
  EXPECT_EQ(f->hp_after, 9);
  EXPECT_FALSE(f->defeats);
  f = b.forecast(1, 0);
  EXPECT_EQ(f->damage, 3);
  EXPECT_EQ(f->hp_after, 17);
  EXPECT_EQ(b.forecast(0, 0).error().message, "unit 0 (Lord) cannot attack itself");
  // Cells 3 steps from (1,1) next to (3,3): (3,2) and (2,3), both cost 3; row
  // by row (3,2) comes first.
  EXPECT_EQ(cells(*b.attack_positions(0, 1)), "(3,2) (2,3)");
  EXPECT_TRUE(b.attack_positions(1, 0)->empty());  // 1 step is not enough
  // The danger zone: the soldier's cells (move 1) and their neighbours.
  const std::vector<Point> zone = b.danger_zone();
  Pathfinder search;
  std::vector<Point> expected;
  ASSERT_TRUE(search.danger_zone(b.map(), 0, expected).ok());
  EXPECT_EQ(zone, expected);
  EXPECT_EQ(cells(zone), "(3,1) (2,2) (3,2) (4,2) (1,3) (2,3) (3,3) (4,3) (2,4) (3,4) (4,4)");
}

TEST(BattleQueries, NameBadUnitsAndCells) {
  Battle b = battle_of(field_text);
  EXPECT_EQ(b.reachable(4).error().message, "no unit with id 4 (ids are 0..3)");
  EXPECT_EQ(b.view(-2).error().message, "no unit with id -2 (ids are 0..3)");
  EXPECT_EQ(b.path_to(0, {6, 0}).error().message, "cell (6, 0) is off the map (6x5)");
  EXPECT_EQ(b.targets(9).error().message, "no unit with id 9 (ids are 0..3)");
  EXPECT_EQ(b.attack_positions(0, 2).error().message,
            "unit 2 (Archer) is on the same side as unit 0 (Lord)");
  EXPECT_EQ(b.forecast(0, 5).error().message, "no unit with id 5 (ids are 0..3)");
}

TEST(BattleCreate, ChecksTheUnits) {
  Map map = *Map::create(4, 3);
  ASSERT_TRUE(map.set_terrain({3, 2}, "water").ok());
  auto make = [&](std::vector<BattleUnitSpec> units) {
    return Battle::create("t", "T", map, units);
  };
  BattleUnitSpec lord{"Lord", "Lord", Team::player, {0, 0}, "foot", {4, 1, 1, 20, 9, 5}};
  BattleUnitSpec soldier{"Soldier", "Soldier", Team::enemy, {3, 0}, "foot", {4, 1, 1, 15, 8, 3}};
  EXPECT_TRUE(make({lord, soldier}).ok());
  EXPECT_EQ(make({lord}).error().message, "the battle has no enemy units");
  EXPECT_EQ(make({soldier}).error().message, "the battle has no player units");
  auto bad = [&](auto change) {
    BattleUnitSpec s = soldier;
    change(s);
    return make({lord, s}).error().message;
  };
  EXPECT_EQ(bad([](auto& s) { s.stats.max_hp = 0; }),
            "unit 1 (Soldier): hp is out of range: 0 (expected 1..999)");
  EXPECT_EQ(bad([](auto& s) { s.stats.attack = 1000; }),
            "unit 1 (Soldier): attack is out of range: 1000 (expected 0..999)");
  EXPECT_EQ(bad([](auto& s) { s.stats.defence = -1; }),
            "unit 1 (Soldier): defence is out of range: -1 (expected 0..999)");
  EXPECT_EQ(bad([](auto& s) { s.stats.move = 31; }),
            "unit 1 (Soldier): move is out of range: 31 (expected 0..30)");
  EXPECT_EQ(bad([](auto& s) { s.stats.min_range = 0; }),
            "unit 1 (Soldier): min range is out of range: 0 (expected 1..10)");
  EXPECT_EQ(bad([](auto& s) { s.stats.max_range = 11; }),
            "unit 1 (Soldier): max range is out of range: 11 (expected 1..10)");
  EXPECT_EQ(bad([](auto& s) { s.name = ""; }), "unit 1: name must be 1..32 characters, got ''");
  EXPECT_EQ(bad([](auto& s) { s.kind = ""; }),
            "unit 1 (Soldier): kind must be 1..32 characters, got ''");
  EXPECT_EQ(bad([](auto& s) { s.move_class = "swim"; }),
            "unit 1 (Soldier): unknown move class 'swim' (known: foot, mounted, flying)");
  EXPECT_EQ(bad([](auto& s) {
              s.at = {4, 0};
            }),
            "unit 1 (Soldier): cell (4, 0) is off the map (4x3)");
  EXPECT_EQ(bad([](auto& s) {
              s.at = {3, 2};
            }),
            "unit 1 (Soldier) stands on water at (3, 2), impassable for foot units");
  EXPECT_EQ(bad([](auto& s) {
              s.at = {0, 0};
            }),
            "unit 1 (Soldier): cell (0, 0) is taken by unit 0");
  Map taken = map;
  ASSERT_TRUE(taken.add_unit({0, {1, 1}, "foot", {}}).ok());
  EXPECT_EQ(Battle::create("t", "T", taken, std::vector{lord, soldier}).error().message,
            "the battle's map must hold no units (it has 1)");
}

}  // namespace
}  // namespace qipan::tactics
