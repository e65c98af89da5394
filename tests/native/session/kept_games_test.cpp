// "Your games" (core/session/kept_games.h): a kept game written and read
// back whole, every bad field refused with its reason, the shelf's order,
// replacing by id, the latest unfinished game of each type, and one file
// of all the records.
#include "core/session/kept_games.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace qipan::session::test {

namespace {

constexpr int levels = 8;

KeptGame sample(std::string id = "g1", std::string date = "2026-12-02T14:00:28.123Z") {
  KeptGame g;
  g.id = std::move(id);
  g.game = "xiangqi";
  g.date = std::move(date);
  g.mode = "computer";
  g.level = 3;
  g.control = "10+5";
  g.result = "1-0";
  g.ending_en = "Black resigned";
  g.ending_zh = "黑方认输";
  g.moves = 41;
  g.saved = "v=1&game=xiangqi&moves=h2e2h9g7";
  g.record = "[Event \"?\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n";
  return g;
}

}  // namespace

TEST(KeptGames, WrittenAndReadBackWhole) {
  const KeptGame g = sample();
  const std::string text = kept_text(g);
  EXPECT_TRUE(text.starts_with("v=1&id=g1&game=xiangqi")) << text;
  EXPECT_EQ(text.find('\n'), std::string::npos) << "one line of fields";
  auto back = read_kept(text, levels);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(*back, g);
}

TEST(KeptGames, AnUnfinishedGameBetweenPeople) {
  KeptGame g = sample();
  g.mode = "people";
  g.level = 0;
  g.result = "*";
  g.ending_en.clear();
  g.ending_zh.clear();
  EXPECT_EQ(kept_problem(g, levels), "");
  EXPECT_FALSE(g.finished());
  auto back = read_kept(kept_text(g), levels);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(*back, g);
}

TEST(KeptGames, EveryBadFieldIsNamed) {
  struct Case {
    void (*spoil)(KeptGame&);
    const char* named;
  };
  const Case cases[] = {
      {[](KeptGame& g) { g.id = ""; }, "the id"},
      {[](KeptGame& g) { g.id = "a b"; }, "the id"},
      {[](KeptGame& g) { g.game = "Xiangqi!"; }, "the game's name"},
      {[](KeptGame& g) { g.date = "yesterday"; }, "the date"},
      {[](KeptGame& g) { g.date = "2026-12-02 14:00:28"; }, "the date"},
      {[](KeptGame& g) { g.mode = "robot"; }, "the mode"},
      {[](KeptGame& g) { g.level = 9; }, "the level must be 0 to 8"},
      {[](KeptGame& g) { g.level = 0; }, "a level goes with"},
      {[](KeptGame& g) { g.mode = "people"; }, "a level goes with"},
      {[](KeptGame& g) { g.result = "2-0"; }, "the result"},
      {[](KeptGame& g) { g.result = "*"; }, "an unfinished game has no ending"},
      {[](KeptGame& g) { g.saved.clear(); }, "no saved text"},
  };
  for (const auto& c : cases) {
    KeptGame g = sample();
    c.spoil(g);
    const std::string why = kept_problem(g, levels);
    EXPECT_NE(why.find(c.named), std::string::npos) << why << " / " << c.named;
    auto read = read_kept(kept_text(g), levels);
    ASSERT_FALSE(read) << c.named;
    EXPECT_NE(read.error().message.find(c.named), std::string::npos) << read.error().message;
    Shelf shelf(levels);
    EXPECT_FALSE(shelf.put(g));
    EXPECT_TRUE(shelf.games().empty()) << "a refused game changes nothing";
  }
}

TEST(KeptGames, TextsThatAreNotKeptGamesAreRefused) {
  EXPECT_NE(read_kept("", levels).error().message.find("no version"), std::string::npos);
  EXPECT_NE(read_kept("v=2&id=g1", levels).error().message.find("this page reads version 1"),
            std::string::npos);
  std::string text = kept_text(sample());
  const auto at = text.find("&moves=41");
  ASSERT_NE(at, std::string::npos);
  EXPECT_NE(read_kept(text.substr(0, at) + "&moves=4x" + text.substr(at + 9), levels)
                .error()
                .message.find("the number of moves"),
            std::string::npos);
  EXPECT_NE(read_kept("v=1&id=g1&game=xiangqi", levels).error().message.find("no date="),
            std::string::npos);
}

