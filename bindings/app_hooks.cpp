// The board app's surface for its page and for browser tests: create the app
// on a canvas, start it, read what it shows, and do what its UI can do
// (start a new game). Nothing here changes a game in a way the UI cannot.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <variant>

#include "bindings/cells.h"
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

// A board game: {game, fen, turn, selected, targets, lastMove, status, flipped, inCheck}.
val board_state(const web::BoardState& s, bool flipped) {
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
  out.set("flipped", flipped);
  out.set("inCheck", s.in_check);
  return out;
}

// A battle: {game: 'tactics', scenario, phase, turn, status, selected, units (as qipan.Battle gives
// them), reachable, attack, targets, dangerZone, showDanger, animating, timings}.
val tactics_state(const web::TacticsView& view) {
  const tactics::Battle& b = view.battle();
  val out = val::object();
  out.set("game", std::string("tactics"));
  out.set("scenario", view.scenario());
  out.set("phase", std::string(tactics::phase_name(b.phase())));
  out.set("turn", b.turn());
  out.set("status", std::string(tactics::status_name(b.status())));
  out.set("selected", b.selected());
  val units = val::array();
  for (const tactics::BattleUnit& u : b.units()) units.call<void>("push", unit_to_js(b, u));
  out.set("units", units);
  const tactics::UnitView& sel = view.selection_view();
  out.set("reachable", cells_to_js(sel.reachable));
  out.set("attack", cells_to_js(sel.attack_cells));
  val targets = val::array();
  for (tactics::UnitId id : sel.targets) targets.call<void>("push", id);
  out.set("targets", targets);
  out.set("dangerZone", cells_to_js(view.danger_cells()));
  out.set("showDanger", view.show_danger());
  out.set("animating", view.animating(emscripten_get_now() / 1000.0));
  val timings = val::object();
  timings.set("overlayMs", view.timings().overlay_ms);
  timings.set("enemyPhaseMs", view.timings().enemy_phase_ms);
  out.set("timings", timings);
  return out;
}

val state(const App& app) {
  if (const auto* t = std::get_if<web::TacticsView>(&app.game())) return tactics_state(*t);
  return std::visit(
      [&](const auto& g) -> val {
        if constexpr (std::is_same_v<std::decay_t<decltype(g)>, web::TacticsView>) {
          return val::null();
        } else {
          return board_state(g.state(), app.flipped());
        }
      },
      app.game());
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

// cellCenter(x, y) -> {x, y}: page coordinates of a tactics cell's centre.
val cell_center(const App& app, const val& x, const val& y) {
  return checked([&]() -> Result<val> {
    auto cx = int_arg(x, "x", -1000000, 1000000);
    if (!cx) return cx.error();
    auto cy = int_arg(y, "y", -1000000, 1000000);
    if (!cy) return cy.error();
    auto p = app.cell_centre(*cx, *cy);
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

// newGame(game, setting?): what the game chooser, New game and the scenario
// picker do; `setting` is a FEN for xiangqi and jungle, a scenario name for
// tactics.
void new_game(App& app, const val& game, const val& setting) {
  checked([&]() -> Result<void> {
    auto name = string_arg(game, "game");
    if (!name) return name.error();
    if (setting.isUndefined() || setting.isNull()) return app.new_game(*name, std::nullopt);
    auto text = string_arg(setting, *name == "tactics" ? "scenario" : "fen");
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
      .function("cellCenter", &qipan::js::cell_center)
      .function("controlCenter", &qipan::js::control_center)
      .function("newGame", &qipan::js::new_game);
}
