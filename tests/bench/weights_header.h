#pragma once

// Writes a game's evaluation_weights.h from fitted weights (tune.cpp): the
// placement tables by stage, type and rank, then the terms, in the layout
// both games' evaluation_terms.h declare. `Fit` is the game's fit adapter
// (evaluation_fit.h, jungle_evaluation_fit.h).

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <vector>

namespace qipan::fit {

template <class Fit>
void write_weights_header(const std::vector<double>& w, std::size_t positions, double k) {
  std::printf(
      "#pragma once\n\n"
      "// The %s evaluation's numbers (evaluation_terms.h gives their shape),\n"
      "// fitted to game results by tests/bench/tune.cpp on %zu positions of\n"
      "// self-play (k = %.2f); docs/search.md, \"Fitted evaluation\", tells how.\n\n"
      "#include \"core/%s/evaluation_terms.h\"\n\n"
      "namespace qipan::%s {\n\n"
      "// clang-format off\n"
      "inline constexpr Weights weights = {\n",
      Fit::display, positions, k, Fit::name, Fit::name);
  static const char* const stages[2] = {"middlegame", "endgame"};
  const auto at = [&w](int stage, int i) {
    return std::lround(w[static_cast<std::size_t>(stage * Fit::stage_count + i)]);
  };
  std::printf("  {{\n");
  for (int stage = 0; stage < 2; ++stage) {
    std::printf("    // %s: by type, rank 0 (own back rank) to %d, files edge to centre\n    {{\n",
                stages[stage], Fit::ranks - 1);
    for (int t = 0; t < Fit::types; ++t) {
      std::printf("      {{  // %s\n", Fit::type_names[t]);
      for (int r = 0; r < Fit::ranks; ++r) {
        std::printf("        {{");
        for (int f = 0; f < Fit::files; ++f)
          std::printf("%s%5ld", f ? ", " : "", at(stage, (t * Fit::ranks + r) * Fit::files + f));
        std::printf("}}%s\n", r < Fit::ranks - 1 ? "," : "");
      }
      std::printf("      }}%s\n", t < Fit::types - 1 ? "," : "");
    }
    std::printf("    }}%s\n", stage == 0 ? "," : "");
  }
  std::printf("  }},\n  // terms (sixteenths of a centipawn), middlegame then endgame\n  {{\n");
  for (int stage = 0; stage < 2; ++stage) {
    std::printf("    {{");
    for (int i = 0; i < Fit::term_count; ++i)
      std::printf("%s%ld", i ? ", " : "", at(stage, Fit::placement_count + i));
    std::printf("}}%s\n", stage == 0 ? "," : "");
  }
  std::printf("  }},\n};\n// clang-format on\n\n}  // namespace qipan::%s\n", Fit::name);
}

}  // namespace qipan::fit
