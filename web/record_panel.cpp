#include "web/record_panel.h"

#include <algorithm>

namespace qipan::web {

namespace {

constexpr ImU32 band_fill = IM_COL32(28, 40, 64, 225);
constexpr ImU32 band_edge = IM_COL32(120, 170, 240, 255);
constexpr ImU32 viewing = IM_COL32(140, 190, 255, 255);
constexpr ImU32 note_text = IM_COL32(255, 216, 140, 255);

}  // namespace

RecordAction record_buttons(Controls& controls, bool has_record) {
  RecordAction action = RecordAction::none;
  bool first = true;
  auto offer = [&](const char* label, const char* id, RecordAction a, bool enabled) {
    Controls::same_line_if_fits(label, first);
    first = false;
    if (controls.button(label, id, enabled)) action = a;
  };
  const Words& w = controls.words();
  offer(w.copy_link, "copy-link", RecordAction::copy_link, true);
  offer(w.copy_record, "export-copy", RecordAction::export_copy, has_record);
  offer(w.download, "export-download", RecordAction::export_download, has_record);
  offer(w.import, "import", RecordAction::import, true);
  return action;
}

void draw_note(Controls& controls, std::string& note) {
  if (note.empty()) return;
  // A short note and its OK share a line.
  const Words& w = controls.words();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float ok_width = ImGui::CalcTextSize(w.ok).x + 2 * style.FramePadding.x;
  if (ImGui::CalcTextSize(note.c_str()).x + style.ItemSpacing.x + ok_width <=
      ImGui::GetContentRegionAvail().x) {
    ImGui::AlignTextToFramePadding();
    controls.wrapped(note.c_str(), note_text);
    ImGui::SameLine();
  } else {
    controls.wrapped(note.c_str(), note_text);
  }
  if (controls.button(w.ok, "note-ok")) note.clear();
}

std::optional<bool> confirm_discard(Controls& controls, Replacing what) {
  const Words& w = controls.words();
  // The title is the popup's id too: the same in every language.
  const std::string title = std::string(w.discard_title) + "###discard";
  if (!ImGui::IsPopupOpen(title.c_str())) ImGui::OpenPopup(title.c_str());
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(screen.x / 2, screen.y / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0),
                                      ImVec2(std::max(200.0f, screen.x - 24), screen.y));
  std::optional<bool> answer;
  if (ImGui::BeginPopupModal(title.c_str(), nullptr,
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::TextUnformatted(w.discard_unfinished);
    ImGui::TextUnformatted(w.discard_for[static_cast<int>(what)]);
    ImGui::Spacing();
    if (controls.button(w.discard, "confirm-discard")) answer = true;
    ImGui::SameLine();
    if (controls.button(w.keep_playing, "confirm-keep")) answer = false;
    if (answer) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  return answer;
}

ImVec4 viewing_colour() { return ImGui::ColorConvertU32ToFloat4(viewing); }

Band draw_viewing_band(ImDrawList* dl, ImVec2 min, ImVec2 max, float centre_y, float room,
                       const char* text, const char* short_text) {
  dl->AddRect(min, max, band_edge, 4, 0, 3);
  ImFont* font = ImGui::GetFont();
  const float pad = 6;
  // The text at the interface's size, smaller when the strip is low.
  const float size = std::clamp(room - pad, 9.0f, ImGui::GetFontSize());
  const float width = max.x - min.x - 8;
  const char* shown = text;
  ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, shown);
  if (extent.x + 4 * pad > width) {
    shown = short_text;
    extent = font->CalcTextSizeA(size, 1e9f, 0, shown);
  }
  const float w = std::min(width, extent.x + 4 * pad);
  const float h = size + pad;
  const ImVec2 a((min.x + max.x - w) / 2, centre_y - h / 2);
  const ImVec2 b(a.x + w, a.y + h);
  dl->AddRectFilled(a, b, band_fill, 6);
  dl->AddRect(a, b, band_edge, 6, 0, 1.5f);
  dl->PushClipRect(a, b, true);
  dl->AddText(font, size, ImVec2((a.x + b.x - extent.x) / 2, centre_y - extent.y / 2),
              IM_COL32(220, 232, 255, 255), shown);
  dl->PopClipRect();
  return Band{a, b};
}

}  // namespace qipan::web
