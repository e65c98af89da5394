#include "core/tactics/battle_log.h"

namespace qipan::tactics {
namespace {

std::string name_of(const Battle& b, UnitId id) {
  const BattleUnit* u = b.unit(id);
  return u ? u->name : "unit " + std::to_string(id);
}

}  // namespace

std::string describe(const Battle& b, const BattleEvent& e) {
  const std::string who = name_of(b, e.unit);
  switch (e.kind) {
    case EventKind::phase:
      return "Turn " + std::to_string(e.turn) +
             (e.phase == Phase::player ? " · your phase" : " · enemy phase");
    case EventKind::move:
      return who + " moved " + to_string(e.from) + " → " + to_string(e.to);
    case EventKind::cancel_move:
      return who + " went back to " + to_string(e.to);
    case EventKind::attack:
      return who + " hit " + name_of(b, e.target) + " for " + std::to_string(e.damage) + " (HP " +
             std::to_string(e.hp_after) + " left)";
    case EventKind::defeat:
      return who + " was defeated by " + name_of(b, e.target);
    case EventKind::wait:
      return who + " waited";
  }
  return "";
}

bool enemy_event(const Battle& b, const BattleEvent& e) {
  if (e.kind == EventKind::phase) return e.phase == Phase::enemy;
  const BattleUnit* u = b.unit(e.unit);
  return u && u->team == Team::enemy;
}

}  // namespace qipan::tactics
