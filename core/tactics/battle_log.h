#pragma once

// A battle's log in words, for the page's panel: "Turn 2 · enemy phase",
// "Soldier 1 moved (3, 4) → (4, 4)", "Archer hit Lord for 4 (HP 11 left)",
// "Lord was defeated by Archer".

#include <string>

#include "core/tactics/battle.h"

namespace qipan::tactics {

std::string describe(const Battle& battle, const BattleEvent& event);

// Whether the event concerns the enemy's side (for the page's marking of a
// line: the phase, the acting unit's team).
bool enemy_event(const Battle& battle, const BattleEvent& event);

}  // namespace qipan::tactics
