// Property tests on seeded random maps: the engine against a plain reading of
// the spec (reference.h), path by path and cell by cell.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <string>

#include "core/tactics/pathfinder.h"
#include "tests/native/tactics/reference.h"

namespace qipan::tactics {
namespace {

using testing::Reference;

std::string at(Point p) {
  return std::string("(")
      .append(std::to_string(p.x))
      .append(",")
      .append(std::to_string(p.y))
      .append(")");
}

// Empty when `path` is a legal cheapest path of the unit to `target` with the
// fewest turns; else what is wrong with it.
std::string check_path(const Map& map, const Unit& unit, const Reference& ref, Point target,
                       const std::vector<Point>& path) {
  if (ref.end_cost(target) < 0) return path.empty() ? "" : "a path to a cell out of range";
  if (path.empty()) return "no path to a cell in range";
  if (!(path.front() == unit.at)) return "starts at " + at(path.front());
  if (!(path.back() == target)) return "ends at " + at(path.back());
  int cost = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point p = path[i];
    if (!map.contains(p)) return "leaves the map at " + at(p);
    if (map.distance(path[i - 1], p) != 1) return "jumps to " + at(p);
    if (std::abs(map.height_at(p) - map.height_at(path[i - 1])) > unit.jump) {
      return "climbs to " + at(p) + " beyond its jump";
    }
    if (!ref.can_enter(p)) return "enters " + at(p) + ", which it may not";
    if (i + 1 < path.size() && ref.stops(p)) return "walks on from the stop " + at(p);
    if (std::find(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(i), p) !=
        path.begin() + static_cast<std::ptrdiff_t>(i)) {
      return "visits " + at(p) + " twice";
    }
    cost += ref.entry_cost(p);
  }
  if (cost != ref.end_cost(target)) {
    return "costs " + std::to_string(cost) + ", cheapest is " +
           std::to_string(ref.end_cost(target));
  }
  if (testing::turns_of(map, path) != ref.fewest_turns(target)) {
    return "turns " + std::to_string(testing::turns_of(map, path)) + " times, fewest is " +
           std::to_string(ref.fewest_turns(target));
  }
  return "";
}

// Everything the engine says about one unit, checked against the reference.
void check_unit(const Map& map, const Unit& unit, Pathfinder& search, const std::string& where) {
  const Reference ref(map, unit.id);
  ASSERT_TRUE(search.run(map, unit.id).ok());
  std::vector<Reach> range;
  search.reachable(range);
  std::vector<Reach> expected;
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      if (int c = ref.end_cost({x, y}); c >= 0) expected.push_back({{x, y}, c});
    }
  }
  ASSERT_EQ(range, expected) << where;

  // The distance field agrees with reachable and cost_at.
  std::vector<std::int32_t> field(static_cast<std::size_t>(map.width() * map.height()), 7);
  search.distance_field(field);
  std::vector<std::int32_t> from_range(field.size(), -1);
  for (const Reach& r : range) {
    from_range[static_cast<std::size_t>(r.at.y * map.width() + r.at.x)] = r.cost;
  }
  ASSERT_EQ(field, from_range) << where;
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      ASSERT_EQ(search.cost_at({x, y}), ref.end_cost({x, y})) << where << " at " << at({x, y});
    }
  }

  std::vector<Point> path;
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      search.path_to({x, y}, path);
      const std::string wrong = check_path(map, unit, ref, {x, y}, path);
      ASSERT_TRUE(wrong.empty()) << where << ": path to " << at({x, y}) << " " << wrong;
    }
  }

  std::vector<Point> zone;
  search.attack_range(zone);
  ASSERT_EQ(zone, ref.attack_range()) << where << " attack range";
}

