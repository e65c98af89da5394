#pragma once

// [SECTION] What a player chooses once and finds again on the next visit:
// the piece style, the language, the text size, the sound, the notation of
// exported Xiangqi records — and whether
// the first-visit hint was dismissed. Kept in the page's storage
// (web/platform.h) under "qipan.*" keys; a missing or unreadable value keeps
// its default. The settings window draws and changes them.

#include <cstdint>
#include <string>

#include "core/games/games.h"
#include "web/controls.h"
#include "web/mode.h"
#include "web/opponent.h"
#include "web/words.h"

namespace qipan::web {

// How pieces are drawn: Chinese characters, traditional or simplified, or
// pictures (Western symbols for Xiangqi, animals for Jungle).
enum class PieceStyle : std::uint8_t { traditional, simplified, pictures };

enum class TextSize : std::uint8_t { small, normal, large };

struct Settings {
  PieceStyle style = PieceStyle::traditional;
  Language language = Language::en;
  TextSize text_size = TextSize::normal;
  bool muted = false;
  // Copy record and Download write Xiangqi moves in this notation (WXF,
  // C2.5, is read by every Xiangqi program); the import reads all three.
  records::Notation notation = records::Notation::wxf;
  bool hint_dismissed = false;  // the first-visit hint pointing at Help
  Mode mode = Mode::play;       // the panel's tab (web/mode.h)
  // [table] The start choice remembered: the computer or two players, the
  // person's side and the level, and the time control's name
  // (core/session/clock.h's parse_time_control: "none", "5+3", "10|30").
  OpponentSetting opponent;
  std::string time_control = "none";
  bool eval_bar = false;  // the evaluation bar while playing the computer

  bool operator==(const Settings&) const = default;
};

// The interface text's scale for a text size.
float text_scale(TextSize size);

// The settings as stored, defaults where nothing (or nothing valid) is; the
// language defaults to the browser's (Chinese for "zh…", else English).
Settings load_settings();
void save_settings(const Settings& settings);

// The settings window's contents (the caller opens the window): the piece
// style, language, text size, mute and the records' notation. Control ids
// "style-traditional", "style-simplified", "style-pictures", "lang-en",
// "lang-zh", "text-small", "text-normal", "text-large", "mute", "eval-bar",
// "notation-iccs", "notation-wxf", "notation-chinese". Returns the settings after this
// frame's clicks.
Settings settings_controls(Controls& controls, Settings settings);

}  // namespace qipan::web
