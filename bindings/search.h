#pragma once

// bestMove(budget) and evaluate() for JavaScript (docs/api.md, "The computer
// player"): the board games' classes (board_game.h) and qipan.Session call
// these. Only translates: the budget object read and checked, the game's
// Engine (core/search) run with the module's clock and stop signal, the
// Report handed back as a plain object.

#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bindings/js_error.h"
#include "core/games/games.h"
#include "core/grid/result.h"
#include "core/search/budget.h"

namespace qipan::js {

// The transposition table of each game's engine, in MB; allocated on the
// first bestMove of that game and kept for the module's life.
inline constexpr std::size_t engine_table_megabytes = 8;

// A budget object {level, depth, nodes, movetime, seed}: unknown keys, wrong
// types, values out of range and a budget with no limit at all are errors,
// each with the code bad_budget (what bestMove and startSearch both throw).
Result<search::Budget> budget_arg(const emscripten::val& v);

// The module's clock (emscripten_get_now) and stop signal (Module.stopSignal)
// as the search's Hooks.
std::int64_t clock_ms();
bool stop_requested();

// The computer player of a position type: its registry entry's Engine.
template <class Game>
using EngineOf = typename games::EntryOf<Game>::Engine;

// The module's one engine of the game: its table is reused by every call
// (cleared first, so a call's result depends only on its arguments).
template <class Game>
EngineOf<Game>& engine_of() {
  static EngineOf<Game> engine(engine_table_megabytes);
  return engine;
}

// Which search the game's engine is running: every
// bestMove and startSearch of that game starts a new one.
template <class Game>
std::uint64_t& search_generation() {
  static std::uint64_t generation = 0;
  return generation;
}

// A new search of the game: older runs superseded, the engine's table
// cleared (so a call's result depends only on its arguments), and the
// module's clock and stop signal as its hooks.
template <class Game>
search::Hooks<typename Game::Move> new_search() {
  ++search_generation<Game>();
  engine_of<Game>().new_game();
  search::Hooks<typename Game::Move> controls;
  controls.now_ms = &clock_ms;
  controls.stop = &stop_requested;
  return controls;
}

// {move, score, mate, depth, nodes, timeMs, pv}.
template <class Move>
emscripten::val report_to_js(const search::Report<Move>& r) {
  emscripten::val out = emscripten::val::object();
  out.set("move", to_string(r.move));
  out.set("score", r.score);
  out.set("mate", search::mate_in(r.score));
  out.set("depth", r.depth);
  out.set("nodes", static_cast<double>(r.nodes));
  out.set("timeMs", static_cast<double>(r.time_ms));
  emscripten::val pv = emscripten::val::array();
  for (std::size_t i = 0; i < r.pv.size(); ++i) pv.set(i, to_string(r.pv[i]));
  out.set("pv", pv);
  return out;
}

// analyse's options {multiPv} (1 to search::max_lines; 1 when absent): the
// number of lines, or an error (code bad_argument) for anything else.
Result<int> analysis_options_arg(const emscripten::val& v);

// `moves`, from `position` on, in the notation `name` writes ("toWxf"):
// the strings, or an empty array when the game has no such notation. The
// moves are played on a copy, each named where it stands.
template <class Game, class Move, class Name>
emscripten::val notation_of(const Game& position, const std::vector<Move>& moves, Name name) {
  emscripten::val out = emscripten::val::array();
  Game walk = position;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    out.set(i, name(walk, moves[i]));
    if (!walk.play(moves[i])) break;
  }
  return out;
}

// {move, score, mate, pv}, and where the board writes them the move and pv
// in its other notations ({wxf, chinese, pvWxf, pvChinese}).
template <class Game, class Move>
emscripten::val line_to_js(const Game& position, const search::Line<Move>& line) {
  emscripten::val out = emscripten::val::object();
  out.set("move", to_string(line.move));
  out.set("score", line.score);
  out.set("mate", search::mate_in(line.score));
  emscripten::val pv = emscripten::val::array();
  for (std::size_t i = 0; i < line.pv.size(); ++i) pv.set(i, to_string(line.pv[i]));
  out.set("pv", pv);
  if constexpr (requires { position.to_wxf(line.move); }) {
    const emscripten::val wxf =
        notation_of(position, line.pv, [](const Game& at, Move m) { return at.to_wxf(m); });
    const emscripten::val chinese =
        notation_of(position, line.pv, [](const Game& at, Move m) { return at.to_chinese(m); });
    out.set("wxf", wxf[0]);
    out.set("chinese", chinese[0]);
    out.set("pvWxf", wxf);
    out.set("pvChinese", chinese);
  }
  return out;
}

// analyse's answer: {depth, nodes, timeMs, lines}.
template <class Game, class Move>
emscripten::val analysis_to_js(const Game& position, const search::Report<Move>& r) {
  emscripten::val out = emscripten::val::object();
  out.set("depth", r.depth);
  out.set("nodes", static_cast<double>(r.nodes));
  out.set("timeMs", static_cast<double>(r.time_ms));
  emscripten::val lines = emscripten::val::array();
  for (std::size_t i = 0; i < r.lines.size(); ++i) lines.set(i, line_to_js(position, r.lines[i]));
  out.set("lines", lines);
  return out;
}

