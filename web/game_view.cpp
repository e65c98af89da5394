#include "web/game_view.h"

namespace qipan::web {

void draw_banner_words(const ImVec4& colour, const char* title, const char* reason) {
  ImGui::SetWindowFontScale(1.6f);
  ImGui::TextColored(colour, "%s", title);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Text("%s", reason);
}

}  // namespace qipan::web
