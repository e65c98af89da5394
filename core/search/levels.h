#pragma once

// The playing levels: one table of data. A level caps the node budget and the
// depth, and weakens the choice of move: it picks at random among the moves
// scoring within `margin` centipawns of the best, and with probability
// `blunder_permille` / 1000 plays a random legal move instead. See
// docs/search.md for how the table was tuned and what each level is for.
// Each level has a label for players, in English and Chinese; its rating,
// measured on each game's ladder (docs/ladder.md), is in a table of that
// game's (`LevelRatings`, beside the game's search files).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace qipan::search {

struct Level {
  std::uint64_t nodes;
  int depth;
  int margin;
  int blunder_permille;
  std::string_view label;     // for players: "Beginner" ... "Strong"
  std::string_view label_zh;  // the same in Chinese
};

inline constexpr int level_count = 8;

inline constexpr std::array<Level, level_count> levels = {{
    // 1: knows the moves, grabs what it sees, often blunders
    {400, 1, 300, 300, "Beginner", "入门"},
    {1500, 2, 150, 150, "Novice", "新手"},
    {5000, 3, 80, 70, "Casual", "休闲"},
    {15000, 4, 40, 30, "Club", "业余"},
    {50000, 6, 20, 10, "Intermediate", "中级"},
    {150000, 10, 8, 0, "Advanced", "高级"},
    {400000, 20, 0, 0, "Expert", "高手"},
    // 8: the strongest; ~0.8 s native, ~1 s in WebAssembly (docs/search.md)
    {1000000, 64, 0, 0, "Strong", "强手"},
}};

// The level numbered 1..level_count.
constexpr const Level& level(int n) { return levels[static_cast<std::size_t>(n - 1)]; }

// A level's rating on a game's ladder (docs/ladder.md): Elo above the random
// mover with its 95% interval, as `tools/ladder_fit --ratings` prints it.
struct Rating {
  int elo;
  int low;
  int high;
};

// Each level's rating on one game's ladder, by level (index 0 is level 1);
// unset until a full ladder run has measured it.
using LevelRatings = std::array<std::optional<Rating>, level_count>;

}  // namespace qipan::search
