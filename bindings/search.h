#pragma once

// bestMove(budget) and evaluate() for JavaScript (docs/api.md, "The computer
// player"): the board games' classes (board_game.h) and qipan.Session call
// these. Only translates: the budget object read and checked, the game's
// Engine (core/search) run with the module's clock and stop signal, the
// Report handed back as a plain object.

#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <string>

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

// bestMove(budget) on `position`, its history counted.
template <class Game>
emscripten::val best_move(const Game& position, const emscripten::val& budget) {
  return checked([&]() -> Result<emscripten::val> {
    auto b = budget_arg(budget);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    ++search_generation<Game>();
    engine.new_game();
    search::Hooks<typename Game::Move> controls;
    controls.now_ms = &clock_ms;
    controls.stop = &stop_requested;
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
template <class Game>
class SearchRun {
 public:
  explicit SearchRun(std::uint64_t generation) : generation_(generation) {}

  bool step() {
    if (!current("step")) return false;
    return engine_of<Game>().step();
  }
  emscripten::val progress() const {
    if (!current("progress")) return emscripten::val::null();
    return report_to_js(engine_of<Game>().progress());
  }
  emscripten::val finish() {
    if (!current("finish")) return emscripten::val::null();
    return report_to_js(engine_of<Game>().finish());
  }

 private:
  bool current(const char* what) const {
    if (generation_ == search_generation<Game>()) return true;
    fail(std::string("search.") + what +
         ": a newer search of this game (bestMove or startSearch) replaced this one");
    return false;
  }
  std::uint64_t generation_;
};

template <class Game>
SearchRun<Game>* start_search(const Game& position, const emscripten::val& budget) {
  SearchRun<Game>* run = nullptr;
  checked([&]() -> Result<emscripten::val> {
    auto b = budget_arg(budget);
    if (!b) return b.error();
    auto& engine = engine_of<Game>();
    ++search_generation<Game>();
    engine.new_game();
    search::Hooks<typename Game::Move> controls;
    controls.now_ms = &clock_ms;
    controls.stop = &stop_requested;
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
int evaluate(const Game& position) {
  return EngineOf<Game>::evaluate(position);
}

}  // namespace qipan::js
