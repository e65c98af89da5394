#pragma once

// Jungle FEN: ranks 9 down to 1 separated by '/', digits for runs of empty
// squares, piece letters (e l t p w d c r, uppercase Blue), then the side to
// move ('b' or 'r'), then optionally the half-move clock (plies since the
// last capture) and the move number (which grows after each Red move).

#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/jungle/board.h"

namespace qipan::jungle {

inline constexpr std::string_view start_fen = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b";

// A board with the counters a FEN carries.
struct Setup {
  Board board;
  std::uint32_t halfmove_clock = 0;
  std::uint32_t fullmove_number = 1;
};

// The largest half-move clock and move number a FEN may give.
inline constexpr std::uint32_t max_fen_counter = 1000000000;

// Reads a FEN; an Error names the fault (rank and file counts, an unknown
// letter or side, a bad counter, and every fault of check_placement).
Result<Setup> parse_fen(std::string_view fen);

// Success, or an Error naming what no Jungle position may have: two pieces of
// one kind on a side, a piece other than a rat in the river, a piece in its
// own den. (A lost position — no pieces, a piece in the enemy den — is valid.)
Result<void> check_placement(const Board& board);

// The canonical FEN, counters included: "... b 0 1".
std::string format_fen(const Setup& setup);

}  // namespace qipan::jungle
