#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/map.h"
#include "core/tactics/point.h"

namespace qipan::tactics {

// A cell of a movement range and the cheapest cost of moving there.
struct Reach {
  Point at;
  int cost = 0;

  constexpr bool operator==(const Reach&) const = default;
};

// The queries of a tactics map, with the buffers they reuse: keep one Pathfinder
// per thread and pass it the map. Buffers grow to the largest map seen and
// are never cleared per query: distances are stored offset by a base that
// grows with every query (a generation stamp folded into the value), so a
// value below the current base is from an older query.
//
// `run(map, id)` searches the movement of one unit: a Dijkstra over cells
// whose priority queue is one FIFO per entry cost (costs are small
// integers), or a plain BFS when every cost the unit can meet is 1. A cell's
// cost is final the first time it is reached (every way in costs the same
// entry cost), so each cell is entered once. The readers below then describe
// that run; the map must stay alive and unchanged until they are done
// (`fresh` tells). The one-shot calls at the end run and read in one go.
class Pathfinder {
 public:
  Result<void> run(const Map& map, UnitId id);
  // The same as if the unit had `move_points` (0..max_move) instead of its
  // own: max_move gives the cheapest cost to every cell it can reach at all
  // (an approach path of many turns); the readers then use those points.
  Result<void> run(const Map& map, UnitId id, int move_points);

  // Whether the last run was on `map` as it is now.
  bool fresh(const Map& map) const { return map_ == &map && revision_ == map.revision(); }
  const Unit& unit() const { return unit_; }
  // The cost of ending the move on `p`, or -1 when the unit cannot end there.
  int cost_at(Point p) const;
  // The movement range, in row-major order (y, then x).
  void reachable(std::vector<Reach>& out) const;
  // cost_at of every cell, row-major, into `out` of width × height values
  // (any other size is left alone).
  void distance_field(std::span<std::int32_t> out) const;
  // A cheapest path from the unit to `target`, both included, or nothing if
  // the unit cannot end its move there. Among cheapest paths, the one with
  // fewest turns (any change of direction); among those, each step goes
  // straight on when it can and otherwise takes the first direction in the
  // topology's order (topology.h: right, down, left, up on squares).
  void path_to(Point target, std::vector<Point>& out);
  // Every cell the unit reaches with an attack from some cell of its
  // movement range (sight.h, `reaches`: the topology's distance in its
  // [min, max] range, plus the height bonus, seen if the map asks), row-major.
  void attack_range(std::vector<Point>& out);
  // Whether a cell is in the last attack range or danger zone computed.
  bool in_zone(Point p) const;

  // One-shot queries: run the search for unit `id`, then read.
  Result<void> reachable(const Map& map, UnitId id, std::vector<Reach>& out);
  Result<void> distance_field(const Map& map, UnitId id, std::span<std::int32_t> out);
  Result<void> path_to(const Map& map, UnitId id, Point target, std::vector<Point>& out);
  Result<void> attack_range(const Map& map, UnitId id, std::vector<Point>& out);
  // The union of the attack ranges of every unit not on `team`, row-major.
  // It runs a search per such unit: the readers then describe the last one.
  Result<void> danger_zone(const Map& map, int team, std::vector<Point>& out);

 private:
  struct Bounds {
    int x0, y0, x1, y1;  // inclusive; empty when x0 > x1
  };

  void prepare(const Map& map);
  // The distinct entry costs (ascending) a class meets on a map, and how
  // many cells have each.
  struct CostKinds {
    std::uint32_t count = 0;
    std::array<std::uint32_t, max_terrains> cost;  // the first `count` are set
    std::array<std::uint32_t, max_terrains> cells;
  };
  static CostKinds cost_kinds(const Map& map, MoveClassId move_class);
  // `hex` carries each cell's shift in its queue entries (the stencil's
  // offsets depend on it); `climb` checks each step against the unit's jump.
  template <bool hex, bool climb>
  void flood_unit_costs();
  template <bool bounded, bool hex, bool climb>
  void flood_costs(const CostKinds& kinds);
  bool step_allowed(std::uint32_t from, std::uint32_t to) const;
  bool enter_slow(std::uint32_t n, std::uint8_t byte, bool& stop) const;
  bool entered(std::uint32_t c) const { return dist_[c] >= base_; }
  bool ends_on(std::uint32_t c) const;
  bool expanded(std::uint32_t c) const;
  Bounds range_bounds() const;
  // Calls f(point, cost) for each cell of the movement range, row-major.
  template <class F>
  void each_end(F&& f) const;
  void collect_ends();
  void begin_zone(const Map& map);
  void add_attack_zone(Bounds& zone);
  void mark_reached(int furthest);
  void list_zone(const Bounds& zone, std::vector<Point>& out) const;

  // The last run.
  const Map* map_ = nullptr;
  std::uint64_t revision_ = 0;
  Unit unit_;
  std::uint32_t start_ = 0;
  std::uint32_t base_ = 1;   // distances of the last run are base_ + cost
  std::uint32_t limit_ = 1;  // base_ + move points
  std::uint32_t next_base_ = 1;
  std::uint32_t lo_ = 0;  // the least and greatest cell entered
  std::uint32_t hi_ = 0;
  const std::uint8_t* step_ = nullptr;
  const std::uint8_t* cost_ = nullptr;

  std::vector<std::uint32_t> dist_;   // per padded cell
  std::vector<std::uint32_t> queue_;  // the FIFO(s) of a run, one cell past the map's
  // Where each cost ends in each FIFO of a Dijkstra run: a ring per cost.
  struct Segment {
    std::uint32_t cost;
    std::uint32_t end;
  };
  static constexpr std::uint32_t segment_ring = 128;  // > max_cost + 1
  std::vector<Segment> segments_;

  // Attack ranges and danger zones: marks per cell (row-major, unpadded).
  std::vector<std::uint32_t> marks_;
  std::uint32_t mark_ = 0;
  int zone_width_ = 0;
  int zone_height_ = 0;
  std::vector<Point> ends_;  // the movement range of the last run, row-major
  std::vector<std::int32_t> counts_;

  // Paths: fewest turns per (cell, arrival direction), offset by turn_base_.
  std::vector<std::uint32_t> turns_;
  std::uint32_t turn_base_ = 1;
  std::vector<std::uint32_t> level_, next_level_;
};

template <class F>
void Pathfinder::each_end(F&& f) const {
  if (!map_) return;
  const Bounds b = range_bounds();
  const int reach = std::min(unit_.stats.move, map_->width() + map_->height());
  // On squares a row's cells lie in the diamond of the move points; on hexes
  // in the box (a step moves at most one row and one column).
  const bool diamond = map_->topology().shape == Shape::square;
  for (int y = b.y0; y <= b.y1; ++y) {
    const int rest = diamond ? reach - (y > unit_.at.y ? y - unit_.at.y : unit_.at.y - y) : reach;
    if (rest < 0) continue;
    const int x1 = std::min(b.x1, unit_.at.x + rest);
    const std::uint32_t row = map_->cell({0, y});
    for (int x = std::max(b.x0, unit_.at.x - rest); x <= x1; ++x) {
      const std::uint32_t c = row + static_cast<std::uint32_t>(x);
      if (ends_on(c)) f(Point{x, y}, static_cast<int>(dist_[c] - base_));
    }
  }
}

}  // namespace qipan::tactics
