#pragma once

// The xiangqi evaluation as a linear function of its weights, for fitting
// them (tune.cpp): a board's coefficient for every weight, so that the
// evaluation from Red's view is the sum of weight x coefficient (up to the
// evaluation's rounding; tests/native/search/evaluation_fit_test.cpp checks
// it). The weights in one vector: the middlegame's, then the endgame's, each
// the placement tables (type, rank, file) then the terms.

#include <cstddef>
#include <vector>

#include "core/xiangqi/evaluation.h"
#include "core/xiangqi/position.h"

namespace qipan::xiangqi::fit {

inline constexpr int placement_count = 8 * 10 * 5;
inline constexpr int stage_count = placement_count + term_count;  // one end of the game
inline constexpr int weight_count = 2 * stage_count;

inline std::vector<double> flatten(const Weights& w) {
  std::vector<double> v(weight_count);
  for (std::size_t stage = 0; stage < 2; ++stage) {
    double* out = &v[stage * stage_count];
    for (std::size_t t = 0; t < 8; ++t) {
      for (std::size_t r = 0; r < 10; ++r) {
        for (std::size_t f = 0; f < 5; ++f) out[(t * 10 + r) * 5 + f] = w.placement[stage][t][r][f];
      }
    }
    for (std::size_t i = 0; i < term_count; ++i) out[placement_count + i] = w.terms[stage][i];
  }
  return v;
}

// The coefficients of `b`, weight_count of them.
inline std::vector<double> coefficients(const Board& b) {
  std::vector<double> counts(stage_count, 0.0);
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p == Piece::none) continue;
    const bool red = side_of(p) == Side::red;
    const int r = red ? rank_of(s) : rank_count - 1 - rank_of(s);
    const int f = file_of(s) < 4 ? file_of(s) : 8 - file_of(s);
    counts[static_cast<std::size_t>((static_cast<int>(type_of(p)) * 10 + r) * 5 + f)] +=
        red ? 1 : -1;
  }
  terms(b, [&counts](Term t, int count) {
    counts[static_cast<std::size_t>(placement_count + static_cast<int>(t))] +=
        static_cast<double>(count) / term_scale;
  });
  // Each count weighs on the middlegame's weight by the phase, on the
  // endgame's by the rest.
  const double middle = static_cast<double>(phase(b)) / phase_max;
  std::vector<double> out(weight_count, 0.0);
  for (std::size_t i = 0; i < stage_count; ++i) {
    out[i] = counts[i] * middle;
    out[stage_count + i] = counts[i] * (1 - middle);
  }
  return out;
}

// What tune.cpp needs of the game (the same members as jungle_evaluation_fit.h's).
struct Adapter {
  using Position = xiangqi::Position;
  static constexpr const char* name = "xiangqi";
  static constexpr const char* display = "xiangqi";
  static constexpr int types = 8, ranks = 10, files = 5;
  static constexpr int term_count = xiangqi::term_count;
  static constexpr int term_scale = xiangqi::term_scale;
  static constexpr int placement_count = fit::placement_count;
  static constexpr int stage_count = fit::stage_count;
  static constexpr int weight_count = fit::weight_count;
  static constexpr const char* type_names[8] = {"(none)", "general", "advisor", "elephant",
                                                "horse",  "chariot", "cannon",  "soldier"};
  static std::vector<double> current() { return flatten(weights); }
  static std::vector<double> coefficients(const Board& b) { return fit::coefficients(b); }
};

}  // namespace qipan::xiangqi::fit
