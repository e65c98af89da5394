#pragma once

// The Xiangqi levels (levels.h): how each plays, and their ratings on the
// Xiangqi ladder (docs/ladder.md). The ratings are filled from a full ladder
// run (`tools/ladder.sh --game xiangqi`), with the run named here; none has
// been made yet, so every rating is unset.

#include "core/search/levels.h"

namespace qipan::search {

inline constexpr LevelPlays xiangqi_levels = {{
    // 1: knows the moves, grabs what it sees, often blunders
    {400, 1, 300, 300},
    {1500, 2, 150, 150},
    {5000, 3, 80, 70},
    {15000, 4, 40, 30},
    {50000, 6, 20, 10},
    {150000, 10, 8, 0},
    {400000, 20, 0, 0},
    // 8: the strongest; ~0.8 s native, ~1 s in WebAssembly (docs/search.md)
    {1000000, 64, 0, 0},
}};

inline constexpr LevelRatings xiangqi_level_ratings = {};

}  // namespace qipan::search
