// The board app's surface for its page and for browser tests: create the app
// on a canvas, start it, read what it shows, and do what its UI can do
// (start a new game). Nothing here changes a game in a way the UI cannot.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bindings/js_error.h"
#include "web/app.h"

namespace qipan::js {
namespace {

using emscripten::val;
using web::App;

val point(ImVec2 p) {
  val out = val::object();
  out.set("x", p.x);
  out.set("y", p.y);
  return out;
}

// state() -> {game, fen, turn, selected, targets, lastMove, status, flipped, inCheck}
val state(const App& app) {
  const web::BoardState s = app.board_state();
  val out = val::object();
  out.set("game", s.game);
  out.set("fen", s.fen);
  out.set("turn", s.turn);
  out.set("selected", s.selected);
  val targets = val::array();
  for (const auto& t : s.targets) targets.call<void>("push", t);
  out.set("targets", targets);
  out.set("lastMove", s.last_move);
  val status = val::object();
  status.set("over", s.over);
  status.set("winner", s.winner.empty() ? val::null() : val(s.winner));
  status.set("reason", s.reason);
  out.set("status", status);
  out.set("flipped", app.flipped());
  out.set("inCheck", s.in_check);
  return out;
}

// frameTimes() -> the last frames' compute times in milliseconds, oldest first.
val frame_times(const App& app) {
  val out = val::array();
  for (double ms : app.frame_times()) out.call<void>("push", ms);
  return out;
}

// squareCenter(square) -> {x, y}: page coordinates of the square's centre.
val square_center(const App& app, const val& square) {
  return checked([&]() -> Result<val> {
    auto name = string_arg(square, "square");
    if (!name) return name.error();
    auto p = app.square_centre(*name);
    if (!p) return p.error();
    return point(*p);
  });
}

// controlCenter(name) -> {x, y}: page coordinates of a panel control.
val control_center(const App& app, const val& control) {
  return checked([&]() -> Result<val> {
    auto name = string_arg(control, "control");
    if (!name) return name.error();
    auto p = app.control_centre(*name);
    if (!p) return p.error();
    return point(*p);
  });
}

// newGame(game, fen?): what the game chooser and New game do.
void new_game(App& app, const val& game, const val& fen) {
  checked([&]() -> Result<void> {
    auto name = string_arg(game, "game");
    if (!name) return name.error();
    if (fen.isUndefined() || fen.isNull()) return app.new_game(*name, std::nullopt);
    auto text = string_arg(fen, "fen");
    if (!text) return text.error();
    return app.new_game(*name, *text);
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
      .function("frameTimes", &qipan::js::frame_times)
      .function("state", &qipan::js::state)
      .function("squareCenter", &qipan::js::square_center)
      .function("controlCenter", &qipan::js::control_center)
      .function("newGame", &qipan::js::new_game);
}
