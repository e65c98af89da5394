// The topology seam: hex neighbours and distance, and every query on hexes
// and uneven ground checked against the reference (reference.h), which
// finds hex neighbours from axial coordinates rather than the stencil.
#include <gtest/gtest.h>

#include <array>
#include <deque>
#include <random>
#include <string>

#include "core/tactics/map_text.h"
#include "core/tactics/pathfinder.h"
#include "core/tactics/sight.h"
#include "tests/native/tactics/reference.h"

namespace qipan::tactics {
namespace {

constexpr std::array<Topology, 5> topologies = {{
    {},
    {Shape::hex, StaggerAxis::y, StaggerIndex::odd},
    {Shape::hex, StaggerAxis::y, StaggerIndex::even},
    {Shape::hex, StaggerAxis::x, StaggerIndex::odd},
    {Shape::hex, StaggerAxis::x, StaggerIndex::even},
}};

TEST(Topology, NamesRoundTrip) {
  for (Topology t : topologies) EXPECT_EQ(parse_topology(topology_name(t)), t);
  EXPECT_FALSE(parse_topology("isometric"));
  EXPECT_FALSE(parse_topology("hex"));
}

// Neighbours go both ways: the neighbour in direction d has this cell as its
// neighbour in the opposite direction, and it is one step away.
TEST(Topology, NeighboursAreSymmetricAndOneAway) {
  for (Topology t : topologies) {
    const int n = neighbour_count(t);
    for (int y = -3; y <= 3; ++y) {
      for (int x = -3; x <= 3; ++x) {
        for (int d = 0; d < n; ++d) {
          const Point q = neighbour(t, {x, y}, d);
          EXPECT_EQ(neighbour(t, q, (d + n / 2) % n), (Point{x, y})) << topology_name(t);
          EXPECT_EQ(distance(t, {x, y}, q), 1) << topology_name(t);
        }
      }
    }
  }
}

// Distance is a metric and is the fewest steps: a BFS over neighbours on a
// large enough area gives it exactly.
TEST(Topology, DistanceIsTheFewestStepsAndAMetric) {
  constexpr int side = 41;
  for (Topology t : topologies) {
    const Point centre{20, 20};
    std::vector<int> cells(side * side, -1);
    auto bfs_at = [&](Point p) -> int& {
      return cells[static_cast<std::size_t>(p.y * side + p.x)];
    };
    std::deque<Point> queue{centre};
    bfs_at(centre) = 0;
    while (!queue.empty()) {
      const Point p = queue.front();
      queue.pop_front();
      for (int d = 0; d < neighbour_count(t); ++d) {
        const Point q = neighbour(t, p, d);
        if (q.x < 0 || q.y < 0 || q.x >= side || q.y >= side) continue;
        if (bfs_at(q) >= 0) continue;
        bfs_at(q) = bfs_at(p) + 1;
        queue.push_back(q);
      }
    }
    // Within 10 of the centre no shortest path needs to leave the area.
    for (int y = 10; y <= 30; ++y) {
      for (int x = 10; x <= 30; ++x) {
        ASSERT_EQ(distance(t, centre, {x, y}), bfs_at({x, y}))
            << topology_name(t) << " (" << x << ", " << y << ")";
      }
    }
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> c(-30, 30);
    for (int i = 0; i < 2000; ++i) {
      const Point a{c(rng), c(rng)}, b{c(rng), c(rng)}, m{c(rng), c(rng)};
      ASSERT_EQ(distance(t, a, b), distance(t, b, a));
      ASSERT_EQ(distance(t, a, b) == 0, a == b);
      ASSERT_LE(distance(t, a, b), distance(t, a, m) + distance(t, m, b));
      ASSERT_EQ(from_axial(t, to_axial(t, a)), a);
    }
  }
}

std::string where(Topology t, unsigned seed, UnitId id) {
  return topology_name(t) + " seed " + std::to_string(seed) + " unit " + std::to_string(id);
}

// Movement range, distance field (= the path's cost), paths and attack
// ranges against the reference on every topology, flat and uneven.
void check_world(bool uneven, unsigned seeds) {
  Pathfinder search;
  for (Topology t : topologies) {
    const testing::RandomWorld world{t, uneven};
    for (unsigned seed = 1; seed <= seeds; ++seed) {
      std::mt19937 rng(seed);
      const Map map = testing::random_map(rng, 12, 8, false, &world);
      for (const Unit& u : map.units()) {
        const testing::Reference ref(map, u.id);
        ASSERT_TRUE(search.run(map, u.id).ok());
        std::vector<std::int32_t> field(static_cast<std::size_t>(map.width() * map.height()));
        search.distance_field(field);
        std::vector<Point> path;
        for (int y = 0; y < map.height(); ++y) {
          for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            const int cost = ref.end_cost(p);
            ASSERT_EQ(field[static_cast<std::size_t>(y * map.width() + x)], cost)
                << where(t, seed, u.id) << " at (" << x << ", " << y << ")";
            search.path_to(p, path);
            ASSERT_EQ(path.empty(), cost < 0) << where(t, seed, u.id);
            if (cost < 0) continue;
            int walked = 0;
            for (std::size_t i = 1; i < path.size(); ++i) {
              ASSERT_EQ(map.distance(path[i - 1], path[i]), 1) << where(t, seed, u.id);
              ASSERT_LE(std::abs(map.height_at(path[i]) - map.height_at(path[i - 1])), u.jump);
              ASSERT_TRUE(ref.can_enter(path[i]));
              walked += ref.entry_cost(path[i]);
            }
            ASSERT_EQ(walked, cost) << where(t, seed, u.id);
            ASSERT_EQ(testing::turns_of(map, path), ref.fewest_turns(p))
                << where(t, seed, u.id) << " to (" << x << ", " << y << ")";
          }
        }
        std::vector<Point> zone;
        search.attack_range(zone);
        ASSERT_EQ(zone, ref.attack_range()) << where(t, seed, u.id) << " attack range";
      }
    }
  }
}

TEST(Topology, EveryQueryMatchesTheReferenceOnFlatGround) { check_world(false, 150); }
TEST(Topology, EveryQueryMatchesTheReferenceOnUnevenGround) { check_world(true, 150); }

// The hex searches look only ahead of a cell entered by a step (pathfinder.cpp,
// HexSteps): on maps of 16..36 a side, large enough for long fronts, with
// every cost 1 (BFS) or mixed costs, move points bounded or not, units in
// the way and zone of control, and heights on some (where every neighbour
// is looked at), the distance field is the reference's cell for cell.
TEST(Topology, HexFieldsMatchTheReferenceOnLargeMaps) {
  Pathfinder search;
  for (Topology t : topologies) {
    for (unsigned seed = 1; seed <= 8; ++seed) {
      std::mt19937 rng(seed);
      auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
      const bool unit_costs = seed % 2 == 0;
      const bool uneven = seed % 6 == 5;
      Map map = *Map::create(roll(16, 36), roll(16, 36), t);
      for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
          const int r = roll(0, 99);
          const TerrainId id = unit_costs ? (r < 25 ? 6 : 0) : static_cast<TerrainId>(r % 7);
          (void)map.set_terrain({x, y}, id);
          if (uneven) (void)map.set_height({x, y}, roll(0, 3));
        }
      }
      map.set_options({.allies_block = roll(0, 1) == 0, .zone_of_control = roll(0, 1) == 0});
      const char* classes[] = {"foot", "mounted", "flying"};
      for (int i = 0; i < 6; ++i) {
        UnitSpec spec;
        spec.team = roll(0, 2);
        spec.at = {roll(0, map.width() - 1), roll(0, map.height() - 1)};
        spec.move_class = classes[roll(0, 2)];
        spec.stats.move = i % 3 == 0 ? max_move : roll(0, 60);
        if (uneven) spec.jump = roll(0, 2);
        (void)map.add_unit(spec);  // a taken cell skips the unit
      }
      for (const Unit& u : map.units()) {
        const testing::Reference ref(map, u.id);
        std::vector<std::int32_t> field(static_cast<std::size_t>(map.width() * map.height()));
        ASSERT_TRUE(search.distance_field(map, u.id, field).ok());
        for (int y = 0; y < map.height(); ++y) {
          for (int x = 0; x < map.width(); ++x) {
            ASSERT_EQ(field[static_cast<std::size_t>(y * map.width() + x)], ref.end_cost({x, y}))
                << where(t, seed, u.id) << " at (" << x << ", " << y << ")";
          }
        }
      }
    }
  }
}

