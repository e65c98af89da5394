#include "core/tactics/sight.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace qipan::tactics {
namespace {

// Whether cell `p` between the ends stops the sight; `top` is the higher
// end's height. Cells off the map hold nothing and stop nothing.
bool blocks(const Map& map, Point p, int top) {
  if (!map.contains(p)) return false;
  return map.blocks_sight_at(p) || map.height_at(p) > top;
}

// The cells whose interior the segment between the centres of a and b
// crosses, in order: a walk that at each step crosses the nearer of the next
// vertical and horizontal grid lines, both at once through a corner.
// Comparing (1 + 2 ix) / 2 nx with (1 + 2 iy) / 2 ny exactly in integers.
bool square_clear(const Map& map, Point a, Point b, int top) {
  const int sx = b.x > a.x ? 1 : -1;
  const int sy = b.y > a.y ? 1 : -1;
  const std::int64_t nx = std::abs(b.x - a.x);
  const std::int64_t ny = std::abs(b.y - a.y);
  Point p = a;
  std::int64_t ix = 0;
  std::int64_t iy = 0;
  while (true) {
    const std::int64_t decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision == 0) {
      p.x += sx;
      p.y += sy;
      ++ix;
      ++iy;
    } else if (decision < 0) {
      p.x += sx;
      ++ix;
    } else {
      p.y += sy;
      ++iy;
    }
    if (ix >= nx && iy >= ny) return true;  // at b
    if (blocks(map, p, top)) return false;
  }
}

struct Cube {
  double q, r, s;
};

Point round_cube(const Topology& t, Cube c) {
  double q = std::round(c.q);
  double r = std::round(c.r);
  const double s = std::round(c.s);
  const double dq = std::abs(q - c.q);
  const double dr = std::abs(r - c.r);
  const double ds = std::abs(s - c.s);
  if (dq > dr && dq > ds) {
    q = -r - s;
  } else if (dr > ds) {
    r = -q - s;
  }
  return from_axial(t, {static_cast<int>(q), static_cast<int>(r)});
}

// One nudged line from a to b (a before b in row-major order).
bool hex_line_clear(const Map& map, Point a, Point b, int n, double nudge, int top) {
  const Topology& t = map.topology();
  const Axial u = to_axial(t, a);
  const Axial v = to_axial(t, b);
  const Cube from{u.q + nudge, u.r + 2 * nudge, -u.q - u.r - 3 * nudge};
  const Cube to{v.q + nudge, v.r + 2 * nudge, -v.q - v.r - 3 * nudge};
  for (int i = 1; i < n; ++i) {
    const double f = static_cast<double>(i) / n;
    const Cube c{from.q + (to.q - from.q) * f, from.r + (to.r - from.r) * f,
                 from.s + (to.s - from.s) * f};
    if (blocks(map, round_cube(t, c), top)) return false;
  }
  return true;
}

}  // namespace

bool sees(const Map& map, Point a, Point b) {
  // Always walk from the earlier cell: the same arithmetic both ways.
  if (b.y < a.y || (b.y == a.y && b.x < a.x)) std::swap(a, b);
  const int n = map.distance(a, b);
  if (n <= 1) return true;
  const int top = std::max(map.height_at(a), map.height_at(b));
  if (map.topology().shape != Shape::hex) return square_clear(map, a, b, top);
  return hex_line_clear(map, a, b, n, 1e-6, top) || hex_line_clear(map, a, b, n, -1e-6, top);
}

void sight_field(const Map& map, Point from, int radius, std::vector<Point>& out) {
  out.clear();
  if (!map.contains(from) || radius < 0) return;
  const int y0 = std::max(0, from.y - radius);
  const int y1 = std::min(map.height() - 1, from.y + radius);
  const int x0 = std::max(0, from.x - radius);
  const int x1 = std::min(map.width() - 1, from.x + radius);
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const Point p{x, y};
      if (map.distance(from, p) <= radius && sees(map, from, p)) out.push_back(p);
    }
  }
}

int range_bonus(const Map& map, const UnitStats& stats, Point from, Point target) {
  const int per = map.range_per_height();
  if (per == 0 || stats.max_range < 2) return 0;
  const int above = map.height_at(from) - map.height_at(target);
  return above > 0 ? above / per : 0;
}

bool reaches(const Map& map, const UnitStats& stats, Point from, Point target) {
  const int d = map.distance(from, target);
  if (d < stats.min_range || d > stats.max_range + range_bonus(map, stats, from, target)) {
    return false;
  }
  return !map.options().line_of_sight || sees(map, from, target);
}

}  // namespace qipan::tactics
