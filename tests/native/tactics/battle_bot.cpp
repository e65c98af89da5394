#include "tests/native/tactics/battle_bot.h"

#include <algorithm>
#include <array>
#include <climits>

namespace qipan::tactics::testing {
namespace {

// "(x,y)", appended (GCC 12 -O3 warns falsely on "(" + std::to_string(...)).
std::string cell(Point p) {
  std::string out = "(";
  out += std::to_string(p.x);
  out += ',';
  out += std::to_string(p.y);
  out += ')';
  return out;
}

// The damage unit `u` could take on each cell in the coming enemy phase: the
// sum over living enemy units (but `spared`) whose attack range covers the
// cell, worked out with `u` off the map. Row-major, width × height.
std::vector<int> incoming(const Battle& battle, const BattleUnit& u, UnitId spared) {
  Map map = battle.map();
  (void)map.remove_unit(u.id);
  std::vector<int> out(static_cast<std::size_t>(map.width() * map.height()), 0);
  Pathfinder search;
  std::vector<Point> range;
  for (const BattleUnit& e : battle.units()) {
    if (e.team != Team::enemy || !e.alive() || e.id == spared) continue;
    (void)search.attack_range(map, e.id, range);
    for (Point p : range) {
      out[static_cast<std::size_t>(p.y * map.width() + p.x)] +=
          damage(e.stats.attack, u.stats.defence);
    }
  }
  return out;
}

int nearest_enemy(const Battle& battle, Point p) {
  int best = INT_MAX;
  for (const BattleUnit& e : battle.units()) {
    if (e.team == Team::enemy && e.alive()) best = std::min(best, manhattan(p, battle.cell_of(e)));
  }
  return best;
}

// The cheapest way (no move limit) to the nearest cell from which the unit
// could attack some enemy unit: the enemy's own approach rule.
std::vector<Point> approach(const Battle& battle, const BattleUnit& u) {
  Pathfinder search;
  std::vector<Reach> all;
  (void)search.run(battle.map(), u.id, max_move);
  search.reachable(all);
  std::vector<Point> enemies;
  for (const BattleUnit& e : battle.units()) {
    if (e.team == Team::enemy && e.alive()) enemies.push_back(battle.cell_of(e));
  }
  const Reach* goal = nullptr;
  for (const Reach& r : all) {
    if (goal && r.cost >= goal->cost) continue;
    for (Point e : enemies) {
      const int d = manhattan(r.at, e);
      if (d >= u.stats.min_range && d <= u.stats.max_range) goal = &r;
    }
  }
  std::vector<Point> way;
  if (goal) search.path_to(goal->at, way);
  return way;
}

void act(Battle& battle, const BattleUnit& u, std::vector<std::string>* log) {
  const UnitId id = u.id;
  const int width = battle.map().width();
  auto at = [&](const std::vector<int>& grid, Point p) {
    return grid[static_cast<std::size_t>(p.y * width + p.x)];
  };
  const std::vector<int> threat = incoming(battle, u, no_unit);
  const Point here = battle.cell_of(u);

  // The best attack: one it survives, a kill, the least damage taken, the
  // least hp left to the target.
  UnitId target = no_unit;
  Point from = here;
  std::array<int, 4> best{INT_MAX, INT_MAX, INT_MAX, INT_MAX};
  for (const BattleUnit& e : battle.units()) {
    if (e.team != Team::enemy || !e.alive()) continue;
    const Forecast f = *battle.forecast(id, e.id);
    const std::vector<Point> positions = *battle.attack_positions(id, e.id);
    if (positions.empty()) continue;
    const std::vector<int> after = f.defeats ? incoming(battle, u, e.id) : threat;
    for (Point p : positions) {
      const int taken = at(after, p);
      const std::array<int, 4> key{taken >= u.hp ? 1 : 0, f.defeats ? 0 : 1, taken, f.hp_after};
      if (key < best) {
        best = key;
        target = e.id;
        from = p;
      }
    }
  }
  if (target != no_unit && best[0] == 0) {
    if (from != here) (void)battle.move(id, from);
    const AttackOutcome out = *battle.attack(id, target);
    if (log) {
      log->push_back(u.name + " -> " + cell(from) + " attacks " + battle.unit(target)->name +
                     " for " + std::to_string(out.damage) + (out.defeated ? " (defeated)" : ""));
    }
    return;
  }
  // No attack worth making: advance along the cheapest way toward the
  // nearest enemy as far as it stays out of harm; if no step of it is safe,
  // the cell of least danger, then nearest the enemy.
  Point to = here;
  const std::vector<Point> way = approach(battle, u);
  const std::vector<Reach> range = *battle.reachable(id);
  auto reach_of = [&](Point p) {
    return std::find_if(range.begin(), range.end(), [&](const Reach& r) { return r.at == p; });
  };
  for (std::size_t i = 1; i < way.size(); ++i) {
    if (reach_of(way[i]) == range.end()) continue;
    if (at(threat, way[i]) == 0) to = way[i];
  }
  if (to == here && at(threat, here) > 0) {
    std::array<int, 3> key{INT_MAX, INT_MAX, INT_MAX};
    for (const Reach& r : range) {
      const int taken = at(threat, r.at);
      const std::array<int, 3> k{taken >= u.hp ? 1 : 0, taken, nearest_enemy(battle, r.at)};
      if (k < key) {
        key = k;
        to = r.at;
      }
    }
  }
  if (to != here) (void)battle.move(id, to);
  (void)battle.wait(id);
  if (log) log->push_back(u.name + " -> " + cell(to) + " waits");
}

}  // namespace

void play_player_phase(Battle& battle, std::vector<std::string>* log) {
  while (battle.status() == BattleStatus::ongoing && battle.phase() == Phase::player) {
    const BattleUnit* next = nullptr;
    for (const BattleUnit& u : battle.units()) {
      if (u.team == Team::player && u.alive() && !u.acted) {
        next = &u;
        break;
      }
    }
    if (!next) break;
    act(battle, *next, log);
  }
}

BattleStatus play_battle(Battle& battle, int max_turns, std::vector<std::string>* log) {
  while (battle.status() == BattleStatus::ongoing && battle.turn() <= max_turns) {
    if (log) log->push_back("-- turn " + std::to_string(battle.turn()));
    play_player_phase(battle, log);
    if (battle.status() != BattleStatus::ongoing) break;
    const std::vector<EnemyStep> steps = *battle.run_enemy_phase();
    for (const EnemyStep& s : steps) {
      if (!log) continue;
      std::string line = battle.unit(s.unit)->name + " -> " + cell(s.path.back());
      if (s.target != no_unit) {
        line += " attacks " + battle.unit(s.target)->name + " for " + std::to_string(s.damage) +
                " (hp " + std::to_string(s.target_hp) + ")";
      }
      log->push_back(line);
    }
  }
  return battle.status();
}

}  // namespace qipan::tactics::testing
