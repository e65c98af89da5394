// ReviewScores (core/study/review_scores.h): a review gathered one answer
// at a time gives what review_game gives from the same searches; answers
// out of turn or with illegal lines are refused and change nothing.
#include "core/study/review_scores.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/search/xiangqi_engine.h"

namespace qipan::study {
namespace {

xiangqi::Position start(const char* fen) {
  auto p = xiangqi::Position::from_fen(fen);
  EXPECT_TRUE(p.ok());
  return p.ok() ? *p : xiangqi::Position();
}

std::vector<xiangqi::Move> moves_of(const xiangqi::Position& from,
                                    std::initializer_list<const char*> texts) {
  std::vector<xiangqi::Move> out;
  xiangqi::Position p = from;
  for (const char* t : texts) {
    auto m = p.parse_move(t);
    EXPECT_TRUE(m.ok()) << t;
    if (!m.ok()) break;
    out.push_back(*m);
    EXPECT_TRUE(p.play(*m).ok());
  }
  return out;
}

constexpr const char* chariot_against_horse = "3k5/9/9/9/9/9/9/2n6/9/R3K4 w";

TEST(ReviewScores, GatheredAnswersMatchReviewGame) {
  const auto from = start(chariot_against_horse);
  const auto moves = moves_of(from, {"a0a1", "c2a1", "e0e1"});
  auto scores = ReviewScores<xiangqi::Position>::of(from, moves);
  ASSERT_TRUE(scores.ok()) << scores.error().message;
  EXPECT_EQ(scores->total(), 4u);
  search::Budget budget;
  budget.nodes = 20000;
  search::XiangqiEngine engine(4);
  engine.new_game();
  // The check pass (the blunder's positions again) answered as the first
  // was: the same searches as review_game's.
  std::vector<std::pair<int, std::vector<std::string>>> first(scores->total());
  while (auto i = scores->next()) {
    if (scores->rechecking()) {
      ASSERT_TRUE(scores->take(*i, first[*i].first, first[*i].second).ok());
      continue;
    }
    auto r = engine.best_move(scores->position(*i), budget);
    ASSERT_TRUE(r.ok());
    std::vector<std::string> line;
    for (auto m : r->pv) line.push_back(to_string(m));
    if (line.empty()) line.push_back(to_string(r->move));
    first[*i] = {r->score, line};
    ASSERT_TRUE(scores->take(*i, r->score, line).ok());
  }
  EXPECT_GT(scores->total(), 4u) << "the blunder's positions were checked";
  auto gathered = scores->review();
  ASSERT_TRUE(gathered.ok()) << gathered.error().message;
  xiangqi::Position game = from;
  for (auto m : moves) ASSERT_TRUE(game.play(m).ok());
  search::XiangqiEngine again(4);
  auto direct = review_game(again, game, budget);
  ASSERT_TRUE(direct.ok());
  ASSERT_EQ(gathered->moves.size(), 3u);
  EXPECT_EQ(gathered->moves[0].move_class, MoveClass::blunder);
  EXPECT_EQ(gathered->win, direct->win);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(gathered->moves[i].move_class, direct->moves[i].move_class) << i;
    EXPECT_EQ(gathered->moves[i].best, direct->moves[i].best) << i;
  }
  EXPECT_EQ(gathered->sides[0].count(MoveClass::blunder), 1);
}

TEST(ReviewScores, MovesReadAsInaccuraciesAreCheckedAgain) {
  const xiangqi::Position from;
  auto scores = ReviewScores<xiangqi::Position>::of(from, moves_of(from, {"h2e2", "h9g7"}));
  ASSERT_TRUE(scores.ok());
  EXPECT_EQ(scores->total(), 3u);
  // The first pass: Red's move seems to give away a soldier's worth, and
  // Black's reply the same back: both read as inaccuracies.
  ASSERT_TRUE(scores->take(0, 0, {"b2e2"}).ok());
  ASSERT_TRUE(scores->take(1, 100, {"b9c7"}).ok());
  EXPECT_FALSE(scores->rechecking());
  ASSERT_TRUE(scores->take(2, 0, {"h0g2"}).ok());
  EXPECT_FALSE(scores->complete());
  EXPECT_TRUE(scores->rechecking());
  EXPECT_EQ(scores->done(), 3u);
  EXPECT_EQ(scores->total(), 6u) << "positions 0, 1 and 2 again";
  EXPECT_FALSE(scores->review().ok());
  // In the game's order, each once; an answer out of turn is refused.
  EXPECT_EQ(scores->next(), 0u);
  EXPECT_FALSE(scores->take(2, 0, {"h0g2"}).ok());
  ASSERT_TRUE(scores->take(0, 10, {"b2e2"}).ok());
  EXPECT_EQ(scores->next(), 1u);
  ASSERT_TRUE(scores->take(1, -10, {"h9g7"}).ok());
  EXPECT_EQ(scores->next(), 2u);
  ASSERT_TRUE(scores->take(2, 10, {"h0g2"}).ok());
  EXPECT_TRUE(scores->complete());
  EXPECT_EQ(scores->done(), 6u);
  auto r = scores->review();
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->moves[0].move_class, MoveClass::good);
  EXPECT_EQ(r->moves[1].move_class, MoveClass::best);
  EXPECT_EQ(r->moves[0].before, 10);
}

TEST(ReviewScores, RefusesAnswersOutOfTurnAndIllegalLines) {
  const auto from = start(chariot_against_horse);
  auto scores = ReviewScores<xiangqi::Position>::of(from, moves_of(from, {"a0a1"}));
  ASSERT_TRUE(scores.ok());
  EXPECT_FALSE(scores->take(1, 0, {"c2a1"}).ok());  // position 0 comes first
  EXPECT_FALSE(scores->take(0, 0, {}).ok());
  EXPECT_FALSE(scores->take(0, 0, {"a0a9x"}).ok());
  EXPECT_FALSE(scores->take(0, 0, {"c2a1"}).ok());  // Black's move, Red to move
  EXPECT_EQ(scores->done(), 0u);
  EXPECT_FALSE(scores->review().ok());
  // A line that turns illegal keeps its legal start.
  ASSERT_TRUE(scores->take(0, 500, {"a0a9", "a0a9"}).ok());
  EXPECT_EQ(scores->done(), 1u);
}

TEST(ReviewScores, FinishedPositionsNeedNoSearch) {
  // Red mates at once: the position after the mate is scored without a search.
  const auto from = start("5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1");
  auto scores = ReviewScores<xiangqi::Position>::of(from, moves_of(from, {"c5e5"}));
  ASSERT_TRUE(scores.ok());
  ASSERT_EQ(scores->total(), 2u);
  ASSERT_TRUE(scores->position(1).status().over);
  EXPECT_EQ(scores->next(), std::optional<std::size_t>(0));
  ASSERT_TRUE(scores->take(0, search::mate - 1, {"c5e5"}).ok());
  EXPECT_TRUE(scores->complete());
  auto r = scores->review();
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->moves[0].move_class, MoveClass::best);
  EXPECT_DOUBLE_EQ(r->win.back(), 100);
}

TEST(ReviewScores, AnIllegalGameIsRefused) {
  const auto from = start(chariot_against_horse);
  auto moves = moves_of(from, {"a0a1"});
  moves.push_back(moves.front());  // the chariot is gone from a0
  auto scores = ReviewScores<xiangqi::Position>::of(from, moves);
  ASSERT_FALSE(scores.ok());
  EXPECT_NE(scores.error().message.find("move 2"), std::string::npos) << scores.error().message;
}

}  // namespace
}  // namespace qipan::study
