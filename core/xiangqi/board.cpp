#include "core/xiangqi/board.h"

#include <bit>

namespace qipan::xiangqi {
namespace {

// Whether a general on `k` is attacked by side `by`, given the occupancy of
// k's rank and file and a way to read the piece on any point. Shared by the
// plain test and the "after this move" test, which overrides two points.
template <class PieceAt>
bool general_attacked_with(Square k, Side by, unsigned rank_occ, unsigned file_occ,
                           const PieceAt& at) {
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
    if (p == chariot || p == general) return true;
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
// along its rank and file and through the four horse legs around it. So a
// move needs the full test only when it
//  - moves the general itself;
//  - leaves the general's rank or file while an enemy chariot or cannon (or,
//    on the file, the enemy general) stands on it (a discovered attack, or a
//    cannon whose second screen goes);
//  - lands on the general's rank or file while an enemy cannon stands on it
//    (it may become the screen);
//  - leaves a horse leg next to the general that an enemy horse is waiting on.
// In check, every move is tested. `from` and `to` mark the points concerned.
struct Danger {
  Bitboard from;
  Bitboard to;
};

}  // namespace

void Board::put(Square sq, Piece p) {
  squares_[sq] = p;
  pieces_[index_of(p)].toggle(sq);
  flip_occupancy(index_of(side_of(p)), sq);
  if (type_of(p) == PieceType::general) generals_[index_of(side_of(p))] = sq;
}

void Board::remove(Square sq) {
  const Piece p = squares_[sq];
  if (p == Piece::none) return;
  squares_[sq] = Piece::none;
  pieces_[index_of(p)].toggle(sq);
  flip_occupancy(index_of(side_of(p)), sq);
  if (type_of(p) == PieceType::general && generals_[index_of(side_of(p))] == sq) {
    const Bitboard others = pieces(p);
    generals_[index_of(side_of(p))] = others.any() ? Bitboard(others).pop() : no_square;
  }
}

bool Board::general_attacked(Square sq, Side by) const {
  const unsigned rank_occ = rank_occ_[0][rank_of(sq)] | rank_occ_[1][rank_of(sq)];
  const unsigned file_occ = file_occ_[0][file_of(sq)] | file_occ_[1][file_of(sq)];
  return general_attacked_with(sq, by, rank_occ, file_occ,
                               [this](Square s) { return squares_[s]; });
}

bool Board::safe_after(Square from, Square to) const {
  const Piece moved = squares_[from];
  const Side us = side_of(moved);
  const Square k = type_of(moved) == PieceType::general ? to : generals_[index_of(us)];
  const int kr = rank_of(k);
  const int kf = file_of(k);
  unsigned rank_occ = rank_occ_[0][kr] | rank_occ_[1][kr];
  unsigned file_occ = file_occ_[0][kf] | file_occ_[1][kf];
  if (rank_of(from) == kr) rank_occ &= ~(1u << file_of(from));
  if (file_of(from) == kf) file_occ &= ~(1u << rank_of(from));
  if (rank_of(to) == kr) rank_occ |= 1u << file_of(to);
  if (file_of(to) == kf) file_occ |= 1u << rank_of(to);
  return !general_attacked_with(k, opposite(us), rank_occ, file_occ, [&](Square s) {
    return s == to ? moved : s == from ? Piece::none : squares_[s];
  });
}

bool Board::leaves_general_safe(Move m) const { return safe_after(m.from(), m.to()); }

template <PieceType T, class F>
void Board::for_each_target(Square from, Side us, F&& f) const {
  const int ui = index_of(us);
  if constexpr (T == PieceType::chariot || T == PieceType::cannon) {
    const int fl = file_of(from);
    const int rk = rank_of(from);
    const unsigned own_r = rank_occ_[ui][rk];
    const unsigned their_r = rank_occ_[1 - ui][rk];
    const unsigned occ_r = own_r | their_r;
    const LineSlide& rs = rank_slides.at[fl][occ_r];
    unsigned along_rank =
        T == PieceType::chariot ? (rs.reach & ~own_r) : ((rs.reach & ~occ_r) | (rs.jump & their_r));
    for (; along_rank; along_rank &= along_rank - 1) {
      f(make_square(std::countr_zero(along_rank), rk));
    }
    const unsigned own_f = file_occ_[ui][fl];
    const unsigned their_f = file_occ_[1 - ui][fl];
    const unsigned occ_f = own_f | their_f;
    const LineSlide& fs = file_slides.at[rk][occ_f];
    unsigned along_file =
        T == PieceType::chariot ? (fs.reach & ~own_f) : ((fs.reach & ~occ_f) | (fs.jump & their_f));
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

template <class Visit>
void Board::for_each_legal(Visit&& visit) const {
  const Side us = side_;
  const Side them = opposite(us);
  const Square k = generals_[index_of(us)];

  Danger d;
  if (general_attacked(k, them)) {
    d.from = masks.all;
  } else {
    d.from = Bitboard::of(k);
    const Bitboard cannons = pieces(them, PieceType::cannon);
    const Bitboard sliders = pieces(them, PieceType::chariot) | cannons;
    const Bitboard& rank = masks.rank[rank_of(k)];
    const Bitboard& file = masks.file[file_of(k)];
    if ((sliders & rank).any()) d.from |= rank;
    if ((cannons & rank).any()) d.to |= rank;
    if (((sliders | pieces(them, PieceType::general)) & file).any()) d.from |= file;
    if ((cannons & file).any()) d.to |= file;
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
      for_each_target<T>(from, us, [&](Square to) {
        if ((risky || d.to.has(to)) && !safe_after(from, to)) return;
        visit(Move::make(from, to));
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

void Board::generate_legal(MoveList& list) const {
  list.clear();
  for_each_legal([&list](Move m) { list.push(m); });
}

std::uint64_t Board::count_legal() const {
  std::uint64_t n = 0;
  for_each_legal([&n](Move) { ++n; });
  return n;
}

std::uint64_t Board::key() const {
  std::uint64_t k = side_ == Side::black ? zobrist.black_to_move : 0;
  for (int s = 0; s < square_count; ++s) {
    if (squares_[s] != Piece::none) k ^= zobrist.piece[index_of(squares_[s])][s];
  }
  return k;
}

bool Board::operator==(const Board& other) const {
  if (side_ != other.side_) return false;
  for (int s = 0; s < square_count; ++s) {
    if (squares_[s] != other.squares_[s]) return false;
  }
  return true;
}

}  // namespace qipan::xiangqi
