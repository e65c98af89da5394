// The board app's surface for its page and for browser tests: create the app
// on a canvas, start it, read what it shows, and do what its UI can do
// (start a new game). Nothing here changes a game in a way the UI cannot.
// The app is its own wasm module: it shares no code with the lean module's
// bindings (bindings/), and converts the few values its hooks carry itself.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/stack.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "web/app.h"

// clang-format off
EM_JS(void, qipan_app_throw, (char* message), {
  const text = UTF8ToString(message);
  _free(message);
  throw new Error(text);
});
// clang-format on

// Sets the wasm stack pointer (Emscripten's compiler-rt, stack_ops.S).
extern "C" void stackRestore(std::uintptr_t sp);

namespace qipan::web {
namespace {

using emscripten::val;

// Runs a hook's `body` (returning Result<val> or Result<void>); a failure
// throws a JS Error once every C++ object of the body is gone. A JS throw
// skips the epilogues of the wasm frames it unwinds: hooks are only called
// from JS and never re-entered, so the stack pointer goes back to its base
// first (the message is on the heap).
template <class Body>
auto or_throw(Body&& body) {
  using R = std::invoke_result_t<Body&>;
  char* message = nullptr;
  std::optional<val> out;
  {
    R r = body();
    if (!r) {
      message = static_cast<char*>(std::malloc(r.error().message.size() + 1));
      r.error().message.copy(message, r.error().message.size());
      message[r.error().message.size()] = '\0';
    } else if constexpr (!std::is_void_v<typename R::value_type>) {
      out.emplace(std::move(r).value());
    }
  }
  if (message) {
    stackRestore(emscripten_stack_get_base());
    qipan_app_throw(message);
    __builtin_unreachable();
  }
  if constexpr (!std::is_void_v<typename R::value_type>) return std::move(*out);
}

Result<std::string> text_arg(const val& v, const char* name) {
  if (!v.isString()) {
    return Error{std::string(name) + " must be a string, got " + v.typeOf().as<std::string>()};
  }
  return v.as<std::string>();
}

Result<int> whole_arg(const val& v, const char* name) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number, got " + v.typeOf().as<std::string>()};
  }
  const double d = v.as<double>();
  if (!std::isfinite(d) || std::floor(d) != d || std::fabs(d) > 1e6) {
    return Error{std::string(name) + " must be a whole number from -1000000 to 1000000"};
  }
  return static_cast<int>(d);
}

val point(ImVec2 p) {
  val out = val::object();
  out.set("x", p.x);
  out.set("y", p.y);
  return out;
}

val cells(std::span<const tactics::Point> cells) {
  val out = val::array();
  for (tactics::Point p : cells) {
    val c = val::object();
    c.set("x", p.x);
    c.set("y", p.y);
    out.call<void>("push", c);
  }
  return out;
}

val cells(std::span<const tactics::Reach> reach) {
  val out = val::array();
  for (const tactics::Reach& r : reach) {
    val c = val::object();
    c.set("x", r.at.x);
    c.set("y", r.at.y);
    c.set("cost", r.cost);
    out.call<void>("push", c);
  }
  return out;
}

// A unit as qipan.Battle's units() gives it.
val unit_state(const tactics::Battle& b, const tactics::BattleUnit& u) {
  val o = val::object();
  o.set("id", u.id);
  o.set("name", u.name);
  o.set("kind", u.kind);
  o.set("team", std::string(tactics::team_name(u.team)));
  const tactics::Point at = b.cell_of(u);
  o.set("x", at.x);
  o.set("y", at.y);
  o.set("hp", u.hp);
  o.set("maxHp", u.stats.max_hp);
  o.set("attack", u.stats.attack);
  o.set("defence", u.stats.defence);
  o.set("move", u.stats.move);
  o.set("moveClass", b.map().costs().move_class_name(u.move_class));
  o.set("minRange", u.stats.min_range);
  o.set("maxRange", u.stats.max_range);
  o.set("moved", u.moved);
  o.set("acted", u.acted);
  o.set("alive", u.alive());
  return o;
}

// A board game: {game, fen, turn, selected, targets, lastMove, status, flipped, inCheck,
// animating, glided, ...}.
val texts(const std::vector<std::string>& list) {
  val out = val::array();
  for (const auto& t : list) out.call<void>("push", t);
  return out;
}

