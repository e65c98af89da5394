// The game table as the Play tab uses it: a game begins with its first move
// or Start, the time control changes only before, no move while paused or
// after the end, no take-back of an end beside the board, who acts at a
// screen, and the record carrying Result and Termination.
#include <gtest/gtest.h>

#include <string>

#include "core/jungle/position.h"
#include "core/session/session.h"
#include "core/session/table.h"
#include "core/session/table_tags.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session {
namespace {

using test::mv;
using xiangqi::Side;
using XTable = Table<xiangqi::Position>;

TimeControl control(std::string_view name) {
  auto c = parse_time_control(name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? *c : TimeControl{};
}

TEST(TablePlay, BeginsWithTheFirstMoveOrStart) {
  XTable t;
  xiangqi::Position p;
  EXPECT_FALSE(t.begun());
  EXPECT_FALSE(t.computer_may_move(p));  // the computer waits for Start
  EXPECT_TRUE(t.takes_moves(p));         // a person may begin with a move
  t.begin();
  EXPECT_TRUE(t.begun());
  EXPECT_TRUE(t.computer_may_move(p));

  XTable moved;
  const Side mover = p.side_to_move();
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("h2e2")).ok());
  moved.moved(p, mover, 100);
  EXPECT_TRUE(moved.begun());
}

TEST(TablePlay, TimeControlChangesOnlyBeforeTheGameBegins) {
  XTable t;
  ASSERT_TRUE(t.set_control(control("5+3")).ok());
  EXPECT_TRUE(t.timed());
  EXPECT_EQ(t.clock().control(), control("5+3"));
  ASSERT_TRUE(t.set_control(TimeControl{}).ok());  // back to no clock
  EXPECT_FALSE(t.timed());
  // A control no one could play is refused and changes nothing.
  TimeControl tiny;
  tiny.main_ms = 10;
  EXPECT_EQ(t.set_control(tiny).error().code, ErrorCode::bad_argument);
  EXPECT_FALSE(t.timed());
  t.begin();
  const auto late = t.set_control(control("10+5"));
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.error().code, ErrorCode::refused);
  EXPECT_FALSE(t.timed());
}

TEST(TablePlay, NoMoveWhilePausedOrAfterTheEnd) {
  XTable t(control("5+3"));
  xiangqi::Position p;
  const Side mover = p.side_to_move();
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("h2e2")).ok());
  t.moved(p, mover, 0);
  EXPECT_TRUE(t.running());
  ASSERT_TRUE(t.pause(1000, false).ok());
  EXPECT_FALSE(t.running());
  EXPECT_FALSE(t.takes_moves(p));
  EXPECT_FALSE(t.computer_may_move(p));
  ASSERT_TRUE(t.resume(2000).ok());
  EXPECT_TRUE(t.takes_moves(p));
  ASSERT_TRUE(t.resign(p, Side::black, 3000).ok());
  EXPECT_FALSE(t.takes_moves(p));
  EXPECT_FALSE(t.running());
  EXPECT_FALSE(t.can_take_back(p));
}

TEST(TablePlay, TheBoardsOwnEndMayBeTakenBack) {
  XTable t;
  auto p = *xiangqi::Position::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  const Side mover = p.side_to_move();
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("b0b9")).ok());  // mate
  t.moved(p, mover, 0);
  ASSERT_TRUE(t.over(p));
  EXPECT_EQ(t.outcome(p)->how, Termination::rules);
  EXPECT_FALSE(t.takes_moves(p));
  EXPECT_TRUE(t.can_take_back(p));
}

TEST(TablePlay, WhoActsAtAScreen) {
  // Between people, the side to move; against the computer, the person;
  // by link, the side played here.
  EXPECT_EQ(acting_side<Side>(std::nullopt, std::nullopt, Side::black), Side::black);
  EXPECT_EQ(acting_side<Side>(Side::black, std::nullopt, Side::black), Side::red);
  EXPECT_EQ(acting_side<Side>(Side::red, std::nullopt, Side::red), Side::black);
  EXPECT_EQ(acting_side<Side>(Side::black, Side::black, Side::red), Side::black);
}

TEST(TablePlay, DrawOfferBetweenPeopleLapsesWithAMove) {
  XTable t;
  xiangqi::Position p;
  ASSERT_TRUE(t.offer_draw(p, Side::red, 0).ok());
  EXPECT_EQ(t.ending().offer(), Side::red);
  EXPECT_FALSE(t.accept_draw(p, Side::red, 0).ok());  // not one's own offer
  const Side mover = p.side_to_move();
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("h2e2")).ok());
  t.moved(p, mover, 0);
  EXPECT_EQ(t.ending().offer(), Side::red);  // Red's own move keeps it standing
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("h9g7")).ok());
  t.moved(p, Side::black, 0);
  EXPECT_FALSE(t.ending().offer());  // Black answered with a move: declined
  ASSERT_TRUE(t.offer_draw(p, Side::red, 0).ok());
  ASSERT_TRUE(t.accept_draw(p, Side::black, 0).ok());
  EXPECT_EQ(t.outcome(p)->how, Termination::agreed);
  EXPECT_FALSE(t.outcome(p)->winner);
}

TEST(TablePlay, RecordCarriesResultAndTermination) {
  Session<xiangqi::Position> s;
  XTable t(control("5+3"));
  ASSERT_TRUE(s.play(mv<xiangqi::Position>("h2e2")).ok());
  t.moved(s.position(), Side::red, 0);
  ASSERT_TRUE(t.resign(s.position(), Side::black, 1000).ok());
  const std::string text =
      table_record_text(s, t, Players{1, 3}, "2026.12.02", records::Notation::iccs);
  EXPECT_NE(text.find("[Result \"1-0\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[Termination \"Black resigned\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[Black \"qipan level 3 (Casual)\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[TimeControl \"300+3\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("1-0"), text.rfind("1-0")) << "the movetext ends with the result";

  // Jungle: a flag fallen is written the same way.
  Session<jungle::Position> j;
  Table<jungle::Position> jt(control("1+0"));
  ASSERT_TRUE(j.play(mv<jungle::Position>("a3a4")).ok());
  jt.moved(j.position(), jungle::Side::blue, 0);
  EXPECT_TRUE(jt.tick(j.position(), 60'000));
  const std::string jtext =
      table_record_text(j, jt, Players{}, "2026.12.02", records::Notation::iccs);
  EXPECT_NE(jtext.find("[Result \"1-0\"]"), std::string::npos) << jtext;
  EXPECT_NE(jtext.find("[Termination \"Red lost on time\"]"), std::string::npos) << jtext;
}

}  // namespace
}  // namespace qipan::session
