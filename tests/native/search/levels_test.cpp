// The level tables' data: every level labelled in both languages, the
// labels distinct; in each game every level at least as strong by its
// settings as the one below and searching within its own row's caps; any
// rating measured on a ladder rising with the level and lying inside its
// interval.
#include <gtest/gtest.h>

#include <set>
#include <string_view>

#include "core/jungle/position.h"
#include "core/search/jungle_engine.h"
#include "core/search/jungle_levels.h"
#include "core/search/levels.h"
#include "core/search/xiangqi_engine.h"
#include "core/search/xiangqi_levels.h"
#include "core/xiangqi/position.h"

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

// Each level searches deeper or more nodes than the one below, or as
// much, and is no more random.
void expect_stronger_by_settings(const LevelPlays& plays) {
  for (std::size_t i = 0; i < plays.size(); ++i) {
    const LevelPlay& l = plays[i];
    EXPECT_GT(l.nodes, 0u);
    EXPECT_GE(l.depth, 1);
    EXPECT_LE(l.depth, max_depth);
    EXPECT_GE(l.margin, 0);
    EXPECT_GE(l.blunder_permille, 0);
    EXPECT_LE(l.blunder_permille, 1000);
    if (i == 0) continue;
    const LevelPlay& below = plays[i - 1];
    EXPECT_TRUE(l.depth > below.depth || l.nodes > below.nodes) << "level " << i + 1;
    EXPECT_LE(l.margin, below.margin) << "level " << i + 1;
    EXPECT_LE(l.blunder_permille, below.blunder_permille) << "level " << i + 1;
  }
}

TEST(Levels, EachLevelIsAtLeastAsStrongBySettingsAsTheOneBelow) {
  expect_stronger_by_settings(xiangqi_levels);
  expect_stronger_by_settings(jungle_levels);
}

// A level searches within its own game's row: no deeper, no more nodes.
template <class Engine, class Position>
void expect_within_row(const LevelPlays& plays) {
  for (int n = 1; n <= 5; ++n) {
    Engine engine(1);
    Budget b;
    b.level = n;
    b.seed = 3;
    const auto r = engine.best_move(Position{}, b);
    ASSERT_TRUE(r.ok());
    const LevelPlay& l = plays[static_cast<std::size_t>(n - 1)];
    EXPECT_LE(r->depth, l.depth) << "level " << n;
    EXPECT_LE(r->nodes, l.nodes) << "level " << n;
  }
}

TEST(Levels, ALevelSearchesWithinItsGamesRow) {
  expect_within_row<XiangqiEngine, xiangqi::Position>(xiangqi_levels);
  expect_within_row<JungleEngine, jungle::Position>(jungle_levels);
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
