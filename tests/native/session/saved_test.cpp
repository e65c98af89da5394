// A game kept and shared: the fields text, a board game saved and restored
// (moves, start position, rule switches, play setting), stored text that is
// corrupt or stale refused with its reason, what counts as a game in
// progress, looking back through the moves, and a battle replayed from its
// steps.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/session/browse.h"
#include "core/session/fields.h"
#include "core/session/saved_battle.h"
#include "core/session/saved_game.h"
#include "core/tactics/battle.h"
#include "core/tactics/battle_save.h"
#include "core/tactics/battle_scenario.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using xiangqi::Position;
using XSession = Session<Position>;

XSession played(const std::vector<std::string>& moves) {
  XSession s;
  for (const auto& m : moves) EXPECT_TRUE(s.play(mv<Position>(m)).ok()) << m;
  return s;
}

TEST(Fields, RoundTripEncodesOnlyWhatAFragmentCannotHold) {
  Fields f;
  f.add("game", "xiangqi");
  f.add("fen", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  f.add("note", "a&b=c%d 棋");
  const std::string text = f.text();
  EXPECT_EQ(text.substr(0, 43), "game=xiangqi&fen=4k4/9/9/9/9/9/9/9/9/4K4%20");
  auto back = Fields::parse(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->all(), f.all());
  auto hashed = Fields::parse("#" + text);
  ASSERT_TRUE(hashed.ok());
  EXPECT_EQ(hashed->get("note"), "a&b=c%d 棋");
}

TEST(Fields, FindsTheSavedTextInALinkOrAPaste) {
  EXPECT_EQ(saved_text_in(" https://x.org/p/#v=1&game=xiangqi&moves=h2e2\n"),
            "v=1&game=xiangqi&moves=h2e2");
  EXPECT_EQ(saved_text_in("v=1&game=jungle"), "v=1&game=jungle");
  EXPECT_FALSE(saved_text_in("[Event \"x\"]\n\n1. C2.5 H8+7 *"));
  EXPECT_FALSE(saved_text_in("1. R1+# *"));  // a record whose move carries '#'
  EXPECT_FALSE(saved_text_in("   "));
}

TEST(Fields, RefusesWhatIsNotPairs) {
  EXPECT_EQ(Fields::parse("game").error().message, "'game' is not a key=value pair");
  EXPECT_EQ(Fields::parse("=x").error().message, "a pair has no key: '=x'");
  EXPECT_EQ(Fields::parse("a=1&a=2").error().message, "the key 'a' is given twice");
  EXPECT_EQ(Fields::parse("a=%4").error().message,
            "the value of 'a': bad escape at character 1: '%' must be followed by two hex digits");
  EXPECT_TRUE(Fields::parse("").ok());
}

TEST(SavedGame, XiangqiMovesRoundTripWithoutStartOrSetting) {
  const XSession s = played({"h2e2", "h9g7", "h0g2"});
  const Fields f = save_game(s);
  EXPECT_EQ(f.text(), "v=1&game=xiangqi&moves=h2e2h9g7h0g2");
  auto back = restore_game<Position>(f);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->session.position().fen(), s.position().fen());
  EXPECT_EQ(back->session.history_size(), 3u);
  EXPECT_FALSE(back->play.computer);
  EXPECT_TRUE(back->session.can_undo());
}

