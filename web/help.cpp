#include "web/help.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>

#include "web/board_layout.h"
#include "web/draw_text.h"
#include "web/game_look.h"
#include "web/jungle_board.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/xiangqi_board.h"

namespace qipan::web {

namespace {

using XiangqiLook = GameLook<xiangqi::Position>;
using JungleLook = GameLook<jungle::Position>;

// Room for a diagram of `size` on the window's current line: its top-left
// corner. The area is remembered as the control `id`.
ImVec2 diagram_area(Controls& controls, const char* id, ImVec2 size) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(size);
  controls.remember(id);
  return at;
}

// The diagram's width: the window's, at most `most`.
float diagram_width(float most) { return std::min(most, ImGui::GetContentRegionAvail().x); }

// A small piece of wood with `files` × `ranks` crossing lines, `cell` apart,
// its first point `cell` in from the corner.
void draw_lines(ImDrawList* dl, ImVec2 at, int files, int ranks, float cell) {
  const ImVec2 end(at.x + cell * static_cast<float>(files + 1),
                   at.y + cell * static_cast<float>(ranks + 1));
  dl->AddRectFilled(at, end, palette::wood, cell * 0.2f);
  const float w = std::max(1.0f, cell * 0.04f);
  for (int f = 1; f <= files; ++f) {
    const float x = at.x + cell * static_cast<float>(f);
    dl->AddLine(ImVec2(x, at.y + cell), ImVec2(x, end.y - cell), palette::ink, w);
  }
  for (int r = 1; r <= ranks; ++r) {
    const float y = at.y + cell * static_cast<float>(r);
    dl->AddLine(ImVec2(at.x + cell, y), ImVec2(end.x - cell, y), palette::ink, w);
  }
}

ImVec2 point(ImVec2 at, float cell, int file, int rank) {
  return ImVec2(at.x + cell * static_cast<float>(file + 1),
                at.y + cell * static_cast<float>(rank + 1));
}

// The horse in the middle of 5 × 5 points, a piece on its upper leg: six
// moves marked, the two upper ones crossed.
void horse_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(230) / 6);
  const ImVec2 at = diagram_area(controls, "diagram-horse", ImVec2(cell * 6, cell * 6));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_lines(dl, at, 5, 5, cell);
  const float r = cell * 0.42f;
  static constexpr int jumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                      {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (const auto& j : jumps) {
    const ImVec2 p = point(at, cell, 2 + j[0], 2 + j[1]);
    if (j[1] == -2) {
      draw_refusal(dl, p, r, 1);  // blocked by the piece on the leg above
    } else {
      draw_target(dl, p, r, false);
    }
  }
  draw_piece(dl, fonts.board(), point(at, cell, 2, 2), r, XiangqiLook::piece('N', style));
  draw_piece(dl, fonts.board(), point(at, cell, 2, 1), r, XiangqiLook::piece('P', style));
}

// The cannon on a rank: it moves up to its screen, and captures the piece
// beyond the screen.
void cannon_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(340) / 8);
  const ImVec2 at = diagram_area(controls, "diagram-cannon", ImVec2(cell * 8, cell * 2));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at_line(at.x, at.y + cell * 0.5f - cell);
  dl->AddRectFilled(at, ImVec2(at.x + cell * 8, at.y + cell * 2), palette::wood, cell * 0.2f);
  const float w = std::max(1.0f, cell * 0.04f);
  dl->AddLine(point(at_line, cell, 0, 1), point(at_line, cell, 6, 1), palette::ink, w);
  const float r = cell * 0.42f;
  draw_target(dl, point(at_line, cell, 1, 1), r, false);
  draw_target(dl, point(at_line, cell, 2, 1), r, false);
  draw_piece(dl, fonts.board(), point(at_line, cell, 0, 1), r, XiangqiLook::piece('C', style));
  draw_piece(dl, fonts.board(), point(at_line, cell, 3, 1), r, XiangqiLook::piece('p', style));
  draw_piece(dl, fonts.board(), point(at_line, cell, 5, 1), r, XiangqiLook::piece('r', style));
  draw_target(dl, point(at_line, cell, 5, 1), r, true);
}

