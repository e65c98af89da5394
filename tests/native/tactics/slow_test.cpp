// Long runs, on the optimised build (label `slow`).
#include <gtest/gtest.h>

#include <random>

#include "core/tactics/pathfinder.h"
#include "tests/native/tactics/reference.h"

namespace qipan::tactics {
namespace {

// Distances are stored as a per-query base plus the cost in 32 bits; long
// searches at cost 100 a step push the base past its limit within ~8000
// queries, so the buffer restarts from a clean slate at least once here. Every
// answer before and after must be right.
TEST(SlowSearch, StampsSurviveTheirRestart) {
  Map map = *Map::create(4096, 1);
  ASSERT_TRUE(map.set_move_cost("plain", "foot", 100).ok());
  const UnitId id = *map.add_unit({0, {0, 0}, "foot", {max_move}});
  Pathfinder search;
  std::vector<std::int32_t> field(4096);
  std::vector<std::int32_t> expected(4096);
  for (int query = 0; query < 16000; ++query) {
    const int x = (query * 37) % 4096;
    ASSERT_TRUE(map.move_unit(id, {x, 0}).ok());
    ASSERT_TRUE(search.distance_field(map, id, field).ok());
    for (int i = 0; i < 4096; ++i) expected[static_cast<std::size_t>(i)] = 100 * std::abs(i - x);
    ASSERT_EQ(field, expected) << "query " << query;
    if (query % 1000 == 0) {
      std::vector<Point> path;
      search.path_to({4095 - x, 0}, path);
      ASSERT_EQ(path.size(), static_cast<std::size_t>(std::abs(4095 - 2 * x) + 1));
    }
  }
}

// Bigger random maps than the default suite, against the reference.
TEST(SlowSearch, LargeRandomMapsMatchTheReference) {
  Pathfinder search;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    std::mt19937 rng(seed);
    const Map map = testing::random_map(rng, 120, 40);
    for (const Unit& u : map.units()) {
      const testing::Reference ref(map, u.id);
      ASSERT_TRUE(search.run(map, u.id).ok());
      std::vector<Point> path;
      for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
          ASSERT_EQ(search.cost_at({x, y}), ref.end_cost({x, y})) << "seed " << seed;
        }
      }
      const Point far{map.width() - 1 - u.at.x, map.height() - 1 - u.at.y};
      search.path_to(far, path);
      ASSERT_EQ(path.empty(), ref.end_cost(far) < 0);
      if (!path.empty()) {
        ASSERT_EQ(testing::turns_of(path), ref.fewest_turns(far));
      }
      std::vector<Point> zone;
      search.attack_range(zone);
      ASSERT_EQ(zone, ref.attack_range()) << "seed " << seed;
    }
  }
}

}  // namespace
}  // namespace qipan::tactics
