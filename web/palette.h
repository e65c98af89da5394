#pragma once

// [SECTION] The app's colours, in one place: the boards, the pieces and
// tokens, the marks drawn over them, and the panel's text and widgets.

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
inline constexpr ImU32 shadow = IM_COL32(0, 0, 0, 90);  // under pieces and tokens
inline constexpr ImU32 target = IM_COL32(40, 150, 70, 220);
inline constexpr ImU32 last_move = IM_COL32(30, 110, 200, 230);
inline constexpr ImU32 danger = IM_COL32(230, 40, 30, 255);
// The dark edge and light line around marks: they stand apart from the board
// by contrast, not by hue alone (colour-blind players).
inline constexpr ImU32 mark_edge = IM_COL32(18, 28, 20, 235);
inline constexpr ImU32 mark_light = IM_COL32(255, 252, 236, 230);
inline constexpr ImU32 check_spike = IM_COL32(150, 16, 16, 255);  // dark on any board

// Jungle board.
inline constexpr ImU32 land = IM_COL32(150, 196, 110, 255);
inline constexpr ImU32 land_alt = IM_COL32(140, 186, 100, 255);
inline constexpr ImU32 water = IM_COL32(74, 150, 214, 255);
inline constexpr ImU32 water_wave = IM_COL32(170, 215, 245, 200);
inline constexpr ImU32 trap = IM_COL32(176, 140, 92, 255);
inline constexpr ImU32 den = IM_COL32(96, 62, 36, 255);
inline constexpr ImU32 grass_line = IM_COL32(90, 130, 70, 255);

// Tactics terrain: a fill, and the mark drawn on it (colour is not the only
// tell). Unknown terrains look like plain.
struct Terrain {
  ImU32 fill;
  ImU32 mark;
};
inline constexpr Terrain plain{IM_COL32(156, 196, 112, 255), IM_COL32(136, 176, 96, 255)};
inline constexpr Terrain road{IM_COL32(214, 192, 142, 255), IM_COL32(180, 150, 100, 255)};
inline constexpr Terrain forest{IM_COL32(78, 138, 70, 255), IM_COL32(38, 92, 42, 255)};
inline constexpr Terrain hill{IM_COL32(176, 160, 96, 255), IM_COL32(130, 112, 60, 255)};
inline constexpr Terrain mountain{IM_COL32(140, 124, 110, 255), IM_COL32(84, 72, 64, 255)};
inline constexpr Terrain river{IM_COL32(70, 140, 210, 255), IM_COL32(170, 214, 245, 220)};
inline constexpr Terrain wall{IM_COL32(86, 84, 90, 255), IM_COL32(50, 48, 54, 255)};
inline constexpr ImU32 snow = IM_COL32(236, 236, 240, 255);  // a mountain's cap

// Tactics map overlays.
inline constexpr ImU32 danger_zone = IM_COL32(150, 40, 160, 45);
inline constexpr ImU32 danger_hatch = IM_COL32(120, 20, 130, 110);
inline constexpr ImU32 reach = IM_COL32(50, 120, 255, 150);
inline constexpr ImU32 attack_fringe = IM_COL32(240, 50, 40, 140);
inline constexpr ImU32 grid_line = IM_COL32(0, 0, 0, 45);
inline constexpr ImU32 map_frame = IM_COL32(40, 30, 20, 255);
inline constexpr ImU32 path = IM_COL32(255, 250, 220, 255);
inline constexpr ImU32 path_shadow = IM_COL32(20, 20, 40, 160);

// Tactics units.
inline constexpr ImU32 unit_done = IM_COL32(120, 120, 128, 255);  // acted this turn
inline constexpr ImU32 token_edge = IM_COL32(255, 255, 255, 200);
inline constexpr ImU32 token_glyph = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 hp_back = IM_COL32(30, 20, 20, 220);
inline constexpr ImU32 hp_high = IM_COL32(70, 200, 90, 255);
inline constexpr ImU32 hp_mid = IM_COL32(230, 190, 50, 255);
inline constexpr ImU32 hp_low = IM_COL32(230, 60, 50, 255);
inline constexpr ImU32 selected_ring = IM_COL32(255, 220, 60, 255);
inline constexpr ImU32 target_ring = IM_COL32(255, 60, 40, 255);
inline constexpr ImU32 hit_flash = IM_COL32(255, 240, 200, 255);
inline constexpr ImU32 damage_text = IM_COL32(255, 80, 60, 255);
inline constexpr ImU32 forecast_box = IM_COL32(20, 16, 14, 235);
inline constexpr ImU32 forecast_text = IM_COL32(255, 230, 200, 255);

// Text on the dark panel: each side's colour, and the gold of a result.
inline constexpr ImU32 red_text = IM_COL32(255, 128, 112, 255);
inline constexpr ImU32 black_text = IM_COL32(225, 225, 225, 255);
inline constexpr ImU32 blue_text = IM_COL32(128, 176, 255, 255);
inline constexpr ImU32 setup_text = IM_COL32(200, 200, 200, 255);  // a set-up in the move list
inline constexpr ImU32 turn_dot_edge = IM_COL32(255, 255, 255, 160);
inline constexpr ImU32 thinking = IM_COL32(242, 204, 140, 255);   // the computer's thinking wheel
inline constexpr ImU32 hint = IM_COL32(236, 150, 20, 215);        // a hint's arrow
inline constexpr ImU32 player_mark = IM_COL32(21, 120, 27, 205);  // the player's arrows and circles
inline const ImVec4 title_text(0.95f, 0.80f, 0.55f, 1);
inline const ImVec4 result_text(1, 0.85f, 0.4f, 1);
inline const ImVec4 player_text(0.5f, 0.7f, 1, 1);  // the tactics player's phase, a victory
inline const ImVec4 enemy_text(1, 0.5f, 0.45f, 1);  // the enemy's phase, a defeat

// ImGui's widgets on the panel.
inline const ImVec4 child_bg(0, 0, 0, 0.25f);
inline const ImVec4 button(0.36f, 0.25f, 0.16f, 1);
inline const ImVec4 button_hovered(0.50f, 0.34f, 0.20f, 1);
inline const ImVec4 button_active(0.62f, 0.42f, 0.24f, 1);
inline const ImVec4 header(0.55f, 0.36f, 0.18f, 1);
inline const ImVec4 header_hovered(0.62f, 0.42f, 0.24f, 1);
inline const ImVec4 header_active(0.70f, 0.48f, 0.28f, 1);
inline const ImVec4 separator(1, 1, 1, 0.15f);

}  // namespace qipan::web::palette
