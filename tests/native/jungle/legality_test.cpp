// The legality cross-check: every from→to pair is offered to is_legal, play
// and parse_move; exactly the generated moves are accepted, and a rejected
// move leaves the position as it was. Then the reasons given for rejections.
#include <gtest/gtest.h>

#include <random>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

void cross_check(Position& p) {
  const MoveList legal = p.legal_moves();
  const std::string fen = p.fen();
  const std::size_t plies = p.history().size();
  std::size_t accepted = 0;
  for (int from = 0; from < square_count; ++from) {
    for (int to = 0; to < square_count; ++to) {
      const Move m = Move::make(static_cast<Square>(from), static_cast<Square>(to));
      const bool generated = legal.contains(m);
      EXPECT_EQ(p.is_legal(m), generated) << fen << " " << to_string(m);
      auto parsed = p.parse_move(to_string(m));
      EXPECT_EQ(parsed.ok(), generated) << fen << " " << to_string(m);
      if (parsed.ok()) {
        EXPECT_EQ(*parsed, m);
      }
      auto played = p.play(m);
      ASSERT_EQ(played.ok(), generated) << fen << " " << to_string(m);
      if (played.ok()) {
        ++accepted;
        EXPECT_EQ(p.history().back(), m);
        ASSERT_TRUE(p.undo());
      } else {
        EXPECT_FALSE(played.error().message.empty());
      }
      ASSERT_EQ(p.fen(), fen) << to_string(m);
      ASSERT_EQ(p.history().size(), plies);
    }
  }
  EXPECT_EQ(accepted, legal.size()) << fen;
  // Moves naming a square off the board are refused too.
  for (Square s : {Square{0}, Square{40}}) {
    EXPECT_FALSE(p.play(Move::make(s, 63)).ok());
    EXPECT_FALSE(p.play(Move::make(63, s)).ok());
  }
  EXPECT_EQ(p.fen(), fen);
}

TEST(Legality, CrossCheckOnFixedPositions) {
  for (const char* fen :
       {"l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b", "6r/7/7/7/7/7/1L5/7/7 b",
        "7/7/7/7/1r5/7/1L5/7/7 b", "6r/7/7/7/T2L3/7/7/7/7 b", "6e/7/7/1r5/1R5/7/7/7/7 b",
        "6r/7/7/7/7/7/7/3C3/2l4 b", "2lCt2/7/7/7/7/7/7/7/6E r", "6l/7/7/7/7/7/7/7/L6 b 150 1",
        "l1E1t2/1w1T1c1/r1p1d1e/3L3/1R5/7/2D1P2/1C3W1/7 r"}) {
    Position p = from_fen(fen);
    cross_check(p);
  }
}

TEST(Legality, CrossCheckAlongSeededRandomGames) {
  std::mt19937 random(20240604);
  for (int game = 0; game < 4; ++game) {
    Position p;
    for (int ply = 0; ply < 120; ++ply) {
      if (ply % 20 == 7) cross_check(p);
      const MoveList moves = p.legal_moves();
      if (moves.empty()) {
        cross_check(p);
        break;
      }
      ASSERT_TRUE(p.play(moves[random() % moves.size()]).ok());
    }
  }
}

struct Rejection {
  const char* pieces;
  Side side;
  const char* move;
  const char* message_part;
};

void PrintTo(const Rejection& c, std::ostream* os) { *os << c.pieces << " / " << c.move; }

class RejectionTable : public testing::TestWithParam<Rejection> {};

TEST_P(RejectionTable, SaysWhy) {
  const Rejection& c = GetParam();
  Position p = place(c.pieces, c.side);
  const std::string before = p.fen();
  auto played = p.play(mv(c.move));
  ASSERT_FALSE(played.ok());
  EXPECT_NE(
      played.error().message.find(std::string("illegal move ") + c.move + ": " + c.message_part),
      std::string::npos)
      << played.error().message;
  auto parsed = p.parse_move(c.move);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().message, played.error().message);
  EXPECT_EQ(p.fen(), before);
}

INSTANTIATE_TEST_SUITE_P(
    Reasons, RejectionTable,
    testing::Values(
        Rejection{"Ra3 eg9", Side::blue, "b3b4", "there is no piece on b3"},
        Rejection{"Ra3 eg9", Side::blue, "g9g8",
                  "the elephant on g9 is Red's, and Blue is to move"},
        Rejection{"Ea3 Da4 rg9", Side::blue, "a3a4", "a4 holds Blue's own dog"},
        Rejection{"Ea3 rg9", Side::blue, "a3a5", "an elephant moves one square"},
        Rejection{"La3 rg9", Side::blue, "a3b4",
                  "a lion moves one square up, down, left or right, or jumps a lake"},
        Rejection{"Eb3 rg9", Side::blue, "b3b7", "only the lion and the tiger jump the lakes"},
        Rejection{"Cd2 rg9", Side::blue, "d2d1", "no piece may enter its own den"},
        Rejection{"Da4 rg9", Side::blue, "a4b4", "only the rat may enter the river"},
        Rejection{"Lb3 Rb5 eg9", Side::blue, "b3b7", "a rat in the river blocks the jump"},
        Rejection{"Rb5 ra5", Side::blue, "b5a5", "no piece may capture from the river onto land"},
        Rejection{"Ra5 rb5", Side::blue, "a5b5", "no piece may capture from land into the river"},
        Rejection{"Ca3 ea4", Side::blue, "a3a4",
                  "the cat (rank 2) cannot capture the elephant (rank 8) on a4"},
        Rejection{"Ea3 ra4", Side::blue, "a3a4", "the elephant may not capture the rat"},
        Rejection{"Cd9 ea1", Side::red, "a1a2",
                  "the game is over (Blue won: a piece entered the den)"}));

TEST(ParseMove, NamesWhatIsMalformed) {
  const Position p;
  struct Case {
    const char* text;
    const char* message_part;
  };
  for (const Case& c :
       {Case{"", "bad move '': expected a from-square and a to-square"},
        Case{"a3a", "bad move 'a3a': expected a from-square"}, Case{"a3a4a", "bad move 'a3a4a'"},
        Case{"h3a4", "bad move 'h3a4': bad square 'h3': file 'h' is off the board"},
        Case{"a3a0", "rank '0' is off the board"}, Case{"A3A4", "file 'A' is off the board"},
        Case{"a3a3", "the from-square and the to-square are the same"},
        Case{"a3a5", "illegal move a3a5: an elephant moves one square"}}) {
    auto m = p.parse_move(c.text);
    ASSERT_FALSE(m.ok()) << c.text;
    EXPECT_NE(m.error().message.find(c.message_part), std::string::npos) << m.error().message;
  }
  EXPECT_EQ(*p.parse_move("a3a4"), mv("a3a4"));
}

TEST(ParseMove, SaysTheGameIsOver) {
  const Position p = from_fen("6l/7/7/7/7/7/7/7/L6 b 150 1");
  auto m = p.parse_move("a1a2");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().message.find("the game is over (drawn by the move limit"), std::string::npos)
      << m.error().message;
}

}  // namespace
}  // namespace qipan::jungle::test
