// qipan.Battle: the tactics battle of core/tactics (battle.h) for
// JavaScript, with qipan.scenarios() and qipan.scenarioText(name) for the
// shipped scenarios. Only translates: JS values in and checked, the core
// called, plain JS values out. Every bad argument throws an Error naming it,
// and a refused order changes nothing (the core guarantees it).
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <climits>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "bindings/cells.h"
#include "bindings/js_error.h"
#include "core/tactics/battle.h"
#include "core/tactics/battle_log.h"
#include "core/tactics/battle_save.h"
#include "core/tactics/battle_scenario.h"
#include "core/tactics/import/battle_json.h"

namespace qipan::js {
namespace {

using emscripten::val;
using tactics::Battle;
using tactics::BattleUnit;
using tactics::EnemyStep;
using tactics::Point;
using tactics::Reach;
using tactics::UnitId;

val ids_to_js(const std::vector<UnitId>& ids) {
  val out = val::array();
  for (std::size_t i = 0; i < ids.size(); ++i) out.set(i, ids[i]);
  return out;
}

val id_or_null(UnitId id) { return id == tactics::no_unit ? val::null() : val(id); }

val cell_to_js(Point p) {
  val o = val::object();
  o.set("x", p.x);
  o.set("y", p.y);
  return o;
}

// One log entry: {kind, turn, phase, unit, target, from, to, damage, hp,
// enemy, text}. A phase has no unit, target or cells (null); otherwise
// `from` and `to` are the cells of the event: a move or cancel walked from
// → to, an attack from the attacker's cell to the target's, a defeat or a
// wait where the unit stands (from = to). `target` is the unit attacked, or
// for a defeat the attacker; damage and hp (the target's, after) are an
// attack's and a defeat's, else 0.
val event_to_js(const Battle& b, const tactics::BattleEvent& e) {
  const bool phase = e.kind == tactics::EventKind::phase;
  val o = val::object();
  o.set("kind", std::string(tactics::event_kind_name(e.kind)));
  o.set("turn", e.turn);
  o.set("phase", std::string(tactics::phase_name(e.phase)));
  o.set("unit", id_or_null(e.unit));
  o.set("target", id_or_null(e.target));
  o.set("from", phase ? val::null() : cell_to_js(e.from));
  o.set("to", phase ? val::null() : cell_to_js(e.to));
  o.set("damage", e.damage);
  o.set("hp", e.hp_after);
  o.set("enemy", tactics::enemy_event(b, e));
  o.set("text", tactics::describe(b, e));
  return o;
}

val step_to_js(const EnemyStep& s) {
  val o = val::object();
  o.set("unit", s.unit);
  o.set("path", cells_to_js(s.path));
  o.set("target", id_or_null(s.target));
  o.set("damage", s.damage);
  o.set("targetHp", s.target_hp);
  o.set("defeated", s.defeated);
  return o;
}

// The (id, target) arguments of attack, forecast and attackPositions: two
// whole numbers, read in order; the battle judges the ids.
Result<std::pair<UnitId, UnitId>> unit_and_target(const val& id, const val& target) {
  auto n = whole_arg(id, "id");
  if (!n) return n.error();
  auto t = whole_arg(target, "target");
  if (!t) return t.error();
  return std::pair{*n, *t};
}

// The (id, x, y) arguments of move and pathTo: whole numbers, read in order;
// the battle judges the id and the cell.
Result<std::pair<UnitId, Point>> unit_and_cell(const val& id, const val& x, const val& y) {
  auto n = whole_arg(id, "id");
  if (!n) return n.error();
  auto px = whole_arg(x, "x");
  if (!px) return px.error();
  auto py = whole_arg(y, "y");
  if (!py) return py.error();
  return std::pair{*n, Point{*px, *py}};
}

// checked() for the player's and the enemy's orders: an Error without a
// code is an order the battle refuses now ('refused').
template <class Body>
auto checked_order(Body&& body) {
  return checked(std::forward<Body>(body), ErrorCode::refused);
}

class JsBattle {
 public:
  explicit JsBattle(Battle battle) : battle_(std::move(battle)) {}

  std::string name() const { return battle_.name(); }
  std::string title() const { return battle_.title(); }
  int width() const { return battle_.map().width(); }
  int height() const { return battle_.map().height(); }

  std::string terrain_at(const val& x, const val& y) const {
    return checked([&]() -> Result<std::string> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      return battle_.map().terrain_at(*p);
    });
  }

