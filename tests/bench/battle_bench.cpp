// Native benchmarks of the tactics battle on the largest shipped scenario
// (marsh, 24 × 16, 20 units), run from native-release:
//   build/native-release/tests/bench/battle_bench [--benchmark_repetitions=5]
// Targets (issue 8, in the browser): the page's update for a selected unit
// (its range, its attack fringe, the enemy's danger zone) under 1 ms; a whole
// enemy phase under 50 ms. Native should be far below both.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/tactics/battle_scenario.h"
#include "tests/native/tactics/battle_bot.h"

namespace qipan::tactics {
namespace {

std::vector<UnitId> player_units(const Battle& b) {
  std::vector<UnitId> ids;
  for (const BattleUnit& u : b.units()) {
    if (u.team == Team::player && u.alive()) ids.push_back(u.id);
  }
  return ids;
}

// Selecting the next player unit: its view (range, fringe, targets) and the
// danger zone, as the page redraws them.
void BM_PageUpdate(benchmark::State& state) {
  const Battle b = *load_scenario("marsh");
  const std::vector<UnitId> ids = player_units(b);
  std::size_t i = 0;
  std::size_t cells = 0;
  for (auto _ : state) {
    auto view = b.view(ids[i++ % ids.size()]);
    const std::vector<Point> danger = b.danger_zone();
    cells += view->reachable.size() + view->attack_cells.size() + danger.size();
    benchmark::DoNotOptimize(danger.data());
  }
  state.counters["cells"] = static_cast<double>(cells) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_PageUpdate)->Unit(benchmark::kMicrosecond);

// The parts of it.
void BM_View(benchmark::State& state) {
  const Battle b = *load_scenario("marsh");
  const std::vector<UnitId> ids = player_units(b);
  std::size_t i = 0;
  for (auto _ : state) {
    auto view = b.view(ids[i++ % ids.size()]);
    benchmark::DoNotOptimize(view->attack_cells.data());
  }
}
BENCHMARK(BM_View)->Unit(benchmark::kMicrosecond);

void BM_DangerZone(benchmark::State& state) {
  const Battle b = *load_scenario("marsh");
  for (auto _ : state) {
    const std::vector<Point> danger = b.danger_zone();
    benchmark::DoNotOptimize(danger.data());
  }
}
BENCHMARK(BM_DangerZone)->Unit(benchmark::kMicrosecond);

// A whole enemy phase (12 enemy units planned and played) on a copy of the
// battle at the start of turn `state.range(0)`'s enemy phase; the turns before
// are played by the tests' plain-minded player, so later turns have the
// armies engaged.
void BM_EnemyPhase(benchmark::State& state) {
  Battle b = *load_scenario("marsh");
  for (int turn = 1; turn < state.range(0); ++turn) {
    testing::play_player_phase(b);
    (void)b.run_enemy_phase();
  }
  testing::play_player_phase(b);
  if (b.phase() != Phase::enemy) (void)b.end_turn();
  std::size_t steps = 0;
  for (auto _ : state) {
    state.PauseTiming();
    Battle copy = b;
    state.ResumeTiming();
    auto played = copy.run_enemy_phase();
    steps += played->size();
    benchmark::DoNotOptimize(played->data());
  }
  state.counters["steps"] = static_cast<double>(steps) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_EnemyPhase)->ArgName("turn")->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

// Loading the largest scenario from its text.
void BM_ParseScenario(benchmark::State& state) {
  const std::string_view text = shipped_scenarios().back().text;
  for (auto _ : state) {
    auto b = parse_scenario(text);
    benchmark::DoNotOptimize(b.ok());
  }
}
BENCHMARK(BM_ParseScenario)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace qipan::tactics

BENCHMARK_MAIN();
