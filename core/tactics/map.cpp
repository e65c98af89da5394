#include "core/tactics/map.h"

#include <algorithm>
#include <string>

namespace qipan::tactics {
namespace {

Error out_of_range(std::string_view field, int value, int lo, int hi) {
  return Error{std::string(field) + " is out of range: " + std::to_string(value) + " (expected " +
               std::to_string(lo) + ".." + std::to_string(hi) + ")"};
}

}  // namespace

Result<Map> Map::create(int width, int height, Topology topology) {
  if (width < 1 || width > max_side) return out_of_range("width", width, 1, max_side);
  if (height < 1 || height > max_side) return out_of_range("height", height, 1, max_side);
  return Map(width, height, topology);
}

Map::Map(int width, int height, Topology topology)
    : width_(width), height_(height), topology_(topology) {
  const auto padded = static_cast<std::size_t>((height + 2) * stride() + 1);
  cells_.assign(padded, edge_terrain);
  occupant_.assign(padded, no_unit);
  heights_.assign(padded, 0);
  stencil_.count = neighbour_count(topology);
  for (int s = 0; s < 2; ++s) {
    const auto steps = neighbour_steps(topology, s == 1);
    for (int d = 0; d < stencil_.count; ++d) {
      const Point step = steps[static_cast<std::size_t>(d)];
      stencil_.offsets[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)] =
          static_cast<std::uint32_t>(step.y * stride() + step.x);
    }
  }
  if (topology.shape == Shape::hex) {
    const auto steps = neighbour_steps(topology, false);
    for (int d = 0; d < stencil_.count; ++d) {
      const Point step = steps[static_cast<std::size_t>(d)];
      const bool flips = topology.stagger_axis == StaggerAxis::y ? step.y != 0 : step.x != 0;
      if (flips) stencil_.flips |= 1u << d;
    }
  }
  const TerrainId plain = *costs_.terrain("plain");
  for (int y = 0; y < height; ++y) {
    std::fill_n(cells_.begin() + static_cast<std::ptrdiff_t>(cell({0, y})), width, plain);
  }
  terrain_cells_[plain] = width * height;
  for (int c = 0; c < costs_.move_class_count(); ++c) {
    rebuild_step_rows(static_cast<MoveClassId>(c));
  }
}

Error Map::off_map(Point p) const {
  return Error{"cell " + to_string(p) + " is off the map (" + std::to_string(width_) + "x" +
                   std::to_string(height_) + ")",
               ErrorCode::bad_square};
}

Error Map::unknown_unit(UnitId id) const {
  if (id >= 0 && static_cast<std::size_t>(id) < index_of_id_.size()) {
    return Error{"unit " + std::to_string(id) + " was removed", ErrorCode::bad_unit};
  }
  return Error{"no unit with id " + std::to_string(id), ErrorCode::bad_unit};
}

Result<void> Map::set_terrain(Point p, std::string_view terrain) {
  if (!contains(p)) return off_map(p);
  auto t = costs_.terrain(terrain);
  if (!t) return costs_.unknown_terrain(terrain);
  return set_terrain(p, *t);
}

Result<void> Map::set_terrain(Point p, TerrainId terrain) {
  if (!contains(p)) return off_map(p);
  if (terrain >= costs_.terrain_count()) {
    return Error{"no terrain with id " + std::to_string(terrain)};
  }
  std::uint8_t& byte = cells_[cell(p)];
  --terrain_cells_[byte & terrain_mask];
  ++terrain_cells_[terrain];
  byte = static_cast<std::uint8_t>((byte & ~terrain_mask) | terrain);
  ++revision_;
  return {};
}

Result<void> Map::set_terrain_ids(std::span<const TerrainId> ids) {
  const auto cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  if (ids.size() != cells) {
    return Error{"terrain data has " + std::to_string(ids.size()) + " cells, expected " +
                     std::to_string(cells) + " (" + std::to_string(width_) + "x" +
                     std::to_string(height_) + ")",
                 ErrorCode::bad_argument};
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] >= costs_.terrain_count()) {
      return Error{"terrain data: cell (" + std::to_string(i % static_cast<std::size_t>(width_)) +
                       ", " + std::to_string(i / static_cast<std::size_t>(width_)) +
                       ") has terrain id " + std::to_string(ids[i]) + ", expected 0.." +
                       std::to_string(costs_.terrain_count() - 1),
                   ErrorCode::bad_argument};
    }
  }
  terrain_cells_ = {};
  for (int y = 0; y < height_; ++y) {
    const TerrainId* row =
        ids.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
    std::uint8_t* out = &cells_[cell({0, y})];
    for (int x = 0; x < width_; ++x) {
      out[x] = static_cast<std::uint8_t>((out[x] & ~terrain_mask) | row[x]);
      ++terrain_cells_[row[x]];
    }
  }
  ++revision_;
  return {};
}

