#pragma once

// [SECTION] The jungle board: 7×9 squares of land, the two lakes of the
// river, each side's three traps and its den, and the coordinates.

#include <imgui.h>

#include "web/board_layout.h"

namespace qipan::web {

// Margin, in cells, between the outer square centres and the board's edge.
inline constexpr float jungle_margin = 0.95f;

void draw_jungle_board(ImDrawList* dl, const BoardLayout& layout, ImFont* board_font);

}  // namespace qipan::web
