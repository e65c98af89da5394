#include "web/tactics_layout.h"

#include <algorithm>
#include <cmath>

namespace qipan::web {

namespace {

using tactics::Point;

constexpr float sqrt3 = 1.7320508f;

// Whether a row (rows staggered) or column (columns staggered) of the map
// is shifted anywhere: the map is half a cell wider (taller) then.
bool any_shifted(const tactics::Topology& t, int lines) {
  for (int i = 0; i < std::min(lines, 2); ++i) {
    const Point p = t.stagger_axis == tactics::StaggerAxis::y ? Point{0, i} : Point{i, 0};
    if (tactics::shifted(t, p)) return true;
  }
  return false;
}

// The map's size for cells of size 1 (a square's side, a hex's width across
// flats).
ImVec2 unit_size(const tactics::Map& map) {
  const auto w = static_cast<float>(map.width());
  const auto h = static_cast<float>(map.height());
  const tactics::Topology& t = map.topology();
  if (t.shape != tactics::Shape::hex) return ImVec2(w, h);
  const float r = 1.0f / sqrt3;  // centre to corner of a hex 1 across flats
  if (t.stagger_axis == tactics::StaggerAxis::y) {
    const float half = any_shifted(t, map.height()) ? 0.5f : 0.0f;
    return ImVec2(w + half, 2 * r + (h - 1) * 1.5f * r);
  }
  const float half = any_shifted(t, map.width()) ? 0.5f : 0.0f;
  return ImVec2(2 * r + (w - 1) * 1.5f * r, h + half);
}

}  // namespace

float TacticsLayout::aspect(const tactics::Map& map) {
  const ImVec2 s = unit_size(map);
  return s.y / s.x;
}

void TacticsLayout::place(const tactics::Map& map, ImVec2 min, ImVec2 max) {
  topology_ = map.topology();
  width_ = map.width();
  height_ = map.height();
  const ImVec2 unit = unit_size(map);
  cell_ = std::min((max.x - min.x) / unit.x, (max.y - min.y) / unit.y);
  if (!hex()) cell_ = std::floor(cell_);  // squares on whole pixels
  radius_ = cell_ / sqrt3;
  size_ = ImVec2(unit.x * cell_, unit.y * cell_);
  origin_ =
      ImVec2(std::round((min.x + max.x - size_.x) / 2), std::round((min.y + max.y - size_.y) / 2));
}

ImVec2 TacticsLayout::centre(Point p) const {
  const auto x = static_cast<float>(p.x);
  const auto y = static_cast<float>(p.y);
  if (!hex()) return ImVec2(origin_.x + (x + 0.5f) * cell_, origin_.y + (y + 0.5f) * cell_);
  const float shift = tactics::shifted(topology_, p) ? cell_ / 2 : 0.0f;
  if (topology_.stagger_axis == tactics::StaggerAxis::y) {
    return ImVec2(origin_.x + (x + 0.5f) * cell_ + shift, origin_.y + radius_ + y * 1.5f * radius_);
  }
  return ImVec2(origin_.x + radius_ + x * 1.5f * radius_, origin_.y + (y + 0.5f) * cell_ + shift);
}

int TacticsLayout::corners(Point p, ImVec2 out[6], float scale) const {
  const ImVec2 c = centre(p);
  if (!hex()) {
    const float h = cell_ / 2 * scale;
    out[0] = ImVec2(c.x - h, c.y - h);
    out[1] = ImVec2(c.x + h, c.y - h);
    out[2] = ImVec2(c.x + h, c.y + h);
    out[3] = ImVec2(c.x - h, c.y + h);
    return 4;
  }
  // Pointy-top: the first corner at the top; flat-top: at the upper left.
  const float start = topology_.stagger_axis == tactics::StaggerAxis::y ? -90.0f : -120.0f;
  for (int i = 0; i < 6; ++i) {
    const float a = (start + 60.0f * static_cast<float>(i)) * 3.14159265f / 180.0f;
    out[i] = ImVec2(c.x + radius_ * scale * std::cos(a), c.y + radius_ * scale * std::sin(a));
  }
  return 6;
}

std::optional<Point> TacticsLayout::cell_at(ImVec2 p) const {
  if (cell_ <= 0) return std::nullopt;
  if (!hex()) {
    const Point c{static_cast<int>(std::floor((p.x - origin_.x) / cell_)),
                  static_cast<int>(std::floor((p.y - origin_.y) / cell_))};
    if (c.x < 0 || c.x >= width_ || c.y < 0 || c.y >= height_) return std::nullopt;
    return c;
  }
  // The nearest centre among the cells around the point's rough cell: the
  // hexes are the cells nearest their centres.
  const bool rows = topology_.stagger_axis == tactics::StaggerAxis::y;
  const float along = rows ? (p.y - origin_.y - radius_) / (1.5f * radius_)
                           : (p.x - origin_.x - radius_) / (1.5f * radius_);
  const float across = rows ? (p.x - origin_.x) / cell_ : (p.y - origin_.y) / cell_;
  const int a0 = static_cast<int>(std::lround(along));
  const int b0 = static_cast<int>(std::floor(across));
  std::optional<Point> best;
  float best_d = 0;
  for (int a = a0 - 1; a <= a0 + 1; ++a) {
    for (int b = b0 - 1; b <= b0 + 1; ++b) {
      const Point c = rows ? Point{b, a} : Point{a, b};
      if (c.x < 0 || c.x >= width_ || c.y < 0 || c.y >= height_) continue;
      const ImVec2 m = centre(c);
      const float d = (m.x - p.x) * (m.x - p.x) + (m.y - p.y) * (m.y - p.y);
      if (!best || d < best_d) {
        best = c;
        best_d = d;
      }
    }
  }
  // Past the map's edge the nearest centre is more than a corner away.
  if (best && best_d > radius_ * radius_) return std::nullopt;
  return best;
}

}  // namespace qipan::web
