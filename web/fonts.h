#pragma once

// [SECTION] Fonts compiled into the app: DejaVu Sans for the interface, with
// AR PL UKai (a kaiti, the classic hand of xiangqi pieces) merged in for
// Chinese text, and UKai alone, baked large, for the characters on pieces
// and on the board. Both are subset at build time to what the app draws
// (web/glyphs.txt) and baked at the device pixel ratio so text stays sharp;
// the board's font takes only the characters above the list's
// "# Interface only" line (the help's words stay out of its large atlas).

#include <imgui.h>

namespace qipan::web {

inline constexpr float ui_font_size = 17.0f;
inline constexpr float board_font_bake_size = 56.0f;

class FontBook {
 public:
  // Rebuilds ImGui's font atlas for the given pixel ratio, the interface
  // text `text_scale` times its usual size (the settings' text size). The
  // renderer's font texture must be recreated afterwards.
  void build(float pixel_ratio, float text_scale = 1.0f);

  ImFont* ui() const { return ui_; }        // interface text, ui_font_size × text_scale CSS px
  ImFont* board() const { return board_; }  // piece and board characters, any size

 private:
  ImVector<ImWchar> ui_ranges_;  // the atlas keeps pointers to these
  ImVector<ImWchar> board_ranges_;
  ImFont* ui_ = nullptr;
  ImFont* board_ = nullptr;
};

}  // namespace qipan::web
