#include "web/board_layout.h"

#include <algorithm>
#include <cmath>

namespace qipan::web {

BoardLayout BoardLayout::fit(grid::BoardShape shape, ImVec2 min, ImVec2 max, float margin,
                             bool flipped) {
  const float span_x = static_cast<float>(shape.files - 1) + 2 * margin;
  const float span_y = static_cast<float>(shape.ranks - 1) + 2 * margin;
  const float cell = std::max(1.0f, std::min((max.x - min.x) / span_x, (max.y - min.y) / span_y));
  const ImVec2 mid((min.x + max.x) / 2, (min.y + max.y) / 2);
  BoardLayout l;
  l.shape = shape;
  l.cell = std::floor(cell);
  l.flipped = flipped;
  l.first = ImVec2(std::round(mid.x - l.cell * static_cast<float>(shape.files - 1) / 2),
                   std::round(mid.y + l.cell * static_cast<float>(shape.ranks - 1) / 2));
  return l;
}

ImVec2 BoardLayout::centre(grid::Coord c) const {
  const int file = flipped ? shape.files - 1 - c.file : c.file;
  const int rank = flipped ? shape.ranks - 1 - c.rank : c.rank;
  return ImVec2(first.x + cell * static_cast<float>(file),
                first.y - cell * static_cast<float>(rank));
}

std::optional<grid::Coord> BoardLayout::square_at(ImVec2 p) const {
  if (cell <= 0 || !(std::abs(p.x) < 1e6f && std::abs(p.y) < 1e6f)) return std::nullopt;
  const float fx = (p.x - first.x) / cell;
  const float fy = (first.y - p.y) / cell;
  const int file = static_cast<int>(std::lround(fx));
  const int rank = static_cast<int>(std::lround(fy));
  if (std::abs(fx - static_cast<float>(file)) > 0.5f ||
      std::abs(fy - static_cast<float>(rank)) > 0.5f) {
    return std::nullopt;
  }
  grid::Coord c{flipped ? shape.files - 1 - file : file, flipped ? shape.ranks - 1 - rank : rank};
  if (!grid::contains(shape, c)) return std::nullopt;
  return c;
}

ImVec2 BoardLayout::top_left(float margin) const {
  return ImVec2(first.x - margin * cell,
                first.y - cell * static_cast<float>(shape.ranks - 1) - margin * cell);
}

ImVec2 BoardLayout::bottom_right(float margin) const {
  return ImVec2(first.x + cell * static_cast<float>(shape.files - 1) + margin * cell,
                first.y + margin * cell);
}

}  // namespace qipan::web
