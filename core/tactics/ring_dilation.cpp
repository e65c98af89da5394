#include "core/tactics/ring_dilation.h"

#include <algorithm>
#include <cstdlib>

namespace qipan::tactics {
namespace {

std::int64_t ball_size(std::int64_t k) { return k < 0 ? 0 : 2 * k * k + 2 * k + 1; }

struct Box {
  int x0, y0, x1, y1;  // bounding box of the cells
  int u0, u1, v0, v1;  // the same in rotated coordinates
};

Box bounds_of(std::span<const Point> cells) {
  Box b{cells[0].x, cells[0].y, cells[0].x, cells[0].y, 0, 0, 0, 0};
  b.u0 = b.u1 = cells[0].x + cells[0].y;
  b.v0 = b.v1 = cells[0].x - cells[0].y;
  for (Point p : cells) {
    b.x0 = std::min(b.x0, p.x);
    b.x1 = std::max(b.x1, p.x);
    b.y0 = std::min(b.y0, p.y);
    b.y1 = std::max(b.y1, p.y);
    b.u0 = std::min(b.u0, p.x + p.y);
    b.u1 = std::max(b.u1, p.x + p.y);
    b.v0 = std::min(b.v0, p.x - p.y);
    b.v1 = std::max(b.v1, p.x - p.y);
  }
  return b;
}

void fill_span(const MarkGrid& grid, int y, int x0, int x1) {
  x0 = std::max(x0, 0);
  x1 = std::min(x1, grid.width - 1);
  if (x0 > x1) return;
  std::uint32_t* row = grid.marks.data() + static_cast<std::ptrdiff_t>(y) * grid.width;
  std::fill(row + x0, row + x1 + 1, grid.mark);
}

// Marks cells a..b (inclusive, clipped) of line `line` of the grid: a row
// when `rows`, else a column.
void fill_line(const MarkGrid& grid, bool rows, int line, int a, int b) {
  if (rows) {
    fill_span(grid, line, a, b);
    return;
  }
  a = std::max(a, 0);
  b = std::min(b, grid.height - 1);
  for (int y = a; y <= b; ++y) {
    grid.marks[static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width) +
               static_cast<std::size_t>(line)] = grid.mark;
  }
}

}  // namespace

void stamp_hex_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                     Topology topology) {
  // Work in axial coordinates (q, r): with rows staggered a line is a row,
  // r fixed and q along it; with columns staggered a line is a column, q
  // fixed and r along it. Within a line the offset coordinate is the other
  // axial one plus a constant, so spans stay spans.
  const bool rows = topology.stagger_axis == StaggerAxis::y;
  const int lines = rows ? grid.height : grid.width;
  for (Point p : cells) {
    const Axial a = to_axial(topology, p);
    const int major = rows ? a.r : a.q;
    for (int d = -hi; d <= hi; ++d) {
      const int line = major + d;
      // In offset coordinates the line index is r (rows) or q (columns).
      if (line < 0 || line >= lines) continue;
      // Along the line, the other axial coordinate m has |dm|, |d|, |dm + d|
      // all within the radius: dm in [max(-R, -R - d), min(R, R - d)].
      const int minor = rows ? a.q : a.r;
      auto to_offset = [&](int m) {
        const Point o = rows ? from_axial(topology, {m, line}) : from_axial(topology, {line, m});
        return rows ? o.x : o.y;
      };
      const int far0 = minor + std::max(-hi, -hi - d);
      const int far1 = minor + std::min(hi, hi - d);
      const int r = lo - 1;
      const bool hole = r >= 0 && std::abs(d) <= r;
      if (!hole) {
        fill_line(grid, rows, line, to_offset(far0), to_offset(far1));
        continue;
      }
      const int near0 = minor + std::max(-r, -r - d);
      const int near1 = minor + std::min(r, r - d);
      fill_line(grid, rows, line, to_offset(far0), to_offset(near0 - 1));
      fill_line(grid, rows, line, to_offset(near1 + 1), to_offset(far1));
    }
  }
}

