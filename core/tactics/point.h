#pragma once

#include <string>

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

// "(x, y)", for messages. Built by appending: GCC 12 at -O3 warns falsely
// (-Wrestrict) on "(" + std::to_string(...).
inline std::string to_string(Point p) {
  std::string out = "(";
  out += std::to_string(p.x);
  out += ", ";
  out += std::to_string(p.y);
  out += ")";
  return out;
}

}  // namespace qipan::tactics
