#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "core/tactics/map.h"

namespace qipan::tactics::testing {

// A slow, plain reading of the spec to check the engine against: a binary-heap
// Dijkstra over points that asks the map about every cell through its public
// calls, with the rules written out one by one.
class Reference {
 public:
  Reference(const Map& map, UnitId id);

  // The cost of ending the move on p, or -1.
  int end_cost(Point p) const;
  // Whether the unit may step into p at all (terrain, enemies, blocking allies).
  bool can_enter(Point p) const;
  // Whether entering p ends the move (zone of control).
  bool stops(Point p) const;
  int entry_cost(Point p) const;
  // The fewest turns of a cheapest path to p, or -1 when p is not an end.
  int fewest_turns(Point p) const;
  // Every cell an end cell reaches (sight.h's `reaches`, brute force).
  std::vector<Point> attack_range() const;

 private:
  int index(Point p) const { return p.y * map_.width() + p.x; }

  const Map& map_;
  Unit unit_;
  std::vector<int> cost_;   // cheapest cost of entering each cell, -1 if never
  std::vector<int> turns_;  // fewest turns at that cost, per cell
};

// A random map for property tests: size, terrain from the default table,
// 0..max_units units of teams 0..2 with random classes, move points and
// ranges, and random options.
// With `rare_terrain`, plain cells with a few cells of each other terrain: a
// cost that only one or two cells have is where full queues hide.
Map random_map(std::mt19937& rng, int max_side, int max_units, bool rare_terrain = false);

// More of the world for the same maps: a topology and, when `uneven`, random
// heights 0..5, jumps and a range bonus; sight options either way.
struct RandomWorld {
  Topology topology;
  bool uneven = false;
};
Map random_map(std::mt19937& rng, int max_side, int max_units, bool rare_terrain,
               const RandomWorld* world);

// The number of direction changes along a path (on squares).
int turns_of(const std::vector<Point>& path);
// The same in the map's topology (on hexes a direction is an axial step).
int turns_of(const Map& map, const std::vector<Point>& path);

}  // namespace qipan::tactics::testing
