#include "web/settings.h"

#include <imgui.h>

#include "web/analysis_words.h"
#include "web/platform.h"

namespace qipan::web {

namespace {

constexpr const char* style_key = "qipan.style";
constexpr const char* language_key = "qipan.language";
constexpr const char* text_key = "qipan.textSize";
constexpr const char* mute_key = "qipan.muted";
constexpr const char* hint_key = "qipan.hintDismissed";
constexpr const char* notation_key = "qipan.notation";
constexpr const char* mode_key = "qipan.mode";
constexpr const char* opponent_key = "qipan.opponent";  // "computer" or "people"
constexpr const char* side_key = "qipan.side";          // "0" or "1"
constexpr const char* level_key = "qipan.level";        // "1" .. "8"
constexpr const char* clock_key = "qipan.clock";        // a time control's name
constexpr const char* eval_bar_key = "qipan.evalBar";

constexpr const char* style_names[] = {"traditional", "simplified", "pictures"};
constexpr const char* language_names[] = {"en", "zh"};
constexpr const char* text_names[] = {"small", "normal", "large"};
// By records::Notation.
constexpr const char* notation_names[] = {"iccs", "wxf", "chinese"};

// The index of `value` in `names`, or `fallback` when it is none of them.
template <std::size_t N>
int index_of(const std::string& value, const char* const (&names)[N], int fallback) {
  for (std::size_t i = 0; i < N; ++i) {
    if (value == names[i]) return static_cast<int>(i);
  }
  return fallback;
}

}  // namespace

float text_scale(TextSize size) {
  switch (size) {
    case TextSize::small:
      return 0.88f;
    case TextSize::large:
      return 1.25f;
    case TextSize::normal:
      break;
  }
  return 1.0f;
}

Settings load_settings() {
  Settings s;
  s.style = static_cast<PieceStyle>(index_of(stored(style_key), style_names, 0));
  const int browser = browser_language().rfind("zh", 0) == 0 ? 1 : 0;
  s.language = static_cast<Language>(index_of(stored(language_key), language_names, browser));
  s.text_size = static_cast<TextSize>(index_of(stored(text_key), text_names, 1));
  s.muted = stored(mute_key) == "true";
  s.hint_dismissed = stored(hint_key) == "true";
  s.eval_bar = stored(eval_bar_key) == "true";
  // Until chosen, moves read as the player's language writes them: WXF in
  // English, 炮二平五 in Chinese.
  const records::Notation first_notation =
      s.language == Language::zh ? records::Notation::chinese : records::Notation::wxf;
  s.notation = static_cast<records::Notation>(
      index_of(stored(notation_key), notation_names, static_cast<int>(first_notation)));
  s.mode = Mode::play;
  const std::string mode = stored(mode_key);
  for (Mode m : all_modes) {
    if (mode == mode_name(m)) s.mode = m;
  }
  s.opponent.computer = stored(opponent_key) == "computer";
  s.opponent.person = stored(side_key) == "1" ? 1 : 0;
  const std::string level = stored(level_key);
  if (level.size() == 1 && level[0] >= '0' + min_level && level[0] <= '0' + max_level) {
    s.opponent.level = level[0] - '0';
  }
  s.opponent.match = level == "match";
  // A name no control has is kept out: the view would refuse it anyway.
  const std::string clock = stored(clock_key);
  if (!clock.empty() && clock.size() < 16) s.time_control = clock;
  return s;
}

void save_settings(const Settings& s) {
  store(style_key, style_names[static_cast<int>(s.style)]);
  store(language_key, language_names[static_cast<int>(s.language)]);
  store(text_key, text_names[static_cast<int>(s.text_size)]);
  store(mute_key, s.muted ? "true" : "false");
  store(hint_key, s.hint_dismissed ? "true" : "false");
  store(eval_bar_key, s.eval_bar ? "true" : "false");
  store(notation_key, notation_names[static_cast<int>(s.notation)]);
  store(mode_key, std::string(mode_name(s.mode)));
  store(opponent_key, s.opponent.computer ? "computer" : "people");
  store(side_key, std::to_string(s.opponent.person));
  store(level_key, s.opponent.match ? std::string("match") : std::to_string(s.opponent.level));
  store(clock_key, s.time_control);
}

Settings settings_controls(Controls& controls, Settings s) {
  const Words& w = controls.words();
  bool first = true;
  ImGui::TextUnformatted(w.piece_style);
  const char* const styles[] = {w.style_traditional, w.style_simplified, w.style_pictures};
  for (int i = 0; i < 3; ++i) {
    const std::string id = std::string("style-") + style_names[i];
    if (controls.choice(styles[i], id.c_str(), static_cast<int>(s.style) == i, first)) {
      s.style = static_cast<PieceStyle>(i);
    }
  }
  ImGui::Separator();
  ImGui::TextUnformatted(w.language);
  first = true;
  for (int i = 0; i < 2; ++i) {
    const std::string id = std::string("lang-") + language_names[i];
    const Language l = static_cast<Language>(i);
    if (controls.choice(words(l).language_name, id.c_str(), s.language == l, first)) {
      s.language = l;
    }
  }
  ImGui::Separator();
  ImGui::TextUnformatted(w.text_size);
  first = true;
  const char* const sizes[] = {w.text_small, w.text_normal, w.text_large};
  for (int i = 0; i < 3; ++i) {
    const std::string id = std::string("text-") + text_names[i];
    if (controls.choice(sizes[i], id.c_str(), static_cast<int>(s.text_size) == i, first)) {
      s.text_size = static_cast<TextSize>(i);
    }
  }
  ImGui::Separator();
  ImGui::TextUnformatted(w.sound);
  bool muted = s.muted;
  ImGui::Checkbox(w.mute, &muted);
  controls.remember("mute");
  s.muted = muted;
  ImGui::Separator();
  ImGui::TextUnformatted(notation_label(w).c_str());
  first = true;
  for (int i = 0; i < 3; ++i) {
    const std::string id = std::string("notation-") + notation_names[i];
    if (controls.choice(w.notation_names[i], id.c_str(), static_cast<int>(s.notation) == i,
                        first)) {
      s.notation = static_cast<records::Notation>(i);
    }
  }
  ImGui::Separator();
  bool bar = s.eval_bar;
  ImGui::Checkbox(analysis_words(s.language).eval_bar, &bar);
  controls.remember("eval-bar");
  s.eval_bar = bar;
  return s;
}

}  // namespace qipan::web
