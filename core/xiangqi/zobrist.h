#pragma once

// The Zobrist keys of repetition detection: one per (piece, point), one for
// Black to move, from a fixed splitmix64 stream (the same numbers in every
// build: repetition, saved games and the search's tables rely on them).
// Made once at start-up (zobrist.cpp) rather than stored: 11.5 KB of random
// numbers, which no compressor shrinks, would be in every program.

#include <cstdint>

#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

struct ZobristKeys {
  std::uint64_t piece[16][square_count];
  std::uint64_t black_to_move;
};

// Immutable once made. Read it from functions only, never from another
// namespace-scope object's initialiser (their order across files is not
// fixed).
extern const ZobristKeys zobrist;

}  // namespace qipan::xiangqi
