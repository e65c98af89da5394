#pragma once

// The Jungle levels (levels.h): how each plays, and their ratings on the
// Jungle ladder (docs/ladder.md). The ratings are filled from a full ladder
// run (`tools/ladder.sh --game jungle`), with the run named here; none has
// been made yet, so every rating is unset.

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

inline constexpr LevelRatings jungle_level_ratings = {};

}  // namespace qipan::search
