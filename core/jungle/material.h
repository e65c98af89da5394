#pragma once

// Whether a side could ever win in Jungle: by entering the enemy den or
// taking every enemy piece. Every animal can walk to the den (land joins
// every square to it), so any side with a piece left could still win; only a
// side with none could not, and that game has already ended (no_pieces).
// So a fallen flag in Jungle is always a loss.

#include <array>

#include "core/jungle/position.h"
#include "core/jungle/types.h"

namespace qipan::jungle {

inline bool can_mate(const Board& b, Side side) { return b.occupied(side) != 0; }

inline bool can_mate(const Position& p, Side side) { return can_mate(p.board(), side); }

// What a piece is worth to a player counting material, in hundredths, by
// type (the PieceType's value as index): the material of the hand-set
// evaluation, the rat above the cat for taking the elephant. Its own table,
// not read from the evaluation's weights (core/jungle/evaluation_weights.h),
// so that re-fitting the evaluation does not change what the game table
// shows; as Xiangqi's points are the common scale, not its evaluation's.
inline constexpr std::array<int, piece_type_count> piece_values = {300, 200, 250, 300,
                                                                   400, 650, 750, 850};

// What a piece is worth by its FEN letter (either case), from piece_values;
// 0 for any other letter. The game table's captured pieces
// (core/session/captures.h) read it.
constexpr int piece_points(const Position&, char letter) {
  const char lower = static_cast<char>(letter | 0x20);
  for (std::size_t k = 0; k < type_letters.size(); ++k) {
    if (type_letters[k] == lower) return piece_values[k];
  }
  return 0;
}

}  // namespace qipan::jungle
