#pragma once

// The one place the search orders moves, for the main search and for
// quiescence: the moves to try, each with a score, handed out best first by
// a lazy selection sort (the best of those not yet handed out; of equal
// scores, the one that stands first), so a node that is cut off early never
// pays for sorting the rest.

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "core/search/game.h"
#include "core/search/transposition.h"

namespace qipan::search {

// What the search has learnt that orders a node's moves: the table's best
// move there (`hash_move`, as table_move(m); 0 for none), the two killers of
// this ply (quiet moves that refuted a sibling) and the side to move's
// history scores, by G::move_slot.
template <SearchGame G>
struct OrderingHints {
  std::uint16_t hash_move = 0;
  std::array<typename G::Move, 2> killers{};
  const int* history = nullptr;
};

template <SearchGame G>
class MovePicker {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  // Every move of `list`, for the main search: the table's move; the
  // tactical moves that do not lose material, by the game's tactical_order
  // (most valuable victim first); the killers; the quiet moves by history;
  // last the captures that lose material to the recapture.
  static MovePicker for_search(const G& game, const MoveList& list, const OrderingHints<G>& hints) {
    MovePicker p;
    for (const Move m : list) {
      int s;
      if (table_move(m) == hints.hash_move) {
        s = 1 << 30;
      } else if (game.is_tactical(m)) {
        s = (game.losing_capture(m) ? -(1 << 28) : (1 << 28)) + game.tactical_order(m);
      } else if (m == hints.killers[0]) {
        s = (1 << 27) + 1;
      } else if (m == hints.killers[1]) {
        s = 1 << 27;
      } else {
        s = hints.history[G::move_slot(m)];
      }
      p.add(m, s);
    }
    return p;
  }

  // The moves of `list` quiescence tries: every one when in check;
  // otherwise the tactical moves that do not lose material, by
  // tactical_order, and with `quiet_checks` then the quiet moves that may
  // give check (the caller plays each to see whether it does).
  static MovePicker for_quiescence(const G& game, const MoveList& list, bool in_check,
                                   bool quiet_checks) {
    MovePicker p;
    for (const Move m : list) {
      const bool tactical = game.is_tactical(m);
      if (in_check || (tactical && !game.losing_capture(m)) ||
          (quiet_checks && !tactical && game.may_give_check(m))) {
        p.add(m, tactical ? (1 << 20) + game.tactical_order(m) : 0);
      }
    }
    return p;
  }

  std::size_t size() const { return size_; }

  // The i-th move in order, for i = 0, 1, 2, ... in turn.
  Move pick(std::size_t i) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < size_; ++j) {
      if (scores_[j] > scores_[best]) best = j;
    }
    std::swap(scores_[i], scores_[best]);
    std::swap(moves_[i], moves_[best]);
    return moves_[i];
  }
  // A move already picked: the i-th in order.
  Move picked(std::size_t i) const { return moves_[i]; }

 private:
  MovePicker() = default;
  void add(Move m, int score) {
    moves_[size_] = m;
    scores_[size_] = score;
    ++size_;
  }

  std::array<Move, MoveList::capacity> moves_;
  std::array<int, MoveList::capacity> scores_;
  std::size_t size_ = 0;
};

}  // namespace qipan::search
