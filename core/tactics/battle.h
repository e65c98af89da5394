#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/map.h"
#include "core/tactics/pathfinder.h"
#include "core/tactics/point.h"
#include "core/tactics/unit.h"

namespace qipan::tactics {

// The two sides of a battle; on the map the player is team 0, the enemy 1.
enum class Team : std::uint8_t { player = 0, enemy = 1 };
// Whose units act now.
enum class Phase : std::uint8_t { player, enemy };
// won: every enemy unit defeated; lost: every player unit defeated.
enum class BattleStatus : std::uint8_t { ongoing, won, lost };

std::string_view team_name(Team team);              // "player", "enemy"
std::string_view phase_name(Phase phase);           // "player", "enemy"
std::string_view status_name(BattleStatus status);  // "ongoing", "won", "lost"

// How the enemy plays (battle_enemy.cpp, docs/battle.md "Difficulty"):
//  easy: each enemy unit holds its ground until a player unit is near (it
//    could attack one within two turns' move), and hits the first player
//    unit it can reach (least id), not the weakest;
//  normal: the rules below, as the enemy has always played;
//  hard: as normal, but it attacks from a cell no player unit can strike
//    next phase when it has one, and prefers the blow that defeats, then the
//    player unit that hits hardest.
enum class Difficulty : std::uint8_t { easy, normal, hard };
inline constexpr Difficulty difficulties[] = {Difficulty::easy, Difficulty::normal,
                                              Difficulty::hard};
std::string_view difficulty_name(Difficulty d);  // "easy", "normal", "hard"
// The difficulty of a name; an unknown one is an error listing the three.
Result<Difficulty> parse_difficulty(std::string_view name);

// Limits of a battle: stats within battle_limits, at most this many units,
// names of at most this many characters.
inline constexpr int max_battle_move = 30;   // move points
inline constexpr int max_battle_range = 10;  // attack range: 1 <= min <= max <= this
inline constexpr StatLimits battle_limits{max_battle_move, 1, max_battle_range};
inline constexpr int max_battle_units = 256;
inline constexpr std::size_t max_unit_name = 32;

// The damage of one attack: attack minus defence, at least 1.
constexpr int damage(int attack, int defence) { return std::max(1, attack - defence); }

// What the author of a battle says about a unit.
struct BattleUnitSpec {
  std::string name;  // "Soldier 2"
  std::string kind;  // "Soldier"
  Team team = Team::player;
  Point at;
  std::string move_class = "foot";
  UnitStats stats;
  std::string label = {};  // free-form (check_label, map.h); empty by default
  int jump = max_jump;     // the greatest climb or drop of a step (map.h)
};

// A unit in a battle. Its id is its id on the battle's map, which keeps
// where it stands (Battle::cell_of). A defeated unit (hp 0) leaves the map
// but stays in the list. `moved` and `acted` say what it did in the current
// phase; both are cleared for every unit when a phase begins. Acting (attack
// or wait) ends a unit's phase, moved or not.
struct BattleUnit {
  UnitId id = no_unit;
  std::string name;
  std::string kind;
  Team team = Team::player;
  MoveClassId move_class = 0;
  UnitStats stats;
  int hp = 1;
  bool moved = false;
  bool acted = false;
  // Where it stood when the phase began (for cancel_move); once defeated,
  // where it fell.
  Point phase_start;
  // Free-form text the embedder keeps with the unit (check_label, map.h:
  // at most max_label bytes); the battle never reads it.
  std::string label = {};

  bool alive() const { return hp > 0; }
};

// What one attack will do or did.
struct Forecast {
  int damage = 0;
  int hp_before = 0;
  int hp_after = 0;
  bool defeats = false;
};

struct AttackOutcome {
  UnitId attacker = no_unit;
  UnitId target = no_unit;
  int damage = 0;
  int hp_after = 0;  // the target's
  bool defeated = false;
};

// One enemy unit's turn in the enemy phase, for the page to animate: the
// path it walked (its cell first; just its cell when it stayed), then the
// attack it made, if any.
struct EnemyStep {
  UnitId unit = no_unit;
  std::vector<Point> path;
  UnitId target = no_unit;  // no_unit: it did not attack
  int damage = 0;
  int target_hp = 0;  // the target's hp after the hit
  bool defeated = false;

