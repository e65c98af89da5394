#pragma once

// What makes a forced win a puzzle, proven with the exhaustive solver
// (tests/native/search/solver.h, no search and no evaluation): the win is
// exactly N moves and no shorter, and every move of the solver but the last
// is the only one that wins in time (the last may be any mating or den-
// entering move). Its line: the solver's winning moves and the replies that
// hold out longest. Used by the puzzle generator (tools/puzzles.cpp) and
// the puzzle file's test.

#include <optional>
#include <vector>

#include "tests/native/search/solver.h"

namespace qipan::study::testing {

// The solution line of a forced win in exactly `n` moves for the side to
// move in `g`, or none when the win is shorter, longer, or not unique.
template <class G, class Lost>
std::optional<std::vector<typename G::Move>> unique_win_line(G g, int n, Lost lost) {
  using search::testing::can_force;
  using search::testing::must_lose;
  search::testing::Memo memo;
  if (n < 1 || (n > 1 && can_force(g, n - 1, memo, lost)) || !can_force(g, n, memo, lost)) {
    return std::nullopt;
  }
  std::vector<typename G::Move> line;
  for (int k = n; k >= 1; --k) {
    typename G::MoveList list;
    g.generate(list);
    std::optional<typename G::Move> win;
    int winners = 0;
    for (auto m : list) {
      const auto u = g.make(m);
      const bool wins = must_lose(g, k - 1, memo, lost);
      g.unmake(m, u);
      if (wins) {
        ++winners;
        if (!win) win = m;
      }
    }
    if (!win || (k > 1 && winners != 1)) return std::nullopt;
    line.push_back(*win);
    static_cast<void>(g.make(*win));
    if (k == 1) break;
    // The reply that holds out longest: one after which no win in k - 2.
    typename G::MoveList replies;
    g.generate(replies);
    if (replies.empty()) return std::nullopt;
    auto reply = replies[0];
    for (auto m : replies) {
      const auto u = g.make(m);
      const bool holds = k < 3 || !can_force(g, k - 2, memo, lost);
      g.unmake(m, u);
      if (holds) {
        reply = m;
        break;
      }
    }
    line.push_back(reply);
    static_cast<void>(g.make(reply));
  }
  return line;
}

}  // namespace qipan::study::testing
