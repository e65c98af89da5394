// The Tiled and LDtk importers, on maps written by hand from the formats'
// documentation (tests/data/tactics/import) and on maps built here in every
// encoding Tiled writes; and every bad input the issue lists.
#include <gtest/gtest.h>
#include <zlib.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/tactics/import/ldtk.h"
#include "core/tactics/import/tiled.h"
#include "core/tactics/pathfinder.h"

namespace qipan::tactics {
namespace {

using import::import_ldtk;
using import::import_tiled;

std::string read_file(const std::string& name) {
  std::ifstream in(std::string(QIPAN_TEST_DATA "/tactics/import/") + name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string base64(const std::vector<std::uint8_t>& bytes) {
  static const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::uint32_t b0 = bytes[i];
    const std::uint32_t b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0;
    const std::uint32_t b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0;
    const std::uint32_t v = b0 << 16 | b1 << 8 | b2;
    out += a[v >> 18 & 63];
    out += a[v >> 12 & 63];
    out += i + 1 < bytes.size() ? a[v >> 6 & 63] : '=';
    out += i + 2 < bytes.size() ? a[v & 63] : '=';
  }
  return out;
}

// zlib (window 15) or gzip (15 + 16) deflate of `bytes`.
std::vector<std::uint8_t> deflated(const std::vector<std::uint8_t>& bytes, bool gzip) {
  z_stream z{};
  EXPECT_EQ(deflateInit2(&z, 9, Z_DEFLATED, gzip ? 31 : 15, 8, Z_DEFAULT_STRATEGY), Z_OK);
  std::vector<std::uint8_t> out(deflateBound(&z, static_cast<uLong>(bytes.size())) + 32);
  z.next_in = const_cast<Bytef*>(bytes.data());
  z.avail_in = static_cast<uInt>(bytes.size());
  z.next_out = out.data();
  z.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

std::vector<std::uint8_t> little_endian(const std::vector<std::uint32_t>& gids) {
  std::vector<std::uint8_t> out;
  for (std::uint32_t g : gids) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(g >> (8 * i)));
  }
  return out;
}

// The "data" member of a layer or chunk in an encoding.
std::string data_field(const std::vector<std::uint32_t>& gids, const std::string& encoding) {
  if (encoding == "csv") {
    std::string s = "\"data\": [";
    for (std::size_t i = 0; i < gids.size(); ++i) s += (i ? "," : "") + std::to_string(gids[i]);
    return s + "]";
  }
  const auto raw = little_endian(gids);
  std::string compression;
  std::vector<std::uint8_t> bytes = raw;
  if (encoding == "zlib" || encoding == "gzip") {
    bytes = deflated(raw, encoding == "gzip");
    compression = encoding;
  }
  return "\"encoding\": \"base64\", \"compression\": \"" + compression + "\", \"data\": \"" +
         base64(bytes) + "\"";
}

const char* tilesets =
    R"("tilesets": [{"firstgid": 1, "name": "t", "tilecount": 3, "tiles": [
       {"id": 0, "class": "plain"}, {"id": 1, "class": "wall"},
       {"id": 2, "class": "forest", "properties": [{"name": "height", "type": "int", "value": 7}]}]}])";

// A map of `gids` (row-major, width w) in an orientation and an encoding;
// with `chunk` > 0 an infinite map of chunks that size, its first at (-chunk, -chunk).
std::string tiled_map(const std::string& head, int w, int h, const std::vector<std::uint32_t>& gids,
                      const std::string& encoding, int chunk = 0, const std::string& more = "") {
  std::string layer;
  if (chunk == 0) {
    layer = R"({"name": "ground", "type": "tilelayer", "width": )" + std::to_string(w) +
            R"(, "height": )" + std::to_string(h) + ", " + data_field(gids, encoding) + "}";
  } else {
    std::string encoding_fields;
    std::string chunks;
    for (int cy = 0; cy < h; cy += chunk) {
      for (int cx = 0; cx < w; cx += chunk) {
        std::vector<std::uint32_t> part;
        for (int y = cy; y < cy + chunk; ++y) {
          for (int x = cx; x < cx + chunk; ++x) {
            part.push_back(gids[static_cast<std::size_t>(y * w + x)]);
          }
        }
        std::string d = data_field(part, encoding);
        const auto at = d.find("\"data\"");
        encoding_fields = d.substr(0, at);
        chunks += std::string(chunks.empty() ? "" : ",") + R"({"x": )" +
                  std::to_string(cx - chunk) + R"(, "y": )" + std::to_string(cy - chunk) +
                  R"(, "width": )" + std::to_string(chunk) + R"(, "height": )" +
                  std::to_string(chunk) + ", " + d.substr(at) + "}";
      }
    }
    layer = R"({"name": "ground", "type": "tilelayer", )" + encoding_fields + R"("chunks": [)" +
            chunks + "]}";
  }
  return "{" + head + R"(, "tilewidth": 16, "tileheight": 16, "width": )" + std::to_string(w) +
         R"(, "height": )" + std::to_string(h) + R"(, "infinite": )" + (chunk ? "true" : "false") +
         ", " + tilesets + R"(, "layers": [)" + layer + more + "]}";
}

