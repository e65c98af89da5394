// Legal move generation and the attack test behind it: the part of Board
// that knows how each piece moves (see movegen.h).
#include "core/xiangqi/movegen.h"

#include <bit>

namespace qipan::xiangqi {
namespace {

// Whether a general on `k` is attacked by side `by`, given the occupancy of
// k's rank and file and a way to read the piece on any point. Shared by the
// plain test and the "after this move" test, which overrides two points.
// With `flying` false, `k` is any point and `by`'s general on its file does
// not count (the general attacks only next to it, tested apart).
template <class PieceAt>
bool general_attacked_with(Square k, Side by, unsigned rank_occ, unsigned file_occ,
                           const PieceAt& at, bool flying = true) {
  const Piece chariot = make_piece(by, PieceType::chariot);
  const Piece cannon = make_piece(by, PieceType::cannon);
  const Piece general = make_piece(by, PieceType::general);
  const Piece horse = make_piece(by, PieceType::horse);
  const Piece soldier = make_piece(by, PieceType::soldier);
  const int f = file_of(k);
  const int r = rank_of(k);

  const LineSlide& rs = rank_slides.at[f][rank_occ];
  for (unsigned b = rs.reach & rank_occ; b; b &= b - 1) {
    if (at(make_square(std::countr_zero(b), r)) == chariot) return true;
  }
  for (unsigned b = rs.jump; b; b &= b - 1) {
    if (at(make_square(std::countr_zero(b), r)) == cannon) return true;
  }
  const LineSlide& fs = file_slides.at[r][file_occ];
  for (unsigned b = fs.reach & file_occ; b; b &= b - 1) {
    const Piece p = at(make_square(f, std::countr_zero(b)));
    if (p == chariot || (flying && p == general)) return true;
  }
  for (unsigned b = fs.jump; b; b &= b - 1) {
    if (at(make_square(f, std::countr_zero(b))) == cannon) return true;
  }
  for (const Step& s : steps.horse_attackers[k]) {
    if (at(s.to) == horse && at(s.block) == Piece::none) return true;
  }
  for (const Step& s : steps.soldier_attackers[index_of(by)][k]) {
    if (at(s.to) == soldier) return true;
  }
  return false;
}

// Which moves can change whether the mover's general is attacked. With the
// general not in check, a move (from → to) empties `from`, fills `to`, and
// removes at most an enemy piece from `to`; attacks on the general run only
// along its rank and file and through the four horse legs around it. Along
// each of the four half-lines from the general, call the pieces met in turn
// b1, b2, b3. A move needs the full test only when it
//  - moves the general itself;
//  - leaves b1 while b2 is an enemy chariot (or, on the file, the enemy
//    general): a discovered attack;
//  - leaves b1 or b2 while b3 is an enemy cannon: it would keep one screen;
//  - lands between the general and b1 when b1 is an enemy cannon: a screen;
//  - leaves a horse leg next to the general that an enemy horse is waiting on.
// In check, every move is tested. `from` and `to` mark the points concerned.
struct Danger {
  Bitboard from;
  Bitboard to;
};

// Marks the danger points of one line through the general: `g` is the
// general's position along the line, `occ` the line's occupancy, and
// `point(i)` the square at position i.
template <class PointOf>
void mark_line(Danger& d, int g, unsigned occ, const PointOf& point, const Piece* squares,
               Side them, bool is_file) {
  const Piece chariot = make_piece(them, PieceType::chariot);
  const Piece cannon = make_piece(them, PieceType::cannon);
  const Piece general = make_piece(them, PieceType::general);
  auto scan = [&](unsigned bits, bool up) {
    int b[3] = {0, 0, 0};
    int n = 0;
    for (; bits && n < 3; ++n) {
      b[n] = up ? std::countr_zero(bits) : 31 - std::countl_zero(bits);
      bits &= ~(1u << b[n]);
    }
    if (n == 0) return;
    if (squares[point(b[0])] == cannon) {
      for (int i = up ? g + 1 : b[0] + 1; i < (up ? b[0] : g); ++i) d.to.set(point(i));
    }
    if (n >= 2) {
      const Piece p2 = squares[point(b[1])];
      if (p2 == chariot || (is_file && p2 == general)) d.from.set(point(b[0]));
    }
    if (n == 3 && squares[point(b[2])] == cannon) {
      d.from.set(point(b[0]));
      d.from.set(point(b[1]));
    }
  };
  scan(occ & ~((2u << g) - 1), true);
  scan(occ & ((1u << g) - 1), false);
}

}  // namespace

bool Board::general_attacked(Square sq, Side by) const {
  const unsigned rank_occ = rank_occ_[0][rank_of(sq)] | rank_occ_[1][rank_of(sq)];
  const unsigned file_occ = file_occ_[0][file_of(sq)] | file_occ_[1][file_of(sq)];
  return general_attacked_with(sq, by, rank_occ, file_occ,
                               [this](Square s) { return squares_[s]; });
}

bool Board::attacked_after(Square sq, Side by, Square from, Square to, bool flying) const {
  const Piece moved = squares_[from];
  const int r = rank_of(sq);
  const int f = file_of(sq);
  unsigned rank_occ = rank_occ_[0][r] | rank_occ_[1][r];
  unsigned file_occ = file_occ_[0][f] | file_occ_[1][f];
  if (rank_of(from) == r) rank_occ &= ~(1u << file_of(from));
  if (file_of(from) == f) file_occ &= ~(1u << rank_of(from));
  if (rank_of(to) == r) rank_occ |= 1u << file_of(to);
  if (file_of(to) == f) file_occ |= 1u << rank_of(to);
  const auto at = [&](Square s) { return s == to ? moved : s == from ? Piece::none : squares_[s]; };
  return general_attacked_with(sq, by, rank_occ, file_occ, at, flying);
}

bool Board::safe_after(Square from, Square to) const {
  const Piece moved = squares_[from];
  const Side us = side_of(moved);
  const Square k = type_of(moved) == PieceType::general ? to : generals_[index_of(us)];
  return !attacked_after(k, opposite(us), from, to, true);
}

bool Board::leaves_general_safe(Move m) const { return safe_after(m.from(), m.to()); }

bool Board::defended_after(Move m) const {
  const Square from = m.from();
  const Square to = m.to();
  const Piece moved = squares_[from];
  const Side by = opposite(side_of(moved));
  if (attacked_after(to, by, from, to, false)) return true;
  const auto at = [&](Square s) { return s == to ? moved : s == from ? Piece::none : squares_[s]; };
  // The pieces that never give check: advisors, elephants, the general's step.
  // Their steps are symmetric, so the steps from `to` are where they stand.
  for (const Step& s : steps.advisor[to]) {
    if (at(s.to) == make_piece(by, PieceType::advisor)) return true;
  }
  for (const Step& s : steps.elephant[to]) {
    if (at(s.to) == make_piece(by, PieceType::elephant) && at(s.block) == Piece::none) return true;
  }
  for (const Step& s : steps.general[to]) {
    if (at(s.to) == make_piece(by, PieceType::general)) return true;
  }
  return false;
}

// A chariot's or cannon's targets along its rank (bits = files) and along
// its file (bits = ranks).
template <PieceType T>
void Board::slider_targets(Square from, Side us, unsigned& along_rank, unsigned& along_file) const {
  const int ui = index_of(us);
  const int fl = file_of(from);
  const int rk = rank_of(from);
  const unsigned own_r = rank_occ_[ui][rk];
  const unsigned their_r = rank_occ_[1 - ui][rk];
  const unsigned occ_r = own_r | their_r;
  const LineSlide& rs = rank_slides.at[fl][occ_r];
  const unsigned own_f = file_occ_[ui][fl];
  const unsigned their_f = file_occ_[1 - ui][fl];
  const unsigned occ_f = own_f | their_f;
  const LineSlide& fs = file_slides.at[rk][occ_f];
  if constexpr (T == PieceType::chariot) {
    along_rank = rs.reach & ~own_r;
    along_file = fs.reach & ~own_f;
  } else {
    along_rank = (rs.reach & ~occ_r) | (rs.jump & their_r);
    along_file = (fs.reach & ~occ_f) | (fs.jump & their_f);
  }
}

template <PieceType T, class F>
void Board::for_each_target(Square from, Side us, F&& f) const {
  const int ui = index_of(us);
  if constexpr (T == PieceType::chariot || T == PieceType::cannon) {
    unsigned along_rank = 0;
    unsigned along_file = 0;
    slider_targets<T>(from, us, along_rank, along_file);
    const int fl = file_of(from);
    const int rk = rank_of(from);
    for (; along_rank; along_rank &= along_rank - 1) {
      f(make_square(std::countr_zero(along_rank), rk));
    }
    for (; along_file; along_file &= along_file - 1) {
      f(make_square(fl, std::countr_zero(along_file)));
    }
  } else {
    const StepList& list = T == PieceType::general    ? steps.general[from]
                           : T == PieceType::advisor  ? steps.advisor[from]
                           : T == PieceType::elephant ? steps.elephant[from]
                           : T == PieceType::horse    ? steps.horse[from]
                                                      : steps.soldier[ui][from];
    for (const Step& s : list) {
      if constexpr (T == PieceType::horse || T == PieceType::elephant) {
        if (squares_[s.block] != Piece::none) continue;
      }
      const Piece p = squares_[s.to];
      if (p == Piece::none || side_of(p) != us) f(s.to);
    }
  }
}

template <class F>
void Board::for_each_target(Square from, F&& f) const {
  const Piece p = squares_[from];
  const Side us = side_of(p);
  switch (type_of(p)) {
    case PieceType::none:
      return;
    case PieceType::general:
      return for_each_target<PieceType::general>(from, us, f);
    case PieceType::advisor:
      return for_each_target<PieceType::advisor>(from, us, f);
    case PieceType::elephant:
      return for_each_target<PieceType::elephant>(from, us, f);
    case PieceType::horse:
      return for_each_target<PieceType::horse>(from, us, f);
    case PieceType::chariot:
      return for_each_target<PieceType::chariot>(from, us, f);
    case PieceType::cannon:
      return for_each_target<PieceType::cannon>(from, us, f);
    case PieceType::soldier:
      return for_each_target<PieceType::soldier>(from, us, f);
  }
}

Bitboard Board::pseudo_targets(Square from) const {
  Bitboard b;
  for_each_target(from, [&b](Square to) { b.set(to); });
  return b;
}

bool Board::is_pseudo_legal(Move m) const {
  if (m.from() >= square_count || m.to() >= square_count) return false;
  const Piece p = squares_[m.from()];
  if (p == Piece::none || side_of(p) != side_) return false;
  return pseudo_targets(m.from()).has(m.to());
}

// Feeds the side to move's legal moves to `sink`: sink.add(from, to) for
// each, or, when Sink::bulk is true, sink.add_count(n) for a chariot or
// cannon none of whose moves can endanger its general.
template <class Sink>
void Board::for_each_legal(Sink& sink) const {
  const Side us = side_;
  const Side them = opposite(us);
  const Square k = generals_[index_of(us)];

  Danger d;
  if (general_attacked(k, them)) {
    d.from = masks.all;
  } else {
    const int kf = file_of(k);
    const int kr = rank_of(k);
    d.from = Bitboard::of(k);
    mark_line(
        d, kf, rank_occ_[0][kr] | rank_occ_[1][kr], [kr](int f) { return make_square(f, kr); },
        squares_, them, false);
    mark_line(
        d, kr, file_occ_[0][kf] | file_occ_[1][kf], [kf](int r) { return make_square(kf, r); },
        squares_, them, true);
    const Piece horse = make_piece(them, PieceType::horse);
    const GeneralLegs& legs = steps.general_legs[k];
    for (int i = 0; i < legs.size; ++i) {
      const HorseLeg& l = legs.legs[i];
      if (squares_[l.horse_a] == horse || squares_[l.horse_b] == horse) d.from.set(l.leg);
    }
  }

  auto each_piece = [&]<PieceType T>() {
    for (Bitboard b = pieces(us, T); b.any();) {
      const Square from = b.pop();
      const bool risky = d.from.has(from);
      if constexpr (Sink::bulk && (T == PieceType::chariot || T == PieceType::cannon)) {
        if (!risky && d.to.empty()) {
          unsigned along_rank = 0;
          unsigned along_file = 0;
          slider_targets<T>(from, us, along_rank, along_file);
          sink.add_count(std::popcount(along_rank) + std::popcount(along_file));
          continue;
        }
      }
      for_each_target<T>(from, us, [&](Square to) {
        if ((risky || d.to.has(to)) && !safe_after(from, to)) return;
        sink.add(from, to);
      });
    }
  };
  each_piece.template operator()<PieceType::chariot>();
  each_piece.template operator()<PieceType::cannon>();
  each_piece.template operator()<PieceType::horse>();
  each_piece.template operator()<PieceType::soldier>();
  each_piece.template operator()<PieceType::advisor>();
  each_piece.template operator()<PieceType::elephant>();
  each_piece.template operator()<PieceType::general>();
}

namespace {

struct ListSink {
  static constexpr bool bulk = false;
  MoveList& list;
  void add(Square from, Square to) { list.push(Move::make(from, to)); }
  void add_count(int) {}
};

struct CountSink {
  static constexpr bool bulk = true;
  std::uint64_t n = 0;
  void add(Square, Square) { ++n; }
  void add_count(int k) { n += static_cast<std::uint64_t>(k); }
};

}  // namespace

void Board::generate_legal(MoveList& list) const {
  list.clear();
  ListSink sink{list};
  for_each_legal(sink);
}

std::uint64_t Board::count_legal() const {
  CountSink sink;
  for_each_legal(sink);
  return sink.n;
}

void generate(const Board& board, MoveList& list) { board.generate_legal(list); }

std::uint64_t count_moves(const Board& board) { return board.count_legal(); }

}  // namespace qipan::xiangqi
