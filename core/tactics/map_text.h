#pragma once

// A tactics map written out as text and read back (docs/api.md,
// TacticsMap.toText / TacticsMap.fromText): size, options, the cost table,
// every cell's terrain (one character each) and the units with their labels.

#include <optional>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/map.h"

namespace qipan::tactics {

// The text of `map`: map_from_text reads it back into an equal map, except
// that unit ids are renumbered 0, 1, ... in order of id (ids of removed units
// are not kept).
std::string map_text(const Map& map);

// A map from map_text's text. Every fault is an error naming its line, with
// code bad_data.
Result<Map> map_from_text(std::string_view text);

// A unit label on one line of text (map_text, save_snapshot): backslash,
// newline and carriage return written as \\, \n and \r; and back, none
// for any other escape.
std::string escape_label(std::string_view label);
std::optional<std::string> unescape_label(std::string_view text);

}  // namespace qipan::tactics
