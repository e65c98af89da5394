#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/import/json_reader.h"
#include "core/tactics/map.h"

namespace qipan::tactics::import {

// Named values attached to a tile, an object, an entity or a map: Tiled's
// "properties" ([{name, type, value}], or an object in old files) or LDtk's
// "fieldInstances" ([{__identifier, __value}]).
class Properties {
 public:
  static Result<Properties> tiled(const Node& owner);
  static Result<Properties> ldtk(const Node& owner);

  const Node* find(std::string_view name) const;
  const std::vector<std::pair<std::string, Node>>& items() const { return items_; }

 private:
  std::vector<std::pair<std::string, Node>> items_;
};

// What a tile or an IntGrid value says about its terrain.
struct TerrainSpec {
  std::string name;
  std::vector<std::pair<std::string, int>> costs;  // cost:CLASS properties
  std::optional<bool> blocks_sight;
  std::optional<int> height;
};

// Reads cost:CLASS, blocksSight and height into `spec`.
Result<void> read_terrain(const Properties& props, TerrainSpec& spec);

// Adds or updates a terrain of the map's cost table from `spec`: an unknown
// move class named by a cost is added (impassable elsewhere); a terrain the
// table does not know needs at least one cost. `where` starts each error.
Result<void> define_terrain(Map& map, const TerrainSpec& spec, const std::string& where);

// The map's rules from its properties: zoc, alliesBlock, lineOfSight,
// unitsBlockSight (true/false), rangePerHeight (0..255).
Result<void> apply_rules(Map& map, const Properties& props);

// A unit read from an object's or entity's properties, not yet placed:
// nothing when it has no `team`.
struct UnitDraft {
  UnitSpec spec;
  std::string move_class = "foot";
  std::string label;
  std::string where;
};
Result<std::optional<UnitDraft>> read_unit(const Properties& props, std::string fallback_label,
                                           std::string where);

// Places a unit: on the map, on a cell its class may enter, not taken.
Result<void> place_unit(Map& map, UnitDraft& draft, Point cell);

}  // namespace qipan::tactics::import
