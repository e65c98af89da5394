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
    {100000, 8, 12, 4},
    {150000, 10, 4, 0},
    // 8: the strongest; aims at 900,000 nodes a move, more where the
    // choice is hard (up to three times that), fewer where it is settled
    // (750,000 a move over a 20-game match): about 0.8 s native and 1 s in
    // WebAssembly on average (docs/search.md)
    {2700000, 64, 0, 0, 900000},
}};

// Elo above the random mover, with the 95% interval: the Xiangqi ladder
// (docs/ladder/xiangqi.tsv, seed 1, 1,081 games counted): levels 1-6 from its
// runs of 2026-12-06 (build 4e60d11), level 7 from its third run of
// 2026-12-07 (the same Xiangqi play), each against the levels beside it
// and Fairy-Stockfish from `go depth 1` to `go nodes 300000`; level 8 as
// it plays since da7d9af (its nodes spent by a target), from 200 games
// against Fairy-Stockfish at 300 k nodes, 20 at 100 k, 20 against the
// level 8 before it and 20 against level 7 as da888a2 played it (a
// change dropped; docs/search.md, "Levels").
inline constexpr LevelRatings xiangqi_level_ratings = {{
    Rating{423, 227, 618},
    Rating{850, 537, 1163},
    Rating{1159, 823, 1496},
    Rating{1524, 1166, 1881},
    Rating{1949, 1570, 2328},
    Rating{2470, 2060, 2880},
    Rating{2752, 2334, 3169},
    Rating{2929, 2513, 3344},
}};

}  // namespace qipan::search
