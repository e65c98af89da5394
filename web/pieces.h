#pragma once

// [SECTION] Round pieces and the marks drawn on and around them: selection
// rings, legal-destination dots and rings, last-move corners, a check glow
// and the brief cross of a forbidden move. The marks differ by shape and by
// a dark edge, not by hue alone, so they stay apart for colour-blind eyes
// (tests/page/newcomer-contrast.test.mjs).

#include <imgui.h>

#include "web/piece_pictures.h"

namespace qipan::web {

// How one piece looks: its character, the ink of its side, an optional
// small badge (jungle ranks), and the picture drawn instead of the character
// in the pictures style.
struct PieceLook {
  const char* glyph = "";
  ImU32 ink = 0;
  const char* badge = nullptr;
  Picture picture = Picture::none;
};

// A disc of radius `r` centred on `c`, drawn with opacity `alpha` (fading
// captures) — lifted slightly when `lifted` (the selected piece).
void draw_piece(ImDrawList* dl, ImFont* font, ImVec2 c, float r, const PieceLook& look,
                float alpha = 1.0f, bool lifted = false);

void draw_selection_ring(ImDrawList* dl, ImVec2 c, float r, ImU32 side_colour);
// A destination: a dot on an empty square; around a piece to capture, a
// ring with four notches pointing in.
void draw_target(ImDrawList* dl, ImVec2 c, float r, bool capture);
// Corner brackets marking a square of the last move.
void draw_last_move_mark(ImDrawList* dl, ImVec2 c, float half);
// A red glow and a ring of spikes around a general in check.
void draw_check_glow(ImDrawList* dl, ImVec2 c, float r);
// A red cross over a square where a move was refused, fading with `alpha`.
void draw_refusal(ImDrawList* dl, ImVec2 c, float r, float alpha);

// Multiplies a colour's alpha.
ImU32 with_alpha(ImU32 colour, float alpha);

}  // namespace qipan::web
