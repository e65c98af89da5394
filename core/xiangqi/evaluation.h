#pragma once

// A static evaluation of a xiangqi Board for the search, in centipawns (a
// soldier on its own half is 100). Two parts:
//  - `piece_square`: material plus a piece-square bonus, from Red's view;
//    a sum over the pieces that the search keeps up to date move by move;
//  - `positional`: what depends on several pieces at once — mobility of
//    chariots and horses, cannons worth more with many pieces on the board and
//    horses with few, the advisors and elephants left against the attackers
//    facing them, pieces bearing on each general's palace, a cannon aimed at
//    the general down an open file — recomputed at every evaluation.
// The tables are written from the rules' geometry (see docs/search.md), not
// copied from any engine.

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

namespace evaluation_detail {

constexpr int centre_distance(int file) { return file < 4 ? 4 - file : file - 4; }

// The value of a Red piece of type t on (file, rank), material included.
constexpr int red_value(PieceType t, int f, int r) {
  const int c = centre_distance(f);
  switch (t) {
    case PieceType::general:
      return (r == 0 ? 10 : r == 1 ? -5 : -20) + (f == 4 ? 5 : 0);
    case PieceType::advisor:
      return 200 + (f == 4 && r == 1 ? 10 : 0);
    case PieceType::elephant:
      return 200 + (f == 4 && r == 2 ? 10 : 0) + (c == 4 ? -5 : 0);
    case PieceType::horse: {
      constexpr int by_rank[10] = {-25, -8, 4, 10, 14, 22, 30, 34, 24, 4};
      int v = 400 + by_rank[r] + (4 - c) * 4;
      if (c == 4) v -= 12;
      if (c <= 1 && r >= 6 && r <= 8) v += 14;  // near the enemy palace
      return v;
    }
    case PieceType::chariot: {
      constexpr int by_rank[10] = {-6, 0, 2, 6, 8, 12, 14, 18, 22, 10};
      return 900 + by_rank[r] + (c <= 1 ? 6 : c == 2 ? 4 : 0);
    }
    case PieceType::cannon: {
      int v = 450;
      if (f == 4) v += r <= 4 ? 16 : 8;
      if (c == 1) v += 4;
      if (r == 2) v += 4;
      if (r == 9) v += 8;  // a bottom cannon pins the back rank
      if (r == 7 && c <= 1) v += 6;
      return v;
    }
    case PieceType::soldier: {
      if (r <= 4) return 100 + (r >= 3 && f == 4 ? 10 : 0);
      constexpr int by_rank[10] = {0, 0, 0, 0, 0, 170, 190, 205, 200, 125};
      int v = by_rank[r];
      if (c == 0) v += 25;
      if (c == 1) v += 20;
      if (c == 2) v += 8;
      return v;
    }
    case PieceType::none:
      break;
  }
  return 0;
}

// The nine palace squares of Red (side 0) or Black (side 1).
constexpr Bitboard palace_mask(int side) {
  Bitboard m;
  for (int f = 3; f <= 5; ++f) {
    for (int r = 0; r <= 2; ++r) m.set(make_square(f, side == 0 ? r : rank_count - 1 - r));
  }
  return m;
}

}  // namespace evaluation_detail

// The nine points of `side`'s palace.
inline constexpr std::array<Bitboard, 2> palaces = {evaluation_detail::palace_mask(0),
                                                    evaluation_detail::palace_mask(1)};
inline Bitboard palace_of(Side side) { return palaces[side == Side::red ? 0 : 1]; }

// piece_square[piece][square]: material and placement, + for Red, - for Black.
inline constexpr auto piece_square = [] {
  std::array<std::array<int, square_count>, 16> t{};
  for (int side = 0; side < 2; ++side) {
    for (int type = 1; type <= 7; ++type) {
      const Piece p = make_piece(static_cast<Side>(side), static_cast<PieceType>(type));
      for (int s = 0; s < square_count; ++s) {
        const int f = file_of(s);
        const int r = side == 0 ? rank_of(s) : rank_count - 1 - rank_of(s);
        const int v = evaluation_detail::red_value(static_cast<PieceType>(type), f, r);
        t[static_cast<std::size_t>(index_of(p))][static_cast<std::size_t>(s)] = side == 0 ? v : -v;
      }
    }
  }
  return t;
}();

// The piece-square sum of a whole board, from Red's view.
inline int piece_square_sum(const Board& b) {
  int sum = 0;
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p != Piece::none) {
      sum += piece_square[static_cast<std::size_t>(index_of(p))][static_cast<std::size_t>(s)];
    }
  }
  return sum;
}

