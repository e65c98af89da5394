#pragma once

// What a click on a cell of a battle map means — the rule a tactics page
// follows, decided here so that the page only forwards clicks. It is the
// board games' selection (click_intent, core/grid/click.h: own unit →
// select, the selected one again → deselect, anything else with a
// selection → try to act there, without one → nothing) with a battle's own
// ways to act.

#include <vector>

#include "core/grid/result.h"
#include "core/tactics/battle.h"

namespace qipan::tactics {

enum class BattleAction : std::uint8_t {
  select,    // a unit was selected (an enemy only to inspect its reach)
  deselect,  // the selection was cleared
  move,      // the selected unit walked `path`
  attack,    // the selected unit attacked (`outcome`)
  wait,      // the selected unit, having moved, ended its turn where it stands
  reject,    // a cell it can neither move to nor attack; the selection stays
  none,      // nothing to do (not the player's phase, or the battle is over)
  cancel,    // the selected unit took its move back (cancel(), below)
};

std::string_view action_name(BattleAction a);

struct BattleClick {
  BattleAction action = BattleAction::none;
  UnitId unit = no_unit;    // the unit selected or ordered
  std::vector<Point> path;  // for `move`: the unit's cell first
  AttackOutcome outcome;    // for `attack`
};

// Applies a click on `cell` (on the map) in the player phase:
// - a player unit that has not acted: selects it; clicking the selected
//   unit again deselects it, or, once it has moved, makes it wait;
// - with a player unit selected: an enemy it can attack from where it
//   stands → attack; a cell of its movement range (before it moved) → move
//   there; anything else → reject, keeping the selection;
// - without one: an enemy unit (or a player unit that has acted) → select
//   it to show its reach; an empty cell → clear any selection.
// Errors only for a cell off the map.
Result<BattleClick> click(Battle& battle, Point cell);

// What "back" means (Esc, a right click, the B button of console tactics
// games): the selected player unit that moved and has not acted returns to
// where it began the phase (`cancel`, `path` from its cell back; it stays
// selected); otherwise a selection is cleared (`deselect`); else `none`.
BattleClick cancel(Battle& battle);

}  // namespace qipan::tactics
