#include "core/tactics/pathfinder.h"

#include <gtest/gtest.h>

#include <random>

#include "tests/native/tactics/reference.h"

namespace qipan::tactics {
namespace {

// A full FIFO must not spill into the next: the only forest cell (cost 2 on
// foot) fills its FIFO at the first step; a later look at it from another
// side once overwrote the first cell of the cost-3 FIFO — the mountain that
// is the only way to the bottom row.
TEST(Pathfinder, AFullCostFifoDoesNotOverwriteTheNext) {
  const char* rows[] = {"...##", "..F##", "#M###", "#.###"};
  Map map = *Map::create(5, 4);
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 5; ++x) {
      const char c = rows[y][x];
      const char* t = c == 'F' ? "forest" : c == 'M' ? "mountain" : c == '#' ? "wall" : "plain";
      ASSERT_TRUE(map.set_terrain({x, y}, t).ok());
    }
  }
  const UnitId id = *map.add_unit({0, {1, 1}, "foot", {20}});
  Pathfinder search;
  std::vector<std::int32_t> field(20);
  ASSERT_TRUE(search.distance_field(map, id, field).ok());
  const std::vector<std::int32_t> expected = {2,  1, 2,  -1, -1,  //
                                              1,  0, 2,  -1, -1,  //
                                              -1, 3, -1, -1, -1,  //
                                              -1, 4, -1, -1, -1};
  EXPECT_EQ(field, expected);
}

TEST(Pathfinder, NamesABadUnit) {
  Map map = *Map::create(3, 3);
  const UnitId id = *map.add_unit({0, {1, 1}, "foot", {2}});
  ASSERT_TRUE(map.remove_unit(id).ok());
  Pathfinder search;
  std::vector<Reach> range;
  auto r = search.reachable(map, 5, range);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "no unit with id 5");
  r = search.reachable(map, id, range);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "unit 0 was removed");
  std::vector<Point> cells;
  EXPECT_FALSE(search.attack_range(map, -1, cells).ok());
  EXPECT_FALSE(search.path_to(map, 7, {0, 0}, cells).ok());
}

TEST(Pathfinder, ChecksTargetsTeamsAndBufferSizes) {
  Map map = *Map::create(4, 3);
  const UnitId id = *map.add_unit({0, {1, 1}, "foot", {2}});
  Pathfinder search;
  std::vector<Point> path{{9, 9}};
  auto r = search.path_to(map, id, {4, 1}, path);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "cell (4, 1) is off the map (4x3)");
  std::vector<std::int32_t> field(11);
  r = search.distance_field(map, id, field);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "distance field needs 12 values, got 11");
  ASSERT_TRUE(search.run(map, id).ok());
  search.distance_field(field);  // the reader leaves a wrong size alone
  EXPECT_EQ(field, std::vector<std::int32_t>(11, 0));
  std::vector<Point> zone;
  r = search.danger_zone(map, 256, zone);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "team is out of range: 256 (expected 0..255)");
  EXPECT_FALSE(search.danger_zone(map, -1, zone).ok());
}

TEST(Pathfinder, ReadsNothingBeforeARun) {
  Pathfinder search;
  std::vector<Reach> range{{{1, 1}, 1}};
  search.reachable(range);
  EXPECT_TRUE(range.empty());
  std::vector<Point> cells{{1, 1}};
  search.path_to({0, 0}, cells);
  EXPECT_TRUE(cells.empty());
  cells = {{1, 1}};
  search.attack_range(cells);
  EXPECT_TRUE(cells.empty());
  EXPECT_EQ(search.cost_at({0, 0}), -1);
  EXPECT_FALSE(search.in_zone({0, 0}));
}

