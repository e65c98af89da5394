#include "core/xiangqi/evaluation.h"

namespace qipan::xiangqi {
namespace {

// Not constexpr, so that the table is computed when the program starts
// instead of stored in it (tables_test.cpp checks it is the same).
PieceSquare make_piece_square() {
  PieceSquare t{};
  for (int side = 0; side < 2; ++side) {
    for (int type = 1; type <= 7; ++type) {
      const Piece p = make_piece(static_cast<Side>(side), static_cast<PieceType>(type));
      for (int s = 0; s < square_count; ++s) {
        const auto f = static_cast<std::size_t>(file_of(s) < 4 ? file_of(s) : 8 - file_of(s));
        const auto r =
            static_cast<std::size_t>(side == 0 ? rank_of(s) : rank_count - 1 - rank_of(s));
        const int sign = side == 0 ? 1 : -1;
        t[static_cast<std::size_t>(index_of(p))][static_cast<std::size_t>(s)] = {
            sign * weights.placement[0][static_cast<std::size_t>(type)][r][f],
            sign * weights.placement[1][static_cast<std::size_t>(type)][r][f]};
      }
    }
  }
  return t;
}

}  // namespace

const PieceSquare piece_square = make_piece_square();

}  // namespace qipan::xiangqi
