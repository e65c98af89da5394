#pragma once

// The Jungle evaluation as a linear function of its weights, for fitting
// them (tune.cpp), as evaluation_fit.h does for Xiangqi: a board's
// coefficient for every weight, so that the evaluation from Blue's view is
// the sum of weight x coefficient (up to the evaluation's rounding;
// tests/native/search/jungle_evaluation_fit_test.cpp checks it). The
// weights in one vector: the middlegame's, then the endgame's, each the
// placement tables (type, rank, file) then the terms.

#include <cstddef>
#include <vector>

#include "core/jungle/evaluation.h"
#include "core/jungle/position.h"

namespace qipan::jungle::fit {

inline constexpr int placement_count = 8 * 9 * 4;
inline constexpr int stage_count = placement_count + term_count;  // one end of the game
inline constexpr int weight_count = 2 * stage_count;

inline std::vector<double> flatten(const Weights& w) {
  std::vector<double> v(weight_count);
  for (std::size_t stage = 0; stage < 2; ++stage) {
    double* out = &v[stage * stage_count];
    for (std::size_t t = 0; t < 8; ++t) {
      for (std::size_t r = 0; r < 9; ++r) {
        for (std::size_t f = 0; f < 4; ++f) out[(t * 9 + r) * 4 + f] = w.placement[stage][t][r][f];
      }
    }
    for (std::size_t i = 0; i < term_count; ++i) out[placement_count + i] = w.terms[stage][i];
  }
  return v;
}

// The coefficients of `b`, weight_count of them.
inline std::vector<double> coefficients(const Board& b) {
  std::vector<double> counts(stage_count, 0.0);
  placements(b, [&counts](int type, int rank, int file, int count) {
    counts[static_cast<std::size_t>((type * 9 + rank) * 4 + file)] += count;
  });
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

// What tune.cpp needs of the game (the same members as evaluation_fit.h's).
struct Adapter {
  using Position = jungle::Position;
  static constexpr const char* name = "jungle";
  static constexpr const char* display = "Jungle";
  static constexpr int types = 8, ranks = 9, files = 4;
  static constexpr int term_count = jungle::term_count;
  static constexpr int term_scale = jungle::term_scale;
  static constexpr int placement_count = fit::placement_count;
  static constexpr int stage_count = fit::stage_count;
  static constexpr int weight_count = fit::weight_count;
  static constexpr const char* type_names[8] = {"rat",     "cat",   "dog",  "wolf",
                                                "leopard", "tiger", "lion", "elephant"};
  static std::vector<double> current() { return flatten(weights); }
  static std::vector<double> coefficients(const Board& b) { return fit::coefficients(b); }
};

}  // namespace qipan::jungle::fit
