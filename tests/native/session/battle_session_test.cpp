// A battle in progress (core/session/battle_session.h): each step taken
// through tactics::click, Wait, End turn or cancel; the enemy phase after
// an order that ends the player's phase, with what playback needs; a step
// that does nothing refused, leaving the battle and the steps unchanged.
#include "core/session/battle_session.h"

#include <gtest/gtest.h>

#include <string>

#include "core/tactics/battle_save.h"
#include "core/tactics/battle_scenario.h"

namespace qipan::session::test {
namespace {

using tactics::BattleAction;
using tactics::Point;
using Kind = BattleStep::Kind;

// The lord (unit 0) at (0,0) and a soldier (unit 1) at (4,0), both moving 2.
constexpr std::string_view duel = R"(scenario duel
title Duel

map
L...s
.....

units
L player Lord    foot 20 9 5 2 1
s enemy  Soldier foot 15 8 3 2 1
)";

BattleSession loaded(std::string_view text) {
  auto s = BattleSession::load(text);
  EXPECT_TRUE(s.ok()) << s.error().message;
  return std::move(s).value();
}

std::string cells(const std::vector<Point>& path) {
  std::string out;
  for (const Point& p : path) out += tactics::to_string(p);
  return out;
}

TEST(BattleSession, AnOrderEndingThePhaseBringsTheEnemyPhase) {
  BattleSession s = loaded(duel);
  EXPECT_EQ(s.source(), duel);
  auto select = s.take({Kind::click, {0, 0}});
  ASSERT_TRUE(select.ok()) << select.error().message;
  EXPECT_EQ(select->order.action, BattleAction::select);
  EXPECT_FALSE(select->enemy_phase);
  auto move = s.take({Kind::click, {2, 0}});
  ASSERT_TRUE(move.ok()) << move.error().message;
  EXPECT_EQ(move->order.action, BattleAction::move);
  EXPECT_EQ(cells(move->order.path), "(0, 0)(1, 0)(2, 0)");
  EXPECT_FALSE(move->enemy_phase);  // the lord may still act
  const std::size_t log_before = s.battle().log().size();

  auto wait = s.take({Kind::wait, {}});
  ASSERT_TRUE(wait.ok()) << wait.error().message;
  EXPECT_EQ(wait->order.action, BattleAction::wait);
  EXPECT_EQ(wait->order.unit, 0u);
  ASSERT_TRUE(wait->enemy_phase);
  const EnemyPhase& phase = *wait->enemy_phase;
  EXPECT_EQ(phase.turn, 1);
  // The soldier walks to (3,0) and strikes the lord: 8 - 5 = 3.
  ASSERT_EQ(phase.steps.size(), 1u);
  EXPECT_EQ(cells(phase.steps[0].path), "(4, 0)(3, 0)");
  EXPECT_EQ(phase.steps[0].target, 0u);
  EXPECT_EQ(phase.steps[0].damage, 3);
  ASSERT_EQ(phase.units_before.size(), 2u);
  EXPECT_EQ(phase.units_before[0].hp, 20);
  EXPECT_EQ(s.battle().unit(0)->hp, 17);
  // The log: the lord's wait and the enemy phase's start before the phase,
  // the soldier's lines (and the next phase) in its step.
  EXPECT_GT(phase.log_start, log_before);
  ASSERT_EQ(phase.log_end.size(), 1u);
  EXPECT_GT(phase.log_end[0], phase.log_start);
  EXPECT_EQ(phase.log_end[0], s.battle().log().size());
  EXPECT_EQ(s.battle().phase(), tactics::Phase::player);
  EXPECT_EQ(s.battle().turn(), 2);

  auto end = s.take({Kind::end_turn, {}});
  ASSERT_TRUE(end.ok()) << end.error().message;
  EXPECT_EQ(end->order.action, BattleAction::none);
  ASSERT_TRUE(end->enemy_phase);
  EXPECT_EQ(end->enemy_phase->turn, 2);
  EXPECT_EQ(s.battle().turn(), 3);
  EXPECT_EQ(
      s.steps(),
      (std::vector<BattleStep>{
          {Kind::click, {0, 0}}, {Kind::click, {2, 0}}, {Kind::wait, {}}, {Kind::end_turn, {}}}));
  EXPECT_TRUE(s.in_progress());
}

TEST(BattleSession, CancelTakesTheMoveBackBeforeTheEnemyPhase) {
  BattleSession s = loaded(duel);
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  ASSERT_TRUE(s.take({Kind::click, {1, 1}}).ok());
  EXPECT_EQ(s.battle().cell_of(*s.battle().unit(0)), (Point{1, 1}));
  auto back = s.take({Kind::cancel, {}});
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->order.action, BattleAction::cancel);
  EXPECT_EQ(back->order.path.front(), (Point{1, 1}));
  EXPECT_EQ(back->order.path.back(), (Point{0, 0}));
  EXPECT_FALSE(back->enemy_phase);
  EXPECT_EQ(s.battle().cell_of(*s.battle().unit(0)), (Point{0, 0}));
  EXPECT_FALSE(s.battle().unit(0)->moved);
  EXPECT_EQ(s.battle().selected(), 0u);  // still selected
  // Cancel again clears the selection; a third time there is nothing to do.
  auto clear = s.take({Kind::cancel, {}});
  ASSERT_TRUE(clear.ok());
  EXPECT_EQ(clear->order.action, BattleAction::deselect);
  EXPECT_FALSE(s.take({Kind::cancel, {}}).ok());
  EXPECT_EQ(s.steps().size(), 4u);
}

