#pragma once

// [SECTION] The board app: one canvas, the board on the left (or on top, on
// a tall screen) and the side panel beside it. It owns the platform backend,
// ImGui's context and the fonts; each animation frame it reads the game state
// and draws it.

#include <string>

#include "web/board_layout.h"
#include "web/fonts.h"
#include "web/platform.h"

struct ImGuiContext;

namespace qipan::web {

class App {
 public:
  explicit App(std::string canvas_selector);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // False when the browser gave no WebGL 2 context; the app then draws nothing.
  bool webgl_ok() const { return platform_.ok(); }

  // Starts drawing on every animation frame.
  void start();
  // Draws one frame (start() calls it each animation frame).
  void frame();
  int frame_count() const { return frames_; }
  // Page coordinates (CSS pixels) of a square's centre as last drawn.
  ImVec2 square_centre(grid::Coord c) const { return layout_.centre(c); }

 private:
  void draw_panel(ImVec2 pos, ImVec2 size);
  void draw_board(ImVec2 min, ImVec2 max);

  Platform platform_;
  ImGuiContext* imgui_ = nullptr;
  FontBook fonts_;
  BoardLayout layout_;
  int frames_ = 0;
  bool started_ = false;
};

}  // namespace qipan::web
