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
#include <vector>

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
  val texts = val::array();
  for (const auto& t : s.move_texts) texts.call<void>("push", t);
  out.set("moveTexts", texts);
  out.set("searchLine", s.search_line);
  out.set("viewing", s.viewing ? val(static_cast<double>(*s.viewing)) : val::null());
  out.set("viewingFen", s.viewing_fen);
  val marks = val::array();
  for (const auto& m : s.marks) marks.call<void>("push", m);
  out.set("marks", marks);
  if (s.viewing_band) {
    val band = val::object();
    band.set("x", (*s.viewing_band)[0]);
    band.set("y", (*s.viewing_band)[1]);
    band.set("width", (*s.viewing_band)[2]);
    band.set("height", (*s.viewing_band)[3]);
    out.set("viewingBand", band);
  } else {
    out.set("viewingBand", val::null());
  }
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
  // The game table: {begun, control, controlError, timed, running, paused,
  // clocks: [{main, reading, periods, inReading, flagged, running}] (the
  // first mover's first), offer (the side whose draw offer stands, '' for
  // none), drawAnswer ('accepted', 'declined', ''), resignAsked, result
  // ('1-0', '0-1', '1/2-1/2', '*'), termination (the record's words), actor
  // (the side this screen acts for), claimable}.
  val table = val::object();
  table.set("begun", s.table.begun);
  table.set("control", s.table.control);
  table.set("controlError", s.table.control_error);
  table.set("timed", s.table.timed);
  table.set("running", s.table.running);
  table.set("paused", s.table.paused);
  val clocks = val::array();
  for (const auto& c : s.table.clocks) {
    val o = val::object();
    o.set("main", c.main_ms);
    o.set("reading", c.reading_ms);
    o.set("periods", c.periods);
    o.set("inReading", c.reading);
    o.set("flagged", c.flagged);
    o.set("running", c.running);
    clocks.call<void>("push", o);
  }
  table.set("clocks", clocks);
  table.set("offer", s.table.offer);
  table.set("drawAnswer", s.table.draw_answer);
  table.set("resignAsked", s.table.resign_asked);
  table.set("result", s.table.result);
  table.set("termination", s.table.termination);
  table.set("actor", s.table.actor);
  table.set("levelTitle", s.table.level_title);
  table.set("claimable", s.table.claimable);
  table.set("claimLine", s.table.claim_line);
  if (s.table.match) {
    val match = val::object();
    match.set("level", s.table.match_level);
    match.set("wins", s.table.match_wins);
    match.set("draws", s.table.match_draws);
    match.set("losses", s.table.match_losses);
    match.set("change", s.table.match_change);
    table.set("match", match);
  } else {
    table.set("match", val::null());
  }
  out.set("table", table);
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
  return board_state(view.state(app.now_seconds()), app.flipped());
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

// [SECTION] "Your games" (web/games_tab.cpp, web/games_store.h). The page's
// games store answers gamesReply({texts: [..]}) with every kept text when it
// is opened, or gamesReply({error, opening}) when a request failed (opening:
// the store could not be opened at all).
val games_reply(App& app, const val& answer) {
  return or_throw([&]() -> Result<val> {
    if (answer.isNull() || answer.typeOf().as<std::string>() != "object") {
      return Error{"gamesReply takes an object {texts} or {error, opening}"};
    }
    const val error = answer["error"];
    if (!error.isUndefined() && !error.isNull()) {
      auto why = text_arg(error, "answer.error");
      if (!why) return why.error();
      app.games_failed(*why, answer["opening"].isTrue());
      return val(true);
    }
    const val texts = answer["texts"];
    if (!val::global("Array").call<bool>("isArray", texts)) {
      return Error{"answer.texts must be an array of kept games' texts"};
    }
    std::vector<std::string> out;
    const int n = texts["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      auto t = text_arg(texts[i], "answer.texts[]");
      if (!t) return t.error();
      out.push_back(*t);
    }
    app.games_listed(out);
    return val(true);
  });
}

