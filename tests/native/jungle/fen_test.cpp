// FEN in and out, the faults it names, and the positions built by changing
// one (with_piece, with_side_to_move), with the piece queries on squares.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

TEST(Fen, StartPositionIsTheSpecifications) {
  const Position p;
  EXPECT_EQ(p.fen(), std::string(start_fen) + " 0 1");
  EXPECT_EQ(p.side_to_move(), Side::blue);
  EXPECT_EQ(p.piece_letter(sq("a1")), 'T');
  EXPECT_EQ(p.piece_letter(sq("g1")), 'L');
  EXPECT_EQ(p.piece_letter(sq("b2")), 'C');
  EXPECT_EQ(p.piece_letter(sq("f2")), 'W');
  EXPECT_EQ(p.piece_letter(sq("a3")), 'E');
  EXPECT_EQ(p.piece_letter(sq("c3")), 'D');
  EXPECT_EQ(p.piece_letter(sq("e3")), 'P');
  EXPECT_EQ(p.piece_letter(sq("g3")), 'R');
  EXPECT_EQ(p.piece_letter(sq("a9")), 'l');
  EXPECT_EQ(p.piece_letter(sq("g9")), 't');
  EXPECT_EQ(p.piece_letter(sq("b8")), 'w');
  EXPECT_EQ(p.piece_letter(sq("f8")), 'c');
  EXPECT_EQ(p.piece_letter(sq("a7")), 'r');
  EXPECT_EQ(p.piece_letter(sq("c7")), 'p');
  EXPECT_EQ(p.piece_letter(sq("e7")), 'd');
  EXPECT_EQ(p.piece_letter(sq("g7")), 'e');
  EXPECT_EQ(p.piece_letter(sq("d5")), '\0');
  EXPECT_EQ(p.owner(sq("a1")), Side::blue);
  EXPECT_EQ(p.owner(sq("a9")), Side::red);
  EXPECT_EQ(p.owner(sq("d5")), std::nullopt);
  EXPECT_EQ(Position::side_name(Side::blue), "blue");
  EXPECT_EQ(Position::side_name(Side::red), "red");
}

TEST(Fen, SquaresAreNumberedRankByRankFromA1) {
  EXPECT_EQ(sq("a1"), 0);
  EXPECT_EQ(sq("g1"), 6);
  EXPECT_EQ(sq("a2"), 7);
  EXPECT_EQ(sq("g9"), 62);
  EXPECT_EQ(to_string(Move::make(16, 23)), "c3c4");
}

TEST(Fen, RoundTripsWithCounters) {
  for (const char* fen :
       {"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 17 42", "6r/7/7/7/7/7/1L5/7/7 b 0 1",
        "7/7/7/7/7/7/7/7/7 b 0 1", "2lCt2/7/7/7/7/7/7/7/6E r 3 9"}) {
    EXPECT_EQ(from_fen(fen).fen(), fen);
  }
}

TEST(Fen, ReadsOptionalCountersAndCanonicalisesRuns) {
  EXPECT_EQ(from_fen("6r/7/7/7/7/7/1L5/7/7 r").fen(), "6r/7/7/7/7/7/1L5/7/7 r 0 1");
  EXPECT_EQ(from_fen("6r/7/7/7/7/7/1L5/7/7 r 5").fen(), "6r/7/7/7/7/7/1L5/7/7 r 5 1");
  EXPECT_EQ(from_fen("  6r/7/7/7/7/7/1L5/7/7   b  ").fen(), "6r/7/7/7/7/7/1L5/7/7 b 0 1");
  EXPECT_EQ(from_fen("33r/43/7/7/7/7/1L32/7/7 b").fen(), "6r/7/7/7/7/7/1L5/7/7 b 0 1");
}

struct BadFen {
  const char* fen;
  const char* message_part;
};

void PrintTo(const BadFen& c, std::ostream* os) { *os << "'" << c.fen << "'"; }

class BadFenTable : public testing::TestWithParam<BadFen> {};

