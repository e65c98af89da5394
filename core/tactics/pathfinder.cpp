#include "core/tactics/pathfinder.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>
#include <string>

namespace qipan::tactics {
namespace {

// Flags an entry of the entered list: the unit must stop on that cell (zone
// of control), so the search enters it but never steps on from it. On hexes
// an entry also says whether its cell is shifted (the stencil's offsets
// depend on it) and the direction it was entered by. Padded cells number
// fewer than 2^25.
constexpr std::uint32_t stop_flag = 0x80000000u;
constexpr int shift_bit = 30;
constexpr int direction_bit = 27;
constexpr std::uint32_t shift_flag = 1u << shift_bit;
constexpr std::uint32_t cell_mask = (1u << direction_bit) - 1;
static_assert(std::uint64_t{max_side + 1} * (max_side + 3) < cell_mask);

// The steps of a hex search, by an entry's state (its shift and the
// direction it was entered by: bits 27..30, shift * 8 + direction): the
// offsets to its neighbours and the state each one gets.
//
// Directions run round the hex, so the steps of directions d - 1 and d + 1
// add up to direction d's (cube coordinates). A cell c entered from p by
// direction d therefore shares two neighbours with p, c + (d + 2) = p + (d + 1)
// and c + (d - 2) = p + (d - 1), and has p itself at d + 3. p has looked at
// all three when it was expanded: each was entered then, or before, or can
// never be (impassable, an enemy's, beyond the move points, which grow along
// the search), since without heights whether a cell can be entered and at what
// cost does not depend on where from. So c need only look ahead, at d - 1, d
// and d + 1; the cells entered and their order are those of the full
// stencil, bit for bit. With heights (a climb may be allowed from c and not
// from p) and for the start, every neighbour is looked at.
struct HexSteps {
  std::array<std::array<std::uint32_t, max_neighbours>, 2> all_offsets{};
  std::array<std::array<std::uint32_t, max_neighbours>, 2> all_tags{};
  std::array<std::array<std::uint32_t, 3>, 16> ahead_offsets{};
  std::array<std::array<std::uint32_t, 3>, 16> ahead_tags{};
};

HexSteps hex_steps(const std::array<std::array<std::uint32_t, max_neighbours>, 2>& offsets,
                   std::uint32_t flips) {
  HexSteps steps;
  auto tag = [&](std::uint32_t shift, std::uint32_t d) {
    return ((shift ^ ((flips >> d) & 1u)) << shift_bit) | (d << direction_bit);
  };
  for (std::uint32_t shift = 0; shift < 2; ++shift) {
    for (std::uint32_t d = 0; d < max_neighbours; ++d) {
      steps.all_offsets[shift][d] = offsets[shift][d];
      steps.all_tags[shift][d] = tag(shift, d);
      for (std::uint32_t j = 0; j < 3; ++j) {
        const std::uint32_t ahead = (d + max_neighbours - 1 + j) % max_neighbours;
        steps.ahead_offsets[shift * 8 + d][j] = offsets[shift][ahead];
        steps.ahead_tags[shift * 8 + d][j] = tag(shift, ahead);
      }
    }
  }
  return steps;
}

// An entry's state, the index into HexSteps' ahead tables.
constexpr std::uint32_t hex_state(std::uint32_t e) { return (e >> direction_bit) & 15u; }
constexpr std::uint32_t hex_shift(std::uint32_t e) { return (e >> shift_bit) & 1u; }

// Distances are stored as base + cost in 32 bits; before a run could pass the
// top, the buffer is cleared once and the base starts again at 1.
constexpr std::uint32_t base_limit = std::numeric_limits<std::uint32_t>::max() -
                                     static_cast<std::uint32_t>(max_move) -
                                     4 * static_cast<std::uint32_t>(max_cost);

}  // namespace

void Pathfinder::prepare(const Map& map) {
  if (segments_.empty()) segments_.resize((max_cost + 1) * segment_ring);
  const std::size_t padded = map.cells_.size();
  if (dist_.size() < padded) dist_.resize(padded, 0);
  const std::size_t cells =
      static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height());
  // Every cell at most once, plus a spare slot after each FIFO (see flood_costs).
  if (queue_.size() < cells + max_terrains + 1) queue_.resize(cells + max_terrains + 1);
}

