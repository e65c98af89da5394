// PuzzleTrainer (core/study/puzzle_trainer.h): one game's puzzles, a puzzle
// rated once (failed at the first wrong move or the solution, solved at the
// first try), Next near the rating and never the same, the puzzle of the day.
#include "core/study/puzzle_trainer.h"

#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/study/parsed_move.h"

namespace qipan::study {
namespace {

using Trainer = PuzzleTrainer<xiangqi::Position>;

Puzzle puzzle(const char* id, const char* game, const char* fen, std::vector<std::string> solution,
              int difficulty) {
  Puzzle p;
  p.id = id;
  p.game = game;
  p.fen = fen;
  p.solution = std::move(solution);
  p.theme = Theme::mate;
  p.moves = static_cast<int>(p.solution.size() + 1) / 2;
  p.difficulty = difficulty;
  return p;
}

std::vector<Puzzle> shelf() {
  return {
      puzzle("x1", "xiangqi", "5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1", {"c5e5"}, 800),
      puzzle("j1", "jungle", "7/7/7/7/7/7/7/7/7 w", {"a1a2"}, 900),
      puzzle("x2", "xiangqi", "3k5/9/7P1/9/3P5/9/9/9/3K5/9 w - - 0 1",
             {"d1e1", "d9d8", "d5d6", "d8d9", "d6d7"}, 1300),
      puzzle("x3", "xiangqi", "5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1", {"a0a1"}, 2500),
  };
}

using testing::move;

TEST(PuzzleTrainer, KeepsOneGamesPuzzles) {
  const auto all = shelf();
  Trainer t(all, "xiangqi");
  EXPECT_EQ(t.count(), 3u);
  EXPECT_EQ(t.puzzle(), nullptr);
  EXPECT_FALSE(t.play(xiangqi::Move{}));
  ASSERT_TRUE(t.open(1).ok());
  EXPECT_EQ(t.puzzle()->id, "x2");
  EXPECT_FALSE(t.open(3).ok());
  EXPECT_EQ(t.puzzle()->id, "x2");  // unchanged by the refusal
  EXPECT_FALSE(t.open(2).ok());     // x3's solution is not legal
  EXPECT_EQ(t.puzzle()->id, "x2");
}

TEST(PuzzleTrainer, SolvedAtTheFirstTryRaisesTheRating) {
  const auto all = shelf();
  Trainer t(all, "xiangqi");
  ASSERT_TRUE(t.open(0).ok());
  const auto& p = t.attempt()->position();
  EXPECT_EQ(t.play(move(p, "c5e5")), AttemptStep::solved);
  EXPECT_TRUE(t.rated());
  EXPECT_GT(t.stats().rating, start_rating - 1);
  EXPECT_EQ(t.stats().attempts, 1);
  EXPECT_EQ(t.stats().streak, 1);
}

TEST(PuzzleTrainer, AWrongMoveFailsOnceThenTheSolutionChangesNothing) {
  const auto all = shelf();
  Trainer t(all, "xiangqi");
  ASSERT_TRUE(t.open(1).ok());
  const auto p = t.attempt()->position();
  EXPECT_EQ(t.play(move(p, "h7h8")), AttemptStep::wrong);
  const PuzzleStats after = t.stats();
  EXPECT_LT(after.rating, start_rating);
  EXPECT_EQ(after.attempts, 1);
  t.retry();
  EXPECT_EQ(t.play(move(p, "d1e1")), AttemptStep::right);
  EXPECT_FALSE(t.play(move(p, "d1e1")));  // the reply waits
  EXPECT_TRUE(t.play_reply());
  t.show_solution();
  EXPECT_TRUE(t.attempt()->solved());
  EXPECT_EQ(t.stats(), after);  // rated once
}

TEST(PuzzleTrainer, TheSolutionShownIsAFailure) {
  const auto all = shelf();
  Trainer t(all, "xiangqi", PuzzleStats{1500, 30, 4, 9});
  ASSERT_TRUE(t.open(0).ok());
  t.show_solution();
  EXPECT_LT(t.stats().rating, 1500);
  EXPECT_EQ(t.stats().streak, 0);
  EXPECT_EQ(t.stats().best_streak, 9);
}

TEST(PuzzleTrainer, NextIsNearTheRatingAndNotTheSame) {
  const auto all = shelf();
  Trainer t(all, "xiangqi", PuzzleStats{1300, 30, 0, 0});
  ASSERT_TRUE(t.next(7).ok());
  EXPECT_EQ(t.puzzle()->id, "x2");  // the one within 100 of 1300
  EXPECT_FALSE(t.daily());
  ASSERT_TRUE(t.next(7).ok());
  EXPECT_EQ(t.puzzle()->id, "x1");  // the nearest other one
  ASSERT_TRUE(t.next(8).ok());
  EXPECT_EQ(t.puzzle()->id, "x2");
  Trainer none(all, "other");
  EXPECT_FALSE(none.next(1).ok());
  EXPECT_FALSE(none.open_daily(1).ok());
}

TEST(PuzzleTrainer, ThePuzzleOfTheDayIsTheSameAllDay) {
  const auto all = shelf();
  Trainer a(all, "xiangqi");
  Trainer b(all, "xiangqi");
  const std::int64_t day = 20'000;
  const auto ok_a = a.open_daily(day);
  const auto ok_b = b.open_daily(day);
  ASSERT_EQ(ok_a.ok(), ok_b.ok());
  if (ok_a.ok()) {
    EXPECT_TRUE(a.daily());
    EXPECT_EQ(a.index(), b.index());
    EXPECT_EQ(a.index(), std::optional<std::size_t>(puzzle_of_the_day(3, day)));
  }
}

}  // namespace
}  // namespace qipan::study
