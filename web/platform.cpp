#include "web/platform.h"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <string>

// clang-format off
// [SECTION] Storage for the settings: every access guarded, since reading
// localStorage itself throws where storage is blocked.
EM_JS(char*, qipan_stored, (const char* key), {
  let value = null;
  try {
    value = window.localStorage.getItem(UTF8ToString(key));
  } catch (e) {
    value = null;
  }
  if (value === null) return 0;
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
EM_JS(void, qipan_store, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
  } catch (e) {
    // Not kept: storage is missing, blocked or full.
  }
});
EM_JS(char*, qipan_browser_language, (), {
  const value = (typeof navigator !== 'undefined' && navigator.language) || "";
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
// clang-format on

namespace qipan::web {

namespace {

EM_BOOL on_mouse(int type, const EmscriptenMouseEvent* e, void* user) {
  auto* p = static_cast<Platform*>(user);
  const auto x = static_cast<float>(e->targetX);
  const auto y = static_cast<float>(e->targetY);
  switch (type) {
    case EMSCRIPTEN_EVENT_MOUSEMOVE:
      p->push({InputEvent::Kind::move, x, y});
      return false;
    case EMSCRIPTEN_EVENT_MOUSEDOWN:
      if (e->button != 0 && e->button != 2) return false;
      p->push({InputEvent::Kind::move, x, y});
      p->push({InputEvent::Kind::press, x, y, e->button == 2 ? 1 : 0});
      return true;
    case EMSCRIPTEN_EVENT_MOUSEUP:
      if (e->button != 0 && e->button != 2) return false;
      p->push({InputEvent::Kind::move, x, y});
      p->push({InputEvent::Kind::release, x, y, e->button == 2 ? 1 : 0});
      return true;
    case EMSCRIPTEN_EVENT_MOUSELEAVE:
      p->push({InputEvent::Kind::leave});
      return false;
    default:
      return false;
  }
}

EM_BOOL on_wheel(int, const EmscriptenWheelEvent* e, void* user) {
  auto* p = static_cast<Platform*>(user);
  // Browsers report pixels (mode 0), lines (1) or pages (2); ImGui wants lines.
  const double scale = e->deltaMode == 0 ? 1.0 / 40 : (e->deltaMode == 1 ? 1.0 / 3 : 5.0);
  p->push({InputEvent::Kind::wheel, 0, static_cast<float>(-e->deltaY * scale)});
  return true;
}

// One finger plays (the canvas's `touch-action: pinch-zoom` keeps the page
// from panning under it); two fingers pinch-zoom the page. So a touch's start
// is never cancelled (that would stop a pinch), its moves are (no scroll
// starts, so its end stays cancelable), and its end is, which would
// otherwise be followed by synthesized mouse events.
EM_BOOL on_touch(int type, const EmscriptenTouchEvent* e, void* user) {
  auto* p = static_cast<Platform*>(user);
  if (e->numTouches > 1) {
    p->pinch();
    return false;
  }
  for (int i = 0; i < e->numTouches; ++i) {
    const EmscriptenTouchPoint& t = e->touches[i];
    if (t.isChanged) {
      p->touch(type, t.identifier, static_cast<float>(t.targetX), static_cast<float>(t.targetY));
    }
  }
  return type != EMSCRIPTEN_EVENT_TOUCHSTART;
}

EM_BOOL on_key_down(int, const EmscriptenKeyboardEvent* e, void* user) {
  KeyPress k;
  k.key = e->key;
  k.ctrl = e->ctrlKey || e->metaKey;
  k.shift = e->shiftKey;
  k.alt = e->altKey;
  return static_cast<Platform*>(user)->key(k);
}

EM_BOOL on_resize(int, const EmscriptenUiEvent*, void* user) {
  static_cast<Platform*>(user)->wake();
  return false;
}

// clang-format off
EM_JS(void, qipan_set_cursor, (const char* selector, const char* cursor), {
  const canvas = document.querySelector(UTF8ToString(selector));
  if (canvas) canvas.style.cursor = UTF8ToString(cursor);
});
// clang-format on

}  // namespace

bool KeyPress::is(std::string_view name) const {
  return std::equal(key.begin(), key.end(), name.begin(), name.end(), [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) ==
           std::tolower(static_cast<unsigned char>(b));
  });
}

void Platform::set_cursor(const char* cursor) {
  if (cursor_ == cursor) return;
  cursor_ = cursor;
  qipan_set_cursor(canvas_.c_str(), cursor);
}

void Platform::pinch() {
  if (touch_id_ < 0) return;
  touch_id_ = -1;
  push({InputEvent::Kind::leave});  // the release lands nowhere: a grabbed piece returns
  push({InputEvent::Kind::release, -FLT_MAX, -FLT_MAX});
}

void Platform::touch(int type, long id, float x, float y) {
  if (type == EMSCRIPTEN_EVENT_TOUCHSTART && touch_id_ < 0) {
    touch_id_ = id;
    push({InputEvent::Kind::move, x, y});
    push({InputEvent::Kind::press, x, y, 0, true});
  } else if (id == touch_id_) {
    if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
      push({InputEvent::Kind::move, x, y});
    } else if (type == EMSCRIPTEN_EVENT_TOUCHEND || type == EMSCRIPTEN_EVENT_TOUCHCANCEL) {
      push({InputEvent::Kind::move, x, y});
      push({InputEvent::Kind::release, x, y});
      push({InputEvent::Kind::leave});  // no hover once the finger lifts
      touch_id_ = -1;
    }
  }
}

Platform::Platform(std::string canvas_selector) : canvas_(std::move(canvas_selector)) {
  EmscriptenWebGLContextAttributes attrs;
  emscripten_webgl_init_context_attributes(&attrs);
  attrs.majorVersion = 2;
  attrs.minorVersion = 0;
  attrs.alpha = false;
  attrs.antialias = false;  // ImGui anti-aliases its own shapes
  attrs.depth = false;
  attrs.stencil = false;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE ctx =
      emscripten_webgl_create_context(canvas_.c_str(), &attrs);
  if (ctx <= 0) return;
  context_ = static_cast<int>(ctx);
  emscripten_webgl_make_context_current(ctx);
  install_callbacks();
  last_time_ = emscripten_get_now();
}

Platform::~Platform() {
  if (context_ > 0) {
    emscripten_html5_remove_all_event_listeners();
    emscripten_webgl_destroy_context(context_);
  }
}

void Platform::install_callbacks() {
  const char* c = canvas_.c_str();
  emscripten_set_mousemove_callback(c, this, true, on_mouse);
  emscripten_set_mousedown_callback(c, this, true, on_mouse);
  emscripten_set_mouseup_callback(c, this, true, on_mouse);
  emscripten_set_mouseleave_callback(c, this, true, on_mouse);
  emscripten_set_wheel_callback(c, this, true, on_wheel);
  emscripten_set_touchstart_callback(c, this, true, on_touch);
  emscripten_set_touchmove_callback(c, this, true, on_touch);
  emscripten_set_touchend_callback(c, this, true, on_touch);
  emscripten_set_touchcancel_callback(c, this, true, on_touch);
  emscripten_set_keydown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, true, on_key_down);
  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, false, on_resize);
  // A right click on the board is an order of the game (tactics: take a move
  // back), not the browser's context menu.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
