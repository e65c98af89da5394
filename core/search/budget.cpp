#include "core/search/budget.h"

#include <string>

#include "core/search/levels.h"

namespace qipan::search {

Result<void> check_budget(const Budget& b, bool has_clock) {
  if (b.depth < 0 || b.depth > max_depth) {
    return Error{"depth must be from 0 (no limit) to " + std::to_string(max_depth) + ", got " +
                 std::to_string(b.depth)};
  }
  if (b.movetime < 0) {
    return Error{"movetime must be 0 (no limit) or a number of milliseconds, got " +
                 std::to_string(b.movetime)};
  }
  if (b.movetime > 0 && !has_clock) {
    return Error{"a movetime needs a clock: the caller must supply now_ms"};
  }
  if (b.level < 0 || b.level > level_count) {
    return Error{"level must be from 1 to " + std::to_string(level_count) +
                 " (or 0 for none), got " + std::to_string(b.level)};
  }
  if (b.margin < 0) {
    return Error{"margin must be 0 or more centipawns, got " + std::to_string(b.margin)};
  }
  if (b.blunder_permille < 0 || b.blunder_permille > 1000) {
    return Error{"blunder_permille must be from 0 to 1000, got " +
                 std::to_string(b.blunder_permille)};
  }
  if (b.lines < 1 || b.lines > max_lines) {
    return Error{"lines (MultiPV) must be from 1 to " + std::to_string(max_lines) + ", got " +
                 std::to_string(b.lines)};
  }
  return {};
}

}  // namespace qipan::search
