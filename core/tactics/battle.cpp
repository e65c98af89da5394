#include "core/tactics/battle.h"

#include <string>

#include "core/tactics/sight.h"

namespace qipan::tactics {
namespace {

// "unit 3 (Soldier 2)"
std::string who(const BattleUnit& u) {
  std::string out = "unit ";
  out += std::to_string(u.id);
  out += " (";
  out += u.name;
  out += ")";
  return out;
}

Result<void> check_spec(const Map& map, const BattleUnitSpec& s, std::size_t index) {
  const std::string unit = "unit " + std::to_string(index) + " (" + s.name + ")";
  if (s.name.empty() || s.name.size() > max_unit_name) {
    return Error{"unit " + std::to_string(index) + ": name must be 1.." +
                 std::to_string(max_unit_name) + " characters, got '" + s.name + "'"};
  }
  if (s.kind.empty() || s.kind.size() > max_unit_name) {
    return Error{unit + ": kind must be 1.." + std::to_string(max_unit_name) +
                 " characters, got '" + s.kind + "'"};
  }
  if (s.team != Team::player && s.team != Team::enemy) {
    return Error{unit + ": team must be player or enemy"};
  }
  if (auto ok = check_label(s.label); !ok) return Error{unit + ": " + ok.error().message};
  if (auto ok = check_stats(s.stats, battle_limits); !ok) {
    return Error{unit + ": " + ok.error().message};
  }
  const auto move_class = map.costs().move_class(s.move_class);
  if (!move_class) {
    std::string known;
    for (int c = 0; c < map.costs().move_class_count(); ++c) {
      if (c > 0) known += ", ";
      known += map.costs().move_class_name(static_cast<MoveClassId>(c));
    }
    return Error{unit + ": unknown move class '" + s.move_class + "' (known: " + known + ")"};
  }
  if (!map.contains(s.at)) return Error{unit + ": " + map.off_map(s.at).message};
  const TerrainId terrain = map.terrain_id_at(s.at);
  if (map.costs().cost(terrain, *move_class) == impassable) {
    return Error{unit + " stands on " + map.terrain_at(s.at) + " at " + to_string(s.at) +
                 ", impassable for " + s.move_class + " units"};
  }
  return {};
}

}  // namespace

std::string_view team_name(Team team) { return team == Team::player ? "player" : "enemy"; }

std::string_view phase_name(Phase phase) { return phase == Phase::player ? "player" : "enemy"; }

std::string_view difficulty_name(Difficulty d) {
  switch (d) {
    case Difficulty::easy:
      return "easy";
    case Difficulty::hard:
      return "hard";
    case Difficulty::normal:
      break;
  }
  return "normal";
}

Result<Difficulty> parse_difficulty(std::string_view name) {
  for (Difficulty d : difficulties) {
    if (difficulty_name(d) == name) return d;
  }
  return Error{"unknown difficulty '" + std::string(name) + "' (expected easy, normal or hard)"};
}

std::string_view status_name(BattleStatus status) {
  switch (status) {
    case BattleStatus::won:
      return "won";
    case BattleStatus::lost:
      return "lost";
    case BattleStatus::ongoing:
      break;
  }
  return "ongoing";
}

Result<Battle> Battle::create(std::string name, std::string title, Map terrain,
                              std::span<const BattleUnitSpec> units) {
  if (!terrain.units().empty()) {
    return Error{"the battle's map must hold no units (it has " +
                 std::to_string(terrain.units().size()) + ")"};
  }
  if (units.size() > static_cast<std::size_t>(max_battle_units)) {
    return Error{"too many units: " + std::to_string(units.size()) + " (at most " +
                 std::to_string(max_battle_units) + ")"};
  }
  bool sides[2] = {false, false};
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (auto ok = check_spec(terrain, units[i], i); !ok) return ok.error();
    sides[static_cast<int>(units[i].team)] = true;
  }
  if (!sides[0]) return Error{"the battle has no player units"};
  if (!sides[1]) return Error{"the battle has no enemy units"};

