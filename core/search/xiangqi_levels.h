#pragma once

// The Xiangqi levels (levels.h): how each plays, and their ratings on the
// Xiangqi ladder (docs/ladder.md), filled from its runs
// (`tools/ladder.sh --game xiangqi`, `tools/ladder_fit --ratings`).

#include "core/search/levels.h"

namespace qipan::search {

inline constexpr LevelPlays xiangqi_levels = {{
    // 1: knows the moves, grabs what it sees, often blunders
    {400, 1, 300, 300},
    {1500, 2, 150, 150},
    {5000, 3, 80, 70},
    {15000, 4, 40, 30},
    {50000, 6, 20, 10},
    // 6 and 7 capped at depth 8 and 11 to even the ladder's gaps
    // (docs/search.md, "Levels")
    {100000, 8, 12, 4},
    {200000, 11, 0, 0},
    // 8: the strongest; aims at 900,000 nodes a move, more where the
    // choice is hard (up to three times that), fewer where it is settled
    // (750,000 a move over a 20-game match): about 0.8 s native and 1 s in
    // WebAssembly on average (docs/search.md)
    {2700000, 64, 0, 0, 900000},
}};

// Elo above the random mover, with the 95% interval: the Xiangqi ladder
// (docs/ladder/xiangqi.tsv, seed 1, 1,315 games counted): levels 1-5 from its
// runs of 2026-12-06 (build 4e60d11), each against the levels beside it
// and Fairy-Stockfish from `go depth 1` to `go nodes 300000`; level 6 as
// it plays since a0c484f and level 7 since bcbadaf, from its fifth and
// sixth runs of 2026-12-07; level 8 as it plays since da7d9af
// (its nodes spent by a target), from 200 games against Fairy-Stockfish at
// 300 k nodes, 20 at 100 k, 20 against the level 8 before it and 20
// against each level 7 tried.
inline constexpr LevelRatings xiangqi_level_ratings = {{
    Rating{423, 227, 618},
    Rating{850, 537, 1163},
    Rating{1159, 823, 1496},
    Rating{1524, 1166, 1881},
    Rating{1925, 1548, 2303},
    Rating{2200, 1811, 2588},
    Rating{2498, 2101, 2894},
    Rating{2819, 2424, 3214},
}};

}  // namespace qipan::search
