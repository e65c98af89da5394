#include "core/tactics/import/ldtk.h"

#include <charconv>

#include "core/tactics/import/json_reader.h"
#include "core/tactics/import/properties.h"

namespace qipan::tactics::import {
namespace {

// The level named by its identifier, or by its index when `level` is a
// number; the error lists the levels there are.
Result<Node> find_level(const Node& root, std::string_view level) {
  auto levels = root.member("levels");
  if (!levels) return levels.error();
  auto n = levels->array_size();
  if (!n) return n.error();
  std::string names;
  for (std::size_t i = 0; i < *n; ++i) {
    auto l = levels->item(i);
    if (!l) return l.error();
    auto id = l->string("identifier");
    if (!id) return id.error();
    if (*id == level) return *l;
    names += (names.empty() ? "" : ", ") + *id;
  }
  std::size_t index = 0;
  auto [end, ec] = std::from_chars(level.data(), level.data() + level.size(), index);
  if (ec == std::errc() && end == level.data() + level.size() && !level.empty()) {
    if (index < *n) return levels->item(index);
  }
  return Error{"no level '" + std::string(level) + "' (levels: " + names + ")",
               ErrorCode::unknown_name};
}

// The value names of an IntGrid layer's definition, by value.
Result<std::vector<std::pair<std::int64_t, std::string>>> value_names(const Node& root,
                                                                      std::int64_t layer_uid) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  auto defs = root.member("defs");
  if (!defs) return defs.error();
  auto layers = defs->member("layers");
  if (!layers) return layers.error();
  auto n = layers->array_size();
  if (!n) return n.error();
  for (std::size_t i = 0; i < *n; ++i) {
    auto def = layers->item(i);
    if (!def) return def.error();
    auto uid = def->integer("uid", INT64_MIN, INT64_MAX);
    if (!uid) return uid.error();
    if (*uid != layer_uid || !def->has("intGridValues")) continue;
    auto values = def->member("intGridValues");
    if (!values) return values.error();
    auto m = values->array_size();
    if (!m) return m.error();
    for (std::size_t j = 0; j < *m; ++j) {
      auto v = values->item(j);
      if (!v) return v.error();
      auto value = v->integer("value", 0, INT32_MAX);
      if (!value) return value.error();
      auto name = v->string_or("identifier", "");
      if (!name) return name.error();
      out.emplace_back(*value, *name);
    }
  }
  return out;
}

}  // namespace

Result<Map> import_ldtk(std::string_view text, std::string_view level_name) {
  auto json = parse_json(text, "LDtk");
  if (!json) return json.error();
  return import_ldtk(*json, level_name);
}

