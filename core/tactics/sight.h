#pragma once

#include <vector>

#include "core/tactics/map.h"
#include "core/tactics/point.h"
#include "core/tactics/unit.h"

namespace qipan::tactics {

// Line of sight (docs/tactics.md, "Line of sight"). A cell between two
// cells blocks the sight between them when its terrain blocks sight
// (CostTable::blocks_sight), when a unit stands on it and the map's
// units_block_sight is on, or when it is higher than both ends. The two end
// cells never block.
//
// Squares: `a` sees `b` when the segment between the cells' centres passes
// through the interior of no blocking cell. A segment that only touches a
// corner or runs along an edge enters neither cell there, so two walls that
// meet at a corner leave a diagonal gap the exact diagonal sees through.
// Hexes: the standard line of the distance + 1 points sampled at equal steps
// between the centres in cube coordinates, each rounded to its cell, drawn
// twice nudged a little to either side ((1, 2, -3) x 1e-6 in cube terms);
// `a` sees `b` when either nudged line has no blocking cell. Both are
// computed from the same end, so sees(a, b) == sees(b, a) always.
// A cell sees itself and its neighbours. Points must be on the map.
bool sees(const Map& map, Point a, Point b);

// Every cell within `radius` of `from` (the topology's distance) that `from`
// sees, row-major; `from` on the map, radius >= 0.
void sight_field(const Map& map, Point from, int radius, std::vector<Point>& out);

// The extra range height gives a ranged unit (max range 2 or more) on
// `from` against `target`: (height of from - height of target) /
// map.range_per_height(), rounded down, when that is positive and the bonus
// is on; else 0.
int range_bonus(const Map& map, const UnitStats& stats, Point from, Point target);

// Whether a unit with these stats on `from` reaches `target` with an attack:
// the topology's distance lies in [min range, max range + range_bonus], and,
// when the map's line_of_sight is on, `from` sees `target`.
bool reaches(const Map& map, const UnitStats& stats, Point from, Point target);

}  // namespace qipan::tactics
