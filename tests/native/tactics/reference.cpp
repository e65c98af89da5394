#include "tests/native/tactics/reference.h"

#include <algorithm>
#include <array>
#include <climits>
#include <queue>
#include <tuple>

namespace qipan::tactics::testing {
namespace {

constexpr std::array<Point, 4> unit_steps = {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};

Point plus(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }

}  // namespace

Reference::Reference(const Map& map, UnitId id) : map_(map), unit_(*map.unit(id)) {
  const int w = map.width();
  const int h = map.height();
  // Lexicographic (cost, turns) Dijkstra over (cell, arrival direction).
  const int far_away = INT_MAX;
  std::vector<std::pair<int, int>> best(static_cast<std::size_t>(w * h * 5), {far_away, far_away});
  using State = std::tuple<int, int, int, int>;  // cost, turns, cell, direction (4 = none)
  std::priority_queue<State, std::vector<State>, std::greater<State>> open;
  const int start = index(unit_.at);
  best[static_cast<std::size_t>(start * 5 + 4)] = {0, 0};
  open.push({0, 0, start, 4});
  while (!open.empty()) {
    auto [cost, turns, cell, dir] = open.top();
    open.pop();
    if (best[static_cast<std::size_t>(cell * 5 + dir)] != std::pair{cost, turns}) continue;
    const Point p{cell % w, cell / w};
    if (cell != start && stops(p)) continue;
    for (int d = 0; d < 4; ++d) {
      const Point q = plus(p, unit_steps[static_cast<std::size_t>(d)]);
      if (!map.contains(q) || !can_enter(q)) continue;
      const int c = cost + entry_cost(q);
      if (c > unit_.stats.move) continue;
      const int t = turns + (dir != 4 && dir != d ? 1 : 0);
      auto& b = best[static_cast<std::size_t>(index(q) * 5 + d)];
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
    for (int d = 0; d < 5; ++d) b = std::min(b, best[static_cast<std::size_t>(cell * 5 + d)]);
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
  for (Point s : unit_steps) {
    const UnitId other = map_.unit_at(plus(p, s));
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
        const int d = manhattan(e, {x, y});
        if (d >= unit_.stats.min_range && d <= unit_.stats.max_range) {
          out.push_back({x, y});
          break;
        }
      }
    }
  }
  return out;
}

Map random_map(std::mt19937& rng, int max_side, int max_units, bool rare_terrain) {
  auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Map map = *Map::create(roll(1, max_side), roll(1, max_side));
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
  map.set_options({.allies_block = roll(0, 3) == 0, .zone_of_control = zone_of_control});
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
    (void)map.add_unit(spec);  // a taken cell just skips the unit
  }
  return map;
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
