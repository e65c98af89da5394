#pragma once

// [SECTION] Panel buttons that remember where they were drawn, so browser
// tests can click them as a player would (window.qipanApp.controlCenter),
// and the words the panel is written in (web/words.h).

#include <imgui.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "web/words.h"

namespace qipan::web {

class Controls {
 public:
  // The labels in the chosen language.
  const Words& words() const { return web::words(language_); }
  void set_language(Language language) { language_ = language; }

  // Forgets last frame's buttons (call once per frame, before drawing).
  void clear() { centres_.clear(); }

  // An ImGui button named `id` for tests; true when pressed and enabled.
  bool button(const char* label, const char* id, bool enabled = true) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label);
    ImGui::EndDisabled();
    remember(id);
    return pressed && enabled;
  }

  // One of a row of choice buttons, the chosen one looking pressed: true
  // when an unchosen one is pressed. `first` is true for the row's first.
  bool choice(const char* label, const char* id, bool chosen, bool& first) {
    same_line_if_fits(label, first);
    first = false;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    const bool pressed = button(label, id);
    if (chosen) ImGui::PopStyleColor();
    return pressed && !chosen;
  }

  // Puts the next button of `label` on the current line if it fits there
  // (a row of choices that wraps on a narrow panel).
  static void same_line_if_fits(const char* label, bool first) {
    if (first) return;
    const ImGuiStyle& s = ImGui::GetStyle();
    const float width = ImGui::CalcTextSize(label, nullptr, true).x + 2 * s.FramePadding.x;
    const float right = ImGui::GetItemRectMax().x + s.ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
  }

  // Records the last ImGui item under `id`.
  void remember(const char* id) {
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    centres_.emplace_back(id, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2));
  }

  const ImVec2* find(std::string_view id) const {
    for (const auto& [name, centre] : centres_) {
      if (name == id) return &centre;
    }
    return nullptr;
  }

 private:
  std::vector<std::pair<std::string, ImVec2>> centres_;
  Language language_ = Language::en;
};

}  // namespace qipan::web