std::vector<TerrainId> Map::terrain_ids() const {
  std::vector<TerrainId> out(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_));
  for (int y = 0; y < height_; ++y) {
    const std::uint8_t* row = &cells_[cell({0, y})];
    TerrainId* to = out.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
    for (int x = 0; x < width_; ++x) to[x] = static_cast<TerrainId>(row[x] & terrain_mask);
  }
  return out;
}

Result<void> Map::set_move_cost(std::string_view terrain, std::string_view move_class, int cost) {
  auto t = costs_.set_cost(terrain, move_class, cost);
  if (!t) return t.error();
  rebuild_step_rows(*costs_.move_class(move_class));
  ++revision_;
  return {};
}

Result<void> Map::add_move_class(std::string_view name, std::string_view like) {
  auto c = costs_.add_move_class(name, like);
  if (!c) return c.error();
  rebuild_step_rows(*c);
  ++revision_;
  return {};
}

void Map::set_options(const MoveOptions& options) {
  options_ = options;
  ++revision_;
}

Result<void> Map::set_range_per_height(int per_height) {
  if (per_height < 0 || per_height > max_range_per_height) {
    return out_of_range("range per height", per_height, 0, max_range_per_height);
  }
  range_per_height_ = per_height;
  ++revision_;
  return {};
}

Result<void> Map::set_blocks_sight(std::string_view terrain, bool blocks) {
  if (auto ok = costs_.set_blocks_sight(terrain, blocks); !ok) return ok;
  ++revision_;
  return {};
}

Result<void> Map::set_height(Point p, int height) {
  if (!contains(p)) return off_map(p);
  if (height < 0 || height > max_height) return out_of_range("height", height, 0, max_height);
  std::uint8_t& h = heights_[cell(p)];
  raised_cells_ += (height > 0) - (h > 0);
  h = static_cast<std::uint8_t>(height);
  ++revision_;
  return {};
}

Result<void> Map::set_heights(std::span<const std::uint8_t> heights) {
  const auto cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  if (heights.size() != cells) {
    return Error{"height data has " + std::to_string(heights.size()) + " cells, expected " +
                     std::to_string(cells) + " (" + std::to_string(width_) + "x" +
                     std::to_string(height_) + ")",
                 ErrorCode::bad_argument};
  }
  raised_cells_ = 0;
  for (int y = 0; y < height_; ++y) {
    const std::uint8_t* row =
        heights.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
    std::copy_n(row, width_, heights_.begin() + static_cast<std::ptrdiff_t>(cell({0, y})));
    raised_cells_ += width_ - std::count(row, row + width_, std::uint8_t{0});
  }
  ++revision_;
  return {};
}

std::vector<std::uint8_t> Map::heights() const {
  std::vector<std::uint8_t> out(static_cast<std::size_t>(width_) *
                                static_cast<std::size_t>(height_));
  for (int y = 0; y < height_; ++y) {
    std::copy_n(heights_.begin() + static_cast<std::ptrdiff_t>(cell({0, y})), width_,
                out.begin() + static_cast<std::ptrdiff_t>(y) * width_);
  }
  return out;
}

void Map::rebuild_step_rows(MoveClassId c) {
  const auto& costs = costs_.row(c);
  for (int zoc = 0; zoc < 2; ++zoc) {
    for (int byte = 0; byte < 256; ++byte) {
      const std::uint8_t cost = costs[static_cast<std::size_t>(byte & terrain_mask)];
      const bool slow = (byte & occupied_flag) || (zoc && (byte & near_unit_flag));
      step_rows_[c][static_cast<std::size_t>(zoc)][static_cast<std::size_t>(byte)] =
          cost == impassable ? std::uint8_t{0}
          : slow             ? slow_step
                             : cost;
    }
  }
}

bool Map::enemy_next_to(std::uint32_t c, int team) const {
  bool found = false;
  each_neighbour(c, [&](std::uint32_t n) {
    found = found || ((cells_[n] & occupied_flag) && team_at(n) != team);
  });
  return found;
}