TEST(BattleSession, AStepThatDoesNothingIsRefusedAndChangesNothing) {
  BattleSession s = loaded(duel);
  const std::string before = tactics::save_snapshot(s.battle());
  auto refused = [&](BattleStep step) {
    auto r = s.take(step);
    return r ? std::string("taken") : r.error().message;
  };
  EXPECT_EQ(refused({Kind::cancel, {}}), "a cancel does nothing here");
  EXPECT_EQ(refused({Kind::click, {2, 1}}), "a click on 2.1 does nothing here");
  EXPECT_EQ(refused({Kind::click, {9, 0}}), "cell (9, 0) is off the map (5x2)");
  EXPECT_NE(refused({Kind::wait, {}}), "taken");
  EXPECT_EQ(tactics::save_snapshot(s.battle()), before);
  EXPECT_TRUE(s.steps().empty());
  EXPECT_FALSE(s.in_progress());
  // The lord selected, a cell out of its reach is refused, keeping it.
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  EXPECT_EQ(refused({Kind::click, {4, 1}}), "a click on 4.1 does nothing here");
  EXPECT_EQ(s.battle().selected(), 0u);
  EXPECT_EQ(s.steps().size(), 1u);
}

TEST(BattleSession, AWinningBlowBringsNoEnemyPhase) {
  BattleSession s = loaded(R"(scenario blow
title Blow

map
Ls..

units
L player Lord    foot 20 9 5 2 1
s enemy  Soldier foot 6  8 3 2 1
)");
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  auto blow = s.take({Kind::click, {1, 0}});
  ASSERT_TRUE(blow.ok()) << blow.error().message;
  EXPECT_EQ(blow->order.action, BattleAction::attack);
  EXPECT_TRUE(blow->order.outcome.defeated);
  EXPECT_FALSE(blow->enemy_phase);
  EXPECT_EQ(s.battle().status(), tactics::BattleStatus::won);
  EXPECT_FALSE(s.in_progress());
  EXPECT_FALSE(s.take({Kind::end_turn, {}}).ok());
  EXPECT_EQ(s.steps().size(), 2u);
}

