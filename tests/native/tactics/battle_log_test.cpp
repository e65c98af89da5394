// The battle log (Battle::log, battle_log.h), cancel() — what Esc and a
// right click mean — and the red fringe leaving allies' cells out.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "battle_helpers.h"
#include "core/tactics/battle_click.h"
#include "core/tactics/battle_log.h"

namespace qipan::tactics {
namespace {

using testing::battle_of;
using testing::field_text;

std::vector<std::string> lines(const Battle& b) {
  std::vector<std::string> out;
  for (const BattleEvent& e : b.log()) out.push_back(describe(b, e));
  return out;
}

TEST(BattleLog, TellsMovesAttacksAndPhases) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {2, 1}));
  ASSERT_TRUE(b.attack(0, 1));
  ASSERT_TRUE(b.wait(2));
  // The enemy phase: the soldiers cannot move; the one next to the Lord hits back.
  ASSERT_TRUE(b.run_enemy_phase());
  const std::vector<std::string> want = {
      "Turn 1 · your phase", "Lord moved (1, 1) → (2, 1)", "Lord hit Soldier 1 for 6 (HP 9 left)",
      "Archer waited",       "Turn 1 · enemy phase",       "Soldier 1 hit Lord for 3 (HP 17 left)",
      "Soldier 2 waited",    "Turn 2 · your phase",
  };
  EXPECT_EQ(lines(b), want);
  EXPECT_FALSE(enemy_event(b, b.log()[1]));
  EXPECT_TRUE(enemy_event(b, b.log()[4]));
  EXPECT_TRUE(enemy_event(b, b.log()[5]));
}

TEST(BattleLog, TellsADefeat) {
  Battle b = battle_of(R"(map
....
.Ls.
....

units
L player Lord    foot 20 30 5 4 1
s enemy  Soldier foot 15 8 3 0 1
)");
  ASSERT_TRUE(b.attack(0, 1));
  const auto l = lines(b);
  ASSERT_GE(l.size(), 3u);
  EXPECT_EQ(l[1], "Lord hit Soldier for 27 (HP 0 left)");
  EXPECT_EQ(l[2], "Soldier was defeated by Lord");
  EXPECT_EQ(b.log()[2].kind, EventKind::defeat);
  EXPECT_EQ(b.log()[2].to, (Point{2, 1}));
}

TEST(BattleCancel, TakesBackAMoveThenClearsTheSelection) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(click(b, {1, 3}));  // select the Archer
  auto moved = click(b, {2, 4});
  ASSERT_TRUE(moved);
  ASSERT_EQ(moved->action, BattleAction::move);
  BattleClick c = cancel(b);
  EXPECT_EQ(c.action, BattleAction::cancel);
  EXPECT_EQ(c.unit, 2);
  EXPECT_EQ(c.path, (std::vector<Point>{{2, 4}, {1, 3}}));
  EXPECT_EQ(b.cell_of(*b.unit(2)), (Point{1, 3}));
  EXPECT_EQ(b.selected(), 2);
  EXPECT_TRUE(b.can_move(2));
  EXPECT_EQ(lines(b).back(), "Archer went back to (1, 3)");
  // Again: nothing to take back, the selection goes.
  c = cancel(b);
  EXPECT_EQ(c.action, BattleAction::deselect);
  EXPECT_EQ(b.selected(), no_unit);
  EXPECT_EQ(cancel(b).action, BattleAction::none);
}

TEST(BattleCancel, AUnitThatActedCannotGoBack) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.move(0, {2, 1}));
  ASSERT_TRUE(b.attack(0, 1));
  ASSERT_TRUE(b.select(0));
  EXPECT_EQ(cancel(b).action, BattleAction::deselect);
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{2, 1}));
}

TEST(BattleView, AnAllysCellIsNotInTheAttackFringe) {
  Battle b = battle_of(field_text);
  auto v = b.view(0);
  ASSERT_TRUE(v);
  auto has = [&](Point p) {
    return std::find(v->attack_cells.begin(), v->attack_cells.end(), p) != v->attack_cells.end();
  };
  EXPECT_FALSE(has({1, 3}));  // the Archer's cell
  EXPECT_TRUE(has({3, 1}));   // an enemy's cell
}

}  // namespace
}  // namespace qipan::tactics
