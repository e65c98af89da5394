#pragma once

// What the tactics bindings (qipan.TacticsMap and qipan.Battle) share: cells
// of a map to and from JavaScript, battle units.

#include <emscripten/val.h>

#include <span>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"
#include "core/tactics/map.h"
#include "core/tactics/pathfinder.h"
#include "core/tactics/point.h"

namespace qipan::js {

// [{x, y}] and [{x, y, cost}], built in one call into JavaScript rather than
// one call per property.
emscripten::val cells_to_js(std::span<const tactics::Point> cells);
emscripten::val cells_to_js(std::span<const tactics::Reach> cells);

// A cell of `map` from two JS numbers named `<prefix>x` and `<prefix>y`:
// whole numbers, on the map (the map's own message says where it is off).
Result<tactics::Point> cell_arg(const tactics::Map& map, const emscripten::val& x,
                                const emscripten::val& y, std::string_view prefix = "");

// A battle unit as JavaScript sees it: {id, name, kind, team, x, y, hp, maxHp,
// attack, defence, move, moveClass, minRange, maxRange, moved, acted, alive}.
emscripten::val unit_to_js(const tactics::Battle& battle, const tactics::BattleUnit& u);

}  // namespace qipan::js
