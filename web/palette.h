#pragma once

// [SECTION] The app's colours, in one place.

#include <imgui.h>

namespace qipan::web::palette {

inline constexpr ImU32 table = IM_COL32(46, 38, 33, 255);        // behind the board
inline constexpr ImU32 wood = IM_COL32(233, 196, 135, 255);      // xiangqi board
inline constexpr ImU32 wood_edge = IM_COL32(176, 128, 70, 255);  // its frame
inline constexpr ImU32 ink = IM_COL32(92, 52, 24, 255);          // board lines and text
inline constexpr ImU32 panel = IM_COL32(30, 26, 24, 245);

inline constexpr ImU32 red_side = IM_COL32(196, 30, 36, 255);
inline constexpr ImU32 black_side = IM_COL32(28, 28, 28, 255);
inline constexpr ImU32 blue_side = IM_COL32(34, 92, 196, 255);

inline constexpr ImU32 piece_face = IM_COL32(248, 232, 200, 255);
inline constexpr ImU32 piece_edge = IM_COL32(160, 110, 60, 255);
inline constexpr ImU32 target = IM_COL32(40, 150, 70, 220);
inline constexpr ImU32 last_move = IM_COL32(30, 110, 200, 230);
inline constexpr ImU32 danger = IM_COL32(230, 40, 30, 255);

// Jungle board.
inline constexpr ImU32 land = IM_COL32(150, 196, 110, 255);
inline constexpr ImU32 land_alt = IM_COL32(140, 186, 100, 255);
inline constexpr ImU32 water = IM_COL32(74, 150, 214, 255);
inline constexpr ImU32 water_wave = IM_COL32(170, 215, 245, 200);
inline constexpr ImU32 trap = IM_COL32(176, 140, 92, 255);
inline constexpr ImU32 den = IM_COL32(96, 62, 36, 255);
inline constexpr ImU32 grass_line = IM_COL32(90, 130, 70, 255);

}  // namespace qipan::web::palette
