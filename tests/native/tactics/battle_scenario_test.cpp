// Scenario text: what a good one gives, and every fault with its line and
// column.
#include <gtest/gtest.h>

#include "core/tactics/battle_scenario.h"

namespace qipan::tactics {
namespace {

constexpr std::string_view good_text = R"(# A comment before the header.
scenario bridge-2
title The Bridge: a test
option zoc on

map
^~=A
%:#s
.Bs.

units
# letter team kind class hp atk def move range
A player Archer  foot    16 7 2 4 2
B player Knight  mounted 20 9 6 7 1-2 on road
s enemy  Soldier foot    15 8 3 4 1 on forest
)";

TEST(Scenario, ReadsHeaderMapAndUnits) {
  auto b = parse_scenario(good_text);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->name(), "bridge-2");
  EXPECT_EQ(b->title(), "The Bridge: a test");
  const Map& map = b->map();
  EXPECT_EQ(map.width(), 4);
  EXPECT_EQ(map.height(), 3);
  EXPECT_TRUE(map.options().zone_of_control);
  EXPECT_FALSE(map.options().allies_block);
  EXPECT_EQ(map.terrain_at({0, 0}), "mountain");
  EXPECT_EQ(map.terrain_at({1, 0}), "water");
  EXPECT_EQ(map.terrain_at({2, 0}), "road");
  EXPECT_EQ(map.terrain_at({3, 0}), "plain");  // under the archer
  EXPECT_EQ(map.terrain_at({0, 1}), "forest");
  EXPECT_EQ(map.terrain_at({1, 1}), "hill");
  EXPECT_EQ(map.terrain_at({2, 1}), "wall");
  EXPECT_EQ(map.terrain_at({3, 1}), "forest");  // 's ... on forest'
  EXPECT_EQ(map.terrain_at({1, 2}), "road");    // 'B ... on road'
  // Ids in reading order; a kind shared by several units is numbered.
  ASSERT_EQ(b->units().size(), 4u);
  const BattleUnit& archer = b->units()[0];
  EXPECT_EQ(archer.name, "Archer");
  EXPECT_EQ(archer.kind, "Archer");
  EXPECT_EQ(archer.team, Team::player);
  EXPECT_EQ(b->cell_of(archer), (Point{3, 0}));
  EXPECT_EQ(map.costs().move_class_name(archer.move_class), "foot");
  EXPECT_EQ(archer.stats.max_hp, 16);
  EXPECT_EQ(archer.hp, 16);
  EXPECT_EQ(archer.stats.attack, 7);
  EXPECT_EQ(archer.stats.defence, 2);
  EXPECT_EQ(archer.stats.move, 4);
  EXPECT_EQ(archer.stats.min_range, 2);
  EXPECT_EQ(archer.stats.max_range, 2);
  EXPECT_EQ(b->units()[1].name, "Soldier 1");
  EXPECT_EQ(b->cell_of(b->units()[1]), (Point{3, 1}));
  const BattleUnit& knight = b->units()[2];
  EXPECT_EQ(knight.name, "Knight");
  EXPECT_EQ(map.costs().move_class_name(knight.move_class), "mounted");
  EXPECT_EQ(knight.stats.min_range, 1);
  EXPECT_EQ(knight.stats.max_range, 2);
  EXPECT_EQ(b->units()[3].name, "Soldier 2");
  EXPECT_EQ(b->units()[3].team, Team::enemy);
  EXPECT_EQ(map.unit(3)->team, 1);
}

TEST(Scenario, TakesWindowsLineEndsAndTrailingSpace) {
  std::string text;
  for (char c : good_text) {
    if (c == '\n') text += "  \r";
    text += c;
  }
  auto b = parse_scenario(text);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->map().width(), 4);
  EXPECT_EQ(b->title(), "The Bridge: a test");
}

TEST(Scenario, AKeywordLineAlsoEndsASection) {
  auto b = parse_scenario(R"(map
.A
s.
units
A player Archer foot 16 7 2 4 2
s enemy Soldier foot 15 8 3 4 1
scenario late
title Header last
)");
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->name(), "late");
  EXPECT_EQ(b->map().height(), 2);
}

struct Fault {
  const char* what;
  std::string text;
  std::string message;
};

// Builds a scenario from good_text with one line replaced (1-based), or with text
// appended when `line` is 0.
std::string with_line(int line, std::string_view replacement) {
  std::string out;
  int n = 0;
  std::size_t pos = 0;
  const std::string_view good = good_text;
  while (pos < good.size()) {
    std::size_t end = good.find('\n', pos);
    ++n;
    const std::string_view original = good.substr(pos, end - pos);
    out += n == line ? replacement : original;
    out += '\n';
    pos = end + 1;
  }
  if (line == 0) out += replacement;
  return out;
}

