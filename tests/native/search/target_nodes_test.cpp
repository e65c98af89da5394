// Spending the nodes by a target (Budget::target_nodes): a settled choice
// stops short of the target, a hard one goes past it, the moves of a game
// average about it, the cap holds, and the result is as repeatable as any
// budget's.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/search/xiangqi_engine.h"
#include "core/search/xiangqi_levels.h"
#include "tests/native/search/helpers.h"

namespace qipan::search {
namespace {

using xiangqi::Position;

constexpr std::uint64_t target = 10000;

Budget by_target() {
  Budget b;
  b.target_nodes = target;
  b.nodes = 3 * target;
  return b;
}

// The positions of an opening as played between two engines: the start and
// each position after one more of these moves.
std::vector<Position> opening() {
  const char* moves[] = {"b2c2", "g9e7", "a0a1", "h9f8", "h2e2", "a9a8", "a1d1", "h7g7",
                         "h0g2", "i9h9", "b0a2", "b9c7", "c3c4", "g6g5", "d1d4", "a8b8"};
  std::vector<Position> positions{Position{}};
  for (const char* text : moves) {
    Position next = positions.back();
    const auto m = next.parse_move(text);
    EXPECT_TRUE(m.ok()) << text;
    if (!m.ok()) break;
    EXPECT_TRUE(next.play(*m).ok()) << text;
    positions.push_back(next);
  }
  return positions;
}

TEST(TargetNodes, AGameAveragesAboutTheTargetSpendingMoreOnSomeMovesThanOthers) {
  std::vector<std::uint64_t> spent;
  for (const Position& p : opening()) {
    XiangqiEngine engine(4);
    const auto r = engine.best_move(p, by_target());
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(p.is_legal(r->move));
    EXPECT_LE(r->nodes, 3 * target);
    spent.push_back(r->nodes);
  }
  std::uint64_t total = 0;
  for (std::uint64_t n : spent) total += n;
  const std::uint64_t average = total / spent.size();
  EXPECT_GT(average, target / 2);
  EXPECT_LT(average, target * 3 / 2);
  // Not one budget for every move: some stop well short of the target,
  // others go well past it.
  EXPECT_LT(*std::min_element(spent.begin(), spent.end()), target * 3 / 4);
  EXPECT_GT(*std::max_element(spent.begin(), spent.end()), target * 5 / 4);
}

TEST(TargetNodes, AFreeChariotIsTakenForLessThanTheTarget) {
  // Black's chariot on e5 hangs to Red's cannon on e2 (the e3 soldier is
  // the screen; nothing of Black's covers e5): every depth agrees, and the
  // deepening stops at half the target.
  const Position p = testing::load<Position>(
      "1nbakabnr/9/1c5c1/p1p3p1p/4r4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1");
  XiangqiEngine engine(4);
  const auto r = engine.best_move(p, by_target());
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(to_string(r->move), "e2e5");
  EXPECT_LT(r->nodes, target * 3 / 4);
}

TEST(TargetNodes, SameBudgetSameResult) {
  testing::expect_same_result<XiangqiEngine, Position>(by_target());
}

TEST(TargetNodes, ALevelsTargetIsUnderItsCap) {
  for (const LevelPlay& l : xiangqi_levels) EXPECT_LE(l.target_nodes, l.nodes);
}

}  // namespace
}  // namespace qipan::search
