#include "core/jungle/types.h"

namespace qipan::jungle {

std::string square_name(Square s) {
  return grid::square_name(board_shape, {file_of(s), rank_of(s)});
}

std::string to_string(Move m) { return square_name(m.from()) + square_name(m.to()); }

}  // namespace qipan::jungle
