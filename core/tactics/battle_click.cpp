#include "core/tactics/battle_click.h"

#include <algorithm>

#include "core/grid/click.h"

namespace qipan::tactics {

std::string_view action_name(BattleAction a) {
  switch (a) {
    case BattleAction::select:
      return "select";
    case BattleAction::deselect:
      return "deselect";
    case BattleAction::move:
      return "move";
    case BattleAction::attack:
      return "attack";
    case BattleAction::wait:
      return "wait";
    case BattleAction::reject:
      return "reject";
    case BattleAction::none:
      return "none";
    case BattleAction::cancel:
      return "cancel";
  }
  return "none";
}

Result<BattleClick> click(Battle& battle, Point cell) {
  if (!battle.map().contains(cell)) return battle.map().off_map(cell);
  if (battle.status() != BattleStatus::ongoing || battle.phase() != Phase::player) {
    return BattleClick{};
  }
  const UnitId clicked = battle.unit_at(cell);
  const BattleUnit* clicked_unit = battle.unit(clicked);
  const UnitId sel = battle.selected();
  const BattleUnit* sel_unit = battle.unit(sel);
  // A player unit that can still be ordered this phase is "own".
  switch (click_intent(battle.can_wait(sel), clicked == sel, battle.can_wait(clicked))) {
    case ClickIntent::select:
      (void)battle.select(clicked);  // a living unit: cannot fail
      return BattleClick{BattleAction::select, clicked, {}, {}};

    case ClickIntent::deselect:
      if (sel_unit->moved) {
        if (auto w = battle.wait(sel); !w) return w.error();
        return BattleClick{BattleAction::wait, sel, {}, {}};
      }
      (void)battle.select(no_unit);
      return BattleClick{BattleAction::deselect, sel, {}, {}};

    case ClickIntent::try_move: {
      if (clicked_unit && clicked_unit->team != Team::player) {
        auto targets = battle.targets(sel);
        if (targets && std::find(targets->begin(), targets->end(), clicked) != targets->end()) {
          auto outcome = battle.attack(sel, clicked);
          if (!outcome) return outcome.error();
          return BattleClick{BattleAction::attack, sel, {}, *outcome};
        }
        return BattleClick{BattleAction::reject, sel, {}, {}};
      }
      if (!clicked_unit && !sel_unit->moved) {
        auto path = battle.path_to(sel, cell);
        if (path && !path->empty()) {
          auto walked = battle.move(sel, cell);
          if (!walked) return walked.error();
          return BattleClick{BattleAction::move, sel, std::move(walked).value(), {}};
        }
      }
      return BattleClick{BattleAction::reject, sel, {}, {}};
    }

    case ClickIntent::nothing:
      if (clicked_unit) {
        (void)battle.select(clicked);  // inspect an enemy (or a unit that has acted)
        return BattleClick{BattleAction::select, clicked, {}, {}};
      }
      if (sel != no_unit) {
        (void)battle.select(no_unit);
        return BattleClick{BattleAction::deselect, sel, {}, {}};
      }
      return BattleClick{};
  }
  return BattleClick{};
}

BattleClick cancel(Battle& battle) {
  if (battle.status() != BattleStatus::ongoing || battle.phase() != Phase::player) return {};
  const UnitId sel = battle.selected();
  const BattleUnit* u = battle.unit(sel);
  if (!u) return {};
  if (u->team == Team::player && u->moved && !u->acted) {
    const Point from = battle.cell_of(*u);
    if (battle.cancel_move(sel)) {
      (void)battle.select(sel);
      return BattleClick{BattleAction::cancel, sel, {from, u->phase_start}, {}};
    }
  }
  (void)battle.select(no_unit);
  return BattleClick{BattleAction::deselect, sel, {}, {}};
}

}  // namespace qipan::tactics