TEST(Pathfinder, RunsWithOtherMovePoints) {
  // run(map, id, points) searches as if the unit had `points`.
  Map map = *Map::create(7, 1);
  const UnitId id = *map.add_unit({0, {0, 0}, "foot", {2}});
  Map wider = map;
  ASSERT_TRUE(wider.remove_unit(id).ok());
  const UnitId far = *wider.add_unit({0, {0, 0}, "foot", {5}});
  Pathfinder search;
  std::vector<Reach> got, expected;
  ASSERT_TRUE(search.run(map, id, 5).ok());
  search.reachable(got);
  ASSERT_TRUE(search.reachable(wider, far, expected).ok());
  EXPECT_EQ(got, expected);
  EXPECT_EQ(got.size(), 6u);
  ASSERT_TRUE(search.run(map, id, max_move).ok());
  EXPECT_EQ(search.cost_at({6, 0}), 6);
  ASSERT_TRUE(search.run(map, id).ok());  // its own points again
  EXPECT_EQ(search.cost_at({3, 0}), -1);
  auto r = search.run(map, id, -1);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "move points are out of range: -1 (expected 0..1000000000)");
}

TEST(Pathfinder, KnowsWhenItsRunIsStale) {
  Map map = *Map::create(3, 3);
  const Map other = map;
  const UnitId id = *map.add_unit({0, {1, 1}, "foot", {2}});
  Pathfinder search;
  ASSERT_TRUE(search.run(map, id).ok());
  EXPECT_TRUE(search.fresh(map));
  EXPECT_FALSE(search.fresh(other));
  EXPECT_EQ(search.unit().id, id);
  ASSERT_TRUE(map.set_terrain({0, 0}, "hill").ok());
  EXPECT_FALSE(search.fresh(map));
}

TEST(Pathfinder, OwnCellAlone) {
  Map map = *Map::create(1, 1);
  const UnitId id = *map.add_unit({3, {0, 0}, "foot", {5, 0, 0}});
  Pathfinder search;
  std::vector<Reach> range;
  ASSERT_TRUE(search.reachable(map, id, range).ok());
  EXPECT_EQ(range, (std::vector<Reach>{{{0, 0}, 0}}));
  std::vector<Point> path;
  ASSERT_TRUE(search.path_to(map, id, {0, 0}, path).ok());
  EXPECT_EQ(path, (std::vector<Point>{{0, 0}}));
  std::vector<Point> zone;
  ASSERT_TRUE(search.attack_range(map, id, zone).ok());
  EXPECT_EQ(zone, (std::vector<Point>{{0, 0}}));  // min range 0 hits its own cell
  ASSERT_TRUE(search.danger_zone(map, 3, zone).ok());
  EXPECT_TRUE(zone.empty());
  ASSERT_TRUE(search.danger_zone(map, 0, zone).ok());
  EXPECT_EQ(zone, (std::vector<Point>{{0, 0}}));
}

TEST(Pathfinder, ZeroMovePointsKeepTheUnitInPlace) {
  Map map = *Map::create(5, 5);
  const UnitId id = *map.add_unit({0, {2, 2}, "flying", {0, 1, 1}});
  Pathfinder search;
  std::vector<Reach> range;
  ASSERT_TRUE(search.reachable(map, id, range).ok());
  EXPECT_EQ(range, (std::vector<Reach>{{{2, 2}, 0}}));
  std::vector<Point> zone;
  search.attack_range(zone);
  EXPECT_EQ(zone, (std::vector<Point>{{2, 1}, {1, 2}, {3, 2}, {2, 3}}));
  EXPECT_TRUE(search.in_zone({2, 1}));
  EXPECT_FALSE(search.in_zone({2, 2}));
  EXPECT_FALSE(search.in_zone({9, 9}));
}

TEST(Pathfinder, UnboundedMoveCrossesALargeMap) {
  Map map = *Map::create(300, 200);
  const UnitId id = *map.add_unit({0, {0, 0}, "foot", {max_move}});
  std::vector<std::int32_t> field(300 * 200);
  Pathfinder search;
  ASSERT_TRUE(search.distance_field(map, id, field).ok());
  EXPECT_EQ(field.back(), 299 + 199);
  EXPECT_EQ(search.cost_at({299, 199}), 498);
  std::vector<Point> path;
  search.path_to({299, 199}, path);
  ASSERT_EQ(path.size(), 499u);
  EXPECT_EQ(testing::turns_of(path), 1);
  EXPECT_EQ(path[299], (Point{299, 0}));  // right first, then down
}

