#pragma once

// The small value types of xiangqi: squares, sides, pieces and moves. All are
// a byte or two and constexpr, in the manner of Stockfish's types.h.

#include <cstdint>
#include <string>

#include "core/grid/fixed_list.h"
#include "core/grid/square.h"

namespace qipan::xiangqi {

// A point of the board: index rank * 9 + file, a0 = 0 … i9 = 89, files a–i
// from Red's left, ranks 0–9 from Red's back rank (ICCS / UCCI orientation).
// `no_square` (90) stands for "off the board" in the tables.
using Square = std::uint8_t;

inline constexpr int file_count = 9;
inline constexpr int rank_count = 10;
inline constexpr int square_count = 90;
inline constexpr Square no_square = 90;
// Squares are named a0 to i9 (ICCS).
inline constexpr grid::BoardShape board_shape{file_count, rank_count, 0};

constexpr int file_of(int sq) { return sq % file_count; }
constexpr int rank_of(int sq) { return sq / file_count; }
constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < file_count && rank >= 0 && rank < rank_count;
}
constexpr Square make_square(int file, int rank) {
  return static_cast<Square>(rank * file_count + file);
}

// Red moves first and sits on ranks 0–4; Black on ranks 5–9.
enum class Side : std::uint8_t { red, black };

constexpr Side opposite(Side s) { return s == Side::red ? Side::black : Side::red; }
constexpr int index_of(Side s) { return static_cast<int>(s); }

// Whether `rank` lies on `side`'s own half of the river.
constexpr bool own_half(Side side, int rank) { return side == Side::red ? rank <= 4 : rank >= 5; }

enum class PieceType : std::uint8_t {
  none,
  general,
  advisor,
  elephant,
  horse,
  chariot,
  cannon,
  soldier,
};
// The piece types, `none` aside.
inline constexpr int piece_type_count = 7;

// A piece: its type in the low three bits and its side in bit 3 (Red 0,
// Black 8), so a Piece indexes tables of 16. `Piece::none` (0) is an empty point.
enum class Piece : std::uint8_t { none = 0 };

constexpr Piece make_piece(Side side, PieceType type) {
  return static_cast<Piece>(static_cast<int>(type) | (index_of(side) << 3));
}
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(static_cast<int>(p) & 7); }
constexpr Side side_of(Piece p) { return static_cast<Side>(static_cast<int>(p) >> 3); }
constexpr int index_of(Piece p) { return static_cast<int>(p); }

// A move: the from-square in bits 0–6 and the to-square in bits 7–13. No real
// move has from == to, so the all-zero value is `Move::none()`.
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move make(Square from, Square to) {
    return Move(static_cast<std::uint16_t>(from | (to << 7)));
  }
  static constexpr Move none() { return Move(); }

  constexpr Square from() const { return static_cast<Square>(bits_ & 0x7f); }
  constexpr Square to() const { return static_cast<Square>((bits_ >> 7) & 0x7f); }
  constexpr bool is_none() const { return from() == to(); }
  constexpr std::uint16_t raw() const { return bits_; }

  constexpr bool operator==(const Move&) const = default;

 private:
  constexpr explicit Move(std::uint16_t bits) : bits_(bits) {}
  std::uint16_t bits_ = 0;
};

// The ICCS name of a square ("h2") and of a move ("h2e2"), lower case.
std::string square_name(Square sq);
std::string to_string(Move m);

// A list of moves in a fixed array: move generation never touches the heap.
// 128 is enough: the most moves each piece can have add up to 116
// (chariots and cannons 17 each, horses 8, soldiers 3, advisors and
// elephants 4, the general 4).
using MoveList = grid::FixedList<Move, 128>;

}  // namespace qipan::xiangqi
