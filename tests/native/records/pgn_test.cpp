// The record layout, game-agnostic: tags, move numbers, comments, NAGs,
// variations, results, many games, and the tolerances (BOM, CRLF,
// full-width spaces and digits); the layout errors.
#include <gtest/gtest.h>

#include "core/records/pgn.h"
#include "tests/native/records/helpers.h"

namespace qipan::records::testing {
namespace {

std::vector<GameText> games_of(std::string_view text) {
  auto g = read_games(text);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
  return g.ok() ? *g : std::vector<GameText>{};
}

TEST(Pgn, TagsMovesAndResult) {
  const auto g =
      games_of("[Event \"A \\\"quoted\\\" name\"]\n[Red \"Li\"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n");
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].tag("event"), "A \"quoted\" name");
  EXPECT_EQ(g[0].tag("Red"), "Li");
  EXPECT_FALSE(g[0].tag("Black").has_value());
  EXPECT_EQ(g[0].moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
  EXPECT_EQ(g[0].result, "1-0");
}

TEST(Pgn, MoveNumbersInEveryForm) {
  const auto g = games_of("1.h2e2 1...h9g7 2 . h0g2 2... i9h9 ３．i0h0 ３．．．b9c7 4。c3c4 *");
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].moves,
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4"}));
}

TEST(Pgn, WxfMovesMadeOfDigitsAreNotMoveNumbers) {
  const auto g = games_of("12. 33.4 7+.6 13. 3-.4 *");
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].moves, (std::vector<std::string>{"33.4", "7+.6", "3-.4"}));
}

TEST(Pgn, CommentsNagsAndVariationsLeaveTheMainLine) {
  const auto g = games_of(
      "1. h2e2 {central cannon} h9g7! $1 (1... b7e7 {same-direction} (1... h7e7)) 2. h0g2?! ; "
      "done\n i9h9 *");
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9"}));
  ASSERT_EQ(g[0].comments.size(), 3u);
  EXPECT_EQ(g[0].comments[0].ply, 1u);
  EXPECT_EQ(g[0].comments[0].text, "central cannon");
  EXPECT_EQ(g[0].comments[1].text, "$1");
  EXPECT_EQ(g[0].comments[2].text, " done");
  ASSERT_EQ(g[0].variations.size(), 1u);
  EXPECT_EQ(g[0].variations[0].ply, 2u);
  EXPECT_EQ(g[0].variations[0].text, "1... b7e7 {same-direction} (1... h7e7)");
}

TEST(Pgn, NagsGluedToMovesAndCommasBetweenMovesAreRead) {
  // As records are pasted from sites: "$1" written against its move, and
  // moves parted by a Chinese or ASCII comma instead of a space.
  const auto g = games_of("1. h2e2$1 h9g7!$3 2.h0g2，i9h9, 3. i0h0,b9c7 *");
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"}));
  ASSERT_EQ(g[0].comments.size(), 2u);
  EXPECT_EQ(g[0].comments[0].ply, 1u);
  EXPECT_EQ(g[0].comments[0].text, "$1");
  EXPECT_EQ(g[0].comments[1].ply, 2u);
  EXPECT_EQ(g[0].comments[1].text, "$3");
  const auto zh = games_of("1. 炮二平五，马8进7　2. 马二进三，车9平8 *");
  ASSERT_EQ(zh.size(), 1u);
  EXPECT_EQ(zh[0].moves, (std::vector<std::string>{"炮二平五", "马8进7", "马二进三", "车9平8"}));
}

TEST(Pgn, AnnotatedMovetextReadsBackTheSame) {
  const Annotations notes{
      {{0, "opening"}, {1, "$1"}, {2, "two\nlines"}, {4, "a } in a ; comment"}},
      {{1, "1. h0g2"}, {3, "2. b0c2 (2. c3c4)"}},
  };
  const std::vector<std::string> moves = {"h2e2", "h9g7", "h0g2", "i9h9"};
  const std::string text = movetext(moves, "1-0", 1, false, notes);
  EXPECT_EQ(text,
            "{opening} 1. h2e2 $1 (1. h0g2) 1... h9g7 {two lines} 2. h0g2 (2. b0c2 (2. c3c4))\n"
            "2... i9h9 {a ) in a ; comment} 1-0\n");
  const auto g = games_of(text);
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].moves, moves);
  EXPECT_EQ(g[0].result, "1-0");
  ASSERT_EQ(g[0].comments.size(), 4u);
  EXPECT_EQ(g[0].comments[2], (Comment{2, "two lines"}));
  EXPECT_EQ(g[0].variations, notes.variations);
  EXPECT_EQ(annotated_line({"h9g7"}, 3, true, {{{1, "good"}}, {}}), "3... h9g7 {good}");
}

