#pragma once

// [SECTION] Where a board's points are on screen. Both games place pieces on
// a grid of centres — xiangqi on line crossings, jungle in the middle of
// squares — so one layout maps coordinates to pixels and back, and turns the
// board half a circle when flipped.

#include <imgui.h>

#include <optional>

#include "core/grid/square.h"

namespace qipan::web {

struct BoardLayout {
  grid::BoardShape shape{};
  ImVec2 first{};  // screen centre of the lower-left point (file a, first rank) unflipped
  float cell = 0;  // distance between neighbouring centres, CSS pixels
  bool flipped = false;

  // The largest layout whose centres, with `margin` cells to spare on every
  // side, fit in the rectangle [min, max], centred in it.
  static BoardLayout fit(grid::BoardShape shape, ImVec2 min, ImVec2 max, float margin,
                         bool flipped);

  ImVec2 centre(grid::Coord c) const;
  // The square whose centre lies within half a cell of `p` (both axes).
  std::optional<grid::Coord> square_at(ImVec2 p) const;

  // Screen rectangle spanned by the centres, grown by `margin` cells.
  ImVec2 top_left(float margin) const;
  ImVec2 bottom_right(float margin) const;
};

}  // namespace qipan::web
