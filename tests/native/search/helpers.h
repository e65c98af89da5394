#pragma once

// What the search tests of both games share: loading a position, and
// checking that an engine finds a forced win in its shortest length.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>

#include "core/search/budget.h"
#include "tests/native/search/solver.h"

namespace qipan::search::testing {

template <class Position>
Position load(const std::string& fen) {
  auto p = Position::from_fen(fen);
  EXPECT_TRUE(p.ok()) << fen << ": " << (p.ok() ? "" : p.error().message);
  return p.ok() ? std::move(p).value() : Position();
}

// The engine, within `budget`, announces the win in exactly `moves` moves,
// and its move keeps it: every reply loses within moves - 1 (by the solver).
template <class Game, class Engine, class Position>
void expect_finds_win(Engine& engine, const Position& p, int moves, const Budget& budget) {
  const auto r = engine.best_move(p, budget);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(mate_in(r->score), moves);
  Game g = Game::from(p);
  g.make(r->move);
  Memo memo;
  EXPECT_TRUE(must_lose(g, moves - 1, memo)) << to_string(r->move);
}

// Two fresh engines given the same start position, budget and seed answer
// alike: move, score, nodes, depth and principal variation — one with
// best_move, the other one depth at a time (start, step, finish), its
// progress reports each depth in turn.
template <class Engine, class Position>
void expect_same_result(const Budget& budget) {
  Engine one(4);
  Engine two(4);
  const Position p;
  const auto r1 = one.best_move(p, budget);
  ASSERT_TRUE(two.start(p, budget).ok());
  int depths = 0;
  while (two.step()) EXPECT_EQ(two.progress().depth, ++depths);
  const auto r2 = Result<decltype(two.finish())>(two.finish());
  ASSERT_TRUE(r1.ok() && r2.ok());
  EXPECT_EQ(r1->move, r2->move);
  EXPECT_EQ(r1->score, r2->score);
  EXPECT_EQ(r1->nodes, r2->nodes);
  EXPECT_EQ(r1->depth, r2->depth);
  EXPECT_EQ(r1->pv, r2->pv);
}

// A search of the start position with a node budget spends no more than it
// and still answers with a legal move.
template <class Engine, class Position>
void expect_within_nodes(std::uint64_t nodes) {
  Engine engine(4);
  Budget b;
  b.nodes = nodes;
  const Position p;
  const auto r = engine.best_move(p, b);
  ASSERT_TRUE(r.ok());
  EXPECT_LE(r->nodes, nodes);
  EXPECT_TRUE(p.is_legal(r->move));
}

}  // namespace qipan::search::testing
