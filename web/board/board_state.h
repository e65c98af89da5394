#pragma once

// [SECTION] What the test hooks (web/app_hooks.cpp) read of a board game.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "web/board/analysis_state.h"
#include "web/opponent.h"

namespace qipan::web {

struct BoardState {
  std::string game;
  std::string fen;
  std::string turn;
  std::string selected;
  std::vector<std::string> targets;
  std::string last_move;
  bool over = false;
  std::string winner;
  std::string reason;
  bool in_check = false;
  // Against the computer: its side ("" between people), the level, whether
  // it is thinking, the hint on the board, and the last search's figures.
  std::string computer;
  int level = 0;
  bool thinking = false;
  bool hinting = false;
  std::string hint;
  std::optional<SearchInfo> last_search;
  std::string search_line;  // the line under Hint as drawn ("Hint: C2.5 · Red +0.35")
  std::string engine_error;
  bool animating = false;  // a move gliding, a refusal's cross fading
  std::string glided;      // the last move that glided in (kept once it has landed)
  // The move list: its length, and the ply on view with its position (none
  // while the live position is shown).
  std::size_t moves = 0;
  std::vector<std::string> move_texts;  // each row as the move list writes it
  std::optional<std::size_t> viewing;
  std::string viewing_fen;
  // The "Viewing move N" band over the board as last drawn: x, y, width,
  // height (CSS pixels); none while the live position is shown.
  std::optional<std::array<float, 4>> viewing_band;
  // The player's arrows and circles ("h2h9" an arrow, "e9e9" a circle).
  std::vector<std::string> marks;
  // The Edit tab (while it is on screen): the edited set-up, what the rules
  // say of it, the palette piece picked ("erase" for the eraser), the last
  // gesture refused.
  struct Problem {
    std::string kind, en, zh;
  };
  std::string edit_fen;
  std::vector<Problem> edit_problems;
  std::string edit_brush;
  std::string edit_refusal;
  // A game by link: the side played on this screen and the game's link.
  std::string link_side;
  std::string link;
  // [table] The game table: begun, the time control (its name, and why a
  // custom one was refused), each side's clock, a draw offer standing, the
  // computer's answer to the last one, a resignation asked, the Result and
  // Termination, the side this screen acts for, whether a draw may be claimed.
  struct Clock {
    double main_ms = 0;
    double reading_ms = 0;
    int periods = 0;
    bool reading = false;
    bool flagged = false;
    bool running = false;
  };
  struct Table {
    bool begun = false;
    std::string control;
    std::string control_error;
    bool timed = false;
    bool running = false;
    bool paused = false;
    Clock clocks[2];
    std::string offer;
    std::string draw_answer;
    bool resign_asked = false;
    std::string result;
    std::string termination;
    std::string actor;
    std::string level_title;  // the computer's level as the start choice writes it ("4 · Club")
    bool claimable = false;
    std::string claim_line;  // what the status line says of it, as last drawn ("" for nothing)
    // "Match me" (core/session/match_me.h): on, the level it has reached,
    // the person's results at it, and how the last game moved it.
    bool match = false;
    int match_level = 0, match_wins = 0, match_draws = 0, match_losses = 0, match_change = 0;
  } table;
  // The Analyse tab, while it is on screen.
  std::optional<AnalysisHookState> analysis;
  // The evaluation bar against the computer, while drawn: the first side's share.
  std::optional<double> eval_bar;
};

}  // namespace qipan::web
