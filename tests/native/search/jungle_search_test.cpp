// The search on Jungle positions: forced den entries in 1-5 moves (their
// length checked by an exhaustive solver), determinism and the budget.
#include <gtest/gtest.h>

#include <string>

#include "core/search/jungle_engine.h"
#include "tests/native/search/generate.h"
#include "tests/native/search/helpers.h"
#include "tests/native/search/solver.h"

namespace qipan::search {
namespace {

using jungle::Position;

Position load(const std::string& fen) { return testing::load<Position>(fen); }

// Printed by `forced_wins jungle 1|2 ...` (tests/bench): Blue enters Red's
// den in N moves at best, and no other win is quicker.
struct DenEntry {
  const char* fen;
  int moves;
};
constexpr DenEntry entries[] = {
    {"7/3P3/2w4/7/7/7/7/7/7 b", 1},     {"4L2/e6/2d4/7/7/7/7/7/7 b", 1},
    {"1P2w2/6L/6R/7/7/7/7/7/7 b", 2},   {"7/4T2/2c3d/7/7/7/7/7/7 b", 2},
    {"2d4/7/4C1r/7/5R1/7/7/7/7 b", 3},  {"5C1/4r2/4E2/7/7/7/7/7/7 b", 3},
    {"7/5L1/7/4R1e/7/7/7/7/7 b", 3},    {"7/7/5D1/6l/7/7/7/7/7 b", 4},
    {"7/1l4W/2C4/7/7/7/7/7/7 b", 4},    {"6l/6R/7/7/7/7/7/7/7 b", 4},
    {"7/5d1/6E/7/7/7/7/7/7 b", 5},      {"7/7/6D/r6/7/7/7/7/7 b", 5},
    {"7/4w1e/7/3L2E/C5d/7/7/7/7 b", 5}, {"7/7/1t4C/7/7/7/7/7/7 b", 5},
};

TEST(JungleSearch, FindsEachForcedDenEntry) {
  for (const DenEntry& e : entries) {
    SCOPED_TRACE(e.fen);
    const Position p = load(e.fen);
    ASSERT_EQ(testing::shortest_win(JungleGame::from(p), e.moves, testing::DenEntered{}), e.moves);
    ASSERT_EQ(testing::shortest_win(JungleGame::from(p), e.moves), e.moves);
    JungleEngine engine(4);
    Budget b;
    b.depth = 2 * e.moves + 1;
    testing::expect_finds_win<JungleGame>(engine, p, e.moves, b);
  }
}

TEST(JungleSearch, SameBudgetAndSeedSameResult) {
  for (int level : {0, 3}) {
    Budget b;
    b.nodes = 6000;
    b.level = level;
    b.seed = 11;
    testing::expect_same_result<JungleEngine, Position>(b);
  }
}

TEST(JungleSearch, NodeBudgetIsRespected) {
  testing::expect_within_nodes<JungleEngine, Position>(3000);
}

TEST(JungleSearch, AnswersADenThreat) {
  // Red's lion on d2, in Blue's trap, is beside Blue's den: Blue's tiger on
  // e2 must take it (the trap weakens the lion), or Red enters next move.
  const Position p = load("e6/7/7/7/7/7/7/3lT2/7 b");
  JungleEngine engine(4);
  Budget b;
  b.depth = 4;
  const auto r = engine.best_move(p, b);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(to_string(r->move), "e2d2");
  EXPECT_GT(r->score, -mate_bound);
}

}  // namespace
}  // namespace qipan::search
