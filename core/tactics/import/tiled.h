#pragma once

#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/import/json.h"
#include "core/tactics/map.h"

namespace qipan::tactics::import {

// A map saved by Tiled as JSON (docs/tactics.md, "Importing maps"):
// orthogonal or hexagonal (staggered rows or columns, odd or even), tile
// layers in CSV or base64 (uncompressed, zlib, gzip), fixed or infinite
// (chunked). A tile's `terrain` property, else its class, names its
// terrain; `cost:CLASS`, `blocksSight` and `height` properties set costs,
// sight and height. Objects with a `team` property become units (`move`,
// `moveClass`, `minRange`, `maxRange`, `jump`, `hp`, `attack`, `defence`,
// `label`, else the object's name). Map properties `zoc`, `alliesBlock`, `lineOfSight`,
// `unitsBlockSight`, `rangePerHeight` set the rules. Errors say where
// ("layers[1] 'ground': ..."), code bad_data.
Result<Map> import_tiled(std::string_view json);
// The same from the map's parsed JSON (json_text.h's parse_json).
Result<Map> import_tiled(const Json& json);

}  // namespace qipan::tactics::import
