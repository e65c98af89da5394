#pragma once

// [SECTION] The HTML5 platform backend of the board app: a WebGL 2 context on
// one canvas, the canvas kept at the window's size times the device pixel
// ratio, and mouse and touch events fed to Dear ImGui. Dear ImGui 1.86 reads
// the mouse once a frame, so events wait in a queue and at most one button
// change reaches ImGui per frame: a press and release that arrive between two
// frames (a fast tap, a scripted click) still make a click.

#include <deque>
#include <functional>
#include <string>
#include <string_view>

namespace qipan::web {

struct InputEvent {
  enum class Kind { move, press, release, leave, wheel } kind;
  float x = 0;
  float y = 0;
  int button = 0;      // ImGui's: 0 the primary button, 1 the secondary (right)
  bool touch = false;  // a finger's, not the mouse's
};

// A key pressed anywhere on the page: the DOM's `key` ("Escape", "z", "F",
// "ArrowLeft") and the modifiers held.
struct KeyPress {
  std::string key;
  bool ctrl = false;  // Ctrl, or Cmd on a Mac
  bool shift = false;
  bool alt = false;

  // `name` compared without case ("f" matches "F" typed with Shift).
  bool is(std::string_view name) const;
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

  void push(InputEvent e) {
    events_.push_back(e);
    if (wake_) wake_();
  }
  // One finger's touch event (a TOUCHSTART/MOVE/END/CANCEL type of html5.h):
  // the first finger down drives the pointer until it lifts.
  void touch(int type, long id, float x, float y);
  // A second finger down (a pinch): the first one's press is withdrawn, the
  // browser zooms.
  void pinch();

  // [SECTION] Waking the app: the platform calls `wake` on every input event
  // and resize (the app then draws again), and `key` on every key press (true:
  // the app used it, the browser's default is prevented).
  void on_wake(std::function<void()> wake) { wake_ = std::move(wake); }
  void on_key(std::function<bool(const KeyPress&)> key) { key_ = std::move(key); }
  void wake() const {
    if (wake_) wake_();
  }
  bool key(const KeyPress& k) const { return key_ && key_(k); }
  // The canvas's CSS cursor ("default", "pointer", "grabbing"); set only on a change.
  void set_cursor(const char* cursor);
  // Whether input waits for the next frame.
  bool has_input() const { return !events_.empty(); }
  // Whether the last press of the primary button came from a finger.
  bool pressed_by_touch() const { return touch_press_; }

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
  bool touch_press_ = false;
  std::deque<InputEvent> events_;
  std::function<void()> wake_;
  std::function<bool(const KeyPress&)> key_;
  std::string cursor_ = "default";
};

// [SECTION] The page's storage (localStorage) for the settings: a value kept
// under `key` across visits. Where storage is missing or blocked (a private
// window, a sandboxed frame) nothing is kept and stored() returns "".
std::string stored(const char* key);
void store(const char* key, const std::string& value);
// The browser's preferred language ("en-US", "zh-CN"), "" when unknown.
std::string browser_language();

}  // namespace qipan::web
