#include "web/board/link_section.h"

#include <imgui.h>

#include "web/editor_words.h"

namespace qipan::web {

bool draw_link_section(Controls& controls, const LinkSectionState& s) {
  const EditorWords& e = editor_words(controls.words().id);
  controls.wrapped(fill(e.link_game, s.here).c_str());
  const ImVec4 strong(0.98f, 0.85f, 0.55f, 1);
  if (s.over) {
    ImGui::TextColored(strong, "%s", e.link_over);
  } else if (s.our_move) {
    controls.wrapped(fill(e.link_yours, s.here).c_str(), ImGui::ColorConvertFloat4ToU32(strong));
  } else {
    controls.wrapped(fill(e.link_send, s.to_move).c_str(), ImGui::ColorConvertFloat4ToU32(strong));
  }
  const bool copy = controls.button(e.copy_link, "link-copy");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", s.link.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  return copy;
}

}  // namespace qipan::web