Result<void> Map::check_spec(const UnitSpec& spec, MoveClassId& move_class) const {
  if (spec.team < 0 || spec.team > max_team) return out_of_range("team", spec.team, 0, max_team);
  if (!contains(spec.at)) return off_map(spec.at);
  auto c = costs_.move_class(spec.move_class);
  if (!c) return costs_.unknown_move_class(spec.move_class);
  if (auto ok = check_stats(spec.stats, map_limits); !ok) return ok.error();
  if (spec.jump < 0 || spec.jump > max_jump) return out_of_range("jump", spec.jump, 0, max_jump);
  if (UnitId other = unit_at(spec.at); other != no_unit) {
    return Error{"cell " + to_string(spec.at) + " is taken by unit " + std::to_string(other),
                 ErrorCode::refused};
  }
  move_class = *c;
  return {};
}

Result<void> check_label(std::string_view label) {
  if (label.size() <= max_label) return {};
  return Error{"unit label is " + std::to_string(label.size()) + " bytes long, at most " +
                   std::to_string(max_label),
               ErrorCode::bad_argument};
}

Result<UnitId> Map::add_unit(const UnitSpec& spec, std::string_view label) {
  MoveClassId move_class = 0;
  if (auto ok = check_spec(spec, move_class); !ok) return ok.error();
  if (auto ok = check_label(label); !ok) return ok.error();
  if (index_of_id_.size() >= static_cast<std::size_t>(INT32_MAX)) {
    return Error{"too many units added to one map"};
  }
  const auto id = static_cast<UnitId>(index_of_id_.size());
  units_.push_back({id, spec.team, spec.at, move_class, spec.stats, std::string(label), spec.jump});
  index_of_id_.push_back(static_cast<std::int32_t>(units_.size() - 1));
  place(id, cell(spec.at));
  ++revision_;
  return id;
}

const Unit* Map::unit(UnitId id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= index_of_id_.size()) return nullptr;
  const std::int32_t i = index_of_id_[static_cast<std::size_t>(id)];
  return i < 0 ? nullptr : &units_[static_cast<std::size_t>(i)];
}

Result<void> Map::set_label(UnitId id, std::string_view label) {
  if (!unit(id)) return unknown_unit(id);
  if (auto ok = check_label(label); !ok) return ok.error();
  units_[static_cast<std::size_t>(index_of_id_[static_cast<std::size_t>(id)])].label = label;
  return {};
}

Result<void> Map::move_unit(UnitId id, Point to) {
  if (!unit(id)) return unknown_unit(id);
  if (!contains(to)) return off_map(to);
  Unit& u = units_[static_cast<std::size_t>(index_of_id_[static_cast<std::size_t>(id)])];
  if (u.at == to) return {};
  if (UnitId other = unit_at(to); other != no_unit) {
    return Error{"cell " + to_string(to) + " is taken by unit " + std::to_string(other),
                 ErrorCode::refused};
  }
  lift(cell(u.at));
  u.at = to;
  place(id, cell(to));
  ++revision_;
  return {};
}

Result<void> Map::remove_unit(UnitId id) {
  if (!unit(id)) return unknown_unit(id);
  const auto i = static_cast<std::size_t>(index_of_id_[static_cast<std::size_t>(id)]);
  lift(cell(units_[i].at));
  units_.erase(units_.begin() + static_cast<std::ptrdiff_t>(i));
  index_of_id_[static_cast<std::size_t>(id)] = -1;
  for (std::size_t j = i; j < units_.size(); ++j) {
    index_of_id_[static_cast<std::size_t>(units_[j].id)] = static_cast<std::int32_t>(j);
  }
  ++revision_;
  return {};
}

Map Map::without_units() const {
  Map out = *this;
  for (const Unit& u : units_) out.lift(out.cell(u.at));
  out.units_.clear();
  out.index_of_id_.clear();
  ++out.revision_;
  return out;
}

void Map::place(UnitId id, std::uint32_t c) {
  occupant_[c] = id;
  cells_[c] |= occupied_flag;
  each_neighbour(c, [&](std::uint32_t n) {
    if ((cells_[n] & terrain_mask) != edge_terrain) cells_[n] |= near_unit_flag;
  });
}

void Map::lift(std::uint32_t c) {
  occupant_[c] = no_unit;
  cells_[c] &= static_cast<std::uint8_t>(~occupied_flag);
  each_neighbour(c, [&](std::uint32_t n) { refresh_near(n); });
}

// Recomputes the near-unit flag of cell `c` from its neighbours.
void Map::refresh_near(std::uint32_t c) {
  if ((cells_[c] & terrain_mask) == edge_terrain) return;
  bool near = false;
  each_neighbour(c, [&](std::uint32_t n) { near = near || (cells_[n] & occupied_flag); });
  cells_[c] = static_cast<std::uint8_t>(near ? (cells_[c] | near_unit_flag)
                                             : (cells_[c] & ~near_unit_flag));
}

}  // namespace qipan::tactics
