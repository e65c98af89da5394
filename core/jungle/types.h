#pragma once

// The value types of Jungle: squares, sides, piece kinds, pieces and moves.
// Everything here is a tiny constexpr value; no state, no allocation.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid/fixed_list.h"
#include "core/grid/square.h"

namespace qipan::jungle {

// A square index: rank * 7 + file, rank 0 being printed rank 1 (a1 = 0,
// g1 = 6, a2 = 7, g9 = 62). 63 squares, so a set of squares fits in 64 bits.
using Square = std::uint8_t;
inline constexpr int files = 7;
inline constexpr int ranks = 9;
inline constexpr int square_count = files * ranks;
// Squares are named a1 to g9.
inline constexpr grid::BoardShape board_shape{files, ranks, 1};

constexpr Square make_square(int file, int rank) {
  return static_cast<Square>(rank * files + file);
}
constexpr int file_of(Square s) { return s % files; }
constexpr int rank_of(Square s) { return s / files; }

// A set of squares, bit s for square s.
using Bitboard = std::uint64_t;
constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }
inline constexpr Bitboard all_squares = (Bitboard{1} << square_count) - 1;

// Blue moves first and sits on ranks 1-3; Red faces it from ranks 7-9.
enum class Side : std::uint8_t { blue, red };
constexpr Side opposite(Side s) { return s == Side::blue ? Side::red : Side::blue; }
constexpr int index_of(Side s) { return static_cast<int>(s); }
constexpr std::string_view side_name(Side s) { return s == Side::blue ? "blue" : "red"; }
constexpr std::string_view side_title(Side s) { return s == Side::blue ? "Blue" : "Red"; }

// The eight animals, weakest first: a kind's rank (strength) is its value + 1.
enum class PieceType : std::uint8_t { rat, cat, dog, wolf, leopard, tiger, lion, elephant };
inline constexpr int piece_type_count = 8;
constexpr int rank_of(PieceType k) { return static_cast<int>(k) + 1; }
constexpr std::string_view piece_name(PieceType k) {
  constexpr std::array<std::string_view, piece_type_count> names = {
      "rat", "cat", "dog", "wolf", "leopard", "tiger", "lion", "elephant"};
  return names[static_cast<std::size_t>(k)];
}
// FEN letters by kind, lowercase (Red); Blue's are the uppercase ones.
inline constexpr std::string_view type_letters = "rcdwptle";

// A piece on a square, as one byte: 0 for none, 1 + side * 8 + kind otherwise
// (Blue rat 1 ... Blue elephant 8, Red rat 9 ... Red elephant 16), so a
// table indexed by piece has 17 entries.
using Piece = std::uint8_t;
inline constexpr Piece no_piece = 0;
inline constexpr int piece_codes = 17;
constexpr Piece make_piece(Side s, PieceType k) {
  return static_cast<Piece>(1 + index_of(s) * piece_type_count + static_cast<int>(k));
}
constexpr Side side_of(Piece p) { return static_cast<Side>((p - 1) / piece_type_count); }
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>((p - 1) % piece_type_count); }
constexpr char letter_of(Piece p) {
  const char c = type_letters[static_cast<std::size_t>(type_of(p))];
  return side_of(p) == Side::blue ? static_cast<char>(c - 'a' + 'A') : c;
}
// The piece a FEN letter stands for, or no_piece for any other character.
constexpr Piece piece_from_letter(char c) {
  for (int k = 0; k < piece_type_count; ++k) {
    const char lower = type_letters[static_cast<std::size_t>(k)];
    if (c == lower) return make_piece(Side::red, static_cast<PieceType>(k));
    if (c == static_cast<char>(lower - 'a' + 'A'))
      return make_piece(Side::blue, static_cast<PieceType>(k));
  }
  return no_piece;
}

// A move in 16 bits: bits 0-5 the from-square, bits 6-11 the to-square. The
// null move `none()` has from == to (a1a1) and is never legal.
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move make(Square from, Square to) {
    return Move(static_cast<std::uint16_t>(from | (to << 6)));
  }
  static constexpr Move none() { return Move(); }
  constexpr Square from() const { return static_cast<Square>(bits_ & 63); }
  constexpr Square to() const { return static_cast<Square>(bits_ >> 6); }
  constexpr bool operator==(const Move&) const = default;

 private:
  constexpr explicit Move(std::uint16_t bits) : bits_(bits) {}
  std::uint16_t bits_ = 0;
};

// The name of an on-board square ("d1").
std::string square_name(Square s);
// Coordinate notation: from-square then to-square ("a3a4", "g1g4" for a jump).
std::string to_string(Move m);

// The legal moves of one position, in a fixed array: a piece has at most one
// move in each of four directions (a step or a jump), and a side at most eight
// pieces, so 32 always suffice.
using MoveList = grid::FixedList<Move, 32>;

}  // namespace qipan::jungle
