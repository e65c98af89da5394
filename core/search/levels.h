#pragma once

// The playing levels: one table of data. A level caps the node budget and the
// depth, and weakens the choice of move: it picks at random among the moves
// scoring within `margin` centipawns of the best, and with probability
// `blunder_permille` / 1000 plays a random legal move instead. See
// docs/search.md for how the table was tuned and what each level is for.

#include <array>
#include <cstdint>

namespace qipan::search {

struct Level {
  std::uint64_t nodes;
  int depth;
  int margin;
  int blunder_permille;
};

inline constexpr int level_count = 8;

inline constexpr std::array<Level, level_count> levels = {{
    {400, 1, 300, 300},   // 1: knows the moves, grabs what it sees, often blunders
    {1500, 2, 150, 150},  // 2
    {5000, 3, 80, 70},    // 3
    {15000, 4, 40, 30},   // 4
    {50000, 6, 20, 10},   // 5
    {150000, 10, 8, 0},   // 6
    {400000, 20, 0, 0},   // 7
    {1000000, 64, 0, 0},  // 8: the strongest; ~0.8 s native, ~1 s in WebAssembly (docs/search.md)
}};

// The level numbered 1..level_count.
constexpr const Level& level(int n) { return levels[static_cast<std::size_t>(n - 1)]; }

}  // namespace qipan::search
