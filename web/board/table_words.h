#pragma once

// [SECTION] The words of the Play tab's game table (web/board/table_section.h)
// in English and Chinese: the start choice, the clocks, resigning and draws,
// how a game ended beside the board. Kept apart from web/words.h so that
// each feature adds its own table; every Chinese character is in
// web/glyphs.txt.

#include "web/words.h"

namespace qipan::web {

struct TableWords {
  // The start choice.
  const char* play_against;  // over the three choices
  const char* vs_computer;
  const char* two_players;
  const char* friend_link;
  const char* friend_says;  // under the choice when it is the friend's
  const char* clock;        // "Clock:"
  const char* no_clock;
  const char* reading;  // the per-move reading seconds' label: "10|30 byo-yomi"
  const char* custom;
  const char* custom_says;  // over the custom control's steppers
  const char* custom_minutes;
  const char* custom_increment;
  const char* custom_reading;
  const char* custom_set;
  const char* start;
  const char* start_says;        // the computer moves first: press Start
  const char* match_me;          // the adaptive level's button: "Match me"
  const char* match_says;        // "Match me: level %d. It goes up one after your win, ..."
  const char* match_record;      // "%d won · %d drawn · %d lost"
  const char* match_moved_up;    // after the last game: "Up one after your win."
  const char* match_moved_down;  // "Down one after your loss."

  // During the game.
  const char* pause;
  const char* resume;
  const char* paused;
  const char* reading_left;  // "%s · byo-yomi ×%d"
  const char* flag_fell;
  const char* resign;
  const char* resign_really;  // "Resign as %s?"
  const char* yes;
  const char* no;
  const char* offer_draw;
  const char* claim_draw;
  const char* draw_claimable;  // the status line: "A draw can be claimed: %s" (the ruling)
  const char* draw_offered;    // "%s offers a draw."
  const char* offer_by_link;   // a draw offered in a game by link, before the move that sends it
  const char* offer_in_link;   // ... and once that move is made: the link carries it
  const char* accept;
  const char* decline;
  const char* computer_accepts;
  const char* computer_declines;

  // How a game ended beside the board (core/session/ending.h's Termination).
  const char* resigned;          // "%s resigned"
  const char* draw_agreed;       // "draw agreed"
  const char* draw_claimed;      // "draw claimed: %s" (the ruling)
  const char* lost_on_time;      // "%s lost on time"
  const char* time_cannot_mate;  // "%s's flag fell; %s could never mate"
};

const TableWords& table_words(Language language);

}  // namespace qipan::web
