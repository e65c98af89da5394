#include "core/tactics/battle_click.h"

#include <gtest/gtest.h>

#include "battle_helpers.h"

namespace qipan::tactics {
namespace {

using testing::battle_of;
using testing::field_text;
using testing::snapshot;

BattleClick click_ok(Battle& b, Point p) {
  auto c = click(b, p);
  EXPECT_TRUE(c.ok()) << c.error().message;
  return c ? *c : BattleClick{};
}

TEST(BattleClick, OwnUnitSelectsAndTheSameAgainDeselects) {
  Battle b = battle_of(field_text);
  auto c = click_ok(b, {1, 1});
  EXPECT_EQ(c.action, BattleAction::select);
  EXPECT_EQ(b.selected(), 0);
  c = click_ok(b, {1, 3});  // another own unit: select it instead
  EXPECT_EQ(c.action, BattleAction::select);
  EXPECT_EQ(b.selected(), 2);
  c = click_ok(b, {1, 3});
  EXPECT_EQ(c.action, BattleAction::deselect);
  EXPECT_EQ(b.selected(), no_unit);
}

TEST(BattleClick, WithoutASelectionAnEnemyIsSelectedToInspectAndEmptyClears) {
  Battle b = battle_of(field_text);
  EXPECT_EQ(click_ok(b, {5, 4}).action, BattleAction::none);
  auto c = click_ok(b, {3, 1});
  EXPECT_EQ(c.action, BattleAction::select);
  EXPECT_EQ(b.selected(), 1);
  c = click_ok(b, {5, 4});
  EXPECT_EQ(c.action, BattleAction::deselect);
  EXPECT_EQ(b.selected(), no_unit);
  // Inspecting orders nothing.
  click_ok(b, {3, 1});
  click_ok(b, {2, 1});
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{1, 1}));
}

TEST(BattleClick, ACellInRangeMovesThereAlongThePath) {
  Battle b = battle_of(field_text);
  click_ok(b, {1, 1});
  auto c = click_ok(b, {2, 2});
  ASSERT_EQ(c.action, BattleAction::move);
  EXPECT_EQ(c.unit, 0);
  ASSERT_EQ(c.path.size(), 3u);
  EXPECT_EQ(c.path.front(), (Point{1, 1}));
  EXPECT_EQ(c.path.back(), (Point{2, 2}));
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{2, 2}));
  EXPECT_TRUE(b.unit(0)->moved);
  EXPECT_EQ(b.selected(), 0);
  // Moved: another cell is refused, the selection kept.
  EXPECT_EQ(click_ok(b, {2, 4}).action, BattleAction::reject);
  EXPECT_EQ(b.selected(), 0);
  // Clicking the moved unit again ends its turn.
  auto w = click_ok(b, {2, 2});
  EXPECT_EQ(w.action, BattleAction::wait);
  EXPECT_TRUE(b.unit(0)->acted);
  EXPECT_EQ(b.selected(), no_unit);
  // It cannot be ordered again: a click selects it only to look at.
  EXPECT_EQ(click_ok(b, {2, 2}).action, BattleAction::select);
  EXPECT_EQ(click_ok(b, {2, 3}).action, BattleAction::deselect);
  EXPECT_EQ(b.cell_of(*b.unit(0)), (Point{2, 2}));
}

TEST(BattleClick, AnUnreachableCellIsRejectedAndChangesNothing) {
  Battle b = battle_of(field_text);
  click_ok(b, {1, 1});
  const std::string before = snapshot(b);
  EXPECT_EQ(click_ok(b, {5, 0}).action, BattleAction::reject);  // 4 + 1 steps away
  EXPECT_EQ(click_ok(b, {1, 3}).action, BattleAction::select);  // own unit: select
  click_ok(b, {1, 1});
  EXPECT_EQ(snapshot(b), before);
}

TEST(BattleClick, AnEnemyInRangeIsAttackedAndOneOutOfRangeRejected) {
  Battle b = battle_of(field_text);
  click_ok(b, {1, 1});
  EXPECT_EQ(click_ok(b, {4, 3}).action, BattleAction::reject);  // not adjacent
  EXPECT_EQ(click_ok(b, {3, 1}).action, BattleAction::reject);  // two cells away
  ASSERT_EQ(click_ok(b, {2, 1}).action, BattleAction::move);
  auto c = click_ok(b, {3, 1});
  ASSERT_EQ(c.action, BattleAction::attack);
  EXPECT_EQ(c.outcome.target, 1);
  EXPECT_EQ(c.outcome.damage, 6);
  EXPECT_EQ(b.unit(1)->hp, 9);
  EXPECT_TRUE(b.unit(0)->acted);
  EXPECT_EQ(b.selected(), no_unit);
}

TEST(BattleClick, AnArcherAttacksFromTwoCellsAway) {
  Battle b = battle_of(field_text);
  // The soldier at (4,3) is three cells from the archer: one step brings it in range.
  click_ok(b, {1, 3});
  ASSERT_EQ(click_ok(b, {2, 3}).action, BattleAction::move);
  auto c = click_ok(b, {4, 3});
  ASSERT_EQ(c.action, BattleAction::attack);
  EXPECT_EQ(c.outcome.damage, 4);
}

TEST(BattleClick, NothingHappensOutsideThePlayerPhaseOrAfterTheEnd) {
  Battle b = battle_of(field_text);
  ASSERT_TRUE(b.end_turn().ok());
  ASSERT_EQ(b.phase(), Phase::enemy);
  const std::string before = snapshot(b);
  EXPECT_EQ(click_ok(b, {1, 1}).action, BattleAction::none);
  EXPECT_EQ(snapshot(b), before);
}

TEST(BattleClick, ACellOffTheMapIsAnError) {
  Battle b = battle_of(field_text);
  auto c = click(b, {6, 0});
  ASSERT_FALSE(c.ok());
  EXPECT_NE(c.error().message.find("off the map"), std::string::npos) << c.error().message;
  EXPECT_FALSE(click(b, {-1, 2}).ok());
}

}  // namespace
}  // namespace qipan::tactics
