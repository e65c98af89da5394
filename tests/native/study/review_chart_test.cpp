// Reading a review (core/study/review_chart.h): the marks, the chart's
// click, the mistakes to learn from and the exercise made of one.
#include "core/study/review_chart.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/study/mistake_lesson.h"
#include "core/study/review_scores.h"
#include "core/xiangqi/position.h"
#include "tests/native/study/parsed_move.h"

namespace qipan::study {
namespace {

using Position = xiangqi::Position;

Position start(const char* fen) {
  auto p = Position::from_fen(fen);
  EXPECT_TRUE(p.ok());
  return p.ok() ? *p : Position();
}

using testing::move;

TEST(ReviewChart, MarksFollowTheClasses) {
  EXPECT_EQ(class_mark(MoveClass::best), "");
  EXPECT_EQ(class_mark(MoveClass::good), "");
  EXPECT_EQ(class_mark(MoveClass::inaccuracy), "?!");
  EXPECT_EQ(class_mark(MoveClass::mistake), "?");
  EXPECT_EQ(class_mark(MoveClass::blunder), "??");
}

TEST(ReviewChart, AClickPicksTheNearestPosition) {
  EXPECT_EQ(chart_position(0, 11), std::optional<std::size_t>(0));
  EXPECT_EQ(chart_position(1, 11), std::optional<std::size_t>(10));
  EXPECT_EQ(chart_position(0.34, 11), std::optional<std::size_t>(3));
  EXPECT_EQ(chart_position(0.36, 11), std::optional<std::size_t>(4));
  EXPECT_EQ(chart_position(-3, 11), std::optional<std::size_t>(0));
  EXPECT_EQ(chart_position(7, 11), std::optional<std::size_t>(10));
  EXPECT_EQ(chart_position(0.5, 1), std::optional<std::size_t>(0));
  EXPECT_EQ(chart_position(0.5, 0), std::nullopt);
  EXPECT_EQ(chart_position(std::nan(""), 5), std::nullopt);
  EXPECT_DOUBLE_EQ(chart_x(3, 11), 0.3);
  EXPECT_DOUBLE_EQ(chart_x(0, 1), 0.5);
  EXPECT_EQ(move_of_position(0), std::nullopt);
  EXPECT_EQ(move_of_position(4), std::optional<std::size_t>(3));
  EXPECT_EQ(mover_of(0, 1), 1);
  EXPECT_EQ(mover_of(3, 1), 0);
}

// Red hangs the chariot (a0a1 ??), Black takes it; the search's answers
// given by hand so the test does not depend on a search.
struct Hung {
  Position from = start("3k5/9/9/9/9/9/9/2n6/9/R3K4 w");
  std::vector<Position::Move> moves;
  GameReview<Position::Move> review;
  ReviewScores<Position> scores = *ReviewScores<Position>::of(from, {});

  Hung() {
    Position p = from;
    for (const char* t : {"a0a1", "c2a1", "e0e1"}) {
      moves.push_back(move(p, t));
      EXPECT_TRUE(p.play(moves.back()).ok());
    }
    scores = *ReviewScores<Position>::of(from, moves);
    EXPECT_TRUE(scores.take(0, 700, {"a0a2", "d9e9"}).ok());  // Red a chariot up
    EXPECT_TRUE(scores.take(1, 400, {"c2a1"}).ok());          // Black takes it back
    EXPECT_TRUE(scores.take(2, -350, {"e0e1"}).ok());         // Red a horse down
    EXPECT_TRUE(scores.take(3, 300, {"a1c2"}).ok());
    // The check pass (the blunder's positions again) finds the same.
    EXPECT_TRUE(scores.rechecking());
    EXPECT_TRUE(scores.take(0, 700, {"a0a2", "d9e9"}).ok());
    EXPECT_TRUE(scores.take(1, 400, {"c2a1"}).ok());
    EXPECT_TRUE(scores.complete());
    review = *scores.review();
  }
};

TEST(ReviewChart, MistakesOfOneSideOrBoth) {
  Hung h;
  ASSERT_EQ(h.review.moves[0].move_class, MoveClass::blunder);
  EXPECT_EQ(mistakes_of(h.review, 0, 0), std::vector<std::size_t>({0}));
  EXPECT_TRUE(mistakes_of(h.review, 0, 1).empty());  // Black played the best moves
  EXPECT_EQ(mistakes_of(h.review, 0, std::nullopt), std::vector<std::size_t>({0}));
}

TEST(ReviewChart, AnExerciseFindsTheBetterMove) {
  Hung h;
  auto e = exercise_of(h.review, 0, h.scores.position(0));
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_EQ(e->position().fen(), h.from.fen());
  EXPECT_EQ(e->play(h.moves[0]), AttemptStep::wrong);  // the blunder again
  EXPECT_EQ(e->position().fen(), h.from.fen());
  EXPECT_EQ(e->play(move(h.from, "a0a2")), AttemptStep::solved);
  EXPECT_FALSE(e->first_try());
  EXPECT_FALSE(exercise_of(h.review, 3, h.scores.position(0)).ok());
}

TEST(MistakeLesson, ReplaysEachMistakeAsAnExercise) {
  Hung h;
  std::vector<Position> positions;
  for (std::size_t i = 0; i < h.scores.position_count(); ++i)
    positions.push_back(h.scores.position(i));
  auto red = MistakeLesson<Position>::of(h.review, positions, 0, 0);
  ASSERT_TRUE(red.ok()) << red.error().message;
  ASSERT_EQ(red->count(), 1u);
  EXPECT_EQ(red->move_index(), std::optional<std::size_t>(0));
  ASSERT_NE(red->exercise(), nullptr);
  EXPECT_EQ(red->exercise()->position().fen(), h.from.fen());
  EXPECT_EQ(red->play(h.moves[0]), AttemptStep::wrong);
  red->retry();
  EXPECT_EQ(red->play(move(h.from, "a0a2")), AttemptStep::solved);
  EXPECT_EQ(red->solved_first_try(), 0u);
  EXPECT_FALSE(red->play(move(h.from, "a0a2")));  // solved: no more moves
  EXPECT_FALSE(red->has_next());
  EXPECT_FALSE(red->next());

  auto black = MistakeLesson<Position>::of(h.review, positions, 0, 1);
  ASSERT_TRUE(black.ok());
  EXPECT_EQ(black->count(), 0u);
  EXPECT_EQ(black->exercise(), nullptr);
  EXPECT_FALSE(black->play(h.moves[0]));

  positions.pop_back();
  EXPECT_FALSE(MistakeLesson<Position>::of(h.review, positions, 0, 0).ok());
}

}  // namespace
}  // namespace qipan::study
