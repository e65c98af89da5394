// The option lines of the text formats (core/tactics/text_options.h): one
// writer and reader for map text, scenario text and the battle snapshot.
#include "core/tactics/text_options.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/grid/text.h"
#include "core/tactics/battle_save.h"
#include "core/tactics/battle_scenario.h"
#include "core/tactics/map_text.h"

namespace qipan::tactics {
namespace {

Result<MapRules> read_lines(std::string_view text) {
  MapRules r;
  for (std::string_view line : grid::split(text, '\n')) {
    if (line.empty()) continue;
    const auto words = grid::fen_fields(line.substr(7));  // after "option "
    if (auto ok = read_option(words, r); !ok) return ok.error();
  }
  return r;
}

TEST(TextOptions, WritesAndReadsEveryRuleBack) {
  MapRules all;
  all.options = {.allies_block = true,
                 .zone_of_control = true,
                 .line_of_sight = true,
                 .units_block_sight = true};
  all.range_per_height = 3;
  const std::string text = options_text(all, false);
  EXPECT_EQ(text,
            "option zoc on\noption alliesBlock on\noption lineOfSight on\n"
            "option unitsBlockSight on\noption rangePerHeight 3\n");
  EXPECT_EQ(*read_lines(text), all);
  // At their defaults: nothing, or the two movement options.
  EXPECT_EQ(options_text({}, false), "");
  EXPECT_EQ(options_text({}, true), "option zoc off\noption alliesBlock off\n");
  EXPECT_EQ(*read_lines(options_text({}, true)), MapRules{});
}

TEST(TextOptions, SaysWhatIsWrongAndWhichWord) {
  auto fault = [](std::vector<std::string_view> words, int expected_word) {
    MapRules r;
    r.range_per_height = 7;
    int bad = -1;
    auto ok = read_option(words, r, &bad);
    EXPECT_FALSE(ok.ok());
    EXPECT_EQ(bad, expected_word);
    EXPECT_EQ(r.range_per_height, 7);  // unchanged
    EXPECT_EQ(ok.error().code, ErrorCode::bad_data);
    return ok.error().message;
  };
  EXPECT_EQ(fault({"fog", "on"}, 0),
            "unknown option 'fog' (expected zoc, alliesBlock, lineOfSight, unitsBlockSight or "
            "rangePerHeight)");
  EXPECT_EQ(fault({"lineOfSight", "yes"}, 1), "option lineOfSight must be on or off, got 'yes'");
  EXPECT_EQ(fault({"zoc"}, 2), "option zoc must be on or off");
  EXPECT_EQ(fault({"rangePerHeight", "256"}, 1),
            "option rangePerHeight must be a whole number from 0 to 255, got '256'");
  EXPECT_EQ(fault({"rangePerHeight"}, 2),
            "option rangePerHeight must be a whole number from 0 to 255");
  EXPECT_EQ(fault({}, 2), "option needs a name and a value: option zoc on");
}

// The same lines in all three formats: a scenario with sight on keeps it in
// its text, its snapshot and its map's text.
TEST(TextOptions, TheThreeFormatsShareThem) {
  const std::string_view text = R"(scenario seen
title Seen
option lineOfSight on
option rangePerHeight 2

map
L.#.s

units
L player Lord    foot 20 9 5 2 1
s enemy  Soldier foot 15 8 3 2 1
)";
  auto b = parse_scenario(text);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_TRUE(b->map().options().line_of_sight);
  EXPECT_EQ(b->map().range_per_height(), 2);
  const std::string scenario = *scenario_text(*b);
  EXPECT_NE(scenario.find("option lineOfSight on\noption rangePerHeight 2\n"), std::string::npos);
  auto again = restore_snapshot(save_snapshot(*b));
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(rules_of(again->map()), rules_of(b->map()));
  const std::string map = map_text(b->map());
  EXPECT_NE(map.find("option zoc off\noption alliesBlock off\noption lineOfSight on\n"),
            std::string::npos);
  EXPECT_EQ(rules_of(*map_from_text(map)), rules_of(b->map()));
  // A line of the snapshot refused names where.
  std::string bad = save_snapshot(*b);
  bad.replace(bad.find("option lineOfSight on"), 21, "option lineOfSight maybe");
  EXPECT_EQ(restore_snapshot(bad).error().message,
            "line 9: the map: option lineOfSight must be on or off, got 'maybe'");
}

}  // namespace
}  // namespace qipan::tactics