TEST(Pathfinder, NewTerrainsAndClassesTakePartInTheSearch) {
  Map map = *Map::create(5, 1);
  ASSERT_TRUE(map.set_move_cost("lava", "foot", 100).ok());
  ASSERT_TRUE(map.add_move_class("salamander", "").ok());
  ASSERT_TRUE(map.set_move_cost("lava", "salamander", 1).ok());
  ASSERT_TRUE(map.set_move_cost("plain", "salamander", 7).ok());
  for (int x = 1; x < 4; ++x) ASSERT_TRUE(map.set_terrain({x, 0}, "lava").ok());
  const UnitId walker = *map.add_unit({0, {0, 0}, "foot", {301}});
  const UnitId salamander = *map.add_unit({0, {4, 0}, "salamander", {10}});
  Pathfinder search;
  ASSERT_TRUE(search.run(map, walker).ok());
  EXPECT_EQ(search.cost_at({3, 0}), 300);
  EXPECT_EQ(search.cost_at({4, 0}), -1);  // a unit stands there
  ASSERT_TRUE(search.run(map, salamander).ok());
  EXPECT_EQ(search.cost_at({1, 0}), 3);
  EXPECT_EQ(search.cost_at({0, 0}), -1);
}

TEST(Pathfinder, ReusesItsBuffersAcrossMapsOfAnySize) {
  std::mt19937 rng(5);
  Pathfinder shared;
  for (int round = 0; round < 40; ++round) {
    const Map map = testing::random_map(rng, round % 2 ? 40 : 6, 6);
    for (const Unit& u : map.units()) {
      Pathfinder fresh;
      std::vector<std::int32_t> a(static_cast<std::size_t>(map.width() * map.height()));
      std::vector<std::int32_t> b(a.size());
      ASSERT_TRUE(shared.distance_field(map, u.id, a).ok());
      ASSERT_TRUE(fresh.distance_field(map, u.id, b).ok());
      ASSERT_EQ(a, b) << "round " << round;
      std::vector<Point> za, zb;
      ASSERT_TRUE(shared.danger_zone(map, u.team, za).ok());
      ASSERT_TRUE(fresh.danger_zone(map, u.team, zb).ok());
      ASSERT_EQ(za, zb) << "round " << round;
    }
  }
}

// The map keeps its unit flags (on a cell, next to a cell) right through
// moves, removals and terrain changes: the search agrees with the reference
// after every change.
TEST(Pathfinder, StaysRightAsTheMapChanges) {
  std::mt19937 rng(99);
  auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Pathfinder search;
  for (int game = 0; game < 30; ++game) {
    Map map = testing::random_map(rng, 10, 10);
    map.set_options({.zone_of_control = true});
    for (int turn = 0; turn < 40; ++turn) {
      const Point p{roll(0, map.width() - 1), roll(0, map.height() - 1)};
      const auto units = map.units();
      switch (roll(0, 3)) {
        case 0:
          if (!units.empty()) {
            (void)map.move_unit(
                units[static_cast<std::size_t>(roll(0, static_cast<int>(units.size()) - 1))].id, p);
          }
          break;
        case 1:
          if (!units.empty()) {
            (void)map.remove_unit(
                units[static_cast<std::size_t>(roll(0, static_cast<int>(units.size()) - 1))].id);
          }
          break;
        case 2:
          (void)map.add_unit({roll(0, 2), p, "foot", {roll(0, 6), 1, 2}});
          break;
        default:
          (void)map.set_terrain(p, static_cast<TerrainId>(roll(0, 6)));
      }
      for (const Unit& u : map.units()) {
        const testing::Reference ref(map, u.id);
        ASSERT_TRUE(search.run(map, u.id).ok());
        for (int y = 0; y < map.height(); ++y) {
          for (int x = 0; x < map.width(); ++x) {
            ASSERT_EQ(search.cost_at({x, y}), ref.end_cost({x, y}))
                << "game " << game << " turn " << turn << " unit " << u.id;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace qipan::tactics
