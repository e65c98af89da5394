#include "core/xiangqi/chase.h"

namespace qipan::xiangqi {
namespace {

bool may_threaten(PieceType t) { return t != PieceType::general && t != PieceType::soldier; }

// Whether the piece `p` standing on `sq` can be chased at all.
bool may_be_chased(Piece p, Square sq) {
  const PieceType t = type_of(p);
  if (t == PieceType::general) return false;
  if (t == PieceType::soldier) return !own_half(side_of(p), rank_of(sq));
  return true;
}

// Whether `mover` (side to move on `b`) may play `m`: pseudo-legal and safe.
bool can_play(const Board& b, Move m) {
  return b.pseudo_targets(m.from()).has(m.to()) && b.leaves_general_safe(m);
}

// Whether, once the piece on `from` has captured on `to`, the other side has
// a legal recapture on `to`.
bool protected_against(const Board& b, Square from, Square to) {
  const Move capture = Move::make(from, to);
  // The movement rules alone first: most unprotected pieces end here.
  if (!b.defended_after(capture)) return false;
  Board after = b;
  after.set_side_to_move(side_of(b.at(from)));
  after.make<KeyUpdate::skip>(capture);
  MoveList replies;
  after.generate_legal(replies);
  for (Move r : replies) {
    if (r.to() == to) return true;
  }
  return false;
}

// threat() below; with `legal_capture` false the capture need only follow
// the movement rules (for a side in check, whose captures are illegal only
// until it answers the check).
std::optional<ThreatKind> threat_of(const Board& b, Square attacker, Square victim,
                                    bool legal_capture) {
  const Piece a = b.at(attacker);
  const Piece v = b.at(victim);
  if (a == Piece::none || v == Piece::none || side_of(a) == side_of(v)) return std::nullopt;
  const PieceType at = type_of(a);
  const PieceType vt = type_of(v);
  if (!may_threaten(at) || !may_be_chased(v, victim)) return std::nullopt;
  const Move capture = Move::make(attacker, victim);
  if (!b.pseudo_targets(attacker).has(victim)) return std::nullopt;
  if (legal_capture && !b.leaves_general_safe(capture)) return std::nullopt;
  // Art. 24: an exchange offered, when the victim could take first.
  if (at == vt && can_play(b, Move::make(victim, attacker))) return std::nullopt;
  if ((at == PieceType::horse || at == PieceType::cannon) && vt == PieceType::chariot) {
    return ThreatKind::lesser_on_chariot;
  }
  if ((at == PieceType::advisor || at == PieceType::elephant) &&
      (vt == PieceType::chariot || vt == PieceType::horse || vt == PieceType::cannon)) {
    return ThreatKind::minor_on_major;
  }
  if (protected_against(b, attacker, victim)) return std::nullopt;
  return ThreatKind::unprotected;
}

}  // namespace

std::optional<ThreatKind> threat(const Board& b, Square attacker, Square victim) {
  return threat_of(b, attacker, victim, true);
}

const Chase* Chases::of(Square sq) const {
  for (std::size_t i = 0; i < size; ++i) {
    if (list[i].victim == sq) return &list[i];
  }
  return nullptr;
}

Chases chases_of(const Board& before, const Board& after, Move m) {
  Chases out;
  const Square from = m.from();
  const Square to = m.to();
  const Piece moved = after.at(to);
  if (moved == Piece::none) return out;
  const Side x = side_of(moved);
  const Side y = opposite(x);
  Bitboard theirs;
  for (PieceType t : {PieceType::advisor, PieceType::elephant, PieceType::horse, PieceType::chariot,
                      PieceType::cannon, PieceType::soldier}) {
    theirs |= after.pieces(y, t);
  }
  if (theirs.empty()) return out;
  for (PieceType t : {PieceType::chariot, PieceType::horse, PieceType::cannon, PieceType::advisor,
                      PieceType::elephant}) {
    for (Bitboard ours = after.pieces(x, t); ours.any();) {
      const Square a = ours.pop();
      const Bitboard hits = after.pseudo_targets(a) & theirs;
      if (hits.empty()) continue;
      const Square a_before = a == to ? from : a;
      const Bitboard hit_before = before.pseudo_targets(a_before);
      // A side in check threatened before what it attacked: the check
      // only delayed the capture.
      const bool legal_before = !before.in_check(x);
      for (Bitboard h = hits; h.any();) {
        const Square v = h.pop();
        if (out.victims.has(v)) continue;
        const auto kind = threat(after, a, v);
        if (!kind) continue;
        // Not new when the same piece threatened the same piece before the move.
        if (hit_before.has(v) && threat_of(before, a_before, v, legal_before)) continue;
        out.list[out.size++] = Chase{a, v, *kind};
        out.victims.set(v);
      }
    }
  }
  return out;
}

}  // namespace qipan::xiangqi
