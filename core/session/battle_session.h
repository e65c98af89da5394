#pragma once

// [SECTION] A battle in progress: the battle, where it was loaded from and
// the player's steps in order (the step log a save keeps), with the rule of
// a turn — after an order that ends the player's phase, the whole enemy
// phase. The page plays through it and a restored battle replays its steps
// through it, so both take a step the same way. "Back" (a cancel step) takes
// a unit's move back: the unit returns to where it began the phase
// (tactics::cancel); undo() takes back any step of the player's since the
// enemy last played.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/battle.h"
#include "core/tactics/battle_click.h"

namespace qipan::session {

// One action of the player.
struct BattleStep {
  enum class Kind : std::uint8_t { click, wait, end_turn, cancel } kind = Kind::click;
  tactics::Point cell{};  // for `click`

  bool operator==(const BattleStep&) const = default;
};

// An enemy phase as it was played, for playing it back: the units as they
// stood before it, and the battle log's length before its first step and
// after each step (its lines are those between).
struct EnemyPhase {
  int turn = 0;  // the turn whose enemy phase it was
  std::vector<tactics::BattleUnit> units_before;
  std::size_t log_start = 0;
  std::vector<tactics::EnemyStep> steps;
  std::vector<std::size_t> log_end;  // one per step
};

// What a step did: the click's or the cancel's result (action `wait` for a
// Wait, `none` for End turn), and the enemy phase it brought, if any.
struct StepTaken {
  tactics::BattleClick order;
  std::optional<EnemyPhase> enemy_phase;
};

// Loads a battle from its source: a map file's JSON (Tiled or LDtk,
// import/battle_json.h; the battle named imported_battle_name), a
// scenario's text (one with a line break), or a shipped scenario's name
// (scenario text or a Tiled map).
inline constexpr std::string_view imported_battle_name = "imported";
Result<tactics::Battle> load_battle(std::string_view source);

class BattleSession {
 public:
  // `source` is what `battle` was loaded from (to save and restart it).
  BattleSession(tactics::Battle battle, std::string source);
  // The battle of a source (load_battle), the enemy playing at `difficulty`.
  static Result<BattleSession> load(std::string_view source,
                                    tactics::Difficulty difficulty = tactics::Difficulty::normal);

  // How the enemy plays (tactics::Difficulty): chosen before the first step,
  // so that a replay plays as the battle did; an error once a step is taken
  // (to another difficulty).
  Result<void> set_difficulty(tactics::Difficulty d);

  // Takes one step: a click through tactics::click, Wait of the selected
  // unit, End turn, or a cancel through tactics::cancel; then, when the
  // enemy is to play and the battle goes on, the whole enemy phase. A step
  // that does nothing — a click refused or meaning nothing, a Wait or End
  // turn not allowed, a cancel with nothing to cancel — is an error and
  // neither changes the battle nor joins the steps.
  Result<StepTaken> take(BattleStep step);

  const tactics::Battle& battle() const { return battle_; }
  const std::string& source() const { return source_; }
  const std::vector<BattleStep>& steps() const { return steps_; }
  // Whether the battle's progress would be lost: a step taken and the
  // battle not over.
  bool in_progress() const;

  // Takes back the last step, the battle as it was before it (loaded again
  // and the other steps replayed), when the enemy has not played since and
  // the battle goes on — a step that brought an enemy phase or ended the
  // battle, and those before it, stay. An error, changing nothing, when
  // there is no such step.
  bool can_undo() const { return steps_.size() > kept_; }
  Result<void> undo();

 private:
  Result<tactics::BattleClick> order(BattleStep step);
  EnemyPhase play_enemy_phase();

  tactics::Battle battle_;
  std::string source_;
  std::vector<BattleStep> steps_;
  std::size_t kept_ = 0;  // the steps up to the last enemy phase's
};

// A step as saved: "x.y" for a click, "w", "e", "c"; and back.
std::string step_text(const BattleStep& s);
Result<BattleStep> parse_step(std::string_view text);

}  // namespace qipan::session
