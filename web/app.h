#pragma once

// [SECTION] The board app: one canvas, the board on the left (or on top, on
// a tall screen) and the side panel beside it. It owns the platform backend,
// ImGui's context, the fonts and the game being played; each animation frame
// it draws the game's state and forwards clicks to the game's session.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/grid/result.h"
#include "web/board_layout.h"
#include "web/board_view.h"
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
  // How long the last frames took to compute and submit, in milliseconds,
  // oldest first (at most frame_time_window of them).
  std::vector<double> frame_times() const;

  // Starts a new game of "xiangqi" or "jungle", from a FEN or the start.
  Result<void> new_game(std::string_view game, std::optional<std::string_view> fen);

  std::string_view game_name() const;
  BoardState board_state() const;
  bool flipped() const { return flipped_; }
  // Page coordinates (CSS pixels) of a square's centre as last drawn.
  Result<ImVec2> square_centre(std::string_view square) const;
  // Page coordinates of a named panel control ("undo", "redo", "flip",
  // "new", "xiangqi", "jungle") as last drawn.
  Result<ImVec2> control_centre(std::string_view control) const;

 private:
  using Game = std::variant<BoardView<xiangqi::Position>, BoardView<jungle::Position>>;

  // Height over width of the current board with its margins.
  float board_aspect() const;
  void draw_board(ImVec2 min, ImVec2 max);
  void draw_panel(ImVec2 pos, ImVec2 size);
  void draw_banner();
  bool button(const char* label, const char* control, bool enabled = true);

  Platform platform_;
  ImGuiContext* imgui_ = nullptr;
  FontBook fonts_;
  Game game_;
  BoardLayout layout_;
  bool flipped_ = false;
  std::vector<std::pair<std::string, ImVec2>> controls_;
  int frames_ = 0;
  static constexpr std::size_t frame_time_window = 240;
  std::vector<double> frame_ms_;  // a ring of the last frame times
  bool started_ = false;
  bool scroll_moves_ = false;
};

}  // namespace qipan::web
