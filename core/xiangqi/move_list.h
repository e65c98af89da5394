#pragma once

// A list of moves in a fixed array: move generation never touches the heap.
// 128 is enough: the most moves each piece can have add up to 116
// (chariots and cannons 17 each, horses 8, soldiers 3, advisors and
// elephants 4, the general 4).

#include "core/grid/fixed_list.h"
#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

using MoveList = grid::FixedList<Move, 128>;

}  // namespace qipan::xiangqi
