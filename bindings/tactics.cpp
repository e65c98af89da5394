// qipan.TacticsMap: the tactics map and its queries (core/tactics) for
// JavaScript. Every call checks its arguments and throws an Error naming what
// is wrong, with the map unchanged; results come back as plain JS values
// (arrays of {x, y[, cost]} built in one pass, an Int32Array for the field).
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <array>
#include <climits>
#include <cmath>
#include <string>
#include <vector>

#include "bindings/cells.h"
#include "bindings/js_error.h"
#include "core/tactics/import/ldtk.h"
#include "core/tactics/import/tiled.h"
#include "core/tactics/map.h"
#include "core/tactics/map_text.h"
#include "core/tactics/pathfinder.h"
#include "core/tactics/sight.h"

namespace qipan::js {
namespace {

using emscripten::val;
using tactics::Map;
using tactics::Point;
using tactics::Reach;
using tactics::UnitId;

// The fields a unit object may have; unknown ones are errors (a typo would
// otherwise silently take the default).
const ObjectShape unit_shape{
    "unit",
    "",
    "unit has an unknown field {key} (expected {keys})",
    {"team", "x", "y", "move", "moveClass", "minRange", "maxRange", "jump", "label"}};

const ObjectShape map_options_shape{
    "options", "", "options has an unknown field {key} (expected {keys})", {"topology"}};

// The option of this JS name ("alliesBlock", "zoc", "lineOfSight",
// "unitsBlockSight"), or nullptr.
bool* option_field(tactics::MoveOptions& options, std::string_view name) {
  if (name == "alliesBlock") return &options.allies_block;
  if (name == "zoc") return &options.zone_of_control;
  if (name == "lineOfSight") return &options.line_of_sight;
  if (name == "unitsBlockSight") return &options.units_block_sight;
  return nullptr;
}

Error unknown_option(std::string_view name) {
  return Error{"unknown option " + quoted(name) +
                   " (expected 'alliesBlock', 'zoc', 'lineOfSight' or 'unitsBlockSight')",
               ErrorCode::unknown_name};
}

class TacticsMap {
 public:
  explicit TacticsMap(Map map) : map_(std::move(map)) {}

  int width() const { return map_.width(); }
  int height() const { return map_.height(); }

  void set_terrain(const val& x, const val& y, const val& terrain) {
    checked([&]() -> Result<void> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      auto name = string_arg(terrain, "terrain");
      if (!name) return name.error();
      return map_.set_terrain(*p, *name);
    });
  }

  std::string terrain_at(const val& x, const val& y) const {
    return checked([&]() -> Result<std::string> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      return map_.terrain_at(*p);
    });
  }

  void set_move_cost(const val& terrain, const val& move_class, const val& cost) {
    checked([&]() -> Result<void> {
      auto t = string_arg(terrain, "terrain");
      if (!t) return t.error();
      auto c = string_arg(move_class, "moveClass");
      if (!c) return c.error();
      auto k = whole_arg(cost, "cost");
      if (!k) return k.error();
      return map_.set_move_cost(*t, *c, *k);
    });
  }

  int move_cost(const val& terrain, const val& move_class) const {
    return checked([&]() -> Result<int> {
      auto t = string_arg(terrain, "terrain");
      if (!t) return t.error();
      auto c = string_arg(move_class, "moveClass");
      if (!c) return c.error();
      const auto& costs = map_.costs();
      auto tid = costs.terrain(*t);
      if (!tid) return costs.unknown_terrain(*t);
      auto cid = costs.move_class(*c);
      if (!cid) return costs.unknown_move_class(*c);
      return costs.cost(*tid, *cid);
    });
  }

  // addMoveClass(name): impassable everywhere until costs are set.
  void add_move_class(const val& name) {
    checked([&]() -> Result<void> {
      auto n = string_arg(name, "name");
      if (!n) return n.error();
      return map_.add_move_class(*n, "");
    });
  }

  // addMoveClass(name, like): the costs of class `like`.
  void add_move_class_like(const val& name, const val& like) {
    checked([&]() -> Result<void> {
      auto n = string_arg(name, "name");
      if (!n) return n.error();
      auto l = string_arg(like, "like");
      if (!l) return l.error();
      if (l->empty()) return Error{"like must name a move class, got ''"};
      return map_.add_move_class(*n, *l);
    });
  }