  Battle battle(std::move(name), std::move(title), std::move(terrain));
  for (std::size_t i = 0; i < units.size(); ++i) {
    const BattleUnitSpec& s = units[i];
    auto id = battle.map_.add_unit({static_cast<int>(s.team), s.at, s.move_class, s.stats, s.jump});
    if (!id) return Error{"unit " + std::to_string(i) + " (" + s.name + "): " + id.error().message};
    battle.units_.push_back({*id, s.name, s.kind, s.team, battle.map_.unit(*id)->move_class,
                             s.stats, s.stats.max_hp, false, false, s.at, s.label});
  }
  battle.log_.push_back(BattleEvent{});  // the player phase of turn 1 begins
  return battle;
}

const BattleUnit* Battle::unit(UnitId id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= units_.size()) return nullptr;
  return &units_[static_cast<std::size_t>(id)];
}

Result<const BattleUnit*> Battle::living(UnitId id) const {
  const BattleUnit* u = unit(id);
  if (!u) {
    return Error{"no unit with id " + std::to_string(id) + " (ids are 0.." +
                     std::to_string(units_.size() - 1) + ")",
                 ErrorCode::bad_unit};
  }
  if (!u->alive()) return Error{who(*u) + " was defeated", ErrorCode::bad_unit};
  return u;
}

// Two living units on opposite sides.
Result<void> Battle::opponents(const BattleUnit& u, const BattleUnit& target) const {
  if (u.id == target.id) return Error{who(u) + " cannot attack itself"};
  if (u.team == target.team) return Error{who(target) + " is on the same side as " + who(u)};
  return {};
}

Error Battle::over() const {
  return Error{"the battle is over: " + std::string(status_name(status_)), ErrorCode::game_over};
}

// A living player unit the player may order now.
Result<const BattleUnit*> Battle::player_order(UnitId id) const {
  if (status_ != BattleStatus::ongoing) return over();
  if (phase_ != Phase::player) return Error{"it is the enemy phase: the player cannot act"};
  auto u = living(id);
  if (!u) return u;
  if ((*u)->team != Team::player) {
    return Error{who(**u) + " is an enemy unit: the player orders only their own"};
  }
  return u;
}

bool Battle::can_wait(UnitId id) const {
  const BattleUnit* u = unit(id);
  return status_ == BattleStatus::ongoing && phase_ == Phase::player && u && u->alive() &&
         u->team == Team::player && !u->acted;
}

bool Battle::can_move(UnitId id) const { return can_wait(id) && !unit(id)->moved; }

Result<void> Battle::select(UnitId id) {
  if (id != no_unit) {
    auto u = living(id);
    if (!u) return u.error();
  }
  selected_ = id;
  return {};
}

Result<void> Battle::set_label(UnitId id, std::string label) {
  if (!unit(id)) {
    return Error{"no unit with id " + std::to_string(id), ErrorCode::bad_unit};
  }
  if (auto ok = check_label(label); !ok) return ok.error();
  mutable_unit(id).label = std::move(label);
  return {};
}

Result<std::vector<Point>> Battle::move(UnitId id, Point to) {
  auto order = player_order(id);
  if (!order) return order.error();
  const BattleUnit& u = **order;
  if (u.acted) return Error{who(u) + " has already acted this turn"};
  if (u.moved) return Error{who(u) + " has already moved this turn"};
  if (!map_.contains(to)) return map_.off_map(to);
  std::vector<Point> path;
  if (auto ok = search_.path_to(map_, id, to, path); !ok) return ok.error();
  if (path.empty()) {
    return Error{"cell " + to_string(to) + " is not in the movement range of " + who(u)};
  }
  (void)map_.move_unit(id, to);  // a cell of its range: free
  mutable_unit(id).moved = true;
  selected_ = id;
  record(EventKind::move, u, no_unit, path.front(), to);
  return path;
}

