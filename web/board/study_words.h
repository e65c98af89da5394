#pragma once

// [SECTION] The Review and Puzzles tabs' words, in English and in Chinese
// (web/words.h has the rest of the page's; every Chinese character here is
// in web/glyphs.txt too).

#include "core/study/puzzle.h"
#include "core/study/win_model.h"
#include "web/words.h"

namespace qipan::web {

struct StudyWords {
  // Review.
  const char* review;         // the button
  const char* review_needs;   // no moves to review yet
  const char* review_wait;    // the computer is to move
  const char* review_stale;   // the game changed since its review
  const char* review_budget;  // "%d k nodes a position"
  const char* reviewing;      // "Scoring %zu / %zu"
  const char* review_paused;  // "Paused at %zu / %zu (back on this tab it goes on)"
  const char* stop;
  const char* review_error;  // "The review stopped: %s"
  const char* classes[study::move_class_count];
  const char* side_summary;  // "%s: accuracy %.0f%%"
  const char* counts;        // "%d best · %d good · %d ?! · %d ? · %d ??"
  const char* move_line;     // "%s %s — %s": its number, the move, its class
  const char* better;        // "Better: %s"
  const char* pick_move;     // click the chart or a move
  const char* learn;
  const char* learn_none;
  const char* learn_prompt;  // "%s to move: find a better move than %s (%zu of %zu)"
  const char* back_to_review;
  // Puzzles and exercises.
  const char* right;
  const char* wrong;
  const char* solved;
  const char* solved_late;  // solved after a wrong move or the solution
  const char* retry;
  const char* solution;
  const char* next;
  const char* daily;        // the button
  const char* daily_label;  // over the puzzle of the day
  const char* prompt_mate;  // "%s to move: mate in %d"
  const char* prompt_den;   // "%s to move: enter the den in %d"
  const char* prompt_material;
  const char* prompt_defend;
  const char* theme_line;  // "%s · difficulty %d · %s"
  const char* themes[4];   // by study::Theme
  const char* rating;      // "Puzzle rating %d · streak %d (best %d)"
  const char* loading;
  const char* load_failed;  // "The puzzles could not be read: %s"
  const char* none_here;
};

const StudyWords& study_words(Language language);

}  // namespace qipan::web
