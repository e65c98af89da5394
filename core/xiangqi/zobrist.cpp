#include "core/xiangqi/zobrist.h"

#include "core/grid/zobrist.h"

namespace qipan::xiangqi {
namespace {

// Not constexpr, so the table is computed when the program starts instead
// of stored in it.
ZobristKeys make_keys() {
  ZobristKeys z{};
  grid::SplitMix64 stream(0x9e3779b97f4a7c15ULL);
  for (auto& row : z.piece) {
    for (auto& key : row) key = stream.next();
  }
  z.black_to_move = stream.next();
  return z;
}

}  // namespace

const ZobristKeys zobrist = make_keys();

}  // namespace qipan::xiangqi
