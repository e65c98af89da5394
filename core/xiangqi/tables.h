#pragma once

// The tables of move generation, made once at start-up (tables.cpp) rather
// than stored: 74 KB of them would be in every program (about 8 KB of
// download in the WebAssembly modules). Immutable once made; no init(), no
// mutable statics. Read them from functions only, never from another
// namespace-scope object's initialiser (their order across files is not
// fixed).
// - Sliding along a line (Pikafish-style occupancy lookup): for a piece at a
//   position on a rank (or file) and the occupancy bits of that line, the
//   points a chariot reaches (up to and including the first piece each way)
//   and the points a cannon captures on (the first piece after the screen).
// - Step lists for the stepping pieces, with the point that blocks each step
//   (the horse's leg, the elephant's eye).
// - Reverse lists: where a horse or soldier must stand to attack a point, and
//   for a general the four horse legs around it with the horses using them.

#include <cstddef>
#include <cstdint>

#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

// Bits along one line (files of a rank, or ranks of a file).
struct LineSlide {
  std::uint16_t reach = 0;  // empty points up to and including the first piece each way
  std::uint16_t jump = 0;   // the first piece beyond the screen, each way
};

template <int N>
struct LineSlides {
  LineSlide at[static_cast<std::size_t>(N)][std::size_t{1} << N];
};

// [file][occupancy of the rank by file]
extern const LineSlides<file_count> rank_slides;
// [rank][occupancy of the file by rank]
extern const LineSlides<rank_count> file_slides;

// One step of a stepping piece: where it lands and the point that must be
// empty for it (no_square when nothing can block).
struct Step {
  Square to = no_square;
  Square block = no_square;
};

struct StepList {
  Step steps[8]{};
  std::uint8_t size = 0;

  constexpr void add(Square to, Square block) { steps[size++] = {to, block}; }
  constexpr const Step* begin() const { return steps; }
  constexpr const Step* end() const { return steps + size; }
};

// Around a general: a diagonal neighbour (a horse leg) and the two points
// from which a horse would attack the general through it.
struct HorseLeg {
  Square leg = no_square;
  Square horse_a = no_square;
  Square horse_b = no_square;
};

struct GeneralLegs {
  HorseLeg legs[4]{};
  std::uint8_t size = 0;
};

constexpr bool in_palace(int file, int rank) {
  return file >= 3 && file <= 5 && ((rank >= 0 && rank <= 2) || (rank >= 7 && rank <= 9));
}

struct StepTables {
  StepList general[square_count];
  StepList advisor[square_count];
  StepList elephant[square_count];  // to + eye
  StepList horse[square_count];     // to + leg
  StepList soldier[2][square_count];
  StepList horse_attackers[square_count];       // to = where the horse stands, block = its leg
  StepList soldier_attackers[2][square_count];  // to = where the soldier stands
  GeneralLegs general_legs[square_count];
};

extern const StepTables steps;

}  // namespace qipan::xiangqi
