// The board app's surface for its page and for browser tests: create the app
// on a canvas, start it, and read what it shows. Hooks only read state or do
// what the UI itself can do.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bindings/js_error.h"
#include "core/grid/square.h"
#include "web/app.h"

namespace qipan::js {
namespace {

using emscripten::val;
using web::App;

// squareCenter(square) -> {x, y}: page coordinates of the square's centre.
val square_center(const App& app, const val& square) {
  return checked([&]() -> Result<val> {
    auto name = string_arg(square, "square");
    if (!name) return name.error();
    auto c = grid::parse_square(grid::xiangqi_board, *name);
    if (!c) return c.error();
    const ImVec2 p = app.square_centre(*c);
    val out = val::object();
    out.set("x", p.x);
    out.set("y", p.y);
    return out;
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_app) {
  using qipan::web::App;
  emscripten::class_<App>("App")
      .constructor<std::string>()
      .function("webglOk", &App::webgl_ok)
      .function("start", &App::start)
      .function("frameCount", &App::frame_count)
      .function("squareCenter", &qipan::js::square_center);
}
