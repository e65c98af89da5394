#pragma once

// A static evaluation of a Jungle Board for the search, from Blue's view,
// in centipawns (a cat is about 200). Terms: material by rank (the rat worth
// more while the enemy elephant lives, the elephant less while the enemy rat
// does); the approach to the enemy den (steeply rising on the last squares);
// guarding the own den and traps against intruders; lions and tigers ready
// to jump the lakes and a rat in the water; and being able to capture.

#include <array>
#include <bit>
#include <cstdlib>

#include "core/jungle/board.h"
#include "core/jungle/geometry.h"

namespace qipan::jungle {

namespace evaluation_detail {

inline constexpr std::array<int, piece_type_count> material = {300, 200, 250, 300,
                                                               400, 650, 750, 850};

// Manhattan distance from each square to each side's den, by the den's owner.
inline constexpr auto den_distance = [] {
  // std::abs is not constexpr in every standard library (Emscripten's).
  constexpr auto distance = [](int a, int b) { return a > b ? a - b : b - a; };
  std::array<std::array<int, square_count>, 2> t{};
  for (int side = 0; side < 2; ++side) {
    const Square d = den_square[static_cast<std::size_t>(side)];
    for (int s = 0; s < square_count; ++s) {
      const auto sq = static_cast<Square>(s);
      t[static_cast<std::size_t>(side)][sq] =
          distance(file_of(sq), file_of(d)) + distance(rank_of(sq), rank_of(d));
    }
  }
  return t;
}();

// The bonus for standing `d` steps from the enemy den.
inline constexpr std::array<int, 16> approach = {0, 150, 70, 40, 26, 17, 11, 7,
                                                 4, 2,   0,  0,  0,  0,  0,  0};

}  // namespace evaluation_detail

// The evaluation of `b` from Blue's view.
inline int evaluate_blue(const Board& b) {
  using namespace evaluation_detail;
  int score = 0;
  for (int side = 0; side < 2; ++side) {
    const Side us = static_cast<Side>(side);
    const Side them = opposite(us);
    const auto s = static_cast<std::size_t>(side);
    const auto t = static_cast<std::size_t>(1 - side);
    int v = 0;
    const bool their_elephant = b.pieces(them, PieceType::elephant) != 0;
    const bool their_rat = b.pieces(them, PieceType::rat) != 0;
    int attackers_near_their_den = 0;
    for (Bitboard p = b.occupied(us); p; p &= p - 1) {
      const auto sq = static_cast<Square>(std::countr_zero(p));
      const PieceType k = type_of(b.at(sq));
      int m = material[static_cast<std::size_t>(k)];
      if (k == PieceType::rat && their_elephant) m += 120;
      if (k == PieceType::elephant && their_rat) m -= 80;
      v += m;
      const int d = den_distance[t][sq];
      // Weak pieces gain less from rushing forward alone.
      v += approach[static_cast<std::size_t>(d)] * (k >= PieceType::leopard ? 3 : 2) / 2;
      if (d <= 3) ++attackers_near_their_den;
      if ((k == PieceType::lion || k == PieceType::tiger) && (jump_starts & bit(sq))) v += 15;
      if (k == PieceType::rat && (river & bit(sq))) v += 12;
    }
    // Several pieces close to the den are much harder to hold off than one.
    v += attackers_near_their_den * attackers_near_their_den * 12;
    // Guards: our pieces on or beside our traps while enemies are near.
    const Bitboard guard_zone = traps[s] | neighbours(traps[s]);
    int intruders = 0;
    for (Bitboard p = b.occupied(them); p; p &= p - 1) {
      const auto sq = static_cast<Square>(std::countr_zero(p));
      if (den_distance[s][sq] <= 3) ++intruders;
    }
    v += std::min(intruders, std::popcount(b.occupied(us) & guard_zone)) * 20;
    score += side == 0 ? v : -v;
  }
  return score;
}

}  // namespace qipan::jungle
