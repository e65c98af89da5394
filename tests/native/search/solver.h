#pragma once

// An exhaustive solver for short forced wins, written independently of the
// search (no pruning, no evaluation), to check what the search claims; and
// a generator of positions with a forced win in exactly N moves.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/game.h"

namespace qipan::search::testing {

// Answers already found, by position key, depth and question.
using Memo = std::unordered_map<std::uint64_t, bool>;

inline std::uint64_t memo_key(std::uint64_t key, int n, bool force) {
  const std::uint64_t depth = static_cast<unsigned>(n);
  return key ^ (depth * std::uint64_t{0x9e3779b97f4a7c15}) ^
         (force ? std::uint64_t{0x5bd1e995} : 0);
}

// The default end of the game: the side to move has lost on the board.
// `no_moves_lose`: whether a side without a legal move has lost.
struct BoardLoss {
  static constexpr bool no_moves_lose = true;
  template <class G>
  bool operator()(const G& g) const {
    return g.lost();
  }
};

template <SearchGame G, class Lost = BoardLoss>
bool must_lose(G& g, int n, Memo& memo, Lost lost = {});

// Whether the side to move can win (the other side has lost or has no move)
// within `n` of its own moves, whatever the other side does.
template <SearchGame G, class Lost = BoardLoss>
bool can_force(G& g, int n, Memo& memo, Lost lost = {}) {
  if (n <= 0 || lost(g)) return false;
  const std::uint64_t k = memo_key(g.key(), n, true);
  if (auto it = memo.find(k); it != memo.end()) return it->second;
  typename G::MoveList list;
  g.generate(list);
  for (auto m : list) {
    const auto u = g.make(m);
    const bool wins = must_lose(g, n - 1, memo, lost);
    g.unmake(m, u);
    if (wins) return memo[k] = true;
  }
  return memo[k] = false;
}

// Whether the side to move has lost, or loses within `n` moves of the other side.
template <SearchGame G, class Lost>
bool must_lose(G& g, int n, Memo& memo, Lost lost) {
  if (lost(g)) return true;
  typename G::MoveList list;
  g.generate(list);
  if (list.empty()) return Lost::no_moves_lose;
  if (n <= 0) return false;
  const std::uint64_t k = memo_key(g.key(), n, false);
  if (auto it = memo.find(k); it != memo.end()) return it->second;
  for (auto m : list) {
    const auto u = g.make(m);
    const bool escapes = !can_force(g, n, memo, lost);
    g.unmake(m, u);
    if (escapes) return memo[k] = false;
  }
  return memo[k] = true;
}

// The fewest moves in which the side to move forces a win, up to `limit`; 0
// if none. `lost` says when the side to move has lost (by default, on the board).
template <SearchGame G, class Lost = BoardLoss>
int shortest_win(G g, int limit, Lost lost = {}) {
  Memo memo;
  for (int n = 1; n <= limit; ++n) {
    if (can_force(g, n, memo, lost)) return n;
  }
  return 0;
}

}  // namespace qipan::search::testing