Result<void> Battle::cancel_move(UnitId id) {
  auto order = player_order(id);
  if (!order) return order.error();
  const BattleUnit& u = **order;
  if (u.acted) return Error{who(u) + " has already acted this turn"};
  if (!u.moved) return Error{who(u) + " has not moved this turn"};
  if (const UnitId other = map_.unit_at(u.phase_start); other != no_unit && other != id) {
    return Error{"cannot take back the move of " + who(u) + ": its cell " +
                 to_string(u.phase_start) + " is taken by " +
                 who(units_[static_cast<std::size_t>(other)])};
  }
  const Point from = cell_of(u);
  (void)map_.move_unit(id, u.phase_start);  // checked free above
  mutable_unit(id).moved = false;
  record(EventKind::cancel_move, u, no_unit, from, u.phase_start);
  return {};
}

Result<AttackOutcome> Battle::attack(UnitId id, UnitId target) {
  auto order = player_order(id);
  if (!order) return order.error();
  const BattleUnit& u = **order;
  if (u.acted) return Error{who(u) + " has already acted this turn"};
  auto t = living(target);
  if (!t) return t.error();
  const BattleUnit& v = **t;
  if (auto ok = opponents(u, v); !ok) return ok.error();
  if (!in_range(u, cell_of(u), cell_of(v))) {
    return Error{who(v) + " is out of range of " + who(u) + ": distance " +
                 std::to_string(map_.distance(cell_of(u), cell_of(v))) + ", range " +
                 std::to_string(u.stats.min_range) + ".." + std::to_string(u.stats.max_range) +
                 (map_.options().line_of_sight && !sees(map_, cell_of(u), cell_of(v))
                      ? ", out of sight"
                      : "")};
  }
  BattleUnit& m = mutable_unit(id);
  const AttackOutcome out = strike(m, mutable_unit(target));
  finish_action(m);
  return out;
}

Result<void> Battle::wait(UnitId id) {
  auto order = player_order(id);
  if (!order) return order.error();
  const BattleUnit& u = **order;
  if (u.acted) return Error{who(u) + " has already acted this turn"};
  record(EventKind::wait, u, no_unit, cell_of(u), cell_of(u));
  finish_action(mutable_unit(id));
  return {};
}

Result<void> Battle::end_turn() {
  if (status_ != BattleStatus::ongoing) return over();
  if (phase_ != Phase::player) return Error{"it is the enemy phase: the player cannot end it"};
  begin_phase(Phase::enemy);
  return {};
}

Result<std::vector<EnemyStep>> Battle::run_enemy_phase() {
  if (status_ != BattleStatus::ongoing) return over();
  if (phase_ != Phase::enemy) return Error{"it is the player phase: end the turn first"};
  std::vector<EnemyStep> steps;
  while (phase_ == Phase::enemy && status_ == BattleStatus::ongoing) {
    auto step = enemy_step();
    if (!step) return step.error();  // cannot happen: checked above
    steps.push_back(std::move(*step));
  }
  return steps;
}

Result<EnemyStep> Battle::plan_enemy_step() const {
  if (status_ != BattleStatus::ongoing) return over();
  if (phase_ != Phase::enemy) return Error{"it is the player phase: end the turn first"};
  const BattleUnit* enemy = next_enemy();
  if (!enemy) return Error{"no enemy unit is left to act"};  // the phase would have ended
  return plan_for(*enemy);
}

Result<EnemyStep> Battle::enemy_step() {
  auto plan = plan_enemy_step();
  if (!plan) return plan;
  const EnemyStep& step = *plan;
  BattleUnit& enemy = mutable_unit(step.unit);
  (void)map_.move_unit(enemy.id, step.path.back());  // a cell of its range: free
  enemy.moved = true;
  if (step.path.size() > 1)
    record(EventKind::move, enemy, no_unit, step.path.front(), step.path.back());
  if (step.target == no_unit)
    record(EventKind::wait, enemy, no_unit, step.path.back(), step.path.back());
  if (step.target != no_unit) strike(enemy, mutable_unit(step.target));
  finish_action(enemy);
  return plan;
}

