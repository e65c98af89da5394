#pragma once

// Xiangqi for the match runner (match_game.h): openings masters play,
// Fairy-Stockfish's coordinates (ranks 1-10 where qipan's are 0-9) and its
// n-move rule, and the greedy capturer's piece values.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/xiangqi_engine.h"
#include "tools/match_game.h"

namespace qipan::tools {

// The greedy capturer's values (docs/ladder.md): the usual Xiangqi
// material values in pawns x 100. The general is never captured.
inline constexpr CaptureValue xiangqi_capture_values[] = {
    {'r', 900}, {'c', 450}, {'n', 400}, {'a', 200}, {'b', 200}, {'p', 100},
};

template <>
struct MatchGame<xiangqi::Position> {
  using Engine = search::XiangqiEngine;
  static constexpr bool fsf = true;
  static constexpr std::string_view fsf_variant = "xiangqi";
  // Fairy-Stockfish 11.1 draws after 100 plies without a capture (its
  // rule50 counter; a soldier's move does not reset it).
  static constexpr int plies_to_draw_fsf = 100;

  // qipan's "h2e2" <-> Fairy-Stockfish's "h3e3".
  static std::string to_fsf(const std::string& m) {
    return std::string(1, m[0]) + std::to_string(m[1] - '0' + 1) + m[2] +
           std::to_string(m[3] - '0' + 1);
  }
  static std::string from_fsf(const std::string& m) {
    std::string out;
    std::size_t i = 0;
    for (int k = 0; k < 2 && i < m.size(); ++k) {
      out += m[i++];
      int rank = 0;
      while (i < m.size() && m[i] >= '0' && m[i] <= '9') rank = rank * 10 + (m[i++] - '0');
      out += static_cast<char>('0' + rank - 1);
    }
    return out;
  }

  // A first move and a reply that masters play, in every combination (110),
  // shuffled by the seed; a match cycles through them.
  static std::vector<std::vector<std::string>> openings(std::uint64_t seed, int /*count*/) {
    const std::vector<std::string> first = {"h2e2", "b2e2", "c0e2", "g0e2", "b0c2", "h0g2",
                                            "g3g4", "c3c4", "b2d2", "h2f2", "b2c2"};
    const std::vector<std::string> reply = {"h7e7", "b7e7", "h9g7", "b9c7", "g6g5",
                                            "c6c5", "c9e7", "g9e7", "b7d7", "h7g7"};
    std::vector<std::vector<std::string>> out;
    for (const auto& f : first) {
      for (const auto& r : reply) out.push_back({f, r});
    }
    grid::SplitMix64 random(seed + 17);
    for (std::size_t i = out.size(); i > 1; --i) {
      std::swap(out[i - 1], out[static_cast<std::size_t>(random.next() % i)]);
    }
    return out;
  }

  static int capture_value(char letter) { return value_in(xiangqi_capture_values, letter); }
};

}  // namespace qipan::tools
