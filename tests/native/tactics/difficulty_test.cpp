// The enemy's difficulty (battle.h, docs/battle.md "Difficulty") and the
// view of what a unit cannot see.
#include <gtest/gtest.h>

#include "core/tactics/battle_scenario.h"

namespace qipan::tactics {
namespace {

// A player Lord far on the left of a long row, an enemy Soldier far right.
constexpr std::string_view far_apart = R"(scenario far
title Far apart

map
...........
L.........s
...........

units
# letter team   kind      class    hp  atk def move range
L        player Lord      foot     20  5   2   2    1
s        enemy  Soldier   foot     15  5   2   2    1
)";

TEST(Difficulty, NamesReadBack) {
  for (Difficulty d : difficulties) EXPECT_EQ(*parse_difficulty(difficulty_name(d)), d);
  EXPECT_EQ(parse_difficulty("brutal").error().message,
            "unknown difficulty 'brutal' (expected easy, normal or hard)");
  EXPECT_EQ(parse_scenario(far_apart)->difficulty(), Difficulty::normal);
}

TEST(Difficulty, AnEasyEnemyHoldsItsGroundUntilAPlayerUnitIsNear) {
  Battle normal = *parse_scenario(far_apart);
  ASSERT_TRUE(normal.end_turn().ok());
  EXPECT_EQ(normal.plan_enemy_step()->path.size(), 3u);  // two cells toward the Lord
  Battle easy = *parse_scenario(far_apart);
  easy.set_difficulty(Difficulty::easy);
  ASSERT_TRUE(easy.end_turn().ok());
  const EnemyStep held = *easy.plan_enemy_step();
  EXPECT_EQ(held.path, (std::vector<Point>{{10, 1}}));
  EXPECT_EQ(held.target, no_unit);
}

// A Bowman two cells from the Lord, which could strike it there next phase
// (its two steps to (1,0) and a blow).
constexpr std::string_view close_shot = R"(scenario shot
title Close shot

map
L.b....
.......
.......

units
# letter team   kind      class    hp  atk def move range
L        player Lord      foot     30  5   2   2    1
b        enemy  Bowman    foot     15  5   2   3    2-4
)";

TEST(Difficulty, AHardEnemyShootsFromOutOfThePlayersReach) {
  Battle normal = *parse_scenario(close_shot);
  ASSERT_TRUE(normal.end_turn().ok());
  const EnemyStep stay = *normal.plan_enemy_step();
  EXPECT_EQ(stay.path.back(), (Point{2, 0}));  // the cheapest cell: where it stands
  EXPECT_EQ(stay.target, 0);
  Battle hard = *parse_scenario(close_shot);
  hard.set_difficulty(Difficulty::hard);
  ASSERT_TRUE(hard.end_turn().ok());
  const EnemyStep away = *hard.plan_enemy_step();
  EXPECT_EQ(away.target, 0);
  // The Lord moves 2 and strikes 1, but cannot pass the Bowman on its row:
  // one step right is already beyond its reach, and the cheapest such cell.
  EXPECT_EQ(away.path.back(), (Point{3, 0}));
}

// Two player units the Wyvern can reach: a weak one it cannot defeat, and a
// hard hitter it cannot either; normal takes the one left weakest, hard the
// hard hitter, easy the first.
constexpr std::string_view two_targets = R"(scenario two
title Two targets

map
A...w
.....
B....

units
# letter team   kind      class    hp  atk def move range
A        player Archer    foot     30  4   2   2    1
B        player Fighter   foot     40  12  2   2    1
w        enemy  Wyvern    flying   16  8   4   6    1
)";

TEST(Difficulty, EachChoosesItsTarget) {
  auto target = [](Difficulty d) {
    Battle b = *parse_scenario(two_targets);
    b.set_difficulty(d);
    EXPECT_TRUE(b.end_turn().ok());
    return b.plan_enemy_step()->target;
  };
  EXPECT_EQ(target(Difficulty::normal), 0);  // 24 left to the Archer, 34 to the Fighter
  EXPECT_EQ(target(Difficulty::hard), 2);  // the Fighter (id 2, read after the Wyvern) hits hardest
  EXPECT_EQ(target(Difficulty::easy), 0);  // the least id
}

TEST(UnitViewSight, CellsInRangeBehindAWallAreUnseen) {
  Map map = *Map::create(5, 1);
  ASSERT_TRUE(map.set_terrain({2, 0}, "wall").ok());
  MoveOptions o;
  o.line_of_sight = true;
  map.set_options(o);
  BattleUnitSpec archer;
  archer.name = archer.kind = "Archer";
  archer.at = {0, 0};
  archer.stats = {
      .move = 0, .min_range = 2, .max_range = 3, .max_hp = 10, .attack = 5, .defence = 0};
  BattleUnitSpec foe;
  foe.name = foe.kind = "Soldier";
  foe.team = Team::enemy;
  foe.at = {3, 0};
  foe.stats = {.move = 2, .min_range = 1, .max_range = 1, .max_hp = 10, .attack = 5, .defence = 0};
  const BattleUnitSpec units[] = {archer, foe};
  Battle b = *Battle::create("wall", "Wall", map, units);
  const UnitView v = *b.view(0);
  EXPECT_TRUE(v.targets.empty());
  EXPECT_EQ(v.unseen_cells, (std::vector<Point>{{3, 0}}));
  EXPECT_EQ(v.unseen_targets, (std::vector<UnitId>{1}));
  // With sight off the same cell is a target, and nothing is unseen.
  Map open = map;
  open.set_options({});
  Battle b2 = *Battle::create("open", "Open", open, units);
  EXPECT_EQ(b2.view(0)->targets, (std::vector<UnitId>{1}));
  EXPECT_TRUE(b2.view(0)->unseen_cells.empty());
}

}  // namespace
}  // namespace qipan::tactics
