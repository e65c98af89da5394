#pragma once

// [SECTION] The words of the Analyse tab and the evaluation bar, in English
// and Chinese (web/words.h holds the rest of the page's; each feature keeps
// its own table). Every Chinese character here is in web/glyphs.txt.

#include "web/words.h"

namespace qipan::web {

struct AnalysisWords {
  const char* lines;         // "Lines: %d" beside − and +
  const char* depth;         // "Depth %d · %.0fk nodes"
  const char* analysing;     // while no depth is done yet
  const char* over;          // the position is a finished game's
  const char* engine_error;  // "The engine failed: %s"
  const char* back;          // one move back
  const char* forward;       // one move on
  const char* to_game;       // to the game's last position
  const char* click_line;    // how to use the lines
  const char* eval_bar;      // the setting: the bar while playing the computer
  const char* promote;       // the variation on the board one level up
  const char* make_main;     // the variation on the board made the main line
  const char* remove;        // the variation on the board deleted
};

const AnalysisWords& analysis_words(Language language);

}  // namespace qipan::web