// The distinct costs a class meets on a map (terrains present, passable),
// ascending, with how many cells have each.
Pathfinder::CostKinds Pathfinder::cost_kinds(const Map& map, MoveClassId move_class) {
  CostKinds kinds;
  const auto& row = map.costs().row(move_class);
  for (int t = 0; t < map.costs().terrain_count(); ++t) {
    const std::uint32_t k = row[static_cast<std::size_t>(t)];
    const auto cells = static_cast<std::uint32_t>(map.terrain_cells_[static_cast<std::size_t>(t)]);
    if (k == 0 || cells == 0) continue;
    // Insert in order of cost, merging terrains of equal cost.
    std::uint32_t i = 0;
    while (i < kinds.count && kinds.cost[i] < k) ++i;
    if (i < kinds.count && kinds.cost[i] == k) {
      kinds.cells[i] += cells;
      continue;
    }
    for (std::uint32_t j = kinds.count; j > i; --j) {
      kinds.cost[j] = kinds.cost[j - 1];
      kinds.cells[j] = kinds.cells[j - 1];
    }
    kinds.cost[i] = k;
    kinds.cells[i] = cells;
    ++kinds.count;
  }
  return kinds;
}

Result<void> Pathfinder::run(const Map& map, UnitId id) {
  const Unit* u = map.unit(id);
  if (!u) return map.unknown_unit(id);
  return run(map, id, u->stats.move);
}

Result<void> Pathfinder::run(const Map& map, UnitId id, int move_points) {
  const Unit* u = map.unit(id);
  if (!u) return map.unknown_unit(id);
  if (move_points < 0 || move_points > max_move) {
    return Error{"move points are out of range: " + std::to_string(move_points) + " (expected 0.." +
                 std::to_string(max_move) + ")"};
  }
  prepare(map);
  map_ = &map;
  revision_ = map.revision();
  unit_ = *u;
  unit_.stats.move = move_points;
  start_ = map.cell(u->at);
  step_ = map.step_row(u->move_class, map.options_.zone_of_control);
  cost_ = map.costs().row(u->move_class).data();
  if (next_base_ > base_limit) {
    std::fill(dist_.begin(), dist_.end(), 0);
    next_base_ = 1;
  }
  base_ = next_base_;
  limit_ = base_ + static_cast<std::uint32_t>(move_points);
  dist_[start_] = base_;
  const CostKinds kinds = cost_kinds(map, u->move_class);
  const bool unit_costs = kinds.count == 0 || (kinds.count == 1 && kinds.cost[0] == 1);
  const bool unbounded = static_cast<std::int64_t>(move_points) >=
                         static_cast<std::int64_t>(kinds.count ? kinds.cost[kinds.count - 1] : 1) *
                             map.width() * map.height();
  auto flood = [&]<bool hex, bool climb>() {
    if (unit_costs) {
      flood_unit_costs<hex, climb>();
    } else if (unbounded) {
      flood_costs<false, hex, climb>(kinds);
    } else {
      flood_costs<true, hex, climb>(kinds);
    }
  };
  const bool hex = map.topology_.shape == Shape::hex;
  const bool climb = map.uneven() && u->jump < max_jump;
  if (hex) {
    climb ? flood.operator()<true, true>() : flood.operator()<true, false>();
  } else {
    climb ? flood.operator()<false, true>() : flood.operator()<false, false>();
  }
  return {};
}

// Whether the unit's jump allows the step between two cells (either way).
bool Pathfinder::step_allowed(std::uint32_t from, std::uint32_t to) const {
  const int rise = map_->heights_[to] - map_->heights_[from];
  return (rise < 0 ? -rise : rise) <= unit_.jump;
}

// A cell whose step-table entry is slow_step: a unit stands on it (enter an
// ally's cell unless allies block; never an enemy's) or, under zone of
// control, next to it (the unit stops there if that unit is an enemy).
bool Pathfinder::enter_slow(std::uint32_t n, std::uint8_t byte, bool& stop) const {
  const Map& map = *map_;
  if (byte & Map::occupied_flag) {
    if (map.options_.allies_block || map.team_at(n) != unit_.team) return false;
  }
  stop = map.options_.zone_of_control && (byte & Map::near_unit_flag) &&
         map.enemy_next_to(n, unit_.team);
  return true;
}

