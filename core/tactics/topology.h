#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/tactics/point.h"

namespace qipan::tactics {

// How the cells of a map touch: the one place that knows a cell's
// neighbours and the distance between two cells (docs/tactics.md,
// "Topologies", has the pictures).
//
// `square`: 4 neighbours, Manhattan distance.
// `hex`: 6 neighbours in the layouts Tiled writes, x the column and y the
// row as Tiled numbers them. `stagger_axis` y staggers the rows (pointy-top
// hexes), x the columns (flat-top hexes); `stagger_index` says whether the
// odd or the even rows (columns) are the shifted ones, shifted right (down)
// by half a cell. Distance is the hex distance of the cube coordinates.
enum class Shape : std::uint8_t { square, hex };
enum class StaggerAxis : std::uint8_t { x, y };
enum class StaggerIndex : std::uint8_t { odd, even };

struct Topology {
  Shape shape = Shape::square;
  StaggerAxis stagger_axis = StaggerAxis::y;
  StaggerIndex stagger_index = StaggerIndex::odd;

  constexpr bool operator==(const Topology&) const = default;
};

inline constexpr int max_neighbours = 6;

constexpr int neighbour_count(Topology t) { return t.shape == Shape::hex ? 6 : 4; }

// Whether a cell's row (rows staggered) or column (columns staggered) is a
// shifted one; never on squares.
constexpr bool shifted(Topology t, Point p) {
  if (t.shape != Shape::hex) return false;
  const int i = t.stagger_axis == StaggerAxis::y ? p.y : p.x;
  return (i & 1) == (t.stagger_index == StaggerIndex::odd ? 1 : 0);
}

// The steps to a cell's neighbours in direction order; the opposite of
// direction d is (d + count / 2) % count.
//  square: right, down, left, up;
//  hex, rows staggered: E, SE, SW, W, NW, NE;
//  hex, columns staggered: NE, SE, S, SW, NW, N.
// On hexes the steps depend on whether the cell is shifted.
constexpr std::array<Point, max_neighbours> neighbour_steps(Topology t, bool is_shifted) {
  if (t.shape != Shape::hex) return {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {0, 0}, {0, 0}}};
  const int s = is_shifted ? 1 : 0;
  if (t.stagger_axis == StaggerAxis::y) {
    return {{{1, 0}, {s, 1}, {s - 1, 1}, {-1, 0}, {s - 1, -1}, {s, -1}}};
  }
  return {{{1, s - 1}, {1, s}, {0, 1}, {-1, s}, {-1, s - 1}, {0, -1}}};
}

constexpr Point neighbour(Topology t, Point p, int direction) {
  const Point d = neighbour_steps(t, shifted(t, p))[static_cast<std::size_t>(direction)];
  return {p.x + d.x, p.y + d.y};
}

// Axial coordinates of a hex cell (q, r; the cube's third is -q - r).
struct Axial {
  int q = 0;
  int r = 0;
};

constexpr Axial to_axial(Topology t, Point p) {
  // Whether odd or even lines are shifted decides the rounding.
  const bool odd = t.stagger_index == StaggerIndex::odd;
  if (t.stagger_axis == StaggerAxis::y) {
    const int half = odd ? (p.y - (p.y & 1)) / 2 : (p.y + (p.y & 1)) / 2;
    return {p.x - half, p.y};
  }
  const int half = odd ? (p.x - (p.x & 1)) / 2 : (p.x + (p.x & 1)) / 2;
  return {p.x, p.y - half};
}

constexpr Point from_axial(Topology t, Axial a) {
  const bool odd = t.stagger_index == StaggerIndex::odd;
  if (t.stagger_axis == StaggerAxis::y) {
    const int half = odd ? (a.r - (a.r & 1)) / 2 : (a.r + (a.r & 1)) / 2;
    return {a.q + half, a.r};
  }
  const int half = odd ? (a.q - (a.q & 1)) / 2 : (a.q + (a.q & 1)) / 2;
  return {a.q, a.r + half};
}

// The fewest steps between two cells on an unbounded grid of the topology.
constexpr int distance(Topology t, Point a, Point b) {
  if (t.shape != Shape::hex) return manhattan(a, b);
  const Axial u = to_axial(t, a);
  const Axial v = to_axial(t, b);
  const int dq = u.q - v.q;
  const int dr = u.r - v.r;
  const int ds = dq + dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

// "square", "hex-y-odd", "hex-y-even", "hex-x-odd", "hex-x-even": the names
// of the text format and the JS API.
std::string topology_name(Topology t);
std::optional<Topology> parse_topology(std::string_view name);

}  // namespace qipan::tactics
