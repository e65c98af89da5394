#pragma once

// Looking back through a game's moves, as the move lists of xiangqi.com and
// lichess do: the board shows the position after any earlier move while the
// game itself stays where it is. `Browse` holds which ply is on view — none
// for the live position, else the number of steps played before it (0 is
// the start) — and the rules for moving through the list:
// - back / forward step one move; forward from the last move but one comes
//   back to the live position; back from the live position shows the
//   position before the last move;
// - first shows the start, last the live position;
// - a ply at or past the end of the game is the live position;
// - while a ply is on view no move can be made there; a click on the board
//   comes back to the live position (the page does that), and so does
//   anything that changes the game (a move by the computer, undo, redo).
// The positions themselves are the session's: position_at(session, ply).

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/grid/board_game.h"
#include "core/session/session.h"

namespace qipan::session {

enum class BrowseStep : std::uint8_t { back, forward, first, last };

class Browse {
 public:
  // The ply on view; none while the live position is shown.
  std::optional<std::size_t> ply() const { return ply_; }
  bool live() const { return !ply_; }

  // Shows the position after `ply` steps of a game of `size` steps (the
  // live one for ply >= size).
  void show(std::size_t ply, std::size_t size) {
    if (ply >= size) {
      ply_.reset();
    } else {
      ply_ = ply;
    }
  }
  void go_live() { ply_.reset(); }

  // One step through the list of a game of `size` steps; false when it
  // changes nothing (back at the start, forward at the live position, a
  // game with no moves).
  bool step(BrowseStep s, std::size_t size) {
    const std::optional<std::size_t> before = ply_;
    const std::size_t at = ply_.value_or(size);
    switch (s) {
      case BrowseStep::back:
        if (at > 0) show(at - 1, size);
        break;
      case BrowseStep::forward:
        show(at + 1, size);
        break;
      case BrowseStep::first:
        show(0, size);
        break;
      case BrowseStep::last:
        go_live();
        break;
    }
    return ply_ != before;
  }

 private:
  std::optional<std::size_t> ply_;
};

// The position after `ply` steps of the session's game (the live one for a
// ply at or past its end), and the move that led there (none at the start
// and after a set-up).
template <BoardGame Game>
const Game& position_at(const Session<Game>& session, std::size_t ply) {
  if (ply >= session.history_size()) return session.position();
  return session.history_entry(ply).before;
}

template <BoardGame Game>
std::optional<typename Game::Move> move_before(const Session<Game>& session, std::size_t ply) {
  if (ply == 0 || ply > session.history_size()) return std::nullopt;
  const auto& e = session.history_entry(ply - 1);
  if (e.kind == Session<Game>::Entry::Kind::setup) return std::nullopt;
  return e.move;
}

}  // namespace qipan::session