// The whole board, small, its palaces lit and the generals and advisors in
// them.
void palace_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float width = diagram_width(260);
  const ImVec2 at = diagram_area(controls, "diagram-palace", ImVec2(width, width * 1.1f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardLayout l =
      BoardLayout::fit(xiangqi::Position::shape, at, ImVec2(at.x + width, at.y + width * 1.1f),
                       xiangqi_margin, false);
  draw_xiangqi_board(dl, l, fonts.board(), style == PieceStyle::traditional);
  for (int base : {0, 7}) {
    const ImVec2 a = l.centre({3, base + 2});
    const ImVec2 b = l.centre({5, base});
    dl->AddRectFilled(a, b, with_alpha(palette::hint, 0.3f));
  }
  const float river_top = l.centre({0, 5}).y;
  const float river_bottom = l.centre({0, 4}).y;
  dl->AddRectFilled(ImVec2(l.centre({0, 4}).x, river_top), ImVec2(l.centre({8, 4}).x, river_bottom),
                    with_alpha(palette::water, 0.35f));
  const float r = l.cell * 0.42f;
  for (auto [file, rank, letter] :
       {std::tuple{4, 0, 'K'}, {3, 0, 'A'}, {5, 0, 'A'}, {4, 9, 'k'}, {3, 9, 'a'}, {5, 9, 'a'}}) {
    draw_piece(dl, fonts.board(), l.centre({file, rank}), r, XiangqiLook::piece(letter, style));
  }
}

// The eight animals from the strongest down, and the rat's arrow back to the
// elephant.
void ranks_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(400) / 8);
  const ImVec2 at = diagram_area(controls, "diagram-ranks", ImVec2(cell * 8, cell * 1.8f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  static constexpr char animals[8] = {'E', 'L', 'T', 'P', 'W', 'D', 'C', 'R'};
  const float r = cell * 0.42f;
  const float y = at.y + cell * 0.5f;
  for (int i = 0; i < 8; ++i) {
    const float x = at.x + cell * (static_cast<float>(i) + 0.5f);
    draw_piece(dl, fonts.board(), ImVec2(x, y), r, JungleLook::piece(animals[i], style));
  }
  // The rat (last) reaches back to the elephant (first) under the row.
  const float low = at.y + cell * 1.45f;
  const ImVec2 pts[4] = {ImVec2(at.x + cell * 7.5f, y + r + 2), ImVec2(at.x + cell * 7.5f, low),
                         ImVec2(at.x + cell * 0.5f, low), ImVec2(at.x + cell * 0.5f, y + r + 6)};
  const float w = std::max(2.0f, cell * 0.08f);
  dl->AddPolyline(pts, 4, palette::hint, 0, w);
  const ImVec2 tip(pts[3].x, y + r + 1);
  dl->AddTriangleFilled(tip, ImVec2(tip.x - cell * 0.16f, tip.y + cell * 0.22f),
                        ImVec2(tip.x + cell * 0.16f, tip.y + cell * 0.22f), palette::hint);
}

// A small jungle board: the lion's jump over a lake, the rat swimming, an
// enemy caught in a trap.
void jungle_board_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float width = diagram_width(270);
  const ImVec2 at = diagram_area(controls, "diagram-jungle-board", ImVec2(width, width * 1.3f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardLayout l = BoardLayout::fit(
      jungle::Position::shape, at, ImVec2(at.x + width, at.y + width * 1.3f), jungle_margin, false);
  draw_jungle_board(dl, l, fonts.board());
  const float r = l.cell * JungleLook::piece_radius;
  draw_piece(dl, fonts.board(), l.centre({1, 2}), r, JungleLook::piece('L', style));
  draw_hint_arrow(dl, l.centre({1, 2}), l.centre({1, 6}), r);
  draw_piece(dl, fonts.board(), l.centre({4, 4}), r, JungleLook::piece('R', style));
  draw_piece(dl, fonts.board(), l.centre({3, 1}), r, JungleLook::piece('w', style));
  draw_piece(dl, fonts.board(), l.centre({3, 2}), r, JungleLook::piece('C', style));
  draw_target(dl, l.centre({3, 1}), r, true);
}

// A unit on a small map: where it can walk (blue), what it can attack
// beyond (red), an enemy in reach ringed.
void tactics_diagram(Controls& controls) {
  const float cell = std::floor(diagram_width(250) / 9);
  const ImVec2 at = diagram_area(controls, "diagram-tactics", ImVec2(cell * 9, cell * 7));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 9; ++x) {
      const ImVec2 a(at.x + cell * static_cast<float>(x), at.y + cell * static_cast<float>(y));
      const ImVec2 b(a.x + cell, a.y + cell);
      const int d = std::abs(x - 4) + std::abs(y - 3);
      dl->AddRectFilled(a, b, palette::plain.fill);
      if (d <= 2) {
        dl->AddRectFilled(a, b, palette::reach);
      } else if (d == 3) {
        dl->AddRectFilled(a, b, palette::attack_fringe);
      }
      dl->AddRect(a, b, palette::grid_line);
    }
  }
  auto token = [&](int x, int y, ImU32 colour) {
    const ImVec2 c(at.x + cell * (static_cast<float>(x) + 0.5f),
                   at.y + cell * (static_cast<float>(y) + 0.5f));
    dl->AddCircleFilled(c, cell * 0.38f, colour);
    dl->AddCircle(c, cell * 0.38f, palette::token_edge, 0, 1.5f);
    return c;
  };
  token(4, 3, palette::blue_side);
  const ImVec2 enemy = token(6, 2, palette::red_side);
  dl->AddCircle(enemy, cell * 0.5f, palette::mark_edge, 0, 4);
  dl->AddCircle(enemy, cell * 0.5f, palette::target_ring, 0, 2);
}

