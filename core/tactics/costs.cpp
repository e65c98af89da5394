#include "core/tactics/costs.h"

#include <algorithm>

namespace qipan::tactics {
namespace {

// The default table of the spec: terrain × (foot, mounted, flying).
struct DefaultTerrain {
  std::string_view name;
  std::array<std::uint8_t, 3> cost;
  bool blocks_sight = false;
};
inline constexpr std::array<std::string_view, 3> default_classes = {"foot", "mounted", "flying"};
inline constexpr std::array<DefaultTerrain, 7> default_terrains = {{
    {"plain", {1, 1, 1}},
    {"road", {1, 1, 1}},
    {"forest", {2, 3, 1}},
    {"hill", {2, 4, 1}},
    {"mountain", {3, 0, 1}, true},
    {"water", {0, 0, 1}},
    {"wall", {0, 0, 0}, true},
}};

std::optional<std::uint8_t> find_name(const std::vector<std::string>& names,
                                      std::string_view name) {
  auto it = std::find(names.begin(), names.end(), name);
  if (it == names.end()) return std::nullopt;
  return static_cast<std::uint8_t>(it - names.begin());
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

Result<void> check_name(std::string_view what, std::string_view name) {
  if (name.empty()) return Error{std::string(what) + " name is empty"};
  if (name.size() > max_name_length) {
    return Error{std::string(what) + " name '" + std::string(name) + "' is longer than " +
                 std::to_string(max_name_length) + " characters"};
  }
  return {};
}

}  // namespace

CostTable::CostTable() {
  for (auto name : default_classes) classes_.emplace_back(name);
  for (std::size_t t = 0; t < default_terrains.size(); ++t) {
    terrains_.emplace_back(default_terrains[t].name);
    for (std::size_t c = 0; c < default_classes.size(); ++c) {
      costs_[c][t] = default_terrains[t].cost[c];
    }
    if (default_terrains[t].blocks_sight) sight_blockers_ |= std::uint64_t{1} << t;
  }
}

Result<void> CostTable::set_blocks_sight(std::string_view name, bool blocks) {
  auto t = terrain(name);
  if (!t) return unknown_terrain(name);
  const std::uint64_t bit = std::uint64_t{1} << *t;
  sight_blockers_ = blocks ? (sight_blockers_ | bit) : (sight_blockers_ & ~bit);
  return {};
}

std::optional<TerrainId> CostTable::terrain(std::string_view name) const {
  return find_name(terrains_, name);
}

std::optional<MoveClassId> CostTable::move_class(std::string_view name) const {
  return find_name(classes_, name);
}

Error CostTable::unknown_terrain(std::string_view name) const {
  return Error{"unknown terrain '" + std::string(name) + "' (known: " + joined(terrains_) +
                   "; add one with setMoveCost)",
               ErrorCode::unknown_name};
}

Error CostTable::unknown_move_class(std::string_view name) const {
  return Error{"unknown move class '" + std::string(name) + "' (known: " + joined(classes_) +
                   "; add one with addMoveClass)",
               ErrorCode::unknown_name};
}

Result<TerrainId> CostTable::set_cost(std::string_view terrain, std::string_view move_class,
                                      int cost) {
  auto c = this->move_class(move_class);
  if (!c) return unknown_move_class(move_class);
  if (cost < 0 || cost > max_cost) {
    return Error{"cost is out of range: " + std::to_string(cost) + " (expected 1.." +
                 std::to_string(max_cost) + ", or 0 for impassable)"};
  }
  auto t = this->terrain(terrain);
  if (!t) {
    if (auto ok = check_name("terrain", terrain); !ok) return ok.error();
    if (terrain_count() >= max_terrains) {
      return Error{"too many terrains: a map holds at most " + std::to_string(max_terrains)};
    }
    t = static_cast<TerrainId>(terrains_.size());
    terrains_.emplace_back(terrain);
  }
  costs_[*c][*t] = static_cast<std::uint8_t>(cost);
  return *t;
}

Result<MoveClassId> CostTable::add_move_class(std::string_view name, std::string_view like) {
  if (auto ok = check_name("move class", name); !ok) return ok.error();
  if (move_class(name)) return Error{"move class '" + std::string(name) + "' already exists"};
  std::optional<MoveClassId> base;
  if (!like.empty()) {
    base = move_class(like);
    if (!base) return unknown_move_class(like);
  }
  if (move_class_count() >= max_move_classes) {
    return Error{"too many move classes: a map holds at most " + std::to_string(max_move_classes)};
  }
  const auto id = static_cast<MoveClassId>(classes_.size());
  classes_.emplace_back(name);
  costs_[id] = base ? costs_[*base] : std::array<std::uint8_t, 64>{};
  return id;
}

}  // namespace qipan::tactics