  // setOption(name, value): the JS names of tactics::MoveOptions.
  void set_option(const val& name, const val& value) {
    checked([&]() -> Result<void> {
      auto n = string_arg(name, "name");
      if (!n) return n.error();
      tactics::MoveOptions options = map_.options();
      bool* field = option_field(options, *n);
      if (!field) return unknown_option(*n);
      auto b = bool_arg(value, *n);
      if (!b) return b.error();
      *field = *b;
      map_.set_options(options);
      return {};
    });
  }

  bool option(const val& name) const {
    return checked([&]() -> Result<bool> {
      auto n = string_arg(name, "name");
      if (!n) return n.error();
      tactics::MoveOptions options = map_.options();
      const bool* field = option_field(options, *n);
      if (!field) return unknown_option(*n);
      return *field;
    });
  }

  int add_unit(const val& spec) {
    return checked([&]() -> Result<int> {
      auto fields = object_arg(spec, unit_shape);
      if (!fields) return fields.error();
      auto field = [&](std::string_view name) -> Result<val> {
        val v = fields->get(name);
        if (v.isUndefined()) return Error{"unit." + std::string(name) + " is missing"};
        return v;
      };
      tactics::UnitSpec u;
      tactics::UnitStats& stats = u.stats;
      auto team = field("team");
      if (!team) return team.error();
      auto t = int_arg(*team, "unit.team", 0, tactics::max_team);
      if (!t) return t.error();
      u.team = *t;
      auto x = field("x");
      if (!x) return x.error();
      auto y = field("y");
      if (!y) return y.error();
      auto at = point_arg(*x, *y, "unit.");
      if (!at) return at.error();
      u.at = *at;
      auto move = field("move");
      if (!move) return move.error();
      if (move->isNumber() && move->as<double>() == INFINITY) {
        stats.move = tactics::max_move;
      } else {
        auto m = int_arg(*move, "unit.move", 0, tactics::max_move);
        if (!m) return m.error();
        stats.move = *m;
      }
      std::string move_class = "foot";
      if (val c = fields->get("moveClass"); !c.isUndefined()) {
        auto name = string_arg(c, "unit.moveClass");
        if (!name) return name.error();
        move_class = *name;
      }
      u.move_class = move_class;
      if (val lo = fields->get("minRange"); !lo.isUndefined()) {
        auto r = int_arg(lo, "unit.minRange", 0, tactics::max_range);
        if (!r) return r.error();
        stats.min_range = *r;
      }
      stats.max_range = stats.min_range;
      if (val hi = fields->get("maxRange"); !hi.isUndefined()) {
        auto r = int_arg(hi, "unit.maxRange", stats.min_range, tactics::max_range);
        if (!r) return r.error();
        stats.max_range = *r;
      }
      if (val j = fields->get("jump"); !j.isUndefined()) {
        auto r = int_arg(j, "unit.jump", 0, tactics::max_jump);
        if (!r) return r.error();
        u.jump = *r;
      }
      std::string label;
      if (val l = fields->get("label"); !l.isUndefined()) {
        auto text = string_arg(l, "unit.label");
        if (!text) return text.error();
        label = std::move(*text);
      }

      auto id = map_.add_unit(u, label);
      if (!id) return id.error();
      return *id;
    });
  }

