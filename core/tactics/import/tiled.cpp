#include "core/tactics/import/tiled.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>

#include "core/tactics/import/json_reader.h"
#include "core/tactics/import/layer_data.h"
#include "core/tactics/import/properties.h"

namespace qipan::tactics::import {
namespace {

// Tiled keeps flip and rotation flags in a gid's top four bits.
constexpr std::uint32_t gid_mask = 0x0fffffffu;
// Tilesets may declare at most this many gids in all.
constexpr std::int64_t max_gids = 1 << 20;

// What each gid gives a cell: a terrain (an index into the terrain list, or
// -1 to leave the cell's terrain) and a height (-1 to leave it).
struct TileInfo {
  std::int16_t terrain = -1;
  std::int16_t height = -1;
};

struct Tiles {
  std::vector<TileInfo> by_gid;       // index gid; by_gid[0] is the empty tile
  std::vector<std::uint8_t> defined;  // whether a tileset covers the gid
  std::vector<TerrainSpec> terrains;  // the terrains named, in order of first use
  std::vector<std::string> where;     // the tile that first named each
};

int terrain_index(Tiles& tiles, const TerrainSpec& spec, const std::string& where) {
  for (std::size_t i = 0; i < tiles.terrains.size(); ++i) {
    TerrainSpec& known = tiles.terrains[i];
    if (known.name != spec.name) continue;
    known.costs.insert(known.costs.end(), spec.costs.begin(), spec.costs.end());
    if (spec.blocks_sight) known.blocks_sight = spec.blocks_sight;
    return static_cast<int>(i);
  }
  tiles.terrains.push_back(spec);
  tiles.where.push_back(where);
  return static_cast<int>(tiles.terrains.size() - 1);
}

Result<Tiles> read_tilesets(const Node& root) {
  Tiles tiles;
  tiles.by_gid.resize(1);
  tiles.defined.assign(1, 1);
  if (!root.has("tilesets")) return tiles;
  auto sets = root.member("tilesets");
  if (!sets) return sets.error();
  auto count = sets->array_size();
  if (!count) return count.error();
  for (std::size_t s = 0; s < *count; ++s) {
    auto set = sets->item(s);
    if (!set) return set.error();
    auto name = set->string_or("name", "");
    if (!name) return name.error();
    const std::string where = set->path() + (name->empty() ? "" : " '" + *name + "'");
    if (set->has("source")) {
      auto source = set->string("source");
      return Error{where + ": external tileset '" + (source ? *source : "") +
                       "' is not embedded; embed it in the map (Tiled: Embed Tileset) and "
                       "save again",
                   ErrorCode::bad_data};
    }
    auto first = set->integer("firstgid", 1, max_gids);
    if (!first) return first.error();
    auto tile_count = set->integer_or("tilecount", 0, 0, max_gids);
    if (!tile_count) return tile_count.error();
    std::int64_t last = *first + *tile_count;  // one past
    std::vector<std::pair<std::int64_t, Node>> listed;
    if (set->has("tiles")) {
      auto list = set->member("tiles");
      if (!list) return list.error();
      auto n = list->array_size();
      if (!n) return n.error();
      for (std::size_t i = 0; i < *n; ++i) {
        auto tile = list->item(i);
        if (!tile) return tile.error();
        auto id = tile->integer("id", 0, max_gids);
        if (!id) return id.error();
        last = std::max(last, *first + *id + 1);
        listed.emplace_back(*id, *tile);
      }
    }
    if (last > max_gids) {
      return Error{where + ": tilesets declare more than " + std::to_string(max_gids) + " tiles",
                   ErrorCode::bad_data};
    }
    if (static_cast<std::size_t>(last) > tiles.by_gid.size()) {
      tiles.by_gid.resize(static_cast<std::size_t>(last));
      tiles.defined.resize(static_cast<std::size_t>(last), 0);
    }
    std::fill(tiles.defined.begin() + static_cast<std::ptrdiff_t>(*first),
              tiles.defined.begin() + static_cast<std::ptrdiff_t>(last), 1);
    for (const auto& [id, tile] : listed) {
      auto props = Properties::tiled(tile);
      if (!props) return props.error();
      TerrainSpec spec;
      if (auto ok = read_terrain(*props, spec); !ok) return ok.error();
      if (const Node* t = props->find("terrain")) {
        auto named = t->string();
        if (!named) return named.error();
        spec.name = *named;
      } else {
        // The tile's class: "class" since Tiled 1.9, "type" before.
        auto cls = tile.string_or("class", "");
        if (!cls) return cls.error();
        auto type = tile.string_or("type", "");
        if (!type) return type.error();
        spec.name = cls->empty() ? *type : *cls;
      }
      TileInfo& info = tiles.by_gid[static_cast<std::size_t>(*first + id)];
      if (!spec.name.empty()) {
        info.terrain = static_cast<std::int16_t>(terrain_index(tiles, spec, tile.path()));
      }
      if (spec.height) info.height = static_cast<std::int16_t>(*spec.height);
    }
  }
  return tiles;
}

// A tile layer's gids for one block (the whole layer or a chunk).
Result<std::vector<std::uint32_t>> read_gids(const Node& block, const std::string& encoding,
                                             Compression compression, std::size_t count,
                                             const std::string& where) {
  auto data = block.member("data");
  if (!data) return data.error();
  auto fail = [&](const std::string& m) { return Error{where + ": " + m, ErrorCode::bad_data}; };
  if (encoding == "base64") {
    if (!data->value().is_string()) return fail("base64 data is not a string");
    auto gids = decode_gids(data->value().string(), compression, count);
    if (!gids) return fail(gids.error().message);
    return gids;
  }
  if (!data->value().is_array()) return fail("data is not an array of tile ids (encoding csv)");
  const auto list = data->value().items();
  if (list.size() != count) {
    return fail("data has " + std::to_string(list.size()) + " tiles, expected " +
                std::to_string(count));
  }
  std::vector<std::uint32_t> gids(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Json& v = list[i];
    if (!v.is_number_unsigned()) {
      if (v.is_number_integer() && v.integer() >= 0) {
        gids[i] = static_cast<std::uint32_t>(v.integer());
        continue;
      }
      return fail("data[" + std::to_string(i) + "] is not a tile id");
    }
    const auto g = v.unsigned_integer();
    if (g > 0xffffffffu) return fail("data[" + std::to_string(i) + "] is not a tile id");
    gids[i] = static_cast<std::uint32_t>(g);
  }
  return gids;
}

struct Layout {
  Topology topology;
  int tile_width = 1;
  int tile_height = 1;
  int side = 0;  // hexsidelength
  Point origin;  // the cell (0, 0) of the map in Tiled's cells (infinite maps)
};

// The cell under a pixel of the map: on squares the tile; on hexes the hex
// whose centre is nearest (the Voronoi cell of a regular hex grid is the
// hex), as Tiled lays hexes out (its HexagonalRenderer).
Point cell_at(const Layout& l, double px, double py) {
  if (l.topology.shape != Shape::hex) {
    return {static_cast<int>(std::floor(px / l.tile_width)) - l.origin.x,
            static_cast<int>(std::floor(py / l.tile_height)) - l.origin.y};
  }
  const bool rows = l.topology.stagger_axis == StaggerAxis::y;
  const double row_height = rows ? (l.tile_height + l.side) / 2.0 : l.tile_height;
  const double column_width = rows ? l.tile_width : (l.tile_width + l.side) / 2.0;
  const Topology tiled{Shape::hex, l.topology.stagger_axis, l.topology.stagger_index};
  // Tiled's own cells, before the origin shift (whose parity is in the
  // topology already: undo it for the shift of a cell).
  auto centre = [&](int x, int y) {
    const bool s = shifted(tiled, {x - l.origin.x, y - l.origin.y});
    double cx = x * column_width + l.tile_width / 2.0;
    double cy = y * row_height + l.tile_height / 2.0;
    if (rows && s) cx += l.tile_width / 2.0;
    if (!rows && s) cy += l.tile_height / 2.0;
    return std::pair{cx, cy};
  };
  const int gx = static_cast<int>(std::floor(px / column_width));
  const int gy = static_cast<int>(std::floor(py / row_height));
  Point best{gx, gy};
  double best_d = std::numeric_limits<double>::max();
  for (int y = gy - 1; y <= gy + 1; ++y) {
    for (int x = gx - 1; x <= gx + 1; ++x) {
      const auto [cx, cy] = centre(x, y);
      // Scale to a regular hex so nearest means inside.
      const double dx = (px - cx) / l.tile_width;
      const double dy = (py - cy) / l.tile_height;
      const double d = dx * dx + dy * dy;
      if (d < best_d) {
        best_d = d;
        best = {x, y};
      }
    }
  }
  return {best.x - l.origin.x, best.y - l.origin.y};
}

// The tile layers and object layers, groups flattened, in drawing order.
Result<void> collect_layers(const Node& owner, std::vector<Node>& tile_layers,
                            std::vector<Node>& object_layers) {
  if (!owner.has("layers")) return {};
  auto layers = owner.member("layers");
  if (!layers) return layers.error();
  auto n = layers->array_size();
  if (!n) return n.error();
  for (std::size_t i = 0; i < *n; ++i) {
    auto layer = layers->item(i);
    if (!layer) return layer.error();
    auto type = layer->string("type");
    if (!type) return type.error();
    if (*type == "tilelayer") {
      tile_layers.push_back(*layer);
    } else if (*type == "objectgroup") {
      object_layers.push_back(*layer);
    } else if (*type == "group") {
      if (auto ok = collect_layers(*layer, tile_layers, object_layers); !ok) return ok;
    }
  }
  return {};
}

std::string layer_name(const Node& layer) {
  auto name = layer.string_or("name", "");
  return layer.path() + (name && !name->empty() ? " '" + *name + "'" : "");
}

struct Encoding {
  std::string encoding;
  Compression compression = Compression::none;
};

Result<Encoding> read_encoding(const Node& layer, const std::string& where) {
  Encoding e;
  auto encoding = layer.string_or("encoding", "csv");
  if (!encoding) return encoding.error();
  if (*encoding != "csv" && *encoding != "base64") {
    return Error{where + ": unknown encoding '" + *encoding + "' (expected csv or base64)",
                 ErrorCode::bad_data};
  }
  e.encoding = *encoding;
  auto compression = layer.string_or("compression", "");
  if (!compression) return compression.error();
  if (*compression == "zlib") {
    e.compression = Compression::zlib;
  } else if (*compression == "gzip") {
    e.compression = Compression::gzip;
  } else if (*compression == "zstd") {
    return Error{where +
                     ": zstd compression is not supported; save the map with zlib or gzip "
                     "compression, or none",
                 ErrorCode::bad_data};
  } else if (!compression->empty()) {
    return Error{where + ": unknown compression '" + *compression + "'", ErrorCode::bad_data};
  }
  return e;
}

// The bounds of every chunk of an infinite map, in Tiled's cells.
struct Box {
  std::int64_t x0 = LLONG_MAX, y0 = LLONG_MAX, x1 = LLONG_MIN, y1 = LLONG_MIN;
};

}  // namespace

Result<Map> import_tiled(std::string_view text) {
  auto json = parse_json(text, "Tiled");
  if (!json) return json.error();
  return import_tiled(*json);
}

Result<Map> import_tiled(const Json& json) {
  const Node root(json, "");
  if (!json.is_object()) return root.error("a Tiled map is a JSON object");
  auto orientation = root.string("orientation");
  if (!orientation) return orientation.error();
  Layout layout;
  if (*orientation == "hexagonal") {
    layout.topology.shape = Shape::hex;
    auto axis = root.string_or("staggeraxis", "y");
    if (!axis) return axis.error();
    auto index = root.string_or("staggerindex", "odd");
    if (!index) return index.error();
    if ((*axis != "x" && *axis != "y") || (*index != "odd" && *index != "even")) {
      return root.error("staggeraxis must be x or y and staggerindex odd or even");
    }
    layout.topology.stagger_axis = *axis == "x" ? StaggerAxis::x : StaggerAxis::y;
    layout.topology.stagger_index = *index == "odd" ? StaggerIndex::odd : StaggerIndex::even;
    auto side = root.integer_or("hexsidelength", 0, 0, 1 << 16);
    if (!side) return side.error();
    layout.side = static_cast<int>(*side);
  } else if (*orientation == "isometric" || *orientation == "staggered") {
    return root.error(*orientation +
                      " maps are not supported: qipan reads orthogonal (square) and hexagonal "
                      "Tiled maps");
  } else if (*orientation != "orthogonal") {
    return root.error("unknown orientation '" + *orientation + "'");
  }
  auto tw = root.integer("tilewidth", 1, 1 << 16);
  if (!tw) return tw.error();
  auto th = root.integer("tileheight", 1, 1 << 16);
  if (!th) return th.error();
  layout.tile_width = static_cast<int>(*tw);
  layout.tile_height = static_cast<int>(*th);
  auto infinite = root.boolean_or("infinite", false);
  if (!infinite) return infinite.error();

  std::vector<Node> tile_layers;
  std::vector<Node> object_layers;
  if (auto ok = collect_layers(root, tile_layers, object_layers); !ok) return ok.error();

  // The map's size: declared, or the chunks' bounds on an infinite map.
  int width = 0;
  int height = 0;
  if (!*infinite) {
    auto w = root.integer("width", 1, max_side);
    if (!w) return w.error();
    auto h = root.integer("height", 1, max_side);
    if (!h) return h.error();
    width = static_cast<int>(*w);
    height = static_cast<int>(*h);
  } else {
    Box box;
    for (const Node& layer : tile_layers) {
      auto chunks = layer.member("chunks");
      if (!chunks)
        return Error{layer_name(layer) + ": an infinite map's layer has no chunks",
                     ErrorCode::bad_data};
      auto n = chunks->array_size();
      if (!n) return n.error();
      for (std::size_t i = 0; i < *n; ++i) {
        auto chunk = chunks->item(i);
        if (!chunk) return chunk.error();
        auto x = chunk->integer("x", INT_MIN / 2, INT_MAX / 2);
        auto y = chunk->integer("y", INT_MIN / 2, INT_MAX / 2);
        auto w = chunk->integer("width", 1, max_side);
        auto h = chunk->integer("height", 1, max_side);
        for (auto* r : {&x, &y, &w, &h}) {
          if (!*r) return r->error();
        }
        box.x0 = std::min(box.x0, *x);
        box.y0 = std::min(box.y0, *y);
        box.x1 = std::max(box.x1, *x + *w);
        box.y1 = std::max(box.y1, *y + *h);
      }
    }
    if (box.x0 > box.x1) return root.error("an infinite map with no chunks has no cells");
    if (box.x1 - box.x0 > max_side || box.y1 - box.y0 > max_side) {
      return root.error("the chunks span " + std::to_string(box.x1 - box.x0) + "x" +
                        std::to_string(box.y1 - box.y0) + " cells, more than " +
                        std::to_string(max_side) + " a side");
    }
    width = static_cast<int>(box.x1 - box.x0);
    height = static_cast<int>(box.y1 - box.y0);
    layout.origin = {static_cast<int>(box.x0), static_cast<int>(box.y0)};
    // Cell (0, 0) of the map is Tiled's origin cell: when that lies on an
    // odd line of the stagger axis, the other parity is the shifted one.
    const int line =
        layout.topology.stagger_axis == StaggerAxis::y ? layout.origin.y : layout.origin.x;
    if (layout.topology.shape == Shape::hex && (line & 1)) {
      layout.topology.stagger_index = layout.topology.stagger_index == StaggerIndex::odd
                                          ? StaggerIndex::even
                                          : StaggerIndex::odd;
    }
  }

  auto tiles = read_tilesets(root);
  if (!tiles) return tiles.error();
  auto created = Map::create(width, height, layout.topology);
  if (!created) return root.error(created.error().message);
  Map map = std::move(*created);
  std::vector<TerrainId> ids_of(tiles->terrains.size());
  for (std::size_t i = 0; i < tiles->terrains.size(); ++i) {
    if (auto ok = define_terrain(map, tiles->terrains[i], tiles->where[i]); !ok) return ok.error();
    ids_of[i] = *map.costs().terrain(tiles->terrains[i].name);
  }

  const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  std::vector<TerrainId> terrain(cells, *map.costs().terrain("plain"));
  std::vector<std::uint8_t> heights(cells, 0);
  // Paints one block of gids whose top-left cell is (x0, y0) on the map.
  auto paint = [&](const std::vector<std::uint32_t>& gids, int x0, int y0, int w,
                   const std::string& where) -> Result<void> {
    const TileInfo* info = tiles->by_gid.data();
    const std::size_t known = tiles->by_gid.size();
    for (std::size_t i = 0; i < gids.size(); ++i) {
      const std::uint32_t gid = gids[i] & gid_mask;
      if (gid == 0) continue;
      if (gid >= known || !tiles->defined[gid]) {
        return Error{where + ": tile id " + std::to_string(gid) + " at index " + std::to_string(i) +
                         " is in no tileset",
                     ErrorCode::bad_data};
      }
      const TileInfo t = info[gid];
      if (t.terrain < 0 && t.height < 0) continue;
      const auto c =
          static_cast<std::size_t>(y0 + static_cast<int>(i) / w) * static_cast<std::size_t>(width) +
          static_cast<std::size_t>(x0 + static_cast<int>(i) % w);
      if (t.terrain >= 0) terrain[c] = ids_of[static_cast<std::size_t>(t.terrain)];
      if (t.height >= 0) heights[c] = static_cast<std::uint8_t>(t.height);
    }
    return {};
  };

  for (const Node& layer : tile_layers) {
    const std::string where = layer_name(layer);
    auto e = read_encoding(layer, where);
    if (!e) return e.error();
    if (*infinite) {
      auto chunks = layer.member("chunks");
      if (!chunks) return chunks.error();
      for (std::size_t i = 0; i < chunks->value().size(); ++i) {
        auto chunk = chunks->item(i);
        if (!chunk) return chunk.error();
        const int cx = static_cast<int>(*chunk->integer("x", INT_MIN / 2, INT_MAX / 2));
        const int cy = static_cast<int>(*chunk->integer("y", INT_MIN / 2, INT_MAX / 2));
        const int cw = static_cast<int>(*chunk->integer("width", 1, max_side));
        const int ch = static_cast<int>(*chunk->integer("height", 1, max_side));
        const std::string at = where + " chunk " + std::to_string(i);
        auto gids = read_gids(*chunk, e->encoding, e->compression,
                              static_cast<std::size_t>(cw) * static_cast<std::size_t>(ch), at);
        if (!gids) return gids.error();
        if (auto ok = paint(*gids, cx - layout.origin.x, cy - layout.origin.y, cw, at); !ok) {
          return ok.error();
        }
      }
      continue;
    }
    auto lw = layer.integer_or("width", width, 0, max_side);
    if (!lw) return lw.error();
    auto lh = layer.integer_or("height", height, 0, max_side);
    if (!lh) return lh.error();
    if (*lw != width || *lh != height) {
      return Error{where + ": the layer is " + std::to_string(*lw) + "x" + std::to_string(*lh) +
                       ", the map " + std::to_string(width) + "x" + std::to_string(height),
                   ErrorCode::bad_data};
    }
    auto gids = read_gids(layer, e->encoding, e->compression, cells, where);
    if (!gids) return gids.error();
    if (auto ok = paint(*gids, 0, 0, width, where); !ok) return ok.error();
  }
  if (auto ok = map.set_terrain_ids(terrain); !ok) return ok.error();
  if (auto ok = map.set_heights(heights); !ok) return ok.error();

  auto rules = Properties::tiled(root);
  if (!rules) return rules.error();
  if (auto ok = apply_rules(map, *rules); !ok) return ok.error();

  for (const Node& layer : object_layers) {
    if (!layer.has("objects")) continue;
    auto objects = layer.member("objects");
    if (!objects) return objects.error();
    auto n = objects->array_size();
    if (!n) return n.error();
    for (std::size_t i = 0; i < *n; ++i) {
      auto object = objects->item(i);
      if (!object) return object.error();
      auto props = Properties::tiled(*object);
      if (!props) return props.error();
      auto name = object->string_or("name", "");
      if (!name) return name.error();
      const std::string where = object->path() + (name->empty() ? "" : " '" + *name + "'");
      auto draft = read_unit(*props, *name, where);
      if (!draft) return draft.error();
      if (!*draft) continue;
      auto x = object->member("x");
      if (!x) return x.error();
      auto y = object->member("y");
      if (!y) return y.error();
      auto px = x->number();
      if (!px) return px.error();
      auto py = y->number();
      if (!py) return py.error();
      double w = 0;
      double h = 0;
      for (auto [key, out] : {std::pair{"width", &w}, std::pair{"height", &h}}) {
        if (!object->has(key)) continue;
        auto v = object->member(key);
        if (!v) return v.error();
        auto d = v->number();
        if (!d) return d.error();
        *out = *d;
      }
      // The object's centre; a tile object's y is its bottom edge.
      const bool tile_object = object->has("gid");
      const double cx = *px + w / 2;
      const double cy = tile_object ? *py - h / 2 : *py + h / 2;
      if (auto ok = place_unit(map, **draft, cell_at(layout, cx, cy)); !ok) return ok.error();
    }
  }
  return map;
}

}  // namespace qipan::tactics::import