// Sight is symmetric, a cell sees its neighbours, and with nothing to
// block it every cell sees every other.
TEST(Sight, IsSymmetric) {
  for (Topology t : topologies) {
    const testing::RandomWorld world{t, true};
    for (unsigned seed = 1; seed <= 40; ++seed) {
      std::mt19937 rng(seed);
      const Map map = testing::random_map(rng, 10, 8, false, &world);
      for (int a = 0; a < map.width() * map.height(); ++a) {
        const Point p{a % map.width(), a / map.width()};
        for (int b = 0; b < map.width() * map.height(); ++b) {
          const Point q{b % map.width(), b / map.width()};
          ASSERT_EQ(sees(map, p, q), sees(map, q, p)) << topology_name(t) << " seed " << seed;
          if (map.distance(p, q) <= 1) {
            ASSERT_TRUE(sees(map, p, q));
          }
        }
      }
    }
  }
}

TEST(Sight, OpenGroundHidesNothing) {
  for (Topology t : topologies) {
    const Map map = *Map::create(9, 7, t);
    std::vector<Point> seen;
    sight_field(map, {4, 3}, 100, seen);
    EXPECT_EQ(seen.size(), 63u) << topology_name(t);
    sight_field(map, {4, 3}, 1, seen);
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(neighbour_count(t) + 1)) << topology_name(t);
  }
}

