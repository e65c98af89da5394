#include "web/xiangqi_board.h"

#include <algorithm>

#include "web/draw_text.h"
#include "web/palette.h"

namespace qipan::web {

namespace {

using grid::Coord;

// The small corner marks around a soldier or cannon point; `left`/`right`
// say whether the point has a neighbour on that side of the board.
void draw_mark(ImDrawList* dl, const BoardLayout& l, Coord c, float width) {
  const ImVec2 p = l.centre(c);
  const float gap = l.cell * 0.08f;
  const float len = l.cell * 0.2f;
  for (int sx : {-1, 1}) {
    const int side_file = c.file + (l.flipped ? -sx : sx);
    if (side_file < 0 || side_file >= l.shape.files) continue;
    for (int sy : {-1, 1}) {
      const float fx = static_cast<float>(sx);
      const float fy = static_cast<float>(sy);
      const ImVec2 corner(p.x + fx * gap, p.y + fy * gap);
      const ImVec2 pts[3] = {ImVec2(corner.x + fx * len, corner.y), corner,
                             ImVec2(corner.x, corner.y + fy * len)};
      dl->AddPolyline(pts, 3, palette::ink, 0, width);
    }
  }
}

}  // namespace

void draw_xiangqi_board(ImDrawList* dl, const BoardLayout& l, ImFont* board_font,
                        bool traditional) {
  const float line = std::max(1.0f, l.cell * 0.025f);
  const float c = l.cell;

  // Wood and frame.
  dl->AddRectFilled(l.top_left(xiangqi_margin), l.bottom_right(xiangqi_margin), palette::wood,
                    c * 0.12f);
  dl->AddRect(l.top_left(xiangqi_margin), l.bottom_right(xiangqi_margin), palette::wood_edge,
              c * 0.12f, 0, line * 2.5f);
  dl->AddRect(l.top_left(0.12f), l.bottom_right(0.12f), palette::ink, 0, 0, line * 2.2f);

  // Ranks run the full width; inner files stop at the river.
  for (int r = 0; r < 10; ++r) dl->AddLine(l.centre({0, r}), l.centre({8, r}), palette::ink, line);
  for (int f = 0; f < 9; ++f) {
    if (f == 0 || f == 8) {
      dl->AddLine(l.centre({f, 0}), l.centre({f, 9}), palette::ink, line);
    } else {
      dl->AddLine(l.centre({f, 0}), l.centre({f, 4}), palette::ink, line);
      dl->AddLine(l.centre({f, 5}), l.centre({f, 9}), palette::ink, line);
    }
  }

  // Palaces.
  for (int base : {0, 7}) {
    dl->AddLine(l.centre({3, base}), l.centre({5, base + 2}), palette::ink, line);
    dl->AddLine(l.centre({5, base}), l.centre({3, base + 2}), palette::ink, line);
  }

  // Cannon and soldier points.
  for (int f : {1, 7}) {
    draw_mark(dl, l, {f, 2}, line);
    draw_mark(dl, l, {f, 7}, line);
  }
  for (int f = 0; f < 9; f += 2) {
    draw_mark(dl, l, {f, 3}, line);
    draw_mark(dl, l, {f, 6}, line);
  }

  // The river: 楚河 on the left, 汉界 (漢界) on the right, upright for the viewer.
  const float river_y = (l.centre({0, 4}).y + l.centre({0, 5}).y) / 2;
  const float left = std::min(l.centre({0, 4}).x, l.centre({8, 4}).x);
  const char* words[4] = {"楚", "河", traditional ? "漢" : "汉", "界"};
  const float xs[4] = {1.5f, 2.5f, 5.5f, 6.5f};
  for (int i = 0; i < 4; ++i) {
    text_centred(dl, board_font, c * 0.62f, ImVec2(left + xs[i] * c, river_y), palette::ink,
                 words[i]);
  }

  // File numbers: each player counts files from their own right, Red with
  // Chinese numerals, Black with Arabic ones.
  static constexpr const char* chinese[9] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  static constexpr const char* arabic[9] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
  const float label = c * 0.3f;
  for (int f = 0; f < 9; ++f) {
    // Red's file n (from Red's right) is file index 8 - (n - 1).
    const ImVec2 red_pos = l.centre({8 - f, 0});
    const ImVec2 black_pos = l.centre({f, 9});
    const float red_dy = l.flipped ? -0.72f * c : 0.72f * c;
    text_centred(dl, board_font, label, ImVec2(red_pos.x, red_pos.y + red_dy), palette::ink,
                 chinese[f]);
    text_centred(dl, board_font, label, ImVec2(black_pos.x, black_pos.y - red_dy), palette::ink,
                 arabic[f]);
  }
}

}  // namespace qipan::web
