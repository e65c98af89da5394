#pragma once

// Compile-time tables for move generation: no init(), no mutable statics.
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

template <int N>
constexpr LineSlides<N> make_line_slides() {
  LineSlides<N> t{};
  for (int pos = 0; pos < N; ++pos) {
    for (int occ = 0; occ < (1 << N); ++occ) {
      int reach = 0;
      int jump = 0;
      for (int dir = -1; dir <= 1; dir += 2) {
        int p = pos + dir;
        while (p >= 0 && p < N) {
          reach |= 1 << p;
          if ((occ >> p) & 1) break;
          p += dir;
        }
        if (p < 0 || p >= N) continue;
        for (int q = p + dir; q >= 0 && q < N; q += dir) {
          if ((occ >> q) & 1) {
            jump |= 1 << q;
            break;
          }
        }
      }
      t.at[pos][occ] = {static_cast<std::uint16_t>(reach), static_cast<std::uint16_t>(jump)};
    }
  }
  return t;
}

// [file][occupancy of the rank by file]
inline constexpr LineSlides<file_count> rank_slides = make_line_slides<file_count>();
// [rank][occupancy of the file by rank]
inline constexpr LineSlides<rank_count> file_slides = make_line_slides<rank_count>();

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

inline constexpr StepTables steps = [] {
  StepTables t{};
  constexpr int orth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  constexpr int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  constexpr int horse[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2},
                               {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
  auto sq_or_none = [](int f, int r) { return on_board(f, r) ? make_square(f, r) : no_square; };
  for (int s = 0; s < square_count; ++s) {
    const int f = file_of(s);
    const int r = rank_of(s);
    const bool low = r <= 4;
    for (const auto& d : orth) {
      const int tf = f + d[0], tr = r + d[1];
      if (in_palace(f, r) && in_palace(tf, tr) && (tr <= 4) == low) {
        t.general[s].add(make_square(tf, tr), no_square);
      }
    }
    for (const auto& d : diag) {
      const int tf = f + d[0], tr = r + d[1];
      if (in_palace(f, r) && in_palace(tf, tr) && (tr <= 4) == low) {
        t.advisor[s].add(make_square(tf, tr), no_square);
      }
      const int ef = f + 2 * d[0], er = r + 2 * d[1];
      if (on_board(ef, er) && (er <= 4) == low) {
        t.elephant[s].add(make_square(ef, er), make_square(tf, tr));
      }
      // The general's diagonal neighbour as a horse leg.
      if (on_board(tf, tr)) {
        auto& g = t.general_legs[s];
        g.legs[g.size++] = {make_square(tf, tr), sq_or_none(f + 2 * d[0], r + d[1]),
                            sq_or_none(f + d[0], r + 2 * d[1])};
      }
    }
    for (const auto& d : horse) {
      const int lf = f + (d[0] / 2), lr = r + (d[1] / 2);  // one of them moves by 0
      const int tf = f + d[0], tr = r + d[1];
      if (on_board(tf, tr)) {
        const Square to = make_square(tf, tr);
        const Square leg = make_square(lf, lr);
        t.horse[s].add(to, leg);
        t.horse_attackers[to].add(static_cast<Square>(s), leg);
      }
    }
    for (int side = 0; side < 2; ++side) {
      const int forward = side == 0 ? 1 : -1;
      const bool crossed = side == 0 ? r >= 5 : r <= 4;
      auto add = [&](int tf, int tr) {
        if (!on_board(tf, tr)) return;
        const Square to = make_square(tf, tr);
        t.soldier[side][s].add(to, no_square);
        t.soldier_attackers[side][to].add(static_cast<Square>(s), no_square);
      };
      add(f, r + forward);
      if (crossed) {
        add(f - 1, r);
        add(f + 1, r);
      }
    }
  }
  return t;
}();

}  // namespace qipan::xiangqi
