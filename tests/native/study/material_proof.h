#pragma once

// What makes a position from self-play a "win material" puzzle, checked with
// the search (core/search/engine.h) at fixed node budgets, each search on a
// fresh table so that the answer depends on the position only: the best
// move at `deep` nodes captures, and it beats every other legal move, each
// searched at `wide` nodes after it is played, by at least `margin`
// centipawns. Used by the puzzle generator (tools/puzzles.cpp) and the
// shipped file's slow test.

#include <cstdint>
#include <optional>

#include "core/search/budget.h"

namespace qipan::study::testing {

struct MaterialProof {
  std::uint64_t deep = 100000;
  std::uint64_t wide = 20000;
  int margin = 300;
};

// The unique capture that wins by the margin in `p`, or none.
template <class Engine, class Position>
std::optional<typename Position::Move> unique_winning_capture(Engine& engine, const Position& p,
                                                              const MaterialProof& proof = {}) {
  if (p.status().over) return std::nullopt;
  search::Budget deep;
  deep.nodes = proof.deep;
  engine.new_game();
  auto best = engine.best_move(p, deep);
  if (!best || search::is_mate_score(best->score)) return std::nullopt;
  if (!p.owner(best->move.to())) return std::nullopt;  // not a capture
  search::Budget wide;
  wide.nodes = proof.wide;
  for (auto m : p.legal_moves()) {
    if (m == best->move) continue;
    Position after = p;
    if (!after.play(m)) return std::nullopt;
    int score = 0;
    if (after.status().over) {
      const auto w = after.status().winner;
      score = !w ? 0 : *w == p.side_to_move() ? search::mate : -search::mate;
    } else {
      engine.new_game();
      auto r = engine.best_move(after, wide);
      if (!r) return std::nullopt;
      score = -r->score;
    }
    if (score > best->score - proof.margin) return std::nullopt;
  }
  return best->move;
}

}  // namespace qipan::study::testing
