#include "web/game_view.h"

#include <charconv>

namespace qipan::web {

std::optional<std::pair<int, int>> cell_named(std::string_view name) {
  const auto comma = name.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto whole = [](std::string_view text, int& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size() && !text.empty();
  };
  int x = 0, y = 0;
  if (!whole(name.substr(0, comma), x) || !whole(name.substr(comma + 1), y)) return std::nullopt;
  return std::pair{x, y};
}

void draw_banner_words(const ImVec4& colour, const char* title, const char* reason) {
  ImGui::SetWindowFontScale(1.6f);
  ImGui::TextColored(colour, "%s", title);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Text("%s", reason);
}

}  // namespace qipan::web
