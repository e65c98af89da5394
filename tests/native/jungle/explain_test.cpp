// explain(position, move): each refusal's code and words in both languages,
// as a table, and no refusal for every legal move.
#include "core/jungle/explain.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle {
namespace {

using test::mv;
using test::place;

struct Why {
  const char* pieces;
  Side side;
  const char* move;
  const char* code;
  const char* en_part;
  const char* zh_part;
};

void PrintTo(const Why& c, std::ostream* os) { *os << c.pieces << " / " << c.move; }

class ExplainTable : public ::testing::TestWithParam<Why> {};

TEST_P(ExplainTable, NamesTheRuleInBothLanguages) {
  const Why& c = GetParam();
  const Position p = place(c.pieces, c.side);
  const grid::Refusal r = explain(p, mv(c.move));
  EXPECT_EQ(r.code, c.code);
  EXPECT_NE(r.en.find(c.en_part), std::string::npos) << r.en;
  EXPECT_NE(r.zh.find(c.zh_part), std::string::npos) << r.zh;
  // The refusal is what play() says.
  Position q = p;
  auto played = q.play(mv(c.move));
  ASSERT_FALSE(played.ok());
  EXPECT_NE(played.error().message.find(r.en), std::string::npos) << played.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    Rules, ExplainTable,
    ::testing::Values(
        Why{"Ra3 eg9", Side::blue, "b3b4", "no_piece", "no piece on b3", "b3 没有棋子"},
        Why{"Ra3 eg9", Side::blue, "g9g8", "not_your_piece", "is Red's, and Blue is to move",
            "轮到蓝方走"},
        Why{"Ea3 Da4 rg9", Side::blue, "a3a4", "own_piece", "a4 holds Blue's own dog",
            "不能吃自己的棋子"},
        Why{"Ea3 rg9", Side::blue, "a3a5", "wrong_way", "an elephant moves one square", "走一格"},
        Why{"La3 rg9", Side::blue, "a3b4", "wrong_way", "or jumps a lake", "或跳过河"},
        Why{"Eb3 rg9", Side::blue, "b3b7", "lake_jump", "only the lion and the tiger",
            "只有狮和虎"},
        Why{"Cd2 rg9", Side::blue, "d2d1", "own_den", "its own den", "兽穴"},
        Why{"Da4 rg9", Side::blue, "a4b4", "water", "only the rat may enter the river", "只有鼠"},
        Why{"Lb3 Rb5 eg9", Side::blue, "b3b7", "jump_blocked", "a rat in the river", "河里有鼠"},
        Why{"Rb5 ra5", Side::blue, "b5a5", "bank_capture", "from the river onto land", "河里"},
        Why{"Ra5 rb5", Side::blue, "a5b5", "bank_capture", "from land into the river", "岸上"},
        Why{"Ca3 ea4", Side::blue, "a3a4", "rank", "the cat (rank 2) cannot capture the elephant",
            "猫（2级）不能吃"},
        Why{"Ea3 ra4", Side::blue, "a3a4", "rule", "the elephant may not capture the rat",
            "象不能吃鼠"},
        Why{"Cd9 ea1", Side::red, "a1a2", "game_over", "the game is over", "对局已结束"}));

TEST(Explain, NoRefusalForALegalMove) {
  const Position p;
  for (Move m : p.legal_moves()) EXPECT_FALSE(explain(p, m).refused()) << to_string(m);
}

}  // namespace
}  // namespace qipan::jungle

namespace qipan::jungle {
namespace {

TEST(Explain, ATrappedPieceAttacksWithRankZeroUnderThatRule) {
  Rules zero;
  zero.trapped_attack_zero = true;
  const grid::Refusal r = explain(test::place("lc1 Db1", Side::red, zero), test::mv("c1b1"));
  EXPECT_EQ(r.code, "trap");
  EXPECT_NE(r.en.find("stands in a trap and attacks with rank 0"), std::string::npos) << r.en;
  EXPECT_NE(r.zh.find("陷阱"), std::string::npos) << r.zh;
  // Under the standard rules the lion takes the dog.
  EXPECT_FALSE(explain(test::place("lc1 Db1", Side::red), test::mv("c1b1")).refused());
}

}  // namespace
}  // namespace qipan::jungle