TEST(KeptGames, TheShelfIsNewestFirstOnePerId) {
  Shelf shelf(levels);
  ASSERT_TRUE(shelf.put(sample("a", "2026-12-01T10:00:00Z")));
  ASSERT_TRUE(shelf.put(sample("b", "2026-12-02T10:00:00Z")));
  ASSERT_TRUE(shelf.put(sample("c", "2026-11-30T10:00:00Z")));
  std::vector<std::string> ids;
  for (const auto& g : shelf.games()) ids.push_back(g.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"b", "a", "c"}));
  KeptGame again = sample("a", "2026-12-01T10:00:00Z");
  again.moves = 50;
  ASSERT_TRUE(shelf.put(again));
  EXPECT_EQ(shelf.games().size(), 3u);
  EXPECT_EQ(shelf.find("a")->moves, 50u);
  EXPECT_TRUE(shelf.remove("a"));
  EXPECT_FALSE(shelf.remove("a"));
  EXPECT_EQ(shelf.find("a"), nullptr);
  EXPECT_EQ(shelf.games().size(), 2u);
}

TEST(KeptGames, TheLatestUnfinishedGameOfEachType) {
  Shelf shelf(levels);
  KeptGame old_open = sample("x1", "2026-12-01T10:00:00Z");
  old_open.result = "*";
  old_open.ending_en = old_open.ending_zh = "";
  KeptGame newer_open = old_open;
  newer_open.id = "x2";
  newer_open.date = "2026-12-02T09:00:00Z";
  KeptGame finished = sample("x3", "2026-12-02T11:00:00Z");
  KeptGame other = old_open;
  other.id = "j1";
  other.game = "jungle";
  for (const auto& g : {old_open, newer_open, finished, other}) ASSERT_TRUE(shelf.put(g));
  ASSERT_NE(shelf.latest_unfinished("xiangqi"), nullptr);
  EXPECT_EQ(shelf.latest_unfinished("xiangqi")->id, "x2");
  EXPECT_EQ(shelf.latest_unfinished("jungle")->id, "j1");
  EXPECT_EQ(shelf.latest_unfinished("tactics"), nullptr);
}

TEST(KeptGames, LoadSkipsWhatItCannotReadAndKeepsNewerGames) {
  Shelf shelf(levels);
  KeptGame here = sample("a");
  here.moves = 60;
  ASSERT_TRUE(shelf.put(here));
  KeptGame stored = sample("a");
  stored.moves = 10;
  const auto skipped =
      shelf.load({kept_text(stored), kept_text(sample("b", "2026-12-03T00:00:00Z")), "junk"});
  ASSERT_EQ(skipped.size(), 1u);
  EXPECT_NE(skipped[0].find("a kept game"), std::string::npos) << skipped[0];
  ASSERT_EQ(shelf.games().size(), 2u);
  EXPECT_EQ(shelf.games()[0].id, "b");
  EXPECT_EQ(shelf.find("a")->moves, 60u);
}

TEST(KeptGames, AllRecordsInOneFile) {
  Shelf shelf(levels);
  KeptGame a = sample("a", "2026-12-01T10:00:00Z");
  a.record = "[Event \"a\"]\n\n1. h2e2 *\n";
  KeptGame b = sample("b", "2026-12-02T10:00:00Z");
  b.record = "[Event \"b\"]\n\n1. b0c2 *";
  KeptGame battle = sample("t", "2026-12-03T10:00:00Z");
  battle.game = "tactics";
  battle.mode = "battle";
  battle.level = 0;
  battle.record.clear();
  for (const auto& g : {a, b, battle}) ASSERT_TRUE(shelf.put(g));
  std::size_t left_out = 0;
  EXPECT_EQ(shelf.all_records(&left_out),
            "[Event \"b\"]\n\n1. b0c2 *\n\n[Event \"a\"]\n\n1. h2e2 *\n");
  EXPECT_EQ(left_out, 1u);
}

}  // namespace qipan::session::test
