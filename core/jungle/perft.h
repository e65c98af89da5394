#pragma once

#include <cstdint>

#include "core/jungle/board.h"

namespace qipan::jungle {

// Leaves of the legal-move tree `depth` plies below `board` (1 for depth <=
// 0), counting the last ply in bulk. Draw rules play no part; den and
// no-pieces endings stop a line. Leaves `board` as it found it; makes its
// moves without updating the key (KeyUpdate::skip), which it never reads.
std::uint64_t perft(Board& board, int depth);

}  // namespace qipan::jungle
