// One table per rule of docs/jungle.md under the standard rule set. Boards
// are piece lists ("Lb3 rg9": Blue lion b3, Red rat g9) with a side to move.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

constexpr Side blue = Side::blue;
constexpr Side red = Side::red;

// The legal moves of the piece on one square.
struct MovesFrom {
  const char* pieces;
  Side side;
  const char* square;
  const char* moves;
};

void PrintTo(const MovesFrom& c, std::ostream* os) { *os << c.pieces << " / " << c.square; }

class MovesFromTable : public testing::TestWithParam<MovesFrom> {};

TEST_P(MovesFromTable, Lists) {
  const MovesFrom& c = GetParam();
  const Position p = place(c.pieces, c.side);
  EXPECT_EQ(text_of(p.legal_moves_from(sq(c.square))), c.moves);
}

// One move, legal or not.
struct MoveCase {
  const char* pieces;
  Side side;
  const char* move;
  bool legal;
};

void PrintTo(const MoveCase& c, std::ostream* os) {
  *os << c.pieces << " / " << c.move << (c.legal ? " legal" : " illegal");
}

class MoveTable : public testing::TestWithParam<MoveCase> {};

TEST_P(MoveTable, IsLegalOrNot) {
  const MoveCase& c = GetParam();
  Position p = place(c.pieces, c.side);
  const Move m = mv(c.move);
  EXPECT_EQ(p.is_legal(m), c.legal);
  EXPECT_EQ(p.legal_moves().contains(m), c.legal);
  const std::string before = p.fen();
  auto played = p.play(m);
  EXPECT_EQ(played.ok(), c.legal) << (played.ok() ? "" : played.error().message);
  if (!c.legal) {
    EXPECT_EQ(p.fen(), before);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Jumps, MovesFromTable,
    testing::Values(MovesFrom{"Lb3 rg9", blue, "b3", "b3a3 b3b2 b3b7 b3c3"},  // up
                    MovesFrom{"Tc7 ea9", blue, "c7", "c7b7 c7c3 c7c8 c7d7"},  // down
                    MovesFrom{"Ta5 ea9", blue, "a5", "a5a4 a5a6 a5d5"},       // right
                    MovesFrom{"Lg4 ea9", blue, "g4", "g4d4 g4g3 g4g5"},       // left
                    MovesFrom{"Td6 ea9", blue, "d6", "d6a6 d6d5 d6d7 d6g6"},  // both ways
                    MovesFrom{"lf3 Ea1", red, "f3", "f3e3 f3f2 f3f7 f3g3"},   // Red jumps
                    MovesFrom{"tf7 Ea1", red, "f7", "f7e7 f7f3 f7f8 f7g7"},   // Red jumps
                    MovesFrom{"Eb3 rg9", blue, "b3", "b3a3 b3b2 b3c3"},       // no jumper
                    MovesFrom{"Pd5 rg9", blue, "d5", "d5d4 d5d6"}));          // no jumper

INSTANTIATE_TEST_SUITE_P(
    JumpBlocked, MovesFromTable,
    testing::Values(MovesFrom{"Lb3 Rb5 ea9", blue, "b3", "b3a3 b3b2 b3c3"},  // own rat
                    MovesFrom{"Lb3 rb6 ea9", blue, "b3", "b3a3 b3b2 b3c3"},  // enemy rat
                    MovesFrom{"Lb3 Rb4 ea9", blue, "b3", "b3a3 b3b2 b3c3"},  // rat next to it
                    MovesFrom{"Ta5 Rc5 ea9", blue, "a5", "a5a4 a5a6"},       // own, sideways
                    MovesFrom{"Tg4 re4 Ea1", blue, "g4", "g4g3 g4g5"},       // enemy, sideways
                    MovesFrom{"tf7 Rf5 Ea1", red, "f7", "f7e7 f7f8 f7g7"},   // Red blocked
                    // A rat off the path, or in the other lake, blocks nothing.
                    MovesFrom{"Lb3 Rc5 ea9", blue, "b3", "b3a3 b3b2 b3b7 b3c3"},
                    MovesFrom{"Ta5 Re5 ea9", blue, "a5", "a5a4 a5a6 a5d5"}));

INSTANTIATE_TEST_SUITE_P(
    JumpCaptureByRank, MoveTable,
    testing::Values(MoveCase{"Lb3 tb7", blue, "b3b7", true},       // lion 7 takes tiger 6
                    MoveCase{"Lb3 lb7", blue, "b3b7", true},       // equal ranks
                    MoveCase{"Lb3 eb7", blue, "b3b7", false},      // not the elephant
                    MoveCase{"Tb3 lb7", blue, "b3b7", false},      // tiger 6 under lion 7
                    MoveCase{"Lb3 Db7 ea9", blue, "b3b7", false},  // own piece
                    MoveCase{"Ta5 pd5", blue, "a5d5", true},       // sideways
                    MoveCase{"Ta5 ed5", blue, "a5d5", false},
                    MoveCase{"lf7 Tf3", red, "f7f3", true},  // Red jumping down
                    MoveCase{"tf7 Lf3", red, "f7f3", false},
                    MoveCase{"Lb3 rb7", blue, "b3b7", true}));  // a rat on land is prey

INSTANTIATE_TEST_SUITE_P(
    RatAndElephant, MoveTable,
    testing::Values(MoveCase{"Ra3 ea4", blue, "a3a4", true},   // rat takes elephant
                    MoveCase{"Ea3 ra4", blue, "a3a4", false},  // elephant never takes rat
                    MoveCase{"ra7 Ea6", red, "a7a6", true},    // the same for Red
                    MoveCase{"ea7 Ra6", red, "a7a6", false},
                    MoveCase{"Ra3 ca4", blue, "a3a4", false},  // the rat takes nothing else
                    MoveCase{"Ra3 ra4", blue, "a3a4", true},   // but a rat
                    MoveCase{"Ec2 rc1", blue, "c2c1", true},   // a trapped rat is prey
                    MoveCase{"Ed3 rd2", blue, "d3d2", true}));

INSTANTIATE_TEST_SUITE_P(
    WaterAndLand, MoveTable,
    testing::Values(MoveCase{"Rb5 rb6", blue, "b5b6", true},   // water to water
                    MoveCase{"Ra5 rb5", blue, "a5b5", false},  // land into water
                    MoveCase{"Rb5 ra5", blue, "b5a5", false},  // water onto land
                    MoveCase{"Rb4 eb3", blue, "b4b3", false},  // not even the elephant
                    MoveCase{"Rb4 ea4", blue, "b4a4", false},
                    MoveCase{"Rb4 ea9", blue, "b4b3", true},     // leaving the water
                    MoveCase{"Ra4 ea9", blue, "a4b4", true},     // entering it
                    MoveCase{"Da4 ea9", blue, "a4b4", false},    // only the rat swims
                    MoveCase{"Lc3 ea9", blue, "c3c4", false}));  // a jumper jumps, never wades

INSTANTIATE_TEST_SUITE_P(
    Traps, MoveTable,
    testing::Values(MoveCase{"Cc2 ec1", blue, "c2c1", true},  // Red trapped in Blue's trap
                    MoveCase{"Ce2 le1", blue, "e2e1", true},
                    MoveCase{"Cc2 ed2", blue, "c2d2", true},
                    MoveCase{"Ed8 cd7", red, "d7d8", true},  // Blue trapped in Red's trap
                    MoveCase{"Ec9 cb9", red, "b9c9", true}, MoveCase{"Le9 df9", red, "f9e9", true},
                    MoveCase{"Ee1 cf1", red, "f1e1", false},  // own trap: no weakness
                    MoveCase{"ed8 Cd7", blue, "d7d8", false},
                    MoveCase{"Ld8 dd7", blue, "d8d7", true},     // attack keeps its rank
                    MoveCase{"Cc1 ec2", blue, "c1c2", false}));  // and stays what it was

INSTANTIATE_TEST_SUITE_P(OwnDen, MovesFromTable,
                         testing::Values(MovesFrom{"Cd2 lc1 rg9", blue, "d2", "d2c2 d2d3 d2e2"},
                                         MovesFrom{"Cc1 ra9", blue, "c1", "c1b1 c1c2"},
                                         MovesFrom{"cd8 Ea1", red, "d8", "d8c8 d8d7 d8e8"},
                                         MovesFrom{"ce9 Ea1", red, "e9", "e9e8 e9f9"},
                                         MovesFrom{"Cd8 ea1", blue, "d8",
                                                   "d8c8 d8d7 d8d9 d8e8"},  // enemy den
                                         MovesFrom{"cd2 Eg9", red, "d2", "d2c2 d2d1 d2d3 d2e2"}));

INSTANTIATE_TEST_SUITE_P(
    OwnPieces, MoveTable,
    testing::Values(MoveCase{"Ea3 Da4 rg9", blue, "a3a4", false},
                    MoveCase{"ea7 da6 Rg1", red, "a7a6", false},
                    MoveCase{"Ra3 eg9", blue, "a3a5", false},    // one square at a time
                    MoveCase{"Ra3 eg9", blue, "a3b4", false},    // never diagonally
                    MoveCase{"Ra3 eg9", red, "a3a4", false},     // not Blue's turn
                    MoveCase{"Ra3 eg9", blue, "b3b4", false}));  // no piece there

}  // namespace
}  // namespace qipan::jungle::test
