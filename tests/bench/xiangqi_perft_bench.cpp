// Xiangqi perft speed, natively (a benchmark, never a test). Run from the
// release build:
//   build/native-release/tests/bench/xiangqi_perft_bench
// Each benchmark reports leaves per second; the target for perft(5) from the
// start is at least 50 M leaves/s. The command-line equivalent is
//   build/native-release/cli/qipan perft xiangqi 5
#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/xiangqi/position.h"

namespace {

using qipan::xiangqi::Position;

void perft(benchmark::State& state, const char* fen, int depth) {
  const Position p = *Position::from_fen(fen);
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = p.perft(depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["leaves"] = static_cast<double>(leaves);
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}

constexpr const char* start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
constexpr const char* middlegame = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w";

BENCHMARK_CAPTURE(perft, start_depth4, start, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, start_depth5, start, 5)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(perft, middlegame_depth5, middlegame, 5)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
