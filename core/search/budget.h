#pragma once

// What a search may spend and what it returns, as plain values, and how the
// caller tells a running search the time and when to stop. The search never
// reads a clock of its own: time reaches it only through Hooks::now_ms.

#include <cstdint>
#include <functional>
#include <vector>

#include "core/grid/result.h"

namespace qipan::search {

// A budget; 0 means "no limit" for depth, nodes and movetime. `level` (1 to
// level_count, 0 for none) caps the others with the level's own limits and
// adds its randomness (levels.h). `seed` makes the random choices of a level
// repeatable: the same position, budget and seed give the same move.
// `lines` (1 to max_lines) is MultiPV: how many best root moves get exact
// scores and lines of their own (Report::lines); with more than one, the
// level's randomness is left out (an analysis reports, it does not choose).
struct Budget {
  int depth = 0;
  std::uint64_t nodes = 0;
  std::int64_t movetime = 0;  // milliseconds, measured with Hooks::now_ms
  int level = 0;
  std::uint64_t seed = 0;
  int lines = 1;
  // A weakened choice without a level (a level sets its own): a random move
  // among those within `margin` centipawns of the best, and with
  // probability blunder_permille / 1000 any legal move (levels.h).
  int margin = 0;
  int blunder_permille = 0;
  // The nodes a move should take on average (0: none). After each
  // completed iteration the search goes deeper only while the nodes spent
  // are short of a share of this: a small share once the best move has
  // stayed the same for a few iterations, a large one when the last
  // iteration changed it or its score fell. So a settled choice costs
  // less and a hard one more: over a game, about this many a move or
  // somewhat fewer (0.83 of it at level 8's size). `nodes` stays the hard
  // cap (search.md, "Spending the nodes").
  std::uint64_t target_nodes = 0;
};

inline constexpr int max_depth = 64;
inline constexpr int max_lines = 5;

// Success, or an Error naming the field that is out of range. A movetime
// needs a clock: check_budget(b, true) when Hooks::now_ms is given.
Result<void> check_budget(const Budget& b, bool has_clock);

// One line of an analysis: a root move, its score and its principal
// variation (which starts with the move).
template <class Move>
struct Line {
  Move move{};
  int score = 0;
  std::vector<Move> pv;
};

// What one completed iteration of the search (or the whole search) found.
// `score` is from the side to move's view in centipawns (a soldier / a
// Jungle cat is about 100); mates are reported as mate_in. `lines` are the
// Budget::lines best root moves of the iteration, best first and distinct
// (fewer when the root has fewer moves); lines[0] is {move, score, pv}
// except after a level's random choice, which changes only `move`.
template <class Move>
struct Report {
  Move move{};
  int score = 0;
  int depth = 0;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::vector<Move> pv;
  std::vector<Line<Move>> lines;
};

// The caller's hooks, all optional. `now_ms` is a monotonic clock in
// milliseconds (needed for a movetime); `stop` is polled every few thousand
// nodes and ends the search with the best move found so far; `on_iteration`
// hears each completed depth (a UCI "info" line).
template <class Move>
struct Hooks {
  std::function<std::int64_t()> now_ms;
  std::function<bool()> stop;
  std::function<void(const Report<Move>&)> on_iteration;
};

// Scores: a mate found `n` plies from the root is +-(mate - n).
inline constexpr int infinite = 32000;
inline constexpr int mate = 31000;
inline constexpr int mate_bound = mate - 512;

constexpr bool is_mate_score(int score) { return score >= mate_bound || score <= -mate_bound; }
// Moves (not plies) to the mate a score announces: positive when the side to
// move mates, negative when it is mated; 0 for an ordinary score.
constexpr int mate_in(int score) {
  if (score >= mate_bound) return (mate - score + 1) / 2;
  if (score <= -mate_bound) return -((mate + score) / 2);
  return 0;
}

}  // namespace qipan::search