  void move_unit(const val& id, const val& x, const val& y) {
    checked([&]() -> Result<void> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      auto p = point_arg(x, y);
      if (!p) return p.error();
      return map_.move_unit(*u, *p);
    });
  }

  void remove_unit(const val& id) {
    checked([&]() -> Result<void> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      return map_.remove_unit(*u);
    });
  }

  val unit(const val& id) const {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      return unit_object(*map_.unit(*u));
    });
  }

  val unit_at(const val& x, const val& y) const {
    return checked([&]() -> Result<val> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      const UnitId id = map_.unit_at(*p);
      return id == tactics::no_unit ? val::null() : val(id);
    });
  }

  val units() const {
    val out = val::array();
    for (const tactics::Unit& u : map_.units()) out.call<void>("push", unit_object(u));
    return out;
  }

  val reachable(const val& id) {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      if (auto ok = search_.reachable(map_, *u, reach_); !ok) return ok.error();
      return cells_to_js(reach_);
    });
  }

  val distance_field(const val& id) {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      field_.resize(static_cast<std::size_t>(map_.width()) *
                    static_cast<std::size_t>(map_.height()));
      if (auto ok = search_.distance_field(map_, *u, field_); !ok) return ok.error();
      // A view of wasm memory, copied into an array of its own.
      return val(emscripten::typed_memory_view(field_.size(), field_.data())).call<val>("slice");
    });
  }

  val path_to(const val& id, const val& x, const val& y) {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      auto p = point_arg(x, y);
      if (!p) return p.error();
      if (auto ok = search_.path_to(map_, *u, *p, cells_); !ok) return ok.error();
      return cells_to_js(cells_);
    });
  }

  val attack_range(const val& id) {
    return checked([&]() -> Result<val> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      if (auto ok = search_.attack_range(map_, *u, cells_); !ok) return ok.error();
      return cells_to_js(cells_);
    });
  }

  // ---- Bulk terrain, labels and text (issue 14).

  // terrainData(): every cell's terrain id, row by row, as a Uint8Array of
  // its own; terrainNames()[id] is the id's name.
  val terrain_data() const {
    const std::vector<tactics::TerrainId> ids = map_.terrain_ids();
    return val(emscripten::typed_memory_view(ids.size(), ids.data())).call<val>("slice");
  }

  val terrain_names() const {
    val out = val::array();
    for (int t = 0; t < map_.costs().terrain_count(); ++t) {
      out.set(t, map_.costs().terrain_name(static_cast<tactics::TerrainId>(t)));
    }
    return out;
  }

  // setTerrainData(ids): a Uint8Array of width x height terrain ids.
  void set_terrain_data(const val& data) {
    checked([&]() -> Result<void> {
      if (!data.instanceof (val::global("Uint8Array"))) {
        return Error{"data must be a Uint8Array of terrain ids, got " + type_name(data),
                     ErrorCode::bad_argument};
      }
      const auto size = data["length"].as<std::size_t>();
      std::vector<tactics::TerrainId> ids(size);
      val(emscripten::typed_memory_view(ids.size(), ids.data())).call<void>("set", data);
      return map_.set_terrain_ids(ids);
    });
  }

  std::string topology() const { return tactics::topology_name(map_.topology()); }

  int distance(const val& x1, const val& y1, const val& x2, const val& y2) const {
    return checked([&]() -> Result<int> {
      auto a = point_arg(x1, y1);
      if (!a) return a.error();
      auto b = point_arg(x2, y2);
      if (!b) return b.error();
      return map_.distance(*a, *b);
    });
  }

  void set_height(const val& x, const val& y, const val& height) {
    checked([&]() -> Result<void> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      auto h = int_arg(height, "height", 0, tactics::max_height);
      if (!h) return h.error();
      return map_.set_height(*p, *h);
    });
  }

  int height_at(const val& x, const val& y) const {
    return checked([&]() -> Result<int> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      return map_.height_at(*p);
    });
  }

  // heightData() / setHeightData(heights): a Uint8Array of width x height.
  val height_data() const {
    const std::vector<std::uint8_t> h = map_.heights();
    return val(emscripten::typed_memory_view(h.size(), h.data())).call<val>("slice");
  }

  void set_height_data(const val& data) {
    checked([&]() -> Result<void> {
      if (!data.instanceof (val::global("Uint8Array"))) {
        return Error{"data must be a Uint8Array of heights, got " + type_name(data),
                     ErrorCode::bad_argument};
      }
      std::vector<std::uint8_t> h(data["length"].as<std::size_t>());
      val(emscripten::typed_memory_view(h.size(), h.data())).call<void>("set", data);
      return map_.set_heights(h);
    });
  }

  void set_blocks_sight(const val& terrain, const val& blocks) {
    checked([&]() -> Result<void> {
      auto t = string_arg(terrain, "terrain");
      if (!t) return t.error();
      auto b = bool_arg(blocks, "blocks");
      if (!b) return b.error();
      return map_.set_blocks_sight(*t, *b);
    });
  }

  bool blocks_sight(const val& terrain) const {
    return checked([&]() -> Result<bool> {
      auto t = string_arg(terrain, "terrain");
      if (!t) return t.error();
      auto id = map_.costs().terrain(*t);
      if (!id) return map_.costs().unknown_terrain(*t);
      return map_.costs().blocks_sight(*id);
    });
  }

  void set_range_per_height(const val& per) {
    checked([&]() -> Result<void> {
      auto n = int_arg(per, "rangePerHeight", 0, tactics::max_range_per_height);
      if (!n) return n.error();
      return map_.set_range_per_height(*n);
    });
  }

  int range_per_height() const { return map_.range_per_height(); }

  bool sees(const val& x1, const val& y1, const val& x2, const val& y2) const {
    return checked([&]() -> Result<bool> {
      auto a = point_arg(x1, y1);
      if (!a) return a.error();
      auto b = point_arg(x2, y2);
      if (!b) return b.error();
      return tactics::sees(map_, *a, *b);
    });
  }

  // sightField(x, y, radius): every cell within radius that (x, y) sees.
  val sight_field(const val& x, const val& y, const val& radius) {
    return checked([&]() -> Result<val> {
      auto p = point_arg(x, y);
      if (!p) return p.error();
      auto r = int_arg(radius, "radius", 0, tactics::max_range);
      if (!r) return r.error();
      tactics::sight_field(map_, *p, *r, cells_);
      return cells_to_js(cells_);
    });
  }

  void set_unit_label(const val& id, const val& label) {
    checked([&]() -> Result<void> {
      auto u = unit_arg(id);
      if (!u) return u.error();
      auto text = string_arg(label, "label");
      if (!text) return text.error();
      return map_.set_label(*u, *text);
    });
  }

  std::string to_text() const { return tactics::map_text(map_); }

  // ---- end of bulk terrain, labels and text.

  val danger_zone(const val& team) {
    return checked([&]() -> Result<val> {
      auto t = int_arg(team, "team", 0, tactics::max_team);
      if (!t) return t.error();
      if (auto ok = search_.danger_zone(map_, *t, cells_); !ok) return ok.error();
      return cells_to_js(cells_);
    });
  }

 private:
  // Two whole numbers naming a cell of the map.
  Result<Point> point_arg(const val& x, const val& y, std::string_view prefix = "") const {
    return cell_arg(map_, x, y, prefix);
  }

  // A whole number naming a unit on the map.
  Result<UnitId> unit_arg(const val& id) const {
    auto n = whole_arg(id, "id");
    if (!n) return n.error();
    if (!map_.unit(*n)) return map_.unknown_unit(*n);
    return *n;
  }

  val unit_object(const tactics::Unit& u) const {
    val o = val::object();
    o.set("id", u.id);
    o.set("team", u.team);
    o.set("x", u.at.x);
    o.set("y", u.at.y);
    o.set("move", u.stats.move);
    o.set("moveClass", map_.costs().move_class_name(u.move_class));
    o.set("minRange", u.stats.min_range);
    o.set("maxRange", u.stats.max_range);
    o.set("jump", u.jump);
    o.set("label", u.label);
    return o;
  }

  Map map_;
  tactics::Pathfinder search_;
  std::vector<Reach> reach_;
  std::vector<Point> cells_;
  std::vector<std::int32_t> field_;
};

