#pragma once

// The shape of the Jungle evaluation's numbers: a table of material and
// placement for each piece type, and a weight for each term that needs
// several pieces at once. The numbers themselves are in
// evaluation_weights.h; evaluation.h reads them. The same shape as
// Xiangqi's (core/xiangqi/evaluation_terms.h), so that the same tools fit
// them (docs/search.md, "Fitted evaluation").

#include <array>

namespace qipan::jungle {

// The evaluation's terms beyond material and placement. Each is a count
// (from Blue's view: + for Blue, - for Red) that the evaluation multiplies
// by its weight.
enum class Term : int {
  rat_against_elephant,  // our rat while their elephant lives
  elephant_against_rat,  // our elephant while their rat lives
  near_den,              // (our pieces within three steps of their den)²
  den_guards,            // min(their pieces within three steps of our den, our
                         // pieces on or beside our traps)
  untouchable,           // our pieces that no piece of theirs outranks
  tempo,                 // the side to move
};
inline constexpr int term_count = 6;

// The weights of a term are in sixteenths of a centipawn; the placement
// tables in centipawns.
inline constexpr int term_scale = 16;

// Every weight is given twice, for the two ends of the game (the index):
// 0 with every piece on the board, 1 with none. The evaluation blends the
// two by the phase: the pieces on the board, both sides together, at most
// phase_max.
inline constexpr int phase_max = 16;

// placement[type][rank][file]: the value of a Blue piece of that type (the
// PieceType's value as index) on that rank (0: its own back rank, the den's)
// and file folded onto the near half (0: the edge, 3: the den's file). Red's
// values are the same, turned round.
using Placement = std::array<std::array<std::array<int, 4>, 9>, 8>;

struct Weights {
  std::array<Placement, 2> placement;
  std::array<std::array<int, term_count>, 2> terms;
};

}  // namespace qipan::jungle