TEST(SavedGame, KeepsASetUpStartTheComputerAndTheMoveOnView) {
  auto s = session_from<Position>("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
  ASSERT_TRUE(s.play(mv<Position>("e1e5")).ok());
  PlaySetting<Position> play;
  play.computer = xiangqi::Side::black;
  play.level = 5;
  play.view = 0;
  const Fields f = save_game(s, &play);
  EXPECT_EQ(f.get("fen"), "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
  EXPECT_EQ(f.get("computer"), "black");
  auto back = restore_game<Position>(*Fields::parse(f.text()));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->session.position().fen(), s.position().fen());
  EXPECT_EQ(back->play.computer, xiangqi::Side::black);
  EXPECT_EQ(back->session.computer(), xiangqi::Side::black);
  EXPECT_EQ(back->play.level, 5);
  EXPECT_EQ(back->play.view, 0u);
}

TEST(SavedGame, JungleRuleSwitchesTravelWithTheGame) {
  jungle::Rules rules;
  rules.elephant_takes_rat = true;
  rules.repetition_count = 2;
  EXPECT_EQ(rules_text<games::Jungle>(rules), "elephantTakesRat=true,repetitionCount=2");
  EXPECT_EQ(rules_text<games::Jungle>(jungle::Rules{}), "");
  auto start = jungle::Position::from_fen(jungle::Position().fen(), rules);
  ASSERT_TRUE(start.ok());
  Session<jungle::Position> s(*start);
  ASSERT_TRUE(s.play(mv<jungle::Position>("a3a4")).ok());
  const Fields f = save_game(s);
  EXPECT_EQ(f.text(),
            "v=1&game=jungle&rules=elephantTakesRat%3Dtrue,repetitionCount%3D2&moves=a3a4");
  auto back = restore_game<jungle::Position>(f);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->session.position().rules(), rules);
  EXPECT_FALSE(parse_rules<games::Jungle>("sharks=true").ok());
  EXPECT_FALSE(parse_rules<games::Jungle>("repetitionCount=1").ok());
}

// Every damaged or stale text is refused with what is wrong, never half read.
TEST(SavedGame, CorruptOrStaleTextIsRefusedWithItsReason) {
  auto refuse = [](std::string_view text) {
    auto f = Fields::parse(text);
    if (!f) return f.error().message;
    auto r = restore_game<Position>(*f);
    return r ? std::string("restored") : r.error().message;
  };
  EXPECT_EQ(refuse("game=xiangqi&moves=h2e2"), "not a saved game: it has no version (v=)");
  EXPECT_EQ(refuse("v=9&game=xiangqi"),
            "saved in format version '9', this page reads versions 1 and 2");
  EXPECT_EQ(refuse("v=1&game=jungle&moves="), "the saved game is 'jungle', not xiangqi");
  EXPECT_EQ(refuse("v=1&game=xiangqi&moves=h2e2h2e2"),
            "move 2 'h2e2' is not legal in its position");
  EXPECT_EQ(refuse("v=1&game=xiangqi&moves=h2e2h3"), "the moves end with the lone square 'h3'");
  EXPECT_EQ(refuse("v=1&game=xiangqi&moves=h2e2%20"),
            "the moves: expected a file letter at character 5 of 'h2e2 '");
  EXPECT_EQ(refuse("v=1&game=xiangqi&fen=nonsense").substr(0, 20), "the start position: ");
  EXPECT_EQ(refuse("v=1&game=xiangqi&level=12"), "the level must be 1 to 8, got '12'");
  EXPECT_EQ(refuse("v=1&game=xiangqi&computer=blue"),
            "the computer's side 'blue' is not a side of the game");
  EXPECT_EQ(refuse("v=1&game=xiangqi&rules=x"), "xiangqi has no rule switches to restore");
  EXPECT_EQ(refuse("v=1&game=xiangqi&moves=z9z9").substr(0, 14), "move 1 'z9z9':");
  EXPECT_EQ(refuse("v=1&game=xiangqi&moves=h2e2&view=7"), "restored");  // past the end: live
}

TEST(SavedGame, InProgressOnceAMoveIsMadeUntilTheGameEnds) {
  XSession s;
  EXPECT_FALSE(in_progress(s));
  ASSERT_TRUE(s.play(mv<Position>("h2e2")).ok());
  EXPECT_TRUE(in_progress(s));
  // A finished game, from a set-up: two rooks mate.
  auto mate = session_from<Position>("3k5/8R/9/9/9/9/9/9/R8/4K4 w - - 0 1");
  ASSERT_TRUE(mate.play(mv<Position>("a1a9")).ok());
  ASSERT_TRUE(mate.position().status().over);
  EXPECT_FALSE(in_progress(mate));
}

