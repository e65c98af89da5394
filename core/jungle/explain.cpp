// Why a move is not legal, in words a player can act on. Only for messages:
// legality itself is decided by the generator (movegen.h).
#include "core/jungle/movegen.h"
#include "core/jungle/position.h"

namespace qipan::jungle {

namespace {

std::string piece_on(Piece p, Square s) {
  return "the " + std::string(piece_name(type_of(p))) + " on " + square_name(s);
}

std::string ranked(Piece p) {
  return std::string(piece_name(type_of(p))) + " (rank " + std::to_string(rank_of(type_of(p))) +
         ")";
}

}  // namespace

std::string describe(const GameStatus<Side>& s) { return describe_end(s, side_title); }

std::string Position::why_illegal(Move m) const {
  const GameStatus<Side> st = status();
  if (st.over) return "the game is over (" + describe(st) + ")";
  const Square from = m.from();
  const Square to = m.to();
  const Piece p = board_.at(from);
  const Piece target = board_.at(to);
  if (p == no_piece) return "there is no piece on " + square_name(from);
  if (side_of(p) != board_.side_to_move()) {
    return piece_on(p, from) + " is " + std::string(side_title(side_of(p))) + "'s, and " +
           std::string(side_title(board_.side_to_move())) + " is to move";
  }
  const auto us = static_cast<std::size_t>(index_of(board_.side_to_move()));
  const auto kind = static_cast<std::size_t>(type_of(p));
  if (target != no_piece && side_of(target) == board_.side_to_move()) {
    return square_name(to) + " holds " + std::string(side_title(board_.side_to_move())) +
           "'s own " + std::string(piece_name(type_of(target)));
  }
  const Jump* jump = nullptr;
  for (const Jump& j : jumps[from]) {
    if (j.landing == bit(to)) jump = &j;
  }
  const bool jumper = board_.tables().jump_from[kind] != 0;
  if (!(steps[from] & bit(to)) && !jump) {
    const std::string name(piece_name(type_of(p)));
    return (name[0] == 'e' ? "an " : "a ") + name + " moves one square up, down, left or right" +
           (jumper ? ", or jumps a lake" : "");
  }
  if (jump && !(board_.tables().jump_from[kind] & bit(from))) {
    return "only the lion and the tiger jump the lakes";
  }
  if (den[us] & bit(to)) return "no piece may enter its own den";
  if ((river & bit(to)) && !(board_.tables().enterable[us][kind] & bit(to))) {
    return "only the rat may enter the river";
  }
  if (jump && (jump->path & board_.occupied())) {
    return "a rat in the river blocks the jump";
  }
  if (target != no_piece) {
    const bool from_river = (river & bit(from)) != 0;
    if (!(board_.tables().capture_reach[from_river ? 1 : 0] & bit(to))) {
      return from_river ? "no piece may capture from the river onto land"
                        : "no piece may capture from land into the river";
    }
    if (board_.tables().attack_zero[us] & bit(from)) {
      return piece_on(p, from) + " stands in a trap and attacks with rank 0: it may capture " +
             "only a trapped piece";
    }
    if (rank_of(type_of(p)) >= rank_of(type_of(target))) {
      return "the " + std::string(piece_name(type_of(p))) + " may not capture the " +
             std::string(piece_name(type_of(target))) + " under these rules";
    }
    return "the " + ranked(p) + " cannot capture the " + ranked(target) + " on " + square_name(to);
  }
  return "not a legal move";
}

}  // namespace qipan::jungle
