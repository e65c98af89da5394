#pragma once

// A battle written out and read back: mid-battle saves (every unit's place,
// hp and what it did this phase; the phase, turn and selection) and the
// current layout as scenario text (docs/api.md, Battle save, restore,
// scenarioText).

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"

namespace qipan::tactics {

// The whole state of `battle` as text that restore_battle reads back into an
// equal battle (same ids, names, cells, hp, phase, turn, status, selection).
std::string save_battle(const Battle& battle);

// A battle from save_battle's text. Every fault is an error naming its line
// ("line 9: unit 2: hp must be 0..15, got 16") with code bad_data.
Result<Battle> restore_battle(std::string_view text);

// The battle as it stands as scenario text (parse_scenario): the terrain,
// the living units where they stand, each at full hp. Units are lettered by
// their team, kind, class, stats and the terrain under them; names are
// rebuilt from the kinds as the scenario reader does.
std::string scenario_text(const Battle& battle);

}  // namespace qipan::tactics