TEST_P(BadFenTable, IsRejectedNamingTheFault) {
  auto p = Position::from_fen(GetParam().fen);
  ASSERT_FALSE(p.ok()) << GetParam().fen;
  EXPECT_NE(p.error().message.find(GetParam().message_part), std::string::npos)
      << p.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    Faults, BadFenTable,
    testing::Values(
        BadFen{"", "empty FEN"}, BadFen{"   ", "empty FEN"},
        // wrong number of ranks
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/E1D1P1R/1C3W1/T5L b", "FEN has 8 ranks, expected 9"},
        BadFen{"7/l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b", "FEN has 10 ranks, expected 9"},
        // wrong number of files
        BadFen{"l6t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b",
               "rank 9 of the FEN 'l6t' has 8 files, expected 7"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/6/E1D1P1R/1C3W1/T5L b", "rank 4 of the FEN '6' has 6 files"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/ b", "rank 1 of the FEN '' has 0 files"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/8/E1D1P1R/1C3W1/T5L b", "has 8 files, expected 7"},
        // unknown letters
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1K/1C3W1/T5L b", "unknown piece letter 'K' in rank 3"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T0L5 b",
               "unexpected character '0' in rank 1"},
        // side field
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L", "no side to move"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L w", "unknown side to move 'w'"},
        BadFen{"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L B", "unknown side to move 'B'"},
        // counters and extra fields
        BadFen{"6r/7/7/7/7/7/1L5/7/7 b x", "bad half-move clock 'x'"},
        BadFen{"6r/7/7/7/7/7/1L5/7/7 b -1", "bad half-move clock '-1'"},
        BadFen{"6r/7/7/7/7/7/1L5/7/7 b 0 0", "bad move number '0' in FEN: expected at least 1"},
        BadFen{"6r/7/7/7/7/7/1L5/7/7 b 99999999999 1", "expected at most"},
        BadFen{"6r/7/7/7/7/7/1L5/7/7 b 0 1 x", "unexpected field 'x'"},
        // more than one piece of a kind on a side
        BadFen{"6r/7/7/7/T2T3/7/7/7/7 b", "more than one Blue tiger (a5 and d5)"},
        BadFen{"r5r/7/7/7/7/7/1L5/7/7 b", "more than one Red rat (a9 and g9)"},
        // a piece other than a rat in the river
        BadFen{"6r/7/7/7/1E5/7/7/7/7 b", "Blue elephant on b5 is in the river"},
        BadFen{"6r/7/7/5l1/7/7/7/7/7 b", "Red lion on f6 is in the river"},
        // a piece in its own den
        BadFen{"6r/7/7/7/7/7/7/7/3L3 b", "Blue lion on d1 is in its own den"},
        BadFen{"3r3/7/7/7/7/7/7/7/6L b", "Red rat on d9 is in its own den"}));

TEST(Fen, LostPositionsAreAcceptedAndOver) {
  // No Red pieces; a Blue cat in Red's den.
  EXPECT_EQ(from_fen("7/7/7/7/7/7/7/7/6E r").status(),
            (GameStatus<Side>{true, Side::blue, EndReason::no_pieces}));
  EXPECT_EQ(from_fen("3C3/7/7/7/7/7/7/7/6e r").status(),
            (GameStatus<Side>{true, Side::blue, EndReason::den}));
}

TEST(WithPiece, PutsReplacesAndRemoves) {
  const Position start;
  auto put = start.with_piece(sq("d5"), '\0');
  ASSERT_TRUE(put.ok());
  EXPECT_EQ(put->fen(), start.fen());
  auto removed = start.with_piece(sq("a3"), '\0');
  ASSERT_TRUE(removed.ok());
  EXPECT_EQ(removed->piece_letter(sq("a3")), '\0');
  EXPECT_EQ(removed->fen(), "l5t/1w3c1/r1p1d1e/7/7/7/2D1P1R/1C3W1/T5L b 0 1");
  auto moved = removed->with_piece(sq("a4"), 'E');
  ASSERT_TRUE(moved.ok());
  EXPECT_EQ(moved->piece_letter(sq("a4")), 'E');
  auto replaced = start.with_piece(sq("a3"), 'r');  // Red's rat is already on a7
  ASSERT_FALSE(replaced.ok());
  EXPECT_NE(replaced.error().message.find("more than one Red rat"), std::string::npos);
}

