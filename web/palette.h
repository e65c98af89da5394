#pragma once

// [SECTION] The app's colours, in one place.

#include <imgui.h>

namespace qipan::web::palette {

inline constexpr ImU32 table = IM_COL32(46, 38, 33, 255);        // behind the board
inline constexpr ImU32 wood = IM_COL32(233, 196, 135, 255);      // xiangqi board
inline constexpr ImU32 wood_edge = IM_COL32(176, 128, 70, 255);  // its frame
inline constexpr ImU32 ink = IM_COL32(92, 52, 24, 255);          // board lines and text
inline constexpr ImU32 red_side = IM_COL32(196, 30, 36, 255);
inline constexpr ImU32 black_side = IM_COL32(28, 28, 28, 255);
inline constexpr ImU32 panel = IM_COL32(30, 26, 24, 245);

}  // namespace qipan::web::palette
