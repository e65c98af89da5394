#pragma once

// What a board UI asks about a position besides its moves: which pieces
// reach a point (hints, hanging-piece marks) and what a legal move does
// (for captions and sounds). Read-only views of a Position.

#include <optional>
#include <string>
#include <vector>

#include "core/xiangqi/position.h"

namespace qipan::xiangqi {

// The points of `by`'s pieces that could take a piece of the other side
// standing on `sq` by their movement rules (a cannon over one screen, a
// horse with a free leg, the flying general), ignoring whether the capture
// would leave their own general in check. For a point held by one of
// `by`'s own pieces these are its defenders; for an empty point, the pieces
// that control it. In square order.
std::vector<Square> attackers(const Board& board, Square sq, Side by);

// What a legal move does: the piece moved and the one captured (FEN
// letters, '\0' for none), whether it gives check, and its WXF and Chinese
// names.
struct MoveFacts {
  Move move;
  char piece = '\0';
  char captured = '\0';
  bool gives_check = false;
  std::string wxf;
  std::string chinese;
};

// The facts of `m` when it is legal in `p`, none otherwise.
std::optional<MoveFacts> move_facts(const Position& p, Move m);

}  // namespace qipan::xiangqi
