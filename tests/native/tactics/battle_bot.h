#pragma once

#include <string>
#include <vector>

#include "core/tactics/battle.h"

namespace qipan::tactics::testing {

// A plain-minded player for checking that a scenario can be won (and for
// benchmarks that need a battle in progress). Each unit in order of id
// attacks if it can survive the enemy's next phase on the cell it attacks
// from: a kill first, then the least damage it could take there, then the
// least hp left to the target. Otherwise it walks the enemy's approach path
// (the cheapest way to a cell from which it could attack) as far as no enemy
// could reach it, and waits. Deterministic. Plays one player phase.
void play_player_phase(Battle& battle, std::vector<std::string>* log = nullptr);

// Plays whole turns (player phase, then the enemy phase) until the battle
// ends or `max_turns` have passed; returns the status.
BattleStatus play_battle(Battle& battle, int max_turns, std::vector<std::string>* log = nullptr);

}  // namespace qipan::tactics::testing