TEST(Browse, StepsThroughTheMovesAndBackToTheLivePosition) {
  const XSession s = played({"h2e2", "h9g7", "h0g2"});
  Browse b;
  EXPECT_TRUE(b.live());
  EXPECT_FALSE(b.step(BrowseStep::forward, 3));
  EXPECT_TRUE(b.step(BrowseStep::back, 3));
  EXPECT_EQ(b.ply(), 2u);
  EXPECT_EQ(position_at(s, 2).fen(), s.history_entry(2).before.fen());
  EXPECT_EQ(to_string(*move_before(s, 2)), "h9g7");
  EXPECT_TRUE(b.step(BrowseStep::first, 3));
  EXPECT_EQ(b.ply(), 0u);
  EXPECT_EQ(position_at(s, 0).fen(), Position().fen());
  EXPECT_FALSE(move_before(s, 0));
  EXPECT_FALSE(b.step(BrowseStep::back, 3));
  EXPECT_TRUE(b.step(BrowseStep::forward, 3));
  EXPECT_TRUE(b.step(BrowseStep::forward, 3));
  EXPECT_TRUE(b.step(BrowseStep::forward, 3));
  EXPECT_TRUE(b.live());
  b.show(1, 3);
  EXPECT_EQ(b.ply(), 1u);
  b.show(3, 3);
  EXPECT_TRUE(b.live());
  EXPECT_TRUE(b.step(BrowseStep::first, 3));
  EXPECT_TRUE(b.step(BrowseStep::last, 3));
  EXPECT_TRUE(b.live());
  EXPECT_FALSE(b.step(BrowseStep::first, 0));
  EXPECT_EQ(&position_at(s, 3), &s.position());
}

// The first living unit of `team` that can move somewhere.
tactics::UnitId first_unit(const tactics::Battle& b, tactics::Team team) {
  for (const auto& u : b.units()) {
    if (u.team == team && u.alive()) return u.id;
  }
  return tactics::no_unit;
}

TEST(SavedBattle, ReplaysTheStepsToTheSameBattle) {
  auto loaded = BattleSession::load("ford");
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  BattleSession session = std::move(loaded).value();
  const tactics::Battle& b = session.battle();
  auto take = [&](BattleStep s) {
    auto r = session.take(s);
    ASSERT_TRUE(r.ok()) << r.error().message;
  };
  const tactics::UnitId lord = first_unit(b, tactics::Team::player);
  const tactics::Point at = b.cell_of(*b.unit(lord));
  take({BattleStep::Kind::click, at});
  auto reach = b.reachable(lord);
  ASSERT_TRUE(reach.ok());
  ASSERT_GT(reach->size(), 1u);
  take({BattleStep::Kind::click, reach->back().at});
  take({BattleStep::Kind::cancel, {}});  // back where it began, still selected
  EXPECT_EQ(b.cell_of(*b.unit(lord)), at);
  take({BattleStep::Kind::click, reach->back().at});
  take({BattleStep::Kind::wait, {}});
  EXPECT_TRUE(session.in_progress());
  take({BattleStep::Kind::end_turn, {}});  // the enemy phase runs, turn 2 begins
  EXPECT_EQ(b.turn(), 2);

  const Fields f = save_replay(session);
  EXPECT_EQ(f.get("steps")->substr(f.get("steps")->size() - 4), ",w,e");
  EXPECT_NE(f.get("steps")->find(",c,"), std::string::npos);
  auto back = restore_replay(*Fields::parse(f.text()));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->source(), "ford");
  EXPECT_EQ(back->steps(), session.steps());
  EXPECT_EQ(back->battle().turn(), b.turn());
  ASSERT_EQ(back->battle().units().size(), b.units().size());
  for (std::size_t i = 0; i < b.units().size(); ++i) {
    EXPECT_EQ(back->battle().units()[i].hp, b.units()[i].hp);
    EXPECT_EQ(back->battle().cell_of(back->battle().units()[i]), b.cell_of(b.units()[i]));
  }
  EXPECT_TRUE(back->in_progress());
  auto fresh = restore_replay(*Fields::parse("v=1&game=tactics&scenario=ford"));
  ASSERT_TRUE(fresh.ok());
  EXPECT_FALSE(fresh->in_progress());
}

