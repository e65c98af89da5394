// The game table saved with its game (core/session/saved_table.h, saved
// format version 2): a resignation, a draw agreed, a fallen flag, a draw
// offer and a running clock with reading seconds come back as they were
// saved (the time in between not counted); a game by link keeps the side
// played here; a plain game is still written and read as version 1; and
// every altered table is refused with its reason, nothing half restored.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/session/fields.h"
#include "core/session/saved_game.h"
#include "core/session/saved_table.h"
#include "core/session/table.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using xiangqi::Position;
using xiangqi::Side;
using XSession = Session<Position>;
using XTable = Table<Position>;

TimeControl control(std::string_view name) {
  auto c = parse_time_control(name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? *c : TimeControl{};
}

// A session and its table, moves played at the times given.
struct Game {
  XSession session;
  XTable table;

  explicit Game(TimeControl c = {}) : table(c) {}
  void play(std::string_view move, std::int64_t now) {
    const Side mover = session.position().side_to_move();
    ASSERT_TRUE(session.play(mv<Position>(move)).ok()) << move;
    table.moved(session.position(), mover, now);
  }
  // The saved text at `now` with the table, as the page stores it, its
  // escapes undone so that it reads plainly (5+3 rather than 5%2B3).
  std::string saved(std::int64_t now, std::optional<Side> link = std::nullopt) const {
    PlaySetting<Position> play;
    play.link_side = link;
    play.table = table.state(now);
    auto plain = percent_decode(save_game(session, &play).text());
    EXPECT_TRUE(plain.ok());
    return plain.ok() ? *plain : std::string();
  }
};

Restored<Position> restored(const std::string& text, std::int64_t now) {
  auto f = Fields::parse(text);
  EXPECT_TRUE(f.ok()) << text;
  auto r = restore_game<Position>(*f, now);
  EXPECT_TRUE(r.ok()) << text << ": " << (r.ok() ? "" : r.error().message);
  return std::move(r).value();
}

std::string refusal(const std::string& text) {
  auto f = Fields::parse(text);
  if (!f) return "fields: " + f.error().message;
  auto r = restore_game<Position>(*f, 0);
  return r ? std::string() : r.error().message;
}

TEST(SavedTable, AResignationComesBackFinalWithItsClocks) {
  Game g(control("5+3"));
  g.play("h2e2", 1000);
  g.play("h9g7", 8000);  // Black took 7 s and got 3 s back
  ASSERT_TRUE(g.table.resign(g.session.position(), Side::red, 20'000).ok());
  const std::string text = g.saved(20'000);
  EXPECT_TRUE(text.starts_with("v=2&game=xiangqi&moves=h2e2h9g7&clock=5+3&clock_state=stopped"))
      << text;
  EXPECT_NE(text.find("end=resigned&end_by=red"), std::string::npos) << text;
  const auto back = restored(text, 500);  // a new page: its clock starts near 0
  const auto o = back.table.outcome(back.session.position());
  ASSERT_TRUE(o);
  EXPECT_EQ(o->how, Termination::resigned);
  EXPECT_EQ(o->winner, Side::black);
  EXPECT_EQ(result_tag(o), "0-1");
  EXPECT_FALSE(back.table.can_take_back(back.session.position()));
  for (int side = 0; side < 2; ++side) {
    EXPECT_EQ(back.table.clock().face(side, 90'000), g.table.clock().face(side, 20'000)) << side;
  }
  EXPECT_EQ(back.table.clock().face(0, 90'000).main_ms, 300'000 - 12'000);
  EXPECT_EQ(back.table.state(500), g.table.state(20'000));
}

TEST(SavedTable, ARunningClockGoesOnFromWhereItWasSaved) {
  Game g(control("5+3"));
  g.play("h2e2", 1000);
  g.play("h9g7", 8000);
  // Red has thought 4 s on its second move when the page closes.
  const std::string text = g.saved(12'000);
  EXPECT_NE(text.find("clock_state=running&clock_side=red&clock_move=4000"), std::string::npos)
      << text;
  auto back = restored(text, 300);
  EXPECT_TRUE(back.table.running());
  EXPECT_EQ(back.table.clock().face(0, 300), g.table.clock().face(0, 12'000));
  EXPECT_EQ(back.table.clock().face(1, 300), g.table.clock().face(1, 12'000));
  // The time the page was closed is not counted; the time after it is.
  EXPECT_EQ(back.table.clock().face(0, 10'300).main_ms, 300'000 - 14'000);
  g.play("b0c2", 12'000);
  back.table.moved(back.session.position(), Side::red, 300);  // the same move, in the copy
  EXPECT_EQ(back.table.clock().face(0, 300), g.table.clock().face(0, 12'000));
}

TEST(SavedTable, ReadingSecondsAndAPauseAreKept) {
  Game g(control("1|30x2"));
  g.play("h2e2", 0);
  g.play("h9g7", 1000);
  // Red spends its minute and 34 s more: one period gone, 26 s of the next left.
  ASSERT_TRUE(g.table.pause(95'000, false).ok());
  const auto face = g.table.clock().face(0, 95'000);
  ASSERT_TRUE(face.reading);
  EXPECT_EQ(face.periods, 1);
  EXPECT_EQ(face.reading_ms, 26'000);
  const std::string text = g.saved(95'000);
  EXPECT_NE(text.find("clock=1|30x2&clock_state=paused"), std::string::npos) << text;
  auto back = restored(text, 0);
  EXPECT_TRUE(back.table.paused());
  EXPECT_EQ(back.table.clock().face(0, 7'000'000), face);
  ASSERT_TRUE(back.table.resume(10).ok());
  EXPECT_EQ(back.table.clock().face(0, 5'010).reading_ms, 21'000);
  EXPECT_FALSE(back.table.tick(back.session.position(), 26'009));
  EXPECT_TRUE(back.table.tick(back.session.position(), 26'010));
}

TEST(SavedTable, AFallenFlagAndADrawAgreedAndAnOfferStanding) {
  {
    Game g(control("1+0"));
    g.play("h2e2", 0);
    g.play("h9g7", 1000);
    ASSERT_TRUE(g.table.tick(g.session.position(), 70'000));
    const std::string text = g.saved(70'000);
    EXPECT_NE(text.find("clock_state=flagged&clock_side=red"), std::string::npos) << text;
    auto back = restored(text, 0);
    const auto o = back.table.outcome(back.session.position());
    ASSERT_TRUE(o);
    EXPECT_EQ(o->how, Termination::time);
    EXPECT_EQ(o->winner, Side::black);
    EXPECT_TRUE(back.table.clock().face(0, 10).flagged);
    EXPECT_FALSE(back.table.running());
  }
  {
    Game g;
    g.play("h2e2", 0);
    ASSERT_TRUE(g.table.offer_draw(g.session.position(), Side::red, 10).ok());
    const std::string offered = g.saved(10);
    EXPECT_EQ(offered, "v=2&game=xiangqi&moves=h2e2&begun=1&offer=red");
    auto back = restored(offered, 0);
    EXPECT_EQ(back.table.ending().offer(), Side::red);
    ASSERT_TRUE(back.table.accept_draw(back.session.position(), Side::black, 20).ok());
    ASSERT_TRUE(g.table.accept_draw(g.session.position(), Side::black, 20).ok());
    const std::string agreed = g.saved(20);
    EXPECT_EQ(agreed, "v=2&game=xiangqi&moves=h2e2&begun=1&end=agreed&end_by=red");
    auto done = restored(agreed, 0);
    EXPECT_EQ(result_tag(done.table.outcome(done.session.position())), "1/2-1/2");
    EXPECT_EQ(termination_words<Position>(done.table.outcome(done.session.position())),
              "draw agreed");
  }
}

TEST(SavedTable, AGameByLinkKeepsTheSidePlayedHere) {
  Game g;
  g.play("h2e2", 0);
  const std::string text = g.saved(0, Side::red);
  EXPECT_EQ(text, "v=2&game=xiangqi&moves=h2e2&link=red");
  auto back = restored(text, 0);
  EXPECT_EQ(back.play.link_side, Side::red);
  EXPECT_EQ(back.session.computer(), Side::black) << "the friend's side waits for a link";
  EXPECT_TRUE(back.table.begun());
}

TEST(SavedTable, APlainGameIsStillVersion1AndVersion1IsRead) {
  Game g;
  g.play("h2e2", 0);
  EXPECT_EQ(g.saved(0), "v=1&game=xiangqi&moves=h2e2");
  auto back = restored("v=1&game=xiangqi&moves=h2e2h9g7&level=3", 0);
  EXPECT_EQ(back.session.history_size(), 2u);
  EXPECT_TRUE(back.table.begun());
  EXPECT_FALSE(back.table.timed());
  EXPECT_FALSE(back.table.over(back.session.position()));
  // A game begun by Start with no move yet is worth version 2.
  Game started(control("10+5"));
  started.table.begin();
  EXPECT_TRUE(
      started.saved(0).starts_with("v=2&game=xiangqi&moves=&clock=10+5&clock_state=waiting"))
      << started.saved(0);
  EXPECT_TRUE(restored(started.saved(0), 0).table.begun());
}

TEST(SavedTable, AnAlteredTableIsRefusedWithItsReason) {
  Game g(control("5+3"));
  g.play("h2e2", 1000);
  g.play("h9g7", 8000);
  const std::string running = g.saved(12'000);
  ASSERT_EQ(refusal(running), "");
  auto replaced = [&](std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from << " in " << text;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
  };
  struct Case {
    std::string text;
    std::string reason;
  };
  const std::vector<Case> cases = {
      {replaced(running, "v=2", "v=3"), "format version '3', this page reads versions 1 and 2"},
      {replaced(running, "v=2", "v=1"), "the field clock= belongs to version 2"},
      {replaced(running, "clock=5+3", "clock=5+x"), "the table's clock: bad time control"},
      {replaced(running, "clock=5+3", "clock=0+0"), "a clock of 0 s cannot be played"},
      {replaced(running, "clock_state=running", "clock_state=ticking"), "clock_state= must be"},
      {replaced(running, "clock_side=red", "clock_side=green"), "'green' is not a side"},
      {replaced(running, "clock_move=4000", "clock_move=-5"), "must be a whole number"},
      {replaced(running, "clock_move=4000", "clock_move=400000"),
       "the move under way took 400 s, more than the side had"},
      {replaced(running, "time_red=", "time_blue="), "time_red= is missing"},
      {replaced(running, "time_black=296000,0", "time_black=296000,2"),
       "holds 2 reading periods, the control gives 0"},
      {replaced(running, "time_black=296000", "time_black=99999999999"),
       "holds more than 10 hours"},
      {replaced(running, "time_black=296000,0,7000", "time_black=296000,0"),
       "must be main ms, periods, used ms"},
      {replaced(running, "time_red=300000", "time_red=0"),
       "has no time left, but its flag has not fallen"},
      {replaced(running, "&time_red=", "&end=resigned&end_by=red&time_red="),
       "the game ended, but its clock still runs"},
      {replaced(running, "clock_state=running", "clock_state=flagged"),
       "the clock: a fallen flag's side has time left"},
      {running + "&end=won&end_by=red", "end= must be resigned, agreed, claimed or time"},
      {running + "&end_by=red", "end_by= or end_reason= without an end="},
      {running + "&offer=white", "'white' is not a side"},
      {replaced(running, "begun=1", "begun=yes"), "begun= must be 1"},
      {"v=2&game=xiangqi&moves=h2e2&clock_move=5", "clock_move= without a clock="},
      {"v=2&game=xiangqi&moves=h2e2&end=claimed&end_by=red&end_reason=repetition",
       "no draw can be claimed in the game's position"},
      {"v=2&game=xiangqi&moves=h2e2&link=red&computer=black", "not played against the computer"},
      {"v=2&game=xiangqi&moves=h2e2&link=blue", "'blue' is not a side"},
  };
  for (const auto& c : cases) {
    const std::string why = refusal(c.text);
    EXPECT_NE(why.find(c.reason), std::string::npos) << c.text << "\n  refused: " << why;
  }
}

TEST(SavedTable, AnEndTheBoardMadeIsNotRecordedBesideIt) {
  // Mate in one, then a resignation written into the finished game's text.
  auto s = session_from<Position>("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  ASSERT_TRUE(s.play(mv<Position>("b0b9")).ok());
  ASSERT_TRUE(s.position().status().over);
  std::string text = save_game(s).text() + "&end=resigned&end_by=black";
  ASSERT_TRUE(text.starts_with("v=1&"));
  text[2] = '2';
  EXPECT_NE(refusal(text).find("the game ended on the board, not beside it"), std::string::npos)
      << refusal(text);
}

}  // namespace
}  // namespace qipan::session::test
