#pragma once

// The Jungle board's fixed geography as compile-time tables: river, dens,
// traps, the one-square steps from each square and the lake jumps. None of it
// depends on the rule set (see rules.h for what does).

#include <array>
#include <cstdint>

#include "core/jungle/types.h"

namespace qipan::jungle {

namespace geometry_detail {

constexpr Bitboard squares_where(bool (*pred)(int file, int rank)) {
  Bitboard b = 0;
  for (int r = 0; r < ranks; ++r) {
    for (int f = 0; f < files; ++f) {
      if (pred(f, r)) b |= bit(make_square(f, r));
    }
  }
  return b;
}

constexpr bool in_river(int file, int rank) {
  return rank >= 3 && rank <= 5 && (file == 1 || file == 2 || file == 4 || file == 5);
}

}  // namespace geometry_detail

// The two lakes: b4-c6 and e4-f6.
inline constexpr Bitboard river = geometry_detail::squares_where(&geometry_detail::in_river);
inline constexpr Bitboard land = all_squares & ~river;

// Each side's den (Blue d1, Red d9) and traps (Blue c1 e1 d2, Red c9 e9 d8),
// indexed by the side that owns them.
inline constexpr std::array<Square, 2> den_square = {make_square(3, 0), make_square(3, 8)};
inline constexpr std::array<Bitboard, 2> den = {bit(den_square[0]), bit(den_square[1])};
inline constexpr Bitboard dens = den[0] | den[1];
inline constexpr std::array<Bitboard, 2> traps = {
    bit(make_square(2, 0)) | bit(make_square(4, 0)) | bit(make_square(3, 1)),
    bit(make_square(2, 8)) | bit(make_square(4, 8)) | bit(make_square(3, 7))};

// The first and last files, for shifting sets of squares sideways.
inline constexpr Bitboard file_a = [] {
  Bitboard b = 0;
  for (int r = 0; r < ranks; ++r) b |= bit(make_square(0, r));
  return b;
}();
inline constexpr Bitboard file_g = file_a << (files - 1);

// Every square of `b` moved one step in a direction; squares that would leave
// the board are dropped.
constexpr Bitboard shift_up(Bitboard b) { return (b << files) & all_squares; }
constexpr Bitboard shift_down(Bitboard b) { return b >> files; }
constexpr Bitboard shift_left(Bitboard b) { return (b & ~file_a) >> 1; }
constexpr Bitboard shift_right(Bitboard b) { return (b & ~file_g) << 1; }
constexpr Bitboard neighbours(Bitboard b) {
  return shift_up(b) | shift_down(b) | shift_left(b) | shift_right(b);
}

// The four directions as (file, rank) steps: up, down, left, right.
inline constexpr std::array<std::array<int, 2>, 4> directions = {
    {{0, 1}, {0, -1}, {-1, 0}, {1, 0}}};

// The squares one orthogonal step from each square.
inline constexpr std::array<Bitboard, square_count> steps = [] {
  std::array<Bitboard, square_count> t{};
  for (int s = 0; s < square_count; ++s) {
    const auto sq = static_cast<Square>(s);
    for (const auto& d : directions) {
      const int f = file_of(sq) + d[0];
      const int r = rank_of(sq) + d[1];
      if (f >= 0 && f < files && r >= 0 && r < ranks) t[sq] |= bit(make_square(f, r));
    }
  }
  return t;
}();

// A lake jump from a land square in one direction: the water squares it
// passes over (`path`, where any rat blocks it) and the land square it lands
// on (`landing`, a one-square set). Both are empty where no lake lies next.
struct Jump {
  Bitboard path = 0;
  Bitboard landing = 0;
};

inline constexpr std::array<std::array<Jump, 4>, square_count> jumps = [] {
  std::array<std::array<Jump, 4>, square_count> t{};
  for (int s = 0; s < square_count; ++s) {
    const auto sq = static_cast<Square>(s);
    if (river & bit(sq)) continue;
    for (std::size_t d = 0; d < directions.size(); ++d) {
      int f = file_of(sq) + directions[d][0];
      int r = rank_of(sq) + directions[d][1];
      Jump j;
      while (f >= 0 && f < files && r >= 0 && r < ranks && (river & bit(make_square(f, r)))) {
        j.path |= bit(make_square(f, r));
        f += directions[d][0];
        r += directions[d][1];
      }
      if (j.path) {
        j.landing = bit(make_square(f, r));
        t[sq][d] = j;
      }
    }
  }
  return t;
}();

// The squares a lake jump can start from.
inline constexpr Bitboard jump_starts = [] {
  Bitboard b = 0;
  for (int s = 0; s < square_count; ++s) {
    for (const Jump& j : jumps[static_cast<std::size_t>(s)]) {
      if (j.path) b |= bit(static_cast<Square>(s));
    }
  }
  return b;
}();

}  // namespace qipan::jungle
