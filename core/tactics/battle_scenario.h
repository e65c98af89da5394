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
// NAME.FORMAT), text and format, compiled in, so no file is read at run
// time. The format is "txt" (scenario text, parse_scenario) or "tmj" (a
// Tiled map, read by import/battle_json.h).
struct ShippedScenario {
  std::string_view name;
  std::string_view text;
  std::string_view format;

  bool is_text() const { return format == "txt"; }
};

// The shipped scenarios, smallest first.
std::span<const ShippedScenario> shipped_scenarios();
// The shipped scenario of this name, or an error listing the known ones.
Result<ShippedScenario> shipped_scenario(std::string_view name);
// The shipped scenario text of this name, parsed; an unknown name is an
// error listing the known ones, a shipped map an error saying so (a
// battle's source of any kind loads with session::load_battle).
Result<Battle> load_scenario(std::string_view name);

}  // namespace qipan::tactics
