// The game table: the clock kept in step with the moves, flags, resignation
// and draws with the clock stopped, pausing, the computer's time and draw
// answer, captured pieces and the record's tags.
#include <gtest/gtest.h>

#include "core/jungle/material.h"
#include "core/jungle/position.h"
#include "core/session/captures.h"
#include "core/session/table.h"
#include "core/session/table_tags.h"
#include "core/xiangqi/material.h"
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

// Plays `move` in `p` and tells the table at `now`.
void play(XTable& t, xiangqi::Position& p, std::string_view move, std::int64_t now) {
  const Side mover = p.side_to_move();
  ASSERT_TRUE(p.play(mv<xiangqi::Position>(move)).ok()) << move;
  t.moved(p, mover, now);
}

TEST(Table, ClockStartsWithTheFirstMove) {
  XTable t(control("5+3"));
  xiangqi::Position p;
  EXPECT_FALSE(t.clock().started());
  play(t, p, "h2e2", 1000);
  ASSERT_TRUE(t.clock().started());
  EXPECT_EQ(t.clock().running(), 1);
  EXPECT_EQ(t.clock().face(0, 1000).main_ms, 300000);  // the first move is free
  play(t, p, "h9g7", 6000);
  EXPECT_EQ(t.clock().face(1, 6000).main_ms, 300000 - 5000 + 3000);
  EXPECT_EQ(t.clock().running(), 0);
  EXPECT_EQ(t.clock().face(0, 16000).main_ms, 290000);
}