// Lines of good_text: 1 comment, 2 scenario, 3 title, 4 option, 5 blank, 6 map,
// 7-9 rows, 10 blank, 11 units, 12 comment, 13 A, 14 B, 15 s.
const std::vector<Fault>& faults() {
  static const std::vector<Fault> list = {
      {"unknown keyword", with_line(4, "opton zoc on"),
       "line 4, column 1: unknown keyword 'opton' (expected scenario, title, option, map or "
       "units)"},
      {"bad name", with_line(2, "scenario Bridge"),
       "line 2, column 10: bad scenario name 'Bridge': use lower-case letters, digits and '-', "
       "starting with a letter, at most 32 characters"},
      {"no name", with_line(2, "scenario"), "line 2, column 9: scenario needs a name"},
      {"name and more", with_line(2, "scenario bridge extra"),
       "line 2, column 17: unexpected 'extra' after scenario"},
      {"scenario twice", with_line(4, "scenario again"),
       "line 4, column 1: scenario given twice (first on line 2)"},
      {"no title text", with_line(3, "title"), "line 3, column 6: title needs a text"},
      {"long title", with_line(3, "title " + std::string(81, 'x')),
       "line 3, column 87: title is too long: 81 characters (at most 80)"},
      {"unknown option", with_line(4, "option fog on"),
       "line 4, column 8: unknown option 'fog' (expected zoc, alliesBlock, lineOfSight, "
       "unitsBlockSight or rangePerHeight)"},
      {"bad option value", with_line(4, "option zoc yes"),
       "line 4, column 12: option zoc must be on or off, got 'yes'"},
      {"no option value", with_line(4, "option zoc"),
       "line 4, column 11: option zoc must be on or off"},
      {"no option name", with_line(4, "option"),
       "line 4, column 7: option needs a name and a value: option zoc on"},
      {"map twice", with_line(0, "\nmap\n..\n"),
       "line 17, column 1: map given twice (first on line 6)"},
      {"something after map", with_line(6, "map 4x3"),
       "line 6, column 5: unexpected '4x3' after map"},
      {"unknown map character", with_line(8, "%:?s"),
       "line 8, column 3: unknown map character '?' (terrain: . plain, = road, % forest, : hill, "
       "^ mountain, ~ water, # wall; a letter is a unit)"},
      {"space in a row", with_line(8, "% #s"),
       "line 8, column 2: unknown map character byte 0x20 (a space) (terrain: . plain, = road, % "
       "forest, : hill, ^ mountain, ~ water, # wall; a letter is a unit)"},
      {"short row", with_line(8, "%:#"),
       "line 8, column 4: ragged map: this row is 3 cells wide, the first row 4"},
      {"long row", with_line(9, ".Bs.."),
       "line 9, column 5: ragged map: this row is 5 cells wide, the first row 4"},
      {"wide map", with_line(7, std::string(65, '.')),
       "line 7, column 65: the map is too large: 65 columns (at most 64)"},
      {"letter not in the legend", with_line(9, ".Bt."),
       "line 9, column 3: unit letter 't' is not in the units section"},
      {"units twice", with_line(0, "\nunits\nz enemy Soldier foot 1 1 1 1 1\n"),
       "line 17, column 1: units given twice (first on line 11)"},
      {"unused letter",
       with_line(15, "s enemy Soldier foot 15 8 3 4 1 on forest\nz enemy Imp foot 5 5 5 5 1"),
       "line 16, column 1: letter 'z' is not on the map"},
      {"duplicate letter", with_line(14, "A player Knight mounted 20 9 6 7 1"),
       "line 14, column 1: letter 'A' is already in the units section (line 13)"},
      {"two-letter entry", with_line(14, "BB player Knight mounted 20 9 6 7 1"),
       "line 14, column 1: expected a unit letter (A-Z or a-z), got 'BB'; a units line is: LETTER "
       "TEAM KIND CLASS HP ATTACK DEFENCE MOVE RANGE [on TERRAIN]"},
      {"bad team", with_line(13, "A ally Archer foot 16 7 2 4 2"),
       "line 13, column 3: team must be player or enemy, got 'ally'"},
      {"bad kind", with_line(13, "A player 3rd-Archer foot 16 7 2 4 2"),
       "line 13, column 10: bad kind '3rd-Archer': a word of letters, digits and '-', starting "
       "with a letter, at most 24 characters"},
      {"bad class", with_line(13, "A player Archer swim 16 7 2 4 2"),
       "line 13, column 17: unknown class 'swim' (expected foot, mounted or flying)"},
      {"bad hp", with_line(13, "A player Archer foot 0 7 2 4 2"),
       "line 13, column 22: hp must be a whole number from 1 to 999, got '0'"},
      {"bad attack", with_line(13, "A player Archer foot 16 x 2 4 2"),
       "line 13, column 25: attack must be a whole number from 0 to 999, got 'x'"},
      {"bad defence", with_line(13, "A player Archer foot 16 7 -2 4 2"),
       "line 13, column 27: defence must be a whole number from 0 to 999, got '-2'"},
      {"bad move", with_line(13, "A player Archer foot 16 7 2 31 2"),
       "line 13, column 29: move must be a whole number from 0 to 30, got '31'"},
      {"bad range", with_line(13, "A player Archer foot 16 7 2 4 3-2"),
       "line 13, column 31: range must be N or MIN-MAX with 1 <= MIN <= MAX <= 10, got '3-2'"},
      {"zero range", with_line(13, "A player Archer foot 16 7 2 4 0"),
       "line 13, column 31: range must be N or MIN-MAX with 1 <= MIN <= MAX <= 10, got '0'"},
      {"missing range", with_line(13, "A player Archer foot 16 7 2 4"),
       "line 13, column 30: missing range (a units line is: LETTER TEAM KIND CLASS HP ATTACK "
       "DEFENCE MOVE RANGE [on TERRAIN])"},
      {"missing team", with_line(13, "A"),
       "line 13, column 2: missing team (a units line is: LETTER TEAM KIND CLASS HP ATTACK "
       "DEFENCE MOVE RANGE [on TERRAIN])"},
      {"something after the range", with_line(13, "A player Archer foot 16 7 2 4 2 in forest"),
       "line 13, column 33: unexpected 'in' after the range (only 'on TERRAIN' may follow)"},
      {"on without terrain", with_line(13, "A player Archer foot 16 7 2 4 2 on"),
       "line 13, column 35: 'on' needs a terrain"},
      {"unknown terrain", with_line(13, "A player Archer foot 16 7 2 4 2 on lava"),
       "line 13, column 36: unknown terrain 'lava' (expected plain, road, forest, hill, mountain, "
       "water or wall)"},
      {"after the terrain", with_line(13, "A player Archer foot 16 7 2 4 2 on road now"),
       "line 13, column 41: unexpected 'now' at the end"},
      {"unit on impassable terrain", with_line(13, "A player Archer foot 16 7 2 4 2 on water"),
       "line 7, column 4: unit 'A' (foot) stands on water, which foot units cannot enter"},
      {"mounted on a mountain", with_line(14, "B player Knight mounted 20 9 6 7 1 on mountain"),
       "line 9, column 2: unit 'B' (mounted) stands on mountain, which mounted units cannot enter"},
      {"no enemy units", with_line(15, "s player Soldier foot 15 8 3 4 1"),
       "line 6, column 1: the map has no enemy units"},
      {"no player units",
       "scenario a\ntitle A\n\nmap\n.s\nt.\n\nunits\ns enemy Soldier foot 1 1 1 1 1\n"
       "t enemy Soldier foot 1 1 1 1 1\n",
       "line 4, column 1: the map has no player units"},
  };
  return list;
}

