#include "core/tactics/map.h"

#include <gtest/gtest.h>

namespace qipan::tactics {
namespace {

// What a failed call must leave alone.
struct Snapshot {
  std::uint64_t revision;
  std::vector<Unit> units;
  std::vector<std::string> terrains;

  explicit Snapshot(const Map& map) : revision(map.revision()) {
    units.assign(map.units().begin(), map.units().end());
    for (int y = 0; y < map.height(); ++y) {
      for (int x = 0; x < map.width(); ++x) terrains.push_back(map.terrain_at({x, y}));
    }
  }
  bool operator==(const Snapshot& o) const {
    return revision == o.revision && terrains == o.terrains && units.size() == o.units.size() &&
           std::equal(units.begin(), units.end(), o.units.begin(),
                      [](const Unit& a, const Unit& b) {
                        return a.id == b.id && a.team == b.team && a.at == b.at &&
                               a.move_class == b.move_class && a.stats == b.stats;
                      });
  }
};

template <class R>
void expect_error(const R& result, const std::string& fragment) {
  ASSERT_FALSE(result.ok()) << "expected an error containing '" << fragment << "'";
  EXPECT_NE(result.error().message.find(fragment), std::string::npos) << result.error().message;
}

TEST(Map, SizeIsOneTo4096EachSide) {
  expect_error(Map::create(0, 5), "width is out of range: 0 (expected 1..4096)");
  expect_error(Map::create(5, 4097), "height is out of range: 4097");
  expect_error(Map::create(-3, 5), "width");
  auto one = Map::create(1, 1);
  ASSERT_TRUE(one.ok());
  EXPECT_EQ(one->terrain_at({0, 0}), "plain");
  auto strip = Map::create(4096, 1);
  ASSERT_TRUE(strip.ok());
  EXPECT_EQ(strip->width(), 4096);
  EXPECT_EQ(strip->terrain_at({4095, 0}), "plain");
}

TEST(Map, ShipsTheDefaultCostTableOfTheSpec) {
  const Map map = *Map::create(2, 2);
  const CostTable& t = map.costs();
  struct Row {
    const char* terrain;
    int foot, mounted, flying;
  };
  for (Row r :
       {Row{"plain", 1, 1, 1}, Row{"road", 1, 1, 1}, Row{"forest", 2, 3, 1}, Row{"hill", 2, 4, 1},
        Row{"mountain", 3, 0, 1}, Row{"water", 0, 0, 1}, Row{"wall", 0, 0, 0}}) {
    const TerrainId id = *t.terrain(r.terrain);
    EXPECT_EQ(t.cost(id, *t.move_class("foot")), r.foot) << r.terrain;
    EXPECT_EQ(t.cost(id, *t.move_class("mounted")), r.mounted) << r.terrain;
    EXPECT_EQ(t.cost(id, *t.move_class("flying")), r.flying) << r.terrain;
  }
  EXPECT_EQ(t.terrain_count(), 7);
  EXPECT_EQ(t.move_class_count(), 3);
}

TEST(Map, SetsTerrainByNameAndRejectsUnknownNamesAndCells) {
  Map map = *Map::create(4, 3);
  ASSERT_TRUE(map.set_terrain({3, 2}, "forest").ok());
  EXPECT_EQ(map.terrain_at({3, 2}), "forest");
  const Snapshot before(map);
  expect_error(map.set_terrain({1, 1}, "lava"), "unknown terrain 'lava' (known: plain, road");
  expect_error(map.set_terrain({4, 0}, "wall"), "cell (4, 0) is off the map (4x3)");
  expect_error(map.set_terrain({0, -1}, "wall"), "off the map");
  expect_error(map.set_terrain({0, 0}, TerrainId{7}), "no terrain with id 7");
  EXPECT_TRUE(Snapshot(map) == before);
}

TEST(Map, SetMoveCostChangesCostsAndAddsTerrains) {
  Map map = *Map::create(3, 3);
  const auto rev = map.revision();
  ASSERT_TRUE(map.set_move_cost("forest", "foot", 5).ok());
  EXPECT_GT(map.revision(), rev);
  EXPECT_EQ(map.costs().cost(*map.costs().terrain("forest"), 0), 5);
  ASSERT_TRUE(map.set_move_cost("lava", "flying", 3).ok());
  const TerrainId lava = *map.costs().terrain("lava");
  EXPECT_EQ(map.costs().cost(lava, *map.costs().move_class("flying")), 3);
  EXPECT_EQ(map.costs().cost(lava, *map.costs().move_class("foot")), impassable);
  ASSERT_TRUE(map.set_terrain({1, 1}, "lava").ok());
  EXPECT_EQ(map.terrain_at({1, 1}), "lava");
  ASSERT_TRUE(map.set_move_cost("plain", "foot", 0).ok());  // 0: impassable

  const Snapshot before(map);
  expect_error(map.set_move_cost("plain", "foot", -1), "cost is out of range: -1");
  expect_error(map.set_move_cost("plain", "foot", 101),
               "cost is out of range: 101 (expected 1..100");
  expect_error(map.set_move_cost("plain", "boat", 1), "unknown move class 'boat'");
  expect_error(map.set_move_cost("", "foot", 1), "terrain name is empty");
  expect_error(map.set_move_cost(std::string(33, 'a'), "foot", 1), "longer than 32");
  EXPECT_TRUE(Snapshot(map) == before);
  EXPECT_FALSE(map.costs().terrain(""));
}

TEST(Map, HoldsAtMost63Terrains) {
  Map map = *Map::create(2, 2);
  for (int i = map.costs().terrain_count(); i < max_terrains; ++i) {
    ASSERT_TRUE(map.set_move_cost(std::string("t").append(std::to_string(i)), "foot", 1).ok()) << i;
  }
  expect_error(map.set_move_cost("one-too-many", "foot", 1), "too many terrains");
  EXPECT_TRUE(map.set_move_cost("t62", "foot", 2).ok());  // existing names still change
  ASSERT_TRUE(map.set_terrain({0, 0}, "t62").ok());
  EXPECT_EQ(map.terrain_at({0, 0}), "t62");
}

TEST(Map, AddsMoveClasses) {
  Map map = *Map::create(2, 2);
  ASSERT_TRUE(map.add_move_class("armored", "foot").ok());
  ASSERT_TRUE(map.add_move_class("boat", "").ok());
  const CostTable& t = map.costs();
  const TerrainId forest = *t.terrain("forest");
  EXPECT_EQ(t.cost(forest, *t.move_class("armored")), 2);
  EXPECT_EQ(t.cost(forest, *t.move_class("boat")), impassable);
  ASSERT_TRUE(map.set_move_cost("water", "boat", 1).ok());
  EXPECT_TRUE(map.add_unit({0, {0, 0}, "boat", {3}}).ok());

  expect_error(map.add_move_class("boat", ""), "move class 'boat' already exists");
  expect_error(map.add_move_class("ghost", "spirit"), "unknown move class 'spirit'");
  expect_error(map.add_move_class("", ""), "move class name is empty");
  for (int i = map.costs().move_class_count(); i < max_move_classes; ++i) {
    ASSERT_TRUE(map.add_move_class(std::string("c").append(std::to_string(i)), "").ok());
  }
  expect_error(map.add_move_class("extra", ""), "too many move classes");
}

TEST(Map, MoveOptionsStartOffAndAreSetAsAValue) {
  Map map = *Map::create(2, 2);
  EXPECT_EQ(map.options(), MoveOptions{});
  EXPECT_FALSE(map.options().allies_block);
  EXPECT_FALSE(map.options().zone_of_control);
  const auto rev = map.revision();
  map.set_options({.allies_block = true, .zone_of_control = true});
  EXPECT_TRUE(map.options().allies_block);
  EXPECT_TRUE(map.options().zone_of_control);
  EXPECT_GT(map.revision(), rev);
  map.set_options({.zone_of_control = true});
  EXPECT_FALSE(map.options().allies_block);
  EXPECT_TRUE(map.options().zone_of_control);
}

TEST(Map, AddUnitChecksEveryField) {
  Map map = *Map::create(5, 4);
  auto a = map.add_unit({0, {1, 1}, "foot", {4, 1, 2}});
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(*a, 0);
  const Snapshot before(map);
  expect_error(map.add_unit({-1, {0, 0}, "foot", {4}}),
               "team is out of range: -1 (expected 0..255)");
  expect_error(map.add_unit({256, {0, 0}, "foot", {4}}), "team is out of range: 256");
  expect_error(map.add_unit({0, {5, 0}, "foot", {4}}), "cell (5, 0) is off the map (5x4)");
  expect_error(map.add_unit({0, {0, 0}, "foot", {-1}}), "move is out of range: -1");
  expect_error(map.add_unit({0, {0, 0}, "foot", {max_move + 1}}), "move is out of range");
  expect_error(map.add_unit({0, {0, 0}, "swimmer", {4}}), "unknown move class 'swimmer'");
  expect_error(map.add_unit({0, {0, 0}, "foot", {4, -1, 1}}), "min range is out of range: -1");
  expect_error(map.add_unit({0, {0, 0}, "foot", {4, 3, 2}}),
               "max range is out of range: 2 (expected 3..");
  expect_error(map.add_unit({0, {0, 0}, "foot", {4, 1, max_range + 1}}),
               "max range is out of range");
  expect_error(map.add_unit({1, {1, 1}, "foot", {4}}), "cell (1, 1) is taken by unit 0");
  EXPECT_TRUE(Snapshot(map) == before);
  EXPECT_TRUE(map.add_unit({255, {4, 3}, "flying", {max_move, 0, max_range}}).ok());
}

TEST(Map, UnitIdsAreStable) {
  Map map = *Map::create(6, 1);
  for (int x = 0; x < 4; ++x) ASSERT_EQ(*map.add_unit({x % 2, {x, 0}, "foot", {1}}), x);
  ASSERT_TRUE(map.remove_unit(1).ok());
  EXPECT_EQ(map.unit(1), nullptr);
  EXPECT_EQ(map.unit_at({1, 0}), no_unit);
  EXPECT_EQ(map.unit(2)->at, (Point{2, 0}));
  EXPECT_EQ(map.unit_at({3, 0}), 3);
  EXPECT_EQ(*map.add_unit({0, {1, 0}, "foot", {1}}), 4);  // a new id, never 1 again
  std::vector<UnitId> ids;
  for (const Unit& u : map.units()) ids.push_back(u.id);
  EXPECT_EQ(ids, (std::vector<UnitId>{0, 2, 3, 4}));

  const Snapshot before(map);
  expect_error(map.remove_unit(1), "unit 1 was removed");
  expect_error(map.remove_unit(9), "no unit with id 9");
  expect_error(map.remove_unit(-1), "no unit with id -1");
  expect_error(map.move_unit(1, {5, 0}), "unit 1 was removed");
  expect_error(map.move_unit(0, {6, 0}), "off the map");
  expect_error(map.move_unit(0, {2, 0}), "cell (2, 0) is taken by unit 2");
  EXPECT_TRUE(Snapshot(map) == before);

  ASSERT_TRUE(map.move_unit(0, {0, 0}).ok());  // to its own cell: nothing to do
  ASSERT_TRUE(map.move_unit(0, {5, 0}).ok());
  EXPECT_EQ(map.unit_at({0, 0}), no_unit);
  EXPECT_EQ(map.unit_at({5, 0}), 0);
  EXPECT_EQ(map.unit(0)->at, (Point{5, 0}));
  EXPECT_EQ(map.unit_at({-1, 0}), no_unit);
}

TEST(Map, EveryChangeBumpsTheRevision) {
  Map map = *Map::create(3, 3);
  std::uint64_t rev = map.revision();
  auto bumped = [&] {
    const bool b = map.revision() > rev;
    rev = map.revision();
    return b;
  };
  ASSERT_TRUE(map.set_terrain({0, 0}, "hill").ok());
  EXPECT_TRUE(bumped());
  ASSERT_TRUE(map.set_move_cost("hill", "foot", 3).ok());
  EXPECT_TRUE(bumped());
  map.set_options({.zone_of_control = true});
  EXPECT_TRUE(bumped());
  const UnitId id = *map.add_unit({0, {1, 1}, "foot", {2}});
  EXPECT_TRUE(bumped());
  ASSERT_TRUE(map.move_unit(id, {2, 2}).ok());
  EXPECT_TRUE(bumped());
  ASSERT_TRUE(map.remove_unit(id).ok());
  EXPECT_TRUE(bumped());
  ASSERT_TRUE(map.add_move_class("boat", "").ok());
  EXPECT_TRUE(bumped());
}

}  // namespace
}  // namespace qipan::tactics
