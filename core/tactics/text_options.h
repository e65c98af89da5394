#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/map.h"

namespace qipan::tactics {

// A map's rules as the text formats write them, one line each:
//   option zoc on|off              a unit stops next to an enemy
//   option alliesBlock on|off      allies block a path like enemies
//   option lineOfSight on|off      an attack reaches only what it sees
//   option unitsBlockSight on|off  units block sight as terrain does
//   option rangePerHeight N        height's range bonus, 0 (none) to 255
// The one writer and reader of these lines, for map text (map_text.h),
// scenario text (battle_scenario.h) and the battle snapshot (battle_save.h).
struct MapRules {
  MoveOptions options;
  int range_per_height = 0;

  bool operator==(const MapRules&) const = default;
};

MapRules rules_of(const Map& map);
// Sets a map's rules (a range_per_height read by read_option: in range).
void set_rules(Map& map, const MapRules& rules);

// The option lines of `rules`, each ending in '\n', in the order above.
// `every_move_option`: zoc and alliesBlock are written whatever their value
// (map text and snapshots always had them); the others, and with it off
// all five, only when not at their default (off, 0).
std::string options_text(const MapRules& rules, bool every_move_option);

// Reads an option line's words after "option" (NAME VALUE; more words are
// the caller's to refuse) into `rules`. An error, changing nothing, says
// what is wrong without where; `bad_word` is then the index of the word at
// fault (0 the name, 1 the value; 2 for a missing name or value).
Result<void> read_option(std::span<const std::string_view> words, MapRules& rules,
                         int* bad_word = nullptr);

}  // namespace qipan::tactics