  // Every cell's terrain name, row by row.
  val terrain() const {
    const tactics::Map& map = battle_.map();
    val out = val::array();
    std::size_t i = 0;
    for (int y = 0; y < map.height(); ++y) {
      for (int x = 0; x < map.width(); ++x) out.set(i++, map.terrain_at({x, y}));
    }
    return out;
  }

  val units() const {
    val out = val::array();
    std::size_t i = 0;
    for (const BattleUnit& u : battle_.units()) out.set(i++, unit_to_js(battle_, u));
    return out;
  }

  val unit(const val& id) const {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      return unit_to_js(battle_, *battle_.unit(*u));
    });
  }

  val unit_at(const val& x, const val& y) const {
    return checked([&]() -> Result<val> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      return id_or_null(battle_.unit_at(*p));
    });
  }

  std::string phase() const { return std::string(tactics::phase_name(battle_.phase())); }
  int turn() const { return battle_.turn(); }
  std::string status() const { return std::string(tactics::status_name(battle_.status())); }
  val selected() const { return id_or_null(battle_.selected()); }

  // The whole state a page shows, with the selection's overlay.
  val state() const {
    val o = val::object();
    o.set("name", battle_.name());
    o.set("title", battle_.title());
    o.set("width", width());
    o.set("height", height());
    o.set("phase", phase());
    o.set("turn", turn());
    o.set("status", status());
    o.set("selected", selected());
    o.set("units", units());
    std::vector<Reach> reach;
    std::vector<Point> attack;
    std::vector<UnitId> targets;
    if (battle_.selected() != tactics::no_unit) {
      auto view = battle_.view(battle_.selected());  // a living unit
      if (view) {
        reach = std::move(view->reachable);
        attack = std::move(view->attack_cells);
        targets = std::move(view->targets);
      }
    }
    o.set("reachable", cells_to_js(reach));
    o.set("attackCells", cells_to_js(attack));
    o.set("targets", ids_to_js(targets));
    return o;
  }

  // select(id) or select(null).
  void select(const val& id) {
    checked_order([&]() -> Result<void> {
      if (id.isNull()) return battle_.select(tactics::no_unit);
      auto n = unit_arg(id);
      if (!n) return n.error();
      return battle_.select(*n);
    });
  }

  val move(const val& id, const val& x, const val& y) {
    return checked_order([&]() -> Result<val> {
      auto args = unit_and_cell(id, x, y);
      if (!args) return args.error();
      const auto [n, to] = *args;
      auto path = battle_.move(n, to);
      if (!path) return path.error();
      return cells_to_js(*path);
    });
  }

  void cancel_move(const val& id) {
    checked_order([&]() -> Result<void> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      return battle_.cancel_move(*n);
    });
  }

  val attack(const val& id, const val& target) {
    return checked_order([&]() -> Result<val> {
      auto ids = unit_and_target(id, target);
      if (!ids) return ids.error();
      const auto [n, t] = *ids;
      auto out = battle_.attack(n, t);
      if (!out) return out.error();
      val o = val::object();
      o.set("attacker", out->attacker);
      o.set("target", out->target);
      o.set("damage", out->damage);
      o.set("targetHp", out->hp_after);
      o.set("defeated", out->defeated);
      return o;
    });
  }

  void wait(const val& id) {
    checked_order([&]() -> Result<void> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      return battle_.wait(*n);
    });
  }

  void end_turn() {
    checked_order([&]() -> Result<void> { return battle_.end_turn(); });
  }

  val enemy_step() {
    return checked_order([&]() -> Result<val> {
      auto step = battle_.enemy_step();
      if (!step) return step.error();
      return step_to_js(*step);
    });
  }

  val plan_enemy_step() const {
    return checked_order([&]() -> Result<val> {
      auto step = battle_.plan_enemy_step();
      if (!step) return step.error();
      return step_to_js(*step);
    });
  }

  val run_enemy_phase() {
    return checked_order([&]() -> Result<val> {
      auto steps = battle_.run_enemy_phase();
      if (!steps) return steps.error();
      val out = val::array();
      for (std::size_t i = 0; i < steps->size(); ++i) out.set(i, step_to_js((*steps)[i]));
      return out;
    });
  }

  val reachable(const val& id) const {
    return checked([&]() -> Result<val> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      auto cells = battle_.reachable(*n);
      if (!cells) return cells.error();
      return cells_to_js(*cells);
    });
  }

  val attack_cells(const val& id) const {
    return checked([&]() -> Result<val> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      auto view = battle_.view(*n);
      if (!view) return view.error();
      return cells_to_js(view->attack_cells);
    });
  }

  val view(const val& id) const {
    return checked([&]() -> Result<val> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      auto view = battle_.view(*n);
      if (!view) return view.error();
      val o = val::object();
      o.set("reachable", cells_to_js(view->reachable));
      o.set("attackCells", cells_to_js(view->attack_cells));
      o.set("targets", ids_to_js(view->targets));
      return o;
    });
  }

  val path_to(const val& id, const val& x, const val& y) const {
    return checked([&]() -> Result<val> {
      auto args = unit_and_cell(id, x, y);
      if (!args) return args.error();
      const auto [n, to] = *args;
      auto path = battle_.path_to(n, to);
      if (!path) return path.error();
      return cells_to_js(*path);
    });
  }

  val targets(const val& id) const {
    return checked([&]() -> Result<val> {
      auto n = whole_arg(id, "id");
      if (!n) return n.error();
      auto ids = battle_.targets(*n);
      if (!ids) return ids.error();
      return ids_to_js(*ids);
    });
  }

  val attack_positions(const val& id, const val& target) const {
    return checked([&]() -> Result<val> {
      auto ids = unit_and_target(id, target);
      if (!ids) return ids.error();
      const auto [n, t] = *ids;
      auto cells = battle_.attack_positions(n, t);
      if (!cells) return cells.error();
      return cells_to_js(*cells);
    });
  }

  val forecast(const val& id, const val& target) const {
    return checked([&]() -> Result<val> {
      auto ids = unit_and_target(id, target);
      if (!ids) return ids.error();
      const auto [n, t] = *ids;
      auto f = battle_.forecast(n, t);
      if (!f) return f.error();
      val o = val::object();
      o.set("damage", f->damage);
      o.set("hpBefore", f->hp_before);
      o.set("hpAfter", f->hp_after);
      o.set("defeats", f->defeats);
      return o;
    });
  }

  val danger_zone() const { return cells_to_js(battle_.danger_zone()); }

  // ---- Saving (issue 14): save() / Battle.restore(text), scenarioText().
  std::string save() const { return tactics::save_snapshot(battle_); }
  std::string scenario_text_now() const {
    return checked([&] { return tactics::scenario_text(battle_); }, ErrorCode::refused);
  }
  // ---- end of saving.

  // setUnitLabel(id, text): free-form text kept with any unit.
  void set_unit_label(const val& id, const val& text) {
    checked([&]() -> Result<void> {
      auto n = unit_arg(id);
      if (!n) return n.error();
      auto t = string_arg(text, "label");
      if (!t) return t.error();
      return battle_.set_label(*n, std::move(*t));
    });
  }

  // log(start): the events from index `start` (0 when undefined) on,
  // oldest first.
  val log(const val& start) const {
    return checked([&]() -> Result<val> {
      const auto events = battle_.log();
      std::size_t from = 0;
      if (!start.isUndefined()) {
        auto n = whole_arg(start, "start");
        if (!n) return n.error();
        if (*n < 0 || static_cast<std::size_t>(*n) > events.size()) {
          return Error{"start must be 0.." + std::to_string(events.size()) +
                       " (the log's length), got " + std::to_string(*n)};
        }
        from = static_cast<std::size_t>(*n);
      }
      val out = val::array();
      for (std::size_t i = from; i < events.size(); ++i)
        out.set(i - from, event_to_js(battle_, events[i]));
      return out;
    });
  }
  val log_all() const { return log(val::undefined()); }

 private:
  Result<Point> point_arg(const val& x, const val& y) const {
    return cell_arg(battle_.map(), x, y);
  }

  // A whole number naming a unit of the battle (defeated ones included).
  Result<UnitId> unit_arg(const val& id) const {
    auto n = whole_arg(id, "id");
    if (!n) return n.error();
    if (!battle_.unit(*n)) {
      return Error{"no unit with id " + std::to_string(*n) + " (ids are 0.." +
                       std::to_string(battle_.units().size() - 1) + ")",
                   ErrorCode::bad_unit};
    }
    return *n;
  }

  Battle battle_;
};