// Two walls meeting at a corner: only the exact diagonal sees through.
TEST(Sight, ADiagonalGapIsSeenThroughOnlyAlongTheDiagonal) {
  Map map = *Map::create(4, 4);
  ASSERT_TRUE(map.set_terrain({1, 0}, "wall").ok());
  ASSERT_TRUE(map.set_terrain({0, 1}, "wall").ok());
  EXPECT_TRUE(sees(map, {0, 0}, {2, 2}));
  EXPECT_TRUE(sees(map, {0, 0}, {3, 3}));
  EXPECT_FALSE(sees(map, {0, 0}, {2, 1}));
  EXPECT_FALSE(sees(map, {0, 0}, {1, 2}));
  EXPECT_FALSE(sees(map, {0, 0}, {3, 2}));
}

// Units block sight only when the map says so, and never at the ends.
TEST(Sight, UnitsBlockWhenTheMapSaysSo) {
  Map map = *Map::create(5, 1);
  ASSERT_TRUE(map.add_unit({.team = 0, .at = {0, 0}, .stats = {}}).ok());
  ASSERT_TRUE(map.add_unit({.team = 1, .at = {2, 0}, .stats = {}}).ok());
  ASSERT_TRUE(map.add_unit({.team = 1, .at = {4, 0}, .stats = {}}).ok());
  EXPECT_TRUE(sees(map, {0, 0}, {4, 0}));
  map.set_options({.units_block_sight = true});
  EXPECT_FALSE(sees(map, {0, 0}, {4, 0}));
  EXPECT_TRUE(sees(map, {0, 0}, {2, 0}));
}

TEST(Height, RejectsBadValuesAndChangesNothing) {
  Map map = *Map::create(3, 2);
  EXPECT_FALSE(map.set_height({0, 0}, 256).ok());
  EXPECT_FALSE(map.set_height({0, 0}, -1).ok());
  EXPECT_FALSE(map.set_height({3, 0}, 1).ok());
  EXPECT_FALSE(map.uneven());
  const std::vector<std::uint8_t> five(5, 1);
  EXPECT_FALSE(map.set_heights(five).ok());
  const std::vector<std::uint8_t> six = {0, 1, 2, 3, 4, 5};
  ASSERT_TRUE(map.set_heights(six).ok());
  EXPECT_EQ(map.heights(), six);
  EXPECT_EQ(map.height_at({2, 1}), 5);
  EXPECT_FALSE(map.add_unit({.team = 0, .at = {0, 0}, .stats = {}, .jump = 256}).ok());
  EXPECT_FALSE(map.set_range_per_height(256).ok());
  EXPECT_FALSE(map.set_range_per_height(-1).ok());
}

// The text form keeps the topology, heights, sight and a unit's jump; a
// map with none of them writes the text it always did.
TEST(MapText, KeepsTopologyHeightsSightAndJump) {
  Map map = *Map::create(4, 3, {Shape::hex, StaggerAxis::x, StaggerIndex::even});
  ASSERT_TRUE(map.set_height({1, 2}, 9).ok());
  ASSERT_TRUE(map.set_blocks_sight("forest", true).ok());
  ASSERT_TRUE(map.set_range_per_height(3).ok());
  map.set_options({.line_of_sight = true});
  ASSERT_TRUE(map.add_unit({.team = 1, .at = {2, 1}, .stats = {}, .jump = 2}, "scout").ok());
  const std::string text = map_text(map);
  auto back = map_from_text(text);
  ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
  EXPECT_EQ(map_text(*back), text);
  EXPECT_EQ(back->topology(), map.topology());
  EXPECT_EQ(back->heights(), map.heights());
  EXPECT_TRUE(back->costs().blocks_sight(*back->costs().terrain("forest")));
  EXPECT_EQ(back->range_per_height(), 3);
  EXPECT_TRUE(back->options().line_of_sight);
  EXPECT_EQ(back->units()[0].jump, 2);
  const std::string plain = map_text(*Map::create(2, 1));
  EXPECT_EQ(plain.find("heights"), std::string::npos);
  EXPECT_EQ(plain.find("sight"), std::string::npos);
  EXPECT_EQ(plain.find("rules"), std::string::npos);
}

}  // namespace
}  // namespace qipan::tactics
