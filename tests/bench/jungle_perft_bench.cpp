// Jungle move generation speed natively (Google Benchmark): perft leaves per
// second from the start and from a middle game, and the cost of a full
// legal_moves() call. Run from the native-release build:
//   build/native-release/tests/bench/jungle_perft_bench
// The headline figure is `qipan perft jungle 7` (docs/jungle.md).
#include <benchmark/benchmark.h>

#include "core/jungle/position.h"

namespace {

using qipan::jungle::Position;

constexpr const char* middle_game = "l1E1t2/1w1T1c1/r1p1d1e/3L3/1R5/7/2D1P2/1C3W1/7 r";

void perft_from(benchmark::State& state, const Position& p) {
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = p.perft(depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}

void StartPerft(benchmark::State& state) { perft_from(state, Position()); }
BENCHMARK(StartPerft)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

void MiddleGamePerft(benchmark::State& state) {
  perft_from(state, Position::from_fen(middle_game).value());
}
BENCHMARK(MiddleGamePerft)->Arg(5)->Unit(benchmark::kMillisecond);

void LegalMoves(benchmark::State& state) {
  const Position p = Position::from_fen(middle_game).value();
  for (auto _ : state) benchmark::DoNotOptimize(p.legal_moves());
}
BENCHMARK(LegalMoves);

}  // namespace

BENCHMARK_MAIN();