// One legend row: the piece, its name and how it moves.
void legend_row(const FontBook& fonts, const PieceLook& look, const char* name, const char* moves) {
  const float size = ImGui::GetTextLineHeight() * 2.2f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  draw_piece(ImGui::GetWindowDrawList(), fonts.board(), ImVec2(at.x + size / 2, at.y + size / 2),
             size * 0.45f, look);
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextColored(palette::title_text, "%s", name);
  ImGui::TextWrapped("%s", moves);
  ImGui::EndGroup();
}

void xiangqi_tab(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const Words& w = controls.words();
  ImGui::TextWrapped("%s", w.xiangqi_rules);
  ImGui::Spacing();
  horse_diagram(controls, fonts, style);
  ImGui::TextWrapped("%s", w.xiangqi_horse);
  ImGui::Spacing();
  cannon_diagram(controls, fonts, style);
  ImGui::TextWrapped("%s", w.xiangqi_cannon);
  ImGui::Spacing();
  palace_diagram(controls, fonts, style);
  ImGui::TextWrapped("%s", w.xiangqi_board);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  static constexpr char letters[7] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};
  for (int i = 0; i < 7; ++i) {
    legend_row(fonts, XiangqiLook::piece(letters[i], style), w.xiangqi_names[i],
               w.xiangqi_moves[i]);
    if (i == 0) controls.remember("legend-xiangqi");
  }
}

void jungle_tab(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const Words& w = controls.words();
  ImGui::TextWrapped("%s", w.jungle_rules);
  ImGui::Spacing();
  ranks_diagram(controls, fonts, style);
  ImGui::TextWrapped("%s", w.jungle_ranks);
  ImGui::Spacing();
  jungle_board_diagram(controls, fonts, style);
  ImGui::TextWrapped("%s", w.jungle_board);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  static constexpr char letters[8] = {'R', 'C', 'D', 'W', 'P', 'T', 'L', 'E'};
  for (int i = 0; i < 8; ++i) {
    legend_row(fonts, JungleLook::piece(letters[i], style), w.jungle_names[i], w.jungle_moves[i]);
    if (i == 0) controls.remember("legend-jungle");
  }
}

// One row of the battle's legend: a unit's token with its class glyph, the
// class's name and how it moves or strikes.
void unit_row(const FontBook& fonts, const char* glyph, const char* name, const char* moves) {
  const float size = ImGui::GetTextLineHeight() * 2.2f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c(at.x + size / 2, at.y + size / 2);
  dl->AddCircleFilled(c, size * 0.42f, palette::blue_side);
  dl->AddCircle(c, size * 0.42f, palette::token_edge, 0, 1.5f);
  text_centred(dl, fonts.board(), size * 0.58f, c, palette::token_glyph, glyph);
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextColored(palette::title_text, "%s", name);
  ImGui::TextWrapped("%s", moves);
  ImGui::EndGroup();
}

void tactics_tab(Controls& controls, const FontBook& fonts) {
  const Words& w = controls.words();
  ImGui::TextWrapped("%s", w.tactics_rules);
  ImGui::Spacing();
  tactics_diagram(controls);
  ImGui::TextWrapped("%s", w.tactics_map);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  // The glyphs the map draws on tokens (web/tactics_map.cpp, class_glyph).
  static constexpr const char* glyphs[4] = {"步", "骑", "飞", "弓"};
  for (int i = 0; i < 4; ++i) {
    unit_row(fonts, glyphs[i], w.tactics_names[i], w.tactics_moves[i]);
    if (i == 0) controls.remember("legend-tactics");
  }
}

}  // namespace

std::string help_contents(Controls& controls, const FontBook& fonts, PieceStyle style,
                          std::string_view tab) {
  const Words& w = controls.words();
  // The tabs: a row of choices (ImGui's tab bar takes a tap only on a tab
  // already hovered, which a touch never is).
  std::string shown(tab);
  bool first = true;
  for (auto [label, id, name] : {std::tuple{w.xiangqi, "help-xiangqi", "xiangqi"},
                                 {w.jungle, "help-jungle", "jungle"},
                                 {w.tactics, "help-tactics", "tactics"}}) {
    if (controls.choice(label, id, tab == name, first)) shown = name;
  }
  ImGui::Separator();
  ImGui::BeginChild("help-text");
  if (tab == "jungle") {
    jungle_tab(controls, fonts, style);
  } else if (tab == "tactics") {
    tactics_tab(controls, fonts);
  } else {
    xiangqi_tab(controls, fonts, style);
  }
  ImGui::EndChild();
  return shown;
}

}  // namespace qipan::web
