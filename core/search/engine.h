#pragma once

// A computer player for one game: a Search and the glue from the game's
// Position (its board and history) to the search. What the JS API, the
// worker and `qipan uci` call.

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>

#include "core/grid/result.h"
#include "core/search/budget.h"
#include "core/search/game.h"
#include "core/search/search.h"

namespace qipan::search {

// The positions since the last capture before `p` (game.h's PastOf), found by
// taking moves back on a copy. G::from(position) gives the search's view.
template <class G, class Position>
PastOf<typename G::Move> past_of(const Position& p) {
  PastOf<typename G::Move> past;
  Position copy = p;
  const std::size_t n =
      std::min(static_cast<std::size_t>(p.halfmove_clock()), copy.history().size());
  for (std::size_t i = 0; i < n; ++i) {
    past.moves.push_back(copy.history().back());
    copy.undo();
    const G g = G::from(copy);
    past.keys.push_back(g.key());
    past.checks.push_back(g.in_check());
  }
  std::reverse(past.keys.begin(), past.keys.end());
  std::reverse(past.checks.begin(), past.checks.end());
  std::reverse(past.moves.begin(), past.moves.end());
  past.clock = static_cast<int>(p.halfmove_clock());
  return past;
}

template <class Position, SearchGame G>
class Engine {
 public:
  using Move = typename G::Move;
  using Game = G;  // the search's view of a Position

  explicit Engine(std::size_t table_megabytes = 16) : search_(table_megabytes) {}

  // A new game: forget what earlier searches learnt.
  void new_game() { search_.clear(); }
  void resize_table(std::size_t megabytes) { search_.resize_table(megabytes); }

  // The move to play in `p` within `budget`, or an Error when the budget is
  // out of range or the game is over.
  Result<Report<Move>> best_move(const Position& p, const Budget& budget,
                                 const Hooks<Move>& hooks = {}) {
    if (auto ok = check_budget(budget, static_cast<bool>(hooks.now_ms)); !ok) {
      return ok.error();
    }
    if (p.status().over) return Error{"the game is over: there is no move to find"};
    return search_.run(G::from(p), past_of<G>(p), budget, hooks);
  }

  // The same search one depth at a time (Search::start/step/finish): the
  // caller does its own work between steps; the result is best_move's.
  // `hooks` are kept by the engine until the next start or best_move.
  Result<void> start(const Position& p, const Budget& budget, Hooks<Move> hooks = {}) {
    if (auto ok = check_budget(budget, static_cast<bool>(hooks.now_ms)); !ok) {
      return ok.error();
    }
    if (p.status().over) return Error{"the game is over: there is no move to find"};
    hooks_ = std::move(hooks);
    search_.start(G::from(p), past_of<G>(p), budget, hooks_);
    return {};
  }
  bool step() { return search_.step(); }
  const Report<Move>& progress() const { return search_.progress(); }
  Report<Move> finish() { return search_.finish(); }

  // The static evaluation of `p` from the side to move's view.
  static int evaluate(const Position& p) { return G::from(p).evaluate(); }

 private:
  Search<G> search_;
  Hooks<Move> hooks_;
};

}  // namespace qipan::search
