#pragma once

namespace qipan::tactics {

// A cell of a tactics map: x from 0 at the left, y from 0 at the top.
struct Point {
  int x = 0;
  int y = 0;

  constexpr bool operator==(const Point&) const = default;
};

constexpr int manhattan(Point a, Point b) {
  return (a.x > b.x ? a.x - b.x : b.x - a.x) + (a.y > b.y ? a.y - b.y : b.y - a.y);
}

}  // namespace qipan::tactics
