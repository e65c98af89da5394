#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"

namespace qipan::tactics {

using TerrainId = std::uint8_t;
using MoveClassId = std::uint8_t;

// Limits of a cost table. Terrain ids fit in six bits of a map cell (the
// other two bits flag units), and one id is the off-map edge, so a table holds
// up to 63 terrains. A cost is a whole number 1..max_cost, or impassable.
inline constexpr int max_terrains = 63;
inline constexpr int max_move_classes = 16;
inline constexpr int max_cost = 100;
inline constexpr int impassable = 0;
inline constexpr std::size_t max_name_length = 32;

// The cost of moving into a cell, by the cell's terrain and the mover's
// movement class: rules as data. Starts as the default table of the spec
// (plain, road, forest, hill, mountain, water, wall × foot, mounted, flying);
// `set_cost` changes a cost and adds a terrain it does not know, whose cost
// is impassable for every other class until set; `add_move_class` adds a
// class. Names are never removed, so ids stay valid.
class CostTable {
 public:
  CostTable();

  int terrain_count() const { return static_cast<int>(terrains_.size()); }
  int move_class_count() const { return static_cast<int>(classes_.size()); }
  std::optional<TerrainId> terrain(std::string_view name) const;
  std::optional<MoveClassId> move_class(std::string_view name) const;
  const std::string& terrain_name(TerrainId id) const { return terrains_[id]; }
  const std::string& move_class_name(MoveClassId id) const { return classes_[id]; }

  // impassable (0) or 1..max_cost; ids must be valid.
  int cost(TerrainId terrain, MoveClassId move_class) const { return costs_[move_class][terrain]; }
  // The costs of one class indexed by terrain id; unused ids are impassable.
  const std::array<std::uint8_t, 64>& row(MoveClassId move_class) const {
    return costs_[move_class];
  }

  // Sets the cost of `terrain` for `move_class` (0 = impassable), adding the
  // terrain if it is new. Errors: unknown class, cost out of 0..max_cost,
  // a bad or one-too-many terrain name.
  Result<TerrainId> set_cost(std::string_view terrain, std::string_view move_class, int cost);
  // Adds a movement class with the costs of `like`, or impassable everywhere
  // when `like` is empty. Errors: name taken or bad, unknown `like`, too many.
  Result<MoveClassId> add_move_class(std::string_view name, std::string_view like);

  // Whether a terrain blocks line of sight: wall and mountain at first,
  // any terrain added later not until set (docs/tactics.md, "Line of sight").
  bool blocks_sight(TerrainId terrain) const { return (sight_blockers_ >> terrain) & 1u; }
  Result<void> set_blocks_sight(std::string_view terrain, bool blocks);

  // "unknown terrain 'lava' (known: plain, road, ...)"-style messages.
  Error unknown_terrain(std::string_view name) const;
  Error unknown_move_class(std::string_view name) const;

 private:
  std::vector<std::string> terrains_;
  std::vector<std::string> classes_;
  std::array<std::array<std::uint8_t, 64>, max_move_classes> costs_{};
  std::uint64_t sight_blockers_ = 0;  // bit t: terrain t blocks sight
};

}  // namespace qipan::tactics
