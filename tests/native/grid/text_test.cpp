// The shared text plumbing: quoting input in messages, FEN fields and ranks,
// the board field read and written for any shape, and the words of an ending.
#include "core/grid/text.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/grid/game_end.h"
#include "core/grid/placement.h"

namespace qipan::grid {
namespace {

TEST(Quoted, QuotesShortTextAsItIs) {
  EXPECT_EQ(quoted("h2e2"), "'h2e2'");
  EXPECT_EQ(quoted(""), "''");
  EXPECT_EQ(quoted("马8进7"), "'马8进7'");
}

TEST(Quoted, CutsLongTextAfterTheLimit) {
  const std::string long_text(10'000'000, 'x');
  const std::string q = quoted(long_text);
  EXPECT_EQ(q, "'" + std::string(quote_limit, 'x') + "...'");
  EXPECT_EQ(quoted(std::string(quote_limit, 'y')), "'" + std::string(quote_limit, 'y') + "'");
}

TEST(Quoted, NeverCutsInsideAUtf8Character) {
  // 39 ASCII bytes then a three-byte character straddling the limit.
  const std::string text = std::string(quote_limit - 1, 'a') + "马" + "bcd";
  EXPECT_EQ(quoted(text), "'" + std::string(quote_limit - 1, 'a') + "...'");
}

TEST(Quoted, ShowsControlCharactersAndNulEscaped) {
  const std::string text("a\0b\nc\td\re\x1f", 10);
  EXPECT_EQ(quoted(text), "'a\\0b\\nc\\td\\re\\x1f'");
  EXPECT_EQ(quoted(std::string_view("\x7f", 1)), "'\\x7f'");
}

TEST(Split, KeepsEmptyParts) {
  EXPECT_EQ(split("a//b", '/'), (std::vector<std::string_view>{"a", "", "b"}));
  EXPECT_EQ(split("", '/'), (std::vector<std::string_view>{""}));
  EXPECT_EQ(split("/", '/'), (std::vector<std::string_view>{"", ""}));
}

TEST(FenFields, SplitsOnAnyWhiteSpace) {
  EXPECT_EQ(fen_fields("  9/9 w\t- -\n0  1 \r"),
            (std::vector<std::string_view>{"9/9", "w", "-", "-", "0", "1"}));
  EXPECT_TRUE(fen_fields(" \t\v\f").empty());
}

// A 3x2 board of two pieces, 'X' and 'o' (1 and 2), for the placement tests.
constexpr BoardShape tiny{3, 2, 1};
constexpr PlacementFormat tiny_format{tiny, "one of X o", false};

int piece_of(char c) { return c == 'X' ? 1 : c == 'o' ? 2 : 0; }

struct Tiny {
  int at[2][3] = {};
};

Result<Tiny> read(std::string_view field) {
  Tiny t;
  auto r = read_placement(field, tiny_format, piece_of,
                          [&t](Coord c, int p) { t.at[c.rank][c.file] = p; });
  if (!r) return r.error();
  return t;
}

TEST(Placement, ReadsRanksFromTheLastDown) {
  auto t = read("o2/1X1");
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(t->at[1][0], 2);
  EXPECT_EQ(t->at[0][1], 1);
  EXPECT_EQ(t->at[0][0], 0);
}

TEST(Placement, NamesTheFault) {
  EXPECT_EQ(read("3").error().message, "FEN has 1 ranks, expected 2 separated by '/'");
  EXPECT_EQ(read("3/4").error().message, "rank 1 of the FEN '4' has 4 files, expected 3");
  EXPECT_EQ(read("3/1Q1").error().message,
            "unknown piece letter 'Q' in rank 1 of the FEN '1Q1': expected one of X o or a "
            "digit for empty squares");
  EXPECT_EQ(read("3/1*1").error().message,
            "unexpected character '*' in rank 1 of the FEN '1*1': expected one of X o or a "
            "digit for empty squares");
  const std::string nul = read(std::string_view("3/1\0", 4)).error().message;
  EXPECT_NE(nul.find("unexpected character '\\0' in rank 1"), std::string::npos) << nul;
  constexpr PlacementFormat capital{tiny, "one of X o", true};
  auto r = read_placement("3/4", capital, piece_of, [](Coord, int) {});
  EXPECT_EQ(r.error().message, "Rank 1 of the FEN '4' has 4 files, expected 3");
}

TEST(Placement, WritesWhatItReads) {
  for (std::string_view field : {"o2/1X1", "3/3", "XoX/oXo", "1o1/2X"}) {
    auto t = read(field);
    ASSERT_TRUE(t.ok()) << field;
    const std::string out = write_placement(tiny, [&](Coord c) {
      const int p = t->at[c.rank][c.file];
      return p == 1 ? 'X' : p == 2 ? 'o' : '\0';
    });
    EXPECT_EQ(out, field);
  }
}

enum class Colour : unsigned char { white, black };
std::string_view colour_name(Colour c) { return c == Colour::white ? "White" : "Black"; }

TEST(DescribeEnd, WordsEveryKindOfEnding) {
  using S = GameStatus<Colour>;
  EXPECT_EQ(describe_end(S{}, colour_name), "not over");
  EXPECT_EQ(describe_end(S{true, Colour::white, EndReason::checkmate}, colour_name),
            "White won: checkmate");
  EXPECT_EQ(describe_end(S{true, Colour::black, EndReason::no_pieces}, colour_name),
            "Black won: White has no pieces left");
  EXPECT_EQ(describe_end(S{true, Colour::white, EndReason::no_moves}, colour_name),
            "White won: Black has no legal move");
  EXPECT_EQ(describe_end(S{true, Colour::black, EndReason::repetition}, colour_name),
            "Black won: perpetual chase");
  EXPECT_EQ(describe_end(S{true, std::nullopt, EndReason::repetition}, colour_name),
            "drawn by repetition");
  EXPECT_EQ(describe_end(S{true, std::nullopt, EndReason::move_limit}, colour_name),
            "drawn by the move limit: too many plies without a capture");
}

TEST(Escaped, CutsAtTheLimitWithTheCallersEllipsis) {
  EXPECT_EQ(escaped("abc", 3, "…"), "abc");
  EXPECT_EQ(escaped("abcd", 3, "…"), "abc…");
  EXPECT_EQ(escaped(std::string_view("a\0b", 3), 10, "…"), "a\\0b");
  // Never into the middle of a UTF-8 character: 炮 is three bytes.
  EXPECT_EQ(escaped("a炮", 2, "..."), "a...");
}

}  // namespace
}  // namespace qipan::grid
