#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/tactics/point.h"
#include "core/tactics/topology.h"

namespace qipan::tactics {

// The grid a dilation writes into: `marks` holds width × height stamps,
// row-major; a cell is in the result when its stamp is `mark`.
struct MarkGrid {
  int width = 0;
  int height = 0;
  std::span<std::uint32_t> marks;
  std::uint32_t mark = 1;
};

// How many cells lie at a Manhattan distance in [lo, hi] of one cell, on an
// unbounded grid.
std::int64_t ring_size(int lo, int hi);

// Marks every cell of the grid whose Manhattan distance to some of `cells`
// (on the grid, no repeats) lies in [lo, hi], 0 <= lo <= hi. Two exact
// methods of different cost:
//  - stamp_rings walks the ring around each cell, row spans at a time:
//    |cells| × ring_size(lo, hi) work, best for short ranges;
//  - count_rings counts the cells in diamonds with 2-D prefix sums in rotated
//    coordinates (u = x + y, v = x - y, where a diamond is a square): a cell
//    is marked when the diamond of radius hi holds more of `cells` than the
//    one of radius lo - 1. Work is the rotated bounding box plus four look-ups
//    per candidate cell, whatever the ranges; `table` is its scratch.
// mark_rings picks the cheaper.
void stamp_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid);
void count_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                 std::vector<std::int32_t>& table);
void mark_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                std::vector<std::int32_t>& table);

// The same on hexes (hex distance): the ball of a hex is one span in each
// row (rows staggered) or column (columns staggered), so the ring is at most
// two spans a line, stamped around each cell.
void stamp_hex_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                     Topology topology);

}  // namespace qipan::tactics
