#pragma once

// [SECTION] Where a tactics map's cells lie on the page: squares in rows, or
// hexes in the layout Tiled draws them (docs/tactics.md, "Topologies"):
// rows staggered with pointy-top hexes, columns staggered with flat-top
// ones, the shifted rows (columns) half a cell right (down). A layout is
// fitted into an area and then answers a cell's centre, its outline and
// which cell a page point is in. Hexes are regular, whatever a Tiled map's
// tile size.

#include <imgui.h>

#include <optional>

#include "core/tactics/map.h"
#include "core/tactics/point.h"
#include "core/tactics/topology.h"

namespace qipan::web {

class TacticsLayout {
 public:
  // Fits the map into [min, max], centred.
  void place(const tactics::Map& map, ImVec2 min, ImVec2 max);
  // The map's height over its width, as drawn.
  static float aspect(const tactics::Map& map);

  // The size a token scales by: a square's side, a hex's width across its
  // flat sides; 0 before the first place().
  float cell() const { return cell_; }
  ImVec2 origin() const { return origin_; }
  ImVec2 size() const { return size_; }
  bool hex() const { return topology_.shape == tactics::Shape::hex; }

  ImVec2 centre(tactics::Point p) const;
  // The outline of a cell, clockwise from the top (4 corners or 6);
  // `scale` shrinks it about the centre.
  int corners(tactics::Point p, ImVec2 out[6], float scale = 1.0f) const;
  // The cell a page point lies in, none off the map.
  std::optional<tactics::Point> cell_at(ImVec2 p) const;

 private:
  tactics::Topology topology_;
  int width_ = 0;
  int height_ = 0;
  float cell_ = 0;    // square side or hex width across flats
  float radius_ = 0;  // hex: centre to corner
  ImVec2 origin_{};
  ImVec2 size_{};
};

}  // namespace qipan::web
