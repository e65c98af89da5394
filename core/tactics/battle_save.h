#pragma once

// A battle written out and read back: the snapshot format (every unit's
// place, hp and what it did this phase; the phase, turn and selection) for
// mid-battle saves, and the current layout as scenario text (docs/api.md,
// Battle save, restore, scenarioText). The page keeps its battles in the
// other format, the replay of the player's steps (core/session/
// saved_battle.h).

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/battle.h"

namespace qipan::tactics {

// The whole state of `battle` as text that restore_snapshot reads back into an
// equal battle (same ids, names, labels, cells, hp, phase, turn, status,
// selection). The log is not saved: a restored battle's log starts empty.
std::string save_snapshot(const Battle& battle);

// A battle from save_snapshot's text. Every fault is an error naming its line
// ("line 9: unit 2: hp must be 0..15, got 16") with code bad_data.
Result<Battle> restore_snapshot(std::string_view text);

// The battle as it stands as scenario text (parse_scenario): the terrain,
// the living units where they stand, each at full hp. Units are lettered by
// their team, kind, class, stats and the terrain under them; names are
// rebuilt from the kinds as the scenario reader does, and labels are left
// out. A scenario has 52 letters (A-Z, a-z): a battle whose living units need
// more is an error (code refused) rather than a text that drops units.
Result<std::string> scenario_text(const Battle& battle);

}  // namespace qipan::tactics
