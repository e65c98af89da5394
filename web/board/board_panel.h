#pragma once

// [SECTION] A board game's part of the panel, for any game: New game, Undo,
// Redo, Flip; the opponent's rows and Hint with the engine's state; whose
// turn it is or how the game ended; the move list, each move in its side's
// colour, that follows a new move and shows an earlier position on a click
// (core/session/browse.h). The view (web/board/board_view.h) reads what it
// shows from its session and does what the panel asked after it is drawn.

#include <imgui.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "web/controls.h"
#include "web/opponent.h"

namespace qipan::web {

// Whose turn it is, or how the game ended, in the panel's words.
struct BoardStatus {
  ImU32 turn_colour = 0;     // the side to move's
  const char* to_move = "";  // its label
  bool in_check = false;
  bool over = false;
  const char* winner = nullptr;  // the winner's label, none for a draw
  const char* reason = "";       // why the game ended
  const char* claimable = "";    // while playing: the draw the rules give to claim, "" for none
};

// One row of the move list: its text in its colour.
struct MoveRow {
  std::string text;
  ImU32 colour = 0;
  // A review's class of the move, written after it ("?!", "?", "??"; the
  // Review tab), none when empty.
  std::string mark;
};

// What the panel shows, read from the view this frame.
struct BoardPanelState {
  bool can_undo = false;
  bool can_redo = false;
  BoardStatus status;
  OpponentSetting opponent;
  const char* sides[2] = {"", ""};  // the two sides' labels, the first mover's first
  bool can_hint = false;            // a person is to move and no hint is coming
  bool thinking = false;
  bool hinting = false;
  const std::string* engine_error = nullptr;
  std::string search_words;  // the line under Hint (BoardView::search_words)
  std::vector<MoveRow> moves;
  std::optional<std::size_t> viewing;  // the ply on view, none for the live game
};

// How the move list scrolls: to its end after a new move, to the move on
// view once when it changes.
struct MoveListScroll {
  bool to_last = true;
  std::size_t centred = 0;  // the ply on view last scrolled to
};

// What the panel's controls asked this frame.
struct BoardPanelActions {
  bool new_game = false;
  bool undo = false;
  bool redo = false;
  bool flip = false;
  bool hint = false;
  OpponentSetting opponent;         // the setting after this frame's clicks
  std::optional<std::size_t> show;  // a move clicked: the ply after it
  bool live = false;                // back to the game
};

BoardPanelActions draw_board_panel(Controls& controls, const BoardPanelState& state,
                                   MoveListScroll& scroll, double now);

// The move list, `height` high, that a swipe scrolls; a click on a move asks
// to show the position after it (actions.show), "Back to the game" for the
// live game (actions.live). Every tab's section is followed by it.
void draw_move_list(Controls& controls, const Words& w, const BoardPanelState& state,
                    MoveListScroll& scroll, float height, BoardPanelActions& actions);

// Whose turn, or how the game ended; `advice` adds how to play.
void draw_board_status(const Words& w, const BoardStatus& status, bool advice);

}  // namespace qipan::web
