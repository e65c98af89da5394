// Paths: a cheapest path with the fewest turns, read off the last run.
//
// The run leaves the cheapest cost of every cell it entered. A step u -> w is
// "tight" when the unit may step on from u (its start, or a cell entered that
// is not a zone-of-control stop) and cost(u) + entry cost of w == cost(w):
// the tight steps form every cheapest path and nothing else (on uneven
// ground the step must also be within the unit's jump). On that graph a
// 0-1 BFS backward from the target finds, for each (cell, direction of the
// step into it), the fewest turns left to the target; a turn costs 1, going
// straight 0. The path then walks forward from the unit, each step choosing
// the fewest turns left, going straight on ties, then the topology's order
// of directions (right, down, left, up on squares).
// Costs never change, so the path stays a cheapest one; turns only break
// ties among cheapest paths.
#include <algorithm>
#include <limits>

#include "core/tactics/pathfinder.h"

namespace qipan::tactics {

bool Pathfinder::expanded(std::uint32_t c) const {
  if (c == start_) return true;
  if (!entered(c)) return false;
  const std::uint8_t byte = map_->cells_[c];
  return !(map_->options_.zone_of_control && (byte & Map::near_unit_flag) &&
           map_->enemy_next_to(c, unit_.team));
}

void Pathfinder::path_to(Point target, std::vector<Point>& out) {
  out.clear();
  if (!map_ || !map_->contains(target)) return;
  const std::uint32_t t = map_->cell(target);
  if (!ends_on(t)) return;
  out.push_back(unit_.at);
  if (t == start_) return;

  const Map::Stencil& stencil = map_->stencil_;
  const auto n_dirs = static_cast<std::uint32_t>(stencil.count);
  const std::uint32_t none = n_dirs;  // no direction before the first step
  const std::size_t states = map_->cells_.size() * n_dirs;
  if (turns_.size() < states) turns_.resize(states, 0);
  // Turn counts are at most the number of cells; restart the stamps before
  // they could reach the top.
  const std::uint32_t most_turns = static_cast<std::uint32_t>(map_->cells_.size()) + 2;
  if (turn_base_ > std::numeric_limits<std::uint32_t>::max() - most_turns) {
    std::fill(turns_.begin(), turns_.end(), 0);
    turn_base_ = 1;
  }
  const std::uint32_t tb = turn_base_;
  const std::uint8_t* cells = map_->cells_.data();
  const std::uint32_t* dist = dist_.data();
  const std::uint8_t* cost = cost_;
  const bool climb = map_->uneven() && unit_.jump < max_jump;
  // The neighbour of c in direction d, and the cell whose step in direction
  // d reaches c (its neighbour in the opposite direction).
  auto next = [&](std::uint32_t c, std::uint32_t d) {
    return c + stencil.offsets[map_->shifted_cell(c) ? 1 : 0][d];
  };
  auto previous = [&](std::uint32_t c, std::uint32_t d) {
    return next(c, (d + n_dirs / 2) % n_dirs);
  };
  auto tight = [&](std::uint32_t u, std::uint32_t w) {
    return entered(u) && dist[u] + cost[cells[w] & Map::terrain_mask] == dist[w] &&
           (!climb || step_allowed(u, w)) && expanded(u);
  };

  level_.clear();
  next_level_.clear();
  for (std::uint32_t e = 0; e < n_dirs; ++e) {
    if (tight(previous(t, e), t)) {
      turns_[t * n_dirs + e] = tb;
      level_.push_back(t * n_dirs + e);
    }
  }
  std::uint32_t level = 0;
  bool reached = false;
  while (!level_.empty()) {
    for (std::size_t i = 0; i < level_.size(); ++i) {
      const std::uint32_t state = level_[i];
      if (turns_[state] != tb + level) continue;  // improved since it was queued
      const std::uint32_t e = state % n_dirs;
      const std::uint32_t u = previous(state / n_dirs, e);
      if (u == start_) {
        reached = true;
        continue;
      }
      for (std::uint32_t f = 0; f < n_dirs; ++f) {
        if (!tight(previous(u, f), u)) continue;
        const std::uint32_t value = tb + level + (f != e ? 1 : 0);
        std::uint32_t& known = turns_[u * n_dirs + f];
        if (known >= tb && known <= value) continue;
        known = value;
        (f == e ? level_ : next_level_).push_back(u * n_dirs + f);
      }
    }
    // Every state with at most `level` turns left is final now, which is all
    // the forward walk can choose from.
    if (reached) break;
    std::swap(level_, next_level_);
    next_level_.clear();
    ++level;
  }
  turn_base_ = tb + level + 2;

  std::uint32_t c = start_;
  std::uint32_t dir = none;
  while (c != t) {
    std::uint32_t best_dir = none;
    std::uint32_t best = std::numeric_limits<std::uint32_t>::max();
    for (std::uint32_t k = 0; k <= n_dirs; ++k) {
      // Straight on first, then the directions in order.
      const std::uint32_t f = k == 0 ? dir : k - 1;
      if (f == none || (k > 0 && f == dir)) continue;
      const std::uint32_t n = next(c, f);
      if (!tight(c, n)) continue;
      const std::uint32_t known = turns_[n * n_dirs + f];
      if (known < tb) continue;
      const std::uint32_t value = known - tb + (dir != none && f != dir ? 1 : 0);
      if (value < best) {
        best = value;
        best_dir = f;
      }
    }
    if (best_dir == none) {  // cannot happen: the target is on a cheapest path
      out.clear();
      return;
    }
    c = next(c, best_dir);
    dir = best_dir;
    out.push_back(map_->point(c));
  }
}

}  // namespace qipan::tactics
