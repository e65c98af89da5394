#pragma once

#include <string>

#include "core/grid/result.h"
#include "core/tactics/battle.h"
#include "core/tactics/map.h"

namespace qipan::tactics {

// A battle on a map with units, as an importer makes it (import/tiled.h,
// import/ldtk.h): the map's terrain, heights, costs and rules, and its
// units as the two sides, those of `player_team` the player's and every
// other team's the enemy's. A unit keeps its stats (hp, attack and defence
// too), class and jump; its label names it ("Unit 3" when empty). Errors
// are Battle::create's (a stat outside the battle's limits, a side with no
// units), naming the unit.
Result<Battle> battle_from_map(const Map& map, std::string name, std::string title,
                               int player_team);

}  // namespace qipan::tactics