Result<Map> import_ldtk(const Json& json, std::string_view level_name) {
  const Node root(json, "");
  if (!json.is_object()) return root.error("an LDtk project is a JSON object");
  auto level = find_level(root, level_name);
  if (!level) return level.error();
  if (!level->has("layerInstances") || level->value().find("layerInstances")->is_null()) {
    return level->error(
        "the level is saved in a separate file (\"Save levels to separate files\"): open "
        "that .ldtkl file's project with the option off, or pass the level's own file");
  }
  auto layers = level->member("layerInstances");
  if (!layers) return layers.error();
  auto count = layers->array_size();
  if (!count) return count.error();

  const Node* terrain_layer = nullptr;
  const Node* height_layer = nullptr;
  std::vector<Node> entity_layers;
  std::vector<Node> all;
  for (std::size_t i = 0; i < *count; ++i) {
    auto l = layers->item(i);
    if (!l) return l.error();
    all.push_back(*l);
  }
  for (const Node& l : all) {
    auto type = l.string("__type");
    if (!type) return type.error();
    auto id = l.string_or("__identifier", "");
    if (!id) return id.error();
    if (*type == "IntGrid") {
      if (*id == "height" || *id == "Height") {
        if (!height_layer) height_layer = &l;
      } else if (!terrain_layer) {
        terrain_layer = &l;
      }
    } else if (*type == "Entities") {
      entity_layers.push_back(l);
    }
  }
  if (!terrain_layer) return level->error("has no IntGrid layer for the terrain");

  auto w = terrain_layer->integer("__cWid", 1, max_side);
  if (!w) return w.error();
  auto h = terrain_layer->integer("__cHei", 1, max_side);
  if (!h) return h.error();
  auto grid = terrain_layer->integer("__gridSize", 1, 1 << 16);
  if (!grid) return grid.error();
  auto created = Map::create(static_cast<int>(*w), static_cast<int>(*h));
  if (!created) return level->error(created.error().message);
  Map map = std::move(*created);
  const auto cells = static_cast<std::size_t>(*w) * static_cast<std::size_t>(*h);

  // Reads an IntGrid layer's values, checked against the map's size.
  auto read_grid = [&](const Node& layer) -> Result<std::vector<std::int64_t>> {
    auto lw = layer.integer("__cWid", 1, max_side);
    if (!lw) return lw.error();
    auto lh = layer.integer("__cHei", 1, max_side);
    if (!lh) return lh.error();
    if (*lw != *w || *lh != *h) {
      return layer.error("the layer is " + std::to_string(*lw) + "x" + std::to_string(*lh) +
                         ", the terrain " + std::to_string(*w) + "x" + std::to_string(*h));
    }
    auto csv = layer.member("intGridCsv");
    if (!csv) return csv.error();
    const auto list = csv->value().items();
    if (!csv->value().is_array() || list.size() != cells) {
      return csv->error("has " + std::to_string(list.size()) + " values, expected " +
                        std::to_string(cells));
    }
    std::vector<std::int64_t> values(cells);
    for (std::size_t i = 0; i < cells; ++i) {
      if (!list[i].is_number_integer()) {
        return csv->error("item " + std::to_string(i) + " is not a whole number");
      }
      values[i] = list[i].integer();
    }
    return values;
  };

  auto uid = terrain_layer->integer("layerDefUid", INT64_MIN, INT64_MAX);
  if (!uid) return uid.error();
  auto names = value_names(root, *uid);
  if (!names) return names.error();
  auto values = read_grid(*terrain_layer);
  if (!values) return values.error();
  // Value -> terrain id, through the value names (unnamed: plain).
  const TerrainId plain = *map.costs().terrain("plain");
  std::vector<std::pair<std::int64_t, TerrainId>> id_of_value;
  for (const auto& [value, name] : *names) {
    if (name.empty()) continue;
    TerrainSpec spec;
    spec.name = name;
    if (auto ok =
            define_terrain(map, spec, terrain_layer->path() + " value " + std::to_string(value));
        !ok) {
      return ok.error();
    }
    id_of_value.emplace_back(value, *map.costs().terrain(name));
  }
  std::vector<TerrainId> terrain(cells, plain);
  for (std::size_t i = 0; i < cells; ++i) {
    const std::int64_t v = (*values)[i];
    if (v == 0) continue;
    bool found = false;
    for (const auto& [value, id] : id_of_value) {
      if (value == v) {
        terrain[i] = id;
        found = true;
        break;
      }
    }
    if (!found && v < 0) return terrain_layer->error("intGridCsv holds a negative value");
  }
  if (auto ok = map.set_terrain_ids(terrain); !ok) return ok.error();
  if (height_layer) {
    auto hv = read_grid(*height_layer);
    if (!hv) return hv.error();
    std::vector<std::uint8_t> heights(cells);
    for (std::size_t i = 0; i < cells; ++i) {
      const std::int64_t v = (*hv)[i];
      if (v < 0 || v > max_height) {
        return height_layer->error("height " + std::to_string(v) + " at index " +
                                   std::to_string(i) + " is out of range (0..255)");
      }
      heights[i] = static_cast<std::uint8_t>(v);
    }
    if (auto ok = map.set_heights(heights); !ok) return ok.error();
  }

  auto rules = Properties::ldtk(*level);
  if (!rules) return rules.error();
  if (auto ok = apply_rules(map, *rules); !ok) return ok.error();

  for (const Node& layer : entity_layers) {
    auto entities = layer.member("entityInstances");
    if (!entities) return entities.error();
    auto n = entities->array_size();
    if (!n) return n.error();
    for (std::size_t i = 0; i < *n; ++i) {
      auto e = entities->item(i);
      if (!e) return e.error();
      auto props = Properties::ldtk(*e);
      if (!props) return props.error();
      auto name = e->string_or("__identifier", "");
      if (!name) return name.error();
      const std::string where = e->path() + (name->empty() ? "" : " '" + *name + "'");
      auto draft = read_unit(*props, *name, where);
      if (!draft) return draft.error();
      if (!*draft) continue;
      auto cell = e->member("__grid");
      if (!cell) return cell.error();
      auto cx = cell->item(0);
      if (!cx) return cx.error();
      auto cy = cell->item(1);
      if (!cy) return cy.error();
      auto x = cx->integer(INT32_MIN, INT32_MAX);
      if (!x) return x.error();
      auto y = cy->integer(INT32_MIN, INT32_MAX);
      if (!y) return y.error();
      if (auto ok = place_unit(map, **draft, {static_cast<int>(*x), static_cast<int>(*y)}); !ok) {
        return ok.error();
      }
    }
  }
  return map;
}

}  // namespace qipan::tactics::import