std::vector<std::uint32_t> pattern(int w, int h) {
  std::vector<std::uint32_t> gids;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) gids.push_back(static_cast<std::uint32_t>((x * 7 + y * 3) % 4));
  }
  return gids;
}

// The terrain and height each gid of `pattern` gives.
void expect_pattern(const Map& map, int w, int h, const std::string& where) {
  const char* names[] = {"plain", "plain", "wall", "forest"};
  ASSERT_EQ(map.width(), w) << where;
  ASSERT_EQ(map.height(), h) << where;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int g = (x * 7 + y * 3) % 4;
      ASSERT_EQ(map.terrain_at({x, y}), names[g]) << where << " (" << x << ", " << y << ")";
      ASSERT_EQ(map.height_at({x, y}), g == 3 ? 7 : 0) << where;
    }
  }
}

const std::string orthogonal = R"("orientation": "orthogonal")";

TEST(TiledImport, ReadsAHandWrittenOrthogonalMap) {
  auto map = import_tiled(read_file("orthogonal_csv.tmj"));
  ASSERT_TRUE(map.ok()) << map.error().message;
  EXPECT_EQ(map->topology(), Topology{});
  EXPECT_EQ(map->width(), 4);
  EXPECT_EQ(map->height(), 3);
  EXPECT_EQ(map->terrain_at({2, 0}), "forest");
  EXPECT_EQ(map->terrain_at({3, 0}), "wall");
  EXPECT_EQ(map->terrain_at({1, 1}), "lava");
  EXPECT_EQ(map->terrain_at({0, 2}), "hill");
  EXPECT_EQ(map->terrain_at({3, 2}), "forest");  // a flipped tile on the second layer
  EXPECT_EQ(map->height_at({0, 2}), 3);
  const auto lava = *map->costs().terrain("lava");
  EXPECT_EQ(map->costs().cost(lava, *map->costs().move_class("foot")), 5);
  EXPECT_EQ(map->costs().cost(lava, *map->costs().move_class("mounted")), impassable);
  EXPECT_TRUE(map->costs().blocks_sight(lava));
  EXPECT_TRUE(map->options().zone_of_control);
  EXPECT_TRUE(map->options().line_of_sight);
  ASSERT_EQ(map->units().size(), 2u);  // the marker has no team
  const Unit& archer = map->units()[0];
  EXPECT_EQ(archer.label, "Archer");
  EXPECT_EQ(archer.at, (Point{0, 2}));
  EXPECT_EQ(archer.stats.move, 4);
  EXPECT_EQ(archer.stats.min_range, 2);
  EXPECT_EQ(archer.stats.max_range, 3);
  EXPECT_EQ(archer.jump, 2);
  const Unit& rider = map->units()[1];
  EXPECT_EQ(rider.label, "Black Rider");
  EXPECT_EQ(rider.team, 1);
  EXPECT_EQ(rider.at, (Point{2, 1}));
  EXPECT_EQ(map->costs().move_class_name(rider.move_class), "mounted");
  Pathfinder search;
  std::vector<Reach> range;
  ASSERT_TRUE(search.reachable(*map, rider.id, range).ok());
  EXPECT_FALSE(range.empty());
}

TEST(TiledImport, ReadsAHandWrittenHexMapAndPlacesUnitsOnHexes) {
  auto map = import_tiled(read_file("hex_rows.tmj"));
  ASSERT_TRUE(map.ok()) << map.error().message;
  EXPECT_EQ(map->topology(), (Topology{Shape::hex, StaggerAxis::y, StaggerIndex::odd}));
  EXPECT_EQ(map->terrain_at({2, 1}), "water");
  ASSERT_EQ(map->units().size(), 1u);
  EXPECT_EQ(map->units()[0].at, (Point{1, 1}));
}