  bool operator==(const EnemyStep&) const = default;
};

// One entry of a battle's log, what a page tells in words (battle_log.h):
// `unit` moved (`from` → `to`, an enemy's walk too) or took its move back
// (`from` → `to`), attacked `target` (`damage`, the target's `hp_after`),
// was defeated (by `target`, the attacker, at `to`), waited; or a `phase`
// of `turn` began.
enum class EventKind : std::uint8_t { move, cancel_move, attack, defeat, wait, phase };

struct BattleEvent {
  EventKind kind = EventKind::phase;
  int turn = 1;
  Phase phase = Phase::player;
  UnitId unit = no_unit;
  UnitId target = no_unit;
  Point from;
  Point to;
  int damage = 0;
  int hp_after = 0;

  bool operator==(const BattleEvent&) const = default;
};

// What a unit can do now, for drawing the selection: where it can move
// (blue), the cells it could attack beyond them (the red fringe: its attack
// range minus `reachable` and minus the cells its allies hold), and the
// living enemy units it can attack from where it stands.
//
// On a map with line of sight, also the cells within its attack range
// (distance and height bonus) from where it stands that it does not see,
// row-major, and the living enemies standing on them: an attack out of
// sight, which the page shows as such.
struct UnitView {
  std::vector<Reach> reachable;
  std::vector<Point> attack_cells;
  std::vector<UnitId> targets;
  std::vector<Point> unseen_cells;
  std::vector<UnitId> unseen_targets;
};

// A turn-based tactics battle on a Map: two teams, phases, one move and one
// action per unit per phase, damage and defeat, the enemy's behaviour
// (battle_enemy.cpp), and the queries a page draws from. docs/battle.md
// states the rules.
//
// Flow: the player phase of turn 1 comes first. Each player unit may move
// once (to a cell of its movement range, along path_to) and then act once:
// attack an enemy in range of where it stands, or wait; it may act without
// moving. The phase ends when every living player unit has acted, or on
// end_turn(). The enemy phase is then played by enemy_step() (one enemy unit
// at a time, in order of id) or run_enemy_phase() (all of them); after the
// last enemy unit the player phase of the next turn begins. Once the battle is
// won or lost nothing more may be played.
//
// Every call that changes the battle returns a Result and changes nothing
// when it fails. The queries describe a unit as it stands now: a unit that
// has acted can do nothing more, one that has moved can only act where it is.
// They reuse one Pathfinder (so a Battle is not for sharing between threads).
class Battle {
 public:
  // `terrain` gives the cells, costs and options and must hold no unit;
  // units get ids 0, 1, ... in the order given. Errors: a bad field, a cell
  // off the map, taken or impassable for the unit's class, no unit of a team.
  static Result<Battle> create(std::string name, std::string title, Map terrain,
                               std::span<const BattleUnitSpec> units);

  const std::string& name() const { return name_; }
  const std::string& title() const { return title_; }
  // The terrain and the living units (defeated ones are removed).
  const Map& map() const { return map_; }
  // Every unit in order of id, the defeated ones too.
  std::span<const BattleUnit> units() const { return units_; }
  // The unit with this id, or nullptr.
  const BattleUnit* unit(UnitId id) const;
  // The living unit on a cell, or no_unit.
  UnitId unit_at(Point p) const { return map_.unit_at(p); }
  // The cell a unit stands on, or, once defeated, the cell where it fell.
  Point cell_of(const BattleUnit& u) const {
    return u.alive() ? map_.unit(u.id)->at : u.phase_start;
  }
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }
  BattleStatus status() const { return status_; }
  // How the enemy plays; normal at first. It may change at any time and
  // rules the enemy steps from then on.
  Difficulty difficulty() const { return difficulty_; }
  void set_difficulty(Difficulty d) { difficulty_ = d; }
  // Everything that happened, oldest first (battle_log.h words it).
  std::span<const BattleEvent> log() const { return log_; }

  // Whether the player may order this unit now: move it (a living player
  // unit that has neither moved nor acted, in the player phase of an ongoing
  // battle), or make it wait (the same, moved or not). False for any other
  // id, no_unit included.
  bool can_move(UnitId id) const;
  bool can_wait(UnitId id) const;

  // The selection, for the page: any living unit, or no_unit. Moving a unit
  // selects it; its attack or wait, and every new phase, clear it.
  UnitId selected() const { return selected_; }
  Result<void> select(UnitId id);

  // Sets the label of any unit, defeated ones too, in any phase (errors: no
  // such unit, a label check_label refuses).
  Result<void> set_label(UnitId id, std::string label);

