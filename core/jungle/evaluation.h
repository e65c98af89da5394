#pragma once

// A static evaluation of a Jungle Board for the search, from Blue's view,
// in centipawns (a cat is about 200). Every number comes twice, for the
// middlegame and the endgame, blended by the phase (evaluation_terms.h):
//  - placement: material by rank plus a bonus by square (the approach to
//    the enemy den, rising steeply over the last squares; lions and tigers
//    ready to jump the lakes; a rat in the water);
//  - `terms`: what depends on several pieces at once: the rat worth more
//    while the enemy elephant lives and the elephant less while the enemy
//    rat does, several pieces close to the enemy den, guards on the own
//    traps against intruders, pieces no enemy piece outranks, the tempo.
// The numbers are evaluation_weights.h's; tests/bench/tune.cpp fits them to
// game results (docs/search.md, "Fitted evaluation") and reads each term's
// count from `terms`.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "core/jungle/board.h"
#include "core/jungle/evaluation_weights.h"
#include "core/jungle/geometry.h"

namespace qipan::jungle {

namespace evaluation_detail {

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

// The piece types that can take a piece of each type (standard rules: an
// equal or higher rank, the rat the elephant, never the elephant the rat),
// as bits by type.
inline constexpr auto takers = [] {
  std::array<std::uint8_t, piece_type_count> t{};
  for (int k = 0; k < piece_type_count; ++k) {
    for (int by = 0; by < piece_type_count; ++by) {
      const bool takes = (by >= k && !(by == 7 && k == 0)) || (by == 0 && k == 7);
      if (takes) t[static_cast<std::size_t>(k)] |= static_cast<std::uint8_t>(1 << by);
    }
  }
  return t;
}();

}  // namespace evaluation_detail

// A value for the middlegame and one for the endgame.
struct Tapered {
  int middlegame = 0;
  int endgame = 0;
};

// The rank of `sq` seen from `side` (0: its own back rank) and its file
// folded onto the near half (0: the edge, 3: the den's file).
constexpr int own_rank(Side side, Square sq) {
  return side == Side::blue ? rank_of(sq) : ranks - 1 - rank_of(sq);
}
constexpr int folded_file(Square sq) { return file_of(sq) <= 3 ? file_of(sq) : 6 - file_of(sq); }

// How far the game is from its end: the pieces on the board, at most phase_max.
inline int phase(const Board& b) { return std::min(std::popcount(b.occupied()), phase_max); }

// The placement of every piece, from Blue's view, calling `add(type, rank,
// file, count)` for each (count +1 for Blue, -1 for Red).
template <class Add>
void placements(const Board& b, Add&& add) {
  for (int side = 0; side < 2; ++side) {
    const Side us = static_cast<Side>(side);
    for (Bitboard p = b.occupied(us); p; p &= p - 1) {
      const auto sq = static_cast<Square>(std::countr_zero(p));
      add(static_cast<int>(type_of(b.at(sq))), own_rank(us, sq), folded_file(sq),
          side == 0 ? 1 : -1);
    }
  }
}

// The terms needing several pieces at once, from Blue's view: calls
// `add(term, count)` for each, the count + for Blue and - for Red.
template <class Add>
void terms(const Board& b, Add&& add) {
  using namespace evaluation_detail;
  add(Term::tempo, b.side_to_move() == Side::blue ? 1 : -1);
  std::array<unsigned, 2> present{};  // the piece types each side has, as bits
  for (int side = 0; side < 2; ++side) {
    for (Bitboard p = b.occupied(static_cast<Side>(side)); p; p &= p - 1) {
      present[static_cast<std::size_t>(side)] |=
          1u << static_cast<int>(type_of(b.at(static_cast<Square>(std::countr_zero(p)))));
    }
  }
  for (int side = 0; side < 2; ++side) {
    const Side us = static_cast<Side>(side);
    const Side them = opposite(us);
    const int sign = side == 0 ? 1 : -1;
    const auto s = static_cast<std::size_t>(side);
    const auto t = static_cast<std::size_t>(1 - side);
    const unsigned theirs = present[t];
    const bool their_elephant = (theirs & (1u << static_cast<int>(PieceType::elephant))) != 0;
    const bool their_rat = (theirs & (1u << static_cast<int>(PieceType::rat))) != 0;
    int near = 0;
    int untouchable = 0;
    for (Bitboard p = b.occupied(us); p; p &= p - 1) {
      const auto sq = static_cast<Square>(std::countr_zero(p));
      const PieceType k = type_of(b.at(sq));
      if (k == PieceType::rat && their_elephant) add(Term::rat_against_elephant, sign);
      if (k == PieceType::elephant && their_rat) add(Term::elephant_against_rat, sign);
      if (den_distance[t][sq] <= 3) ++near;
      if ((takers[static_cast<std::size_t>(k)] & theirs) == 0) ++untouchable;
    }
    // Several pieces close to the den are much harder to hold off than one.
    add(Term::near_den, sign * near * near);
    add(Term::untouchable, sign * untouchable);
    // Guards: our pieces on or beside our traps while enemies are near.
    const Bitboard guard_zone = traps[s] | neighbours(traps[s]);
    int intruders = 0;
    for (Bitboard p = b.occupied(them); p; p &= p - 1) {
      if (den_distance[s][static_cast<Square>(std::countr_zero(p))] <= 3) ++intruders;
    }
    add(Term::den_guards, sign * std::min(intruders, std::popcount(b.occupied(us) & guard_zone)));
  }
}

// The evaluation of `b` from Blue's view.
inline int evaluate_blue(const Board& b) {
  int middlegame = 0;
  int endgame = 0;
  placements(b, [&](int type, int rank, int file, int count) {
    const auto k = static_cast<std::size_t>(type);
    const auto r = static_cast<std::size_t>(rank);
    const auto f = static_cast<std::size_t>(file);
    middlegame += count * weights.placement[0][k][r][f];
    endgame += count * weights.placement[1][k][r][f];
  });
  middlegame *= term_scale;
  endgame *= term_scale;
  terms(b, [&](Term t, int count) {
    middlegame += weights.terms[0][static_cast<std::size_t>(t)] * count;
    endgame += weights.terms[1][static_cast<std::size_t>(t)] * count;
  });
  const int p = phase(b);
  return (middlegame * p + endgame * (phase_max - p)) / (phase_max * term_scale);
}

}  // namespace qipan::jungle