// games() -> {loaded, failure, current, list: [{id, game, date, mode, level, control, result,
// ending, moves, finished}]}: the Games tab's list, newest first, and the game on screen's id.
val games_state(const App& app) {
  val out = val::object();
  out.set("loaded", app.shelf_loaded());
  out.set("failure", app.shelf_failure());
  out.set("current", app.game_id());
  val list = val::array();
  for (const auto& g : app.shelf().games()) {
    val e = val::object();
    e.set("id", g.id);
    e.set("game", g.game);
    e.set("date", g.date);
    e.set("mode", g.mode);
    e.set("level", g.level);
    e.set("control", g.control);
    e.set("result", g.result);
    e.set("ending", g.ending_en);
    e.set("moves", static_cast<double>(g.moves));
    e.set("finished", g.finished());
    list.call<void>("push", e);
  }
  out.set("list", list);
  return out;
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

// [study] review() -> the Review tab's state (web/board/study_state.h):
// {phase, done, total, nodes, error, classes, best, win, accuracy: [a0, a1],
// counts: [[best, good, inaccuracy, mistake, blunder] x2], firstPly, selected,
// better, learning, exercise, exercises, exerciseFen, exerciseSolved,
// exerciseWrong}; null for a battle.
val review_hook(const App& app) {
  return std::visit(
      [](const auto& v) -> val {
        if constexpr (requires { v.review_state(); }) {
          const ReviewState s = v.review_state();
          val out = val::object();
          out.set("phase", s.phase);
          out.set("done", static_cast<double>(s.done));
          out.set("total", static_cast<double>(s.total));
          out.set("nodes", s.nodes);
          out.set("error", s.error);
          val classes = val::array();
          for (const auto& c : s.classes) classes.call<void>("push", c);
          out.set("classes", classes);
          val best = val::array();
          for (const auto& b : s.best) best.call<void>("push", b);
          out.set("best", best);
          val win = val::array();
          for (double x : s.win) win.call<void>("push", x);
          out.set("win", win);
          val accuracy = val::array();
          val counts = val::array();
          for (std::size_t i = 0; i < 2; ++i) {
            accuracy.call<void>("push", s.accuracy[i]);
            val c = val::array();
            for (int n : s.counts[i]) c.call<void>("push", n);
            counts.call<void>("push", c);
          }
          out.set("accuracy", accuracy);
          out.set("counts", counts);
          out.set("firstPly", static_cast<double>(s.first_ply));
          out.set("selected", s.selected);
          out.set("better", s.better);
          out.set("learning", s.learning);
          out.set("exercise", static_cast<double>(s.exercise));
          out.set("exercises", static_cast<double>(s.exercises));
          out.set("exerciseFen", s.exercise_fen);
          out.set("exerciseSolved", s.exercise_solved);
          out.set("exerciseWrong", s.exercise_wrong);
          return out;
        } else {
          return val::null();
        }
      },
      app.game());
}

// [study] puzzle() -> the Puzzles tab's state: {loaded, error, count, id,
// theme, moves, difficulty, daily, fen, solution, lead, leadWaits, last,
// done, solverToMove,
// solved, failed, wrong, shown, selected, rating, attempts, streak,
// bestStreak}; null for a battle.
val puzzle_hook(const App& app) {
  return std::visit(
      [](const auto& v) -> val {
        if constexpr (requires { v.puzzle_state(); }) {
          const PuzzleState s = v.puzzle_state();
          val out = val::object();
          out.set("loaded", s.loaded);
          out.set("error", s.error);
          out.set("count", static_cast<double>(s.count));
          out.set("id", s.id);
          out.set("theme", s.theme);
          out.set("moves", s.moves);
          out.set("difficulty", s.difficulty);
          out.set("daily", s.daily);
          out.set("fen", s.fen);
          val solution = val::array();
          for (const auto& m : s.solution) solution.call<void>("push", m);
          out.set("solution", solution);
          out.set("lead", s.lead);
          out.set("leadWaits", s.lead_waits);
          out.set("last", s.last);
          out.set("done", static_cast<double>(s.done));
          out.set("solverToMove", s.solver_to_move);
          out.set("solved", s.solved);
          out.set("failed", s.failed);
          out.set("wrong", s.wrong);
          out.set("shown", s.shown);
          out.set("selected", s.selected);
          val targets = val::array();
          for (const auto& t : s.targets) targets.call<void>("push", t);
          out.set("targets", targets);
          out.set("rating", s.rating);
          out.set("attempts", s.attempts);
          out.set("streak", s.streak);
          out.set("bestStreak", s.best_streak);
          return out;
        } else {
          return val::null();
        }
      },
      app.game());
}

// [study] loadPuzzles(text): the page's puzzle file; puzzlesFailed(why): it
// could not be fetched.
void load_puzzles(App& app, const val& text) {
  or_throw([&]() -> Result<void> {
    auto t = text_arg(text, "text");
    if (!t) return t.error();
    app.load_puzzles(*t);
    return {};
  });
}
void puzzles_failed(App& app, const val& why) {
  or_throw([&]() -> Result<void> {
    auto t = text_arg(why, "why");
    if (!t) return t.error();
    app.puzzles_failed(*t);
    return {};
  });
}

// advanceTime(ms): the page's clock moves ahead by `ms` milliseconds, as if
// that much time had passed with no frame drawn (a tab in the background);
// the game's clocks read it at the next frame.
void advance_time(App& app, const val& ms) {
  or_throw([&]() -> Result<void> {
    if (!ms.isNumber() || !std::isfinite(ms.as<double>()) || ms.as<double>() < 0 ||
        ms.as<double>() > 864e5) {
      return Error{"ms must be a number of milliseconds from 0 to 86400000 (a day)"};
    }
    app.advance_time(ms.as<double>());
    return {};
  });
}

// textLines() -> [line, ...]: the lines of wrapped text the last frame drew
// (the help's paragraphs, the panel's notes and the Edit tab's words), as
// they were broken.
val text_lines(const App& app) {
  val out = val::array();
  for (const std::string& l : app.text_lines()) out.call<void>("push", l);
  return out;
}

// setLevelRatings([elo or null, ...]): the board game on screen shows these
// ratings with its levels (index 0 is level 1), as if its ladder had
// measured them, until the next game. The ladder's own are in
// core/search/<game>_levels.h.
void set_level_ratings(App& app, const val& elos) {
  or_throw([&]() -> Result<void> {
    if (!elos.isArray() || elos["length"].as<int>() != search::level_count) {
      return Error{"ratings must be an array of " + std::to_string(search::level_count) +
                   " numbers or nulls, level 1 first"};
    }
    search::LevelRatings ratings{};
    for (int i = 0; i < search::level_count; ++i) {
      const val e = elos[i];
      if (e.isNull()) continue;
      if (!e.isNumber() || !std::isfinite(e.as<double>()) || std::abs(e.as<double>()) > 10000) {
        return Error{"rating " + std::to_string(i + 1) + " must be a number of Elo or null"};
      }
      const int elo = static_cast<int>(std::lround(e.as<double>()));
      ratings[static_cast<std::size_t>(i)] = search::Rating{elo, elo, elo};
    }
    app.set_level_ratings(ratings);
    return {};
  });
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
      .function("settings", &qipan::web::settings_state)
      .function("review", &qipan::web::review_hook)
      .function("puzzle", &qipan::web::puzzle_hook)
      .function("loadPuzzles", &qipan::web::load_puzzles)
      .function("puzzlesFailed", &qipan::web::puzzles_failed)
      .function("gamesReply", &qipan::web::games_reply)
      .function("games", &qipan::web::games_state)
      .function("advanceTime", &qipan::web::advance_time)
      .function("setLevelRatings", &qipan::web::set_level_ratings)
      .function("textLines", &qipan::web::text_lines);
}
