#pragma once

// The shape of the xiangqi evaluation's numbers: a table of material and
// placement for each piece type, and a weight for each term that needs
// several pieces at once. The numbers themselves are in
// evaluation_weights.h, fitted to game results (docs/search.md, "Fitted
// evaluation"); evaluation.h reads them.

#include <array>

namespace qipan::xiangqi {

// The evaluation's terms beyond material and placement. Each is a count
// (from Red's view: + for Red, - for Black) that the evaluation multiplies
// by its weight.
enum class Term : int {
  chariot_mobility,   // points a chariot reaches
  horse_mobility,     // a horse's unblocked legs
  horse_hemmed,       // a horse with one move or none
  cannon_screens,     // cannons x (chariots, horses and cannons on the board - 7)
  horse_space,        // horses x (7 - chariots, horses and cannons on the board)
  defenders_missing,  // attack weight near the enemy x (4 - its advisors and elephants)
  palace_attack,      // several pieces reaching the enemy palace (units² x attackers x
                      // (6 - defenders) / 16, at most 300)
  near_palace,        // (pieces near the enemy palace)²
  cannon_screened,    // a cannon on the enemy general's file with one screen
  hollow_cannon,      // a cannon on the enemy general's file with none
  hollow_no_advisor,  // the same, for each of the enemy's two advisors missing
  chariot_on_file,    // a chariot on the enemy general's file
  tempo,              // the side to move
};
inline constexpr int term_count = 13;

// The weights of a term are in sixteenths of a centipawn; the placement
// tables in centipawns.
inline constexpr int term_scale = 16;

// Every weight is given twice, for the two ends of the game (the index):
// 0 with every chariot, horse and cannon on the board, 1 with none. The
// evaluation blends the two by the phase: chariots count 2, horses and
// cannons 1, both sides together, at most phase_max.
inline constexpr int phase_max = 16;

// placement[type][rank][file]: the value of a Red piece of that type (the
// PieceType's value as index) on that rank (0: its own back rank) and file
// folded onto the near half (0: the edge, 4: the centre file). Black's
// values are the same, mirrored.
using Placement = std::array<std::array<std::array<int, 5>, 10>, 8>;

struct Weights {
  std::array<Placement, 2> placement;
  std::array<std::array<int, term_count>, 2> terms;
};

}  // namespace qipan::xiangqi
