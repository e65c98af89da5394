#include "web/board/analysis_panel.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/study/analysis_lines.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

namespace {

constexpr ImU32 arrow_colour = IM_COL32(40, 170, 90, 255);
constexpr ImU32 current_move = IM_COL32(250, 214, 120, 255);

}  // namespace

AnalysisActions draw_analysis_section(Controls& controls, const AnalysisWords& aw,
                                      const AnalysisPanelState& state, double now) {
  AnalysisActions a;
  a.lines_wanted = state.lines_wanted;
  if (controls.button(" - ", "analyse-fewer", state.lines_wanted > study::min_lines)) {
    a.lines_wanted = study::lines_after(state.lines_wanted, -1);
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text(aw.lines, state.lines_wanted);
  ImGui::SameLine();
  if (controls.button(" + ", "analyse-more", state.lines_wanted < study::max_lines)) {
    a.lines_wanted = study::lines_after(state.lines_wanted, 1);
  }
  // Back / Next / Game end, and on a variation Promote, Make main line,
  // Delete variation: above the lines, so that lines arriving or growing
  // never move a button under the pointer.
  if (controls.button(aw.back, "analyse-back", state.can_back)) a.back = true;
  Controls::same_line_if_fits(aw.forward, false);
  if (controls.button(aw.forward, "analyse-forward", state.can_forward)) a.forward = true;
  Controls::same_line_if_fits(aw.to_game, false);
  if (controls.button(aw.to_game, "analyse-game", !state.at_game_end)) a.to_game = true;
  if (state.can_make_main) {
    if (state.can_promote && controls.button(aw.promote, "analyse-promote")) a.promote = true;
    if (state.can_promote) Controls::same_line_if_fits(aw.make_main, false);
    if (controls.button(aw.make_main, "analyse-main")) a.make_main = true;
  }
  if (state.can_remove) {
    if (state.can_make_main) Controls::same_line_if_fits(aw.remove, false);
    if (controls.button(aw.remove, "analyse-delete")) a.remove = true;
  }
  // The engine's state on a line of its own: the depth reached, thinking.
  if (state.over) {
    ImGui::TextWrapped("%s", aw.over);
  } else if (!state.error.empty()) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), aw.engine_error,
                       state.error.c_str());
  } else if (state.depth == 0) {
    draw_thinking_line(aw.analysing, now);
  } else {
    if (state.running) {
      draw_thinking_line("", now);
      ImGui::SameLine();
    }
    ImGui::TextDisabled(aw.depth, state.depth, state.nodes / 1000);
  }
  // Each line one button-like block as wide as the panel, its text wrapped
  // between moves onto as many rows as it needs (move names hold no
  // spaces, so no move is split); a click anywhere on it plays the line.
  // Every block is as high as the tallest one drawn at this width
  // (state.line_height, kept by the tab), and the wanted number of blocks
  // is kept while the lines are on their way, so that what follows stays
  // put while the engine works and the board moves.
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 2;
  const float wrap = std::max(1.0f, width - 2 * pad);
  const float row = ImGui::GetTextLineHeightWithSpacing();
  a.line_width = width;
  a.line_height = state.line_width == width ? state.line_height : 0;
  for (std::size_t i = 0; i < state.lines.size(); ++i) {
    const char* text = state.lines[i].c_str();
    const ImVec2 t = ImGui::CalcTextSize(text, nullptr, false, wrap);
    a.line_height = std::max({a.line_height, row, t.y + ImGui::GetStyle().ItemSpacing.y});
  }
  const std::size_t blocks =
      state.over ? 0 : std::max(state.lines.size(), static_cast<std::size_t>(state.lines_wanted));
  for (std::size_t i = 0; i < blocks; ++i) {
    const ImVec2 size(width, std::max(row, a.line_height));
    if (i >= state.lines.size()) {
      ImGui::Dummy(size);
      continue;
    }
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Selectable("##line", false, 0, size)) a.line = i;
    const ImVec2 p = ImGui::GetItemRectMin();
    const ImVec2 q = ImGui::GetItemRectMax();
    controls.remember(("analyse-line-" + std::to_string(i + 1)).c_str());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(p, q, true);
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(p.x + pad, p.y + 1),
                ImGui::GetColorU32(ImGuiCol_Text), state.lines[i].c_str(), nullptr, wrap);
    dl->PopClipRect();
    ImGui::PopID();
  }
  if (!state.over) ImGui::TextDisabled("%s", aw.click_line);
  return a;
}

void draw_analysis_moves(Controls& controls, const AnalysisPanelState& state, float height,
                         AnalysisActions& actions) {
  ImGui::BeginChild("analysis-moves", ImVec2(0, height), false);
  Controls::drag_scroll();
  controls.remember_window("analysis-moves");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float indent = ImGui::GetFontSize();
  for (const AnalysisRow& row : state.rows) {
    const float left = ImGui::GetCursorPosX() + indent * static_cast<float>(row.level);
    bool first = true;
    for (const AnalysisMove& m : row.moves) {
      const float w = ImGui::CalcTextSize(m.text.c_str()).x;
      if (first) {
        ImGui::SetCursorPosX(left);
      } else {
        const float right = ImGui::GetItemRectMax().x + style.ItemSpacing.x + w;
        if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
          ImGui::SameLine();
        } else {
          ImGui::SetCursorPosX(left + indent);
        }
      }
      first = false;
      ImGui::PushID(static_cast<int>(m.node));
      ImGui::PushStyleColor(ImGuiCol_Text,
                            ImGui::ColorConvertU32ToFloat4(m.current ? current_move : m.colour));
      if (ImGui::Selectable(m.text.c_str(), m.current, 0, ImVec2(w, 0))) actions.node = m.node;
      ImGui::PopStyleColor();
      ImGui::PopID();
      controls.remember(("anode-" + std::to_string(m.node)).c_str());
      if (m.current && ImGui::IsItemVisible() == false) ImGui::SetScrollHereY(0.5f);
    }
  }
  ImGui::EndChild();
}

