#pragma once

// A set of board points as 128 bits in two 64-bit words (points 0–63 and
// 64–89; bit 90, the off-board sentinel, is never set). Two plain words
// rather than __int128 so that WebAssembly, which has no 128-bit shifts,
// stays fast.

#include <bit>
#include <cstdint>

#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

class Bitboard {
 public:
  constexpr Bitboard() = default;
  constexpr Bitboard(std::uint64_t low, std::uint64_t high) : w_{low, high} {}

  static constexpr Bitboard of(int sq) {
    Bitboard b;
    b.set(sq);
    return b;
  }

  constexpr bool has(int sq) const { return (w_[sq >> 6] >> (sq & 63)) & 1; }
  constexpr void set(int sq) { w_[sq >> 6] |= std::uint64_t{1} << (sq & 63); }
  constexpr void toggle(int sq) { w_[sq >> 6] ^= std::uint64_t{1} << (sq & 63); }
  constexpr bool any() const { return (w_[0] | w_[1]) != 0; }
  constexpr bool empty() const { return !any(); }
  constexpr int count() const { return std::popcount(w_[0]) + std::popcount(w_[1]); }

  // Removes and returns the lowest point of a non-empty set.
  constexpr Square pop() {
    if (w_[0]) {
      const int s = std::countr_zero(w_[0]);
      w_[0] &= w_[0] - 1;
      return static_cast<Square>(s);
    }
    const int s = 64 + std::countr_zero(w_[1]);
    w_[1] &= w_[1] - 1;
    return static_cast<Square>(s);
  }

  constexpr Bitboard operator|(Bitboard o) const { return {w_[0] | o.w_[0], w_[1] | o.w_[1]}; }
  constexpr Bitboard operator&(Bitboard o) const { return {w_[0] & o.w_[0], w_[1] & o.w_[1]}; }
  constexpr Bitboard& operator|=(Bitboard o) { return *this = *this | o; }
  constexpr Bitboard& operator&=(Bitboard o) { return *this = *this & o; }
  constexpr bool operator==(const Bitboard&) const = default;

 private:
  std::uint64_t w_[2]{};
};

// Every point of the board, and the points of each rank and file.
struct LineMasks {
  Bitboard all;
  Bitboard rank[rank_count];
  Bitboard file[file_count];
};

inline constexpr LineMasks masks = [] {
  LineMasks m{};
  for (int s = 0; s < square_count; ++s) {
    m.all.set(s);
    m.rank[rank_of(s)].set(s);
    m.file[file_of(s)].set(s);
  }
  return m;
}();

}  // namespace qipan::xiangqi
