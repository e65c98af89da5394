#pragma once

// Judging a repeated position (the third occurrence of a position with the
// same side to move), as the Asian rule books do for the cases that can be
// decided soundly from the moves alone:
//
// 1. Perpetual check (长将): if one side gave check with every one of its
//    moves since the first occurrence and the other side did not, the
//    checking side loses. Both checking every move: a draw.
// 2. Perpetual chase (长捉), in the narrow form below; otherwise a draw.
//    Side X loses for chasing when, for one and the same enemy piece P
//    (followed as it moves), every one of X's moves in the cycle
//     - is made by a chariot, horse, cannon, advisor or elephant (the general
//       and soldiers may chase freely), and
//     - newly attacks P with the moved piece (P was not already attacked by
//       that piece before the move), where P is a chariot, horse, cannon,
//       advisor or elephant (never the general or a soldier), and
//     - the capture of P would be legal, and P could not capture the chasing
//       piece back first (not a mutual attack, i.e. not an offered
//       exchange), and after the capture the other side has no legal
//       recapture on that point (P is unprotected; a pinned defender does
//       not count, as the rules say), —
//    while the other side, in all its moves of the cycle, gave no check and
//    made no new attack on any piece of X (so it is not itself chasing in
//    any sense). Not decided, and so drawn: chases by discovered attack,
//    a horse or cannon chasing a protected chariot, chasing soldiers, "one
//    check, one chase" alternations, and chases answered by counter-threats.
//    The loss is reported with reason `repetition` and a winner.

#include <optional>
#include <span>

#include "core/grid/game_end.h"
#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

struct RepetitionVerdict {
  std::optional<Side> loser;  // none: a draw
  EndReason reason = EndReason::repetition;
};

// `first` is the board at the position's first occurrence; `cycle` the moves
// played from there to its third occurrence (none of them a capture), and
// `gave_check[i]` whether cycle[i] left the other side in check.
RepetitionVerdict judge_repetition(const Board& first, std::span<const Move> cycle,
                                   std::span<const bool> gave_check);

}  // namespace qipan::xiangqi
