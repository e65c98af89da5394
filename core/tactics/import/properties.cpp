#include "core/tactics/import/properties.h"

namespace qipan::tactics::import {

Result<Properties> Properties::tiled(const Node& owner) {
  Properties out;
  if (!owner.has("properties")) return out;
  auto list = owner.member("properties");
  if (!list) return list.error();
  if (list->value().is_object()) {  // files before Tiled 1.2: {name: value}
    for (const auto& [key, value] : list->value().members()) {
      out.items_.emplace_back(key, Node(value, list->path() + "." + key));
    }
    return out;
  }
  auto n = list->array_size();
  if (!n) return n.error();
  for (std::size_t i = 0; i < *n; ++i) {
    auto p = list->item(i);
    if (!p) return p.error();
    auto name = p->string("name");
    if (!name) return name.error();
    auto value = p->member("value");
    if (!value) return value.error();
    out.items_.emplace_back(*name, Node(value->value(), list->path() + " '" + *name + "'"));
  }
  return out;
}

Result<Properties> Properties::ldtk(const Node& owner) {
  Properties out;
  if (!owner.has("fieldInstances")) return out;
  auto list = owner.member("fieldInstances");
  if (!list) return list.error();
  auto n = list->array_size();
  if (!n) return n.error();
  for (std::size_t i = 0; i < *n; ++i) {
    auto p = list->item(i);
    if (!p) return p.error();
    auto name = p->string("__identifier");
    if (!name) return name.error();
    auto value = p->member("__value");
    if (!value) return value.error();
    if (value->value().is_null()) continue;  // a field left empty
    out.items_.emplace_back(*name, Node(value->value(), list->path() + " '" + *name + "'"));
  }
  return out;
}

const Node* Properties::find(std::string_view name) const {
  for (const auto& [key, node] : items_) {
    if (key == name) return &node;
  }
  return nullptr;
}

Result<void> read_terrain(const Properties& props, TerrainSpec& spec) {
  for (const auto& [key, node] : props.items()) {
    if (key.rfind("cost:", 0) == 0) {
      auto cost = node.integer(0, max_cost);
      if (!cost) return cost.error();
      spec.costs.emplace_back(key.substr(5), static_cast<int>(*cost));
    } else if (key == "blocksSight") {
      auto b = node.boolean();
      if (!b) return b.error();
      spec.blocks_sight = *b;
    } else if (key == "height") {
      auto h = node.integer(0, max_height);
      if (!h) return h.error();
      spec.height = static_cast<int>(*h);
    }
  }
  return {};
}

Result<void> define_terrain(Map& map, const TerrainSpec& spec, const std::string& where) {
  auto fail = [&](const Error& e) { return Error{where + ": " + e.message, ErrorCode::bad_data}; };
  if (!map.costs().terrain(spec.name) && spec.costs.empty()) {
    return fail(Error{"terrain '" + spec.name +
                      "' is not in the cost table: give it cost:CLASS properties (cost:foot, "
                      "cost:mounted, cost:flying) or use a known terrain"});
  }
  for (const auto& [move_class, cost] : spec.costs) {
    if (!map.costs().move_class(move_class)) {
      if (auto ok = map.add_move_class(move_class, ""); !ok) return fail(ok.error());
    }
    if (auto ok = map.set_move_cost(spec.name, move_class, cost); !ok) return fail(ok.error());
  }
  if (spec.blocks_sight) {
    if (auto ok = map.set_blocks_sight(spec.name, *spec.blocks_sight); !ok) {
      return fail(ok.error());
    }
  }
  return {};
}

Result<void> apply_rules(Map& map, const Properties& props) {
  MoveOptions options = map.options();
  const std::pair<const char*, bool*> flags[] = {
      {"zoc", &options.zone_of_control},
      {"alliesBlock", &options.allies_block},
      {"lineOfSight", &options.line_of_sight},
      {"unitsBlockSight", &options.units_block_sight},
  };
  for (const auto& [name, field] : flags) {
    if (const Node* n = props.find(name)) {
      auto b = n->boolean();
      if (!b) return b.error();
      *field = *b;
    }
  }
  if (const Node* n = props.find("rangePerHeight")) {
    auto per = n->integer(0, max_range_per_height);
    if (!per) return per.error();
    if (auto ok = map.set_range_per_height(static_cast<int>(*per)); !ok) return ok.error();
  }
  map.set_options(options);
  return {};
}

Result<std::optional<UnitDraft>> read_unit(const Properties& props, std::string fallback_label,
                                           std::string where) {
  const Node* team = props.find("team");
  if (!team) return std::optional<UnitDraft>{};
  UnitDraft d;
  d.where = std::move(where);
  d.label = std::move(fallback_label);
  auto t = team->integer(0, max_team);
  if (!t) return t.error();
  d.spec.team = static_cast<int>(*t);
  const std::pair<const char*, int*> numbers[] = {
      {"move", &d.spec.stats.move},          {"minRange", &d.spec.stats.min_range},
      {"maxRange", &d.spec.stats.max_range}, {"jump", &d.spec.jump},
      {"hp", &d.spec.stats.max_hp},          {"attack", &d.spec.stats.attack},
      {"defence", &d.spec.stats.defence},
  };
  for (const auto& [name, field] : numbers) {
    if (const Node* n = props.find(name)) {
      auto v = n->integer(0, max_move);
      if (!v) return v.error();
      *field = static_cast<int>(*v);
    }
  }
  if (const Node* n = props.find("moveClass")) {
    auto s = n->string();
    if (!s) return s.error();
    d.move_class = *s;
  }
  if (const Node* n = props.find("label")) {
    auto s = n->string();
    if (!s) return s.error();
    d.label = *s;
  }
  return std::optional<UnitDraft>{std::move(d)};
}

Result<void> place_unit(Map& map, UnitDraft& draft, Point cell) {
  auto fail = [&](const std::string& m, ErrorCode code) {
    return Error{draft.where + ": " + m, code};
  };
  if (!map.contains(cell)) return fail(map.off_map(cell).message, ErrorCode::bad_data);
  const auto move_class = map.costs().move_class(draft.move_class);
  if (!move_class)
    return fail(map.costs().unknown_move_class(draft.move_class).message, ErrorCode::bad_data);
  if (map.costs().cost(map.terrain_id_at(cell), *move_class) == impassable) {
    return fail("stands on " + map.terrain_at(cell) + " at " + to_string(cell) +
                    ", impassable for " + draft.move_class + " units",
                ErrorCode::bad_data);
  }
  draft.spec.at = cell;
  draft.spec.move_class = draft.move_class;
  auto id = map.add_unit(draft.spec, draft.label);
  if (!id) return fail(id.error().message, ErrorCode::bad_data);
  return {};
}

}  // namespace qipan::tactics::import
