#pragma once

// What the search tests of both games share: loading a position, and
// checking that an engine finds a forced win in its shortest length.

#include <gtest/gtest.h>

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

}  // namespace qipan::search::testing
