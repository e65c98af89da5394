// Search speed, natively (a benchmark, never a test): nodes per second of
// the computer opponent on a few Xiangqi and Jungle positions at a fixed
// node budget. Run from the release build:
//   build/native-release/tests/bench/search_bench
// The WebAssembly counterpart is search.mjs beside (once the JS API exists).
// The multipv_* benchmarks search to a fixed depth with 1 and with 3 lines
// (MultiPV), medians of 5 runs; compare the two times of each position:
//   search_bench --benchmark_filter=multipv
#include <benchmark/benchmark.h>

#include <cstdint>
#include <initializer_list>

#include "core/search/jungle_engine.h"
#include "core/search/xiangqi_engine.h"

namespace {

using qipan::search::Budget;

template <class Position, class Engine>
void nodes_per_second(benchmark::State& state, const char* fen,
                      std::initializer_list<const char*> moves = {}) {
  Position p = *Position::from_fen(fen);
  for (const char* m : moves) (void)p.play(*p.parse_move(m));
  Engine engine(16);
  Budget b;
  b.nodes = static_cast<std::uint64_t>(state.range(0));
  std::uint64_t nodes = 0;
  int depth = 0;
  for (auto _ : state) {
    engine.new_game();
    const auto r = engine.best_move(p, b);
    nodes += r->nodes;
    depth = r->depth;
    benchmark::DoNotOptimize(r->move);
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["depth"] = depth;
}

constexpr const char* xiangqi_start =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// A middlegame after a central-cannon opening, pieces developed on both sides.
constexpr const char* xiangqi_middle =
    "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 5";
constexpr const char* jungle_start = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b";

void xiangqi_opening(benchmark::State& s) {
  nodes_per_second<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(s, xiangqi_start);
}
void xiangqi_middlegame(benchmark::State& s) {
  nodes_per_second<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(s, xiangqi_middle);
}
// Issue 28's game at ply 65, Black to move, where Black's cannon may start
// chasing Red's chariot for ever: repetitions all through the tree, each
// judged by the chase rules.
void xiangqi_chase(benchmark::State& s) {
  nodes_per_second<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(
      s, xiangqi_start,
      {"h2e2", "h7e7", "h0g2", "h9g7", "g3g4", "i9h9", "b0c2", "b7c7", "g2f4", "h9h5", "f4g6",
       "c6c5", "i0i1", "c5c4", "g6e7", "c9e7", "i1d1", "a9a8", "c3c4", "c7c2", "a0a1", "a8c8",
       "d1d4", "c8d8", "d4d8", "b9d8", "a1d1", "d8b7", "d0e1", "g7f5", "d1d5", "h5i5", "e2e6",
       "d9e8", "i3i4", "i5h5", "e0d0", "b7d6", "e3e4", "f5g7", "e6e5", "h5e5", "e4e5", "d6c8",
       "b2b9", "e8f7", "d5d9", "e9e8", "e5e6", "g7f5", "b9f9", "f5e3", "d9d8", "e8e9", "f9f8",
       "c8b6", "d8d9", "e9e8", "d9d8", "e8e9", "e6e7", "b6d5", "e7f7", "c2c3", "c0e2"});
}
void jungle_opening(benchmark::State& s) {
  nodes_per_second<qipan::jungle::Position, qipan::search::JungleEngine>(s, jungle_start);
}

// A fresh engine searched to depth range(0) with range(1) lines (MultiPV).
template <class Position, class Engine>
void lines_to_depth(benchmark::State& state, const char* fen) {
  const Position p = *Position::from_fen(fen);
  Engine engine(16);
  Budget b;
  b.depth = static_cast<int>(state.range(0));
  b.lines = static_cast<int>(state.range(1));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    engine.new_game();
    const auto r = engine.best_move(p, b);
    nodes = r->nodes;
    benchmark::DoNotOptimize(r->lines);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

void multipv_xiangqi_opening(benchmark::State& s) {
  lines_to_depth<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(s, xiangqi_start);
}
void multipv_xiangqi_middlegame(benchmark::State& s) {
  lines_to_depth<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(s, xiangqi_middle);
}
void multipv_jungle_opening(benchmark::State& s) {
  lines_to_depth<qipan::jungle::Position, qipan::search::JungleEngine>(s, jungle_start);
}

// One line and three to the same depth, medians of five runs.
template <int depth>
void one_and_three_lines(benchmark::internal::Benchmark* b) {
  b->Args({depth, 1})
      ->Args({depth, 3})
      ->Repetitions(5)
      ->ReportAggregatesOnly(true)
      ->Unit(benchmark::kMillisecond);
}
BENCHMARK(multipv_xiangqi_opening)->Apply(one_and_three_lines<8>);
BENCHMARK(multipv_xiangqi_middlegame)->Apply(one_and_three_lines<8>);
BENCHMARK(multipv_jungle_opening)->Apply(one_and_three_lines<10>);

BENCHMARK(xiangqi_opening)->Arg(300000)->Unit(benchmark::kMillisecond);
BENCHMARK(xiangqi_middlegame)->Arg(300000)->Unit(benchmark::kMillisecond);
BENCHMARK(xiangqi_chase)->Arg(300000)->Unit(benchmark::kMillisecond);
BENCHMARK(jungle_opening)->Arg(300000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
