#pragma once

// [SECTION] The xiangqi board: wood, the 9×10 lines, the river with 楚河 and
// 汉界 (漢界 in traditional characters), the palaces' diagonals, the soldier and cannon marks and
// the file numbers of both players.

#include <imgui.h>

#include "web/board_layout.h"

namespace qipan::web {

// Margin, in cells, between the outer lines and the edge of the wood.
inline constexpr float xiangqi_margin = 1.0f;

// `traditional`: the river reads 楚河漢界, as on boards in traditional
// characters; otherwise 楚河汉界.
void draw_xiangqi_board(ImDrawList* dl, const BoardLayout& layout, ImFont* board_font,
                        bool traditional = false);

}  // namespace qipan::web
