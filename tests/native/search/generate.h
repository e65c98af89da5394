#pragma once

// Positions with a forced win in exactly N moves, found by exhaustive search
// (solver.h) among sparse random positions from a fixed seed: Xiangqi mates
// with a few attackers against a general and its guards, Jungle den entries
// with a few pieces a side near Red's den. Used by the slow tests and by the
// forced_wins tool that printed the positions of the fast tests.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/jungle_game.h"
#include "core/search/xiangqi_game.h"
#include "tests/native/search/solver.h"

namespace qipan::search::testing {

struct ForcedWin {
  std::string fen;
  int moves = 0;
};

// A FEN's board field from a grid of letters (row 0 = the top rank printed first).
inline std::string board_field(const std::vector<std::string>& rows) {
  std::string out;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    int empty = 0;
    for (char c : rows[r]) {
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += std::to_string(empty);
    if (r + 1 < rows.size()) out += '/';
  }
  return out;
}

// Up to `per_length` positions for each N in 1..limit, from `tries` random boards.
// `lost` is the only ending that counts (a den entered, for Jungle): the
// shortest win must be one of those and as short as any other win.
template <class Position, class Game, class Random, class Lost = BoardLoss>
std::vector<ForcedWin> forced_wins(std::uint64_t seed, int tries, int limit, int per_length,
                                   Random&& random_fen, Lost lost = {}) {
  grid::SplitMix64 random(seed);
  std::vector<ForcedWin> found;
  std::vector<int> count(static_cast<std::size_t>(limit + 1), 0);
  for (int t = 0; t < tries; ++t) {
    const std::string fen = random_fen(random);
    auto p = Position::from_fen(fen);
    if (!p || p->status().over) continue;
    const int n = shortest_win(Game::from(*p), limit);
    if (n == 0 || count[static_cast<std::size_t>(n)] >= per_length) continue;
    if (shortest_win(Game::from(*p), n, lost) != n) continue;
    ++count[static_cast<std::size_t>(n)];
    found.push_back({fen, n});
  }
  return found;
}

// Red to move with two or three attackers; Black's general with up to two advisors.
inline std::string random_xiangqi_fen(grid::SplitMix64& random) {
  std::vector<std::string> rows(10, std::string(9, '.'));  // rows[0] = rank 9
  auto at = [&rows](int file, int rank) -> char& {
    return rows[static_cast<std::size_t>(9 - rank)][static_cast<std::size_t>(file)];
  };
  auto pick = [&random](int n) {
    return static_cast<int>(random.next() % static_cast<std::uint64_t>(n));
  };
  at(3 + pick(3), pick(3)) = 'K';
  at(3 + pick(3), 7 + pick(3)) = 'k';
  const std::array<std::array<int, 2>, 5> advisor_points = {
      {{3, 9}, {5, 9}, {4, 8}, {3, 7}, {5, 7}}};
  for (int i = pick(3); i > 0; --i) {
    const auto& a = advisor_points[static_cast<std::size_t>(pick(5))];
    if (at(a[0], a[1]) == '.') at(a[0], a[1]) = 'a';
  }
  const std::string attackers = "RRHCCP";
  for (int i = 2 + pick(2); i > 0; --i) {
    const char c = attackers[static_cast<std::size_t>(pick(static_cast<int>(attackers.size())))];
    const int file = pick(9);
    const int rank = c == 'P' ? 5 + pick(5) : 3 + pick(7);
    if (at(file, rank) == '.') at(file, rank) = c;
  }
  return board_field(rows) + " w - - 0 1";
}

// Whether the side to move has lost by a den entry (and only so).
struct DenEntered {
  static constexpr bool no_moves_lose = false;
  bool operator()(const JungleGame& g) const { return (g.board().occupied() & jungle::dens) != 0; }
};

// Blue to move with one to three pieces in Red's half; Red with one to three.
inline std::string random_jungle_fen(grid::SplitMix64& random) {
  std::vector<std::string> rows(9, std::string(7, '.'));  // rows[0] = rank 9 (index 8)
  auto at = [&rows](int file, int rank) -> char& {
    return rows[static_cast<std::size_t>(8 - rank)][static_cast<std::size_t>(file)];
  };
  auto pick = [&random](int n) {
    return static_cast<int>(random.next() % static_cast<std::uint64_t>(n));
  };
  const std::string kinds = "rcdwptle";
  for (int side = 0; side < 2; ++side) {
    std::string used;
    for (int i = 1 + pick(3); i > 0; --i) {
      char c = kinds[static_cast<std::size_t>(pick(8))];
      if (used.find(c) != std::string::npos) continue;
      const int file = pick(7);
      const int rank = side == 0 ? 4 + pick(5) : 3 + pick(6);
      if (at(file, rank) != '.' || (file == 3 && (rank == 0 || rank == 8))) continue;
      const bool water = rank >= 3 && rank <= 5 && file != 0 && file != 3 && file != 6;
      if (water && c != 'r') continue;
      used += c;
      at(file, rank) = side == 0 ? static_cast<char>(c - 'a' + 'A') : c;
    }
  }
  return board_field(rows) + " b";
}

}  // namespace qipan::search::testing