TEST(TiledImport, ReadsEveryEncodingAndLayout) {
  const std::vector<std::string> heads = {
      orthogonal,
      R"("orientation": "hexagonal", "staggeraxis": "y", "staggerindex": "odd", "hexsidelength": 8)",
      R"("orientation": "hexagonal", "staggeraxis": "y", "staggerindex": "even", "hexsidelength": 8)",
      R"("orientation": "hexagonal", "staggeraxis": "x", "staggerindex": "odd", "hexsidelength": 8)",
      R"("orientation": "hexagonal", "staggeraxis": "x", "staggerindex": "even", "hexsidelength": 8)",
  };
  const auto gids = pattern(6, 4);
  for (const auto& head : heads) {
    for (const char* encoding : {"csv", "base64", "zlib", "gzip"}) {
      auto map = import_tiled(tiled_map(head, 6, 4, gids, encoding));
      ASSERT_TRUE(map.ok()) << head << " " << encoding << ": " << map.error().message;
      expect_pattern(*map, 6, 4, head + " " + encoding);
    }
  }
}

// An infinite map whose chunks start at (-2, -2): the map is the chunks'
// bounds, and on hexes the origin's odd row flips which rows are shifted.
TEST(TiledImport, ReadsChunkedInfiniteMaps) {
  const auto gids = pattern(4, 4);
  for (const char* encoding : {"csv", "base64", "zlib", "gzip"}) {
    auto map = import_tiled(tiled_map(orthogonal, 4, 4, gids, encoding, 2));
    ASSERT_TRUE(map.ok()) << encoding << ": " << map.error().message;
    expect_pattern(*map, 4, 4, encoding);
  }
  auto odd = import_tiled(
      tiled_map(R"("orientation": "hexagonal", "staggeraxis": "y", "staggerindex": "odd")", 3, 3,
                pattern(3, 3), "csv", 1));
  ASSERT_TRUE(odd.ok()) << odd.error().message;
  // Tiled's row -1 is the map's row 0: odd, so shifted; the map's even rows are.
  EXPECT_EQ(odd->topology().stagger_index, StaggerIndex::even);
}

void expect_error(const std::string& json, const std::string& words) {
  auto map = import_tiled(json);
  ASSERT_FALSE(map.ok()) << "expected an error with '" << words << "'";
  EXPECT_NE(map.error().message.find(words), std::string::npos) << map.error().message;
}

TEST(TiledImport, RefusesBadInputSayingWhere) {
  const auto gids = pattern(3, 2);
  const std::string good = tiled_map(orthogonal, 3, 2, gids, "csv");
  ASSERT_TRUE(import_tiled(good).ok());
  expect_error(good.substr(0, good.size() - 5), "not valid JSON at line 3, column");
  expect_error("{\n  \"orientation\": ,\n}", "line 2, column");
  expect_error(tiled_map(R"("orientation": "isometric")", 3, 2, gids, "csv"),
               "isometric maps are not supported");
  expect_error(tiled_map(R"("orientation": "staggered")", 3, 2, gids, "csv"), "not supported");
  // A layer of another size than the map.
  std::string wrong_size = good;
  wrong_size.replace(wrong_size.find(R"("width": 3, "height": 2, "data")"), 11, R"("width": 4,)");
  expect_error(wrong_size, "layers[0] 'ground': the layer is 4x2, the map 3x2");
  expect_error(tiled_map(orthogonal, 3, 2, {1, 1, 1, 1, 1}, "csv"), "data has 5 tiles, expected 6");
  expect_error(tiled_map(orthogonal, 3, 2, {1, 1, 1, 1, 1, 9}, "csv"),
               "tile id 9 at index 5 is in no tileset");
  expect_error(tiled_map(orthogonal, 3, 2, {1, 1, 1, 1, 1}, "base64"),
               "holds 20 bytes, expected 24");
  expect_error(tiled_map(orthogonal, 3, 2, {1, 1, 1, 1, 1}, "zlib"), "inflates to 20 bytes");
  // Units off the map or on a blocked cell.
  const auto unit_at = [](int x, int y) {
    return R"(, {"name": "units", "type": "objectgroup", "objects": [{"id": 1, "name": "Scout", "x": )" +
           std::to_string(x) + R"(, "y": )" + std::to_string(y) +
           R"(, "point": true, "properties": [{"name": "team", "type": "int", "value": 0}]}]})";
  };
  ASSERT_TRUE(import_tiled(tiled_map(orthogonal, 3, 2, gids, "csv", 0, unit_at(1, 1))).ok());
  expect_error(tiled_map(orthogonal, 3, 2, gids, "csv", 0, unit_at(100, 1)),
               "layers[1].objects[0] 'Scout': cell (6, 0) is off the map");
  // gid 3 is wall: (2, 0) in the pattern.
  expect_error(tiled_map(orthogonal, 3, 2, gids, "csv", 0, unit_at(40, 8)),
               "stands on wall at (2, 0), impassable for foot units");
  expect_error(R"({"orientation": "orthogonal", "tilewidth": 16, "tileheight": 16, "width": 2,
      "height": 1, "tilesets": [{"firstgid": 1, "source": "ground.tsj"}], "layers": []})",
               "external tileset 'ground.tsj' is not embedded");
  expect_error(R"({"orientation": "orthogonal", "tilewidth": 16, "tileheight": 16, "width": 2,
      "height": 1, "tilesets": [{"firstgid": 1, "tilecount": 1, "tiles": [{"id": 0, "class": "lava"}]}],
      "layers": []})",
               "terrain 'lava' is not in the cost table");
  std::string zstd = good;
  zstd.replace(zstd.find(R"("data")"), 0, R"("encoding": "base64", "compression": "zstd", )");
  expect_error(zstd, "zstd compression is not supported");
  expect_error(tiled_map(orthogonal, 5000, 1, {}, "csv"), "width: 5000 is out of range");
}

