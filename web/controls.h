#pragma once

// [SECTION] Panel buttons that remember where they were drawn, so browser
// tests can click them as a player would (window.qipanApp.controlCenter),
// and the words the panel is written in (web/words.h).

#include <imgui.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "web/line_breaks.h"
#include "web/words.h"

namespace qipan::web {

class Controls {
 public:
  // The labels in the chosen language.
  const Words& words() const { return web::words(language_); }
  void set_language(Language language) { language_ = language; }
  Language language() const { return language_; }

  // Forgets last frame's buttons and text (call once per frame, before drawing).
  void clear() {
    placed_.clear();
    lines_.clear();
    hold_scroll_ = false;
  }

  // A piece is being dragged out of the panel (the editor's palette): a
  // swipe does not scroll the panel under it this frame.
  void hold_scroll() { hold_scroll_ = true; }
  bool scroll_held() const { return hold_scroll_; }

  // `text` wrapped to the width left on the window's line: Chinese breaks
  // between any two characters and never before a closing "。" or "，"
  // (web/line_breaks.h; ImGui::TextWrapped breaks only at spaces, so a
  // line of Chinese was cut anywhere). In `colour` when one is given. The
  // lines are remembered for tests (lines()).
  void wrapped(const char* text, ImU32 colour = 0) {
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    std::string broken = break_lines(text, ImGui::GetContentRegionAvail().x, [&](char32_t c) {
      return font->GetCharAdvance(static_cast<ImWchar>(c)) * scale;
    });
    if (colour != 0) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
    ImGui::TextUnformatted(broken.c_str());
    if (colour != 0) ImGui::PopStyleColor();
    std::size_t at = 0;
    while (at <= broken.size()) {
      const std::size_t end = std::min(broken.find('\n', at), broken.size());
      lines_.push_back(broken.substr(at, end - at));
      at = end + 1;
    }
  }
  // The lines wrapped() drew this frame, in order.
  const std::vector<std::string>& lines() const { return lines_; }

  // The height a section drawn after the move list needs (the records' row
  // at the panel's foot): the move list, which takes the rest of the
  // panel, leaves it free.
  float below_moves() const { return below_moves_; }
  void set_below_moves(float height) { below_moves_ = height; }

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

  // Where a control was drawn: its rectangle and, for a window (the move
  // list, the banner), how far it is scrolled.
  struct Placed {
    std::string id;
    ImVec2 min;
    ImVec2 max;
    ImVec2 centre;
    float scroll = 0;
  };

  // Records the last ImGui item under `id`.
  void remember(const char* id) { place(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), 0); }
  // Records the current window (inside its Begin/End) under `id`.
  void remember_window(const char* id) {
    const ImVec2 a = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    place(id, a, ImVec2(a.x + size.x, a.y + size.y), ImGui::GetScrollY());
  }

  const ImVec2* find(std::string_view id) const {
    const Placed* p = placed(id);
    return p ? &p->centre : nullptr;
  }
  const Placed* placed(std::string_view id) const {
    for (const Placed& p : placed_) {
      if (p.id == id) return &p;
    }
    return nullptr;
  }

  // A swipe scrolls the current window (a list read on a phone): a drag that
  // started inside it moves its contents with the finger.
  static void drag_scroll() {
    const ImGuiIO& io = ImGui::GetIO();
    if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4) ||
        !ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) {
      return;
    }
    const ImVec2 a = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    const ImVec2 from = io.MouseClickedPos[0];
    if (from.x < a.x || from.y < a.y || from.x > a.x + size.x || from.y > a.y + size.y) return;
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
  }

 private:
  void place(const char* id, ImVec2 a, ImVec2 b, float scroll) {
    placed_.push_back(Placed{id, a, b, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), scroll});
  }

  std::vector<Placed> placed_;
  std::vector<std::string> lines_;
  bool hold_scroll_ = false;
  Language language_ = Language::en;
  float below_moves_ = 0;
};

}  // namespace qipan::web