// [SECTION] Applying changes

AttackOutcome Battle::strike(BattleUnit& attacker, BattleUnit& target) {
  AttackOutcome out;
  out.attacker = attacker.id;
  out.target = target.id;
  out.damage = damage(attacker.stats.attack, target.stats.defence);
  out.hp_after = std::max(0, target.hp - out.damage);
  out.defeated = out.hp_after == 0;
  record(EventKind::attack, attacker, target.id, cell_of(attacker), cell_of(target), out.damage,
         out.hp_after);
  if (out.defeated) {
    record(EventKind::defeat, target, attacker.id, cell_of(target), cell_of(target), out.damage, 0);
    target.phase_start = cell_of(target);  // where it fell, while the map still has it
    (void)map_.remove_unit(target.id);
    if (selected_ == target.id) selected_ = no_unit;
  }
  target.hp = out.hp_after;
  if (out.defeated) update_status();
  return out;
}

// After a unit's attack or wait: its phase is over; the team's phase is over
// when no living unit of the team is left to act.
void Battle::finish_action(BattleUnit& u) {
  u.moved = true;
  u.acted = true;
  if (selected_ == u.id) selected_ = no_unit;
  if (status_ != BattleStatus::ongoing) return;
  for (const BattleUnit& other : units_) {
    if (other.team == u.team && other.alive() && !other.acted) return;
  }
  begin_phase(u.team == Team::player ? Phase::enemy : Phase::player);
}

void Battle::begin_phase(Phase phase) {
  if (phase == Phase::player) ++turn_;
  phase_ = phase;
  selected_ = no_unit;
  for (BattleUnit& u : units_) {
    u.moved = false;
    u.acted = false;
    u.phase_start = cell_of(u);
  }
  log_.push_back(BattleEvent{EventKind::phase, turn_, phase_, no_unit, no_unit, {}, {}, 0, 0});
}

void Battle::record(EventKind kind, const BattleUnit& u, UnitId target, Point from, Point to,
                    int damage, int hp_after) {
  log_.push_back(BattleEvent{kind, turn_, phase_, u.id, target, from, to, damage, hp_after});
}

void Battle::update_status() {
  bool alive[2] = {false, false};
  for (const BattleUnit& u : units_) alive[static_cast<int>(u.team)] |= u.alive();
  if (!alive[1]) {
    status_ = BattleStatus::won;
  } else if (!alive[0]) {
    status_ = BattleStatus::lost;
  }
}

// [SECTION] Queries

bool Battle::in_range(const BattleUnit& u, Point from, Point target) const {
  return reaches(map_, u.stats, from, target);
}

std::vector<UnitId> Battle::targets_from(const BattleUnit& u, Point from) const {
  std::vector<UnitId> out;
  for (const BattleUnit& v : units_) {
    if (v.alive() && v.team != u.team && in_range(u, from, cell_of(v))) out.push_back(v.id);
  }
  return out;
}

bool Battle::search_now(const BattleUnit& u) const {
  const int points = points_left(u);
  if (points < 0) return false;
  (void)search_.run(map_, u.id, points);  // a living unit: always on the map
  return true;
}

Result<std::vector<Reach>> Battle::reachable(UnitId id) const {
  auto u = living(id);
  if (!u) return u.error();
  std::vector<Reach> out;
  if (search_now(**u)) search_.reachable(out);
  return out;
}