// The terms needing several pieces at once, from Red's view.
inline int positional(const Board& b) {
  int score = 0;
  int big = 0;  // chariots, horses and cannons of both sides
  for (Side s : {Side::red, Side::black}) {
    big += b.pieces(s, PieceType::chariot).count() + b.pieces(s, PieceType::horse).count() +
           b.pieces(s, PieceType::cannon).count();
  }
  for (Side s : {Side::red, Side::black}) {
    const int sign = s == Side::red ? 1 : -1;
    const Side them = opposite(s);
    int v = 0;
    // Mobility, and the attack on `them`'s palace: each chariot, horse,
    // cannon or soldier reaching palace squares adds units by its weight.
    const Bitboard palace = palace_of(them);
    int units = 0;
    int attackers = 0;
    auto attack_on = [&](Bitboard targets, int weight) {
      const int n = (targets & palace).count();
      if (n > 0) {
        units += weight * n;
        ++attackers;
      }
    };
    for (Bitboard c = b.pieces(s, PieceType::chariot); c.any();) {
      const Bitboard t = b.pseudo_targets(c.pop());
      v += 3 * t.count();
      attack_on(t, 3);
    }
    for (Bitboard h = b.pieces(s, PieceType::horse); h.any();) {
      const Bitboard t = b.pseudo_targets(h.pop());
      const int n = t.count();
      v += 5 * n - (n <= 1 ? 15 : 0);
      attack_on(t, 2);
    }
    for (Bitboard c = b.pieces(s, PieceType::cannon); c.any();) {
      attack_on(b.pseudo_targets(c.pop()), 2);
    }
    for (Bitboard p = b.pieces(s, PieceType::soldier); p.any();) {
      attack_on(b.pseudo_targets(p.pop()), 1);
    }
    const int cannons = b.pieces(s, PieceType::cannon).count();
    const int horses = b.pieces(s, PieceType::horse).count();
    // Cannons want screens, horses open space.
    v += cannons * (big - 7) * 4 + horses * (7 - big) * 4;

    // Threats against `them`'s general: attackers near its palace, weighed
    // against the advisors and elephants defending it.
    const Square g = b.general(them);
    if (g != no_square) {
      const int gf = file_of(g);
      int attack = 0;
      int near = 0;
      for (PieceType t :
           {PieceType::chariot, PieceType::horse, PieceType::cannon, PieceType::soldier}) {
        for (Bitboard p = b.pieces(s, t); p.any();) {
          const Square sq = p.pop();
          const int rr = s == Side::red ? rank_of(sq) : rank_count - 1 - rank_of(sq);
          if (t == PieceType::soldier) {
            if (rr >= 6 && std::abs(file_of(sq) - 4) <= 2) {
              attack += 1;
              ++near;
            }
            continue;
          }
          attack += t == PieceType::chariot ? 3 : 2;
          if (rr >= 6 && std::abs(file_of(sq) - gf) <= 2) ++near;
        }
      }
      const int defenders =
          b.pieces(them, PieceType::advisor).count() + b.pieces(them, PieceType::elephant).count();
      v += (4 - defenders) * attack * 3;
      // Several pieces bearing on the palace at once: the danger grows with
      // the square of the attack and with the defenders gone.
      if (attackers >= 2) {
        v += std::min(300, units * units * attackers * (6 - defenders) / 16);
      }
      v += near * near * 6;
      const int advisors = b.pieces(them, PieceType::advisor).count();
      // A cannon on the general's file with exactly one piece between.
      for (Bitboard c = b.pieces(s, PieceType::cannon); c.any();) {
        const Square sq = c.pop();
        if (file_of(sq) != gf) continue;
        int between = 0;
        const int lo = std::min(rank_of(sq), rank_of(g)) + 1;
        const int hi = std::max(rank_of(sq), rank_of(g));
        for (int r = lo; r < hi; ++r) between += b.at(make_square(gf, r)) != Piece::none;
        if (between == 1) v += 24;
        // An empty file: the "hollow cannon" (空头炮) holds the general's
        // file, the worse the fewer advisors guard the sides.
        if (between == 0) v += 40 + 20 * (2 - std::min(2, advisors));
      }
      // The general's own file open to our chariot.
      for (Bitboard c = b.pieces(s, PieceType::chariot); c.any();) {
        const Square sq = c.pop();
        if (file_of(sq) == gf) v += 10;
      }
    }
    score += sign * v;
  }
  return score;
}

}  // namespace qipan::xiangqi
