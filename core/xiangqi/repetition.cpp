#include "core/xiangqi/repetition.h"

#include <vector>

namespace qipan::xiangqi {
namespace {

bool may_chase(PieceType t) { return t != PieceType::general && t != PieceType::soldier; }

// Whether, on `b` with `victim`'s side to move, some legal move captures on `sq`.
bool can_recapture(const Board& b, Square sq) {
  MoveList replies;
  b.generate_legal(replies);
  for (Move r : replies) {
    if (r.to() == sq) return true;
  }
  return false;
}

// The enemy pieces that move `m` (just played from `before` to `after`)
// chases in the narrow sense of repetition.h.
Bitboard chased_by(const Board& before, const Board& after, Move m) {
  Bitboard chased;
  const Square from = m.from();
  const Square to = m.to();
  const Piece chaser = after.at(to);
  if (!may_chase(type_of(chaser))) return chased;
  const Side x = side_of(chaser);
  const Bitboard attacked_before = before.pseudo_targets(from);
  Board as_x = after;
  as_x.set_side_to_move(x);
  for (Bitboard targets = after.pseudo_targets(to); targets.any();) {
    const Square sq = targets.pop();
    const Piece victim = after.at(sq);
    if (victim == Piece::none || !may_chase(type_of(victim))) continue;
    if (attacked_before.has(sq)) continue;           // not a new attack
    if (after.pseudo_targets(sq).has(to)) continue;  // mutual attack: an exchange offer
    const Move capture = Move::make(to, sq);
    if (!as_x.leaves_general_safe(capture)) continue;  // the capture is illegal
    Board captured = as_x;
    captured.make(capture);
    if (can_recapture(captured, sq)) continue;  // protected
    chased.set(sq);
  }
  return chased;
}

// The points of `by`'s opponent's pieces (general excepted) that `by` attacks.
Bitboard attacked_pieces(const Board& b, Side by) {
  Bitboard out;
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p == Piece::none || side_of(p) != by) continue;
    for (Bitboard t = b.pseudo_targets(static_cast<Square>(s)); t.any();) {
      const Square sq = t.pop();
      const Piece victim = b.at(sq);
      if (victim != Piece::none && type_of(victim) != PieceType::general) out.set(sq);
    }
  }
  return out;
}

// Whether a (non-capturing) move attacks some enemy piece not attacked before.
bool makes_new_attack(const Board& before, const Board& after, Side mover) {
  const Bitboard was = attacked_pieces(before, mover);
  const Bitboard now = attacked_pieces(after, mover);
  return !((now & was) == now);
}

// Whether side `x` perpetually chases one piece through the cycle while the
// other side stays quiet (repetition.h).
bool loses_for_chasing(const Board& first, std::span<const Move> cycle,
                       std::span<const bool> gave_check, Side x) {
  Board b = first;
  Bitboard chased;
  bool started = false;
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    const Move m = cycle[i];
    const Side mover = b.side_to_move();
    const Board before = b;
    b.make(m);
    if (mover == x) {
      const Bitboard now = chased_by(before, b, m);
      chased = started ? (chased & now) : now;
      started = true;
    } else {
      if (gave_check[i] || makes_new_attack(before, b, mover)) return false;
      if (chased.has(m.from())) {
        chased.toggle(m.from());
        chased.set(m.to());
      }
    }
    if (started && chased.empty()) return false;
  }
  return started && chased.any();
}

}  // namespace

RepetitionVerdict judge_repetition(const Board& first, std::span<const Move> cycle,
                                   std::span<const bool> gave_check) {
  bool all_checks[2] = {true, true};
  bool moved[2] = {false, false};
  Side mover = first.side_to_move();
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    moved[index_of(mover)] = true;
    if (!gave_check[i]) all_checks[index_of(mover)] = false;
    mover = opposite(mover);
  }
  const bool red_checks = moved[0] && all_checks[0];
  const bool black_checks = moved[1] && all_checks[1];
  if (red_checks != black_checks) {
    return {red_checks ? Side::red : Side::black, EndReason::perpetual_check};
  }
  if (red_checks) return {};
  const bool red_chases = loses_for_chasing(first, cycle, gave_check, Side::red);
  const bool black_chases = loses_for_chasing(first, cycle, gave_check, Side::black);
  if (red_chases != black_chases) {
    return {red_chases ? Side::red : Side::black, EndReason::repetition};
  }
  return {};
}

}  // namespace qipan::xiangqi
