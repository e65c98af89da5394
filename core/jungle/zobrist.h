#pragma once

// The Zobrist keys of repetition detection: one per (piece, square), one for
// Red to move, from a fixed splitmix64 stream (the same numbers in every
// build: repetition, saved games and the search's tables rely on them).
// Rows have 64 entries (the last, off the board, unused and 0) so an index
// is a shift. Made once at start-up (zobrist.cpp) rather than stored: 8.7 KB
// of random numbers, which no compressor shrinks, would be in every program.

#include <array>
#include <cstdint>

#include "core/jungle/types.h"

namespace qipan::jungle {

struct ZobristKeys {
  std::array<std::array<std::uint64_t, 64>, piece_codes> piece{};
  std::uint64_t red_to_move = 0;
};

// Immutable once made. Read it from functions only, never from another
// namespace-scope object's initialiser (their order across files is not
// fixed).
extern const ZobristKeys zobrist;

}  // namespace qipan::jungle
