#include "web/opponent.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "web/controls.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

namespace {

constexpr int wheel_dots = 10;

// The wheel's step at `now`: one dot lit, turning.
int wheel_step(double now) {
  return static_cast<int>(std::floor(now / thinking_step_seconds)) % wheel_dots;
}

}  // namespace

OpponentSetting opponent_controls(Controls& controls, OpponentSetting setting,
                                  const char* const sides[2]) {
  const Words& w = controls.words();
  bool first = true;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(w.opponent);
  ImGui::SameLine();
  first = true;
  if (controls.choice(w.person, "people", !setting.computer, first)) setting.computer = false;
  if (controls.choice(w.computer, "computer", setting.computer, first)) setting.computer = true;
  if (!setting.computer) return setting;

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(w.you_play);
  ImGui::SameLine();
  first = true;
  for (int side = 0; side < 2; ++side) {
    const std::string id = "side-" + std::to_string(side);
    if (controls.choice(sides[side], id.c_str(), setting.person == side, first)) {
      setting.person = side;
    }
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(w.level);
  ImGui::SameLine();
  first = true;
  // Narrow buttons: the eight levels fit on one line of the panel.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(7, ImGui::GetStyle().FramePadding.y));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(5, ImGui::GetStyle().ItemSpacing.y));
  for (int level = min_level; level <= max_level; ++level) {
    const std::string label = std::to_string(level);
    const std::string id = "level-" + label;
    if (controls.choice(label.c_str(), id.c_str(), setting.level == level, first)) {
      setting.level = level;
    }
  }
  ImGui::PopStyleVar(2);
  return setting;
}

void draw_thinking_line(const char* who, double now) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  draw_thinking_mark(ImGui::GetWindowDrawList(), ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f, now);
  ImGui::Dummy(ImVec2(h, h));
  ImGui::SameLine();
  ImGui::TextColored(palette::title_text, "%s", who);
}

void draw_thinking_mark(ImDrawList* dl, ImVec2 c, float r, double now) {
  const int lit = wheel_step(now);
  const float dot = std::max(1.5f, r * 0.2f);
  for (int i = 0; i < wheel_dots; ++i) {
    const float a = static_cast<float>(i) * 6.2831853f / wheel_dots - 1.5707963f;
    // The lit dot and a fading tail behind it.
    const int behind = (lit - i + wheel_dots) % wheel_dots;
    const float alpha = behind < 4 ? 1.0f - 0.2f * static_cast<float>(behind) : 0.25f;
    dl->AddCircleFilled(ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r), dot,
                        with_alpha(palette::thinking, alpha));
  }
}

void draw_hint_arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float r) {
  const float dx = to.x - from.x;
  const float dy = to.y - from.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  const ImVec2 u(dx / len, dy / len);
  const ImVec2 n(-u.y, u.x);
  const float w = std::max(3.0f, r * 0.22f);
  const float head = r * 0.75f;
  // From the edge of the piece to the head's base; the head's tip at the target's centre.
  const ImVec2 a(from.x + u.x * r * 0.55f, from.y + u.y * r * 0.55f);
  const ImVec2 base(to.x - u.x * head, to.y - u.y * head);
  dl->AddCircle(from, r * 1.08f, palette::hint, 0, std::max(2.0f, r * 0.1f));
  dl->AddLine(a, base, palette::hint, w);
  dl->AddTriangleFilled(to, ImVec2(base.x + n.x * head * 0.6f, base.y + n.y * head * 0.6f),
                        ImVec2(base.x - n.x * head * 0.6f, base.y - n.y * head * 0.6f),
                        palette::hint);
}

}  // namespace qipan::web