// Breadth-first search: every cost the unit can meet is 1, so one FIFO holds
// the cells in order of cost. The common step (a cell with no unit on or near
// it) is branch-free: the cell is always written and the tail moves on only
// when it was entered, since whether a neighbour is open or taken is a coin
// toss the CPU can't predict. Cells where the unit must stop enter the FIFO
// flagged, to be skipped.
template <bool hex, bool climb>
void Pathfinder::flood_unit_costs() {
  const std::uint8_t* cells = map_->cells_.data();
  const std::uint8_t* heights = map_->heights_.data();
  const std::uint8_t* step = step_;
  std::uint32_t* dist = dist_.data();
  std::uint32_t* queue = queue_.data();
  const std::uint32_t base = base_;
  const std::uint32_t limit = limit_;
  const Map::Stencil& stencil = map_->stencil_;
  const HexSteps steps = hex ? hex_steps(stencil.offsets, stencil.flips) : HexSteps{};
  const int jump = unit_.jump;
  std::uint32_t lo = start_;
  std::uint32_t hi = start_;
  std::uint32_t head = 0;
  std::uint32_t tail = 1;

  // Looks at the neighbours of cell c (entered at nd - 1) given by `count`
  // offsets, each pushed with its tag.
  auto look = [&]<int count>(std::uint32_t c, std::uint32_t nd, const std::uint32_t* offsets,
                             const std::uint32_t* tags) {
    for (int i = 0; i < count; ++i) {
      const std::uint32_t n = c + offsets[i];
      const std::uint32_t tag = hex ? tags[i] : 0u;
      const std::uint8_t byte = cells[n];
      const std::uint8_t k = step[byte];
      const std::uint32_t dn = dist[n];
      if (k == Map::slow_step) [[unlikely]] {
        bool stop = false;
        if (dn >= base || !enter_slow(n, byte, stop)) continue;
        if constexpr (climb) {
          if (std::abs(heights[n] - heights[c]) > jump) continue;
        }
        dist[n] = nd;
        queue[tail++] = n | tag | (stop ? stop_flag : 0);
        continue;
      }
      bool enter = (k != 0) & (dn < base);
      if constexpr (climb) enter &= std::abs(heights[n] - heights[c]) <= jump;
      dist[n] = enter ? nd : dn;
      queue[tail] = n | tag;
      tail += enter;
    }
  };

  queue[0] = start_ | (map_->shifted_cell(start_) ? shift_flag : 0);
  while (head < tail) {
    const std::uint32_t e = queue[head++];
    const std::uint32_t c = e & cell_mask;
    lo = std::min(lo, c);
    hi = std::max(hi, c);
    if (e & stop_flag) continue;
    const std::uint32_t d = dist[c];
    if (d >= limit) continue;
    if constexpr (!hex) {
      look.template operator()<4>(c, d + 1, stencil.offsets[0].data(), nullptr);
    } else if (climb || head == 1) {
      const std::uint32_t shift = hex_shift(e);
      look.template operator()<6>(c, d + 1, steps.all_offsets[shift].data(),
                                  steps.all_tags[shift].data());
    } else {
      const std::uint32_t state = hex_state(e);
      look.template operator()<3>(c, d + 1, steps.ahead_offsets[state].data(),
                                  steps.ahead_tags[state].data());
    }
  }
  lo_ = lo;
  hi_ = hi;
  next_base_ = dist[queue[tail - 1] & cell_mask] + 1;
}