TEST(Scenario, NamesTheLineAndColumnOfEveryFault) {
  for (const Fault& f : faults()) {
    auto b = parse_scenario(f.text);
    ASSERT_FALSE(b.ok()) << f.what;
    EXPECT_EQ(b.error().message, f.message) << f.what;
  }
}

TEST(Scenario, NamesMissingParts) {
  EXPECT_EQ(parse_scenario("").error().message,
            "line 1, column 1: the text has no 'scenario NAME' line");
  EXPECT_EQ(parse_scenario("scenario a\n").error().message,
            "line 1, column 1: the text has no 'title TEXT' line");
  EXPECT_EQ(parse_scenario("scenario a\ntitle A\n").error().message,
            "line 1, column 1: the text has no 'map' section");
  EXPECT_EQ(parse_scenario("scenario a\ntitle A\nmap\nAs\n").error().message,
            "line 1, column 1: the text has no 'units' section");
  EXPECT_EQ(parse_scenario("scenario a\ntitle A\nmap\n\nunits\n").error().message,
            "line 3, column 1: the map has no rows (they follow the 'map' line)");
  // A unit line after a blank line has left the units section.
  EXPECT_EQ(parse_scenario("scenario a\ntitle A\nmap\nAs\n\nunits\nA player Archer foot 1 1 1 1 "
                           "1\n\ns enemy Soldier foot 1 1 1 1 1\n")
                .error()
                .message,
            "line 9, column 1: a unit line outside the units section (a blank line ends a "
            "section)");
}

TEST(Scenario, LimitsItsSize) {
  std::string tall = "scenario a\ntitle A\nmap\nAs\n";
  for (int i = 0; i < 63; ++i) tall += "..\n";
  EXPECT_EQ(parse_scenario(tall + "..\n").error().message,
            "line 68, column 1: the map is too large: more than 64 rows");
  // 64 rows are fine.
  auto ok = parse_scenario(tall +
                           "\nunits\nA player Archer foot 1 1 1 1 1\n"
                           "s enemy Soldier foot 1 1 1 1 1\n");
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok->map().height(), 64);
  // At most 256 units: 257 letters on a 64 x 5 map.
  std::string crowd = "scenario a\ntitle A\nmap\n";
  for (int y = 0; y < 5; ++y) crowd += std::string(64, y == 0 ? 's' : 'A') + "\n";
  crowd += "\nunits\nA player Archer foot 1 1 1 1 1\ns enemy Soldier foot 1 1 1 1 1\n";
  EXPECT_EQ(parse_scenario(crowd).error().message, "line 8, column 1: too many units: at most 256");
}

}  // namespace
}  // namespace qipan::tactics
