#pragma once

// Whether a side could ever win in Jungle: by entering the enemy den or
// taking every enemy piece. Every animal can walk to the den (land joins
// every square to it), so any side with a piece left could still win; only a
// side with none could not, and that game has already ended (no_pieces).
// So a fallen flag in Jungle is always a loss.

#include "core/jungle/position.h"

namespace qipan::jungle {

inline bool can_mate(const Board& b, Side side) { return b.occupied(side) != 0; }

inline bool can_mate(const Position& p, Side side) { return can_mate(p.board(), side); }

}  // namespace qipan::jungle
