#pragma once

// A static evaluation of a xiangqi Board for the search, in centipawns.
// Every number comes twice, for the middlegame and the endgame, blended by
// the phase (evaluation_terms.h). Two parts:
//  - `piece_square`: material plus a piece-square bonus, from Red's view;
//    a sum over the pieces that the search keeps up to date move by move;
//  - `terms`: what depends on several pieces at once — mobility of
//    chariots and horses, cannons worth more with many pieces on the board and
//    horses with few, the advisors and elephants left against the attackers
//    facing them, pieces bearing on each general's palace, a cannon aimed at
//    the general down an open file — recomputed at every evaluation.
// The numbers are evaluation_weights.h's, fitted to game results by
// tests/bench/tune.cpp (docs/search.md, "Fitted evaluation"), which reads
// each term's count from `terms`.

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/xiangqi/board.h"
#include "core/xiangqi/evaluation_weights.h"

namespace qipan::xiangqi {

namespace evaluation_detail {

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

// A value for the middlegame and one for the endgame.
struct Tapered {
  int middlegame = 0;
  int endgame = 0;
  constexpr Tapered& operator+=(Tapered o) {
    middlegame += o.middlegame;
    endgame += o.endgame;
    return *this;
  }
  constexpr Tapered& operator-=(Tapered o) {
    middlegame -= o.middlegame;
    endgame -= o.endgame;
    return *this;
  }
  friend constexpr Tapered operator-(Tapered a, Tapered b) { return a -= b; }
};

// piece_square[piece][square]: material and placement, + for Red, - for Black.
// Made at start-up from the weights (evaluation.cpp), as tables.h's tables
// are, rather than stored (11.5 KB).
using PieceSquare = std::array<std::array<Tapered, square_count>, 16>;
extern const PieceSquare piece_square;

// The piece-square sum of a whole board, from Red's view.
inline Tapered piece_square_sum(const Board& b) {
  Tapered sum;
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p != Piece::none) {
      sum += piece_square[static_cast<std::size_t>(index_of(p))][static_cast<std::size_t>(s)];
    }
  }
  return sum;
}

// How far the game is from its end: 2 for each chariot, 1 for each horse
// and cannon on the board, at most phase_max.
inline int phase(const Board& b) {
  int n = 0;
  for (Side s : {Side::red, Side::black}) {
    n += 2 * b.pieces(s, PieceType::chariot).count() + b.pieces(s, PieceType::horse).count() +
         b.pieces(s, PieceType::cannon).count();
  }
  return std::min(n, phase_max);
}

// The terms needing several pieces at once, from Red's view: calls
// `add(term, count)` for each, the count + for Red and - for Black (a term
// may be added several times).
template <class Add>
void terms(const Board& b, Add&& add) {
  add(Term::tempo, b.side_to_move() == Side::red ? 1 : -1);
  int big = 0;  // chariots, horses and cannons of both sides
  for (Side s : {Side::red, Side::black}) {
    big += b.pieces(s, PieceType::chariot).count() + b.pieces(s, PieceType::horse).count() +
           b.pieces(s, PieceType::cannon).count();
  }
  for (Side s : {Side::red, Side::black}) {
    const int sign = s == Side::red ? 1 : -1;
    const Side them = opposite(s);
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
      add(Term::chariot_mobility, sign * t.count());
      attack_on(t, 3);
    }
    for (Bitboard h = b.pieces(s, PieceType::horse); h.any();) {
      const Bitboard t = b.pseudo_targets(h.pop());
      const int n = t.count();
      add(Term::horse_mobility, sign * n);
      if (n <= 1) add(Term::horse_hemmed, sign);
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
    add(Term::cannon_screens, sign * cannons * (big - 7));
    add(Term::horse_space, sign * horses * (7 - big));

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
      add(Term::defenders_missing, sign * (4 - defenders) * attack);
      // Several pieces bearing on the palace at once: the danger grows with
      // the square of the attack and with the defenders gone.
      if (attackers >= 2) {
        add(Term::palace_attack,
            sign * std::min(300, units * units * attackers * (6 - defenders) / 16));
      }
      add(Term::near_palace, sign * near * near);
      const int advisors = b.pieces(them, PieceType::advisor).count();
      // A cannon on the general's file with exactly one piece between.
      for (Bitboard c = b.pieces(s, PieceType::cannon); c.any();) {
        const Square sq = c.pop();
        if (file_of(sq) != gf) continue;
        int between = 0;
        const int lo = std::min(rank_of(sq), rank_of(g)) + 1;
        const int hi = std::max(rank_of(sq), rank_of(g));
        for (int r = lo; r < hi; ++r) between += b.at(make_square(gf, r)) != Piece::none;
        if (between == 1) add(Term::cannon_screened, sign);
        // An empty file: the "hollow cannon" (空头炮) holds the general's
        // file, the worse the fewer advisors guard the sides.
        if (between == 0) {
          add(Term::hollow_cannon, sign);
          add(Term::hollow_no_advisor, sign * (2 - std::min(2, advisors)));
        }
      }
      // The general's own file open to our chariot.
      for (Bitboard c = b.pieces(s, PieceType::chariot); c.any();) {
        const Square sq = c.pop();
        if (file_of(sq) == gf) add(Term::chariot_on_file, sign);
      }
    }
  }
}

// The whole evaluation from Red's view, in centipawns, given the board's
// piece-square sum.
inline int evaluate_red(const Board& b, Tapered psq) {
  int middlegame = psq.middlegame * term_scale;
  int endgame = psq.endgame * term_scale;
  terms(b, [&](Term t, int count) {
    middlegame += weights.terms[0][static_cast<std::size_t>(t)] * count;
    endgame += weights.terms[1][static_cast<std::size_t>(t)] * count;
  });
  const int p = phase(b);
  return (middlegame * p + endgame * (phase_max - p)) / (phase_max * term_scale);
}

}  // namespace qipan::xiangqi
