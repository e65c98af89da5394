#pragma once

#include <emscripten/val.h>

#include "bindings/js_error.h"
#include "core/games/games.h"
#include "core/grid/square.h"

namespace qipan::js {

// The board shape of a game named from JavaScript, one of the registry's
// (core/games/games.h): 'xiangqi' or 'jungle'.
inline Result<grid::BoardShape> board_shape_arg(const emscripten::val& game) {
  auto name = string_arg(game, "game");
  if (!name) return name.error();
  if (auto shape = games::shape_of(*name)) return *shape;
  return Error{"unknown game " + quoted(*name) + ": expected " + games::name_list()};
}

}  // namespace qipan::js
