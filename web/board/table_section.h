#pragma once

// [SECTION] The Play tab's game table (docs/panel.md), for any board game:
// before the game begins, the start choice — the computer (side, level with
// its label), two players at this screen, or a friend by link — and the
// clock (none, 5+3, 10+5, 15+10, 10|30 reading seconds, custom); during the
// game the two clocks (the running side's highlighted), Pause between
// people, Resign, Offer draw or Claim draw, and a draw offer to answer.
// Every decision behind it is the game table's (core/session/table.h): the
// section draws what the view read from it and says what was pressed.

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>

#include "web/controls.h"
#include "web/opponent.h"

namespace qipan::web {

// One side's clock as the table shows it at this frame.
struct ClockRow {
  const char* side = "";
  ImU32 colour = 0;
  std::string time;  // "4:59", "0:09.4"
  bool running = false;
  bool reading = false;  // in reading seconds (读秒)
  int periods = 0;
  bool flagged = false;
};

struct TableSectionState {
  bool begun = false;  // the start choice shows until the game begins
  // A short panel (a phone): both clocks on one line, the buttons under the
  // move list (TablePart::bottom), so the moves stay on screen.
  bool compact = false;
  // A panel so short (a small phone) that the clocks go under the move list
  // too, which keeps three rows of moves on screen.
  bool clocks_below = false;
  bool over = false;
  OpponentSetting opponent;
  const char* sides[2] = {"", ""};  // the first mover's label first
  std::string level_title;          // "3 · Casual"
  // "Match me" chosen: its level in words, the person's results at it, how
  // the last game moved it ("" for none of each).
  std::string match_says, match_record;
  const char* match_moved = "";
  std::string control;          // the time control's name ("none", "5+3")
  std::string custom_error;     // why a custom control was refused
  bool computer_first = false;  // the computer moves first: it waits for Start
  // During the game.
  bool timed = false;
  ClockRow clocks[2];
  bool can_pause = false;  // between people, with a clock running
  bool paused = false;
  const char* actor = "";  // the side this screen acts for
  bool confirming_resign = false;
  const char* offer_by = nullptr;  // a standing offer's side, to answer here
  bool offer_sent = false;         // by link: this side's offer goes with its move
  bool offer_moved = false;        // ... and that move is made
  bool can_offer = false;
  bool can_claim = false;
  const char* draw_answer = nullptr;  // the computer's answer to the last offer
};

struct TableActions {
  OpponentSetting opponent;            // after this frame's clicks
  std::optional<std::string> control;  // a time control chosen (its name)
  bool start = false;
  bool friend_link = false;
  bool resign = false;
  bool resign_yes = false;
  bool resign_no = false;
  bool offer = false;
  bool accept = false;
  bool decline = false;
  bool claim = false;
  bool pause = false;
  bool resume = false;
};

// The custom time control's steppers (the page takes no typed text): main
// minutes, increment seconds, reading seconds (读秒, which replace the
// increment when set), and whether they are open.
struct CustomControl {
  int minutes = 3;
  int increment = 2;
  int reading = 0;
  bool open = false;
  // The control's name as core/session/clock.h's parse_time_control reads
  // it ("3+2", "3|20"); the core decides whether it can be played.
  std::string name() const {
    if (reading > 0) return std::to_string(minutes) + "|" + std::to_string(reading);
    return std::to_string(minutes) + "+" + std::to_string(increment);
  }
};

// The section's two places in the Play tab: above the game's buttons (the
// start choice, or the clocks and, on a tall panel, the ending's buttons),
// and at the panel's end (a short panel's ending buttons).
enum class TablePart : std::uint8_t { top, bottom };

// Draws the section's `part`; `custom` is the custom control's text box.
// Control ids: "computer", "people", "friend", "side-0", "side-1",
// "level-1".."level-8", "clock-none", "clock-5+3", "clock-10+5",
// "clock-15+10", "clock-10|30", "clock-custom", "custom-minutes-less",
// "custom-minutes-more", "custom-increment-less", "custom-increment-more",
// "custom-reading-less", "custom-reading-more", "clock-custom-set", "start"; "clock-0", "clock-1",
// "pause", "resume", "resign", "resign-yes", "resign-no", "offer-draw", "claim-draw",
// "draw-accept", "draw-decline".
TableActions draw_table_section(Controls& controls, const TableSectionState& state,
                                CustomControl& custom, TablePart part);

// A clock's time: "m:ss", with tenths under ten seconds ("0:09.4"), "h:mm:ss"
// from an hour.
std::string clock_text(long long ms);

// Today's date for a record's Date tag ("2026.12.02"), from the page.
std::string today_tag();

}  // namespace qipan::web
