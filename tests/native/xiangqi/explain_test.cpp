// explain(position, move): each refusal's code and words in both languages,
// as a table; and over every (from, to) pair of positions along random
// games, a refusal exactly for the illegal moves, each named by a rule.
#include "core/xiangqi/explain.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi {
namespace {

using testing::load;
using testing::mv;

constexpr const char* explain_start =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";

struct Why {
  const char* fen;
  const char* move;
  const char* code;
  const char* en_part;
  const char* zh_part;
};

void PrintTo(const Why& c, std::ostream* os) { *os << c.fen << " / " << c.move; }

class ExplainTable : public ::testing::TestWithParam<Why> {};

TEST_P(ExplainTable, NamesTheRuleInBothLanguages) {
  const Why& c = GetParam();
  const Position p = load(c.fen);
  const grid::Refusal r = explain(p, mv(c.move));
  EXPECT_EQ(r.code, c.code);
  EXPECT_NE(r.en.find(c.en_part), std::string::npos) << r.en;
  EXPECT_NE(r.zh.find(c.zh_part), std::string::npos) << r.zh;
  EXPECT_FALSE(p.is_legal(mv(c.move)));
}

INSTANTIATE_TEST_SUITE_P(
    Rules, ExplainTable,
    ::testing::Values(
        Why{explain_start, "d3d4", "no_piece", "there is no piece on d3", "d3 没有棋子"},
        Why{explain_start, "h7e7", "not_your_piece",
            "the cannon on h7 is Black's, and it is Red's turn", "现在轮到红方走"},
        Why{explain_start, "a0a3", "own_piece", "a3 holds Red's own soldier", "不能吃自己的棋子"},
        Why{"4k4/9/9/P7p/9/9/9/9/9/3K5 w", "d0c0", "palace", "the general stays in the palace",
            "帅不能走出九宫"},
        Why{"3k5/9/9/P7p/9/9/9/9/9/3AK4 w", "d0c1", "palace", "an advisor stays in the palace",
            "仕不能走出九宫"},
        Why{"3k5/9/9/P7p/9/2B6/9/9/9/4K4 w", "c4e6", "elephant_river",
            "an elephant cannot cross the river", "相不能过河"},
        Why{"3k5/9/9/P7p/9/9/9/9/3N5/2B1K4 w", "c0e2", "elephant_eye",
            "the elephant's eye is blocked at d1", "塞象眼：d1"},
        Why{explain_start, "b0d1", "horse_leg", "the horse's leg is blocked at c0", "蹩马腿：c0"},
        Why{explain_start, "a0a5", "path_blocked", "the path is blocked at a3", "a3"},
        Why{explain_start, "b2b8", "path_blocked", "blocked at b7: a cannon that does not capture",
            "炮不吃子时不能越子"},
        Why{explain_start, "b2b7", "cannon_screen", "there is none between", "炮打隔子"},
        Why{explain_start, "e3e2", "soldier_back", "a soldier never moves backward", "兵不能后退"},
        Why{explain_start, "e3d3", "soldier_sideways", "sideways only after crossing the river",
            "兵未过河不能横走"},
        Why{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "e6e4", "wrong_way",
            "a soldier moves one point forward", "卒每次只走一步"},
        Why{explain_start, "a0b1", "wrong_way", "a chariot moves along a rank or a file",
            "车只能直走"},
        Why{explain_start, "b0b1", "wrong_way", "a horse moves one point straight", "马走日字"},
        Why{"4k4/9/9/P7p/9/9/9/9/9/3K5 w", "d0e0", "generals_facing",
            "the generals would face each other on the e file", "将帅不能照面"},
        Why{"4k4/9/9/P7p/9/9/9/9/4N4/4K4 w", "e1d3", "generals_facing", "face each other", "照面"},
        Why{"4k4/4r4/9/P7p/9/9/9/9/4N4/4K4 w", "e1d3", "pinned",
            "the horse on e1 is pinned against its general by the chariot on e8",
            "e1 的马被 e8 的车牵制"},
        Why{"4k4/4r4/9/9/9/9/9/9/9/N3K4 w", "a0b2", "still_in_check",
            "the general is still in check from the chariot on e8", "仍被将军：e8 的车"},
        Why{"3k5/9/9/P7p/9/9/9/9/5r3/4K4 w", "e0e1", "into_check",
            "the general would step into check from the chariot on f1",
            "帅走到 e1 会被 f1 的车将军"},
        Why{"4k4/9/4c4/9/9/9/9/9/R8/4K4 w", "a1e1", "exposes_general",
            "in check from the cannon on e7", "e7 的炮"},
        Why{"3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e1", "game_over", "the game is over", "对局已结束"}));

TEST(Explain, NotAMove) {
  const Position p;
  EXPECT_EQ(explain(p, Move::none()).code, "not_a_move");
  EXPECT_EQ(explain(p, Move::make(0, 0)).code, "not_a_move");
}

// Every (from, to) pair: refused exactly when illegal, and every refusal
// named by one of the rules (never the catch-all "illegal"), with words in
// both languages.
void cross_check(const Position& p) {
  for (int from = 0; from < square_count; ++from) {
    for (int to = 0; to < square_count; ++to) {
      if (from == to) continue;
      const Move m = Move::make(static_cast<Square>(from), static_cast<Square>(to));
      const grid::Refusal r = explain(p, m);
      ASSERT_EQ(r.refused(), !p.is_legal(m)) << p.fen() << " " << to_string(m);
      if (!r.refused()) continue;
      EXPECT_NE(r.code, "illegal") << p.fen() << " " << to_string(m);
      EXPECT_FALSE(r.en.empty());
      EXPECT_FALSE(r.zh.empty());
    }
  }
}

TEST(Explain, RefusesExactlyTheIllegalMovesAlongRandomGames) {
  std::mt19937 random(20261202);
  for (int game = 0; game < 3; ++game) {
    Position p;
    for (int ply = 0; ply < 80; ++ply) {
      if (ply % 20 == 3) cross_check(p);
      const MoveList moves = p.legal_moves();
      if (moves.empty()) break;
      ASSERT_TRUE(p.play(moves[random() % moves.size()]).ok());
    }
  }
}

}  // namespace
}  // namespace qipan::xiangqi
