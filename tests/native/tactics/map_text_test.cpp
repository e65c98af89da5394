// Bulk terrain (set_terrain_ids / terrain_ids), unit labels and the map's
// text form (map_text / map_from_text).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/tactics/map.h"
#include "core/tactics/map_text.h"
#include "core/tactics/pathfinder.h"

namespace qipan::tactics {
namespace {

// A 7x5 map with an added class and terrain, options, and labelled units.
Map sample() {
  Map map = *Map::create(7, 5);
  EXPECT_TRUE(map.add_move_class("boat", "").ok());
  EXPECT_TRUE(map.set_move_cost("water", "boat", 1).ok());
  EXPECT_TRUE(map.set_move_cost("lava", "flying", 3).ok());
  EXPECT_TRUE(map.set_terrain({1, 1}, "forest").ok());
  EXPECT_TRUE(map.set_terrain({2, 1}, "lava").ok());
  EXPECT_TRUE(map.set_terrain({6, 4}, "water").ok());
  map.set_options({true, false});
  UnitSpec a;
  a.at = {0, 0};
  a.stats.move = 4;
  EXPECT_TRUE(map.add_unit(a, "Knight \\ of\nthe \"north\"").ok());
  UnitSpec b;
  b.team = 3;
  b.at = {6, 4};
  b.move_class = "boat";
  b.stats.move = max_move;
  b.stats.min_range = 2;
  b.stats.max_range = 3;
  EXPECT_TRUE(map.add_unit(b).ok());
  return map;
}

std::vector<std::int32_t> field(const Map& map, UnitId id) {
  Pathfinder search;
  std::vector<std::int32_t> out(static_cast<std::size_t>(map.width() * map.height()));
  EXPECT_TRUE(search.distance_field(map, id, out).ok());
  return out;
}

TEST(TerrainIds, RoundTripAndSearchAgree) {
  Map cell_by_cell = *Map::create(9, 6);
  Map bulk = *Map::create(9, 6);
  std::vector<TerrainId> ids(54);
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<TerrainId>((i * 7 + i / 9) % 5);
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 9; ++x) {
      ASSERT_TRUE(cell_by_cell.set_terrain({x, y}, ids[static_cast<std::size_t>(y * 9 + x)]).ok());
    }
  }
  const auto before = bulk.revision();
  ASSERT_TRUE(bulk.set_terrain_ids(ids).ok());
  EXPECT_GT(bulk.revision(), before);
  EXPECT_EQ(bulk.terrain_ids(), ids);
  EXPECT_EQ(bulk.terrain_at({1, 0}), "forest");  // id (1 * 7) % 5 = 2
  UnitSpec u;
  u.at = {4, 3};
  u.stats.move = 6;
  ASSERT_TRUE(cell_by_cell.add_unit(u).ok());
  ASSERT_TRUE(bulk.add_unit(u).ok());
  EXPECT_EQ(field(bulk, 0), field(cell_by_cell, 0));
}

TEST(TerrainIds, WrongSizeOrUnknownIdChangesNothing) {
  Map map = *Map::create(3, 2);
  const auto revision = map.revision();
  auto short_data = map.set_terrain_ids(std::vector<TerrainId>(5, 1));
  ASSERT_FALSE(short_data.ok());
  EXPECT_EQ(short_data.error().message, "terrain data has 5 cells, expected 6 (3x2)");
  std::vector<TerrainId> ids(6, 1);
  ids[4] = 7;  // seven terrains: ids 0..6
  auto unknown = map.set_terrain_ids(ids);
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().message, "terrain data: cell (1, 1) has terrain id 7, expected 0..6");
  EXPECT_EQ(unknown.error().code, ErrorCode::bad_argument);
  EXPECT_EQ(map.revision(), revision);
  EXPECT_EQ(map.terrain_ids(), std::vector<TerrainId>(6, 0));
}

TEST(UnitLabel, KeptAndReplaced) {
  Map map = sample();
  EXPECT_EQ(map.unit(0)->label, "Knight \\ of\nthe \"north\"");
  EXPECT_EQ(map.unit(1)->label, "");
  ASSERT_TRUE(map.set_label(1, "boat").ok());
  EXPECT_EQ(map.unit(1)->label, "boat");
  auto too_long = map.set_label(1, std::string(max_label + 1, 'x'));
  ASSERT_FALSE(too_long.ok());
  EXPECT_EQ(map.unit(1)->label, "boat");
  EXPECT_EQ(map.set_label(7, "x").error().code, ErrorCode::bad_unit);
}

TEST(MapText, RoundTripsExactly) {
  const Map map = sample();
  const std::string text = map_text(map);
  auto back = map_from_text(text);
  ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
  EXPECT_EQ(map_text(*back), text);
  EXPECT_EQ(back->terrain_ids(), map.terrain_ids());
  EXPECT_EQ(back->terrain_at({2, 1}), "lava");
  EXPECT_EQ(back->costs().cost(*back->costs().terrain("lava"), *back->costs().move_class("flying")),
            3);
  EXPECT_TRUE(back->options().allies_block);
  ASSERT_EQ(back->units().size(), 2u);
  EXPECT_EQ(back->unit(0)->label, map.unit(0)->label);
  EXPECT_EQ(back->unit(1)->stats, map.unit(1)->stats);
  EXPECT_EQ(field(*back, 1), field(map, 1));
}

TEST(MapText, RenumbersUnitsAfterARemoval) {
  Map map = sample();
  ASSERT_TRUE(map.remove_unit(0).ok());
  auto back = map_from_text(map_text(map));
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->units().size(), 1u);
  EXPECT_EQ(back->units()[0].id, 0);
  EXPECT_EQ(back->units()[0].team, 3);
}

TEST(MapText, FaultsNameTheLine) {
  const std::string good = map_text(sample());
  struct Case {
    std::string text;
    std::string message;
  };
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const Case cases[] = {
      {"", "line 1: expected 'qipan-map 1' (text from TacticsMap toText())"},
      {replaced("size 7 5", "size 7 0"),
       "line 2: the height must be a whole number from 1 to 4096, got '0'"},
      {replaced("option zoc off", "option zoc maybe"),
       "line 3: option zoc must be on or off, got 'maybe'"},
      {replaced("cells\n...", "cells\n.?."), "line 12: column 2: no terrain has the character '?'"},
      {replaced("cells\n.......", "cells\n......"),
       "line 12: a row of cells must be 7 characters wide, got 6"},
      {replaced("unit 0 0 0 4 foot", "unit 0 0 0 4 skates"),
       "line 18: unknown move class 'skates' (known: foot, mounted, flying, boat; add one with "
       "addMoveClass)"},
      {replaced("unit 3 6 4", "unit 3 0 0"), "line 19: cell (0, 0) is taken by unit 0"},
      {good + "more\n", "line 20: unexpected text after the units"},
  };
  for (const Case& c : cases) {
    auto m = map_from_text(c.text);
    ASSERT_FALSE(m.ok()) << c.text;
    EXPECT_EQ(m.error().message, c.message);
    EXPECT_EQ(m.error().code, ErrorCode::bad_data);
  }
}

}  // namespace
}  // namespace qipan::tactics