namespace {

constexpr float bar_gap = 4;
constexpr float bar_thick = 12;  // a vertical bar's width
constexpr float bar_thin = 8;    // a horizontal bar's height

}  // namespace

ImVec2 area_with_eval_bar(ImVec2 area_max, ImVec2 board_min, ImVec2 board_max) {
  (void)board_min;
  const float label = ImGui::GetFontSize();
  if (area_max.x - board_max.x >= bar_thick + 2 * bar_gap + label * 2.5f) return area_max;
  if (area_max.y - board_max.y >= bar_thin + bar_gap + label) return area_max;
  return ImVec2(area_max.x, area_max.y - (bar_thin + bar_gap + label));
}

void eval_bar_place(ImVec2 area_max, ImVec2 board_min, ImVec2 board_max, ImVec2& min, ImVec2& max,
                    bool& vertical) {
  constexpr float gap = bar_gap;
  constexpr float thick = bar_thick;
  constexpr float thin = bar_thin;
  const float label = ImGui::GetFontSize();
  if (area_max.x - board_max.x >= thick + 2 * gap + label * 2.5f) {
    vertical = true;
    min = ImVec2(board_max.x + gap, board_min.y);
    max = ImVec2(board_max.x + gap + thick, board_max.y);
  } else if (area_max.y - board_max.y >= thin + gap + label) {
    vertical = false;
    min = ImVec2(board_min.x, board_max.y + gap / 2);
    max = ImVec2(board_max.x, board_max.y + gap / 2 + thin);
  } else {
    vertical = false;
    min = ImVec2(board_min.x, board_max.y - thin);
    max = board_max;
  }
}

void draw_eval_bar(ImDrawList* dl, ImVec2 min, ImVec2 max, double share, ImU32 first, ImU32 second,
                   const char* label, bool flipped) {
  const bool vertical = max.y - min.y > max.x - min.x;
  const float s = static_cast<float>(std::clamp(share, 0.0, 1.0));
  dl->AddRectFilled(min, max, second, 2);
  ImVec2 a = min;
  ImVec2 b = max;
  // The first side's part from its end: the bottom (left) unflipped.
  if (vertical) {
    const float h = (max.y - min.y) * s;
    if (flipped) {
      b.y = min.y + h;
    } else {
      a.y = max.y - h;
    }
  } else {
    const float w = (max.x - min.x) * s;
    if (flipped) {
      a.x = max.x - w;
    } else {
      b.x = min.x + w;
    }
  }
  dl->AddRectFilled(a, b, first, 2);
  dl->AddRect(min, max, IM_COL32(20, 16, 12, 200), 2);
  // The middle mark, and the score at the leading side's end.
  if (vertical) {
    const float y = (min.y + max.y) / 2;
    dl->AddLine(ImVec2(min.x, y), ImVec2(max.x, y), IM_COL32(128, 128, 128, 220), 1);
  } else {
    const float x = (min.x + max.x) / 2;
    dl->AddLine(ImVec2(x, min.y), ImVec2(x, max.y), IM_COL32(128, 128, 128, 220), 1);
  }
  if (label && *label) {
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize() * 0.8f;
    const ImVec2 t = font->CalcTextSizeA(size, 1e6f, 0, label);
    const bool first_leads = s >= 0.5f;
    const bool at_low_end = first_leads != flipped;  // the bottom (right) end
    ImVec2 at;
    if (vertical) {
      at = ImVec2(max.x + 2, at_low_end ? max.y - t.y : min.y);
    } else {
      at = ImVec2(at_low_end ? min.x : max.x - t.x, max.y + 1);
      if (!at_low_end) at.x = max.x - t.x;
      if (at_low_end) at.x = min.x;
    }
    const ImVec2 end(at.x + t.x + 2, at.y + t.y);
    dl->AddRectFilled(ImVec2(at.x - 1, at.y), end, IM_COL32(30, 24, 20, 200), 2);
    dl->AddText(font, size, at, IM_COL32(245, 235, 215, 255), label);
  }
}

void draw_line_arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float r, float weight) {
  const float dx = to.x - from.x;
  const float dy = to.y - from.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1 || weight <= 0) return;
  const ImVec2 u(dx / len, dy / len);
  const ImVec2 n(-u.y, u.x);
  const float w = std::max(2.0f, r * 0.34f * weight);
  const float head = r * (0.45f + 0.35f * weight);
  const ImU32 colour = with_alpha(arrow_colour, 0.45f + 0.4f * weight);
  const ImVec2 a(from.x + u.x * r * 0.4f, from.y + u.y * r * 0.4f);
  const ImVec2 base(to.x - u.x * head, to.y - u.y * head);
  dl->AddLine(a, base, colour, w);
  dl->AddTriangleFilled(to, ImVec2(base.x + n.x * head * 0.6f, base.y + n.y * head * 0.6f),
                        ImVec2(base.x - n.x * head * 0.6f, base.y - n.y * head * 0.6f), colour);
}

}  // namespace qipan::web
