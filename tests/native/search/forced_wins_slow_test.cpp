// Fresh forced wins, found by exhaustive search from new seeds, for the
// strongest level: every Xiangqi mate in 1-3 and every Jungle den entry in
// 1-5 must be found, in its shortest length, within the level's budget.
#include <gtest/gtest.h>

#include "core/search/jungle_engine.h"
#include "core/search/levels.h"
#include "core/search/xiangqi_engine.h"
#include "tests/native/search/generate.h"
#include "tests/native/search/helpers.h"

namespace qipan::search {
namespace {

template <class Position, class Engine, class Game, class Random, class Lost>
void every_win_found(std::uint64_t seed, int tries, int limit, int per_length, Random random,
                     Lost lost) {
  const auto wins =
      testing::forced_wins<Position, Game>(seed, tries, limit, per_length, random, lost);
  ASSERT_GE(wins.size(), static_cast<std::size_t>(limit));
  for (const auto& w : wins) {
    SCOPED_TRACE(w.fen);
    const Position p = *Position::from_fen(w.fen);
    Engine engine(16);
    Budget b;
    b.level = level_count;
    testing::expect_finds_win<Game>(engine, p, w.moves, b);
  }
}

TEST(ForcedWinsSlow, XiangqiMatesInOneToThree) {
  every_win_found<xiangqi::Position, XiangqiEngine, XiangqiGame>(
      101, 20000, 3, 10, testing::random_xiangqi_fen, testing::BoardLoss{});
}

TEST(ForcedWinsSlow, JungleDenEntriesInOneToFive) {
  every_win_found<jungle::Position, JungleEngine, JungleGame>(
      202, 40000, 5, 10, testing::random_jungle_fen, testing::DenEntered{});
}

}  // namespace
}  // namespace qipan::search
