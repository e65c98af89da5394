// Why a move is not legal, in words a player can act on (explain.h).
#include "core/jungle/explain.h"

#include <array>
#include <string>
#include <string_view>

#include "core/jungle/movegen.h"

namespace qipan::jungle {

namespace {

using grid::Refusal;

Refusal refuse(std::string code, std::string en, std::string zh) {
  return {std::move(code), std::move(en), std::move(zh)};
}

std::string_view zh_side(Side s) { return s == Side::blue ? "蓝方" : "红方"; }
std::string zh_name(PieceType k) {
  constexpr std::array<std::string_view, piece_type_count> names = {"鼠", "猫", "狗", "狼",
                                                                    "豹", "虎", "狮", "象"};
  return std::string(names[static_cast<std::size_t>(k)]);
}

std::string piece_on(Piece p, Square s) {
  return "the " + std::string(piece_name(type_of(p))) + " on " + square_name(s);
}

std::string ranked(Piece p) {
  return std::string(piece_name(type_of(p))) + " (rank " + std::to_string(rank_of(type_of(p))) +
         ")";
}

std::string zh_ranked(Piece p) {
  return zh_name(type_of(p)) + "（" + std::to_string(rank_of(type_of(p))) + "级）";
}

}  // namespace

std::string describe(const GameStatus<Side>& s) { return describe_end(s, side_title); }

grid::Refusal explain(const Position& pos, Move m) {
  const Board& board = pos.board();
  const GameStatus<Side> st = pos.status();
  if (st.over) {
    return refuse("game_over", "the game is over (" + describe(st) + ")", "对局已结束，不能再走棋");
  }
  if (pos.is_legal(m)) return {};
  const Square from = m.from();
  const Square to = m.to();
  const Piece p = board.at(from);
  const Piece target = board.at(to);
  if (p == no_piece) {
    return refuse("no_piece", "there is no piece on " + square_name(from),
                  square_name(from) + " 没有棋子");
  }
  const Side turn = board.side_to_move();
  if (side_of(p) != turn) {
    return refuse("not_your_piece",
                  piece_on(p, from) + " is " + std::string(side_title(side_of(p))) + "'s, and " +
                      std::string(side_title(turn)) + " is to move",
                  square_name(from) + " 的" + zh_name(type_of(p)) + "是" +
                      std::string(zh_side(side_of(p))) + "的，现在轮到" +
                      std::string(zh_side(turn)) + "走");
  }
  const auto us = static_cast<std::size_t>(index_of(turn));
  const auto kind = static_cast<std::size_t>(type_of(p));
  if (target != no_piece && side_of(target) == turn) {
    return refuse("own_piece",
                  square_name(to) + " holds " + std::string(side_title(turn)) + "'s own " +
                      std::string(piece_name(type_of(target))),
                  "不能吃自己的棋子：" + square_name(to) + " 是" + std::string(zh_side(turn)) +
                      "的" + zh_name(type_of(target)));
  }
  const Jump* jump = nullptr;
  for (const Jump& j : jumps[from]) {
    if (j.landing == bit(to)) jump = &j;
  }
  const RuleTables& tables = board.tables();
  const bool jumper = tables.jump_from[kind] != 0;
  if (!(steps[from] & bit(to)) && !jump) {
    const std::string name(piece_name(type_of(p)));
    return refuse("wrong_way",
                  (name[0] == 'e' ? "an " : "a ") + name +
                      " moves one square up, down, left or right" +
                      (jumper ? ", or jumps a lake" : ""),
                  zh_name(type_of(p)) + "每次只能上下左右走一格" + (jumper ? "，或跳过河" : ""));
  }
  if (jump && !(tables.jump_from[kind] & bit(from))) {
    return refuse("lake_jump", "only the lion and the tiger jump the lakes", "只有狮和虎能跳河");
  }
  if (den[us] & bit(to)) {
    return refuse("own_den", "no piece may enter its own den", "不能走进自己的兽穴");
  }
  if ((river & bit(to)) && !(tables.enterable[us][kind] & bit(to))) {
    return refuse("water", "only the rat may enter the river", "只有鼠能下河");
  }
  if (jump && (jump->path & board.occupied())) {
    return refuse("jump_blocked", "a rat in the river blocks the jump", "河里有鼠挡住，不能跳河");
  }
  if (target != no_piece) {
    const bool from_river = (river & bit(from)) != 0;
    if (!(tables.capture_reach[from_river ? 1 : 0] & bit(to))) {
      return from_river ? refuse("bank_capture", "no piece may capture from the river onto land",
                                 "鼠不能从河里吃岸上的棋子")
                        : refuse("bank_capture", "no piece may capture from land into the river",
                                 "不能从岸上吃河里的鼠");
    }
    if (tables.attack_zero[us] & bit(from)) {
      return refuse("trap",
                    piece_on(p, from) + " stands in a trap and attacks with rank 0: it may " +
                        "capture only a trapped piece",
                    square_name(from) + " 的" + zh_name(type_of(p)) +
                        "在陷阱里，等级为 0，只能吃陷阱里的棋子");
    }
    if (rank_of(type_of(p)) >= rank_of(type_of(target))) {
      return refuse("rule",
                    "the " + std::string(piece_name(type_of(p))) + " may not capture the " +
                        std::string(piece_name(type_of(target))) + " under these rules",
                    "按这套规则，" + zh_name(type_of(p)) + "不能吃" + zh_name(type_of(target)));
    }
    return refuse(
        "rank",
        "the " + ranked(p) + " cannot capture the " + ranked(target) + " on " + square_name(to),
        zh_ranked(p) + "不能吃 " + square_name(to) + " 的" + zh_ranked(target) + "：大吃小");
  }
  return refuse("illegal", "not a legal move", "此处不能这样走");
}

std::string Position::why_illegal(Move m) const { return explain(*this, m).en; }

}  // namespace qipan::jungle
