#pragma once

#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/import/json.h"
#include "core/tactics/map.h"

namespace qipan::tactics::import {

// One level of an LDtk project (JSON; docs/tactics.md, "Importing maps"),
// named by its identifier or its index ("0"). Its first IntGrid layer gives
// the terrain, each value by its name in the layer's definition (0 and
// unnamed values: plain); an IntGrid layer called "height" gives heights
// (the values themselves). Entities with a `team` field become units, with
// the same fields as Tiled objects. Errors say where, code bad_data.
Result<Map> import_ldtk(std::string_view json, std::string_view level);
// The same from the project's parsed JSON (json_text.h's parse_json).
Result<Map> import_ldtk(const Json& json, std::string_view level);

}  // namespace qipan::tactics::import