val analysis_state(const AnalysisHookState& a) {
  val out = val::object();
  out.set("fen", a.fen);
  out.set("moves", texts(a.moves));
  out.set("node", static_cast<double>(a.node));
  out.set("linesWanted", a.lines_wanted);
  out.set("depth", a.depth);
  out.set("nodes", a.nodes);
  out.set("running", a.running);
  out.set("requests", a.requests);
  out.set("error", a.error);
  out.set("share", a.share);
  val lines = val::array();
  for (const auto& l : a.lines) {
    val o = val::object();
    o.set("score", l.score);
    o.set("text", l.text);
    o.set("pv", texts(l.pv));
    lines.call<void>("push", o);
  }
  out.set("lines", lines);
  val rows = val::array();
  for (const auto& r : a.rows) {
    val o = val::object();
    o.set("level", r.level);
    o.set("moves", texts(r.moves));
    rows.call<void>("push", o);
  }
  out.set("rows", rows);
  out.set("variations", a.variations);
  out.set("arrows", texts(a.arrows));
  return out;
}

val board_state(const BoardState& s, bool flipped) {
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
  out.set("animating", s.animating);
  out.set("glided", s.glided);
  out.set("moves", static_cast<double>(s.moves));
  out.set("viewing", s.viewing ? val(static_cast<double>(*s.viewing)) : val::null());
  out.set("viewingFen", s.viewing_fen);
  // The Edit tab: {fen, problems: [{kind, en, zh}], brush, refusal}, null off it.
  if (!s.edit_fen.empty()) {
    val edit = val::object();
    edit.set("fen", s.edit_fen);
    val problems = val::array();
    for (const auto& p : s.edit_problems) {
      val o = val::object();
      o.set("kind", p.kind);
      o.set("en", p.en);
      o.set("zh", p.zh);
      problems.call<void>("push", o);
    }
    edit.set("problems", problems);
    edit.set("brush", s.edit_brush);
    edit.set("refusal", s.edit_refusal);
    out.set("edit", edit);
  } else {
    out.set("edit", val::null());
  }
  // A game by link: {side (played here), link}, null for none.
  if (!s.link_side.empty()) {
    val link = val::object();
    link.set("side", s.link_side);
    link.set("link", s.link);
    out.set("link", link);
  } else {
    out.set("link", val::null());
  }
  // The Analyse tab: {fen, moves, node, linesWanted, depth, nodes, running,
  // requests, error, share, lines: [{score, text, pv}], rows: [{level,
  // moves}], variations, arrows}, null off it.
  out.set("analysis", s.analysis ? analysis_state(*s.analysis) : val::null());
  // The evaluation bar against the computer: the first side's share, null when not drawn.
  out.set("evalBar", s.eval_bar ? val(*s.eval_bar) : val::null());
  val computer = val::object();
  computer.set("side", s.computer.empty() ? val::null() : val(s.computer));
  computer.set("level", s.level);
  computer.set("thinking", s.thinking);
  computer.set("hinting", s.hinting);
  computer.set("hint", s.hint);
  computer.set("error", s.engine_error);
  if (s.last_search) {
    val last = val::object();
    last.set("move", s.last_search->move);
    last.set("hint", s.last_search->hint);
    last.set("level", s.last_search->level);
    last.set("score", s.last_search->score);
    last.set("depth", s.last_search->depth);
    last.set("nodes", s.last_search->nodes);
    last.set("timeMs", s.last_search->time_ms);
    computer.set("lastSearch", last);
  } else {
    computer.set("lastSearch", val::null());
  }
  out.set("computer", computer);
  return out;
}

