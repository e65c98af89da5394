// MultiPV (Budget::lines) on both games: the lines are distinct, ordered,
// legal and start with their move; the first agrees with a single-line
// search at the same depth; the mating moves of a mate in one are exactly
// the lines that announce it; the same budget gives the same lines and
// nodes, in one call or depth by depth; a single line is today's search.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "core/search/jungle_engine.h"
#include "core/search/xiangqi_engine.h"
#include "tests/native/search/helpers.h"

namespace qipan::search {
namespace {

// Every line: its pv starts with its move and is legal from `p`; the moves
// are distinct, the scores never rise, there are min(lines, legal moves).
template <class Position, class Move>
void expect_good_lines(const Position& p, const Report<Move>& r, int lines) {
  const std::size_t legal = p.legal_moves().size();
  ASSERT_EQ(r.lines.size(), std::min<std::size_t>(static_cast<std::size_t>(lines), legal));
  std::set<std::string> seen;
  for (std::size_t k = 0; k < r.lines.size(); ++k) {
    const Line<Move>& line = r.lines[k];
    SCOPED_TRACE("line " + std::to_string(k + 1) + " " + to_string(line.move));
    EXPECT_TRUE(seen.insert(to_string(line.move)).second) << "repeated";
    if (k > 0) {
      EXPECT_LE(line.score, r.lines[k - 1].score);
    }
    ASSERT_FALSE(line.pv.empty());
    EXPECT_EQ(line.pv[0], line.move);
    Position walk = p;
    for (const Move& m : line.pv) {
      ASSERT_TRUE(walk.play(m).ok()) << to_string(m) << " in the pv";
    }
  }
  EXPECT_EQ(r.move, r.lines[0].move);
  EXPECT_EQ(r.score, r.lines[0].score);
  EXPECT_EQ(r.pv, r.lines[0].pv);
}

template <class Engine, class Position>
void expect_lines_at_depths(const Position& p) {
  for (int depth : {1, 3, 5}) {
    for (int lines : {2, 3, 5}) {
      SCOPED_TRACE("depth " + std::to_string(depth) + " lines " + std::to_string(lines));
      Engine engine(4);
      Budget b;
      b.depth = depth;
      b.lines = lines;
      const auto r = engine.best_move(p, b);
      ASSERT_TRUE(r.ok());
      EXPECT_EQ(r->depth, depth);
      expect_good_lines(p, *r, lines);
    }
  }
}

// The first line and a single-line search at the same depth: the same
// move; or else the single search's move is one of the lines, scored there
// within 30 of the single search's score, and the first line scores no
// worse (the other lines' full-window searches may find a better move the
// single search pruned; they also teach the table and the history).
template <class Engine, class Position>
void expect_first_line_agrees(const Position& p, int depth) {
  Budget one;
  one.depth = depth;
  Budget three = one;
  three.lines = 3;
  Engine a(4);
  Engine b(4);
  const auto single = a.best_move(p, one);
  const auto multi = b.best_move(p, three);
  ASSERT_TRUE(single.ok() && multi.ok());
  EXPECT_EQ(single->depth, multi->depth);
  const auto& first = multi->lines[0];
  if (first.move == single->move) return;
  bool listed = false;
  for (const auto& line : multi->lines) {
    listed = listed || (line.move == single->move && std::abs(line.score - single->score) <= 30);
  }
  EXPECT_TRUE(listed && first.score >= single->score - 30)
      << "depth " << depth << ": single " << to_string(single->move) << " " << single->score
      << ", first line " << to_string(first.move) << " " << first.score;
}

template <class Engine, class Position>
void expect_same_lines_twice(const Position& p, const Budget& budget) {
  Engine one(4);
  Engine two(4);
  const auto r1 = one.best_move(p, budget);
  ASSERT_TRUE(r1.ok());
  ASSERT_TRUE(two.start(p, budget).ok());
  int depths = 0;
  while (two.step()) {
    EXPECT_EQ(two.progress().depth, ++depths);
    EXPECT_EQ(two.progress().lines.size(), static_cast<std::size_t>(budget.lines));
  }
  const auto r2 = two.finish();
  EXPECT_EQ(r1->nodes, r2.nodes);
  EXPECT_EQ(r1->depth, r2.depth);
  ASSERT_EQ(r1->lines.size(), r2.lines.size());
  for (std::size_t k = 0; k < r1->lines.size(); ++k) {
    EXPECT_EQ(r1->lines[k].move, r2.lines[k].move);
    EXPECT_EQ(r1->lines[k].score, r2.lines[k].score);
    EXPECT_EQ(r1->lines[k].pv, r2.lines[k].pv);
  }
}

const char* const xiangqi_positions[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C4/9/RNBAKABNR w - - 2 2",
    "4k4/9/1n7/9/2R6/9/9/9/9/3K5 w - - 0 1",
    "2bak4/4a4/4b4/p3C4/9/2P6/P3c4/4B4/4A4/2BAK4 w - - 0 1",
};

TEST(MultiPv, XiangqiLinesAreDistinctOrderedAndLegal) {
  for (const char* fen : xiangqi_positions) {
    SCOPED_TRACE(fen);
    expect_lines_at_depths<XiangqiEngine>(testing::load<xiangqi::Position>(fen));
  }
}

TEST(MultiPv, JungleLinesAreDistinctOrderedAndLegal) {
  expect_lines_at_depths<JungleEngine>(jungle::Position());
  expect_lines_at_depths<JungleEngine>(
      testing::load<jungle::Position>("2d4/7/4C1r/7/5R1/7/7/7/7 b"));
}

TEST(MultiPv, TheFirstLineAgreesWithASingleLine) {
  for (const char* fen : xiangqi_positions) {
    SCOPED_TRACE(fen);
    for (int depth : {2, 4, 6}) {
      expect_first_line_agrees<XiangqiEngine>(testing::load<xiangqi::Position>(fen), depth);
    }
  }
  for (int depth : {2, 4, 6}) expect_first_line_agrees<JungleEngine>(jungle::Position(), depth);
}

// A mate in one with several mating moves: the lines announcing mate in
// one are exactly the moves that mate (found by playing every move).
TEST(MultiPv, TheMatingMovesAreTheMatingLines) {
  for (const char* fen :
       {"5a3/2P6/5k3/7R1/9/9/9/4K4/9/9 w - - 0 1", "4ka3/4a4/9/9/6P2/3R5/9/4K4/9/9 w - - 0 1",
        "1H3a3/2R2R3/4k4/9/9/9/9/9/5K3/9 w - - 0 1"}) {
    SCOPED_TRACE(fen);
    const auto p = testing::load<xiangqi::Position>(fen);
    std::set<std::string> mating;
    for (auto m : p.legal_moves()) {
      xiangqi::Position after = p;
      ASSERT_TRUE(after.play(m).ok());
      if (after.status().over && after.status().winner == p.side_to_move()) {
        mating.insert(to_string(m));
      }
    }
    ASSERT_GE(mating.size(), 1u);
    XiangqiEngine engine(4);
    Budget b;
    b.depth = 3;
    b.lines = 5;
    const auto r = engine.best_move(p, b);
    ASSERT_TRUE(r.ok());
    expect_good_lines(p, *r, 5);
    std::set<std::string> announced;
    for (const auto& line : r->lines) {
      if (mate_in(line.score) == 1) announced.insert(to_string(line.move));
    }
    if (mating.size() < 5) {
      EXPECT_EQ(announced, mating);
    } else {
      EXPECT_EQ(announced.size(), 5u);
    }
  }
}

TEST(MultiPv, SameBudgetSameLinesAndNodes) {
  Budget b;
  b.nodes = 20000;
  b.lines = 3;
  expect_same_lines_twice<XiangqiEngine>(xiangqi::Position(), b);
  expect_same_lines_twice<JungleEngine>(jungle::Position(), b);
  b.nodes = 0;
  b.depth = 5;
  expect_same_lines_twice<XiangqiEngine>(xiangqi::Position(), b);
}

// Every move left out against the last line: a search of the move alone
// (a fresh engine searching the position after it one ply shallower) does
// not beat the last line by more than 30 centipawns (fresh engines learn
// differently). Deep enough that the other lines' null-window tests and
// the later moves' reduced tests run (depth 5 on).
template <class Engine, class Position>
void expect_lines_are_the_best(const Position& p, int depth) {
  Engine engine(4);
  Budget b;
  b.depth = depth;
  b.lines = 3;
  const auto r = engine.best_move(p, b);
  ASSERT_TRUE(r.ok());
  expect_good_lines(p, *r, 3);
  const auto alone = [&](const auto& m) {
    Position after = p;
    EXPECT_TRUE(after.play(m).ok());
    Engine fresh(1);
    Budget one;
    one.depth = depth - 1;
    const auto reply = fresh.best_move(after, one);
    EXPECT_TRUE(reply.ok());
    return reply.ok() ? -reply->score : 0;
  };
  std::set<std::string> listed;
  for (const auto& line : r->lines) {
    listed.insert(to_string(line.move));
  }
  for (const auto& m : p.legal_moves()) {
    if (listed.count(to_string(m)) > 0) continue;
    EXPECT_LE(alone(m), r->lines.back().score + 30) << "left out " << to_string(m);
  }
}

TEST(MultiPv, NoMoveLeftOutBeatsTheLastLine) {
  expect_lines_are_the_best<XiangqiEngine>(xiangqi::Position(), 6);
  expect_lines_are_the_best<XiangqiEngine>(testing::load<xiangqi::Position>(xiangqi_positions[1]),
                                           6);
  expect_lines_are_the_best<JungleEngine>(jungle::Position(), 7);
}

// A node budget that ends inside an iteration keeps the last complete one.
TEST(MultiPv, ACutIterationKeepsTheLastCompleteOne) {
  for (std::uint64_t nodes : {50u, 3000u, 17000u}) {
    XiangqiEngine engine(4);
    Budget b;
    b.nodes = nodes;
    b.lines = 4;
    const xiangqi::Position p;
    const auto r = engine.best_move(p, b);
    ASSERT_TRUE(r.ok());
    EXPECT_LE(r->nodes, nodes);
    ASSERT_FALSE(r->lines.empty());
    if (r->depth > 1) {
      expect_good_lines(p, *r, 4);
    }
  }
}

// One line is the search as it always was: lines[0] is {move, score, pv}.
TEST(MultiPv, OneLineIsTheBestMove) {
  XiangqiEngine engine(4);
  Budget b;
  b.depth = 5;
  const auto r = engine.best_move(xiangqi::Position(), b);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->lines.size(), 1u);
  EXPECT_EQ(r->lines[0].move, r->move);
  EXPECT_EQ(r->lines[0].score, r->score);
  EXPECT_EQ(r->lines[0].pv, r->pv);
}

TEST(MultiPv, LinesOutOfRangeAreRefused) {
  XiangqiEngine engine(4);
  for (int lines : {0, -1, 6, 100}) {
    Budget b;
    b.depth = 2;
    b.lines = lines;
    const auto r = engine.best_move(xiangqi::Position(), b);
    ASSERT_FALSE(r.ok()) << lines;
    EXPECT_NE(r.error().message.find("lines"), std::string::npos) << r.error().message;
  }
}

}  // namespace
}  // namespace qipan::search
