#pragma once

#include <cstdint>

namespace qipan::grid {

// A splitmix64 stream: the fixed, well-mixed 64-bit numbers games use as
// Zobrist keys for repetition detection. constexpr, so key tables are built
// at compile time.
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  constexpr std::uint64_t next() {
    std::uint64_t x = (state_ += 0x9e3779b97f4a7c15ULL);
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }

 private:
  std::uint64_t state_;
};

}  // namespace qipan::grid
