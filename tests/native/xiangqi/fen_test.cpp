// FEN in and out, and every fault the spec lists, each with a message that
// names it.
#include <gtest/gtest.h>

#include <regex>

#include "core/xiangqi/fen.h"
#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

constexpr const char* start_fen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

TEST(Fen, TheStartPosition) {
  const Position p;
  EXPECT_EQ(p.fen(), start_fen);
  EXPECT_EQ(p.side_to_move(), Side::red);
  EXPECT_EQ(p.piece_letter(sq("e0")), 'K');
  EXPECT_EQ(p.piece_letter(sq("b7")), 'c');
  EXPECT_EQ(p.piece_letter(sq("e4")), '\0');
  EXPECT_EQ(p.owner(sq("a9")), Side::black);
  EXPECT_EQ(p.owner(sq("a0")), Side::red);
  EXPECT_EQ(p.owner(sq("a5")), std::nullopt);
  EXPECT_EQ(p.piece_letter(no_square), '\0');
  EXPECT_EQ(p.owner(200), std::nullopt);
}

TEST(Fen, ReadsTheAcceptedFormsAndWritesTheCanonicalOne) {
  const struct {
    const char* in;
    const char* out;
  } rows[] = {
      {start_fen, start_fen},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", start_fen},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r", start_fen},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1", start_fen},
      {"  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR   w  -  -  0  1 ", start_fen},
      {"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
       "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
       "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"},
      {"4k4/9/9/9/9/9/9/9/9/3K5 b - - 37 88", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 37 88"},
      {"4k4/9/9/9/9/9/9/9/9/3K5 b 12", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 12 1"},
  };
  for (const auto& row : rows) {
    auto p = Position::from_fen(row.in);
    ASSERT_TRUE(p.ok()) << row.in << ": " << p.error().message;
    EXPECT_EQ(p->fen(), row.out);
    EXPECT_EQ(Position::from_fen(p->fen())->fen(), row.out);
  }
}

// The spec's list of faults, one row each (and more), and what the message says.
TEST(Fen, RejectsEveryFaultNamingIt) {
  const struct {
    const char* fault;
    const char* fen;
    const char* message;  // a regular expression the message must match
  } rows[] = {
      {"empty", "", "empty FEN"},
      {"blank", "   ", "empty FEN"},
      {"too few ranks", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "FEN has 9 ranks, expected 10"},
      {"too many ranks", "rnbakabnr/9/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "FEN has 11 ranks, expected 10"},
      {"too many files", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w",
       "Rank 2 .* has 10 files, expected 9"},
      {"too few files", "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Rank 9 .* has 8 files, expected 9"},
      {"unknown letter", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5Q1/9/RNBAKABNR w",
       "unknown piece letter 'Q' in rank 2"},
      {"stray character", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB*R w",
       "unexpected character '\\*' in rank 0"},
      {"digit zero", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/09/RNBAKABNR w",
       "unexpected character '0' in rank 1"},
      {"no side", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", "no side to move"},
      {"bad side", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
       "bad side to move 'x'"},
      {"bad clock", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
       "bad half-move clock 'x'"},
      {"negative clock", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - -3 1",
       "bad half-move clock '-3'"},
      {"bad move number", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
       "bad move number '0'"},
      {"extra fields", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x",
       "unexpected 'x' at the end"},
      {"castling-like field", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ",
       "bad half-move clock 'KQ'"},
      {"no red general", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w",
       "Red has no general"},
      {"no black general", "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Black has no general"},
      {"two generals", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w",
       "Red has 2 generals, more than the set holds \\(1\\)"},
      {"three chariots", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2R2C1/9/RNBAKABNR w",
       "Red has 3 chariots, more than the set holds \\(2\\)"},
      {"three horses", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4n4/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Black has 3 horses"},
      {"three cannons", "rnbakabnr/9/1c2c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Black has 3 cannons"},
      {"three advisors", "rnbakabnr/4a4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Black has 3 advisors"},
      {"three elephants", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RNBAKABNR w",
       "Red has 3 elephants"},
      {"six soldiers", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P8/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
       "Red has 6 soldiers, more than the set holds \\(5\\)"},
      {"general outside its palace", "4k4/9/9/9/9/9/3K5/9/9/9 w",
       "The red general on d3 stands where it can never go \\(a general may stand on its "
       "palace, d0-f2\\)"},
      {"black general outside its palace", "9/9/9/9/2k6/9/9/9/9/4K4 w",
       "The black general on c5 stands where it can never go"},
      {"advisor off its points", "4k4/9/9/9/9/9/9/9/9/3KA4 w",
       "The red advisor on e0 stands where it can never go \\(an advisor may stand on d0, f0, "
       "e1, d2, f2\\)"},
      {"black advisor off its points", "3ak4/9/4a4/9/9/9/9/9/9/4K4 w",
       "The black advisor on e7 stands where it can never go"},
      {"elephant off its points", "4k4/9/9/9/9/9/9/9/4B4/3K5 w",
       "The red elephant on e1 stands where it can never go \\(an elephant may stand on c0, g0, "
       "a2, e2, i2, c4, g4\\)"},
      {"elephant across the river", "4k4/9/9/9/2B6/9/9/9/9/3K5 w",
       "The red elephant on c5 stands where it can never go"},
      {"black elephant across the river", "4k4/9/9/9/9/6b2/9/9/9/3K5 w",
       "The black elephant on g4 stands where it can never go"},
      {"soldier behind its starting rank", "4k4/9/9/9/9/9/9/P8/9/3K5 w",
       "The red soldier on a2 stands behind its starting rank"},
      {"black soldier behind its starting rank", "4k4/4p4/9/9/9/9/9/9/9/3K5 w",
       "The black soldier on e8 stands behind its starting rank"},
      {"soldier off the files on its own half", "4k4/9/9/9/9/1P7/9/9/9/3K5 w",
       "The red soldier on b4 stands on its own half off the files a, c, e, g, i"},
      {"black soldier off the files on its own half", "4k4/9/9/5p3/9/9/9/9/9/3K5 w",
       "The black soldier on f6 stands on its own half off the files a, c, e, g, i"},
      {"side not to move in check", "4k4/9/9/9/9/9/9/9/4R4/3K5 w",
       "Black is in check but it is red's turn"},
      {"red in check with black to move", "3k5/9/9/9/9/9/9/9/4r4/4K4 b",
       "Red is in check but it is black's turn"},
      {"generals facing", "4k4/9/9/9/9/9/9/9/9/4K4 w",
       "The generals face each other on the e file with nothing between"},
      {"generals facing, black to move", "3k5/9/9/9/9/9/9/9/9/3K5 b",
       "The generals face each other on the d file"},
  };
  for (const auto& row : rows) {
    auto p = Position::from_fen(row.fen);
    ASSERT_FALSE(p.ok()) << row.fault << ": " << row.fen << " was accepted";
    EXPECT_TRUE(std::regex_search(p.error().message, std::regex(row.message)))
        << row.fault << ": got \"" << p.error().message << "\"";
  }
}

TEST(Fen, WithSideToMoveAndWithPieceValidateLikeAFen) {
  const Position p;
  auto black = p.with_side_to_move(Side::black);
  ASSERT_TRUE(black.ok());
  EXPECT_EQ(black->side_to_move(), Side::black);
  EXPECT_TRUE(black->history().empty());

  auto placed = p.with_piece(sq("e4"), 'R');
  ASSERT_FALSE(placed.ok());  // a third red chariot
  EXPECT_NE(placed.error().message.find("3 chariots"), std::string::npos);

  auto cleared = p.with_piece(sq("a0"), '\0');
  ASSERT_TRUE(cleared.ok());
  EXPECT_EQ(cleared->piece_letter(sq("a0")), '\0');
  auto back = cleared->with_piece(sq("a0"), 'R');
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->fen(), p.fen());
  auto horse = p.with_piece(sq("b0"), '\0')->with_piece(sq("e5"), 'H');  // H is read as N
  ASSERT_TRUE(horse.ok());
  EXPECT_EQ(horse->piece_letter(sq("e5")), 'N');

  auto facing = load("4k4/9/9/9/9/4P4/9/9/9/4K4 w").with_piece(sq("e4"), '\0');
  ASSERT_FALSE(facing.ok());
  EXPECT_NE(facing.error().message.find("face each other"), std::string::npos);

  EXPECT_FALSE(p.with_piece(sq("e0"), '\0').ok());     // no red general
  EXPECT_FALSE(p.with_piece(sq("e4"), 'x').ok());      // unknown letter
  EXPECT_FALSE(p.with_piece(square_count, 'R').ok());  // off the board
  EXPECT_FALSE(p.with_piece(sq("d3"), 'P').ok());      // soldier off its files
  auto checked = load("4k4/9/9/9/9/9/9/9/4R4/3K5 b");
  EXPECT_TRUE(checked.in_check());
  EXPECT_FALSE(checked.with_side_to_move(Side::red).ok());  // black would be in check on red's turn
}

}  // namespace
}  // namespace qipan::xiangqi::testing
