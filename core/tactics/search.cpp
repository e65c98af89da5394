#include "core/tactics/search.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <string>

namespace qipan::tactics {
namespace {

// Flags an entry of the entered list: the unit must stop on that cell (zone
// of control), so the search enters it but never steps on from it.
constexpr std::uint32_t kStop = 0x80000000u;
constexpr std::uint32_t kCellMask = ~kStop;

// Distances are stored as base + cost in 32 bits; before a run could pass the
// top, the buffer is cleared once and the base starts again at 1.
constexpr std::uint32_t kBaseLimit =
    std::numeric_limits<std::uint32_t>::max() - static_cast<std::uint32_t>(kMaxMove) -
    4 * static_cast<std::uint32_t>(kMaxCost);

}  // namespace

void Search::prepare(const Map& map) {
  const std::size_t padded = map.cells_.size();
  if (dist_.size() < padded) dist_.resize(padded, 0);
  const std::size_t cells = static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height());
  if (entered_.size() < cells + 1) entered_.resize(cells + 1);
}

Result<void> Search::run(const Map& map, UnitId id) {
  const Unit* u = map.unit(id);
  if (!u) return map.no_unit(id);
  prepare(map);
  map_ = &map;
  revision_ = map.revision();
  unit_ = *u;
  start_ = map.cell(u->at);
  step_ = map.step_row(u->move_class, map.zoc());
  cost_ = map.costs().row(u->move_class).data();
  if (next_base_ > kBaseLimit) {
    std::fill(dist_.begin(), dist_.end(), 0);
    next_base_ = 1;
  }
  base_ = next_base_;
  limit_ = base_ + static_cast<std::uint32_t>(u->move);
  dist_[start_] = base_;
  entered_[0] = start_;
  entered_count_ = 1;
  if (map.max_cost(u->move_class) <= 1) {
    flood_unit_costs();
  } else {
    flood_costs();
  }
  return {};
}

// A cell whose step-table entry is kSlowStep: a unit stands on it (enter an
// ally's cell unless allies block; never an enemy's) or, under zone of
// control, next to it (the unit stops there if that unit is an enemy).
bool Search::enter_slow(std::uint32_t n, std::uint8_t byte, bool& stop) const {
  const Map& map = *map_;
  if (byte & Map::kOccupied) {
    if (map.allies_block_ || map.team_at(n) != unit_.team) return false;
  }
  stop = map.zoc_ && (byte & Map::kNearUnit) && map.enemy_next_to(n, unit_.team);
  return true;
}

// Breadth-first search: every cost the unit can meet is 1, so the entered
// list is the queue and cells enter it in order of cost.
void Search::flood_unit_costs() {
  const std::uint8_t* cells = map_->cells_.data();
  const std::uint8_t* step = step_;
  std::uint32_t* dist = dist_.data();
  std::uint32_t* queue = entered_.data();
  const std::uint32_t base = base_;
  const std::uint32_t limit = limit_;
  const auto s = static_cast<std::uint32_t>(map_->stride());
  const std::uint32_t offsets[4] = {1u, s, 0u - 1u, 0u - s};
  std::uint32_t head = 0;
  std::uint32_t tail = entered_count_;
  while (head < tail) {
    const std::uint32_t e = queue[head++];
    if (e & kStop) continue;
    const std::uint32_t d = dist[e];
    if (d >= limit) continue;
    for (std::uint32_t off : offsets) {
      const std::uint32_t n = e + off;
      const std::uint8_t byte = cells[n];
      const std::uint8_t k = step[byte];
      if (k == 0 || dist[n] >= base) continue;
      std::uint32_t flag = 0;
      if (k == Map::kSlowStep) {
        bool stop = false;
        if (!enter_slow(n, byte, stop)) continue;
        if (stop) flag = kStop;
      }
      dist[n] = d + 1;
      queue[tail++] = n | flag;
    }
  }
  entered_count_ = tail;
  next_base_ = dist[queue[tail - 1] & kCellMask] + 1;
}

