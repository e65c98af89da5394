// Each switch of the rule set changes the outcome of at least one position,
// and the standard set is the specification's.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

TEST(Rules, DefaultsAreTheStandardSet) {
  const Rules r;
  EXPECT_FALSE(r.elephant_takes_rat);
  EXPECT_FALSE(r.rats_capture_across_bank);
  EXPECT_FALSE(r.own_traps_weaken);
  EXPECT_FALSE(r.trapped_attack_zero);
  EXPECT_EQ(r.repetition_count, 3);
  EXPECT_EQ(r.move_limit, 100);
  EXPECT_EQ(Position().rules(), r);
}

// A move whose legality one switch flips.
struct SwitchCase {
  const char* name;
  Rules rules;
  const char* pieces;
  Side side;
  const char* move;
};

void PrintTo(const SwitchCase& c, std::ostream* os) { *os << c.name; }

class SwitchTable : public testing::TestWithParam<SwitchCase> {};

TEST_P(SwitchTable, MakesAnIllegalMoveLegal) {
  const SwitchCase& c = GetParam();
  EXPECT_FALSE(place(c.pieces, c.side).is_legal(mv(c.move))) << "standard rules";
  const Position switched = place(c.pieces, c.side, c.rules);
  EXPECT_TRUE(switched.is_legal(mv(c.move))) << "with the switch";
  EXPECT_EQ(switched.rules(), c.rules);
}

TEST_P(SwitchTable, SurvivesPlayAndUndo) {
  const SwitchCase& c = GetParam();
  Position p = place(c.pieces, c.side, c.rules);
  ASSERT_TRUE(p.play(mv(c.move)).ok());
  EXPECT_EQ(p.rules(), c.rules);
  ASSERT_TRUE(p.undo());
  EXPECT_TRUE(p.is_legal(mv(c.move)));
}

Rules with(void (*set)(Rules&)) {
  Rules r;
  set(r);
  return r;
}

INSTANTIATE_TEST_SUITE_P(
    Captures, SwitchTable,
    testing::Values(
        SwitchCase{"elephant_takes_rat", with([](Rules& r) { r.elephant_takes_rat = true; }),
                   "Ea3 ra4", Side::blue, "a3a4"},
        SwitchCase{"elephant_takes_rat_red", with([](Rules& r) { r.elephant_takes_rat = true; }),
                   "ea7 Ra6", Side::red, "a7a6"},
        SwitchCase{"rats_capture_across_bank_water_to_land",
                   with([](Rules& r) { r.rats_capture_across_bank = true; }), "Rb4 ea4", Side::blue,
                   "b4a4"},
        SwitchCase{"rats_capture_across_bank_land_to_water",
                   with([](Rules& r) { r.rats_capture_across_bank = true; }), "Ra4 rb4", Side::blue,
                   "a4b4"},
        SwitchCase{"own_traps_weaken", with([](Rules& r) { r.own_traps_weaken = true; }), "Ee1 cf1",
                   Side::red, "f1e1"},
        SwitchCase{"own_traps_weaken_red", with([](Rules& r) { r.own_traps_weaken = true; }),
                   "ed8 Cd7", Side::blue, "d7d8"}));

TEST(RuleSwitch, TrappedAttackZeroTakesTheTrappedPiecesAttack) {
  // Red's lion on c1 stands in Blue's trap; Blue's dog is next to it.
  Rules zero;
  zero.trapped_attack_zero = true;
  EXPECT_TRUE(place("lc1 Db1", Side::red).is_legal(mv("c1b1")));
  const Position p = place("lc1 Db1", Side::red, zero);
  EXPECT_FALSE(p.is_legal(mv("c1b1")));
  EXPECT_TRUE(p.is_legal(mv("c1c2")));  // it still moves
  EXPECT_EQ(p.piece_info(sq("c1"))->rank, 0);
  EXPECT_EQ(place("lc1 Db1", Side::red).piece_info(sq("c1"))->rank, 7);
  // Nor does the rat keep its power over the elephant there.
  EXPECT_FALSE(place("re1 Ee2", Side::red, zero).is_legal(mv("e1e2")));
  EXPECT_TRUE(place("re1 Ee2", Side::red).is_legal(mv("e1e2")));
}

TEST(RuleSwitch, OwnTrapsWeakenShowsInPieceInfo) {
  Rules weak;
  weak.own_traps_weaken = true;
  EXPECT_EQ(place("Ee1 cf1", Side::red).piece_info(sq("e1"))->defence, 8);
  EXPECT_EQ(place("Ee1 cf1", Side::red, weak).piece_info(sq("e1"))->defence, 0);
}

TEST(RuleSwitch, ElephantTakesRatShowsInPerftFromTheStart) {
  // Within four plies only one capture differs between the rule sets: after
  // g3g4 g7g6 g4g5 Red's elephant may take the rat on g5 (g6g5) when the
  // switch is on. The other switches change nothing that early.
  Rules elephant;
  elephant.elephant_takes_rat = true;
  Rules all = elephant;
  all.rats_capture_across_bank = true;
  all.own_traps_weaken = true;
  all.trapped_attack_zero = true;
  Rules others = all;
  others.elephant_takes_rat = false;
  EXPECT_EQ(from_fen(start_fen, elephant).perft(4), 260100u);
  EXPECT_EQ(from_fen(start_fen, all).perft(4), 260100u);
  EXPECT_EQ(from_fen(start_fen, others).perft(4), 260099u);
  Position p = from_fen(start_fen, elephant);
  for (const char* m : {"g3g4", "g7g6", "g4g5"}) ASSERT_TRUE(p.play(mv(m)).ok());
  EXPECT_TRUE(p.is_legal(mv("g6g5")));
  EXPECT_FALSE(Position::from_fen(p.fen())->is_legal(mv("g6g5")));
}

struct BadRules {
  Rules rules;
  const char* message_part;
};

TEST(Rules, OutOfRangeSettingsAreRejectedByName) {
  Rules one;
  one.repetition_count = 1;
  Rules negative;
  negative.move_limit = -1;
  Rules huge;
  huge.repetition_count = max_repetition_count + 1;
  for (const BadRules& c : {BadRules{one, "repetition count must be 0 (off) or from 2"},
                            BadRules{negative, "move limit must be 0 (off) or from 1"},
                            BadRules{huge, "repetition count"}}) {
    auto p = Position::from_fen(start_fen, c.rules);
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.error().message.find(c.message_part), std::string::npos) << p.error().message;
  }
}

}  // namespace
}  // namespace qipan::jungle::test
