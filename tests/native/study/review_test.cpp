// review_game (core/study/review.h) on fixed positions: a move that hangs a
// chariot is a blunder at a modest node budget and the review names the
// better move; the search's own move is best; summaries count every move.
#include "core/study/review.h"

#include <gtest/gtest.h>

#include <string>

#include "core/search/jungle_engine.h"
#include "core/search/xiangqi_engine.h"

namespace qipan::study {
namespace {

xiangqi::Position xiangqi_game(const char* fen, std::initializer_list<const char*> moves) {
  auto p = xiangqi::Position::from_fen(fen);
  EXPECT_TRUE(p.ok());
  xiangqi::Position game = p.ok() ? *p : xiangqi::Position();
  for (const char* m : moves) {
    auto parsed = game.parse_move(m);
    EXPECT_TRUE(parsed.ok()) << m;
    if (parsed.ok()) {
      EXPECT_TRUE(game.play(*parsed).ok()) << m;
    }
  }
  return game;
}

search::Budget nodes(std::uint64_t n) {
  search::Budget b;
  b.nodes = n;
  return b;
}

// Red's chariot a0 against a lone horse: a0a1 puts it where the horse on
// c2 takes it.
constexpr const char* chariot_vs_horse = "3k5/9/9/9/9/9/9/2n6/9/R3K4 w";

TEST(Review, HangingAChariotIsABlunder) {
  search::XiangqiEngine engine(4);
  const auto game = xiangqi_game(chariot_vs_horse, {"a0a1", "c2a1"});
  auto r = review_game(engine, game, nodes(20000));
  ASSERT_TRUE(r.ok()) << r.error().message;
  ASSERT_EQ(r->moves.size(), 2u);
  const auto& blunder = r->moves[0];
  EXPECT_EQ(blunder.move_class, MoveClass::blunder);
  EXPECT_NE(blunder.best, blunder.played);
  EXPECT_FALSE(blunder.line.empty());
  EXPECT_EQ(blunder.line.front(), blunder.best);
  EXPECT_GT(blunder.before, 200);
  EXPECT_LT(blunder.after, 0);
  EXPECT_GT(blunder.win_before - blunder.win_after, blunder_loss);
  // Black's capture is what the search plays.
  EXPECT_EQ(r->moves[1].move_class, MoveClass::best);
  EXPECT_EQ(r->sides[0].count(MoveClass::blunder), 1);
  EXPECT_EQ(r->sides[1].count(MoveClass::best), 1);
  EXPECT_LT(r->sides[0].accuracy, 50);
  EXPECT_GT(r->sides[1].accuracy, 90);
  // The chart: Red's win% in each of the three positions, falling.
  ASSERT_EQ(r->win.size(), 3u);
  EXPECT_GT(r->win[0], 70);
  EXPECT_LT(r->win[2], 40);
}

TEST(Review, TheSearchsOwnMoveIsBest) {
  search::XiangqiEngine engine(4);
  auto start = xiangqi::Position::from_fen(chariot_vs_horse);
  ASSERT_TRUE(start.ok());
  auto best = engine.best_move(*start, nodes(20000));
  ASSERT_TRUE(best.ok());
  xiangqi::Position game = *start;
  ASSERT_TRUE(game.play(best->move).ok());
  auto r = review_game(engine, game, nodes(20000));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->moves[0].move_class, MoveClass::best);
  EXPECT_EQ(r->moves[0].played, best->move);
}

TEST(Review, AGameEndingInMateScoresTheMateAndBlackToMoveFirst) {
  // Black to move first; Red's chariots then mate: the last position is
  // scored by its status, and the side summaries follow the sides.
  search::XiangqiEngine engine(4);
  const auto game = xiangqi_game("3k5/9/9/9/9/9/9/9/3R5/3RK4 b", {});
  auto r = review_game(engine, game, nodes(1000));
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->moves.empty());
  ASSERT_EQ(r->win.size(), 1u);
  EXPECT_EQ(r->win[0], 100);  // Red (side 0) has mated
  const auto opening = xiangqi_game("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b",
                                    {"h7e7", "h2e2"});
  auto o = review_game(engine, opening, nodes(3000));
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(o->sides[1].moves, 1);  // Black's move first
  EXPECT_EQ(o->sides[0].moves, 1);
}

TEST(Review, JungleGamesReviewThroughTheSameCode) {
  search::JungleEngine engine(4);
  jungle::Position game;
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(game.play(game.legal_moves()[0]).ok());
  int progress_calls = 0;
  auto r = review_game(engine, game, nodes(3000), [&](std::size_t done, std::size_t total) {
    ++progress_calls;
    EXPECT_LE(done, total);
  });
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(progress_calls, 7);
  int counted = 0;
  for (const auto& side : r->sides) {
    for (int c : side.counts) counted += c;
  }
  EXPECT_EQ(counted, 6);
  EXPECT_EQ(r->sides[0].moves, 3);
}

TEST(Review, RefusesABudgetWithNoLimit) {
  search::XiangqiEngine engine(1);
  const auto game = xiangqi_game(chariot_vs_horse, {"a0a1"});
  EXPECT_FALSE(review_game(engine, game, search::Budget{}).ok());
}

}  // namespace
}  // namespace qipan::study
