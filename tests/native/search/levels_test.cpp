// The level table's data: every level labelled in both languages, the
// labels distinct, and any rating measured on a ladder rising with the
// level and lying inside its interval.
#include <gtest/gtest.h>

#include <set>
#include <string_view>

#include "core/search/jungle_levels.h"
#include "core/search/levels.h"
#include "core/search/xiangqi_levels.h"

namespace qipan::search {
namespace {

TEST(Levels, EveryLevelHasTwoLabelsAndNoneRepeats) {
  std::set<std::string_view> english, chinese;
  for (const Level& l : levels) {
    EXPECT_FALSE(l.label.empty());
    EXPECT_FALSE(l.label_zh.empty());
    english.insert(l.label);
    chinese.insert(l.label_zh);
  }
  EXPECT_EQ(english.size(), levels.size());
  EXPECT_EQ(chinese.size(), levels.size());
}

void expect_rising(const LevelRatings& ratings) {
  std::optional<int> below;
  for (const auto& r : ratings) {
    if (!r) continue;
    EXPECT_LE(r->low, r->elo);
    EXPECT_LE(r->elo, r->high);
    if (below) {
      EXPECT_GT(r->elo, *below);
    }
    below = r->elo;
  }
}

TEST(Levels, MeasuredRatingsRiseWithTheLevel) {
  expect_rising(xiangqi_level_ratings);
  expect_rising(jungle_level_ratings);
}

}  // namespace
}  // namespace qipan::search
