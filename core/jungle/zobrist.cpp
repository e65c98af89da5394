#include "core/jungle/zobrist.h"

#include <cstddef>

#include "core/grid/zobrist.h"

namespace qipan::jungle {
namespace {

// Not constexpr, so the table is computed when the program starts instead
// of stored in it.
ZobristKeys make_keys() {
  ZobristKeys z;
  grid::SplitMix64 stream(0x6a756e676c65ULL);  // "jungle"
  for (auto& row : z.piece) {
    for (std::size_t s = 0; s < static_cast<std::size_t>(square_count); ++s) row[s] = stream.next();
  }
  z.red_to_move = stream.next();
  return z;
}

}  // namespace

const ZobristKeys zobrist = make_keys();

}  // namespace qipan::jungle