// clone(): a battle of its own, in the same state.
JsBattle* clone_battle(const JsBattle& b) { return new JsBattle(b); }

JsBattle* make_battle(const val& text) {
  return checked([&]() -> Result<JsBattle*> {
    auto t = string_arg(text, "text");
    if (!t) return t.error();
    auto battle = tactics::parse_scenario(*t);
    if (!battle) return with_code(battle.error(), ErrorCode::bad_data);
    return new JsBattle(std::move(*battle));
  });
}

JsBattle* load_battle(const val& name) {
  return checked([&]() -> Result<JsBattle*> {
    auto n = string_arg(name, "name");
    if (!n) return n.error();
    auto shipped = tactics::shipped_scenario(*n);
    if (!shipped) return with_code(shipped.error(), ErrorCode::unknown_name);
    auto battle = shipped->is_text() ? tactics::parse_scenario(shipped->text)
                                     : tactics::import::battle_from_json(shipped->text, *n);
    if (!battle) return with_code(battle.error(), ErrorCode::bad_data);
    return new JsBattle(std::move(*battle));
  });
}

// Battle.restore(text): a battle from the text of save().
JsBattle* restore_snapshot(const val& text) {
  return checked(
      [&]() -> Result<JsBattle*> {
        auto t = string_arg(text, "text");
        if (!t) return t.error();
        auto battle = tactics::restore_snapshot(*t);
        if (!battle) return battle.error();
        return new JsBattle(std::move(*battle));
      },
      ErrorCode::bad_data);
}