// Costs above 1: a Dijkstra whose priority queue is one FIFO per entry cost.
// A cell of cost k is entered at (the cost of the cell it is entered from) + k,
// and cells are expanded in order of cost, so each FIFO is in order of cost
// too: the search takes, level by level, the cells of that cost from the
// heads of the FIFOs. The FIFOs share one array, sized by the map's count of
// cells of each cost, so a push never checks for room; like the BFS above a
// push is branch-free (written always, the tail moves on if entered). Stops
// are entered but never queued. `bounded` drops the move-points test when
// the unit's move points exceed any path.
template <bool bounded, bool hex, bool climb>
void Pathfinder::flood_costs(const CostKinds& kinds) {
  const Map& map = *map_;
  const std::uint8_t* cells = map.cells_.data();
  const std::uint8_t* heights = map.heights_.data();
  const std::uint8_t* step = step_;
  const std::uint8_t* cost = cost_;
  std::uint32_t* dist = dist_.data();
  const std::uint32_t base = base_;
  const std::uint32_t limit = limit_;
  const Map::Stencil& stencil = map.stencil_;
  const HexSteps steps = hex ? hex_steps(stencil.offsets, stencil.flips) : HexSteps{};
  const int jump = unit_.jump;

  // FIFO k spans [start of k, start of k + cells of cost k); slot 0 (where an
  // impassable neighbour is aimed) is a spare cell past them all.
  // Only the entries of costs present (and 0) are ever read: no clearing.
  std::array<std::uint32_t, max_cost + 1> head;
  std::array<std::uint32_t, max_cost + 1> tail;
  std::uint32_t offset = 0;
  for (std::uint32_t i = 0; i < kinds.count; ++i) {
    head[kinds.cost[i]] = tail[kinds.cost[i]] = offset;
    // One slot more than the cells of that cost: a full FIFO still takes the
    // branch-free write of a neighbour it does not enter, in its own spare
    // slot, not on the first cell of the next FIFO (which may be unexpanded).
    offset += kinds.cells[i] + 1;
  }
  head[0] = tail[0] = offset;
  std::uint32_t* queue = queue_.data();
  std::uint32_t lo = start_;
  std::uint32_t hi = start_;

  // Looks at the neighbours of cell c (entered at `level`) given by `count`
  // offsets, each pushed with its tag.
  auto look = [&]<int count>(std::uint32_t c, std::uint32_t level, const std::uint32_t* offsets,
                             const std::uint32_t* tags) {
    for (int i = 0; i < count; ++i) {
      const std::uint32_t n = c + offsets[i];
      const std::uint32_t tag = hex ? tags[i] : 0u;
      const std::uint8_t byte = cells[n];
      const std::uint32_t k = step[byte];
      const std::uint32_t dn = dist[n];
      if (k == Map::slow_step) [[unlikely]] {
        bool stop = false;
        if (dn >= base || !enter_slow(n, byte, stop)) continue;
        if constexpr (climb) {
          if (std::abs(heights[n] - heights[c]) > jump) continue;
        }
        const std::uint32_t kn = cost[byte & Map::terrain_mask];
        if (level + kn > limit) continue;
        dist[n] = level + kn;
        if (stop) {
          lo = std::min(lo, n);
          hi = std::max(hi, n);
        } else {
          queue[tail[kn]++] = n | tag;
        }
        continue;
      }
      const std::uint32_t nd = level + k;
      bool enter = (k != 0) & (dn < base);
      if constexpr (bounded) enter &= nd <= limit;
      if constexpr (climb) enter &= std::abs(heights[n] - heights[c]) <= jump;
      dist[n] = enter ? nd : dn;
      queue[tail[k]] = n | tag;
      tail[k] += enter;
    }
  };
  // Every neighbour of the start (and, with heights, of every cell); only
  // those ahead of a cell entered by a step (HexSteps).
  auto expand_all = [&](std::uint32_t e, std::uint32_t level) {
    const std::uint32_t c = e & cell_mask;
    if constexpr (hex) {
      const std::uint32_t shift = hex_shift(e);
      look.template operator()<6>(c, level, steps.all_offsets[shift].data(),
                                  steps.all_tags[shift].data());
    } else {
      look.template operator()<4>(c, level, stencil.offsets[0].data(), nullptr);
    }
  };
  auto expand = [&](std::uint32_t e, std::uint32_t level) {
    if constexpr (hex && !climb) {
      const std::uint32_t state = hex_state(e);
      look.template operator()<3>(e & cell_mask, level, steps.ahead_offsets[state].data(),
                                  steps.ahead_tags[state].data());
    } else {
      expand_all(e, level);
    }
  };

  // Each FIFO is a run of segments, one per level that pushed into it: the
  // cells pushed while expanding level L into FIFO k all cost L + k. The
  // segments say where each cost ends, so popping reads no distances. A
  // FIFO's unpopped cells cost between the level and the level + k, so
  // max_cost + 1 segments a FIFO always suffice (a ring).
  std::array<std::uint32_t, max_cost + 1> seg_head{};
  std::array<std::uint32_t, max_cost + 1> seg_count{};
  std::array<std::uint32_t, max_cost + 1> recorded{};
  for (std::uint32_t i = 0; i < kinds.count; ++i) recorded[kinds.cost[i]] = head[kinds.cost[i]];
  auto record = [&](std::uint32_t level) {
    for (std::uint32_t i = 0; i < kinds.count; ++i) {
      const std::uint32_t k = kinds.cost[i];
      if (tail[k] == recorded[k]) continue;
      Segment& seg = segments_[k * segment_ring + (seg_head[k] + seg_count[k]) % segment_ring];
      seg = {level + k, tail[k]};
      ++seg_count[k];
      recorded[k] = tail[k];
    }
  };

  expand_all(start_ | (map.shifted_cell(start_) ? shift_flag : 0), base);
  record(base);
  std::uint32_t level = base;
  constexpr std::uint32_t no_level = std::numeric_limits<std::uint32_t>::max();
  while (true) {
    // The next level holding cells: the least cost at the FIFO heads.
    std::uint32_t next = no_level;
    for (std::uint32_t i = 0; i < kinds.count; ++i) {
      const std::uint32_t k = kinds.cost[i];
      if (seg_count[k]) next = std::min(next, segments_[k * segment_ring + seg_head[k]].cost);
    }
    if (next == no_level) break;
    level = next;
    for (std::uint32_t i = 0; i < kinds.count; ++i) {
      const std::uint32_t k = kinds.cost[i];
      if (!seg_count[k]) continue;
      const Segment seg = segments_[k * segment_ring + seg_head[k]];
      if (seg.cost != level) continue;
      seg_head[k] = (seg_head[k] + 1) % segment_ring;
      --seg_count[k];
      for (; head[k] < seg.end; ++head[k]) {
        const std::uint32_t e = queue[head[k]];
        const std::uint32_t c = e & cell_mask;
        lo = std::min(lo, c);
        hi = std::max(hi, c);
        if (!bounded || level < limit) expand(e, level);
      }
    }
    record(level);
  }
  lo_ = lo;
  hi_ = hi;
  next_base_ = level + static_cast<std::uint32_t>(max_cost) + 1;
}

