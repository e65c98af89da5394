#pragma once

// FEN in and out, and the rules a position must meet to be played from.
//
// In: ranks 9 down to 0 separated by '/', digits for runs of empty points,
// UCCI letters K A B N R C P (upper case Red, lower case Black; E and H
// accepted for B and N), then the side to move ('w' or 'r' Red, 'b' Black),
// optionally the two placeholder fields "- -", then optionally the half-move
// clock (plies since the last capture) and the move number.
// Out: canonical, "<board> w - - <clock> <move number>".

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

struct FenPosition {
  Board board;
  int halfmove_clock = 0;
  int fullmove_number = 1;
};

// Parses and validates a FEN; the error names the first fault found.
Result<FenPosition> parse_fen(std::string_view fen);

// Whether a set-up board is a position one may play from: each side has one
// general and no more pieces of a kind than the set holds; generals,
// advisors and elephants stand on points they can reach; soldiers stand on
// or ahead of their starting points; and the side not to move is not in
// check (the generals not facing each other).
Result<void> validate(const Board& board);

// How many pieces of a type one side's set holds: 1 general, 5 soldiers,
// 2 of the others.
constexpr int set_limit(PieceType t) {
  return t == PieceType::general ? 1 : t == PieceType::soldier ? 5 : t == PieceType::none ? 0 : 2;
}
// Whether a general, advisor or elephant of `side` can ever stand on the
// point (its palace or its points on its own half); true for the others,
// whose limits (a soldier's) are checked apart.
bool can_ever_stand(Side side, PieceType type, int file, int rank);
// Those points as a list for messages ("d0, f0, e1, d2, f2"), "" for the others.
std::string where_it_may_stand(Side side, PieceType type);

std::string format_fen(const Board& board, int halfmove_clock, int fullmove_number);

// The FEN letter of a piece ('K' Red general, 'a' Black advisor…), '\0' for
// none; and the piece a letter names (accepting E and H), Piece::none if none.
char piece_letter(Piece p);
Piece piece_from_letter(char c);

// "general", "advisor"…, and "red" / "black".
std::string_view piece_name(PieceType t);
std::string_view side_name(Side s);

}  // namespace qipan::xiangqi