// Every shipped scenario, the Tiled maps among them, and a map file's own
// text (a dropped file), saved as a replay mid-game — after an enemy phase,
// with a unit moved and selected — and restored through the fields text:
// the same battle to the last field (its snapshot, which carries the map's
// topology, heights, costs, sight and each unit's jump), the same log and
// steps.
TEST(SavedBattle, EveryScenarioAndMapReplaysToTheSameBattleMidGame) {
  std::vector<std::string> sources;
  for (const tactics::ShippedScenario& s : tactics::shipped_scenarios()) {
    sources.emplace_back(s.name);
    if (!s.is_text()) sources.emplace_back(s.text);
  }
  for (const std::string& source : sources) {
    const std::string where = source.substr(0, 20);
    for (tactics::Difficulty d : tactics::difficulties) {
      auto loaded = BattleSession::load(source, d);
      ASSERT_TRUE(loaded.ok()) << where << ": " << loaded.error().message;
      BattleSession session = std::move(loaded).value();
      const tactics::Battle& b = session.battle();
      auto take = [&](BattleStep s) {
        auto r = session.take(s);
        ASSERT_TRUE(r.ok()) << where << ": " << r.error().message;
      };
      // The first player unit walks as far as it can and waits; the turn
      // ends (the enemy plays); then the next one moves and stays selected.
      for (int round = 0; round < 2 && b.status() == tactics::BattleStatus::ongoing; ++round) {
        const tactics::UnitId u = first_unit(b, tactics::Team::player);
        take({BattleStep::Kind::click, b.cell_of(*b.unit(u))});
        const auto reach = *b.reachable(u);
        take({BattleStep::Kind::click, reach.back().at});
        if (round == 1) break;
        take({BattleStep::Kind::wait, {}});
        if (b.phase() == tactics::Phase::player) take({BattleStep::Kind::end_turn, {}});
      }
      const Fields f = save_replay(session);
      auto back = restore_replay(*Fields::parse(f.text()));
      ASSERT_TRUE(back.ok()) << where << ": " << back.error().message;
      EXPECT_EQ(back->source(), source);
      EXPECT_EQ(back->steps(), session.steps()) << where;
      EXPECT_EQ(tactics::save_snapshot(back->battle()), tactics::save_snapshot(b)) << where;
      ASSERT_EQ(back->battle().log().size(), b.log().size()) << where;
      for (std::size_t i = 0; i < b.log().size(); ++i) {
        EXPECT_EQ(back->battle().log()[i], b.log()[i]) << where << " log " << i;
      }
      EXPECT_EQ(back->can_undo(), session.can_undo()) << where;
    }
  }
}

TEST(SavedBattle, KeepsTheDifficultyAndPlaysTheEnemyAsItDid) {
  auto session = BattleSession::load("hex_crossing", tactics::Difficulty::hard);
  ASSERT_TRUE(session.ok());
  ASSERT_TRUE(session->take({BattleStep::Kind::end_turn, {}}).ok());
  const Fields f = save_replay(*session);
  EXPECT_EQ(f.get("difficulty"), "hard");
  auto back = restore_replay(*Fields::parse(f.text()));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->battle().difficulty(), tactics::Difficulty::hard);
  EXPECT_EQ(back->battle().log().size(), session->battle().log().size());
  for (std::size_t i = 0; i < back->battle().log().size(); ++i) {
    EXPECT_EQ(back->battle().log()[i], session->battle().log()[i]);
  }
  // Normal is not written; an unknown one is refused.
  EXPECT_FALSE(save_replay(*BattleSession::load("ford")).get("difficulty").has_value());
  auto bad = restore_replay(*Fields::parse("v=1&game=tactics&scenario=ford&difficulty=mad"));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(
      bad.error().message,
      "the saved battle's difficulty: unknown difficulty 'mad' (expected easy, normal or hard)");
}

TEST(SavedBattle, RefusesAStepThatDoesNothingOrAnUnknownScenario) {
  auto refuse = [](std::string_view text) {
    auto r = restore_replay(*Fields::parse(text));
    return r ? std::string("restored") : r.error().message;
  };
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=ford"), "restored");
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=ford&steps=w").substr(0, 12), "step 1 'w': ");
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=ford&steps=0.0"),
            "step 1 '0.0': a click on 0.0 does nothing here");
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=ford&steps=x"),
            "step 1 'x': expected a cell x.y, 'w' (wait), 'e' (end turn) or 'c' (cancel)");
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=ford&steps=c"),
            "step 1 'c': a cancel does nothing here");
  EXPECT_EQ(refuse("v=1&game=tactics&scenario=atlantis").substr(0, 14), "the scenario: ");
  EXPECT_EQ(refuse("v=1&game=tactics"), "the saved battle does not name its scenario (scenario=)");
}

}  // namespace
}  // namespace qipan::session::test
