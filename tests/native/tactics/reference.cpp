#include "tests/native/tactics/reference.h"

#include <algorithm>
#include <array>
#include <climits>
#include <queue>
#include <tuple>

#include "core/tactics/sight.h"

namespace qipan::tactics::testing {
namespace {

constexpr std::array<Point, 4> unit_steps = {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};
// The six hex directions in axial coordinates (q, r).
constexpr std::array<Axial, 6> axial_steps = {{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

Point plus(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }

// The neighbours of p in the map's topology, written from the axial
// coordinates on hexes (not from the engine's stencil).
std::vector<Point> neighbours_of(const Map& map, Point p) {
  std::vector<Point> out;
  if (map.topology().shape != Shape::hex) {
    for (Point s : unit_steps) out.push_back(plus(p, s));
    return out;
  }
  const Axial a = to_axial(map.topology(), p);
  for (Axial s : axial_steps) out.push_back(from_axial(map.topology(), {a.q + s.q, a.r + s.r}));
  return out;
}

}  // namespace

Reference::Reference(const Map& map, UnitId id) : map_(map), unit_(*map.unit(id)) {
  const int w = map.width();
  const int h = map.height();
  // Lexicographic (cost, turns) Dijkstra over (cell, arrival direction).
  const int far_away = INT_MAX;
  // Directions 0..5; 6 = none.
  std::vector<std::pair<int, int>> best(static_cast<std::size_t>(w * h * 7), {far_away, far_away});
  using State = std::tuple<int, int, int, int>;  // cost, turns, cell, direction
  std::priority_queue<State, std::vector<State>, std::greater<State>> open;
  const int start = index(unit_.at);
  best[static_cast<std::size_t>(start * 7 + 6)] = {0, 0};
  open.push({0, 0, start, 6});
  while (!open.empty()) {
    auto [cost, turns, cell, dir] = open.top();
    open.pop();
    if (best[static_cast<std::size_t>(cell * 7 + dir)] != std::pair{cost, turns}) continue;
    const Point p{cell % w, cell / w};
    if (cell != start && stops(p)) continue;
    const std::vector<Point> next = neighbours_of(map, p);
    for (int d = 0; d < static_cast<int>(next.size()); ++d) {
      const Point q = next[static_cast<std::size_t>(d)];
      if (!map.contains(q) || !can_enter(q)) continue;
      const int rise = map.height_at(q) - map.height_at(p);
      if (rise > unit_.jump || -rise > unit_.jump) continue;
      const int c = cost + entry_cost(q);
      if (c > unit_.stats.move) continue;
      const int t = turns + (dir != 6 && dir != d ? 1 : 0);
      auto& b = best[static_cast<std::size_t>(index(q) * 7 + d)];
      if (std::pair{c, t} < b) {
        b = {c, t};
        open.push({c, t, index(q), d});
      }
    }
  }
  cost_.assign(static_cast<std::size_t>(w * h), -1);
  turns_.assign(static_cast<std::size_t>(w * h), -1);
  for (int cell = 0; cell < w * h; ++cell) {
    std::pair<int, int> b{far_away, far_away};
    for (int d = 0; d < 7; ++d) b = std::min(b, best[static_cast<std::size_t>(cell * 7 + d)]);
    if (b.first != far_away) {
      cost_[static_cast<std::size_t>(cell)] = b.first;
      turns_[static_cast<std::size_t>(cell)] = b.second;
    }
  }
}

int Reference::entry_cost(Point p) const {
  return map_.costs().cost(map_.terrain_id_at(p), unit_.move_class);
}

bool Reference::can_enter(Point p) const {
  if (entry_cost(p) == impassable) return false;
  const UnitId other = map_.unit_at(p);
  if (other == no_unit || other == unit_.id) return true;
  if (map_.unit(other)->team != unit_.team) return false;  // rule 1: enemies
  return !map_.options().allies_block;                     // rule 2: allies
}

bool Reference::stops(Point p) const {
  if (!map_.options().zone_of_control) return false;
  for (Point n : neighbours_of(map_, p)) {
    const UnitId other = map_.unit_at(n);
    if (other != no_unit && map_.unit(other)->team != unit_.team) return true;
  }
  return false;
}

int Reference::end_cost(Point p) const {
  if (!map_.contains(p)) return -1;
  if (p == unit_.at) return 0;
  if (map_.unit_at(p) != no_unit) return -1;
  return cost_[static_cast<std::size_t>(index(p))];
}

int Reference::fewest_turns(Point p) const {
  if (end_cost(p) < 0) return -1;
  return p == unit_.at ? 0 : turns_[static_cast<std::size_t>(index(p))];
}

std::vector<Point> Reference::attack_range() const {
  std::vector<Point> ends;
  for (int y = 0; y < map_.height(); ++y) {
    for (int x = 0; x < map_.width(); ++x) {
      if (end_cost({x, y}) >= 0) ends.push_back({x, y});
    }
  }
  std::vector<Point> out;
  for (int y = 0; y < map_.height(); ++y) {
    for (int x = 0; x < map_.width(); ++x) {
      for (Point e : ends) {
        if (reaches(map_, unit_.stats, e, {x, y})) {
          out.push_back({x, y});
          break;
        }
      }
    }
  }
  return out;
}

Map random_map(std::mt19937& rng, int max_side, int max_units, bool rare_terrain) {
  return random_map(rng, max_side, max_units, rare_terrain, nullptr);
}

Map random_map(std::mt19937& rng, int max_side, int max_units, bool rare_terrain,
               const RandomWorld* world) {
  auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const int width = roll(1, max_side);
  const int height = roll(1, max_side);
  Map map = *Map::create(width, height, world ? world->topology : Topology{});
  // plain, road, forest, hill, mountain, water, wall, weighted towards plain.
  constexpr std::array<TerrainId, 12> terrain_mix = {0, 0, 0, 0, 1, 2, 2, 3, 4, 5, 6, 6};
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const bool rare = rare_terrain && roll(0, 19) != 0;
      (void)map.set_terrain(
          {x, y}, rare ? TerrainId{0} : terrain_mix[static_cast<std::size_t>(roll(0, 11))]);
    }
  }
  const bool zone_of_control = roll(0, 2) == 0;
  const bool allies_block = roll(0, 3) == 0;
  MoveOptions options{.allies_block = allies_block, .zone_of_control = zone_of_control};
  if (world) {
    options.line_of_sight = roll(0, 1) == 0;
    options.units_block_sight = roll(0, 2) == 0;
    if (world->uneven) {
      for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x)
          (void)map.set_height({x, y}, roll(0, 2) ? 0 : roll(0, 5));
      }
      (void)map.set_range_per_height(roll(0, 2));
    }
  }
  map.set_options(options);
  constexpr std::array<const char*, 3> class_names = {"foot", "mounted", "flying"};
  const int units = roll(0, max_units);
  for (int i = 0; i < units; ++i) {
    UnitSpec spec;
    spec.team = roll(0, 2);
    spec.at = {roll(0, map.width() - 1), roll(0, map.height() - 1)};
    spec.stats.move = roll(0, 3) == 0 ? roll(0, 40) : roll(0, 8);
    spec.move_class = class_names[static_cast<std::size_t>(roll(0, 2))];
    spec.stats.min_range = roll(0, 3);
    spec.stats.max_range = spec.stats.min_range + roll(0, 3);
    if (world && world->uneven) spec.jump = roll(0, 3) == 0 ? max_jump : roll(0, 3);
    (void)map.add_unit(spec);  // a taken cell just skips the unit
  }
  return map;
}

int turns_of(const Map& map, const std::vector<Point>& path) {
  if (map.topology().shape != Shape::hex) return turns_of(path);
  int turns = 0;
  for (std::size_t i = 2; i < path.size(); ++i) {
    const Axial a0 = to_axial(map.topology(), path[i - 2]);
    const Axial a1 = to_axial(map.topology(), path[i - 1]);
    const Axial a2 = to_axial(map.topology(), path[i]);
    if (a1.q - a0.q != a2.q - a1.q || a1.r - a0.r != a2.r - a1.r) ++turns;
  }
  return turns;
}

int turns_of(const std::vector<Point>& path) {
  int turns = 0;
  for (std::size_t i = 2; i < path.size(); ++i) {
    const Point a{path[i - 1].x - path[i - 2].x, path[i - 1].y - path[i - 2].y};
    const Point b{path[i].x - path[i - 1].x, path[i].y - path[i - 1].y};
    if (!(a == b)) ++turns;
  }
  return turns;
}

}  // namespace qipan::tactics::testing