// [{name, title, width, height, format}] of the shipped scenarios, smallest
// first; format "txt" (scenario text) or "tmj" (a Tiled map).
val scenarios() {
  val out = val::array();
  std::size_t i = 0;
  for (const tactics::ShippedScenario& s : tactics::shipped_scenarios()) {
    // Shipped: always loads (tested).
    auto battle = s.is_text() ? tactics::parse_scenario(s.text)
                              : tactics::import::battle_from_json(s.text, s.name);
    if (!battle) continue;
    val o = val::object();
    o.set("name", std::string(s.name));
    o.set("format", std::string(s.format));
    o.set("title", battle->title());
    o.set("width", battle->map().width());
    o.set("height", battle->map().height());
    out.set(i++, o);
  }
  return out;
}

std::string scenario_text(const val& name) {
  return checked([&]() -> Result<std::string> {
    auto n = string_arg(name, "name");
    if (!n) return n.error();
    std::string known;
    for (const tactics::ShippedScenario& s : tactics::shipped_scenarios()) {
      if (s.name == *n) return std::string(s.text);
      known += (known.empty() ? "" : ", ") + std::string(s.name);
    }
    return Error{"unknown scenario " + quoted(*n) + " (known: " + known + ")",
                 ErrorCode::unknown_name};
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_battle) {
  using emscripten::allow_raw_pointers;
  using qipan::js::JsBattle;
  emscripten::class_<JsBattle>("Battle")
      .constructor(&qipan::js::make_battle, allow_raw_pointers())
      .class_function("scenario", &qipan::js::load_battle, allow_raw_pointers())
      .class_function("restore", &qipan::js::restore_snapshot, allow_raw_pointers())
      .function("save", &JsBattle::save)
      .function("scenarioText", &JsBattle::scenario_text_now)
      .function("setUnitLabel", &JsBattle::set_unit_label)
      .function("log", &JsBattle::log)
      .function("log", &JsBattle::log_all)
      .function("clone", &qipan::js::clone_battle, allow_raw_pointers())
      .function("name", &JsBattle::name)
      .function("title", &JsBattle::title)
      .function("width", &JsBattle::width)
      .function("height", &JsBattle::height)
      .function("terrainAt", &JsBattle::terrain_at)
      .function("terrain", &JsBattle::terrain)
      .function("units", &JsBattle::units)
      .function("unit", &JsBattle::unit)
      .function("unitAt", &JsBattle::unit_at)
      .function("phase", &JsBattle::phase)
      .function("turn", &JsBattle::turn)
      .function("status", &JsBattle::status)
      .function("selected", &JsBattle::selected)
      .function("state", &JsBattle::state)
      .function("select", &JsBattle::select)
      .function("move", &JsBattle::move)
      .function("cancelMove", &JsBattle::cancel_move)
      .function("attack", &JsBattle::attack)
      .function("wait", &JsBattle::wait)
      .function("endTurn", &JsBattle::end_turn)
      .function("enemyStep", &JsBattle::enemy_step)
      .function("planEnemyStep", &JsBattle::plan_enemy_step)
      .function("runEnemyPhase", &JsBattle::run_enemy_phase)
      .function("reachable", &JsBattle::reachable)
      .function("attackCells", &JsBattle::attack_cells)
      .function("view", &JsBattle::view)
      .function("pathTo", &JsBattle::path_to)
      .function("targets", &JsBattle::targets)
      .function("attackPositions", &JsBattle::attack_positions)
      .function("forecast", &JsBattle::forecast)
      .function("dangerZone", &JsBattle::danger_zone);
  emscripten::function("scenarios", &qipan::js::scenarios);
  emscripten::function("scenarioText", &qipan::js::scenario_text);
}