Result<UnitView> Battle::view(UnitId id) const {
  auto u = living(id);
  if (!u) return u.error();
  UnitView out;
  if (!search_now(**u)) return out;
  search_.reachable(out.reachable);
  std::vector<Point> range;
  search_.attack_range(range);
  // Both lists are row-major: the fringe is a merge-style difference.
  std::size_t r = 0;
  auto before = [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; };
  for (Point p : range) {
    while (r < out.reachable.size() && before(out.reachable[r].at, p)) ++r;
    if (r < out.reachable.size() && out.reachable[r].at == p) continue;
    const BattleUnit* there = unit(map_.unit_at(p));
    if (there && there->team == (*u)->team) continue;  // an ally's cell is not a target
    out.attack_cells.push_back(p);
  }
  out.targets = targets_from(**u, cell_of(**u));
  if (!map_.options().line_of_sight) return out;
  // The cells in range from where it stands that it does not see.
  const Point from = cell_of(**u);
  const UnitStats& s = (*u)->stats;
  const int per = map_.range_per_height();
  const int reach = s.max_range + (per > 0 ? max_height / per : 0);
  const int far = std::min(reach, std::max(map_.width(), map_.height()));
  for (int y = std::max(0, from.y - far); y <= std::min(map_.height() - 1, from.y + far); ++y) {
    for (int x = std::max(0, from.x - far); x <= std::min(map_.width() - 1, from.x + far); ++x) {
      const Point p{x, y};
      const int d = map_.distance(from, p);
      if (d < s.min_range || d > s.max_range + range_bonus(map_, s, from, p)) continue;
      if (sees(map_, from, p)) continue;
      out.unseen_cells.push_back(p);
      const BattleUnit* there = unit(map_.unit_at(p));
      if (there && there->team != (*u)->team) out.unseen_targets.push_back(there->id);
    }
  }
  return out;
}

Result<std::vector<Point>> Battle::path_to(UnitId id, Point to) const {
  auto u = living(id);
  if (!u) return u.error();
  if (!map_.contains(to)) return map_.off_map(to);
  std::vector<Point> out;
  if (search_now(**u)) search_.path_to(to, out);
  return out;
}

Result<std::vector<UnitId>> Battle::targets(UnitId id) const {
  auto u = living(id);
  if (!u) return u.error();
  if ((*u)->acted) return std::vector<UnitId>{};
  return targets_from(**u, cell_of(**u));
}

Result<std::vector<Point>> Battle::attack_positions(UnitId id, UnitId target) const {
  auto u = living(id);
  if (!u) return u.error();
  auto t = living(target);
  if (!t) return t.error();
  if (auto ok = opponents(**u, **t); !ok) return ok.error();
  std::vector<Reach> range;
  if (search_now(**u)) search_.reachable(range);
  std::vector<Reach> from;
  const Point target_cell = cell_of(**t);
  for (const Reach& r : range) {
    if (in_range(**u, r.at, target_cell)) from.push_back(r);
  }
  // Row-major already: a stable sort by cost keeps it within a cost.
  std::stable_sort(from.begin(), from.end(),
                   [](const Reach& a, const Reach& b) { return a.cost < b.cost; });
  std::vector<Point> out;
  out.reserve(from.size());
  for (const Reach& r : from) out.push_back(r.at);
  return out;
}

Result<Forecast> Battle::forecast(UnitId id, UnitId target) const {
  auto u = living(id);
  if (!u) return u.error();
  auto t = living(target);
  if (!t) return t.error();
  if (auto ok = opponents(**u, **t); !ok) return ok.error();
  Forecast f;
  f.damage = damage((*u)->stats.attack, (*t)->stats.defence);
  f.hp_before = (*t)->hp;
  f.hp_after = std::max(0, f.hp_before - f.damage);
  f.defeats = f.hp_after == 0;
  return f;
}

std::vector<Point> Battle::danger_zone() const {
  std::vector<Point> out;
  (void)search_.danger_zone(map_, static_cast<int>(Team::player), out);  // team 0: valid
  return out;
}

}  // namespace qipan::tactics