// A zlib stream that inflates far past the layer's declared size stops at
// that size: the memory used is the map's, not the bomb's.
TEST(TiledImport, StopsAZipBombAtTheDeclaredSize) {
  const std::vector<std::uint32_t> huge(4'000'000, 1);  // 16 MB of ones, a few kB deflated
  const auto bomb = base64(deflated(little_endian(huge), false));
  const std::string json =
      "{" + orthogonal + R"(, "tilewidth": 16, "tileheight": 16, "width": 4, "height": 4, )" +
      tilesets +
      R"(, "layers": [{"name": "ground", "type": "tilelayer", "width": 4, "height": 4, "encoding": "base64", "compression": "zlib", "data": ")" +
      bomb + R"("}]})";
  expect_error(json, "zlib data inflates past the layer's declared size (64 bytes)");
}

TEST(TiledImport, RefusesAFileOver64MB) {
  std::string big(65u << 20, ' ');
  big[0] = '{';
  big.back() = '}';
  expect_error(big, "more than the 67108864 read at most");
}

TEST(LdtkImport, ReadsAHandWrittenLevel) {
  const std::string text = read_file("level.ldtk");
  for (const char* level : {"Intro", "0"}) {
    auto map = import_ldtk(text, level);
    ASSERT_TRUE(map.ok()) << map.error().message;
    EXPECT_EQ(map->width(), 4);
    EXPECT_EQ(map->height(), 3);
    EXPECT_EQ(map->terrain_at({1, 0}), "wall");
    EXPECT_EQ(map->terrain_at({1, 1}), "forest");
    EXPECT_EQ(map->terrain_at({2, 1}), "plain");  // an unnamed value
    EXPECT_EQ(map->terrain_at({1, 2}), "wall");
    EXPECT_EQ(map->height_at({1, 1}), 2);
    EXPECT_TRUE(map->options().allies_block);
    ASSERT_EQ(map->units().size(), 1u);  // the chest has no team
    EXPECT_EQ(map->units()[0].label, "Knight");
    EXPECT_EQ(map->units()[0].stats.move, 3);
    EXPECT_EQ(map->units()[0].at, (Point{0, 0}));
  }
}

TEST(LdtkImport, RefusesBadInputSayingWhere) {
  const std::string text = read_file("level.ldtk");
  auto missing = import_ldtk(text, "Boss");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, "no level 'Boss' (levels: Intro, Second)");
  auto external = import_ldtk(text, "Second");
  ASSERT_FALSE(external.ok());
  EXPECT_NE(external.error().message.find("saved in a separate file"), std::string::npos);
  std::string short_grid = text;
  short_grid.replace(short_grid.find("0, 1, 0, 0,  0, 2"), 3, "");
  auto bad = import_ldtk(short_grid, "Intro");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("intGridCsv: has 11 values, expected 12"), std::string::npos)
      << bad.error().message;
  std::string on_wall = text;
  on_wall.replace(on_wall.find(R"("__grid": [0, 0])"), 16, R"("__grid": [1, 0])");
  auto blocked = import_ldtk(on_wall, "Intro");
  ASSERT_FALSE(blocked.ok());
  EXPECT_NE(blocked.error().message.find("'Knight': stands on wall at (1, 0)"), std::string::npos)
      << blocked.error().message;
  auto broken = import_ldtk("{\"levels\": [", "Intro");
  ASSERT_FALSE(broken.ok());
  EXPECT_NE(broken.error().message.find("LDtk file is not valid JSON"), std::string::npos);
}

}  // namespace
}  // namespace qipan::tactics
