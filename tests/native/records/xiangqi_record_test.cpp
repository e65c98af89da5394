// Xiangqi records: the sample file in all its notations and layouts, strict
// moves (game, ply and text in the error), set-up starts, round trips in
// ICCS, WXF and Chinese, and random games written and read back.
#include <gtest/gtest.h>

#include <random>

#include "core/records/xiangqi_record.h"
#include "tests/native/records/helpers.h"

namespace qipan::records::testing {
namespace {

using xiangqi::Position;

constexpr const char* opening = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8";

std::vector<XiangqiRecord> read_all(std::string_view text) {
  auto r = read_xiangqi_records(text);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return r.ok() ? std::move(*r) : std::vector<XiangqiRecord>{};
}

TEST(XiangqiRecord, TheSampleFileReplays) {
  const auto games = read_all(data_file("games.pgn"));
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(joined(games[0].position.history()), opening);
  EXPECT_EQ(games[0].result, "1-0");
  EXPECT_EQ(games[0].comments.front().text, "屏风马");
  EXPECT_EQ(joined(games[1].position.history()), "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7");
  EXPECT_EQ(games[1].result, "*");
  EXPECT_EQ(joined(games[2].position.history()), "a0a8 e9f9 a8a9 f9f8");
  EXPECT_EQ(start_of(games[2].position).fen(), "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  EXPECT_EQ(joined(games[3].position.history()), "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7");
  EXPECT_EQ(games[3].result, "1/2-1/2");
}

// What `qipan pgn convert` writes: every move renamed, comments and NAGs
// kept, variations replayed and renamed, the result the record gave kept.
TEST(XiangqiRecord, RewritingKeepsCommentsVariationsAndTheResult) {
  const auto games = read_all(data_file("games.pgn"));
  ASSERT_EQ(games.size(), 4u);
  const std::string first = rewrite_xiangqi(games[0], Notation::iccs);
  EXPECT_NE(first.find("[Site \"Teahouse, Guangzhou\"]\n"), std::string::npos) << first;
  EXPECT_NE(first.find("[Result \"1-0\"]\n[Format \"ICCS\"]\n"), std::string::npos) << first;
  EXPECT_NE(first.find("1. h2e2 h9g7 {屏风马} 2. h0g2 i9h9 $1 3. i0h0 b9c7"), std::string::npos)
      << first;
  EXPECT_NE(first.find("5. h0h6\n(5. b0c2 c9e7) 5... h7i7"), std::string::npos) << first;
  EXPECT_NE(first.find("i7i8 { a quiet retreat} 1-0\n"), std::string::npos) << first;
  // Nested variations, traditional characters, renamed in WXF.
  const std::string fourth = rewrite_xiangqi(games[3], Notation::wxf);
  EXPECT_NE(fourth.find("2. H2+3 (2. P7+1 P7+1 (2... R9.8)) 2... R9.8 3. R1.2 H2+3 1/2-1/2"),
            std::string::npos)
      << fourth;
  // Each reads back as the same game with the same comments and variations' places.
  for (const XiangqiRecord& g : games) {
    for (Notation n : {Notation::iccs, Notation::wxf, Notation::chinese}) {
      const auto back = read_all(rewrite_xiangqi(g, n));
      ASSERT_EQ(back.size(), 1u);
      EXPECT_EQ(joined(back[0].position.history()), joined(g.position.history()));
      EXPECT_EQ(back[0].result, g.result);
      EXPECT_EQ(back[0].comments, g.comments);
      ASSERT_EQ(back[0].variations.size(), g.variations.size());
      for (std::size_t i = 0; i < g.variations.size(); ++i) {
        EXPECT_EQ(back[0].variations[i].ply, g.variations[i].ply);
      }
    }
  }
  // A result only at the end of the movetext is kept; a variation that
  // names no legal move is kept as written.
  const auto bare = read_all("1. h2e2 (1. Z9+9) h9g7 1/2-1/2\n");
  ASSERT_EQ(bare.size(), 1u);
  const std::string text = rewrite_xiangqi(bare[0], Notation::chinese);
  EXPECT_NE(text.find("[Result \"1/2-1/2\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("1. 炮二平五 (1. Z9+9) 1... 马8进7 1/2-1/2\n"), std::string::npos) << text;
}

TEST(XiangqiRecord, ABadMoveNamesGamePlyAndText) {
  auto r = read_xiangqi_records(data_file("bad_move.pgn"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message,
            "game 2, ply 4 (move 2, black): 'H8+7' names no legal move of black here");
  auto games = read_games(data_file("bad_move.pgn"));
  ASSERT_TRUE(games.ok());
  EXPECT_TRUE(read_xiangqi((*games)[0]).ok());
}

// The partial reading keeps the moves before the bad one, with the same
// error; a bad tag still leaves no game.
TEST(XiangqiRecord, PartialReadingKeepsTheMovesBeforeABadMove) {
  auto games = read_games(data_file("bad_move.pgn"));
  ASSERT_TRUE(games.ok());
  auto good = read_xiangqi_partial((*games)[0]);
  ASSERT_TRUE(good.ok());
  EXPECT_FALSE(good->error);
  EXPECT_EQ(joined(good->record.position.history()), "h2e2 h9g7");
  auto bad = read_xiangqi_partial((*games)[1]);
  ASSERT_TRUE(bad.ok());
  ASSERT_TRUE(bad->error);
  EXPECT_EQ(bad->error->message,
            "game 2, ply 4 (move 2, black): 'H8+7' names no legal move of black here");
  EXPECT_EQ(joined(bad->record.position.history()), "h2e2 h9g7 h0g2");
  EXPECT_EQ(bad->record.number, 2);
  auto tags = read_games("[FEN \"9/9 w\"]\n1. h2e2 *");
  ASSERT_TRUE(tags.ok());
  expect_error(read_xiangqi_partial((*tags)[0]), "game 1: bad FEN tag", "bad FEN");
}

TEST(XiangqiRecord, EveryKindOfBadMoveIsRefused) {
  const ErrorCase errors[] = {
      {"1. h2h8 *", "game 1, ply 1 (move 1, red): h2h8: a cannon on h2 cannot move to h8 here"},
      {"1. h2e2 h2e2 *", "game 1, ply 2 (move 1, black): "},
      {"1. 炮二平五 车一平二 *", "game 1, ply 2 (move 1, black): '车一平二' names no legal move"},
      {"1. h2e2 xyz *", "game 1, ply 2 (move 1, black): 'xyz' is not a move"},
      {"[Variant \"Janggi\"]\n1. h2e2 *", "game 1: the Variant tag names 'Janggi', not xiangqi"},
      {"[FEN \"9/9 w\"]\n*", "game 1: bad FEN tag: FEN has 2 ranks, expected 10"},
  };
  for (const auto& e : errors) expect_error(read_xiangqi_records(e.text), e.message, e.text);
}

// Real games go on after a threefold repetition or a perpetual check: the
// record replays, and the ruling is reported with its ply.
TEST(XiangqiRecord, GamesThatGoOnPastARulingReplay) {
  const auto games = read_all(data_file("past_repetition.pgn"));
  ASSERT_EQ(games.size(), 2u);
  const auto& repeated = games[0].position;
  EXPECT_EQ(repeated.history().size(), 11u);
  EXPECT_EQ(repeated.rulings(), Rulings::report);
  const auto s = repeated.status();
  EXPECT_FALSE(s.over);
  ASSERT_TRUE(s.ruling.has_value());
  EXPECT_EQ(s.ruling->reason, EndReason::repetition);
  EXPECT_FALSE(s.ruling->winner.has_value());
  EXPECT_EQ(s.ruling->ply, 8u);
  EXPECT_EQ(games[0].result, "1-0");
  const auto checked = games[1].position.status();
  EXPECT_EQ(games[1].position.history().size(), 11u);
  ASSERT_TRUE(checked.ruling.has_value());
  EXPECT_EQ(checked.ruling->reason, EndReason::perpetual_check);
  EXPECT_EQ(checked.ruling->winner, xiangqi::Side::black);
  EXPECT_EQ(checked.ruling->ply, 9u);
  // Written again, it reads back the same, the ruling included.
  for (Notation n : {Notation::iccs, Notation::wxf, Notation::chinese}) {
    const auto back = read_all(write_xiangqi(games[1].position, games[1].tags, n));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(joined(back[0].position.history()), joined(games[1].position.history()));
    EXPECT_EQ(back[0].position.status(), checked);
  }
}

TEST(XiangqiRecord, WritesTheRosterFormatAndFen) {
  const auto games = read_all(data_file("games.pgn"));
  ASSERT_EQ(games.size(), 4u);
  const std::string chinese = write_xiangqi(games[0].position, games[0].tags, Notation::chinese);
  EXPECT_EQ(chinese.substr(0, chinese.find("\n\n")),
            "[Event \"City Championship\"]\n[Site \"Teahouse, Guangzhou\"]\n[Date "
            "\"2024.03.02\"]\n[Round \"1\"]\n[Red \"Li Ming\"]\n[Black \"Wang Fang\"]\n[Result "
            "\"1-0\"]\n[Format \"Chinese\"]");
  EXPECT_NE(chinese.find("1. 炮二平五 马8进7 2. 马二进三 车9平8"), std::string::npos) << chinese;
  const std::string wxf = write_xiangqi(games[2].position, {}, Notation::wxf);
  EXPECT_NE(wxf.find("[Event \"?\"]"), std::string::npos);
  EXPECT_NE(wxf.find("[Date \"????.??.??\"]"), std::string::npos);
  EXPECT_NE(wxf.find("[FEN \"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1\"]"), std::string::npos);
  EXPECT_NE(wxf.find("1. R9+8 K5.6 2. R9+1 K6+1 *"), std::string::npos) << wxf;
}

TEST(XiangqiRecord, BlackToMoveStartsWithAnEllipsis) {
  auto p =
      Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1");
  ASSERT_TRUE(p.ok());
  ASSERT_TRUE(p->play(*p->parse_move("h9g7")).ok());
  const std::string text = write_xiangqi(*p, {}, Notation::iccs);
  EXPECT_NE(text.find("1... h9g7 *"), std::string::npos) << text;
  const auto back = read_all(text);
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(joined(back[0].position.history()), "h9g7");
}

// Random legal games, written in each notation and read back: the same moves.
TEST(XiangqiRecord, RoundTripsInAllThreeNotations) {
  std::mt19937 rng(15);
  for (int game = 0; game < 30; ++game) {
    Position p;
    for (int ply = 0; ply < 150; ++ply) {
      const auto moves = p.legal_moves();
      if (moves.size() == 0) break;
      const auto m = moves[static_cast<std::size_t>(rng() % moves.size())];
      ASSERT_TRUE(p.play(m).ok());
    }
    for (Notation n : {Notation::iccs, Notation::wxf, Notation::chinese}) {
      const std::string text = write_xiangqi(p, {{"Event", "round trip"}}, n);
      auto back = read_xiangqi_records(text);
      ASSERT_TRUE(back.ok()) << notation_name(n) << ": " << back.error().message << "\n" << text;
      ASSERT_EQ(back->size(), 1u);
      EXPECT_EQ(joined((*back)[0].position.history()), joined(p.history()));
      EXPECT_EQ((*back)[0].result, result_of(p.status()));
      EXPECT_EQ((*back)[0].tags[0].value, "round trip");
    }
  }
}

TEST(XiangqiRecord, NotationNames) {
  EXPECT_EQ(notation_named("wxf"), Notation::wxf);
  EXPECT_EQ(notation_named("CHINESE"), Notation::chinese);
  EXPECT_EQ(notation_named("Iccs"), Notation::iccs);
  EXPECT_FALSE(notation_named("san").has_value());
}

}  // namespace
}  // namespace qipan::records::testing
