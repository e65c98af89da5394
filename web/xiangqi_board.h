#pragma once

// [SECTION] The xiangqi board: wood, the 9×10 lines, the river with 楚河 and
// 汉界, the palaces' diagonals, the soldier and cannon marks and the file
// numbers of both players.

#include <imgui.h>

#include "web/board_layout.h"

namespace qipan::web {

// Margin, in cells, between the outer lines and the edge of the wood.
inline constexpr float xiangqi_margin = 1.0f;

void draw_xiangqi_board(ImDrawList* dl, const BoardLayout& layout, ImFont* board_font);

}  // namespace qipan::web
