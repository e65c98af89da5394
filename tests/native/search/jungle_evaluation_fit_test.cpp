// The fit of the Jungle evaluation (tests/bench/tune.cpp --game jungle) sees
// the evaluation as a sum of weight x coefficient; that sum must be the
// evaluation the search uses, or the fit tunes something else.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/search/jungle_game.h"
#include "tests/bench/jungle_evaluation_fit.h"

namespace qipan::jungle {
namespace {

double linear(const Board& b) {
  const std::vector<double> w = fit::flatten(weights);
  const std::vector<double> c = fit::coefficients(b);
  double sum = 0;
  for (std::size_t i = 0; i < w.size(); ++i) sum += w[i] * c[i];
  return sum;
}

TEST(JungleEvaluationFit, TheLinearFormIsTheSearchsEvaluation) {
  // Random games from the start, both sides to move, down to few pieces.
  std::mt19937 random(7);
  int checked = 0;
  for (int game = 0; game < 20; ++game) {
    Position p;
    for (int ply = 0; ply < 200 && !p.status().over; ++ply) {
      const Board& b = p.board();
      const int blue = evaluate_blue(b);
      const int mover = search::JungleGame::from(p).evaluate();
      EXPECT_EQ(mover, b.side_to_move() == Side::blue ? blue : -blue);
      // evaluate_blue rounds toward zero once, at the end.
      EXPECT_LE(std::abs(linear(b) - blue), 1.0) << p.fen();
      ++checked;
      const auto moves = p.legal_moves();
      ASSERT_TRUE(p.play(moves[random() % moves.size()]).ok());
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(JungleEvaluationFit, TheStartScoresTheSameForEitherSideToMove) {
  // The start is the same board turned round with the colours swapped: only
  // the side to move differs, so each side to move sees the same score.
  const Position blue;
  const auto red = Position::from_fen("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r");
  ASSERT_TRUE(red);
  EXPECT_EQ(search::JungleGame::from(blue).evaluate(), search::JungleGame::from(*red).evaluate());
}

TEST(JungleEvaluationFit, CoefficientsSplitByPhase) {
  // Sixteen pieces: all middlegame.
  const Position start;
  const auto c = fit::coefficients(start.board());
  for (std::size_t i = 0; i < fit::stage_count; ++i) EXPECT_EQ(c[fit::stage_count + i], 0.0);
  EXPECT_EQ(phase(start.board()), phase_max);
}

}  // namespace
}  // namespace qipan::jungle
