#pragma once

// [SECTION] Every label of the page, in English and in Chinese: one table
// per language, chosen in the settings (web/settings.h). A label is a field,
// so a language missing one does not compile. Every Chinese character here
// must be listed in web/glyphs.txt (tests/page/newcomer-words.test.mjs
// checks it).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid/game_end.h"

namespace qipan::web {

enum class Language : std::uint8_t { en, zh };

struct Words {
  Language id;                // which table this is
  const char* language_name;  // in its own language: "English", "中文"
  const char* title;

  // The game chooser: the board games' labels are their display names in
  // the registry (core/games/games.h); the battle's is here.
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
  // The line under Hint: "Hint: C2.5 · Red +0.35", "Computer played H8+7 ·
  // Black mates in 3" — who, the move in the player's notation, what it gains.
  const char* search_line;      // "%s %s · %s"
  const char* search_hint;      // "Hint:"
  const char* search_computer;  // "Computer played"
  const char* search_score;     // "%s %+.2f": the side, its evaluation in pawns
  const char* search_mates;     // "%s mates in %d"
  const char* search_mated;     // "%s is mated in %d"
  const char* to_move;          // "%s to move"
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

  // Why a game ended, by EndReason: English is core's words
  // (core/grid/game_end.h's reason_texts), Chinese a table of the same size.
  std::array<const char*, std::size(reason_texts)> reasons;

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
  const char* tactics_rules;
  const char* tactics_map;  // under the tactics diagram
  // Battle units by the glyph on their token: 步 foot, 骑 mounted, 飞
  // flying, 弓 a ranged unit — a name and how it moves or strikes.
  const char* tactics_names[4];
  const char* tactics_moves[4];

  // [records] The panel's row for keeping and sharing a game, its notes,
  // the question before a game in progress is thrown away, and the move
  // list's view of an earlier position.
  const char* copy_link;
  const char* copy_record;
  const char* download;
  const char* import;
  const char* import_name;  // the import box's
  const char* import_says;
  const char* import_load;
  const char* import_open;
  const char* import_cancel;
  const char* ok;
  const char* notation;           // "... (%s)": the game whose records have notations
  const char* notation_names[3];  // by records::Notation: ICCS, WXF, Chinese
  const char* link_copied;
  const char* record_copied;
  const char* record_downloaded;
  const char* no_battle_record;
  const char* opened_shared;
  const char* link_failed;     // "... (%s)." the reason
  const char* restore_failed;  // "... (%s) ..." the reason
  const char* imported;
  const char* imported_first;  // "%d games ..."
  const char* import_failed;   // "(%s)"
  const char* open_failed;     // "(%s)"
  const char* discard_title;
  const char* discard_unfinished;
  const char* discard_for[3];  // by Replacing: a new game, a shared one, an imported one
  const char* discard;
  const char* keep_playing;
  const char* viewing_start;        // over the board
  const char* viewing_start_short;  // over a small board
  const char* viewing_move;         // over the board: "%zu of %zu"
  const char* viewing_short;        // over the move list: "%zu of %zu"
  const char* back_to_game;
  const char* hide;  // the end banner's

  // The panel's mode tabs (web/mode.h), in all_modes' order.
  std::array<const char*, 6> modes;

  // The tactics battle.
  const char* restart;
  const char* turn;  // "Turn %d · "
  const char* your_phase;
  const char* enemy_phase;
  const char* your_turn_banner;
  const char* enemy_phase_banner;
  const char* victory;
  const char* defeat;
  const char* victory_text;
  const char* defeat_text;
  const char* defeated;  // under a unit that falls
  const char* end_turn;
  const char* wait;
  const char* danger_zone;
  const char* units_alive;  // "%d · %d"
  const char* battle_log;
  const char* unit_stats;  // "HP %d/%d ATK %d DEF %d"
  const char* unit_move;   // "Move %d (%s) Range %d-%d"
  const char* done_this_turn;
  const char* after_move;
  const char* before_move;
  const char* pick_unit;
  const char* enemy_moving;
  const char* forecast;  // "Damage %d HP %d → %d"
  const char* forecast_defeats;
  // The battle log's lines, by tactics::EventKind.
  const char* log_player_phase;  // "Turn %d · your phase"
  const char* log_enemy_phase;
  const char* log_hit;     // "%s hit %s for %d (HP %d left)"
  const char* log_defeat;  // "%s was defeated by %s"
  const char* log_wait;    // "%s waited"
};

// What a game in progress would be thrown away for (Words::discard_for).
enum class Replacing : std::uint8_t { new_game, shared, imported };

const Words& words(Language language);

// Why a game ended, in `w`'s language.
const char* ending_words(const Words& w, EndReason reason);

// A board game's or the battle's label in the chooser, by its id (a
// registry name, or "tactics"); "?" when it is none of them.
const char* game_label(const Words& w, std::string_view id);

// The settings' heading over the record notations, naming the game whose
// records have them (games::Game's has_notations).
std::string notation_label(const Words& w);

// `format` (one of the labels above) filled in the way printf does.
std::string fill(const char* format, ...);

}  // namespace qipan::web