bool Pathfinder::ends_on(std::uint32_t c) const {
  return entered(c) && (c == start_ || !(map_->cells_[c] & Map::occupied_flag));
}

int Pathfinder::cost_at(Point p) const {
  if (!map_ || !map_->contains(p)) return -1;
  const std::uint32_t c = map_->cell(p);
  return ends_on(c) ? static_cast<int>(dist_[c] - base_) : -1;
}

// The rows the last run entered, and the columns its move points allow (every
// step costs at least 1); the readers narrow each row to the diamond.
Pathfinder::Bounds Pathfinder::range_bounds() const {
  const int reach = std::min(unit_.stats.move, map_->width() + map_->height());
  return {std::max(0, unit_.at.x - reach), map_->point(lo_).y,
          std::min(map_->width() - 1, unit_.at.x + reach), map_->point(hi_).y};
}

void Pathfinder::reachable(std::vector<Reach>& out) const {
  out.clear();
  each_end([&](Point p, int cost) { out.push_back({p, cost}); });
}

void Pathfinder::distance_field(std::span<std::int32_t> out) const {
  if (!map_) return;
  const int w = map_->width();
  if (out.size() != static_cast<std::size_t>(w) * static_cast<std::size_t>(map_->height())) return;
  const std::uint32_t move = static_cast<std::uint32_t>(unit_.stats.move);
  const std::uint32_t base = base_;
  for (int y = 0; y < map_->height(); ++y) {
    // Distinct arrays: say so, or the compiler won't vectorise (int32 and
    // uint32 may alias).
    const std::uint32_t* __restrict dist = dist_.data() + map_->cell({0, y});
    std::int32_t* __restrict o = out.data() + static_cast<std::ptrdiff_t>(y) * w;
    for (int x = 0; x < w; ++x) {
      const std::uint32_t v = dist[x] - base;  // wraps far above move when not entered
      o[x] = v <= move ? static_cast<std::int32_t>(v) : -1;
    }
  }
  // No move ends on another unit (an ally may have been passed through).
  for (const Unit& u : map_->units_) {
    if (u.id != unit_.id) out[static_cast<std::size_t>(u.at.y * w + u.at.x)] = -1;
  }
}

Result<void> Pathfinder::reachable(const Map& map, UnitId id, std::vector<Reach>& out) {
  if (auto ok = run(map, id); !ok) return ok;
  reachable(out);
  return {};
}

Result<void> Pathfinder::distance_field(const Map& map, UnitId id, std::span<std::int32_t> out) {
  const std::size_t cells =
      static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height());
  if (out.size() != cells) {
    return Error{"distance field needs " + std::to_string(cells) + " values, got " +
                 std::to_string(out.size())};
  }
  if (auto ok = run(map, id); !ok) return ok;
  distance_field(out);
  return {};
}

Result<void> Pathfinder::path_to(const Map& map, UnitId id, Point target, std::vector<Point>& out) {
  if (!map.unit(id)) return map.unknown_unit(id);
  if (!map.contains(target)) return map.off_map(target);
  if (auto ok = run(map, id); !ok) return ok;
  path_to(target, out);
  return {};
}

}  // namespace qipan::tactics