TEST(WithPiece, ValidatesLikeAFenAndKeepsHistoryFresh) {
  Position p;
  ASSERT_TRUE(p.play(mv("a3a4")).ok());
  auto changed = p.with_piece(sq("b8"), '\0');
  ASSERT_TRUE(changed.ok());
  EXPECT_TRUE(changed->history().empty());
  EXPECT_EQ(changed->side_to_move(), Side::red);
  EXPECT_FALSE(changed->undo());
  const std::string before = p.fen();
  struct Case {
    const char* square;
    char letter;
    const char* message_part;
  };
  const Position sparse = place("Ea3 lg9");
  for (const Case& c : {Case{"b4", 'D', "Blue dog on b4 is in the river"},
                        Case{"d1", 'L', "Blue lion on d1 is in its own den"},
                        Case{"d5", 'l', "more than one Red lion (d5 and g9)"},
                        Case{"d5", 'x', "unknown piece letter 'x'"}}) {
    auto bad = sparse.with_piece(sq(c.square), c.letter);
    ASSERT_FALSE(bad.ok()) << c.square << c.letter;
    EXPECT_NE(bad.error().message.find(c.message_part), std::string::npos) << bad.error().message;
  }
  auto off = p.with_piece(63, 'E');
  ASSERT_FALSE(off.ok());
  EXPECT_NE(off.error().message.find("off the board"), std::string::npos);
  EXPECT_EQ(p.fen(), before);
  EXPECT_EQ(p.history().size(), 1u);
}

TEST(WithPiece, KeepsTheRules) {
  Rules r;
  r.elephant_takes_rat = true;
  const Position p = from_fen(start_fen, r);
  EXPECT_EQ(p.with_piece(sq("a3"), '\0')->rules(), r);
  EXPECT_EQ(p.with_side_to_move(Side::red)->rules(), r);
}

TEST(WithSideToMove, HandsTheTurnOver) {
  Position p;
  ASSERT_TRUE(p.play(mv("a3a4")).ok());
  auto turned = p.with_side_to_move(Side::blue);
  ASSERT_TRUE(turned.ok());
  EXPECT_EQ(turned->side_to_move(), Side::blue);
  EXPECT_TRUE(turned->history().empty());
  EXPECT_TRUE(turned->is_legal(mv("a4a5")));
  EXPECT_EQ(turned->fen(), "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1");
}

TEST(PieceInfo, GivesRankDefenceAndAbilities) {
  const Position p = place("Rb4 Lg1 Tc3 Ec9 ra7 dd2");
  auto rat = p.piece_info(sq("b4"));
  ASSERT_TRUE(rat);
  EXPECT_EQ(*rat, (PieceInfo{'R', Side::blue, PieceType::rat, 1, 1, true, false}));
  EXPECT_EQ(*p.piece_info(sq("g1")),
            (PieceInfo{'L', Side::blue, PieceType::lion, 7, 7, false, true}));
  EXPECT_EQ(*p.piece_info(sq("c3")),
            (PieceInfo{'T', Side::blue, PieceType::tiger, 6, 6, false, true}));
  // In the enemy's trap: defence 0, attack kept.
  EXPECT_EQ(*p.piece_info(sq("c9")),
            (PieceInfo{'E', Side::blue, PieceType::elephant, 8, 0, false, false}));
  EXPECT_EQ(*p.piece_info(sq("d2")),
            (PieceInfo{'d', Side::red, PieceType::dog, 3, 0, false, false}));
  EXPECT_EQ(*p.piece_info(sq("a7")),
            (PieceInfo{'r', Side::red, PieceType::rat, 1, 1, true, false}));
  EXPECT_FALSE(p.piece_info(sq("d5")));
  EXPECT_FALSE(p.piece_info(63));
  EXPECT_EQ(p.piece_letter(63), '\0');
  EXPECT_EQ(p.owner(63), std::nullopt);
}

}  // namespace
}  // namespace qipan::jungle::test