TEST(Table, NoClockNoTime) {
  XTable t;
  xiangqi::Position p;
  play(t, p, "h2e2", 1000);
  EXPECT_FALSE(t.timed());
  EXPECT_FALSE(t.clock().started());
  EXPECT_FALSE(t.tick(p, 1'000'000'000));
  EXPECT_EQ(t.computer_move_ms(Side::black, 5000, 0), 0);
  EXPECT_FALSE(t.pause(5000, false).ok());
}

TEST(Table, FallenFlagLosesOrDrawsByMaterial) {
  {
    XTable t(control("1+0"));
    xiangqi::Position p;
    play(t, p, "h2e2", 0);
    play(t, p, "h9g7", 1000);
    EXPECT_FALSE(t.tick(p, 60'999));
    EXPECT_TRUE(t.tick(p, 61'000));
    const auto o = t.outcome(p);
    ASSERT_TRUE(o);
    EXPECT_EQ(o->how, Termination::time);
    EXPECT_EQ(o->winner, Side::black);
    EXPECT_EQ(termination_words<xiangqi::Position>(o), "Red lost on time");
  }
  {
    // Red's flag falls, but Black has its general alone: a draw.
    XTable t(control("1+0"));
    auto p = *xiangqi::Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    play(t, p, "a0a1", 0);
    play(t, p, "d9d8", 1000);
    EXPECT_TRUE(t.tick(p, 62'000));
    const auto o = t.outcome(p);
    ASSERT_TRUE(o);
    EXPECT_FALSE(o->winner);
    EXPECT_EQ(result_tag(o), "1/2-1/2");
  }
}

TEST(Table, AMoveAfterTheFlagDoesNotSaveTheGame) {
  XTable t(control("1+0"));
  xiangqi::Position p;
  play(t, p, "h2e2", 0);
  play(t, p, "h9g7", 70'000);  // Black's minute ran out at 60 s
  const auto o = t.outcome(p);
  ASSERT_TRUE(o);
  EXPECT_EQ(o->how, Termination::time);
  EXPECT_EQ(o->by, Side::black);
}

TEST(Table, ResignationStopsTheClockAndIsFinal) {
  XTable t(control("5+3"));
  xiangqi::Position p;
  play(t, p, "h2e2", 0);
  ASSERT_TRUE(t.resign(p, Side::black, 2000).ok());
  EXPECT_TRUE(t.clock().stopped());
  EXPECT_EQ(t.clock().face(1, 50'000).main_ms, 298'000);
  EXPECT_TRUE(t.ended_beside_board(p));
  EXPECT_FALSE(t.taken_back(p, 3000).ok());
  EXPECT_EQ(t.taken_back(p, 3000).error().code, ErrorCode::game_over);
  EXPECT_FALSE(t.resign(p, Side::red, 3000).ok());
}

TEST(Table, PauseOnlyBetweenPeople) {
  XTable t(control("5+3"));
  xiangqi::Position p;
  play(t, p, "h2e2", 0);
  EXPECT_EQ(t.pause(1000, true).error().code, ErrorCode::refused);
  ASSERT_TRUE(t.pause(1000, false).ok());
  EXPECT_TRUE(t.paused());
  EXPECT_FALSE(t.tick(p, 10'000'000));  // paused: no flag falls
  ASSERT_TRUE(t.resume(10'000'000).ok());
  EXPECT_EQ(t.clock().face(1, 10'001'000).main_ms, 298'000);
}

TEST(Table, TakeBackHandsTheTimeBack) {
  XTable t(control("5+3"));
  xiangqi::Position p;
  play(t, p, "h2e2", 0);
  play(t, p, "h9g7", 1000);
  ASSERT_TRUE(p.undo());
  ASSERT_TRUE(t.taken_back(p, 4000).ok());
  EXPECT_EQ(t.clock().running(), 1);
}

TEST(Table, ComputerAnswersADrawOffer) {
  XTable t;
  xiangqi::Position p;
  auto early = t.offer_to_computer(p, Side::red, 0, 5, 0);
  ASSERT_TRUE(early.ok());
  EXPECT_FALSE(*early);
  EXPECT_FALSE(t.ending().offer());  // declined: withdrawn
  EXPECT_FALSE(*t.offer_to_computer(p, Side::red, std::nullopt, 40, 0));
  EXPECT_FALSE(*t.offer_to_computer(p, Side::red, 150, 40, 0));
  auto late = t.offer_to_computer(p, Side::red, 10, 30, 0);
  ASSERT_TRUE(late.ok());
  EXPECT_TRUE(*late);
  EXPECT_EQ(t.outcome(p)->how, Termination::agreed);
  EXPECT_FALSE(t.offer_to_computer(p, Side::red, 10, 30, 0).ok());  // over
}

TEST(Table, ComputerTimeFromItsClock) {
  XTable t(control("5+3"));
  // Before the clock starts: the whole main time, 40 moves to go.
  EXPECT_EQ(t.computer_move_ms(Side::black, 0, 0), 300000 / 40 + 3000 * 3 / 4);
  XTable r(control("10|30"));
  xiangqi::Position p;
  play(r, p, "h2e2", 0);
  EXPECT_EQ(r.computer_move_ms(Side::black, 0, 0), 600000 / 40 + 30000 * 3 / 4);
}

TEST(Captures, PiecesTakenAndBalance) {
  xiangqi::Position start;
  xiangqi::Position p = start;
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("h2h9")).ok());  // the cannon takes the horse
  Captures c = captures(start, p);
  EXPECT_EQ(c.taken[0], "");
  EXPECT_EQ(c.taken[1], "n");
  EXPECT_EQ(c.balance, 400);
  ASSERT_TRUE(p.play(mv<xiangqi::Position>("i9h9")).ok());  // the chariot takes the cannon
  c = captures(start, p);
  EXPECT_EQ(c.taken[0], "C");
  EXPECT_EQ(c.balance, -50);
  EXPECT_EQ(captures(start, start), Captures{});

  jungle::Position j;
  EXPECT_EQ(captures(j, j).balance, 0);
  EXPECT_EQ(piece_points(j, 'r'), piece_points(j, 'R'));
  EXPECT_GT(piece_points(j, 'e'), piece_points(j, 'c'));
  EXPECT_EQ(piece_points(j, 'x'), 0);
}

TEST(TableTags, LevelsPlayersAndTheEnd) {
  search::LevelRatings none{};
  EXPECT_EQ(level_title(4, false, none), "4 · Club");
  EXPECT_EQ(level_title(1, true, none), "1 · 入门");
  search::LevelRatings rated{};
  rated[7] = search::Rating{1450, 1400, 1500};
  EXPECT_EQ(level_title(8, false, rated), "8 · Strong · 1450");
  EXPECT_EQ(level_title(9, false, none), "9");

  EXPECT_EQ(time_control_tag(control("5+3")), "300+3");
  EXPECT_EQ(time_control_tag(TimeControl{}), "-");
  EXPECT_EQ(time_control_tag(control("10|30")), "10|30");

  XTable t(control("10+5"));
  xiangqi::Position p;
  play(t, p, "h2e2", 0);
  ASSERT_TRUE(t.resign(p, Side::black, 1000).ok());
  const auto tags = table_tags(t, p, Players{1, 4}, "2026.12.02");
  auto value = [&](std::string_view name) {
    for (const auto& tag : tags)
      if (tag.name == name) return tag.value;
    return std::string("(none)");
  };
  EXPECT_EQ(value("Date"), "2026.12.02");
  EXPECT_EQ(value("Red"), "Player");
  EXPECT_EQ(value("Black"), "qipan level 4 (Club)");
  EXPECT_EQ(value("TimeControl"), "600+5");
  EXPECT_EQ(value("Result"), "1-0");
  EXPECT_EQ(value("Termination"), "Black resigned");
}

}  // namespace
}  // namespace qipan::session