// Dial's algorithm: a ring of buckets indexed by cost, wide enough that a step
// (1..kMaxCost) never lands in the bucket being read.
void Search::flood_costs() {
  const std::uint8_t* cells = map_->cells_.data();
  const std::uint8_t* step = step_;
  const std::uint8_t* cost = cost_;
  std::uint32_t* dist = dist_.data();
  std::uint32_t* entered = entered_.data();
  const std::uint32_t base = base_;
  const std::uint32_t limit = limit_;
  const auto s = static_cast<std::uint32_t>(map_->stride());
  const std::uint32_t offsets[4] = {1u, s, 0u - 1u, 0u - s};
  constexpr std::uint32_t kRing = 127;
  static_assert(kMaxCost < 128);
  std::uint32_t count = entered_count_;
  std::uint32_t cur = base;
  buckets_[cur & kRing].push_back(start_);
  std::size_t pending = 1;
  while (pending > 0) {
    auto& bucket = buckets_[cur & kRing];
    const std::size_t size = bucket.size();
    for (std::size_t i = 0; i < size && cur < limit; ++i) {
      const std::uint32_t c = bucket[i];
      for (std::uint32_t off : offsets) {
        const std::uint32_t n = c + off;
        const std::uint8_t byte = cells[n];
        std::uint32_t k = step[byte];
        if (k == 0 || dist[n] >= base) continue;
        bool stop = false;
        if (k == Map::kSlowStep) {
          if (!enter_slow(n, byte, stop)) continue;
          k = cost[byte & Map::kTerrainMask];
        }
        const std::uint32_t nd = cur + k;
        if (nd > limit) continue;
        dist[n] = nd;
        if (stop) {
          entered[count++] = n | kStop;
        } else {
          entered[count++] = n;
          buckets_[nd & kRing].push_back(n);
          ++pending;
        }
      }
    }
    pending -= size;
    bucket.clear();
    ++cur;
  }
  entered_count_ = count;
  next_base_ = cur + static_cast<std::uint32_t>(kMaxCost) + 1;
}

bool Search::ends_on(std::uint32_t c) const {
  return entered(c) && (c == start_ || !(map_->cells_[c] & Map::kOccupied));
}

int Search::cost_at(Point p) const {
  if (!map_ || !map_->contains(p)) return -1;
  const std::uint32_t c = map_->cell(p);
  return ends_on(c) ? static_cast<int>(dist_[c] - base_) : -1;
}

// The rows the last run entered, and the columns its move points allow (every
// step costs at least 1); the readers narrow each row to the diamond.
Search::Bounds Search::range_bounds() const {
  std::uint32_t lo = start_;
  std::uint32_t hi = start_;
  for (std::uint32_t i = 0; i < entered_count_; ++i) {
    const std::uint32_t c = entered_[i] & kCellMask;
    lo = std::min(lo, c);
    hi = std::max(hi, c);
  }
  const int reach = std::min(unit_.move, map_->width() + map_->height());
  return {std::max(0, unit_.at.x - reach), map_->point(lo).y,
          std::min(map_->width() - 1, unit_.at.x + reach), map_->point(hi).y};
}

void Search::reachable(std::vector<Reach>& out) const {
  out.clear();
  each_end([&](Point p, int cost) { out.push_back({p, cost}); });
}

void Search::distance_field(std::span<std::int32_t> out) const {
  if (!map_) return;
  const int w = map_->width();
  const std::uint32_t move = static_cast<std::uint32_t>(unit_.move);
  const std::uint32_t base = base_;
  const std::uint8_t* cells = map_->cells_.data();
  const std::uint32_t* dist = dist_.data();
  for (int y = 0; y < map_->height(); ++y) {
    const std::uint32_t row = map_->cell({0, y});
    std::int32_t* o = out.data() + static_cast<std::ptrdiff_t>(y) * w;
    for (int x = 0; x < w; ++x) {
      const std::uint32_t c = row + static_cast<std::uint32_t>(x);
      const std::uint32_t v = dist[c] - base;  // wraps far above move when not entered
      const bool end = v <= move && !(cells[c] & Map::kOccupied);
      o[x] = end ? static_cast<std::int32_t>(v) : -1;
    }
  }
  out[static_cast<std::size_t>(unit_.at.y * w + unit_.at.x)] = 0;
}

Result<void> Search::reachable(const Map& map, UnitId id, std::vector<Reach>& out) {
  if (auto ok = run(map, id); !ok) return ok;
  reachable(out);
  return {};
}

Result<void> Search::distance_field(const Map& map, UnitId id, std::span<std::int32_t> out) {
  const std::size_t cells = static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height());
  if (out.size() != cells) {
    return Error{"distance field needs " + std::to_string(cells) + " values, got " +
                 std::to_string(out.size())};
  }
  if (auto ok = run(map, id); !ok) return ok;
  distance_field(out);
  return {};
}

Result<void> Search::path_to(const Map& map, UnitId id, Point target, std::vector<Point>& out) {
  if (!map.unit(id)) return map.no_unit(id);
  if (!map.contains(target)) return map.off_map(target);
  if (auto ok = run(map, id); !ok) return ok;
  path_to(target, out);
  return {};
}

}  // namespace qipan::tactics
