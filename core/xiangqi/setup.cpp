#include "core/xiangqi/setup.h"

#include <array>
#include <string>

#include "core/grid/placement.h"
#include "core/xiangqi/fen.h"

namespace qipan::xiangqi {
namespace {

constexpr grid::PlacementFormat format{board_shape,
                                       "one of K A B N R C P (E, H accepted; lower case for black)",
                                       true, "'w' (or 'r') or 'b'"};

std::string title(Side s) { return s == Side::red ? "Red" : "Black"; }
std::string zh_side(Side s) { return s == Side::red ? "红方" : "黑方"; }

// The piece's name as each side's set writes it: 帅仕相马车炮兵 / 将士象马车炮卒.
std::string zh_piece(Side s, PieceType t) {
  constexpr std::array<const char*, 8> red = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
  constexpr std::array<const char*, 8> black = {"", "将", "士", "象", "马", "车", "炮", "卒"};
  return (s == Side::red ? red : black)[static_cast<std::size_t>(t)];
}
std::string zh_named(Side s, PieceType t) {
  return std::string(s == Side::red ? "红" : "黑") + zh_piece(s, t);
}

std::string plural(PieceType t) { return std::string(piece_name(t)) + "s"; }

using Problems = std::vector<grid::SetupProblem>;

void counts(const std::array<Piece, square_count>& board, Problems& out) {
  for (Side side : {Side::red, Side::black}) {
    for (int t = 1; t <= piece_type_count; ++t) {
      const auto type = static_cast<PieceType>(t);
      std::vector<std::string> where;
      for (int s = 0; s < square_count; ++s) {
        if (board[static_cast<std::size_t>(s)] == make_piece(side, type)) {
          where.push_back(square_name(static_cast<Square>(s)));
        }
      }
      const int n = static_cast<int>(where.size());
      if (type == PieceType::general && n == 0) {
        out.push_back({"no_general",
                       {},
                       title(side) + " has no general",
                       zh_side(side) + "没有" + zh_piece(side, type)});
      } else if (n > set_limit(type)) {
        out.push_back({"too_many", where,
                       title(side) + " has " + std::to_string(n) + " " + plural(type) +
                           ", more than the set holds (" + std::to_string(set_limit(type)) + ")",
                       zh_side(side) + "有" + std::to_string(n) + "个" + zh_piece(side, type) +
                           "，一副棋只有" + std::to_string(set_limit(type)) + "个"});
      }
    }
  }
}

void places(const std::array<Piece, square_count>& board, Problems& out) {
  for (int s = 0; s < square_count; ++s) {
    const Piece p = board[static_cast<std::size_t>(s)];
    if (p == Piece::none) continue;
    const Side side = side_of(p);
    const PieceType type = type_of(p);
    const int file = file_of(s);
    const int rank = rank_of(s);
    const int own_rank = side == Side::red ? rank : 9 - rank;
    const std::string at = square_name(static_cast<Square>(s));
    const std::string what =
        "The " + std::string(side_name(side)) + " " + std::string(piece_name(type)) + " on " + at;
    const std::string zh_what = at + "的" + zh_named(side, type);
    if (!can_ever_stand(side, type, file, rank)) {
      if (type == PieceType::elephant && own_rank > 4) {
        out.push_back({"across_river",
                       {at},
                       what + " has crossed the river: elephants never do",
                       zh_what + "过了河：" + zh_piece(side, type) + "不能过河"});
      } else if (type == PieceType::elephant) {
        out.push_back({"wrong_point",
                       {at},
                       what + " stands off its points (" + where_it_may_stand(side, type) + ")",
                       zh_what + "不在" + zh_piece(side, type) + "能到的点上（" +
                           where_it_may_stand(side, type) + "）"});
      } else {
        out.push_back({"outside_palace",
                       {at},
                       what + " stands outside its palace",
                       zh_what + "出了九宫：" + zh_piece(side, type) + "只能在九宫里"});
      }
    } else if (type == PieceType::soldier && own_rank < 3) {
      out.push_back({"soldier_behind",
                     {at},
                     what + " stands behind its starting rank",
                     zh_what + "在起始线之后：" + zh_piece(side, type) + "不能后退"});
    } else if (type == PieceType::soldier && own_rank <= 4 && file % 2 != 0) {
      out.push_back(
          {"soldier_off_file",
           {at},
           what + " stands on its own half off the files a, c, e, g, i",
           zh_what + "未过河却不在起始的五路上：" + zh_piece(side, type) + "过河前只能直进"});
    }
  }
}

// The generals facing each other and the side not to move in check, judged
// only once each side has exactly one general.
void check(const std::array<Piece, square_count>& board, Side mover, Problems& out) {
  Board b;
  std::array<int, 2> generals{0, 0};
  for (int s = 0; s < square_count; ++s) {
    const Piece p = board[static_cast<std::size_t>(s)];
    if (p == Piece::none) continue;
    b.put(static_cast<Square>(s), p);
    if (type_of(p) == PieceType::general)
      ++generals[static_cast<std::size_t>(index_of(side_of(p)))];
  }
  if (generals[0] != 1 || generals[1] != 1) return;
  b.set_side_to_move(mover);
  const Square red = b.general(Side::red);
  const Square black = b.general(Side::black);
  if (file_of(red) == file_of(black)) {
    bool between = false;
    for (int r = rank_of(red) + 1; r < rank_of(black); ++r) {
      if (b.at(make_square(file_of(red), r)) != Piece::none) between = true;
    }
    if (!between) {
      const char file = static_cast<char>('a' + file_of(red));
      // In Chinese the file as Red counts it, right to left (a is 九).
      constexpr std::array<const char*, 9> red_files = {"九", "八", "七", "六", "五",
                                                        "四", "三", "二", "一"};
      out.push_back({"generals_facing",
                     {square_name(red), square_name(black)},
                     std::string("The generals face each other on the ") + file +
                         " file with nothing between",
                     std::string("帅将在同一路（红方") +
                         red_files[static_cast<std::size_t>(file_of(red))] + "路）照面，中间无子"});
      return;
    }
  }
  const Side waiting = opposite(mover);
  if (b.in_check(waiting)) {
    out.push_back({"not_to_move_in_check",
                   {square_name(b.general(waiting))},
                   title(waiting) + " is in check but it is " + std::string(side_name(mover)) +
                       "'s turn: the side not to move may not be in check",
                   zh_side(waiting) + "被将军，却轮到" + zh_side(mover) +
                       "走棋：不走棋的一方不能处于被将状态"});
  }
}

}  // namespace

Result<std::vector<grid::SetupProblem>> setup_problems(std::string_view fen) {
  std::array<Piece, square_count> board{};
  auto read = grid::read_fen_board(fen, format, piece_from_letter, [&](grid::Coord c, Piece p) {
    board[static_cast<std::size_t>(make_square(c.file, c.rank))] = p;
  });
  if (!read) return with_code(read.error(), ErrorCode::bad_fen);
  const std::string_view side = (*read)[1];
  Side mover = Side::red;
  if (side == "b" || side == "B") {
    mover = Side::black;
  } else if (side != "w" && side != "r" && side != "W" && side != "R") {
    return Error{
        "bad side to move " + grid::quoted(side) + ": expected " + std::string(format.sides),
        ErrorCode::bad_fen};
  }
  Problems out;
  counts(board, out);
  places(board, out);
  check(board, mover, out);
  return out;
}

}  // namespace qipan::xiangqi