// A battle: {game: 'tactics', scenario, phase, turn, status, selected, units (as qipan.Battle gives
// them), reachable, attack, targets, unseen, unseenTargets, topology, uneven, lineOfSight,
// difficulty, canUndo, importedMaps, dangerZone, showDanger, animating, log, banner, forecast,
// timings}.
val view_state(const TacticsView& view, const App&) {
  const tactics::Battle& b = view.battle();
  val out = val::object();
  out.set("game", std::string(TacticsView::name));
  out.set("scenario", view.scenario());
  out.set("phase", std::string(tactics::phase_name(b.phase())));
  out.set("turn", b.turn());
  out.set("status", std::string(tactics::status_name(b.status())));
  out.set("selected", b.selected());
  val units = val::array();
  for (const tactics::BattleUnit& u : b.units()) units.call<void>("push", unit_state(b, u));
  out.set("units", units);
  const tactics::UnitView& sel = view.selection_view();
  out.set("reachable", cells(sel.reachable));
  out.set("attack", cells(sel.attack_cells));
  val targets = val::array();
  for (tactics::UnitId id : sel.targets) targets.call<void>("push", id);
  out.set("targets", targets);
  out.set("unseen", cells(sel.unseen_cells));
  val unseen_targets = val::array();
  for (tactics::UnitId id : sel.unseen_targets) unseen_targets.call<void>("push", id);
  out.set("unseenTargets", unseen_targets);
  // The map's topology ("square", "hex-y-odd", ...), whether it has heights
  // and sight, the enemy's difficulty, Undo's state and the imported maps.
  out.set("topology", tactics::topology_name(b.map().topology()));
  out.set("uneven", b.map().uneven());
  out.set("lineOfSight", b.map().options().line_of_sight);
  out.set("difficulty", std::string(tactics::difficulty_name(b.difficulty())));
  out.set("canUndo", view.can_undo());
  val imported = val::array();
  for (const TacticsView::ImportedMap& m : view.imported()) imported.call<void>("push", m.title);
  out.set("importedMaps", imported);
  out.set("dangerZone", cells(view.danger_cells()));
  out.set("showDanger", view.show_danger());
  out.set("animating", view.animating(emscripten_get_now() / 1000.0));
  // The battle log as the panel shows it, and the phase banner showing ('' for none).
  val log = val::array();
  for (std::size_t i = 0; i < view.log_shown(); ++i) {
    log.call<void>("push", view.log_line(i));
  }
  out.set("log", log);
  out.set("banner", std::string(view.phase_banner(emscripten_get_now() / 1000.0)));
  // The damage forecast's box as last drawn ({x, y, width, height}), null for none.
  val forecast = val::null();
  if (const auto box = view.forecast_box()) {
    forecast = val::object();
    forecast.set("x", box->min.x);
    forecast.set("y", box->min.y);
    forecast.set("width", box->max.x - box->min.x);
    forecast.set("height", box->max.y - box->min.y);
  }
  out.set("forecast", forecast);
  val timings = val::object();
  timings.set("overlayMs", view.timings().overlay_ms);
  timings.set("enemyPhaseMs", view.timings().enemy_phase_ms);
  out.set("timings", timings);
  return out;
}

template <class Game>
val view_state(const BoardView<Game>& view, const App& app) {
  return board_state(view.state(emscripten_get_now() / 1000.0), app.flipped());
}

val state(const App& app) {
  val out = std::visit([&](const auto& view) { return view_state(view, app); }, app.game());
  // [records] What the panel's note says, and whether the discard modal is up.
  out.set("note", app.note());
  out.set("confirming", app.confirming());
  return out;
}

// frameTimes() -> the last frames' compute times in milliseconds, oldest first.
val frame_times(const App& app) {
  val out = val::array();
  for (double ms : app.frame_times()) out.call<void>("push", ms);
  return out;
}

// {x, y} of what `find` finds by the name in `name` (a string argument
// called `what`).
template <class Find>
val centre_by_name(const val& name, const char* what, Find&& find) {
  return or_throw([&]() -> Result<val> {
    auto text = text_arg(name, what);
    if (!text) return text.error();
    auto p = find(*text);
    if (!p) return p.error();
    return point(*p);
  });
}

// squareCenter(square) -> {x, y}: page coordinates of the square's centre.
val square_center(const App& app, const val& square) {
  return centre_by_name(square, "square", [&](std::string_view s) { return app.centre_of(s); });
}

// cellCenter(x, y) -> {x, y}: page coordinates of a tactics cell's centre.
val cell_center(const App& app, const val& x, const val& y) {
  return or_throw([&]() -> Result<val> {
    auto cx = whole_arg(x, "x");
    if (!cx) return cx.error();
    auto cy = whole_arg(y, "y");
    if (!cy) return cy.error();
    auto p = app.centre_of(std::to_string(*cx) + "," + std::to_string(*cy));
    if (!p) return p.error();
    return point(*p);
  });
}

// controlCenter(name) -> {x, y}: page coordinates of a panel control.
val control_center(const App& app, const val& control) {
  return centre_by_name(control, "control",
                        [&](std::string_view c) { return app.control_centre(c); });
}

// controlRect(name) -> {x, y, width, height, scroll}: where a panel control,
// the move list ('moves'), the panel or the end banner was last drawn.
val control_rect(const App& app, const val& control) {
  return or_throw([&]() -> Result<val> {
    auto name = text_arg(control, "control");
    if (!name) return name.error();
    auto r = app.control_rect(*name);
    if (!r) return r.error();
    val out = val::object();
    out.set("x", r->min.x);
    out.set("y", r->min.y);
    out.set("width", r->max.x - r->min.x);
    out.set("height", r->max.y - r->min.y);
    out.set("scroll", r->scroll);
    return out;
  });
}

// newGame(game, setting?): what the game chooser, New game and the scenario
// picker do; `setting` is a FEN for xiangqi and jungle, a scenario name for
// tactics.
void new_game(App& app, const val& game, const val& setting) {
  or_throw([&]() -> Result<void> {
    auto name = text_arg(game, "game");
    if (!name) return name.error();
    if (setting.isUndefined() || setting.isNull()) return app.new_game(*name, std::nullopt);
    auto text = text_arg(setting, *name == TacticsView::name ? "scenario" : "fen");
    if (!text) return text.error();
    return app.new_game(*name, *text);
  });
}

