#include "core/jungle/rules.h"

#include <string>

namespace qipan::jungle {

Result<void> check_rules(const Rules& rules) {
  if (rules.repetition_count != 0 &&
      (rules.repetition_count < 2 || rules.repetition_count > max_repetition_count)) {
    return Error{"repetition count must be 0 (off) or from 2 to " +
                 std::to_string(max_repetition_count) + ", got " +
                 std::to_string(rules.repetition_count)};
  }
  if (rules.move_limit < 0 || rules.move_limit > max_move_limit) {
    return Error{"move limit must be 0 (off) or from 1 to " + std::to_string(max_move_limit) +
                 ", got " + std::to_string(rules.move_limit)};
  }
  return {};
}

}  // namespace qipan::jungle
