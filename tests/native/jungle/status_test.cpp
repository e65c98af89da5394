// How games end: den, no pieces, no moves, repetition, move limit; and that
// an ended game has no moves and refuses them.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

using Status = GameStatus<Side>;

void expect_over(Position& p, const Status& expected) {
  EXPECT_EQ(p.status(), expected);
  EXPECT_TRUE(p.legal_moves().empty());
  if (expected.winner) {
    EXPECT_EQ(p.perft(1), 0u);  // decisive endings stop perft too
  }
  const std::string before = p.fen();
  const std::size_t plies = p.history().size();
  for (int from = 0; from < square_count; ++from) {
    for (Square to : {Square{0}, Square{30}, Square{62}}) {
      const Move m = Move::make(static_cast<Square>(from), to);
      EXPECT_FALSE(p.is_legal(m));
      EXPECT_TRUE(p.legal_moves_from(static_cast<Square>(from)).empty());
      if (from == to) continue;
      auto played = p.play(m);
      ASSERT_FALSE(played.ok());
      EXPECT_NE(played.error().message.find("the game is over"), std::string::npos)
          << played.error().message;
    }
  }
  EXPECT_EQ(p.fen(), before);
  EXPECT_EQ(p.history().size(), plies);
}

TEST(Status, TheStartIsNotOver) {
  EXPECT_EQ(Position().status(), Status{});
  EXPECT_FALSE(Position().in_check());
}

struct Ending {
  const char* name;
  const char* pieces;
  Side side;
  const char* move;
  Status status;
};

void PrintTo(const Ending& c, std::ostream* os) { *os << c.name; }

class EndingTable : public testing::TestWithParam<Ending> {};

TEST_P(EndingTable, EndsTheGameAndUndoReopensIt) {
  const Ending& c = GetParam();
  Position p = place(c.pieces, c.side);
  ASSERT_FALSE(p.status().over);
  ASSERT_TRUE(p.play(mv(c.move)).ok());
  expect_over(p, c.status);
  ASSERT_TRUE(p.undo());
  EXPECT_FALSE(p.status().over);
  EXPECT_TRUE(p.is_legal(mv(c.move)));
}

INSTANTIATE_TEST_SUITE_P(Decisive, EndingTable,
                         testing::Values(Ending{"blue_enters_the_den",
                                                "Cd8 eg1",
                                                Side::blue,
                                                "d8d9",
                                                {true, Side::blue, EndReason::den}},
                                         Ending{"red_enters_the_den",
                                                "cd2 Eg9",
                                                Side::red,
                                                "d2d1",
                                                {true, Side::red, EndReason::den}},
                                         Ending{"blue_enters_from_the_side",
                                                "Rc9 ea1",
                                                Side::blue,
                                                "c9d9",
                                                {true, Side::blue, EndReason::den}},
                                         Ending{"last_red_piece_captured",
                                                "Lb3 tb7",
                                                Side::blue,
                                                "b3b7",
                                                {true, Side::blue, EndReason::no_pieces}},
                                         Ending{"last_blue_piece_captured",
                                                "Ca3 da4",
                                                Side::red,
                                                "a4a3",
                                                {true, Side::red, EndReason::no_pieces}},
                                         Ending{"blue_left_without_moves",
                                                "Ra1 ca2 db1 eg9",
                                                Side::red,
                                                "g9g8",
                                                {true, Side::red, EndReason::no_moves}},
                                         Ending{"red_left_without_moves",
                                                "rg9 Cg8 Df9 Ea1",
                                                Side::blue,
                                                "a1a2",
                                                {true, Side::blue, EndReason::no_moves}}));

TEST(Status, ASideWithoutMovesLosesAtOnceFromAFen) {
  Position p = place("Ra1 ca2 db1", Side::blue);
  expect_over(p, {true, Side::red, EndReason::no_moves});
}

TEST(Status, RepetitionDrawsOnTheThirdOccurrence) {
  Position p = place("La1 lg9");
  const char* cycle[] = {"a1a2", "g9g8", "a2a1", "g8g9"};
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < 4; ++i) {
      EXPECT_FALSE(p.status().over) << round << " " << i;
      ASSERT_TRUE(p.play(mv(cycle[i])).ok());
    }
  }
  expect_over(p, {true, std::nullopt, EndReason::repetition});
  ASSERT_TRUE(p.undo());
  EXPECT_FALSE(p.status().over);
}

TEST(Status, RepetitionCountIsASetting) {
  Rules twice;
  twice.repetition_count = 2;
  Rules off;
  off.repetition_count = 0;
  const char* cycle[] = {"a1a2", "g9g8", "a2a1", "g8g9"};
  Position p2 = place("La1 lg9", Side::blue, twice);
  Position p0 = place("La1 lg9", Side::blue, off);
  for (const char* m : cycle) {
    ASSERT_TRUE(p2.play(mv(m)).ok());
    ASSERT_TRUE(p0.play(mv(m)).ok());
  }
  EXPECT_EQ(p2.status(), (Status{true, std::nullopt, EndReason::repetition}));
  for (int i = 0; i < 20; ++i) {
    ASSERT_TRUE(p0.play(mv(cycle[i % 4])).ok()) << i;
  }
  EXPECT_FALSE(p0.status().over);
}

