// How the search scores repetitions, on a toy game given as a graph: from
// the root the side to move may enter a four-ply cycle back to the root,
// or a long line in which it stands 300 worse. Which checks are given in
// the cycle decides what the cycle is worth.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "core/grid/fixed_list.h"
#include "core/search/search_impl.h"

namespace qipan::search {
namespace {

struct GraphMove {
  std::uint8_t from_ = 0;
  std::uint8_t to_ = 0;
  static GraphMove make(std::uint8_t f, std::uint8_t t) { return {f, t}; }
  std::uint8_t from() const { return from_; }
  std::uint8_t to() const { return to_; }
  bool operator==(const GraphMove&) const = default;
};

struct Graph {
  std::vector<std::vector<std::uint8_t>> edges;
  std::vector<bool> check;
  std::vector<int> eval;  // from the view of the side to move there
  RepetitionRule rule = RepetitionRule::draw;
};

// Node 0 (the root, "A" to move) -> 1 -> 2 -> 3 -> 0 is the cycle; 0 -> 5 ->
// 6 -> ... -> 29 the long line, where A stands 300 worse; 29 has no move.
Graph make_graph(RepetitionRule rule, std::array<bool, 4> cycle_checks) {
  Graph g;
  g.rule = rule;
  g.edges.resize(30);
  g.check.assign(30, false);
  g.eval.assign(30, 0);
  g.edges[0] = {1, 5};
  g.edges[1] = {2};
  g.edges[2] = {3};
  g.edges[3] = {0};
  for (int n = 0; n < 4; ++n)
    g.check[static_cast<std::size_t>(n)] = cycle_checks[static_cast<std::size_t>(n)];
  for (std::uint8_t n = 5; n < 29; ++n) {
    g.edges[n] = {static_cast<std::uint8_t>(n + 1)};
    g.eval[n] = n % 2 == 1 ? 300 : -300;  // odd: B to move, B better
  }
  return g;
}

class GraphGame {
 public:
  using Move = GraphMove;
  using MoveList = grid::FixedList<GraphMove, 4>;
  struct Undo {};

  GraphGame() = default;
  explicit GraphGame(const Graph* g) : graph_(g) {}

  std::uint64_t key() const { return 0x1234567ULL * (node_ + 1u); }
  bool in_check() const { return graph_->check[node_]; }
  void generate(MoveList& list) const {
    for (std::uint8_t to : graph_->edges[node_]) list.push(GraphMove::make(node_, to));
  }
  bool is_tactical(Move) const { return false; }
  int tactical_order(Move) const { return 0; }
  bool losing_capture(Move) const { return false; }
  bool may_give_check(Move) const { return true; }
  Undo make(Move m) {
    node_ = m.to();
    return {};
  }
  void unmake(Move m, const Undo&) { node_ = m.from(); }
  static bool irreversible(const Undo&) { return false; }
  void make_null() {}
  void unmake_null() {}
  int evaluate() const { return graph_->eval[node_]; }
  bool lost() const { return false; }
  bool dead_draw() const { return false; }
  bool null_move_allowed() const { return false; }
  static constexpr bool verify_null = false;
  static constexpr bool singular_extension = false;
  static constexpr LevelPlays levels = {};
  static int move_slot(Move m) { return m.from() * 32 + m.to(); }
  static constexpr int move_slot_count = 32 * 32;
  RepetitionRule repetition_rule() const { return graph_->rule; }
  int move_limit() const { return 0; }

 private:
  const Graph* graph_ = nullptr;
  std::uint8_t node_ = 0;
};

static_assert(SearchGame<GraphGame>);

Report<GraphMove> best(const Graph& g) {
  Search<GraphGame> search(1);
  Budget b;
  b.depth = 8;
  return search.run(GraphGame(&g), PastOf<GraphMove>{}, b, Hooks<GraphMove>{});
}

TEST(Repetition, IsADrawWhenTheRulesSaySo) {
  const Graph g = make_graph(RepetitionRule::draw, {false, false, false, false});
  const auto r = best(g);
  EXPECT_EQ(r.move.to(), 1);
  EXPECT_EQ(r.score, 0);
}

TEST(Repetition, QuietCycleIsADrawInXiangqi) {
  const Graph g = make_graph(RepetitionRule::perpetual_check_loses, {false, false, false, false});
  EXPECT_EQ(best(g).score, 0);
}

TEST(Repetition, PerpetualCheckLosesForTheChecker) {
  // A's moves 0->1 and 2->3 give check; B's do not: A must not repeat.
  const Graph g = make_graph(RepetitionRule::perpetual_check_loses, {false, true, false, true});
  const auto r = best(g);
  EXPECT_EQ(r.move.to(), 5);
  EXPECT_EQ(r.score, -300);
}

TEST(Repetition, BeingCheckedPerpetuallyWins) {
  // B's moves 1->2 and 3->0 give check: the cycle wins for A.
  const Graph g = make_graph(RepetitionRule::perpetual_check_loses, {true, false, true, false});
  const auto r = best(g);
  EXPECT_EQ(r.move.to(), 1);
  EXPECT_GE(r.score, mate_bound);
}

TEST(Repetition, BothCheckingIsADraw) {
  const Graph g = make_graph(RepetitionRule::perpetual_check_loses, {true, true, true, true});
  const auto r = best(g);
  EXPECT_EQ(r.move.to(), 1);
  EXPECT_EQ(r.score, 0);
}

TEST(Repetition, CountsAgainstTheGamesHistory) {
  // The game already went 0 -> 1 -> 2 -> 3 -> 0 with A checking. Searched
  // one ply deep (two with the check extension) the cycle is out of sight,
  // but with the history the line 0 -> 1 -> 2 repeats node 2 and loses for A.
  const Graph g = make_graph(RepetitionRule::perpetual_check_loses, {false, true, false, true});
  Budget b;
  b.depth = 1;
  Search<GraphGame> search(1);
  EXPECT_EQ(search.run(GraphGame(&g), PastOf<GraphMove>{}, b, Hooks<GraphMove>{}).move.to(), 1);
  PastOf<GraphMove> past;
  for (int i = 0; i < 4; ++i) {
    const auto n = static_cast<std::uint8_t>(i);
    GraphGame at(&g);
    if (n > 0) at.make(GraphMove::make(0, n));
    past.keys.push_back(at.key());
    past.checks.push_back(at.in_check());
  }
  past.clock = 4;
  search.clear();
  const auto r = search.run(GraphGame(&g), past, b, Hooks<GraphMove>{});
  EXPECT_EQ(r.move.to(), 5);
  EXPECT_LE(r.score, -300);
}

TEST(Repetition, WithoutTheRuleTheCycleIsSearchedOn) {
  const Graph g = make_graph(RepetitionRule::none, {false, false, false, false});
  const auto r = best(g);
  EXPECT_EQ(r.score, 0);  // evaluation 0 everywhere on the cycle
}

}  // namespace
}  // namespace qipan::search
