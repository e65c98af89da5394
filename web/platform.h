#pragma once

// [SECTION] The HTML5 platform backend of the board app: a WebGL 2 context on
// one canvas, the canvas kept at the window's size times the device pixel
// ratio, and mouse and touch events fed to Dear ImGui. Dear ImGui 1.86 reads
// the mouse once a frame, so events wait in a queue and at most one button
// change reaches ImGui per frame: a press and release that arrive between two
// frames (a fast tap, a scripted click) still make a click.

#include <deque>
#include <string>

namespace qipan::web {

struct InputEvent {
  enum class Kind { move, press, release, leave, wheel } kind;
  float x = 0;
  float y = 0;
};

class Platform {
 public:
  // Creates the WebGL 2 context on the canvas named by a CSS selector
  // ("#board"). `ok()` is false when the browser has no WebGL 2.
  explicit Platform(std::string canvas_selector);
  ~Platform();
  Platform(const Platform&) = delete;
  Platform& operator=(const Platform&) = delete;

  bool ok() const { return context_ > 0; }

  // What new_frame() found.
  struct FrameChange {
    bool pixel_ratio = false;  // fonts must be rebuilt at the new scale
    bool any = false;          // size, pixel ratio or input changed
  };

  // Resizes the canvas's backing store when the window or the pixel ratio
  // changed, and hands ImGui the frame's size, time and input.
  FrameChange new_frame();

  float pixel_ratio() const { return pixel_ratio_; }
  int framebuffer_width() const { return fb_width_; }
  int framebuffer_height() const { return fb_height_; }

  void push(InputEvent e) { events_.push_back(e); }
  // One finger's touch event (a TOUCHSTART/MOVE/END/CANCEL type of html5.h):
  // the first finger down drives the pointer until it lifts.
  void touch(int type, long id, float x, float y);

 private:
  void install_callbacks();

  std::string canvas_;
  int context_ = 0;
  float pixel_ratio_ = 0;
  double css_width_ = 0;
  double css_height_ = 0;
  int fb_width_ = 0;
  int fb_height_ = 0;
  double last_time_ = 0;
  long touch_id_ = -1;
  std::deque<InputEvent> events_;
};

// [SECTION] The page's storage (localStorage) for the settings: a value kept
// under `key` across visits. Where storage is missing or blocked (a private
// window, a sandboxed frame) nothing is kept and stored() returns "".
std::string stored(const char* key);
void store(const char* key, const std::string& value);
// The browser's preferred language ("en-US", "zh-CN"), "" when unknown.
std::string browser_language();

}  // namespace qipan::web
