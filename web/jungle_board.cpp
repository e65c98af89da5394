#include "web/jungle_board.h"

#include <algorithm>
#include <cmath>

#include "web/draw_text.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

namespace {

using grid::Coord;

bool is_water(Coord c) {
  return (c.rank >= 3 && c.rank <= 5) && (c.file == 1 || c.file == 2 || c.file == 4 || c.file == 5);
}

// 0 for Blue's (rank 1 side), 1 for Red's, -1 for neither.
int trap_owner(Coord c) {
  if ((c.rank == 0 && (c.file == 2 || c.file == 4)) || (c.rank == 1 && c.file == 3)) return 0;
  if ((c.rank == 8 && (c.file == 2 || c.file == 4)) || (c.rank == 7 && c.file == 3)) return 1;
  return -1;
}

int den_owner(Coord c) {
  if (c.file == 3 && c.rank == 0) return 0;
  if (c.file == 3 && c.rank == 8) return 1;
  return -1;
}

ImU32 side_colour(int owner) { return owner == 0 ? palette::blue_side : palette::red_side; }

void draw_waves(ImDrawList* dl, ImVec2 min, float size) {
  const float w = std::max(1.0f, size * 0.03f);
  for (int row = 0; row < 3; ++row) {
    const float y = min.y + size * (0.28f + 0.24f * static_cast<float>(row));
    const float x0 = min.x + size * (row % 2 == 0 ? 0.16f : 0.3f);
    ImVec2 pts[9];
    for (int i = 0; i < 9; ++i) {
      const float t = static_cast<float>(i) / 8.0f;
      pts[i] = ImVec2(x0 + t * size * 0.5f, y + std::sin(t * 6.2832f) * size * 0.04f);
    }
    dl->AddPolyline(pts, 9, palette::water_wave, 0, w);
  }
}

}  // namespace

void draw_jungle_board(ImDrawList* dl, const BoardLayout& l, ImFont* board_font) {
  const float c = l.cell;
  const float half = c / 2;
  dl->AddRectFilled(l.top_left(jungle_margin), l.bottom_right(jungle_margin), palette::wood,
                    c * 0.12f);
  dl->AddRect(l.top_left(jungle_margin), l.bottom_right(jungle_margin), palette::wood_edge,
              c * 0.12f, 0, std::max(2.0f, c * 0.05f));

  for (int rank = 0; rank < l.shape.ranks; ++rank) {
    for (int file = 0; file < l.shape.files; ++file) {
      const Coord sq{file, rank};
      const ImVec2 p = l.centre(sq);
      const ImVec2 min(p.x - half, p.y - half);
      const ImVec2 max(p.x + half, p.y + half);
      if (is_water(sq)) {
        dl->AddRectFilled(min, max, palette::water);
        draw_waves(dl, min, c);
      } else if (const int den = den_owner(sq); den >= 0) {
        dl->AddRectFilled(min, max, palette::land);
        dl->AddRectFilled(ImVec2(min.x + c * 0.08f, min.y + c * 0.08f),
                          ImVec2(max.x - c * 0.08f, max.y - c * 0.08f), palette::den, c * 0.3f);
        dl->AddRect(ImVec2(min.x + c * 0.08f, min.y + c * 0.08f),
                    ImVec2(max.x - c * 0.08f, max.y - c * 0.08f), side_colour(den), c * 0.3f, 0,
                    std::max(2.0f, c * 0.06f));
        text_centred(dl, board_font, c * 0.5f, p, with_alpha(palette::piece_face, 0.85f), "穴");
      } else if (const int trap = trap_owner(sq); trap >= 0) {
        dl->AddRectFilled(min, max, palette::trap);
        // Stakes around the pit.
        const float r = c * 0.3f;
        for (int i = 0; i < 8; ++i) {
          const float a = static_cast<float>(i) * 0.7854f;
          const ImVec2 tip(p.x + std::cos(a) * r, p.y + std::sin(a) * r);
          const ImVec2 base(p.x + std::cos(a) * r * 1.35f, p.y + std::sin(a) * r * 1.35f);
          dl->AddLine(base, tip, with_alpha(side_colour(trap), 0.8f), std::max(1.5f, c * 0.04f));
        }
        text_centred(dl, board_font, c * 0.34f, p, with_alpha(palette::ink, 0.8f), "阱");
      } else {
        dl->AddRectFilled(min, max, (file + rank) % 2 == 0 ? palette::land : palette::land_alt);
      }
    }
  }
  // Grid lines over the squares.
  const float w = std::max(1.0f, c * 0.02f);
  const ImVec2 tl = l.top_left(0.5f);
  const ImVec2 br = l.bottom_right(0.5f);
  for (int i = 0; i <= l.shape.files; ++i) {
    const float x = tl.x + c * static_cast<float>(i);
    dl->AddLine(ImVec2(x, tl.y), ImVec2(x, br.y), palette::grass_line, w);
  }
  for (int i = 0; i <= l.shape.ranks; ++i) {
    const float y = tl.y + c * static_cast<float>(i);
    dl->AddLine(ImVec2(tl.x, y), ImVec2(br.x, y), palette::grass_line, w);
  }
  dl->AddRect(tl, br, palette::ink, 0, 0, w * 2);

  // Coordinates: files under the board, ranks on the left (as seen).
  static constexpr const char* files[7] = {"a", "b", "c", "d", "e", "f", "g"};
  static constexpr const char* ranks[9] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
  const float label = c * 0.26f;
  for (int f = 0; f < l.shape.files; ++f) {
    const ImVec2 p = l.centre({f, l.flipped ? l.shape.ranks - 1 : 0});
    text_centred(dl, board_font, label, ImVec2(p.x, p.y + c * 0.72f), palette::ink, files[f]);
  }
  for (int r = 0; r < l.shape.ranks; ++r) {
    const ImVec2 p = l.centre({l.flipped ? l.shape.files - 1 : 0, r});
    text_centred(dl, board_font, label, ImVec2(p.x - c * 0.72f, p.y), palette::ink, ranks[r]);
  }
}

}  // namespace qipan::web
