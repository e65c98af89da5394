#pragma once

#include <string>
#include <vector>

#include "core/tactics/battle.h"

namespace qipan::tactics::testing {

// A plain-minded player for checking that a scenario can be won: each unit in
// turn attacks the enemy it would leave weakest (a kill first), from the
// cell of its range where the fewest enemy units could strike back; with no
// enemy in reach it keeps out of the enemy's danger zone while closing in,
// and waits at the edge of it. Deterministic. Plays one player phase.
void play_player_phase(Battle& battle, std::vector<std::string>* log = nullptr);

// Plays whole turns (player phase, then the enemy phase) until the battle
// ends or `max_turns` have passed; returns the status.
BattleStatus play_battle(Battle& battle, int max_turns, std::vector<std::string>* log = nullptr);

}  // namespace qipan::tactics::testing
