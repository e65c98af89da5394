#pragma once

// [SECTION] Every label of the page, in English and in Chinese: one table
// per language, chosen in the settings (web/settings.h). A label is a field,
// so a language missing one does not compile. Every Chinese character here
// must be listed in web/glyphs.txt (tests/page/newcomer-words.test.mjs
// checks it).

#include <cstdint>
#include <string_view>

#include "core/grid/game_end.h"

namespace qipan::web {

enum class Language : std::uint8_t { en, zh };

struct Words {
  const char* language_name;  // in its own language: "English", "中文"
  const char* title;

  // The game chooser.
  const char* xiangqi;
  const char* jungle;
  const char* tactics;

  // A board game's panel.
  const char* new_game;
  const char* undo;
  const char* redo;
  const char* flip;
  const char* hint;
  const char* opponent;
  const char* person;
  const char* computer;
  const char* you_play;
  const char* level;
  const char* computer_thinking;
  const char* looking_for_hint;
  const char* engine_error;  // "Engine: %s"
  const char* search_line;   // "%s %s: depth %d · %s nodes · %.2f s"
  const char* search_hint;
  const char* search_computer;
  const char* to_move;  // "%s to move"
  const char* game_over;
  const char* wins;         // "%s wins — %s" (the winner, the reason)
  const char* draw_reason;  // "Draw — %s"
  const char* check;
  const char* how_to_play;  // under the turn
  const char* setup_entry;  // a set-up in the move list
  const char* order_entry;  // an order in the move list
  const char* banner_wins;  // "%s wins!"
  const char* banner_draw;

  // The sides.
  const char* red;
  const char* black;
  const char* blue;

  // Why a game ended, by EndReason.
  const char* reasons[10];

  // The panel's top row, the settings and the first-visit hint.
  const char* help;
  const char* settings;
  const char* close;
  const char* piece_style;
  const char* style_traditional;
  const char* style_simplified;
  const char* style_pictures;
  const char* language;
  const char* text_size;
  const char* text_small;
  const char* text_normal;
  const char* text_large;
  const char* sound;
  const char* mute;
  const char* first_visit;
  const char* got_it;

  // The help window.
  const char* help_title;
  const char* rules;
  const char* pieces;
  const char* xiangqi_rules;
  const char* xiangqi_horse;   // under the horse's diagram
  const char* xiangqi_cannon;  // under the cannon's diagram
  const char* xiangqi_board;   // under the palace and river diagram
  const char* jungle_rules;
  const char* jungle_ranks;  // under the ranks' diagram
  const char* jungle_board;  // under the traps, dens and water diagram
  const char* tactics_rules;
  const char* tactics_map;  // under the tactics diagram
  // Xiangqi pieces by kind: general, advisor, elephant, horse, chariot,
  // cannon, soldier — a name and how it moves.
  const char* xiangqi_names[7];
  const char* xiangqi_moves[7];
  // Jungle animals by rank, 1 (rat) to 8 (elephant).
  const char* jungle_names[8];
  const char* jungle_moves[8];
};

const Words& words(Language language);

// Why a game ended, in `w`'s language.
const char* ending_words(const Words& w, EndReason reason);

// A board game's or the battle's label in the chooser, by its id
// ("xiangqi", "jungle", "tactics"); "?" when it is none of them.
const char* game_label(const Words& w, std::string_view id);

}  // namespace qipan::web
