#include "web/help.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/games/games.h"
#include "web/draw_text.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

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

// One legend row: the piece, its name and how it moves.
void legend_row(Controls& controls, const FontBook& fonts, const PieceLook& look, const char* name,
                const char* moves) {
  const float size = ImGui::GetTextLineHeight() * 2.2f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  draw_piece(ImGui::GetWindowDrawList(), fonts.board(), ImVec2(at.x + size / 2, at.y + size / 2),
             size * 0.45f, look);
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextColored(palette::title_text, "%s", name);
  controls.wrapped(moves);
  ImGui::EndGroup();
}

namespace {

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

// One row of the battle's legend: a unit's token with its class glyph, the
// class's name and how it moves or strikes.
void unit_row(Controls& controls, const FontBook& fonts, const char* glyph, const char* name,
              const char* moves) {
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
  controls.wrapped(moves);
  ImGui::EndGroup();
}

void tactics_tab(Controls& controls, const FontBook& fonts) {
  const Words& w = controls.words();
  controls.wrapped(w.tactics_rules);
  ImGui::Spacing();
  tactics_diagram(controls);
  controls.wrapped(w.tactics_map);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  // The glyphs the map draws on tokens (web/tactics_map.cpp, class_glyph).
  static constexpr const char* glyphs[4] = {"步", "骑", "飞", "弓"};
  for (int i = 0; i < 4; ++i) {
    unit_row(controls, fonts, glyphs[i], w.tactics_names[i], w.tactics_moves[i]);
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
  games::for_each_game([&](auto g) {
    using G = typename decltype(g)::type;
    const std::string id = "help-" + std::string(G::name);
    if (controls.choice(game_label(w, G::name), id.c_str(), tab == G::name, first)) {
      shown = G::name;
    }
  });
  if (controls.choice(w.tactics, "help-tactics", tab == "tactics", first)) shown = "tactics";
  ImGui::Separator();
  ImGui::BeginChild("help-text");
  bool drawn = false;
  games::for_each_game([&](auto g) {
    using G = typename decltype(g)::type;
    if (tab == G::name) {
      help_tab<typename G::Position>(controls, fonts, style);
      drawn = true;
    }
  });
  if (tab == "tactics") {
    tactics_tab(controls, fonts);
  } else if (!drawn) {
    help_tab<typename games::FirstGame::Position>(controls, fonts, style);
  }
  ImGui::EndChild();
  return shown;
}

}  // namespace qipan::web