#pragma clang diagnostic ignored "-Wgnu-zero-variadic-macro-arguments"
  EM_ASM(
      {
        const canvas = document.querySelector(UTF8ToString($0));
        if (canvas)
          canvas.addEventListener(
              'contextmenu', function(e) { e.preventDefault(); });
      },
      c);
#pragma clang diagnostic pop
}

Platform::FrameChange Platform::new_frame() {
  ImGuiIO& io = ImGui::GetIO();

  double css_w = 0;
  double css_h = 0;
  emscripten_get_element_css_size(canvas_.c_str(), &css_w, &css_h);
  const auto ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  FrameChange change;
  change.pixel_ratio = ratio != pixel_ratio_;
  if (change.pixel_ratio || css_w != css_width_ || css_h != css_height_) {
    change.any = true;
    css_width_ = css_w;
    css_height_ = css_h;
    pixel_ratio_ = ratio;
    fb_width_ = static_cast<int>(std::lround(css_w * ratio));
    fb_height_ = static_cast<int>(std::lround(css_h * ratio));
    emscripten_set_canvas_element_size(canvas_.c_str(), fb_width_, fb_height_);
  }
  io.DisplaySize = ImVec2(static_cast<float>(css_width_), static_cast<float>(css_height_));
  io.DisplayFramebufferScale = ImVec2(pixel_ratio_, pixel_ratio_);

  const double now = emscripten_get_now();
  io.DeltaTime = static_cast<float>(std::max(1e-4, (now - last_time_) / 1000.0));
  last_time_ = now;

  // Moves and wheel turns apply at once; a button change ends this frame's
  // share of the queue so ImGui sees every press and every release.
  io.MouseWheel = 0;
  if (!events_.empty()) change.any = true;
  while (!events_.empty()) {
    const InputEvent e = events_.front();
    events_.pop_front();
    bool stop = false;
    switch (e.kind) {
      case InputEvent::Kind::move:
        io.MousePos = ImVec2(e.x, e.y);
        break;
      case InputEvent::Kind::leave:
        io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
      case InputEvent::Kind::wheel:
        io.MouseWheel += e.y;
        break;
      case InputEvent::Kind::press:
        stop = !io.MouseDown[e.button];
        io.MouseDown[e.button] = true;
        if (e.button == 0) touch_press_ = e.touch;
        break;
      case InputEvent::Kind::release:
        stop = io.MouseDown[e.button];
        io.MouseDown[e.button] = false;
        break;
    }
    if (stop) break;
  }
  return change;
}

namespace {

std::string taken(char* text) {
  if (text == nullptr) return {};
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace

std::string stored(const char* key) { return taken(qipan_stored(key)); }

void store(const char* key, const std::string& value) { qipan_store(key, value.c_str()); }

std::string browser_language() { return taken(qipan_browser_language()); }

}  // namespace qipan::web
