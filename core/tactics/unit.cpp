#include "core/tactics/unit.h"

#include <array>
#include <string>

namespace qipan::tactics {

namespace {

constexpr std::array<Stat, 6> kStats = {Stat::hp,   Stat::attack,    Stat::defence,
                                        Stat::move, Stat::min_range, Stat::max_range};

}  // namespace

std::string_view stat_name(Stat stat) {
  switch (stat) {
    case Stat::hp:
      return "hp";
    case Stat::attack:
      return "attack";
    case Stat::defence:
      return "defence";
    case Stat::move:
      return "move";
    case Stat::min_range:
      return "min range";
    case Stat::max_range:
      return "max range";
  }
  return "stat";
}

int stat_value(const UnitStats& stats, Stat stat) {
  switch (stat) {
    case Stat::hp:
      return stats.max_hp;
    case Stat::attack:
      return stats.attack;
    case Stat::defence:
      return stats.defence;
    case Stat::move:
      return stats.move;
    case Stat::min_range:
      return stats.min_range;
    case Stat::max_range:
      return stats.max_range;
  }
  return 0;
}

StatBounds stat_bounds(Stat stat, const StatLimits& limits, const UnitStats& stats) {
  switch (stat) {
    case Stat::hp:
      return {1, kMaxHp};
    case Stat::attack:
    case Stat::defence:
      return {0, kMaxStat};
    case Stat::move:
      return {0, limits.max_move};
    case Stat::min_range:
      return {limits.least_min_range, limits.max_range};
    case Stat::max_range:
      return {stats.min_range, limits.max_range};
  }
  return {0, 0};
}

std::optional<Stat> first_bad_stat(const UnitStats& stats, const StatLimits& limits) {
  for (Stat s : kStats) {
    const int v = stat_value(stats, s);
    const StatBounds b = stat_bounds(s, limits, stats);
    if (v < b.lo || v > b.hi) return s;
  }
  return std::nullopt;
}

Result<void> check_stats(const UnitStats& stats, const StatLimits& limits) {
  const auto bad = first_bad_stat(stats, limits);
  if (!bad) return {};
  const StatBounds b = stat_bounds(*bad, limits, stats);
  return Error{std::string(stat_name(*bad)) +
               " is out of range: " + std::to_string(stat_value(stats, *bad)) + " (expected " +
               std::to_string(b.lo) + ".." + std::to_string(b.hi) + ")"};
}

}  // namespace qipan::tactics
