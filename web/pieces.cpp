#include "web/pieces.h"

#include <algorithm>
#include <cmath>

#include "web/draw_text.h"
#include "web/palette.h"

namespace qipan::web {

ImU32 with_alpha(ImU32 colour, float alpha) {
  const auto a = static_cast<float>((colour >> IM_COL32_A_SHIFT) & 0xFF);
  const auto scaled = static_cast<ImU32>(std::clamp(a * alpha, 0.0f, 255.0f));
  return (colour & ~IM_COL32_A_MASK) | (scaled << IM_COL32_A_SHIFT);
}

void draw_piece(ImDrawList* dl, ImFont* font, ImVec2 c, float r, const PieceLook& look, float alpha,
                bool lifted) {
  const float lift = lifted ? r * 0.06f : 0.0f;
  const ImVec2 at(c.x, c.y - lift);
  // Shadow, wooden edge, face, and the engraved ring in the side's ink.
  dl->AddCircleFilled(ImVec2(c.x + r * 0.06f, c.y + r * 0.10f + lift), r,
                      with_alpha(palette::shadow, alpha));
  dl->AddCircleFilled(at, r, with_alpha(palette::piece_edge, alpha));
  dl->AddCircleFilled(at, r * 0.9f, with_alpha(palette::piece_face, alpha));
  dl->AddCircle(at, r * 0.78f, with_alpha(look.ink, alpha), 0, std::max(1.0f, r * 0.05f));
  if (look.picture != Picture::none) {
    draw_picture(dl, look.picture, at, r, with_alpha(look.ink, alpha),
                 with_alpha(palette::piece_face, alpha));
  } else {
    text_centred(dl, font, r * 1.12f, ImVec2(at.x, at.y + r * 0.02f), with_alpha(look.ink, alpha),
                 look.glyph);
  }
  if (look.badge) {
    const ImVec2 b(at.x + r * 0.62f, at.y + r * 0.62f);
    dl->AddCircleFilled(b, r * 0.3f, with_alpha(look.ink, alpha));
    text_centred(dl, font, r * 0.42f, b, with_alpha(palette::piece_face, alpha), look.badge);
  }
}

void draw_selection_ring(ImDrawList* dl, ImVec2 c, float r, ImU32 side_colour) {
  // A dark edge, the side's colour and a light line inside: a solid ring
  // whatever the board and the eye.
  const float w = std::max(2.0f, r * 0.12f);
  dl->AddCircle(c, r * 1.12f, palette::mark_edge, 0, w + 3);
  dl->AddCircle(c, r * 1.12f, side_colour, 0, w);
  dl->AddCircle(c, r * 1.12f - w / 2 - 1, palette::mark_light, 0, 1.5f);
}

void draw_target(ImDrawList* dl, ImVec2 c, float r, bool capture) {
  if (capture) {
    // A ring with four notches pointing at the piece.
    const float w = std::max(2.0f, r * 0.12f);
    const float ring = r * 1.1f;
    dl->AddCircle(c, ring, palette::mark_edge, 0, w + 3);
    dl->AddCircle(c, ring, palette::target, 0, w);
    for (int i = 0; i < 4; ++i) {
      const float a = 0.7853982f + static_cast<float>(i) * 1.5707963f;
      const ImVec2 u(std::cos(a), std::sin(a));
      const ImVec2 n(-u.y, u.x);
      const float out = ring + w;
      const float in = r * 0.78f;
      const float half = r * 0.2f;
      const ImVec2 tip(c.x + u.x * in, c.y + u.y * in);
      const ImVec2 b1(c.x + u.x * out + n.x * half, c.y + u.y * out + n.y * half);
      const ImVec2 b2(c.x + u.x * out - n.x * half, c.y + u.y * out - n.y * half);
      dl->AddTriangleFilled(tip, b1, b2, palette::target);
      dl->AddTriangle(tip, b1, b2, palette::mark_edge, 1.5f);
    }
  } else {
    // A dot with a dark edge: it stands out on light wood and on grass.
    dl->AddCircleFilled(c, r * 0.3f, palette::mark_edge);
    dl->AddCircleFilled(c, r * 0.22f, palette::target);
  }
}

void draw_last_move_mark(ImDrawList* dl, ImVec2 c, float half) {
  const float len = half * 0.38f;
  const float w = std::max(2.0f, half * 0.08f);
  for (int sx : {-1, 1}) {
    for (int sy : {-1, 1}) {
      const float fx = static_cast<float>(sx);
      const float fy = static_cast<float>(sy);
      const ImVec2 corner(c.x + fx * half, c.y + fy * half);
      const ImVec2 pts[3] = {ImVec2(corner.x - fx * len, corner.y), corner,
                             ImVec2(corner.x, corner.y - fy * len)};
      dl->AddPolyline(pts, 3, palette::mark_edge, 0, w + 2.5f);
      dl->AddPolyline(pts, 3, palette::last_move, 0, w);
    }
  }
}

void draw_check_glow(ImDrawList* dl, ImVec2 c, float r) {
  for (int i = 0; i < 3; ++i) {
    const float k = static_cast<float>(i);
    dl->AddCircle(c, r * (1.1f + 0.1f * k), with_alpha(palette::danger, 0.8f - 0.25f * k), 0,
                  r * 0.1f);
  }
  // Spikes all round: an alarm by shape as well as by colour.
  constexpr int spikes = 12;
  for (int i = 0; i < spikes; ++i) {
    const float a = static_cast<float>(i) * 6.2831853f / spikes;
    const ImVec2 u(std::cos(a), std::sin(a));
    const ImVec2 n(-u.y, u.x);
    const float base = r * 1.12f;
    const float half = r * 0.1f;
    const ImVec2 tip(c.x + u.x * r * 1.5f, c.y + u.y * r * 1.5f);
    const ImVec2 b1(c.x + u.x * base + n.x * half, c.y + u.y * base + n.y * half);
    const ImVec2 b2(c.x + u.x * base - n.x * half, c.y + u.y * base - n.y * half);
    dl->AddTriangle(tip, b1, b2, palette::mark_edge, std::max(2.0f, r * 0.08f));
    dl->AddTriangleFilled(tip, b1, b2, palette::check_spike);
  }
}

void draw_refusal(ImDrawList* dl, ImVec2 c, float r, float alpha) {
  const float d = r * 0.45f;
  const ImU32 col = with_alpha(palette::danger, alpha);
  const float w = std::max(2.0f, r * 0.16f);
  dl->AddCircle(c, r * 0.8f, col, 0, w * 0.6f);
  dl->AddLine(ImVec2(c.x - d, c.y - d), ImVec2(c.x + d, c.y + d), col, w);
  dl->AddLine(ImVec2(c.x - d, c.y + d), ImVec2(c.x + d, c.y - d), col, w);
}

}  // namespace qipan::web
