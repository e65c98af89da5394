#pragma once

#include <emscripten/val.h>

#include "bindings/js_error.h"
#include "core/grid/square.h"

namespace qipan::js {

// The board shape of a game named from JavaScript: 'xiangqi' or 'jungle'.
inline Result<grid::BoardShape> board_shape_arg(const emscripten::val& game) {
  auto name = string_arg(game, "game");
  if (!name) return name.error();
  if (*name == "xiangqi") return grid::xiangqi_board;
  if (*name == "jungle") return grid::jungle_board;
  return Error{"unknown game " + quoted(*name) + ": expected 'xiangqi' or 'jungle'"};
}

}  // namespace qipan::js