// engineReply(id, answer): the page's engine link hands back the answer to
// request `id`: {move, score, depth, nodes, timeMs}, an analysis's {depth,
// nodes, timeMs, lines: [{score, mate, pv}], partial} or {error}. Returns
// whether the game on screen was waiting for it.
val engine_reply(App& app, const val& id, const val& answer) {
  return or_throw([&]() -> Result<val> {
    auto request = whole_arg(id, "id");
    if (!request) return request.error();
    if (answer.isNull() || answer.typeOf().as<std::string>() != "object") {
      return Error{"answer must be an object, got " + answer.typeOf().as<std::string>()};
    }
    EngineReply reply;
    reply.id = *request;
    const val error = answer["error"];
    if (!error.isUndefined() && !error.isNull()) {
      reply.error = error.isString() ? error.as<std::string>() : "the engine failed";
    } else {
      auto number_of = [](const val& v) { return v.isNumber() ? v.as<double>() : 0.0; };
      auto number = [&](const char* key) { return number_of(answer[key]); };
      const val lines = answer["lines"];
      if (val::global("Array").call<bool>("isArray", lines)) {
        // An analysis: {depth, nodes, timeMs, lines: [{move, score, mate, pv}], partial?}.
        const int n = lines["length"].as<int>();
        for (int i = 0; i < n; ++i) {
          const val line = lines[i];
          EngineLine out;
          out.score = static_cast<int>(number_of(line["score"]));
          if (line["mate"].isNumber()) out.mate = line["mate"].as<int>();
          const val pv = line["pv"];
          if (!val::global("Array").call<bool>("isArray", pv)) {
            return Error{"answer.lines[" + std::to_string(i) + "].pv must be an array of moves"};
          }
          const int m = pv["length"].as<int>();
          for (int j = 0; j < m; ++j) {
            auto move = text_arg(pv[j], "answer.lines[].pv[]");
            if (!move) return move.error();
            out.pv.push_back(*move);
          }
          reply.lines.push_back(std::move(out));
        }
        if (!reply.lines.empty() && !reply.lines.front().pv.empty()) {
          reply.move = reply.lines.front().pv.front();
          reply.score = reply.lines.front().score;
        }
        reply.partial = answer["partial"].isTrue();
      } else {
        auto move = text_arg(answer["move"], "answer.move");
        if (!move) return move.error();
        reply.move = *move;
        reply.score = static_cast<int>(number("score"));
      }
      reply.depth = static_cast<int>(number("depth"));
      reply.nodes = number("nodes");
      reply.time_ms = number("timeMs");
    }
    return val(app.engine_reply(reply));
  });
}

// [SECTION] Newcomers: settings() -> {style, language, textSize, muted,
// notation ("ICCS", "WXF", "Chinese": of exported records), hintDismissed, help, settingsOpen,
// mode (the panel's tab on screen: "play", "analyse", ...), firstVisitHint}: the player's
// settings and which of the help, the settings window and the first-visit hint are on screen.
val settings_state(const App& app) {
  static constexpr const char* styles[] = {"traditional", "simplified", "pictures"};
  static constexpr const char* sizes[] = {"small", "normal", "large"};
  const Settings& s = app.settings();
  val out = val::object();
  out.set("style", std::string(styles[static_cast<int>(s.style)]));
  out.set("language", std::string(s.language == Language::zh ? "zh" : "en"));
  out.set("textSize", std::string(sizes[static_cast<int>(s.text_size)]));
  out.set("muted", s.muted);
  out.set("notation", std::string(records::notation_name(s.notation)));
  out.set("evalBar", s.eval_bar);
  out.set("hintDismissed", s.hint_dismissed);
  out.set("help", app.help_open());
  out.set("settingsOpen", app.settings_open());
  out.set("mode", std::string(mode_name(app.mode())));
  out.set("firstVisitHint", app.first_visit_hint());
  return out;
}

}  // namespace
}  // namespace qipan::web

EMSCRIPTEN_BINDINGS(qipan_app) {
  using qipan::web::App;
  emscripten::class_<App>("App")
      .constructor<std::string>()
      .function("webglOk", &App::webgl_ok)
      .function("start", &App::start)
      .function("frameCount", &App::frame_count)
      .function("frameTimes", &qipan::web::frame_times)
      .function("state", &qipan::web::state)
      .function("squareCenter", &qipan::web::square_center)
      .function("cellCenter", &qipan::web::cell_center)
      .function("controlCenter", &qipan::web::control_center)
      .function("controlRect", &qipan::web::control_rect)
      .function("newGame", &qipan::web::new_game)
      .function("engineReply", &qipan::web::engine_reply)
      .function("settings", &qipan::web::settings_state);
}
