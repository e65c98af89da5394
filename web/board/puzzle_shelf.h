#pragma once

// [SECTION] The page's puzzles: the file public/puzzles.txt as the page's
// script fetched it and the app read it (core/study/puzzle.h checks its
// layout, count and checksum), or why it could not be; and today's date
// for the puzzle of the day. The app owns one and hands it to each board
// view, whose Puzzles tab takes its game's puzzles from it.

#include <cstdint>
#include <string>
#include <vector>

#include "core/study/puzzle.h"

namespace qipan::web {

struct PuzzleShelf {
  bool loaded = false;  // the page handed the file (or its failure) over
  std::vector<study::Puzzle> puzzles;
  std::string error;     // why there are none: the fetch failed, the file is bad
  std::int64_t day = 0;  // today, in days since 1970-01-01 (UTC)
};

}  // namespace qipan::web
