// The enemy's behaviour on small hand-made battles: whom it attacks (ties
// included), where from, how it approaches, a ranged enemy keeping its
// distance, a blocked one waiting, the order of the enemy units, and the
// same state always giving the same steps.
#include <gtest/gtest.h>

#include "tests/native/tactics/battle_helpers.h"

namespace qipan::tactics {
namespace {

using testing::battle_of;
using testing::cells;
using testing::snapshot;

// Ends the player phase and plays the whole enemy phase.
std::vector<EnemyStep> enemy_phase(Battle& b) {
  EXPECT_TRUE(b.end_turn().ok());
  auto steps = b.run_enemy_phase();
  EXPECT_TRUE(steps.ok()) << steps.error().message;
  return steps.ok() ? *steps : std::vector<EnemyStep>{};
}

TEST(Enemy, AttacksTheUnitLeftWeakestByTheHit) {
  // The soldier hits the archer for 6 (10 -> 4) or the lord for 3 (20 -> 17).
  Battle b = battle_of(R"(map
.......
.A...L.
...e...
.......

units
A player Archer  foot 10 5 2 4 1
L player Lord    foot 20 5 5 4 1
e enemy  Soldier foot 15 8 3 3 1
)");
  ASSERT_TRUE(b.end_turn().ok());
  auto plan = b.plan_enemy_step();
  ASSERT_TRUE(plan.ok());
  auto step = b.enemy_step();
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(*step, *plan);
  EXPECT_EQ(step->unit, 2);
  EXPECT_EQ(step->target, 0);
  EXPECT_EQ(step->damage, 6);
  EXPECT_EQ(step->target_hp, 4);
  EXPECT_FALSE(step->defeated);
  // From the cheapest cell next to the archer: (2,1) and (1,2) both cost 2,
  // (2,1) comes first row by row. The path is the one path_to shows.
  EXPECT_EQ(cells(step->path), "(3,2) (2,2) (2,1)");
  EXPECT_EQ(b.cell_of(*b.unit(2)), (Point{2, 1}));
  EXPECT_EQ(b.unit(0)->hp, 4);
  EXPECT_EQ(b.phase(), Phase::player);
  EXPECT_EQ(b.turn(), 2);
}

TEST(Enemy, PrefersAKillAndBreaksTiesByLowerId) {
  // Both archers are left at 4 hp: the lower id (0, top left) is chosen.
  Battle tie = battle_of(R"(map
.A...B.
.......
...e...

units
A player Archer  foot 10 5 2 4 1
B player Archer  foot 10 5 2 4 1
e enemy  Soldier foot 15 8 3 4 1
)");
  auto steps = enemy_phase(tie);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, 0);
  EXPECT_EQ(steps[0].target_hp, 4);
  // Swap which one is weaker: B (id 1) with 6 hp is killed instead.
  Battle kill = battle_of(R"(map
.A...B.
.......
...e...

units
A player Archer  foot 10 5 2 4 1
B player Mage    foot 6  5 2 4 1
e enemy  Soldier foot 15 8 3 4 1
)");
  steps = enemy_phase(kill);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, 1);
  EXPECT_TRUE(steps[0].defeated);
  EXPECT_EQ(steps[0].target_hp, 0);
  EXPECT_FALSE(kill.unit(1)->alive());
}

TEST(Enemy, ApproachesAlongTheCheapestPathAsFarAsItsMoveAllows) {
  // The forest costs 2 a cell for foot: the way round it (row 0) is cheaper.
  // The nearest cell next to the lord is (0,0), 9 away (ties with (1,1) and
  // (0,2), the first row by row); it walks 4 of the way.
  Battle b = battle_of(R"(map
.........
L..%%%..e
.........

units
L player Lord    foot 20 9 5 4 1
e enemy  Soldier foot 15 8 3 4 1
)");
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, no_unit);
  EXPECT_EQ(steps[0].damage, 0);
  EXPECT_EQ(cells(steps[0].path), "(8,1) (8,0) (7,0) (6,0) (5,0)");
  EXPECT_EQ(b.cell_of(*b.unit(1)), (Point{5, 0}));
  // Next turn it is 5 from (0,0) and from (1,1): 4 more steps, straight on.
  steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, no_unit);
  EXPECT_EQ(cells(steps[0].path), "(5,0) (4,0) (3,0) (2,0) (1,0)");
  // Then it hits the lord from (0,0), the first of the cells of cost 1.
  steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, 0);
  EXPECT_EQ(cells(steps[0].path), "(1,0) (0,0)");
  EXPECT_EQ(b.unit(0)->hp, 17);
}

