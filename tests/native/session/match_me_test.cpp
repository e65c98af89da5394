#include "core/session/match_me.h"

#include <gtest/gtest.h>

#include "core/search/levels.h"

using qipan::ErrorCode;
using qipan::session::MatchMe;
using qipan::session::PlayerResult;

TEST(MatchMe, StartsAtTheThirdLevelWithNoGames) {
  const MatchMe m;
  EXPECT_EQ(m.level(), 3);
  EXPECT_EQ(m.games(), 0);
  EXPECT_EQ(m.last_change(), 0);
}

TEST(MatchMe, AWinMovesUpALossDownADrawStays) {
  const MatchMe m;
  const MatchMe won = m.after(PlayerResult::win);
  EXPECT_EQ(won.level(), 4);
  EXPECT_EQ(won.last_change(), 1);
  EXPECT_EQ(won.wins(), 1);
  const MatchMe lost = won.after(PlayerResult::loss);
  EXPECT_EQ(lost.level(), 3);
  EXPECT_EQ(lost.last_change(), -1);
  const MatchMe drawn = lost.after(PlayerResult::draw);
  EXPECT_EQ(drawn.level(), 3);
  EXPECT_EQ(drawn.last_change(), 0);
  EXPECT_EQ(drawn.games(), 3);
  EXPECT_EQ(drawn.wins(), 1);
  EXPECT_EQ(drawn.draws(), 1);
  EXPECT_EQ(drawn.losses(), 1);
  // The value is the caller's: after() changed nothing in place.
  EXPECT_EQ(m.level(), 3);
  EXPECT_EQ(m.games(), 0);
}

TEST(MatchMe, StaysWithinTheLevels) {
  MatchMe m;
  for (int i = 0; i < 20; ++i) m = m.after(PlayerResult::win);
  EXPECT_EQ(m.level(), qipan::search::level_count);
  EXPECT_EQ(m.last_change(), 0);  // it could not move up
  for (int i = 0; i < 20; ++i) m = m.after(PlayerResult::loss);
  EXPECT_EQ(m.level(), 1);
  EXPECT_EQ(m.last_change(), 0);
  EXPECT_EQ(m.games(), 40);
}

// A player who beats levels up to 5 and loses above settles between 5 and 6.
TEST(MatchMe, SettlesWhereThePlayerWinsAsOftenAsTheyLose) {
  MatchMe m;
  for (int i = 0; i < 30; ++i) m = m.after(m.level() <= 5 ? PlayerResult::win : PlayerResult::loss);
  EXPECT_GE(m.level(), 5);
  EXPECT_LE(m.level(), 6);
}

TEST(MatchMe, ReadsBackWhatItWrote) {
  MatchMe m;
  m = m.after(PlayerResult::win).after(PlayerResult::draw).after(PlayerResult::loss);
  const std::string text = m.text();
  EXPECT_EQ(text, "v=1&level=3&wins=1&draws=1&losses=1&last=-1");
  auto back = MatchMe::parse(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->text(), text);
  EXPECT_EQ(back->level(), 3);
  EXPECT_EQ(back->games(), 3);
  EXPECT_EQ(back->last_change(), -1);
}

TEST(MatchMe, RefusesBadTextWithTheReason) {
  struct Case {
    const char* text;
    const char* says;
  };
  for (const Case& c : {
           Case{"v=1&level=9&wins=0&draws=0&losses=0&last=0", "level 9 is outside 1..8"},
           Case{"v=1&level=0&wins=0&draws=0&losses=0&last=0", "level 0 is outside 1..8"},
           Case{"v=1&level=3&wins=-1&draws=0&losses=0&last=0", "wins -1 is outside"},
           Case{"v=1&level=3&wins=x&draws=0&losses=0&last=0", "wins is not a number: 'x'"},
           Case{"v=1&level=3&wins=1e3&draws=0&losses=0&last=0", "wins is not a number"},
           Case{"v=1&level=3&wins=99999999999&draws=0&losses=0&last=0", "wins is not a number"},
           Case{"v=1&level=3&wins=0&draws=0&losses=0&last=2", "last 2 is outside -1..1"},
           Case{"v=1&level=3&wins=0&draws=0&last=0", "has no losses"},
           Case{"v=2&level=3&wins=0&draws=0&losses=0&last=0", "version 2"},
           Case{"level=3", "no version"},
           Case{"v=1&level=", "level is not a number: ''"},
           Case{"garbage", "is not a key=value pair"},
       }) {
    auto r = MatchMe::parse(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_NE(r.error().message.find(c.says), std::string::npos)
        << c.text << ": " << r.error().message;
  }
  for (const char* text : {"v=1&level=9&wins=0&draws=0&losses=0&last=0", "garbage"}) {
    EXPECT_EQ(MatchMe::parse(text).error().code, ErrorCode::bad_data) << text;
  }
}
