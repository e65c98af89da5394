// Attack ranges and danger zones: the movement range of a unit dilated by the
// ring of its attack distances (ring_dilation.h), marked with a stamp per
// cell so zones of many units merge without clearing anything.
#include <algorithm>
#include <string>

#include "core/tactics/pathfinder.h"
#include "core/tactics/ring_dilation.h"
#include "core/tactics/sight.h"

namespace qipan::tactics {

void Pathfinder::collect_ends() {
  ends_.clear();
  each_end([&](Point p, int) { ends_.push_back(p); });
}

void Pathfinder::begin_zone(const Map& map) {
  zone_width_ = map.width();
  zone_height_ = map.height();
  const std::size_t cells =
      static_cast<std::size_t>(zone_width_) * static_cast<std::size_t>(zone_height_);
  if (marks_.size() < cells) marks_.resize(cells, 0);
  if (++mark_ == 0) {
    std::fill(marks_.begin(), marks_.end(), 0);
    mark_ = 1;
  }
}

// Marks the attack range of the last run and widens `zone`, the box of cells
// that may be marked.
void Pathfinder::add_attack_zone(Bounds& zone) {
  collect_ends();
  if (ends_.empty()) return;
  const int w = map_->width();
  const int h = map_->height();
  const MarkGrid grid{
      w, h, std::span(marks_.data(), static_cast<std::size_t>(w) * static_cast<std::size_t>(h)),
      mark_};
  int r = unit_.stats.max_range;
  const bool bonus = map_->range_per_height() > 0 && map_->uneven() && r >= 2;
  if (bonus) r += max_height / map_->range_per_height();
  if (bonus || map_->options().line_of_sight) {
    mark_reached(unit_.stats.max_range);
  } else if (map_->topology().shape == Shape::hex) {
    stamp_hex_rings(ends_, unit_.stats.min_range, r, grid, map_->topology());
  } else {
    mark_rings(ends_, unit_.stats.min_range, r, grid, counts_);
  }
  for (Point p : ends_) {
    zone.x0 = std::min(zone.x0, std::max(0, p.x - r));
    zone.x1 = std::max(zone.x1, std::min(w - 1, p.x + r));
  }
  zone.y0 = std::min(zone.y0, std::max(0, ends_.front().y - r));
  zone.y1 = std::max(zone.y1, std::min(h - 1, ends_.back().y + r));
}

// The slow way, when sight or height decide: every cell near a cell of the
// movement range that `reaches` accepts (near: the max range plus the most
// height can add from there, the target being at height 0 or more).
void Pathfinder::mark_reached(int furthest) {
  const int w = map_->width();
  const int h = map_->height();
  const int per = map_->range_per_height();
  for (Point p : ends_) {
    const int reach_limit = furthest + (per > 0 && furthest >= 2 ? map_->height_at(p) / per : 0);
    const int y0 = std::max(0, p.y - reach_limit);
    const int y1 = std::min(h - 1, p.y + reach_limit);
    const int x0 = std::max(0, p.x - reach_limit);
    const int x1 = std::min(w - 1, p.x + reach_limit);
    for (int y = y0; y <= y1; ++y) {
      std::uint32_t* row = marks_.data() + static_cast<std::ptrdiff_t>(y) * w;
      for (int x = x0; x <= x1; ++x) {
        if (row[x] != mark_ && reaches(*map_, unit_.stats, p, {x, y})) row[x] = mark_;
      }
    }
  }
}

void Pathfinder::list_zone(const Bounds& zone, std::vector<Point>& out) const {
  const int w = zone_width_;
  for (int y = zone.y0; y <= zone.y1; ++y) {
    const std::uint32_t* row = marks_.data() + static_cast<std::ptrdiff_t>(y) * w;
    for (int x = zone.x0; x <= zone.x1; ++x) {
      if (row[x] == mark_) out.push_back({x, y});
    }
  }
}

bool Pathfinder::in_zone(Point p) const {
  if (p.x < 0 || p.x >= zone_width_ || p.y < 0 || p.y >= zone_height_) return false;
  return marks_[static_cast<std::size_t>(p.y * zone_width_ + p.x)] == mark_;
}

void Pathfinder::attack_range(std::vector<Point>& out) {
  out.clear();
  if (!map_) return;
  begin_zone(*map_);
  Bounds zone{map_->width(), map_->height(), -1, -1};
  add_attack_zone(zone);
  list_zone(zone, out);
}

Result<void> Pathfinder::attack_range(const Map& map, UnitId id, std::vector<Point>& out) {
  if (auto ok = run(map, id); !ok) return ok;
  attack_range(out);
  return {};
}

Result<void> Pathfinder::danger_zone(const Map& map, int team, std::vector<Point>& out) {
  if (team < 0 || team > max_team) {
    return Error{"team is out of range: " + std::to_string(team) + " (expected 0.." +
                 std::to_string(max_team) + ")"};
  }
  out.clear();
  begin_zone(map);
  Bounds zone{map.width(), map.height(), -1, -1};
  for (const Unit& u : map.units()) {
    if (u.team == team) continue;
    if (auto ok = run(map, u.id); !ok) return ok;
    add_attack_zone(zone);
  }
  list_zone(zone, out);
  return {};
}

}  // namespace qipan::tactics