TEST(Pgn, ManyGamesWithAndWithoutResults) {
  const auto g = games_of(
      "[Event \"one\"]\n1. h2e2 *\n[Event \"two\"]\n1. b2e2\n\n[Event \"three\"]\n1. h2e2 h9g7 "
      "0-1\n1. c3c4 1/2-1/2");
  ASSERT_EQ(g.size(), 4u);
  EXPECT_EQ(g[0].tag("Event"), "one");
  EXPECT_EQ(g[1].tag("Event"), "two");
  EXPECT_EQ(g[1].result, "");
  EXPECT_EQ(g[1].moves, std::vector<std::string>{"b2e2"});
  EXPECT_EQ(g[2].result, "0-1");
  EXPECT_EQ(g[3].moves, std::vector<std::string>{"c3c4"});
  EXPECT_EQ(g[3].number, 4);
  EXPECT_EQ(g[3].line, 8u);
}

TEST(Pgn, ByteOrderMarkCrlfAndFullWidthSpaces) {
  const auto g = games_of(data_file("games.pgn"));
  ASSERT_EQ(g.size(), 4u);
  EXPECT_EQ(g[0].tag("Event"), "City Championship");
  EXPECT_EQ(g[0].moves.size(), 12u);
  EXPECT_EQ(g[0].moves[5], "马2进3");
  EXPECT_EQ(g[1].moves[0], "Ｃ２＝５");
  EXPECT_EQ(g[3].variations.size(), 1u);
  EXPECT_EQ(g[3].moves.size(), 6u);
  EXPECT_EQ(g[3].line, 30u);
}

TEST(Pgn, EmptyTextIsNoGames) {
  EXPECT_TRUE(games_of("").empty());
  EXPECT_TRUE(games_of(" \r\n\t\xE3\x80\x80").empty());
}

TEST(Pgn, LayoutErrorsNameTheGameAndLine) {
  const ErrorCase errors[] = {
      {"[Event \"x\"]\n1. h2e2 {open", "game 1, line 2: a comment '{' has no closing '}'"},
      {"1. h2e2 *\n[Event \"x", "game 2, line 2: the value of tag 'Event' has no closing '\"'"},
      {"1. h2e2 (1. b2e2 *", "game 1, line 1: a variation '(' has no closing ')'"},
      {"1. h2e2 ) *", "game 1, line 1: a ')' closes no variation"},
      {"[Event \"x\"", "the tag 'Event' has no closing ']'"},
  };
  for (const auto& e : errors) expect_error(read_games(e.text), e.message, e.text);
}

TEST(Pgn, MovetextIsNumberedAndWrapped) {
  std::vector<std::string> moves;
  for (int i = 0; i < 40; ++i) moves.push_back(i % 2 ? "h9g7" : "h2e2");
  const std::string text = movetext(moves, "1-0");
  EXPECT_EQ(text.substr(0, 21), "1. h2e2 h9g7 2. h2e2 ");
  std::size_t line_start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '\n') {
      EXPECT_LE(i - line_start, 80u);
      line_start = i + 1;
    }
  }
  EXPECT_EQ(text.substr(text.size() - 4), "1-0\n");
  EXPECT_EQ(movetext({"h9g7", "h0g2"}, "*", 3, true), "3... h9g7 4. h0g2 *\n");
  EXPECT_EQ(tag_line({"Event", "a \"b\" \\ c"}), "[Event \"a \\\"b\\\" \\\\ c\"]");
}

}  // namespace
}  // namespace qipan::records::testing
