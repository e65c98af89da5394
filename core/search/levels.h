#pragma once

// The playing levels. Each has a name for players, the same in every game
// (`levels`), and in each game a way of playing (`LevelPlay`, one table a
// game: core/search/<game>_levels.h, named by the game's search adapter as
// `levels`). A level caps the node budget and the depth, and weakens the
// choice of move: it picks at random among the moves scoring within
// `margin` centipawns of the best, and with probability
// `blunder_permille` / 1000 plays a random legal move instead. A level may
// spend its nodes by a target instead of the same number every move
// (`target_nodes`). See docs/search.md for how the tables were tuned.
// Each level's rating, measured on each game's ladder (docs/ladder.md), is
// in a table of that game's (`LevelRatings`, beside the game's level
// table).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace qipan::search {

inline constexpr int level_count = 8;

// What players call a level.
struct Level {
  std::string_view label;     // "Beginner" ... "Strong"
  std::string_view label_zh;  // the same in Chinese
};

inline constexpr std::array<Level, level_count> levels = {{
    {"Beginner", "入门"},
    {"Novice", "新手"},
    {"Casual", "休闲"},
    {"Club", "业余"},
    {"Intermediate", "中级"},
    {"Advanced", "高级"},
    {"Expert", "高手"},
    {"Strong", "强手"},
}};

// The level numbered 1..level_count.
constexpr const Level& level(int n) { return levels[static_cast<std::size_t>(n - 1)]; }

// How a level plays in one game: its caps and its randomness.
struct LevelPlay {
  std::uint64_t nodes;
  int depth;
  int margin;            // centipawns: a random choice among the moves this near the best
  int blunder_permille;  // chance in 1000 of a random legal move instead
  // With a target, `nodes` is the cap and this the nodes a move takes on
  // average (Budget::target_nodes); 0: `nodes` is every move's budget.
  std::uint64_t target_nodes = 0;
};

// One game's levels, by level (index 0 is level 1).
using LevelPlays = std::array<LevelPlay, level_count>;

// A level's rating on a game's ladder (docs/ladder.md): Elo above the random
// mover with its 95% interval, as `tools/ladder_fit --ratings` prints it.
struct Rating {
  int elo;
  int low;
  int high;
};

// Each level's rating on one game's ladder, by level (index 0 is level 1);
// unset until a ladder run has placed it.
using LevelRatings = std::array<std::optional<Rating>, level_count>;

}  // namespace qipan::search
