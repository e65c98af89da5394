#pragma once

// What the chase rules call a chase (捉): a move that creates a threat to
// capture an enemy piece, where a threat is one the rules forbid repeating
// for ever. As the Asian Xiangqi Federation's rules judge it (article
// numbers of the Asian rules' English text, wxf.org/xq/rule/asia; see
// docs/xiangqi.md, "Perpetual chase"):
//
// - The attacker is a chariot, horse, cannon, advisor or elephant: the
//   general and the soldiers may chase for ever (art. 28, 29).
// - The victim is any piece but the general (attacking it is a check); a
//   soldier only once it has crossed the river.
// - The capture is legal: an attacker pinned to its own general threatens
//   nothing.
// - Two pieces of one type attacking each other, where the victim could take
//   the attacker back first, offer an exchange: no threat (art. 24, 40). If
//   the victim cannot (pinned, a horse's leg blocked), the attack is a threat.
// - A horse or a cannon attacking a chariot, and an advisor or an elephant
//   attacking a chariot, horse or cannon, threaten even a protected piece
//   (art. 15, 19; the lesser piece wins material by the capture).
// - Otherwise the victim must be unprotected: after the capture the other
//   side has no legal recapture on its point. A defender that is pinned, or
//   whose recapture would leave its general attacked or facing the other
//   general, does not protect (a false root, 假根).
//
// A move chases a piece when after it some piece of the mover threatens that
// piece and before it the same piece (the one that moved, followed) did not:
// the moved piece's new attack, a discovered attack of another piece (a line
// opened, a cannon's screen placed, a horse's leg freed), and a protection
// taken away (pinning the defender, as in the appendix's example) all chase.
// An attack that was already a threat before the move is not a new chase.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

// Why an attack is a threat: which clause of the rules above it falls under.
enum class ThreatKind : std::uint8_t {
  unprotected,        // an unprotected piece (art. 18 and the appendix)
  lesser_on_chariot,  // a horse or cannon on a chariot, protected or not (art. 15, 19)
  minor_on_major,     // an advisor or elephant on a chariot, horse or cannon
};

// Whether the piece on `attacker` threatens the piece on `victim` (of the
// other side) on `b` in the sense above, and why; the side to move plays no
// part.
std::optional<ThreatKind> threat(const Board& b, Square attacker, Square victim);

// One chase of a move: the piece on `attacker` (after the move) newly threatens `victim`.
struct Chase {
  Square attacker = no_square;
  Square victim = no_square;
  ThreatKind kind = ThreatKind::unprotected;
};

// The chases of one move, at most one a victim (a side has 16 pieces).
struct Chases {
  std::array<Chase, 16> list{};
  std::size_t size = 0;
  Bitboard victims;

  // The chase of the piece on `sq`, if the move chases it.
  const Chase* of(Square sq) const;
};

// The chases of move `m`, played from `before` to `after` (it captured nothing).
Chases chases_of(const Board& before, const Board& after, Move m);

}  // namespace qipan::xiangqi
