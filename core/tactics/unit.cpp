#include "core/tactics/unit.h"

#include <array>
#include <string>

namespace qipan::tactics {

namespace {

// Each stat's words and field, in the order of Stat.
struct StatField {
  std::string_view name;
  int UnitStats::*value;
};
constexpr std::array<StatField, 6> stat_fields = {{{"hp", &UnitStats::max_hp},
                                                   {"attack", &UnitStats::attack},
                                                   {"defence", &UnitStats::defence},
                                                   {"move", &UnitStats::move},
                                                   {"min range", &UnitStats::min_range},
                                                   {"max range", &UnitStats::max_range}}};

const StatField& field(Stat stat) { return stat_fields[static_cast<std::size_t>(stat)]; }

}  // namespace

std::string_view stat_name(Stat stat) { return field(stat).name; }

int stat_value(const UnitStats& stats, Stat stat) { return stats.*field(stat).value; }

StatBounds stat_bounds(Stat stat, const StatLimits& limits, const UnitStats& stats) {
  switch (stat) {
    case Stat::hp:
      return {1, max_hp};
    case Stat::attack:
    case Stat::defence:
      return {0, max_stat};
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
  for (std::size_t i = 0; i < stat_fields.size(); ++i) {
    const auto s = static_cast<Stat>(i);
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
