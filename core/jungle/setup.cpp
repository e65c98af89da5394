#include "core/jungle/setup.h"

#include <array>
#include <string>

#include "core/grid/placement.h"
#include "core/jungle/geometry.h"
#include "core/jungle/rules.h"

namespace qipan::jungle {
namespace {

constexpr grid::PlacementFormat format{board_shape, "one of e l t p w d c r (uppercase for Blue)",
                                       false, "'b' (Blue) or 'r' (Red)"};

std::string zh_side(Side s) { return s == Side::blue ? "蓝方" : "红方"; }
std::string zh_animal(PieceType k) {
  constexpr std::array<const char*, piece_type_count> names = {"鼠", "猫", "狗", "狼",
                                                               "豹", "虎", "狮", "象"};
  return names[static_cast<std::size_t>(k)];
}
std::string named(Piece p) {
  return std::string(side_title(side_of(p))) + " " + std::string(piece_name(type_of(p)));
}
std::string zh_named(Piece p) {
  return (side_of(p) == Side::blue ? "蓝" : "红") + zh_animal(type_of(p));
}

}  // namespace

Result<std::vector<grid::SetupProblem>> setup_problems(std::string_view fen) {
  std::array<Piece, square_count> board{};
  auto read = grid::read_fen_board(fen, format, piece_from_letter, [&](grid::Coord c, Piece p) {
    board[static_cast<std::size_t>(make_square(c.file, c.rank))] = p;
  });
  if (!read) return with_code(read.error(), ErrorCode::bad_fen);
  const std::string_view side = (*read)[1];
  if (side != "b" && side != "r") {
    return Error{"unknown side to move " + grid::quoted(side) + " in FEN: expected " +
                     std::string(format.sides),
                 ErrorCode::bad_fen};
  }
  std::vector<grid::SetupProblem> out;
  std::array<std::vector<std::string>, piece_codes> where;
  for (int s = 0; s < square_count; ++s) {
    const auto sq = static_cast<Square>(s);
    const Piece p = board[sq];
    if (p != no_piece) where[p].push_back(square_name(sq));
  }
  for (int p = 1; p < piece_codes; ++p) {
    if (where[static_cast<std::size_t>(p)].size() < 2) continue;
    const auto piece = static_cast<Piece>(p);
    const auto& at = where[static_cast<std::size_t>(p)];
    out.push_back(
        {"too_many", at,
         std::to_string(at.size()) + " " + named(piece) + "s: each side has one piece of each kind",
         zh_side(side_of(piece)) + "有" + std::to_string(at.size()) + "个" +
             zh_animal(type_of(piece)) + "：每方每种动物只有一个"});
  }
  for (int s = 0; s < square_count; ++s) {
    const auto sq = static_cast<Square>(s);
    const Piece p = board[sq];
    if (p == no_piece) continue;
    const std::string at = square_name(sq);
    if ((river & bit(sq)) && !can_swim(type_of(p))) {
      out.push_back(
          {"in_water",
           {at},
           "The " + named(p) + " on " + at + " is in the river: only a rat may be in the river",
           at + "的" + zh_named(p) + "在河里：只有鼠能下河"});
    }
    if (den[static_cast<std::size_t>(index_of(side_of(p)))] & bit(sq)) {
      out.push_back({"own_den",
                     {at},
                     "The " + named(p) + " on " + at + " is in its own den",
                     at + "的" + zh_named(p) + "在自己的兽穴里：不能进入己方兽穴"});
    }
  }
  return out;
}

}  // namespace qipan::jungle