  // The player's orders, in the player phase of an ongoing battle, for a
  // living player unit. `move` returns the path walked (path_to: the unit's
  // cell first); moving to its own cell counts as its move. `cancel_move`
  // puts a unit that moved but has not acted back where it began the phase.
  Result<std::vector<Point>> move(UnitId id, Point to);
  Result<void> cancel_move(UnitId id);
  Result<AttackOutcome> attack(UnitId id, UnitId target);
  Result<void> wait(UnitId id);
  Result<void> end_turn();

  // The enemy phase. `enemy_step` plays the next enemy unit (the living one
  // of least id that has not acted) and returns what it did; after the last
  // one the next player phase begins. `plan_enemy_step` says what it would
  // do without doing it. `run_enemy_phase` plays the steps to the end of the
  // phase (or of the battle). Errors: not the enemy phase, battle over.
  Result<EnemyStep> enemy_step();
  Result<EnemyStep> plan_enemy_step() const;
  Result<std::vector<EnemyStep>> run_enemy_phase();

  // Queries on any living unit (errors: no such unit, defeated).
  // Where it can move now, row by row with costs (its own cell at 0).
  Result<std::vector<Reach>> reachable(UnitId id) const;
  // reachable, attack_cells and targets in one search.
  Result<UnitView> view(UnitId id) const;
  // The path it would walk to `to`: its cell first; empty when it cannot
  // move there now. Errors also on a cell off the map.
  Result<std::vector<Point>> path_to(UnitId id, Point to) const;
  // The living enemies of the unit it can attack from where it stands, in
  // order of id; none once it has acted.
  Result<std::vector<UnitId>> targets(UnitId id) const;
  // The cells it can move to now from which `target` is in range, cheapest
  // first, ties row by row (the first is where an enemy attacks from).
  Result<std::vector<Point>> attack_positions(UnitId id, UnitId target) const;
  // What `id` attacking `target` would do, wherever they stand. Errors also
  // when they are on the same team.
  Result<Forecast> forecast(UnitId id, UnitId target) const;
  // The cells some living enemy unit could attack this coming enemy phase:
  // the union of their attack ranges from every cell they could move to.
  std::vector<Point> danger_zone() const;

 private:
  // battle_save.cpp rebuilds a saved battle field by field.
  friend Result<Battle> restore_snapshot(std::string_view text);

  Battle(std::string name, std::string title, Map map)
      : name_(std::move(name)), title_(std::move(title)), map_(std::move(map)) {}

  BattleUnit& mutable_unit(UnitId id) { return units_[static_cast<std::size_t>(id)]; }
  Result<const BattleUnit*> living(UnitId id) const;
  Result<const BattleUnit*> player_order(UnitId id) const;
  Result<void> opponents(const BattleUnit& u, const BattleUnit& target) const;
  Error over() const;
  // Move points the unit has left this phase, or -1 once it has acted.
  static int points_left(const BattleUnit& u) { return u.acted ? -1 : u.moved ? 0 : u.stats.move; }
  // Whether `u` standing on `from` can attack a unit on `target`.
  // Whether u on `from` reaches `target` with an attack (sight.h, `reaches`:
  // the topology's distance, height and sight as the map says).
  bool in_range(const BattleUnit& u, Point from, Point target) const;
  std::vector<UnitId> targets_from(const BattleUnit& u, Point from) const;
  // Runs the search for a unit with the points it has left; false once it
  // has acted.
  bool search_now(const BattleUnit& u) const;

  // Applying changes (arguments already checked).
  AttackOutcome strike(BattleUnit& attacker, BattleUnit& target);
  void finish_action(BattleUnit& u);
  void begin_phase(Phase phase);
  void update_status();
  void record(EventKind kind, const BattleUnit& u, UnitId target = no_unit, Point from = {},
              Point to = {}, int damage = 0, int hp_after = 0);

  // The enemy's plan for one unit (battle_enemy.cpp).
  EnemyStep plan_for(const BattleUnit& enemy) const;
  bool plan_attack(const BattleUnit& enemy, EnemyStep& step) const;
  void plan_approach(const BattleUnit& enemy, EnemyStep& step) const;
  const BattleUnit* next_enemy() const;
  // The cells some living player unit could strike next phase, one flag a
  // cell row by row (for the hard enemy).
  std::vector<bool> player_threat() const;

  std::string name_;
  std::string title_;
  Map map_;
  std::vector<BattleUnit> units_;
  Phase phase_ = Phase::player;
  int turn_ = 1;
  BattleStatus status_ = BattleStatus::ongoing;
  Difficulty difficulty_ = Difficulty::normal;
  UnitId selected_ = no_unit;
  std::vector<BattleEvent> log_;
  mutable Pathfinder search_;
};

}  // namespace qipan::tactics