// The budget and options of analyse on `position` (the lines set from
// multiPv), or why not: a bad budget or options, or a finished game.
template <class Game>
Result<search::Budget> analysis_budget_arg(const Game& position, const emscripten::val& budget,
                                           const emscripten::val& options) {
  auto b = budget_arg(budget);
  if (!b) return Error{b.error().message, ErrorCode::bad_budget};
  auto lines = analysis_options_arg(options);
  if (!lines) return lines.error();
  if (position.status().over) {
    return Error{"the game is over: there is nothing to analyse", ErrorCode::game_over};
  }
  b->lines = *lines;
  return b;
}

// analyse(budget, {multiPv}) on `position`, its history counted: the best
// lines. Refused (nothing searched) when the game is over.
template <class Game>
emscripten::val analyse(const Game& position, const emscripten::val& budget,
                        const emscripten::val& options) {
  return checked([&]() -> Result<emscripten::val> {
    auto b = analysis_budget_arg(position, budget, options);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    const auto controls = new_search<Game>();
    auto report = engine.best_move(position, *b, controls);
    if (!report) return with_code(report.error(), ErrorCode::bad_budget);
    return analysis_to_js(position, *report);
  });
}

template <class Game>
emscripten::val analyse_plain(const Game& position, const emscripten::val& budget) {
  return analyse(position, budget, emscripten::val::undefined());
}

// bestMove(budget) on `position`, its history counted.
template <class Game>
emscripten::val best_move(const Game& position, const emscripten::val& budget) {
  return checked([&]() -> Result<emscripten::val> {
    auto b = budget_arg(budget);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    const auto controls = new_search<Game>();
    auto report = engine.best_move(position, *b, controls);
    if (!report) {
      return with_code(report.error(),
                       position.status().over ? ErrorCode::game_over : ErrorCode::bad_budget);
    }
    return report_to_js(*report);
  });
}

// board.startSearch(budget): bestMove one depth at a time, for a caller that
// must do other work between depths (the engine worker reading its
// messages). step() searches the next depth and says whether there is more;
// progress() is the report of the depths done; finish() is bestMove's
// answer (early: from the depths done). The answer is exactly bestMove's
// for the same budget. A newer search of the same game supersedes it: its
// methods then throw.
//
// board.startAnalysis(budget, {multiPv}) is the same for analyse: its
// progress() and finish() answer as analyse does.
template <class Game>
class SearchRun {
 public:
  explicit SearchRun(std::uint64_t generation) : generation_(generation) {}
  SearchRun(std::uint64_t generation, const Game& analysed)
      : generation_(generation), analysed_(analysed) {}

  bool step() {
    if (!current("step")) return false;
    return engine_of<Game>().step();
  }
  emscripten::val progress() const {
    if (!current("progress")) return emscripten::val::null();
    return answer(engine_of<Game>().progress());
  }
  emscripten::val finish() {
    if (!current("finish")) return emscripten::val::null();
    return answer(engine_of<Game>().finish());
  }

 private:
  bool current(const char* what) const {
    if (generation_ == search_generation<Game>()) return true;
    fail(std::string("search.") + what +
         ": a newer search of this game (bestMove or startSearch) replaced this one");
    return false;
  }
  template <class Move>
  emscripten::val answer(const search::Report<Move>& r) const {
    return analysed_ ? analysis_to_js(*analysed_, r) : report_to_js(r);
  }
  std::uint64_t generation_;
  std::optional<Game> analysed_;  // the position of an analysis
};

template <class Game>
SearchRun<Game>* start_search(const Game& position, const emscripten::val& budget) {
  SearchRun<Game>* run = nullptr;
  checked([&]() -> Result<emscripten::val> {
    auto b = budget_arg(budget);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    const auto controls = new_search<Game>();
    if (auto ok = engine.start(position, *b, controls); !ok) {
      return with_code(ok.error(),
                       position.status().over ? ErrorCode::game_over : ErrorCode::bad_budget);
    }
    run = new SearchRun<Game>(search_generation<Game>());
    return emscripten::val::undefined();
  });
  return run;
}

template <class Game>
SearchRun<Game>* start_analysis(const Game& position, const emscripten::val& budget,
                                const emscripten::val& options) {
  SearchRun<Game>* run = nullptr;
  checked([&]() -> Result<emscripten::val> {
    auto b = analysis_budget_arg(position, budget, options);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    const auto controls = new_search<Game>();
    if (auto ok = engine.start(position, *b, controls); !ok) {
      return with_code(ok.error(), ErrorCode::bad_budget);
    }
    run = new SearchRun<Game>(search_generation<Game>(), position);
    return emscripten::val::undefined();
  });
  return run;
}

template <class Game>
SearchRun<Game>* start_analysis_plain(const Game& position, const emscripten::val& budget) {
  return start_analysis(position, budget, emscripten::val::undefined());
}

template <class Game>
int evaluate(const Game& position) {
  return EngineOf<Game>::evaluate(position);
}

}  // namespace qipan::js
