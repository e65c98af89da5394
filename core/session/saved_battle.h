#pragma once

// A tactics battle kept across a reload and carried by a share link: the
// scenario (a shipped scenario's name or a whole scenario's text) and the
// player's actions in order — each click on a cell that did something, each
// Wait and End turn. The battle has no state snapshot and its enemy is
// deterministic, so restoring loads the scenario and replays the actions,
// running each enemy phase as it comes, exactly as the page played them.
// Saved as `v=1&game=tactics&scenario=ford&steps=3.4,5.4,w,e`.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/session/fields.h"
#include "core/tactics/battle.h"

namespace qipan::session {

// One action of the player.
struct BattleStep {
  enum class Kind : std::uint8_t { click, wait, end_turn, cancel } kind = Kind::click;
  tactics::Point cell{};  // for `click`

  bool operator==(const BattleStep&) const = default;
};

// What a battle is restored to: the battle after the steps, where it was
// loaded from, and the steps (to be saved again as the game goes on).
struct RestoredBattle {
  tactics::Battle battle;
  std::string source;
  std::vector<BattleStep> steps;
};

inline constexpr std::string_view battle_game_name = "tactics";

// Loads a battle from a shipped scenario's name or a scenario's text (one
// with a line break).
Result<tactics::Battle> load_battle(std::string_view source);

// Takes one step as the page does: a click through tactics::click, Wait of
// the selected unit, End turn; then, when the enemy is to play and the
// battle goes on, the whole enemy phase. Returns the enemy phase's steps
// (for playback; empty when there was none), or why the step did nothing
// — a click refused or meaning nothing is an error, so a replay that has
// drifted from the game saved stops at once.
Result<std::vector<tactics::EnemyStep>> take_step(tactics::Battle& battle, BattleStep step);

// Whether the battle's progress would be lost: a step taken and the battle
// not over.
bool in_progress(const tactics::Battle& battle, const std::vector<BattleStep>& steps);

// The fields of a battle (see above).
Fields save_battle(std::string_view source, const std::vector<BattleStep>& steps);

// The battle saved in `f`: the scenario loaded and the steps replayed.
// Refused, with the reason, for an unknown scenario, a bad step text, or a
// step that does nothing where it is replayed (naming its number).
Result<RestoredBattle> restore_battle(const Fields& f);

}  // namespace qipan::session