TEST(Enemy, StopsShortOfACellAnAllyHolds) {
  // Three steps would end on the guard's cell (4,1): it stops at (5,1).
  Battle b = battle_of(R"(map
#########
L...g..e.
#########

units
L player Lord    foot 20 9 5 4 1
g enemy  Guard   foot 15 8 3 0 1
e enemy  Soldier foot 15 8 3 3 1
)");
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].unit, 1);  // the guard first (lower id): it can't move
  EXPECT_EQ(cells(steps[0].path), "(4,1)");
  EXPECT_EQ(steps[1].unit, 2);
  EXPECT_EQ(cells(steps[1].path), "(7,1) (6,1) (5,1)");
}

TEST(Enemy, PassesThroughAlliesToAttack) {
  Battle b = battle_of(R"(map
#######
L..g.e.
#######

units
L player Lord    foot 20 9 5 4 1
g enemy  Guard   foot 15 8 3 0 1
e enemy  Soldier foot 15 8 3 4 1
)");
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(cells(steps[1].path), "(5,1) (4,1) (3,1) (2,1) (1,1)");
  EXPECT_EQ(steps[1].target, 0);
}

TEST(Enemy, ARangedEnemyShootsFromTwoCellsAway) {
  // The bowman (range 2..2) stands next to the lord: it steps away to shoot.
  // Cells two from the lord at cost 1: (2,0), (3,1), (2,2); (2,0) is first.
  Battle b = battle_of(R"(map
.....
.Lb..
.....

units
L player Lord   foot 20 9 5 4 1
b enemy  Bowman foot 13 7 2 3 2
)");
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(cells(steps[0].path), "(2,1) (2,0)");
  EXPECT_EQ(steps[0].target, 0);
  EXPECT_EQ(steps[0].damage, 2);
  EXPECT_EQ(manhattan(steps[0].path.back(), b.cell_of(*b.unit(0))), 2);
  // From afar it also stops two cells short: range 2, not 1.
  Battle far = battle_of(R"(map
.........
L.......b

units
L player Lord   foot 20 9 5 4 1
b enemy  Bowman foot 13 7 2 6 2
)");
  steps = enemy_phase(far);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(cells(steps[0].path), "(8,1) (7,1) (6,1) (5,1) (4,1) (3,1) (2,1)");
  EXPECT_EQ(steps[0].target, 0);
}

TEST(Enemy, ABlockedEnemyWaits) {
  // Walled off from the lord, the soldier can reach no cell next to it.
  Battle b = battle_of(R"(map
L..#...
...#.e.
...#...

units
L player Lord    foot 20 9 5 4 1
e enemy  Soldier foot 15 8 3 4 1
)");
  const std::string before = snapshot(b);
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(cells(steps[0].path), "(5,1)");
  EXPECT_EQ(steps[0].target, no_unit);
  EXPECT_EQ(b.cell_of(*b.unit(1)), (Point{5, 1}));
  EXPECT_EQ(b.turn(), 2);
  // Water stops foot units, not a flyer: the wyvern crosses it.
  Battle river = battle_of(R"(map
L..~~..
...~~.w
...~~..

units
L player Lord   foot 20 9 5 4 1
w enemy  Wyvern flying 16 8 4 4 1
)");
  steps = enemy_phase(river);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].path.size(), 5u);  // four steps over the water
  EXPECT_EQ(steps[0].target, no_unit);
  // And the immobile guard hits only what stands next to it.
  Battle guard = battle_of(R"(map
L.g
...

units
L player Lord  foot 20 9 5 4 1
g enemy  Guard foot 15 8 3 0 1
)");
  steps = enemy_phase(guard);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(cells(steps[0].path), "(2,0)");
  EXPECT_EQ(steps[0].target, no_unit);
}

