// A game out to a record and back in, as the page's export and import do:
// Xiangqi PGN in every notation, Jungle's record with its rules, the first
// of several games, and a record that does not replay refused with its
// game, ply and move.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/session/record_io.h"
#include "core/session/saved_game.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

template <class Game>
Session<Game> played(Game start, const std::vector<std::string>& moves) {
  Session<Game> s(std::move(start));
  for (const auto& m : moves) EXPECT_TRUE(s.play(mv<Game>(m)).ok()) << m;
  return s;
}

template <class Game>
Restored<Game> imported(const std::string& text) {
  auto record = read_record(text);
  EXPECT_TRUE(record.ok()) << (record ? "" : record.error().message) << "\n" << text;
  auto back = restore_game<Game>(record->fields);
  EXPECT_TRUE(back.ok()) << (back ? "" : back.error().message);
  return std::move(back).value();
}

TEST(RecordIo, XiangqiExportThenImportGivesTheSameGameInEveryNotation) {
  const auto s = played(xiangqi::Position(), {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"});
  for (auto n : {records::Notation::iccs, records::Notation::wxf, records::Notation::chinese}) {
    const std::string text = record_text(s, n);
    EXPECT_NE(text.find("[Event \"qipan\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[Result \"*\"]"), std::string::npos) << text;
    const auto back = imported<xiangqi::Position>(text);
    EXPECT_EQ(back.session.position().fen(), s.position().fen()) << text;
    EXPECT_EQ(back.session.history_size(), 5u);
  }
  EXPECT_NE(record_text(s, records::Notation::wxf).find("C2.5"), std::string::npos);
}

TEST(RecordIo, XiangqiFromASetUpKeepsItsStart) {
  auto start = xiangqi::Position::from_fen("3k5/8R/9/9/9/9/9/9/R8/4K4 w - - 0 1");
  ASSERT_TRUE(start.ok());
  const auto s = played(*start, {"a1a9"});
  const std::string text = record_text(s, records::Notation::wxf);
  EXPECT_NE(text.find("[FEN "), std::string::npos) << text;
  EXPECT_NE(text.find("[Result \"1-0\"]"), std::string::npos) << text;
  const auto back = imported<xiangqi::Position>(text);
  EXPECT_TRUE(back.session.position().status().over);
  EXPECT_EQ(back.session.history_entry(0).before.fen(), start->fen());
}

TEST(RecordIo, JungleRecordCarriesItsRules) {
  jungle::Rules rules;
  rules.own_traps_weaken = true;
  rules.move_limit = 40;
  auto start = jungle::Position::from_fen(jungle::Position().fen(), rules);
  ASSERT_TRUE(start.ok());
  const auto s = played(*start, {"a3a4", "g7g6", "a4a5"});
  const std::string text = record_text(s, records::Notation::wxf);
  EXPECT_NE(text.find("[Variant \"Jungle\"]"), std::string::npos) << text;
  const auto back = imported<jungle::Position>(text);
  EXPECT_EQ(back.session.position().fen(), s.position().fen());
  EXPECT_EQ(back.session.position().rules(), rules);
}

// A record whose players went on past a threefold repetition opens with
// rulings reported, and keeps that mode through a save and a restore.
TEST(RecordIo, AGamePastARepetitionOpensWithRulingsReported) {
  std::string moves;
  int number = 1;
  for (int i = 0; i < 3; ++i) {
    moves += std::to_string(number) + ". h0g2 h9g7 ";
    moves += std::to_string(number + 1) + ". g2h0 g7h9 ";
    number += 2;
  }
  moves += std::to_string(number) + ". h2e2 *\n";
  auto r = read_record("[Event \"x\"]\n\n" + moves);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->fields.get("rulings"), "report");
  auto back = restore_game<xiangqi::Position>(*Fields::parse(r->fields.text()));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->session.history_size(), 13u);
  EXPECT_EQ(back->session.rulings(), Rulings::report);
  EXPECT_EQ(save_game(back->session).get("rulings"), "report");
  // Under the rules as played, the same moves stop at the repetition.
  Fields enforced = r->fields;
  auto strict = restore_game<xiangqi::Position>(
      *Fields::parse("v=1&game=xiangqi&moves=" + std::string(*enforced.get("moves"))));
  EXPECT_FALSE(strict.ok());
}

TEST(RecordIo, TheFirstOfSeveralGamesAndBadRecordsRefused) {
  const std::string two = "[Event \"a\"]\n\n1. h2e2 h9g7 *\n\n[Event \"b\"]\n\n1. b0c2 *\n";
  auto r = read_record(two);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->games, 2u);
  EXPECT_EQ(r->fields.get("moves"), "h2e2h9g7");
  auto bad = read_record("[Event \"a\"]\n\n1. h2e2 h2e2 *\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("ply 2"), std::string::npos) << bad.error().message;
  EXPECT_FALSE(read_record("").ok());
}

}  // namespace
}  // namespace qipan::session::test