TEST(Property, EveryQueryMatchesTheReferenceOnRandomMaps) {
  Pathfinder search;  // one search for every map: buffers reused across sizes
  for (unsigned seed = 1; seed <= 400; ++seed) {
    std::mt19937 rng(seed);
    const Map map = testing::random_map(rng, 14, 10);
    for (const Unit& u : map.units()) {
      check_unit(map, u, search, "seed " + std::to_string(seed) + " unit " + std::to_string(u.id));
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(Property, EveryQueryMatchesTheReferenceWhereCostsAreRare) {
  Pathfinder search;
  for (unsigned seed = 1; seed <= 400; ++seed) {
    std::mt19937 rng(seed);
    const Map map = testing::random_map(rng, 14, 6, true);
    for (const Unit& u : map.units()) {
      check_unit(map, u, search, "seed " + std::to_string(seed) + " unit " + std::to_string(u.id));
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(Property, DangerZoneIsTheUnionOfTheOtherTeamsAttackRanges) {
  Pathfinder search;
  for (unsigned seed = 1; seed <= 300; ++seed) {
    std::mt19937 rng(seed * 7919u);
    const Map map = testing::random_map(rng, 14, 10);
    for (int team = 0; team <= 3; ++team) {
      std::vector<char> want(static_cast<std::size_t>(map.width() * map.height()), 0);
      std::vector<Point> zone;
      for (const Unit& u : map.units()) {
        if (u.team == team) continue;
        ASSERT_TRUE(search.attack_range(map, u.id, zone).ok());
        for (Point p : zone) want[static_cast<std::size_t>(p.y * map.width() + p.x)] = 1;
      }
      std::vector<Point> expected;
      for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
          if (want[static_cast<std::size_t>(y * map.width() + x)]) expected.push_back({x, y});
        }
      }
      ASSERT_TRUE(search.danger_zone(map, team, zone).ok());
      ASSERT_EQ(zone, expected) << "seed " << seed << " team " << team;
      for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
          ASSERT_EQ(search.in_zone({x, y}),
                    want[static_cast<std::size_t>(y * map.width() + x)] != 0);
        }
      }
    }
  }
}

// With every cost 1 and no other unit, the movement range is a plain BFS
// bounded by the move points.
TEST(Property, UnitCostsGiveAPlainBfs) {
  Pathfinder search;
  for (unsigned seed = 1; seed <= 300; ++seed) {
    std::mt19937 rng(seed);
    auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Map map = *Map::create(roll(1, 30), roll(1, 30));
    for (int y = 0; y < map.height(); ++y) {
      for (int x = 0; x < map.width(); ++x) {
        const int r = roll(0, 9);
        (void)map.set_terrain({x, y}, r < 3 ? "wall" : r < 5 ? "road" : "plain");
      }
    }
    const Point start{roll(0, map.width() - 1), roll(0, map.height() - 1)};
    const int move = roll(0, 3) == 0 ? max_move : roll(0, 30);
    const UnitId id = *map.add_unit({roll(0, 255), start, roll(0, 1) ? "foot" : "mounted", {move}});

    const int w = map.width();
    std::vector<std::int32_t> bfs(static_cast<std::size_t>(w * map.height()), -1);
    std::deque<Point> queue{start};
    bfs[static_cast<std::size_t>(start.y * w + start.x)] = 0;
    while (!queue.empty()) {
      const Point p = queue.front();
      queue.pop_front();
      const int d = bfs[static_cast<std::size_t>(p.y * w + p.x)];
      if (d == move) continue;
      for (Point q :
           {Point{p.x + 1, p.y}, Point{p.x, p.y + 1}, Point{p.x - 1, p.y}, Point{p.x, p.y - 1}}) {
        if (!map.contains(q) || map.terrain_at(q) == "wall") continue;
        auto& dq = bfs[static_cast<std::size_t>(q.y * w + q.x)];
        if (dq >= 0) continue;
        dq = d + 1;
        queue.push_back(q);
      }
    }
    std::vector<std::int32_t> field(bfs.size());
    ASSERT_TRUE(search.distance_field(map, id, field).ok());
    ASSERT_EQ(field, bfs) << "seed " << seed;
  }
}

// The same query gives the same answer, whatever ran in between.
TEST(Property, QueriesAreDeterministic) {
  for (unsigned seed = 1; seed <= 50; ++seed) {
    std::mt19937 rng(seed);
    const Map map = testing::random_map(rng, 20, 12);
    if (map.units().empty()) continue;
    Pathfinder a;
    Pathfinder b;
    std::vector<Point> first;
    std::vector<Point> again;
    std::vector<Point> zone;
    for (const Unit& u : map.units()) {
      const Point target{map.width() - 1 - u.at.x, map.height() - 1 - u.at.y};
      ASSERT_TRUE(a.path_to(map, u.id, target, first).ok());
      for (const Unit& other : map.units()) ASSERT_TRUE(b.attack_range(map, other.id, zone).ok());
      ASSERT_TRUE(b.path_to(map, u.id, target, again).ok());
      ASSERT_EQ(first, again) << "seed " << seed;
      ASSERT_TRUE(a.path_to(map, u.id, target, again).ok());
      ASSERT_EQ(first, again) << "seed " << seed;
    }
  }
}

}  // namespace
}  // namespace qipan::tactics
