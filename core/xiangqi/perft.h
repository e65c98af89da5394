#pragma once

#include <cstdint>

#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

// Leaves of the legal-move tree `depth` plies below `board` (1 for depth <=
// 0), counting the last ply in bulk: at depth 1 the legal moves are counted,
// not played. Leaves `board` as it found it; makes its moves without
// updating the key (KeyUpdate::skip), which it never reads.
std::uint64_t perft(Board& board, int depth);

}  // namespace qipan::xiangqi
