#include "bindings/search.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <string>

#include "bindings/board_game.h"
#include "bindings/more_methods.h"
#include "bindings/play_session.h"
#include "core/search/levels.h"

// Whether the embedder asked the running search to stop: element 0 of
// Module.stopSignal (an Int32Array, usually over a SharedArrayBuffer the
// page writes from another thread) is non-zero. Anything else set there
// reads as "go on". Polled every 1024 nodes.
// clang-format off
EM_JS(int, qipan_stop_signal, (), {
  var signal = Module['stopSignal'];
  if (!(signal instanceof Int32Array) || signal.length === 0) return 0;
  return Atomics.load(signal, 0) !== 0 ? 1 : 0;
});
// clang-format on

namespace qipan::js {

using emscripten::val;

namespace {

const ObjectShape budget_shape{"budget",
                               "{level: 5}",
                               "unknown budget key {key}: expected {keys}",
                               {"level", "depth", "nodes", "movetime", "seed"}};

constexpr double most_nodes = 1e9;
constexpr double most_movetime = 86'400'000;    // a day
constexpr double most_seed = 9007199254740991;  // Number.MAX_SAFE_INTEGER

// The budget as read, its errors without their code.
Result<search::Budget> read_budget(const val& v) {
  auto fields = object_arg(v, budget_shape);
  if (!fields) return fields.error();
  search::Budget budget;
  bool limited = false;
  if (val x = fields->get("level"); !x.isUndefined()) {
    auto n = int_arg(x, "budget.level", 1, search::level_count);
    if (!n) return n.error();
    budget.level = *n;
    limited = true;
  }
  if (val x = fields->get("depth"); !x.isUndefined()) {
    auto n = int_arg(x, "budget.depth", 1, search::max_depth);
    if (!n) return n.error();
    budget.depth = *n;
    limited = true;
  }
  if (val x = fields->get("nodes"); !x.isUndefined()) {
    auto n = whole_number_arg(x, "budget.nodes", 1, most_nodes);
    if (!n) return n.error();
    budget.nodes = static_cast<std::uint64_t>(*n);
    limited = true;
  }
  if (val x = fields->get("movetime"); !x.isUndefined()) {
    auto n = whole_number_arg(x, "budget.movetime", 1, most_movetime);
    if (!n) return n.error();
    budget.movetime = static_cast<std::int64_t>(*n);
    limited = true;
  }
  if (val x = fields->get("seed"); !x.isUndefined()) {
    auto n = whole_number_arg(x, "budget.seed", 0, most_seed);
    if (!n) return n.error();
    budget.seed = static_cast<std::uint64_t>(*n);
  }
  if (!limited) {
    return Error{
        "budget must set at least one of level, depth, nodes or movetime, like {level: 5} or "
        "{movetime: 1000}"};
  }
  return budget;
}

}  // namespace

Result<search::Budget> budget_arg(const val& v) {
  auto budget = read_budget(v);
  if (!budget) return Error{budget.error().message, ErrorCode::bad_budget};
  return budget;
}

Result<int> analysis_options_arg(const val& v) {
  static const ObjectShape shape{
      "options", "{multiPv: 3}", "unknown analysis option {key}: expected {keys}", {"multiPv"}};
  if (v.isUndefined()) return 1;
  auto fields = object_arg(v, shape);
  if (!fields) return fields.error();
  const val n = fields->get("multiPv");
  if (n.isUndefined()) return 1;
  return int_arg(n, "options.multiPv", 1, search::max_lines);
}

namespace {

// bestMove(budget), analyse(budget, {multiPv}) and evaluate() of a
// session's current position, its history counted.
val best_move_now(const PlaySession& p, const val& budget) {
  return with(p, [&](const auto& s) { return best_move(s.position(), budget); });
}
val analyse_now(const PlaySession& p, const val& budget, const val& options) {
  return with(p, [&](const auto& s) { return analyse(s.position(), budget, options); });
}
val analyse_now_plain(const PlaySession& p, const val& budget) {
  return analyse_now(p, budget, val::undefined());
}
int evaluate_now(const PlaySession& p) {
  return with(p, [](const auto& s) { return evaluate(s.position()); });
}

}  // namespace

// The computer player's methods of each board class of the registry
// (qipan.Xiangqi, qipan.Jungle ...; the classes are bound by
// bindings/board_game.h) and of qipan.Session, and the searches
// board.startSearch returns: qipan.XiangqiSearch, qipan.JungleSearch, ...
EMSCRIPTEN_BINDINGS(qipan_search) {
  using emscripten::allow_raw_pointers;
  games::for_each_game([](auto g) {
    using Entry = typename decltype(g)::type;
    using Game = typename Entry::Position;
    using Run = SearchRun<Game>;
    emscripten::class_<Run>((class_name<Entry>() + "Search").c_str())
        .function("step", &Run::step)
        .function("progress", &Run::progress)
        .function("finish", &Run::finish);
    more_methods<Game>()
        .function("bestMove", &best_move<Game>)
        .function("startSearch", &start_search<Game>, allow_raw_pointers())
        .function("analyse", &analyse_plain<Game>)
        .function("analyse", &analyse<Game>)
        .function("startAnalysis", &start_analysis_plain<Game>, allow_raw_pointers())
        .function("startAnalysis", &start_analysis<Game>, allow_raw_pointers())
        .function("evaluate", &evaluate<Game>);
  });
  more_methods<PlaySession>()
      .function("bestMove", &best_move_now)
      .function("analyse", &analyse_now_plain)
      .function("analyse", &analyse_now)
      .function("evaluate", &evaluate_now);
}

std::int64_t clock_ms() { return static_cast<std::int64_t>(emscripten_get_now()); }

bool stop_requested() { return qipan_stop_signal() != 0; }

}  // namespace qipan::js