TEST(BattleSession, UndoTakesBackTheStepsSinceTheEnemyPlayed) {
  BattleSession s = loaded(duel);
  EXPECT_FALSE(s.can_undo());
  EXPECT_EQ(s.undo().error().message, "no step has been taken");
  const std::string start = tactics::save_snapshot(s.battle());
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  ASSERT_TRUE(s.take({Kind::click, {2, 0}}).ok());
  const std::string moved = tactics::save_snapshot(s.battle());
  ASSERT_TRUE(s.take({Kind::cancel, {}}).ok());
  ASSERT_TRUE(s.can_undo());
  ASSERT_TRUE(s.undo().ok());  // the cancel taken back: the lord stands at (2,0) again
  EXPECT_EQ(tactics::save_snapshot(s.battle()), moved);
  ASSERT_TRUE(s.undo().ok());
  ASSERT_TRUE(s.undo().ok());
  EXPECT_EQ(tactics::save_snapshot(s.battle()), start);
  EXPECT_TRUE(s.steps().empty());
  EXPECT_FALSE(s.can_undo());
  // After the enemy phase the steps before it stay; those after it go.
  ASSERT_TRUE(s.take({Kind::end_turn, {}}).ok());
  EXPECT_FALSE(s.can_undo());
  EXPECT_EQ(s.undo().error().message, "the enemy has played since the last step: it stays");
  const std::string turn2 = tactics::save_snapshot(s.battle());
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  EXPECT_TRUE(s.can_undo());
  ASSERT_TRUE(s.undo().ok());
  EXPECT_EQ(tactics::save_snapshot(s.battle()), turn2);
  EXPECT_EQ(s.steps(), (std::vector<BattleStep>{{Kind::end_turn, {}}}));
  EXPECT_FALSE(s.can_undo());
}

TEST(BattleSession, LoadsAShippedScenarioOrRefusesAnUnknownOne) {
  auto ford = BattleSession::load("ford");
  ASSERT_TRUE(ford.ok()) << ford.error().message;
  EXPECT_EQ(ford->source(), "ford");
  EXPECT_EQ(ford->battle().name(), "ford");
  EXPECT_FALSE(BattleSession::load("atlantis").ok());
}

TEST(BattleSession, LoadsTheShippedMapsAndAMapFilesText) {
  for (std::string_view name : {"hex_crossing", "highlands"}) {
    auto s = BattleSession::load(name);
    ASSERT_TRUE(s.ok()) << name << ": " << s.error().message;
    EXPECT_EQ(s->battle().name(), name);
    EXPECT_TRUE(s->battle().map().options().line_of_sight);
  }
  // A map file's own text: a battle named "imported".
  const std::string text = std::string(tactics::shipped_scenario("highlands")->text);
  auto imported = BattleSession::load(text);
  ASSERT_TRUE(imported.ok()) << imported.error().message;
  EXPECT_EQ(imported->battle().name(), imported_battle_name);
  EXPECT_EQ(imported->battle().title(), "The Highland Ridge");
  EXPECT_EQ(imported->source(), text);
  EXPECT_FALSE(BattleSession::load("{\"type\": \"map\"").ok());
}

TEST(BattleSession, TheDifficultyIsChosenBeforeTheFirstStepAndUndoKeepsIt) {
  auto hard = BattleSession::load(duel, tactics::Difficulty::hard);
  ASSERT_TRUE(hard.ok());
  EXPECT_EQ(hard->battle().difficulty(), tactics::Difficulty::hard);
  BattleSession s = loaded(duel);
  EXPECT_EQ(s.battle().difficulty(), tactics::Difficulty::normal);
  ASSERT_TRUE(s.set_difficulty(tactics::Difficulty::easy).ok());
  ASSERT_TRUE(s.take({Kind::click, {0, 0}}).ok());
  EXPECT_EQ(s.set_difficulty(tactics::Difficulty::hard).error().message,
            "the difficulty is chosen before the first step (1 taken): start the battle again");
  EXPECT_TRUE(s.set_difficulty(tactics::Difficulty::easy).ok());  // the same: nothing changes
  ASSERT_TRUE(s.undo().ok());
  EXPECT_EQ(s.battle().difficulty(), tactics::Difficulty::easy);
}

TEST(BattleSession, StepsAsTextAndBack) {
  for (const BattleStep& s : {BattleStep{Kind::click, {3, 12}}, BattleStep{Kind::wait, {}},
                              BattleStep{Kind::end_turn, {}}, BattleStep{Kind::cancel, {}}}) {
    auto back = parse_step(step_text(s));
    ASSERT_TRUE(back.ok()) << step_text(s);
    EXPECT_EQ(*back, s);
  }
  EXPECT_EQ(step_text({Kind::click, {3, 12}}), "3.12");
  EXPECT_FALSE(parse_step("3.").ok());
  EXPECT_FALSE(parse_step("-1.2").ok());
  EXPECT_FALSE(parse_step("q").ok());
}

}  // namespace
}  // namespace qipan::session::test
