#include "core/xiangqi/tables.h"

namespace qipan::xiangqi {
namespace {

// Not constexpr, so that the tables are computed when the program starts
// instead of stored in it (tables.h); the same tables either way
// (tables_test.cpp checks them).
template <int N>
LineSlides<N> make_line_slides() {
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

StepTables make_steps() {
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
}

}  // namespace

const LineSlides<file_count> rank_slides = make_line_slides<file_count>();
const LineSlides<rank_count> file_slides = make_line_slides<rank_count>();
const StepTables steps = make_steps();

}  // namespace qipan::xiangqi