TEST(Status, TwoOccurrencesAreNotADraw) {
  // Both lions wander and come back: every position occurs at most twice.
  Position p = place("La1 lg9");
  for (const char* m : {"a1a2", "g9g8", "a2a1", "g8g7", "a1a2", "g7g8", "a2a1", "g8g9"}) {
    ASSERT_TRUE(p.play(mv(m)).ok());
    EXPECT_FALSE(p.status().over) << m;
  }
}

TEST(Status, ACaptureStartsRepetitionAfresh) {
  // The cycle runs twice, then a capture; the same cycle afterwards starts
  // counting from one.
  Position p = place("La1 lg9 rd5");
  ASSERT_TRUE(p.play(mv("a1a2")).ok());
  ASSERT_TRUE(p.play(mv("d5d4")).ok());
  ASSERT_TRUE(p.play(mv("a2a3")).ok());
  ASSERT_TRUE(p.play(mv("d4d3")).ok());
  ASSERT_TRUE(p.play(mv("a3b3")).ok());
  ASSERT_TRUE(p.play(mv("g9g8")).ok());
  ASSERT_TRUE(p.play(mv("b3c3")).ok());
  ASSERT_TRUE(p.play(mv("g8g9")).ok());
  ASSERT_TRUE(p.play(mv("c3d3")).ok());  // lion takes rat
  EXPECT_EQ(p.halfmove_clock(), 0u);
  const char* cycle[] = {"g9g8", "d3c3", "g8g9", "c3d3"};
  for (int i = 0; i < 7; ++i) {
    ASSERT_TRUE(p.play(mv(cycle[i % 4])).ok());
    EXPECT_FALSE(p.status().over) << i;
  }
  ASSERT_TRUE(p.play(mv(cycle[3])).ok());
  EXPECT_EQ(p.status().reason, EndReason::repetition);
}

TEST(Status, TheMoveLimitDrawsAfterThatManyPliesWithoutACapture) {
  Position p = from_fen("6l/7/7/7/7/7/7/7/L6 b 98 60");
  ASSERT_TRUE(p.play(mv("a1a2")).ok());
  EXPECT_FALSE(p.status().over);
  ASSERT_TRUE(p.play(mv("g9g8")).ok());
  EXPECT_EQ(p.halfmove_clock(), 100u);
  expect_over(p, {true, std::nullopt, EndReason::move_limit});
  ASSERT_TRUE(p.undo());
  EXPECT_FALSE(p.status().over);
}

TEST(Status, TheMoveLimitIsASetting) {
  Rules off;
  off.move_limit = 0;
  Rules ten;
  ten.move_limit = 10;
  EXPECT_FALSE(from_fen("6l/7/7/7/7/7/7/7/L6 b 5000 1", off).status().over);
  EXPECT_FALSE(from_fen("6l/7/7/7/7/7/7/7/L6 b 9 1", ten).status().over);
  EXPECT_EQ(from_fen("6l/7/7/7/7/7/7/7/L6 b 10 1", ten).status().reason, EndReason::move_limit);
}

TEST(Status, ACaptureResetsTheClock) {
  Position p = from_fen("7/7/7/7/7/7/Ll5/7/7 b 99 1");
  ASSERT_TRUE(p.play(mv("a3b3")).ok());
  EXPECT_EQ(p.halfmove_clock(), 0u);
  EXPECT_TRUE(p.status().over);  // Red has no pieces: a win, not a draw
  EXPECT_EQ(p.status().reason, EndReason::no_pieces);
}

TEST(Status, DecisiveEndingsComeBeforeTheMoveLimit) {
  Position p = from_fen("7/3C3/7/7/7/7/7/7/6e b 99 1");
  ASSERT_TRUE(p.play(mv("d8d9")).ok());
  EXPECT_EQ(p.status(), (Status{true, Side::blue, EndReason::den}));
}

TEST(Status, CountersFollowTheMoves) {
  Position p;
  ASSERT_TRUE(p.play(mv("a3a4")).ok());
  EXPECT_EQ(p.fullmove_number(), 1u);
  ASSERT_TRUE(p.play(mv("g7g6")).ok());
  EXPECT_EQ(p.fullmove_number(), 2u);
  EXPECT_EQ(p.halfmove_clock(), 2u);
  EXPECT_EQ(p.fen(), "l5t/1w3c1/r1p1d2/6e/7/E6/2D1P1R/1C3W1/T5L b 2 2");
  ASSERT_TRUE(p.undo());
  ASSERT_TRUE(p.undo());
  EXPECT_FALSE(p.undo());
  EXPECT_EQ(p.fen(), Position().fen());
}

TEST(Status, DescribesEndings) {
  EXPECT_EQ(describe({true, Side::blue, EndReason::den}), "Blue won: a piece entered the den");
  EXPECT_EQ(describe({true, Side::red, EndReason::no_pieces}), "Red won: Blue has no pieces left");
  EXPECT_EQ(describe({true, std::nullopt, EndReason::repetition}), "drawn by repetition");
}

}  // namespace
}  // namespace qipan::jungle::test
