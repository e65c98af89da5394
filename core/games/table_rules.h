#pragma once

// The rules the game table asks of every game, reached through the
// registry: whether a side could still mate (a fallen flag against a side
// that never could is a draw), and the position editor's set-up check. Each
// game answers in its own files (core/<game>/material.h, setup.h), found here
// by argument-dependent lookup on its Position type; these includes are the
// registry's, beside games.h's own.

#include <string_view>
#include <type_traits>
#include <vector>

#include "core/games/games.h"
#include "core/grid/result.h"
#include "core/grid/setup_problem.h"
#include "core/grid/text.h"
#include "core/jungle/material.h"
#include "core/jungle/setup.h"
#include "core/xiangqi/material.h"
#include "core/xiangqi/setup.h"

namespace qipan::games {

// Whether `side` could still mate (or win) in `p`, by the game's own rule.
template <class Position>
bool can_mate_in(const Position& p, typename Position::Side side) {
  return can_mate(p, side);
}

// The set-up check of the game named `game` for `fen` (every fault in words),
// or an Error: an unknown game (unknown_name), a text no board can be read
// from (bad_fen).
inline Result<std::vector<grid::SetupProblem>> setup_problems_of(std::string_view game,
                                                                 std::string_view fen) {
  std::optional<Result<std::vector<grid::SetupProblem>>> out;
  const bool known = with_game(game, [&](auto g) {
    using Position = typename decltype(g)::type::Position;
    out.emplace(setup_problems(std::type_identity<Position>{}, fen));
  });
  if (!known) {
    return Error{"unknown game " + grid::quoted(game) + ": expected " + name_list(),
                 ErrorCode::unknown_name};
  }
  return std::move(*out);
}

}  // namespace qipan::games
