#pragma once

// Jungle for the match runner (match_game.h): openings of two random plies
// and the greedy capturer's piece values. Fairy-Stockfish plays no Jungle.

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/jungle_engine.h"
#include "tools/match_game.h"

namespace qipan::tools {

// The greedy capturer's values (docs/ladder.md): each animal's rank, rat 1
// to elephant 8, x 100 (the rat that can take an elephant is still worth 1).
inline constexpr CaptureValue jungle_capture_values[] = {
    {'r', 100}, {'c', 200}, {'d', 300}, {'w', 400}, {'p', 500}, {'t', 600}, {'l', 700}, {'e', 800},
};

template <>
struct MatchGame<jungle::Position> {
  using Engine = search::JungleEngine;
  static constexpr bool fsf = false;
  static constexpr std::string_view fsf_variant = "";
  static constexpr int plies_to_draw_fsf = 0;
  static std::string to_fsf(const std::string& m) { return m; }
  static std::string from_fsf(const std::string& m) { return m; }

  // Distinct lines of two random plies from the start, drawn in order from
  // one stream of the seed (so a larger count only adds lines at the end).
  static std::vector<std::vector<std::string>> openings(std::uint64_t seed, int count) {
    std::vector<std::vector<std::string>> out;
    grid::SplitMix64 random(seed + 29);
    while (static_cast<int>(out.size()) < count) {
      jungle::Position p;
      std::vector<std::string> line;
      for (int ply = 0; ply < 2; ++ply) {
        const auto moves = p.legal_moves();
        const auto m = moves[static_cast<std::size_t>(random.next() % moves.size())];
        line.push_back(to_string(m));
        (void)p.play(m);
      }
      if (std::find(out.begin(), out.end(), line) == out.end()) out.push_back(line);
    }
    return out;
  }

  static int capture_value(char letter) { return value_in(jungle_capture_values, letter); }
};

}  // namespace qipan::tools
