#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"

namespace qipan::tactics {

// Scenario maps are at most this many cells a side.
inline constexpr int max_scenario_side = 64;

// Reads a battle from scenario text (docs/battle.md, "Scenario text"): a
// header (`scenario NAME`, `title TEXT`, `option zoc on`), a `map` of terrain
// characters and unit letters, and a `units` legend giving each letter's
// team, kind, class, hp, attack, defence, move and range. Units get ids in
// reading order of the map (row by row, left to right). An error says where:
// "line 7, column 12: unknown map character '?'".
Result<Battle> parse_scenario(std::string_view text);

// The terrain of a scenario map character ('%' is forest), none for any
// other; and the character of a terrain name, '\0' for a name scenario maps
// cannot show.
std::optional<std::string_view> scenario_terrain(char c);
char scenario_char(std::string_view terrain);

// A scenario shipped with qipan: its name (the file core/tactics/scenarios/
// NAME.txt) and text, compiled in, so no file is read at run time.
struct ShippedScenario {
  std::string_view name;
  std::string_view text;
};

// The shipped scenarios, smallest first.
std::span<const ShippedScenario> shipped_scenarios();
// The shipped scenario of this name, parsed; an unknown name is an error
// listing the known ones.
Result<Battle> load_scenario(std::string_view name);

}  // namespace qipan::tactics