std::int64_t ring_size(int lo, int hi) { return ball_size(hi) - ball_size(lo - 1); }

void stamp_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid) {
  for (Point p : cells) {
    const int dy0 = std::max(-hi, -p.y);
    const int dy1 = std::min(hi, grid.height - 1 - p.y);
    for (int dy = dy0; dy <= dy1; ++dy) {
      const int a = std::abs(dy);
      const int far = hi - a;
      const int near = std::max(0, lo - a);
      if (near > far) continue;
      const int y = p.y + dy;
      if (near == 0) {
        fill_span(grid, y, p.x - far, p.x + far);
      } else {
        fill_span(grid, y, p.x - far, p.x - near);
        fill_span(grid, y, p.x + near, p.x + far);
      }
    }
  }
}

void count_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                 std::vector<std::int32_t>& table) {
  if (cells.empty()) return;
  const Box b = bounds_of(cells);
  const int nu = b.u1 - b.u0 + 1;
  const int nv = b.v1 - b.v0 + 1;
  const std::size_t pitch = static_cast<std::size_t>(nv) + 1;
  table.assign((static_cast<std::size_t>(nu) + 1) * pitch, 0);
  auto at = [&](int i, int j) -> std::int32_t& {
    return table[static_cast<std::size_t>(i) * pitch + static_cast<std::size_t>(j)];
  };
  for (Point p : cells) at(p.x + p.y - b.u0 + 1, p.x - p.y - b.v0 + 1) += 1;
  for (int i = 1; i <= nu; ++i) {
    std::int32_t run = 0;
    for (int j = 1; j <= nv; ++j) {
      run += at(i, j);
      at(i, j) = at(i - 1, j) + run;
    }
  }
  // Cells of `cells` with u in [u - r, u + r] and v in [v - r, v + r]: the
  // diamond of radius r around (x, y).
  auto diamond = [&](int u, int v, int r) -> std::int32_t {
    if (r < 0) return 0;
    const int i0 = std::max(u - r, b.u0) - b.u0;
    const int i1 = std::min(u + r, b.u1) - b.u0 + 1;
    const int j0 = std::max(v - r, b.v0) - b.v0;
    const int j1 = std::min(v + r, b.v1) - b.v0 + 1;
    if (i0 >= i1 || j0 >= j1) return 0;
    return at(i1, j1) - at(i0, j1) - at(i1, j0) + at(i0, j0);
  };
  const int y0 = std::max(0, b.y0 - hi);
  const int y1 = std::min(grid.height - 1, b.y1 + hi);
  const int x0 = std::max(0, b.x0 - hi);
  const int x1 = std::min(grid.width - 1, b.x1 + hi);
  for (int y = y0; y <= y1; ++y) {
    std::uint32_t* row = grid.marks.data() + static_cast<std::ptrdiff_t>(y) * grid.width;
    for (int x = x0; x <= x1; ++x) {
      const int u = x + y;
      const int v = x - y;
      if (diamond(u, v, hi) > diamond(u, v, lo - 1)) row[x] = grid.mark;
    }
  }
}

void mark_rings(std::span<const Point> cells, int lo, int hi, const MarkGrid& grid,
                std::vector<std::int32_t>& table) {
  if (cells.empty()) return;
  const Box b = bounds_of(cells);
  const std::int64_t stamping = static_cast<std::int64_t>(cells.size()) * ring_size(lo, hi);
  const std::int64_t rotated = static_cast<std::int64_t>(b.u1 - b.u0 + 2) * (b.v1 - b.v0 + 2);
  const std::int64_t candidates =
      static_cast<std::int64_t>(std::min(grid.width, b.x1 - b.x0 + 1 + 2 * hi)) *
      std::min(grid.height, b.y1 - b.y0 + 1 + 2 * hi);
  if (stamping <= 2 * rotated + 4 * candidates) {
    stamp_rings(cells, lo, hi, grid);
  } else {
    count_rings(cells, lo, hi, grid, table);
  }
}

}  // namespace qipan::tactics