// TacticsMap.fromText(text): a map from the text of toText().
TacticsMap* map_from_text(const val& text) {
  return checked(
      [&]() -> Result<TacticsMap*> {
        auto t = string_arg(text, "text");
        if (!t) return t.error();
        auto map = tactics::map_from_text(*t);
        if (!map) return map.error();
        return new TacticsMap(std::move(*map));
      },
      ErrorCode::bad_data);
}

// A map file's JSON text. (Arguments reach C++ flattened by guard.js, so a
// parsed object cannot be read here: the caller passes JSON.stringify(it).)
Result<std::string> json_text(const val& json) {
  if (json.isString()) return json.as<std::string>();
  return Error{"json must be the file's text, a string (JSON.stringify a parsed map), got " +
                   type_name(json),
               ErrorCode::bad_argument};
}

// TacticsMap.fromTiled(json): a map from a Tiled JSON map's text.
TacticsMap* map_from_tiled(const val& json) {
  return checked(
      [&]() -> Result<TacticsMap*> {
        auto t = json_text(json);
        if (!t) return t.error();
        auto map = tactics::import::import_tiled(*t);
        if (!map) return map.error();
        return new TacticsMap(std::move(*map));
      },
      ErrorCode::bad_data);
}

// TacticsMap.fromLdtk(json, level): one level of an LDtk project, by its
// identifier or its index.
TacticsMap* map_from_ldtk(const val& json, const val& level) {
  return checked(
      [&]() -> Result<TacticsMap*> {
        auto t = json_text(json);
        if (!t) return t.error();
        std::string name;
        if (level.isNumber()) {
          auto i = int_arg(level, "level", 0, INT32_MAX);
          if (!i) return i.error();
          name = std::to_string(*i);
        } else {
          auto l = string_arg(level, "level");
          if (!l) return l.error();
          name = *l;
        }
        auto map = tactics::import::import_ldtk(*t, name);
        if (!map) return map.error();
        return new TacticsMap(std::move(*map));
      },
      ErrorCode::bad_data);
}

// clone(): a map of its own: terrain, costs, options and units.
TacticsMap* clone_map(const TacticsMap& m) { return new TacticsMap(m); }

