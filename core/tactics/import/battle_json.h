#pragma once

#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"
#include "core/tactics/import/json.h"

namespace qipan::tactics::import {

// Whether a text is a map file of JSON (its first character past white
// space is '{'), as opposed to scenario text: what the page's Import box
// and a battle's source tell apart.
bool is_map_json(std::string_view text);

// A battle on a map file: a Tiled map (an object with "type": "map",
// import_tiled) or an LDtk project (one with "levels", its first level,
// import_ldtk), team 0 the player's and every other team the enemy's
// (battle_from_map). The battle's title is the map's string property
// `title` (Tiled) or the level's identifier (LDtk), else "Imported map";
// its name is `name`. Errors are the importer's or the battle's, and a
// JSON text that is neither format.
Result<Battle> battle_from_json(std::string_view json, std::string_view name);
// The same from the file's parsed JSON (json_text.h's parse_json).
Result<Battle> battle_from_json(const Json& json, std::string_view name);

}  // namespace qipan::tactics::import