TEST(Enemy, UnitsActInOrderOfIdAndSeeWhatCameBefore) {
  // The soldier (id 1) kills the archer; the second soldier (id 3), which
  // would have chosen the archer too, turns to the lord.
  Battle b = battle_of(R"(map
.....
.AsL.
..t..

units
A player Archer  foot 5  5 0 4 1
L player Lord    foot 20 5 5 4 1
s enemy  Soldier foot 15 8 3 4 1
t enemy  Soldier foot 15 8 3 2 1
)");
  auto steps = enemy_phase(b);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].unit, 1);
  EXPECT_EQ(steps[0].target, 0);
  EXPECT_TRUE(steps[0].defeated);
  EXPECT_EQ(cells(steps[0].path), "(2,1)");  // attacks in place
  EXPECT_EQ(steps[1].unit, 3);
  EXPECT_EQ(steps[1].target, 2);
  EXPECT_EQ(steps[1].damage, 3);
  EXPECT_EQ(cells(steps[1].path), "(2,2) (3,2)");
}

TEST(Enemy, ZoneOfControlStopsItsWayPastAPlayerUnit) {
  // A bowman (range 2) would walk the corridor past the knight in its niche
  // and shoot the weak lord from (2,1). With zone of control on, entering
  // (4,1), next to the knight, ends its move: the lord is out of its reach,
  // so it shoots the knight from (5,1) instead.
  const std::string map = R"(
map
##########
L.......b.
####K#####

units
L player Lord   foot 10 9 0 4 1
K player Knight foot 30 9 5 4 1
b enemy  Bowman foot 13 7 2 10 2
)";
  Battle free = battle_of(map);
  auto steps = enemy_phase(free);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, 0);
  EXPECT_EQ(steps[0].target_hp, 3);
  EXPECT_EQ(cells(steps[0].path), "(8,1) (7,1) (6,1) (5,1) (4,1) (3,1) (2,1)");
  Battle zoc = battle_of("option zoc on\n" + map);
  steps = enemy_phase(zoc);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].target, 2);
  EXPECT_EQ(steps[0].damage, 2);
  EXPECT_EQ(cells(steps[0].path), "(8,1) (7,1) (6,1) (5,1)");
}

TEST(Enemy, TheSameStateGivesTheSameSteps) {
  Battle b = battle_of(R"(map
..%%.....
.A.^..s..
..~~..b.w
.L...c...

units
A player Archer   foot    16 7 2 4 2
L player Lord     foot    20 9 5 4 1
s enemy  Soldier  foot    15 8 3 4 1
b enemy  Bowman   foot    13 7 2 4 2
c enemy  Cavalier mounted 17 8 4 6 1
w enemy  Wyvern   flying  16 8 4 6 1
)");
  ASSERT_TRUE(b.end_turn().ok());
  Battle copy = b;
  std::vector<EnemyStep> planned;
  // plan_enemy_step says what enemy_step then does.
  while (copy.phase() == Phase::enemy && copy.status() == BattleStatus::ongoing) {
    auto plan = copy.plan_enemy_step();
    ASSERT_TRUE(plan.ok());
    auto step = copy.enemy_step();
    ASSERT_TRUE(step.ok());
    EXPECT_EQ(*plan, *step);
    planned.push_back(*step);
  }
  auto steps = b.run_enemy_phase();
  ASSERT_TRUE(steps.ok());
  EXPECT_EQ(*steps, planned);
  EXPECT_EQ(snapshot(b), snapshot(copy));
}

}  // namespace
}  // namespace qipan::tactics
