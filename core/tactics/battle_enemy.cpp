// The enemy's behaviour: a plan for one enemy unit, made from the same
// queries the player sees (movement range, path, attack range). It is a pure
// function of the battle's state, so the same state always gives the same
// steps. docs/battle.md states the rules; in short:
//  1. attack: of the player units it can hit this turn (from some cell of its
//     movement range), the one left with the least hp after the hit, ties to
//     the lower id; it attacks from the cheapest cell of its range within
//     reach of that unit, ties row by row;
//  2. otherwise approach: the nearest player unit is the one with the
//     cheapest cell to attack it from, by path cost with no limit of move
//     points (allies passable, enemies blocking, zone of control as set),
//     ties to the lower id, then row by row; the unit walks the cheapest path
//     toward that cell as far as its move points allow and stops on the last
//     cell of it where it may end its move (not an ally's); it goes there
//     along path_to, the path the player would see;
//  3. otherwise (no player unit can be reached at all) it waits where it is.
// The difficulty (battle.h) changes this: `easy` attacks the least id it can
// hit instead of the weakest, and does not approach a player unit whose
// attack cell costs more than twice its move; `hard` attacks from the
// cheapest cell outside every player unit's reach next phase when there is
// one (player_threat), and chooses the unit it defeats first, then the one
// with the greatest attack, then the least hp left.
#include "core/tactics/battle.h"

namespace qipan::tactics {

const BattleUnit* Battle::next_enemy() const {
  for (const BattleUnit& u : units_) {
    if (u.team == Team::enemy && u.alive() && !u.acted) return &u;
  }
  return nullptr;
}

EnemyStep Battle::plan_for(const BattleUnit& enemy) const {
  EnemyStep step;
  step.unit = enemy.id;
  if (!plan_attack(enemy, step)) plan_approach(enemy, step);
  if (step.path.empty()) step.path.push_back(cell_of(enemy));
  return step;
}

std::vector<bool> Battle::player_threat() const {
  std::vector<bool> out(static_cast<std::size_t>(map_.width()) *
                        static_cast<std::size_t>(map_.height()));
  std::vector<Point> zone;
  (void)search_.danger_zone(map_, static_cast<int>(Team::enemy), zone);  // team 1: valid
  for (Point p : zone) {
    out[static_cast<std::size_t>(p.y) * static_cast<std::size_t>(map_.width()) +
        static_cast<std::size_t>(p.x)] = true;
  }
  return out;
}

namespace {

// Whether target `p` (hp left `hp_after`) is a better choice than the best
// so far for an enemy of this difficulty; units come in order of id, so a
// tie keeps the best so far.
bool better_target(Difficulty d, const BattleUnit& p, int hp_after, const BattleUnit* best,
                   int best_hp) {
  if (!best) return true;
  switch (d) {
    case Difficulty::easy:
      return false;
    case Difficulty::hard:
      if ((hp_after == 0) != (best_hp == 0)) return hp_after == 0;
      if (p.stats.attack != best->stats.attack) return p.stats.attack > best->stats.attack;
      return hp_after < best_hp;
    case Difficulty::normal:
      break;
  }
  return hp_after < best_hp;
}

}  // namespace

bool Battle::plan_attack(const BattleUnit& enemy, EnemyStep& step) const {
  std::vector<Reach> range;
  if (points_left(enemy) < 0) return false;
  const std::vector<bool> threat =
      difficulty_ == Difficulty::hard ? player_threat() : std::vector<bool>{};
  auto threatened = [&](Point p) {
    return !threat.empty() &&
           threat[static_cast<std::size_t>(p.y) * static_cast<std::size_t>(map_.width()) +
                  static_cast<std::size_t>(p.x)];
  };
  if (!search_now(enemy)) return false;
  search_.reachable(range);

  const BattleUnit* best = nullptr;
  int best_hp = 0;
  Point best_from;
  for (const BattleUnit& p : units_) {
    if (p.team == enemy.team || !p.alive()) continue;
    const int hp_after = std::max(0, p.hp - damage(enemy.stats.attack, p.stats.defence));
    if (!better_target(difficulty_, p, hp_after, best, best_hp)) continue;
    // The cheapest cell to hit it from (hard: out of the player's reach
    // first); `range` is row-major, so the first of a cost wins its ties.
    const Point at = cell_of(p);
    const Reach* from = nullptr;
    for (const Reach& r : range) {
      if (!in_range(enemy, r.at, at)) continue;
      if (!from) {
        from = &r;
      } else if (threatened(from->at) != threatened(r.at)) {
        if (threatened(from->at)) from = &r;
      } else if (r.cost < from->cost) {
        from = &r;
      }
    }
    if (!from) continue;
    best = &p;
    best_hp = hp_after;
    best_from = from->at;
  }
  if (!best) return false;
  search_.path_to(best_from, step.path);
  step.target = best->id;
  step.damage = damage(enemy.stats.attack, best->stats.defence);
  step.target_hp = best_hp;
  step.defeated = best_hp == 0;
  return true;
}

void Battle::plan_approach(const BattleUnit& enemy, EnemyStep& step) const {
  if (points_left(enemy) <= 0) return;
  (void)search_.run(map_, enemy.id, max_move);  // a living unit: on the map
  std::vector<Reach> all;
  search_.reachable(all);

  // The goal: the cheapest cell from which some player unit is in range;
  // ties to the lower unit id, then row by row (the order of `all`).
  struct Foe {
    UnitId id;
    Point at;
  };
  std::vector<Foe> foes;  // in order of id
  for (const BattleUnit& p : units_) {
    if (p.team != enemy.team && p.alive()) foes.push_back({p.id, cell_of(p)});
  }
  const Reach* goal = nullptr;
  UnitId goal_unit = no_unit;
  for (const Reach& r : all) {
    if (goal && r.cost > goal->cost) continue;
    for (const Foe& p : foes) {
      if (!in_range(enemy, r.at, p.at)) continue;
      if (!goal || r.cost < goal->cost || p.id < goal_unit) {
        goal = &r;
        goal_unit = p.id;
      }
      break;  // the least id at this cell
    }
  }
  if (!goal) return;
  // Easy: it holds its ground until a player unit is near.
  if (difficulty_ == Difficulty::easy && goal->cost > 2 * enemy.stats.move) return;
  std::vector<Point> path;
  search_.path_to(goal->at, path);

  // The last cell of the path within its move points where it may stop.
  const CostTable& costs = map_.costs();
  std::size_t stop = 0;
  int spent = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    spent += costs.cost(map_.terrain_id_at(path[i]), enemy.move_class);
    if (spent > enemy.stats.move) break;
    if (map_.unit_at(path[i]) == no_unit) stop = i;
  }
  // Walk there along the path the player would see for it.
  (void)search_.run(map_, enemy.id, enemy.stats.move);
  search_.path_to(path[stop], step.path);
}

}  // namespace qipan::tactics
