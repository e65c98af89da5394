#pragma once

// The pieces each side has lost since a position and the material balance,
// for the game table's panel: any board game, by its FEN letters and its own
// piece_points(position, letter) (core/<game>/material.h, found by
// argument-dependent lookup). Sides are 0 (the side that moves first in the
// game) and 1, as the clock counts them.

#include <algorithm>
#include <array>
#include <map>
#include <string>

#include "core/grid/board_game.h"
#include "core/grid/square.h"

namespace qipan::session {

struct Captures {
  // The FEN letters of side i's pieces taken since the start, the most
  // valuable first.
  std::array<std::string, 2> taken;
  // Side 0's material on the board minus side 1's, in hundredths of the
  // game's smallest unit (piece_points).
  int balance = 0;
  bool operator==(const Captures&) const = default;
};

template <BoardGame Game>
Captures captures(const Game& start, const Game& now) {
  struct Count {
    int side = 0;
    int before = 0;
    int after = 0;
  };
  std::map<char, Count> counts;
  Captures out;
  for (int i = 0; i < grid::square_count(Game::shape); ++i) {
    const auto sq = static_cast<typename Game::Square>(i);
    if (const char c = start.piece_letter(sq); c != '\0') {
      Count& n = counts[c];
      n.side = static_cast<int>(*start.owner(sq));
      ++n.before;
    }
    if (const char c = now.piece_letter(sq); c != '\0') {
      Count& n = counts[c];
      n.side = static_cast<int>(*now.owner(sq));
      ++n.after;
      out.balance += (n.side == 0 ? 1 : -1) * piece_points(now, c);
    }
  }
  for (const auto& [letter, n] : counts) {
    if (n.before > n.after) {
      out.taken[static_cast<std::size_t>(n.side)].append(
          static_cast<std::size_t>(n.before - n.after), letter);
    }
  }
  for (std::string& t : out.taken) {
    std::stable_sort(t.begin(), t.end(),
                     [&](char a, char b) { return piece_points(now, a) > piece_points(now, b); });
  }
  return out;
}

}  // namespace qipan::session
