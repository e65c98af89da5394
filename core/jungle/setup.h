#pragma once

// The position editor's check of a Jungle set-up: every reason the rules
// refuse it, in words (English and Chinese) — more than one animal of a kind
// on a side, an animal that cannot swim in the river, a piece in its own
// den. (Two pieces on one square cannot be written.) The same rules fen.h's
// parser applies (it names only the first fault; this names them all).

#include <string_view>
#include <type_traits>
#include <vector>

#include "core/grid/result.h"
#include "core/grid/setup_problem.h"
#include "core/jungle/position.h"

namespace qipan::jungle {

// The faults of the set-up in `fen`, none when it may be played from. An
// Error only when the text cannot be read as a board at all (bad_fen).
Result<std::vector<grid::SetupProblem>> setup_problems(std::string_view fen);

inline Result<std::vector<grid::SetupProblem>> setup_problems(std::type_identity<Position>,
                                                              std::string_view fen) {
  return setup_problems(fen);
}

}  // namespace qipan::jungle
