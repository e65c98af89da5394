#pragma once

// Legal move generation, as in every game of qipan: generate() lists the
// legal moves of the side to move, count_moves() counts them without a list
// (perft's last ply). Both are Board's own generate_legal() and
// count_legal(), implemented in movegen.cpp: table-driven (tables.h) and
// allocation-free, testing a move for the general's safety only when it can
// affect it.

#include <cstdint>

#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

void generate(const Board& board, MoveList& list);
std::uint64_t count_moves(const Board& board);

}  // namespace qipan::xiangqi
