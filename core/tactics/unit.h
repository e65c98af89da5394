#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/grid/result.h"

namespace qipan::tactics {

using UnitId = std::int32_t;
inline constexpr UnitId no_unit = -1;

inline constexpr int max_hp = 999;
inline constexpr int max_stat = 999;  // attack, defence

// What a unit is, wherever it stands: how far it moves and reaches, and how
// it fights. A map's search reads the first three, a battle all six. The
// move class and the cell are not stats: the class names a row of the map's
// cost table, the cell is the map's to keep.
struct UnitStats {
  int move = 0;
  int min_range = 1;
  int max_range = 1;
  int max_hp = 1;
  int attack = 0;
  int defence = 0;

  constexpr bool operator==(const UnitStats&) const = default;
};

// The stats in the order they are checked (and written in a scenario).
enum class Stat : std::uint8_t { hp, attack, defence, move, min_range, max_range };

// How far move and range may go: a bare map allows any move and a range
// from 0 (map_limits, map.h), a battle keeps to its rules (battle_limits,
// battle.h). hp is 1..max_hp, attack and defence 0..max_stat everywhere.
struct StatLimits {
  int max_move;
  int least_min_range;
  int max_range;
};

struct StatBounds {
  int lo;
  int hi;
};

std::string_view stat_name(Stat stat);  // "hp", "attack", ..., "min range", "max range"
int stat_value(const UnitStats& stats, Stat stat);
// The bounds of one stat; the max range's lower bound is the unit's min range.
StatBounds stat_bounds(Stat stat, const StatLimits& limits, const UnitStats& stats);
// The first stat out of its bounds, in the order of Stat, or nothing.
std::optional<Stat> first_bad_stat(const UnitStats& stats, const StatLimits& limits);
// The one check of a unit's stats: "min range is out of range: 0 (expected 1..10)".
Result<void> check_stats(const UnitStats& stats, const StatLimits& limits);

}  // namespace qipan::tactics
