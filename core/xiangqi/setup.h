#pragma once

// The position editor's check of a Xiangqi set-up: every reason the rules
// refuse it, in words (English and Chinese) — no general, too many pieces of
// a kind, a general or advisor outside its palace, an elephant off its
// points or across the river, a soldier behind its starting rank or off its
// files before the river, the generals facing each other, the side not to
// move in check. The same rules fen.h's validate() applies (it names only
// the first fault; this names them all).

#include <string_view>
#include <type_traits>
#include <vector>

#include "core/grid/result.h"
#include "core/grid/setup_problem.h"
#include "core/xiangqi/position.h"

namespace qipan::xiangqi {

// The faults of the set-up in `fen` (board and side to move; the counters
// may be left out), none when it may be played from. An Error only when the
// text cannot be read as a board at all (bad_fen).
Result<std::vector<grid::SetupProblem>> setup_problems(std::string_view fen);

// The registry's way in: setup_problems for the game whose Position this is.
inline Result<std::vector<grid::SetupProblem>> setup_problems(std::type_identity<Position>,
                                                              std::string_view fen) {
  return setup_problems(fen);
}

}  // namespace qipan::xiangqi
