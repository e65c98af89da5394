#pragma once

// A battle written out and read back: the snapshot format (the whole map as
// map text, every unit's place, hp, jump and what it did this phase; the
// phase, turn, selection and difficulty) for mid-battle saves on any map,
// imported hex and height maps too, and the current layout as scenario
// text (docs/battle.md, "Saving and restoring"; docs/api.md, Battle save,
// restore, scenarioText). The page keeps its battles in the other format,
// the replay of the player's steps (core/session/saved_battle.h).

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"

namespace qipan::tactics {

// The whole state of `battle` as text ("qipan-battle 2") that
// restore_snapshot reads back into an equal battle (the same map: topology,
// rules, cost table, terrain, sight, heights; the same ids, names, kinds,
// labels, jumps, cells, hp, phase, turn, status, selection, difficulty).
// The log is not saved: a restored battle's log starts empty.
std::string save_snapshot(const Battle& battle);

// A battle from save_snapshot's text, or version 1's (square maps of the
// seven scenario terrains). Every fault is an error naming its line ("line
// 22: hp must be a whole number from 0 to 15, got '16'", "line 10: the map:
// ..." for the map text) with code bad_data.
Result<Battle> restore_snapshot(std::string_view text);

// The battle as it stands as scenario text (parse_scenario): the terrain,
// the living units where they stand, each at full hp. Units are lettered by
// their team, kind, class, stats and the terrain under them; names are
// rebuilt from the kinds as the scenario reader does, and labels are left
// out. A scenario has 52 letters (A-Z, a-z): a battle whose living units need
// more is an error (code refused) rather than a text that drops units.
Result<std::string> scenario_text(const Battle& battle);

}  // namespace qipan::tactics
