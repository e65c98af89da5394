#pragma once

// The Jungle levels (levels.h): how each plays, and their ratings on the
// Jungle ladder (docs/ladder.md), filled from its runs
// (`tools/ladder.sh --game jungle`, `tools/ladder_fit --ratings`).

#include "core/search/levels.h"

namespace qipan::search {

inline constexpr LevelPlays jungle_levels = {{
    {400, 1, 300, 300},
    {1500, 2, 150, 150},
    {5000, 3, 80, 70},
    {15000, 4, 40, 30},
    {50000, 6, 20, 10},
    {150000, 10, 8, 0},
    {400000, 20, 0, 0},
    {1000000, 64, 0, 0},
}};

// Elo above the random mover, with the 95% interval: the ladder's first full
// run (seed 1, 380 games, build b5a2151). Level 8 drew all 20 of its games
// against level 7 and the fit put it at +1027 [+689, +1365], no higher:
// it shows no rating until it is placed above level 7 (docs/ladder.md).
inline constexpr LevelRatings jungle_level_ratings = {{
    Rating{88, -19, 194},
    Rating{194, 90, 299},
    Rating{277, 160, 395},
    Rating{474, 303, 645},
    Rating{763, 527, 999},
    Rating{895, 624, 1167},
    Rating{1041, 732, 1349},
    std::nullopt,
}};

}  // namespace qipan::search
