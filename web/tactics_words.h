#pragma once

// [SECTION] The battle's own words in the page's languages: the shipped
// scenarios' buttons, the difficulty, Undo, sight and height on the map, the
// log's moves, and the names of the shipped scenarios' unit kinds and move
// classes (an imported map's names are its author's and stay as written).

#include <string>
#include <string_view>

#include "core/tactics/battle.h"
#include "web/settings.h"

namespace qipan::web {

struct TacticsWords {
  const char* difficulty;       // the row's label
  const char* difficulties[3];  // by tactics::Difficulty
  const char* difficulty_next;  // after a change with the battle under way
  const char* undo;
  const char* imported_maps;  // the heading over the imported maps' buttons
  const char* map_imported;   // the note after an import
  const char* sight_note;     // under the map's rules when it has line of sight
  const char* height_note;    // when it has heights
  const char* out_of_sight;   // the forecast over a target in range but unseen
  const char* log_move;       // "%s moved %d cells"
  const char* log_move_one;   // "%s moved 1 cell"
  const char* log_back;       // "%s went back"
};

const TacticsWords& tactics_words(Language language);

// A shipped scenario's button by its name ("ford", ...); null for any other.
const char* scenario_label(Language language, std::string_view name);

// A unit's name as the page writes it: a shipped kind's name in the
// language, keeping what follows the kind ("Soldier 2" is "士兵 2"); any
// other name as it is.
std::string unit_name(Language language, const tactics::BattleUnit& unit);

// A move class's name ("foot", ...) in the language; any other as it is.
std::string move_class_name(Language language, const std::string& name);

}  // namespace qipan::web
