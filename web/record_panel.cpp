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
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(note_text));
  ImGui::TextWrapped("%s", note.c_str());
  ImGui::PopStyleColor();
  if (controls.button(controls.words().ok, "note-ok")) note.clear();
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

void draw_viewing_band(ImDrawList* dl, ImVec2 min, ImVec2 max, const char* text) {
  dl->AddRect(min, max, band_edge, 4, 0, 3);
  const float h = ImGui::GetTextLineHeight() + 10;
  const ImVec2 size = ImGui::CalcTextSize(text);
  const float w = std::min(max.x - min.x, size.x + 24);
  const float x = (min.x + max.x - w) / 2;
  dl->AddRectFilled(ImVec2(x, min.y), ImVec2(x + w, min.y + h), band_fill, 6);
  dl->AddRect(ImVec2(x, min.y), ImVec2(x + w, min.y + h), band_edge, 6, 0, 1.5f);
  dl->AddText(ImVec2(x + 12, min.y + 5), IM_COL32(220, 232, 255, 255), text);
}

}  // namespace qipan::web
