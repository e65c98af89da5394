#pragma once

// [SECTION] The pictures of the pictures style, drawn with ImGui's shapes
// (no image files): Western symbols for the xiangqi pieces — a crown, a
// cross of diagonals, an elephant, a knight's head, a tower, a cannon and a
// pawn — and an animal's head for each jungle piece, each kept simple enough
// to tell apart on a phone.

#include <imgui.h>

#include <cstdint>

namespace qipan::web {

enum class Picture : std::uint8_t {
  none,
  // Xiangqi.
  general,
  advisor,
  minister,  // the xiangqi elephant (相): drawn as the jungle's elephant
  horse,
  chariot,
  cannon,
  soldier,
  // Jungle.
  rat,
  cat,
  dog,
  wolf,
  leopard,
  tiger,
  lion,
  elephant,
};

// Draws `picture` in `ink` within a piece of radius `r` centred on `c`;
// details are cut out in `face` (the piece's face colour).
void draw_picture(ImDrawList* dl, Picture picture, ImVec2 c, float r, ImU32 ink, ImU32 face);

}  // namespace qipan::web
