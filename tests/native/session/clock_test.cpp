// The game clock: time controls read and refused, sudden death with an
// increment, reading seconds with periods, pause, flags, time that runs back.
#include <gtest/gtest.h>

#include "core/session/clock.h"

namespace qipan::session {
namespace {

TimeControl control(std::string_view name) {
  auto c = parse_time_control(name);
  EXPECT_TRUE(c.ok()) << name << ": " << (c.ok() ? "" : c.error().message);
  return c.ok() ? *c : TimeControl{};
}

TEST(TimeControl, NamedControlsReadAndRoundTrip) {
  EXPECT_EQ(control("5+3"), (TimeControl{300000, 3000, 0, 0}));
  EXPECT_EQ(control("10+5"), (TimeControl{600000, 5000, 0, 0}));
  EXPECT_EQ(control("15+10"), (TimeControl{900000, 10000, 0, 0}));
  EXPECT_EQ(control("10|30"), (TimeControl{600000, 0, 30000, 1}));
  EXPECT_EQ(control("0|20x3"), (TimeControl{0, 0, 20000, 3}));
  EXPECT_TRUE(control("none").unlimited());
  for (const char* name : {"none", "5+3", "10+5", "15+10", "10|30", "0|20x3", "3+0"}) {
    EXPECT_EQ(time_control_name(control(name)), name);
  }
}

TEST(TimeControl, BadControlsAreRefusedWithReasons) {
  struct Case {
    const char* text;
    const char* says;
  };
  for (const Case& c :
       {Case{"0+0", "cannot be played"}, Case{"525600+0", "too long"}, Case{"5+3000", "too long"},
        Case{"-5+3", "expected"}, Case{"5", "expected"}, Case{"5+", "seconds"},
        Case{"5+3x", "unexpected"}, Case{"10|30x11", "too many"}, Case{"0|0", "cannot be played"},
        Case{"99999999999999999999+1", "expected"}}) {
    auto r = parse_time_control(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_NE(r.error().message.find(c.says), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().code, ErrorCode::bad_argument);
  }
  EXPECT_FALSE(check_time_control({-1, 0, 0, 0}).ok());
  EXPECT_TRUE(check_time_control({0, 0, 0, 0}).ok());      // none is fine
  EXPECT_FALSE(check_time_control({0, 2000, 0, 0}).ok());  // increment, no main time
  EXPECT_FALSE(check_time_control({500, 0, 0, 0}).ok());   // half a second
  EXPECT_FALSE(Clock::make({max_main_ms + 1, 0, 0, 0}).ok());
}

TEST(Clock, SuddenDeathWithIncrement) {
  Clock c(control("5+3"));
  ASSERT_TRUE(c.start(1000, 0).ok());
  EXPECT_EQ(c.face(0, 11000).main_ms, 290000);
  ASSERT_TRUE(c.press(11000).ok());  // 10 s used, 3 s back
  EXPECT_EQ(c.face(0, 11000).main_ms, 293000);
  EXPECT_EQ(c.face(0, 99000).main_ms, 293000);  // not running: unchanged
  EXPECT_EQ(c.running(), 1);
  EXPECT_EQ(c.face(1, 71000).main_ms, 240000);
  ASSERT_TRUE(c.press(71000).ok());
  EXPECT_EQ(c.face(1, 71000).main_ms, 243000);
  EXPECT_EQ(c.face(1, 71000).used_ms, 60000);
  EXPECT_EQ(c.flag_time(), 71000 + 293000);
  EXPECT_FALSE(c.flag(71000 + 292999));
  EXPECT_EQ(c.flag(71000 + 293000), 0);
  // A move after the flag fell is refused and the flag recorded.
  auto late = c.press(71000 + 300000);
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(c.flagged(), 0);
  EXPECT_TRUE(c.face(0, 71000 + 300000).flagged);
  EXPECT_EQ(c.face(0, 71000 + 300000).main_ms, 0);
  EXPECT_FALSE(c.press(71000 + 300001).ok());
}

TEST(Clock, ReadingSecondsAfterMainTime) {
  Clock c(control("1|10"));  // one minute, then 10 s a move
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.press(65000).ok());  // 5 s into the reading period: in time
  ClockFace f = c.face(0, 65000);
  EXPECT_TRUE(f.reading);
  EXPECT_EQ(f.main_ms, 0);
  EXPECT_EQ(f.reading_ms, 10000);  // the next move gets the whole period again
  EXPECT_EQ(f.periods, 1);
  ASSERT_TRUE(c.press(70000).ok());  // black
  EXPECT_EQ(c.face(0, 79999).reading_ms, 1);
  EXPECT_EQ(c.flag(79999), std::nullopt);
  EXPECT_EQ(c.flag(80000), 0);  // made after exactly 10 s: late
  EXPECT_FALSE(c.press(80000).ok());
}

TEST(Clock, ReadingPeriodsAreUsedUpOneByOne) {
  Clock c(control("0|10x3"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.press(25000).ok());  // two periods overrun, the third in time
  EXPECT_EQ(c.face(0, 25000).periods, 1);
  ASSERT_TRUE(c.press(26000).ok());
  EXPECT_EQ(c.face(1, 26000).periods, 3);
  EXPECT_EQ(c.flag_time(), 36000);
}

TEST(Clock, PauseStopsTheRunningSideOnly) {
  Clock c(control("10+5"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.pause(4000).ok());
  EXPECT_TRUE(c.paused());
  EXPECT_EQ(c.face(0, 500000).main_ms, 596000);  // a background tab for minutes
  EXPECT_EQ(c.flag_time(), std::nullopt);
  EXPECT_FALSE(c.press(500000).ok());  // paused: no move
  ASSERT_TRUE(c.resume(500000).ok());
  EXPECT_EQ(c.face(0, 501000).main_ms, 595000);
  ASSERT_TRUE(c.press(501000).ok());
  EXPECT_EQ(c.face(0, 501000).main_ms, 600000);  // 5 s used, 5 s back
}

TEST(Clock, PauseKeepsAReadingPeriodPartlyUsed) {
  Clock c(control("0|10"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.pause(6000).ok());
  ASSERT_TRUE(c.resume(60000).ok());
  EXPECT_EQ(c.face(0, 61000).reading_ms, 3000);
  EXPECT_EQ(c.flag_time(), 64000);
}

TEST(Clock, RefusedCallsChangeNothing) {
  Clock c(control("5+3"));
  EXPECT_FALSE(c.press(0).ok());  // not started
  EXPECT_FALSE(c.start(0, 2).ok());
  ASSERT_TRUE(c.start(5000, 1).ok());
  EXPECT_FALSE(c.start(6000, 0).ok());
  auto back = c.press(4000);
  ASSERT_FALSE(back.ok());
  EXPECT_NE(back.error().message.find("backwards"), std::string::npos);
  EXPECT_FALSE(c.press(-1).ok());
  EXPECT_EQ(c.running(), 1);
  EXPECT_EQ(c.face(1, 5000).main_ms, 300000);
  EXPECT_FALSE(c.resume(6000).ok());
}

TEST(Clock, HandToAfterAnUndoCountsTheTimeUsed) {
  Clock c(control("5+3"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.press(10000).ok());
  ASSERT_TRUE(c.hand_to(12000, 0).ok());  // black's move taken back
  EXPECT_EQ(c.face(1, 12000).main_ms, 298000);
  EXPECT_EQ(c.running(), 0);
}

TEST(Clock, NoLimitCountsTimeAndNeverFlags) {
  Clock c(control("none"));
  ASSERT_TRUE(c.start(0, 0).ok());
  EXPECT_EQ(c.flag(1000000000), std::nullopt);
  ASSERT_TRUE(c.press(7000).ok());
  EXPECT_EQ(c.face(0, 9000).used_ms, 7000);
  EXPECT_EQ(c.flag_time(), std::nullopt);
}

TEST(Clock, StopEndsIt) {
  Clock c(control("5+3"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.stop(3000).ok());
  EXPECT_TRUE(c.stopped());
  EXPECT_FALSE(c.press(4000).ok());
  EXPECT_EQ(c.face(0, 900000).main_ms, 297000);  // what was left when it stopped
  EXPECT_EQ(c.face(0, 900000).used_ms, 3000);
  EXPECT_EQ(c.flag(900000), std::nullopt);
}

// A game that ends while its reading seconds run (a resignation, a draw
// agreed) shows the seconds that were left, before and after being kept.
TEST(Clock, StopKeepsAReadingPeriodPartlyUsed) {
  Clock c(control("1|30"));
  ASSERT_TRUE(c.start(0, 0).ok());
  ASSERT_TRUE(c.stop(60000 + 11000).ok());
  const ClockFace f = c.face(0, 999999);
  EXPECT_TRUE(f.reading);
  EXPECT_EQ(f.reading_ms, 19000);
  EXPECT_EQ(f.periods, 1);
  EXPECT_EQ(f.used_ms, 71000);
  const ClockState s = c.state(999999);
  EXPECT_TRUE(s.stopped);
  EXPECT_EQ(s.move_ms, 71000);
  auto back = Clock::from_state(control("1|30"), s, 5);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->face(0, 50000), f);
  EXPECT_EQ(back->state(50000), s);
  // A stopped move longer than the side had is refused.
  ClockState over = s;
  over.move_ms = 90000;
  EXPECT_FALSE(Clock::from_state(control("1|30"), over, 5).ok());
}

}  // namespace
}  // namespace qipan::session
