#include "core/xiangqi/explain.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/game_end.h"
#include "core/xiangqi/fen.h"
#include "core/xiangqi/inspect.h"
#include "core/xiangqi/tables.h"

namespace qipan::xiangqi {
namespace {

using grid::Refusal;

Refusal refuse(std::string code, std::string en, std::string zh) {
  return {std::move(code), std::move(en), std::move(zh)};
}

std::string title(Side s) { return s == Side::red ? "Red" : "Black"; }
std::string_view zh_side(Side s) { return s == Side::red ? "红方" : "黑方"; }

// The piece's Chinese name as its side writes it (帅 / 将, 相 / 象, 兵 / 卒).
std::string_view zh_name(Side s, PieceType t) {
  constexpr std::array<std::string_view, 8> red = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
  constexpr std::array<std::string_view, 8> black = {"", "将", "士", "象", "马", "车", "炮", "卒"};
  return (s == Side::red ? red : black)[static_cast<std::size_t>(t)];
}

std::string en_name(PieceType t) { return std::string(piece_name(t)); }

// "an elephant", "a horse".
std::string a_piece(PieceType t) {
  const std::string n = en_name(t);
  return (n[0] == 'a' || n[0] == 'e' ? "an " : "a ") + n;
}

// "the chariot on e9 and the horse on d7" / "e9 的车和 d7 的马".
std::string en_list(const Board& b, const std::vector<Square>& squares) {
  std::string out;
  for (std::size_t i = 0; i < squares.size(); ++i) {
    if (i > 0) out += i + 1 == squares.size() ? " and " : ", ";
    out += "the " + en_name(type_of(b.at(squares[i]))) + " on " + square_name(squares[i]);
  }
  return out;
}
std::string zh_list(const Board& b, const std::vector<Square>& squares) {
  std::string out;
  for (std::size_t i = 0; i < squares.size(); ++i) {
    if (i > 0) out += "和";
    const Piece p = b.at(squares[i]);
    out += square_name(squares[i]) + " 的" + std::string(zh_name(side_of(p), type_of(p)));
  }
  return out;
}

bool in_own_palace(Side s, Square sq) {
  return in_palace(file_of(sq), rank_of(sq)) && own_half(s, rank_of(sq));
}

// The points strictly between `a` and `b` on one rank or file that hold a piece.
std::vector<Square> pieces_between(const Board& b, Square a, Square c) {
  std::vector<Square> out;
  const int df = file_of(c) - file_of(a);
  const int dr = rank_of(c) - rank_of(a);
  if (df != 0 && dr != 0) return out;
  const int sf = (df > 0) - (df < 0);
  const int sr = (dr > 0) - (dr < 0);
  for (int f = file_of(a) + sf, r = rank_of(a) + sr; f != file_of(c) || r != rank_of(c);
       f += sf, r += sr) {
    const Square s = make_square(f, r);
    if (b.at(s) != Piece::none) out.push_back(s);
  }
  return out;
}

// The leg of a horse move from `a` to `c` (a one-two step): the point next
// to `a` along the longer side.
Square horse_leg(Square a, Square c) {
  const int df = file_of(c) - file_of(a);
  const int dr = rank_of(c) - rank_of(a);
  return std::abs(dr) == 2 ? make_square(file_of(a), rank_of(a) + dr / 2)
                           : make_square(file_of(a) + df / 2, rank_of(a));
}

// Whether the attack of the piece on `from` against `target` passes over
// `sq`: a point strictly between them on their rank or file, or the horse's leg.
bool attack_passes(const Board& b, Square from, Square target, Square sq) {
  if (type_of(b.at(from)) == PieceType::horse) return horse_leg(from, target) == sq;
  const auto inside = [](int x, int lo, int hi) {
    return x > std::min(lo, hi) && x < std::max(lo, hi);
  };
  if (file_of(from) == file_of(target)) {
    return file_of(sq) == file_of(from) && inside(rank_of(sq), rank_of(from), rank_of(target));
  }
  if (rank_of(from) == rank_of(target)) {
    return rank_of(sq) == rank_of(from) && inside(file_of(sq), file_of(from), file_of(target));
  }
  return false;
}

// Why the piece cannot go from `from` to `to` by its way of moving (the
// move is not pseudo-legal and the to-point holds no piece of its own).
Refusal by_movement(const Board& b, Move m) {
  const Square from = m.from();
  const Square to = m.to();
  const Piece p = b.at(from);
  const Side s = side_of(p);
  const PieceType t = type_of(p);
  const std::string zh(zh_name(s, t));
  const int df = file_of(to) - file_of(from);
  const int dr = rank_of(to) - rank_of(from);
  const int af = std::abs(df);
  const int ar = std::abs(dr);
  const bool target = b.at(to) != Piece::none;
  switch (t) {
    case PieceType::general:
      if (af + ar == 1 && !in_own_palace(s, to)) {
        return refuse("palace", "the general stays in the palace", zh + "不能走出九宫");
      }
      return refuse("wrong_way", "the general moves one point up, down, left or right",
                    zh + "每次只能横走或直走一步");
    case PieceType::advisor:
      if (af == 1 && ar == 1 && !in_own_palace(s, to)) {
        return refuse("palace", "an advisor stays in the palace", zh + "不能走出九宫");
      }
      return refuse("wrong_way", "an advisor moves one point diagonally, inside the palace",
                    zh + "只能在九宫内斜走一步");
    case PieceType::elephant:
      if (af == 2 && ar == 2) {
        if (!own_half(s, rank_of(to))) {
          return refuse("elephant_river", "an elephant cannot cross the river", zh + "不能过河");
        }
        const Square eye = make_square(file_of(from) + df / 2, rank_of(from) + dr / 2);
        return refuse("elephant_eye",
                      "the elephant's eye is blocked at " + square_name(eye) +
                          ": an elephant cannot jump the point between",
                      "塞象眼：" + square_name(eye) + " 有子，" + zh + "不能飞");
      }
      return refuse("wrong_way", "an elephant moves exactly two points diagonally",
                    zh + "走田字（斜走两格）");
    case PieceType::horse:
      if ((af == 1 && ar == 2) || (af == 2 && ar == 1)) {
        const Square leg = horse_leg(from, to);
        return refuse("horse_leg",
                      "the horse's leg is blocked at " + square_name(leg) +
                          ": a horse cannot step past a piece next to it",
                      "蹩马腿：" + square_name(leg) + " 有子，马不能走");
      }
      return refuse("wrong_way",
                    "a horse moves one point straight, then one diagonally outward (日)",
                    "马走日字（直走一格再斜走一格）");
    case PieceType::chariot:
    case PieceType::cannon: {
      if (df != 0 && dr != 0) {
        return refuse("wrong_way", a_piece(t) + " moves along a rank or a file",
                      zh + "只能直走（横或竖）");
      }
      const auto between = pieces_between(b, from, to);
      if (t == PieceType::cannon && target) {
        if (between.size() == 1) break;
        if (between.empty()) {
          return refuse("cannon_screen",
                        "a cannon captures only by jumping exactly one piece (a screen), and "
                        "there is none between",
                        "炮打隔子：吃子要隔一个子（炮架），中间没有子");
        }
        return refuse(
            "cannon_screen",
            "a cannon captures only by jumping exactly one piece (a screen), and "
            "there are " +
                std::to_string(between.size()) + " between",
            "炮打隔子：吃子只能隔一个子，中间有 " + std::to_string(between.size()) + " 个子");
      }
      if (between.empty()) break;
      const std::string what =
          t == PieceType::cannon ? "a cannon that does not capture" : "a chariot";
      return refuse("path_blocked",
                    "the path is blocked at " + square_name(between.front()) + ": " + what +
                        " cannot jump pieces",
                    zh + "的路被 " + square_name(between.front()) + " 的子挡住" +
                        (t == PieceType::cannon ? "（炮不吃子时不能越子）" : ""));
    }
    case PieceType::soldier: {
      const int forward = s == Side::red ? 1 : -1;
      if (df == 0 && dr == -forward) {
        return refuse("soldier_back", "a soldier never moves backward", zh + "不能后退");
      }
      if (dr == 0 && af == 1 && own_half(s, rank_of(from))) {
        return refuse("soldier_sideways", "a soldier moves sideways only after crossing the river",
                      zh + "未过河不能横走");
      }
      return refuse("wrong_way",
                    "a soldier moves one point forward, or sideways once across the river",
                    zh + "每次只走一步：向前，过河后也可横走");
    }
    case PieceType::none:
      break;
  }
  return refuse("wrong_way", "the piece does not move that way", "棋子不能这样走");
}

// Why a pseudo-legal move leaves the mover's general attacked.
Refusal by_safety(const Position& p, Move m) {
  const Board& before = p.board();
  const Side us = p.side_to_move();
  const Piece moved = before.at(m.from());
  Board after = before;
  after.make(m);
  const Square ours = after.general(us);
  const Square theirs = after.general(opposite(us));
  if (file_of(ours) == file_of(theirs) && pieces_between(after, ours, theirs).empty()) {
    const std::string file(1, static_cast<char>('a' + file_of(ours)));
    return refuse("generals_facing", "the generals would face each other on the " + file + " file",
                  "将帅不能照面：" + file + " 线上两将之间无子");
  }
  const std::vector<Square> checkers = attackers(after, ours, opposite(us));
  const std::string general(zh_name(us, PieceType::general));
  if (type_of(moved) == PieceType::general) {
    return refuse(
        "into_check", "the general would step into check from " + en_list(after, checkers),
        general + "走到 " + square_name(m.to()) + " 会被 " + zh_list(after, checkers) + "将军");
  }
  if (p.in_check()) {
    return refuse("still_in_check",
                  "the general is still in check from " + en_list(after, checkers),
                  "仍被将军：" + zh_list(after, checkers) + "在将" + general);
  }
  for (Square c : checkers) {
    if (attack_passes(after, c, ours, m.from())) {
      const std::string piece = "the " + en_name(type_of(moved)) + " on " + square_name(m.from());
      return refuse("pinned", piece + " is pinned against its general by " + en_list(after, {c}),
                    square_name(m.from()) + " 的" + std::string(zh_name(us, type_of(moved))) +
                        "被 " + zh_list(after, {c}) + "牵制，走开" + general + "会被将军");
    }
  }
  return refuse("exposes_general",
                "it would leave the general in check from " + en_list(after, checkers),
                "走后" + general + "会被 " + zh_list(after, checkers) + "将军");
}

}  // namespace

grid::Refusal explain(const Position& p, Move m) {
  const GameStatus<Side> st = p.status();
  if (st.over) {
    return refuse("game_over", "the game is over (" + describe_end(st, side_name) + ")",
                  "对局已结束，不能再走棋");
  }
  if (m.is_none() || m.from() >= square_count || m.to() >= square_count) {
    return refuse("not_a_move", "a move goes from one point to another", "这不是一步棋");
  }
  if (p.is_legal(m)) return {};
  const Board& b = p.board();
  const Piece piece = b.at(m.from());
  const std::string from = square_name(m.from());
  if (piece == Piece::none) {
    return refuse("no_piece", "there is no piece on " + from, from + " 没有棋子");
  }
  const Side s = side_of(piece);
  const Side turn = p.side_to_move();
  if (s != turn) {
    return refuse("not_your_piece",
                  "the " + en_name(type_of(piece)) + " on " + from + " is " + title(s) +
                      "'s, and it is " + title(turn) + "'s turn",
                  from + " 的" + std::string(zh_name(s, type_of(piece))) + "是" +
                      std::string(zh_side(s)) + "的，现在轮到" + std::string(zh_side(turn)) + "走");
  }
  const Piece target = b.at(m.to());
  if (target != Piece::none && side_of(target) == s) {
    return refuse("own_piece",
                  square_name(m.to()) + " holds " + title(s) + "'s own " +
                      en_name(type_of(target)) + ": no piece captures its own side",
                  "不能吃自己的棋子：" + square_name(m.to()) + " 是" + std::string(zh_side(s)) +
                      "的" + std::string(zh_name(s, type_of(target))));
  }
  if (!b.is_pseudo_legal(m)) return by_movement(b, m);
  if (!b.leaves_general_safe(m)) return by_safety(p, m);
  return refuse("illegal", "not a legal move here", "此处不能这样走");
}

}  // namespace qipan::xiangqi
