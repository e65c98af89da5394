#pragma once

// The Jungle levels (levels.h): how each plays, and their ratings on the
// Jungle ladder (docs/ladder.md), filled from its runs
// (`tools/ladder.sh --game jungle`, `tools/ladder_fit --ratings`).

#include "core/search/levels.h"

namespace qipan::search {

// Strong Jungle play draws: 400 k nodes and 1 M drew all 20 games with each
// other, and 100 k nodes held 1 M to +2 =10 -0 (docs/ladder.md, "Jungle").
// So the top is level 8's full search alone, and the levels below it are
// spread under it: level 7 plays as level 6 did on the first ladder run,
// level 6 as level 5, and level 5 sits between the first run's 4 and 5.
inline constexpr LevelPlays jungle_levels = {{
    {400, 1, 300, 300},
    {1500, 2, 150, 150},
    {5000, 3, 80, 70},
    {15000, 4, 40, 30},
    {28000, 5, 28, 18},
    {50000, 6, 20, 10},
    {150000, 10, 8, 0},
    {1000000, 64, 0, 0},
}};

// Elo above the random mover, with the 95% interval: the ladder's second
// run (docs/ladder/jungle.tsv, seed 1, build 5107048, 20 games a pairing
// and 100 between levels 8 and 7, 460 games), on this table.
inline constexpr LevelRatings jungle_level_ratings = {{
    Rating{87, -20, 193},
    Rating{195, 90, 300},
    Rating{285, 167, 403},
    Rating{507, 337, 677},
    Rating{610, 411, 808},
    Rating{720, 489, 951},
    Rating{870, 600, 1140},
    Rating{992, 714, 1271},
}};

}  // namespace qipan::search
