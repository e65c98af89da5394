// Native benchmarks of the tactics queries (run from native-release):
//   build/native-release/tests/bench/tactics_bench [--benchmark_repetitions=5]
// Targets (issue 5): distance field of an unbounded unit on 1024×1024 mixed
// terrain at most 10 ns per cell; ranges of move 5–10 on 64×64 with 50 units
// under 2 µs per query.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "core/tactics/pathfinder.h"

namespace qipan::tactics {
namespace {

// Mixed terrain, about 25% impassable on foot (wall 15%, water 10%).
Map mixed_map(int w, int h, unsigned seed) {
  Map map = *Map::create(w, h);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> roll(0, 99);
  const TerrainId plain = *map.costs().terrain("plain");
  const TerrainId road = *map.costs().terrain("road");
  const TerrainId forest = *map.costs().terrain("forest");
  const TerrainId hill = *map.costs().terrain("hill");
  const TerrainId mountain = *map.costs().terrain("mountain");
  const TerrainId water = *map.costs().terrain("water");
  const TerrainId wall = *map.costs().terrain("wall");
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int r = roll(rng);
      const TerrainId t = r < 40   ? plain
                          : r < 50 ? road
                          : r < 62 ? forest
                          : r < 70 ? hill
                          : r < 75 ? mountain
                          : r < 85 ? water
                                   : wall;
      (void)map.set_terrain({x, y}, t);
    }
  }
  return map;
}

// A unit in the middle of a big open region, so the flood covers most of the map.
UnitId centre_unit(Map& map, const char* move_class) {
  Point at{map.width() / 2, map.height() / 2};
  (void)map.set_terrain(at, "plain");
  return *map.add_unit({0, at, move_class, {max_move}});
}

void distance_field(benchmark::State& state, const char* move_class, bool plain_only) {
  const int side = static_cast<int>(state.range(0));
  Map map = plain_only ? *Map::create(side, side) : mixed_map(side, side, 1);
  if (plain_only) {
    std::mt19937 rng(2);
    std::uniform_int_distribution<int> roll(0, 99);
    for (int y = 0; y < side; ++y) {
      for (int x = 0; x < side; ++x) {
        if (roll(rng) < 25) (void)map.set_terrain({x, y}, "wall");
      }
    }
  }
  const UnitId id = centre_unit(map, move_class);
  Pathfinder search;
  std::vector<std::int32_t> field(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (auto _ : state) {
    (void)search.distance_field(map, id, field);
    benchmark::DoNotOptimize(field.data());
  }
  std::int64_t reached = 0;
  for (auto v : field) reached += v >= 0;
  state.counters["reached"] = static_cast<double>(reached);
  state.counters["per_cell"] = benchmark::Counter(
      static_cast<double>(field.size()),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_DistanceFieldFoot(benchmark::State& state) { distance_field(state, "foot", false); }
void BM_DistanceFieldFlying(benchmark::State& state) { distance_field(state, "flying", false); }
void BM_DistanceFieldUnitCosts(benchmark::State& state) { distance_field(state, "foot", true); }
BENCHMARK(BM_DistanceFieldFoot)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DistanceFieldFlying)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DistanceFieldUnitCosts)->Arg(1024)->Unit(benchmark::kMillisecond);

// 64×64 mixed terrain, 50 units of two teams with move 5–10 and ranges 1..3;
// each iteration queries the next unit.
struct Skirmish {
  Map map = mixed_map(64, 64, 3);
  std::vector<UnitId> ids;

  explicit Skirmish(bool zoc) {
    std::mt19937 rng(4);
    std::uniform_int_distribution<int> coord(0, 63), move(5, 10), range(1, 3), cls(0, 2);
    const char* classes[] = {"foot", "mounted", "flying"};
    map.set_options({.zone_of_control = zoc});
    while (ids.size() < 50) {
      const Point at{coord(rng), coord(rng)};
      (void)map.set_terrain(at, "plain");
      const int lo = range(rng);
      const int points = move(rng);  // drawn before the class: the same units as before
      const char* move_class = classes[cls(rng)];
      auto id = map.add_unit(
          {static_cast<int>(ids.size() % 2), at, move_class, {points, lo, lo + range(rng) - 1}});
      if (id) ids.push_back(*id);
    }
  }
};

void BM_Range64(benchmark::State& state) {
  Skirmish s(state.range(0) != 0);
  Pathfinder search;
  std::vector<Reach> range;
  std::size_t i = 0;
  std::size_t cells = 0;
  for (auto _ : state) {
    (void)search.reachable(s.map, s.ids[i++ % s.ids.size()], range);
    cells += range.size();
    benchmark::DoNotOptimize(range.data());
  }
  state.counters["cells"] = static_cast<double>(cells) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_Range64)->ArgName("zoc")->Arg(0)->Arg(1);

void BM_AttackRange64(benchmark::State& state) {
  Skirmish s(false);
  Pathfinder search;
  std::vector<Point> zone;
  std::size_t i = 0;
  for (auto _ : state) {
    (void)search.attack_range(s.map, s.ids[i++ % s.ids.size()], zone);
    benchmark::DoNotOptimize(zone.data());
  }
}
BENCHMARK(BM_AttackRange64);

void BM_PathTo64(benchmark::State& state) {
  Skirmish s(false);
  Pathfinder search;
  std::vector<Reach> range;
  std::vector<Point> path;
  std::size_t i = 0;
  for (auto _ : state) {
    const UnitId id = s.ids[i++ % s.ids.size()];
    // The farthest cell of the range: the longest path.
    state.PauseTiming();
    (void)search.reachable(s.map, id, range);
    Point far = s.map.unit(id)->at;
    int best = -1;
    for (const Reach& r : range) {
      if (r.cost > best) best = r.cost, far = r.at;
    }
    state.ResumeTiming();
    (void)search.path_to(s.map, id, far, path);
    benchmark::DoNotOptimize(path.data());
  }
}
BENCHMARK(BM_PathTo64);

void BM_DangerZone64(benchmark::State& state) {
  Skirmish s(false);
  Pathfinder search;
  std::vector<Point> zone;
  for (auto _ : state) {
    (void)search.danger_zone(s.map, 0, zone);
    benchmark::DoNotOptimize(zone.data());
  }
  state.counters["cells"] = static_cast<double>(zone.size());
}
BENCHMARK(BM_DangerZone64)->Unit(benchmark::kMicrosecond);

// The page's update on a 24×16 map with 12 units: one unit's range, its
// attack range, and the danger zone of its team.
void BM_PageUpdate24x16(benchmark::State& state) {
  Map map = mixed_map(24, 16, 5);
  std::vector<UnitId> ids;
  std::mt19937 rng(6);
  std::uniform_int_distribution<int> x(0, 23), y(0, 15), move(4, 7), range(1, 2);
  while (ids.size() < 12) {
    const Point at{x(rng), y(rng)};
    (void)map.set_terrain(at, "plain");
    auto id =
        map.add_unit({static_cast<int>(ids.size() % 2), at, "foot", {move(rng), 1, range(rng)}});
    if (id) ids.push_back(*id);
  }
  Pathfinder search;
  std::vector<Reach> reach;
  std::vector<Point> attack, danger;
  std::size_t i = 0;
  for (auto _ : state) {
    const UnitId id = ids[i++ % ids.size()];
    (void)search.reachable(map, id, reach);
    search.attack_range(attack);
    (void)search.danger_zone(map, map.unit(id)->team, danger);
    benchmark::DoNotOptimize(danger.data());
  }
}
BENCHMARK(BM_PageUpdate24x16)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace qipan::tactics

BENCHMARK_MAIN();
