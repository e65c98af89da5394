#include "web/board/board_panel.h"

#include <algorithm>

#include "web/palette.h"
#include "web/record_panel.h"
#include "web/words.h"

namespace qipan::web {

// The moves, in a list `height` high that a swipe scrolls.
void draw_move_list(Controls& controls, const Words& w, const BoardPanelState& state,
                    MoveListScroll& scroll, float height, BoardPanelActions& actions) {
  const std::size_t n = state.moves.size();
  if (state.viewing) {
    // The row over the list takes its height from the list's, so that what
    // comes under the list (the records' row) stays where it was.
    const float before = ImGui::GetCursorPosY();
    ImGui::TextColored(viewing_colour(), w.viewing_short, *state.viewing, n);
    ImGui::SameLine();
    if (controls.button(w.back_to_game, "moves-live")) actions.live = true;
    height = std::max(ImGui::GetTextLineHeightWithSpacing() * 3,
                      height - (ImGui::GetCursorPosY() - before));
  }
  ImGui::BeginChild("moves", ImVec2(0, height), false);
  Controls::drag_scroll();
  controls.remember_window("moves");
  const std::size_t shown = state.viewing.value_or(n);
  // In pairs, as players write them: "1. 炮二平五 马8进7", each move a
  // selectable half of its row.
  const float number_w = ImGui::CalcTextSize("999.").x + ImGui::GetStyle().ItemSpacing.x;
  const float half = std::max(
      40.0f, (ImGui::GetContentRegionAvail().x - number_w) / 2 - ImGui::GetStyle().ItemSpacing.x);
  for (std::size_t i = 0; i < n; ++i) {
    if (i % 2 == 0) {
      ImGui::TextDisabled("%3zu.", i / 2 + 1);
      ImGui::SameLine(number_w);
    } else {
      ImGui::SameLine();
    }
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(state.moves[i].colour));
    const MoveRow& row = state.moves[i];
    const std::string label = row.mark.empty() ? row.text : row.text + "  " + row.mark;
    if (ImGui::Selectable(label.c_str(), i + 1 == shown && n > 0, 0, ImVec2(half, 0))) {
      actions.show = i + 1;
    }
    ImGui::PopStyleColor();
    ImGui::PopID();
    // Only a row on screen is one to click (a row scrolled out is not).
    if (ImGui::IsItemVisible()) controls.remember(("move-" + std::to_string(i + 1)).c_str());
    if (state.viewing && i + 1 == shown && scroll.centred != shown) {
      ImGui::SetScrollHereY(0.5f);
      scroll.centred = shown;
    }
  }
  // Room under the last row for its highlight, which reaches half an item
  // spacing below the row: scrolled to the end, the last row shows whole.
  if (n > 0) ImGui::Dummy(ImVec2(1, 0));
  if (scroll.to_last) {
    ImGui::SetScrollHereY(1.0f);
    scroll.to_last = false;
  }
  ImGui::EndChild();
}

void draw_board_status(const Words& w, const BoardStatus& status, bool advice) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetTextLineHeight();
  dl->AddCircleFilled(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f, status.turn_colour);
  dl->AddCircle(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f, palette::turn_dot_edge);
  ImGui::Dummy(ImVec2(h, h));
  ImGui::SameLine();
  if (status.over) {
    ImGui::TextUnformatted(w.game_over);
    if (status.winner) {
      ImGui::TextColored(palette::result_text, w.wins, status.winner, status.reason);
    } else {
      ImGui::TextColored(palette::result_text, w.draw_reason, status.reason);
    }
  } else {
    ImGui::Text(w.to_move, status.to_move);
    if (*status.claimable != '\0') {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(palette::result_text, "%s", status.claimable);
      ImGui::PopTextWrapPos();
    }
    if (status.in_check) {
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s", w.check);
    } else if (advice) {
      ImGui::TextDisabled("%s", w.how_to_play);
    }
  }
}

BoardPanelActions draw_board_panel(Controls& controls, const BoardPanelState& state,
                                   MoveListScroll& scroll, double now) {
  const Words& w = controls.words();
  BoardPanelActions actions;
  if (controls.button(w.new_game, "new")) actions.new_game = true;
  Controls::same_line_if_fits(w.undo, false);
  if (controls.button(w.undo, "undo", state.can_undo)) actions.undo = true;
  Controls::same_line_if_fits(w.redo, false);
  if (controls.button(w.redo, "redo", state.can_redo)) actions.redo = true;
  Controls::same_line_if_fits(w.flip, false);
  if (controls.button(w.flip, "flip")) actions.flip = true;
  ImGui::Separator();
  // On a short panel (a phone) the status and a few rows of the move list
  // come first, the opponent's rows under them (the panel scrolls).
  const float rows = ImGui::GetTextLineHeightWithSpacing();
  // Measured on the whole panel, so that the sections above (the Play tab's
  // table) do not turn a desktop's panel into a phone's.
  const bool short_panel = ImGui::GetWindowHeight() < rows * 19;
  if (short_panel) {
    draw_board_status(w, state.status, false);
    draw_move_list(controls, w, state, scroll, rows * 3, actions);
    ImGui::Separator();
  }
  // The opponent's rows are the Play tab's start choice (web/board/table_section.h).
  actions.opponent = state.opponent;
  if (controls.button(w.hint, "hint", state.can_hint)) actions.hint = true;
  ImGui::SameLine();
  if (state.thinking) {
    draw_thinking_line(w.computer_thinking, now);
  } else if (state.hinting) {
    draw_thinking_line(w.looking_for_hint, now);
  } else if (state.engine_error && !state.engine_error->empty()) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), w.engine_error,
                       state.engine_error->c_str());
  } else {
    ImGui::NewLine();
  }
  if (!state.search_words.empty()) {
    // Wrapped, so nothing is cut at the panel's edge.
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", state.search_words.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!short_panel) {
    ImGui::Separator();
    draw_board_status(w, state.status, true);
    ImGui::Separator();
    // An empty list (a game not begun: the start choice is above it) gives
    // way to the records' row at the panel's foot on a first visit, when
    // the Help hint is up too.
    const float least = rows * (state.moves.empty() ? 1.0f : 4.0f);
    draw_move_list(controls, w, state, scroll,
                   std::max(least, ImGui::GetContentRegionAvail().y - controls.below_moves()),
                   actions);
  }
  return actions;
}

}  // namespace qipan::web