TacticsMap* make_tactics_map(const val& width, const val& height) {
  return checked([&]() -> Result<TacticsMap*> {
    auto w = whole_arg(width, "width");
    if (!w) return w.error();
    auto h = whole_arg(height, "height");
    if (!h) return h.error();
    auto map = Map::create(*w, *h);
    if (!map) return map.error();
    return new TacticsMap(std::move(*map));
  });
}

// new TacticsMap(width, height, {topology}): "square" or "hex-y-odd",
// "hex-y-even", "hex-x-odd", "hex-x-even" (docs/tactics.md, "Topologies").
TacticsMap* make_tactics_map_in(const val& width, const val& height, const val& options) {
  return checked([&]() -> Result<TacticsMap*> {
    auto w = whole_arg(width, "width");
    if (!w) return w.error();
    auto h = whole_arg(height, "height");
    if (!h) return h.error();
    auto fields = object_arg(options, map_options_shape);
    if (!fields) return fields.error();
    tactics::Topology topology;
    if (val t = fields->get("topology"); !t.isUndefined()) {
      auto name = string_arg(t, "options.topology");
      if (!name) return name.error();
      auto parsed = tactics::parse_topology(*name);
      if (!parsed) {
        return Error{"unknown topology " + quoted(*name) +
                         " (expected 'square', 'hex-y-odd', 'hex-y-even', 'hex-x-odd' or "
                         "'hex-x-even')",
                     ErrorCode::unknown_name};
      }
      topology = *parsed;
    }
    auto map = Map::create(*w, *h, topology);
    if (!map) return map.error();
    return new TacticsMap(std::move(*map));
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_tactics) {
  using qipan::js::TacticsMap;
  emscripten::class_<TacticsMap>("TacticsMap")
      .constructor(&qipan::js::make_tactics_map, emscripten::allow_raw_pointers())
      .constructor(&qipan::js::make_tactics_map_in, emscripten::allow_raw_pointers())
      .function("clone", &qipan::js::clone_map, emscripten::allow_raw_pointers())
      .function("width", &TacticsMap::width)
      .function("height", &TacticsMap::height)
      .function("setTerrain", &TacticsMap::set_terrain)
      .function("terrainAt", &TacticsMap::terrain_at)
      .function("setMoveCost", &TacticsMap::set_move_cost)
      .function("moveCost", &TacticsMap::move_cost)
      .function("addMoveClass", &TacticsMap::add_move_class)
      .function("addMoveClass", &TacticsMap::add_move_class_like)
      .function("setOption", &TacticsMap::set_option)
      .function("option", &TacticsMap::option)
      .function("addUnit", &TacticsMap::add_unit)
      .function("moveUnit", &TacticsMap::move_unit)
      .function("removeUnit", &TacticsMap::remove_unit)
      .function("unit", &TacticsMap::unit)
      .function("unitAt", &TacticsMap::unit_at)
      .function("units", &TacticsMap::units)
      .function("reachable", &TacticsMap::reachable)
      .function("distanceField", &TacticsMap::distance_field)
      .function("pathTo", &TacticsMap::path_to)
      .function("attackRange", &TacticsMap::attack_range)
      .function("dangerZone", &TacticsMap::danger_zone)
      .function("terrainData", &TacticsMap::terrain_data)
      .function("terrainNames", &TacticsMap::terrain_names)
      .function("setTerrainData", &TacticsMap::set_terrain_data)
      .function("setUnitLabel", &TacticsMap::set_unit_label)
      .function("topology", &TacticsMap::topology)
      .function("distance", &TacticsMap::distance)
      .function("setHeight", &TacticsMap::set_height)
      .function("heightAt", &TacticsMap::height_at)
      .function("heightData", &TacticsMap::height_data)
      .function("setHeightData", &TacticsMap::set_height_data)
      .function("setBlocksSight", &TacticsMap::set_blocks_sight)
      .function("blocksSight", &TacticsMap::blocks_sight)
      .function("setRangePerHeight", &TacticsMap::set_range_per_height)
      .function("rangePerHeight", &TacticsMap::range_per_height)
      .function("sees", &TacticsMap::sees)
      .function("sightField", &TacticsMap::sight_field)
      .function("toText", &TacticsMap::to_text)
      .class_function("fromText", &qipan::js::map_from_text, emscripten::allow_raw_pointers())
      .class_function("fromTiled", &qipan::js::map_from_tiled, emscripten::allow_raw_pointers())
      .class_function("fromLdtk", &qipan::js::map_from_ldtk, emscripten::allow_raw_pointers());
}
