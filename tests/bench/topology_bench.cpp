// Native benchmarks of hex and square side by side, sight and the Tiled
// importer (run from native-release):
//   build/native-release/tests/bench/topology_bench [--benchmark_repetitions=5]
// Targets (issue 25): the hex distance field on 1024×1024 within 1.3× the
// square one in the same run; a sight field of radius 30 on 1024² in at most
// 1 ms; a 1024×1024 base64+zlib Tiled map imported in at most 100 ms (in
// Node: tests/bench/tiled_import.mjs).
#include <benchmark/benchmark.h>
#include <zlib.h>

#include <random>
#include <string>
#include <vector>

#include "core/tactics/import/tiled.h"
#include "core/tactics/pathfinder.h"
#include "core/tactics/sight.h"

namespace qipan::tactics {
namespace {

const Topology hex{Shape::hex, StaggerAxis::y, StaggerIndex::odd};

// The same mixed terrain whatever the topology: 40% plain, road, forest,
// hill, mountain, water and 15% wall.
Map mixed_map(int side, Topology topology, bool unit_costs) {
  Map map = *Map::create(side, side, topology);
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> roll(0, 99);
  std::vector<TerrainId> ids(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (auto& t : ids) {
    const int r = roll(rng);
    if (unit_costs) {
      t = r < 25 ? 6 : 0;  // wall or plain
    } else {
      t = static_cast<TerrainId>(r < 40   ? 0
                                 : r < 50 ? 1
                                 : r < 62 ? 2
                                 : r < 70 ? 3
                                 : r < 75 ? 4
                                 : r < 85 ? 5
                                          : 6);
    }
  }
  (void)map.set_terrain_ids(ids);
  const Point at{side / 2, side / 2};
  (void)map.set_terrain(at, "plain");
  (void)map.add_unit({0, at, "foot", {max_move}});
  return map;
}

void field(benchmark::State& state, Topology topology, bool unit_costs) {
  const int side = static_cast<int>(state.range(0));
  const Map map = mixed_map(side, topology, unit_costs);
  Pathfinder search;
  std::vector<std::int32_t> out(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (auto _ : state) {
    (void)search.distance_field(map, 0, out);
    benchmark::DoNotOptimize(out.data());
  }
  std::int64_t reached = 0;
  for (auto v : out) reached += v >= 0;
  state.counters["reached"] = static_cast<double>(reached);
}

void BM_FieldSquareCosts(benchmark::State& s) { field(s, {}, false); }
void BM_FieldHexCosts(benchmark::State& s) { field(s, hex, false); }
void BM_FieldSquareBfs(benchmark::State& s) { field(s, {}, true); }
void BM_FieldHexBfs(benchmark::State& s) { field(s, hex, true); }
BENCHMARK(BM_FieldSquareCosts)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldHexCosts)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldSquareBfs)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldHexBfs)->Arg(1024)->Unit(benchmark::kMillisecond);

// Radius 30 from the centre of 1024² mixed terrain (walls and mountains
// block: 20% of cells).
void sight(benchmark::State& state, Topology topology) {
  const Map map = mixed_map(1024, topology, false);
  std::vector<Point> seen;
  for (auto _ : state) {
    sight_field(map, {512, 512}, 30, seen);
    benchmark::DoNotOptimize(seen.data());
  }
  state.counters["seen"] = static_cast<double>(seen.size());
}
void BM_SightSquare(benchmark::State& s) { sight(s, {}); }
void BM_SightHex(benchmark::State& s) { sight(s, hex); }
BENCHMARK(BM_SightSquare)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SightHex)->Unit(benchmark::kMicrosecond);

std::string base64(const std::vector<std::uint8_t>& bytes) {
  static const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::uint32_t b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0;
    const std::uint32_t b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0;
    const std::uint32_t v = static_cast<std::uint32_t>(bytes[i]) << 16 | b1 << 8 | b2;
    out += a[v >> 18 & 63];
    out += a[v >> 12 & 63];
    out += i + 1 < bytes.size() ? a[v >> 6 & 63] : '=';
    out += i + 2 < bytes.size() ? a[v & 63] : '=';
  }
  return out;
}

// A 1024×1024 map of seven tiles at random, base64 + zlib.
std::string tiled_1024() {
  std::mt19937 rng(3);
  std::uniform_int_distribution<int> roll(1, 7);
  std::vector<std::uint8_t> raw;
  for (int i = 0; i < 1024 * 1024; ++i) {
    const auto g = static_cast<std::uint32_t>(roll(rng));
    for (int b = 0; b < 4; ++b) raw.push_back(static_cast<std::uint8_t>(g >> (8 * b)));
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::vector<std::uint8_t> packed(size);
  compress2(packed.data(), &size, raw.data(), static_cast<uLong>(raw.size()), 6);
  packed.resize(size);
  std::string tiles;
  const char* names[] = {"plain", "road", "forest", "hill", "mountain", "water", "wall"};
  for (int t = 0; t < 7; ++t) {
    tiles += std::string(t ? "," : "") + R"({"id": )" + std::to_string(t) + R"(, "class": ")" +
             names[t] + R"("})";
  }
  return R"({"orientation": "orthogonal", "tilewidth": 16, "tileheight": 16, "width": 1024, "height": 1024, "infinite": false, "tilesets": [{"firstgid": 1, "tilecount": 7, "tiles": [)" +
         tiles +
         R"(]}], "layers": [{"name": "ground", "type": "tilelayer", "width": 1024, "height": 1024, "encoding": "base64", "compression": "zlib", "data": ")" +
         base64(packed) + R"("}]})";
}

void BM_TiledImport1024Zlib(benchmark::State& state) {
  const std::string json = tiled_1024();
  for (auto _ : state) {
    auto map = import::import_tiled(json);
    benchmark::DoNotOptimize(map.ok());
  }
  state.counters["json_bytes"] = static_cast<double>(json.size());
}
BENCHMARK(BM_TiledImport1024Zlib)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace qipan::tactics

BENCHMARK_MAIN();
