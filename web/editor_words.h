#pragma once

// [SECTION] The words of the position editor, "your games" and play by
// link, in English and Chinese (web/words.h holds the rest of the page's;
// these are kept apart so that each feature adds its own table). Every
// Chinese character here is in web/glyphs.txt.

#include "web/words.h"

namespace qipan::web {

struct EditorWords {
  // The Edit tab.
  const char* palette_says;  // over the palette
  const char* eraser;
  const char* side_to_move;
  const char* empty_board;
  const char* start_position;
  const char* playable;  // the set-up may be played
  const char* play_computer;
  const char* play_friend;
  const char* copy_fen;
  const char* copy_link;
  const char* analyse;
  const char* fen_copied;
  const char* link_copied;

  // Play a friend by link.
  const char* link_game;   // "Game by link: you play %s."
  const char* link_send;   // "%s to move: send this link to your friend."
  const char* link_yours;  // "Your move (%s)."
  const char* link_over;

  // Your games.
  const char* games_title;
  const char* games_none;
  const char* games_loading;
  const char* open;
  const char* review;
  const char* export_one;
  const char* remove;
  const char* export_all;
  const char* exported_all;   // "%d games in one file."
  const char* mode_computer;  // "vs computer, level %d"
  const char* mode_people;
  const char* mode_link;
  const char* mode_battle;
  const char* no_clock;
  const char* unfinished;
  const char* storage_failed;  // "Your games could not be saved (%s): ..."
  const char* storage_off;     // "... could not be opened (%s) ..."
};

const EditorWords& editor_words(Language language);

}  // namespace qipan::web
