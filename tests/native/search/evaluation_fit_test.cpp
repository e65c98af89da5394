// The fit of the xiangqi evaluation (tests/bench/tune.cpp) sees the
// evaluation as a sum of weight x coefficient; that sum must be the
// evaluation the search uses, or the fit tunes something else.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/search/xiangqi_game.h"
#include "tests/bench/evaluation_fit.h"

namespace qipan::xiangqi {
namespace {

double linear(const Board& b) {
  const std::vector<double> w = fit::flatten(weights);
  const std::vector<double> c = fit::coefficients(b);
  double sum = 0;
  for (std::size_t i = 0; i < w.size(); ++i) sum += w[i] * c[i];
  return sum;
}

TEST(EvaluationFit, TheLinearFormIsTheSearchsEvaluation) {
  // Random games from the start: every phase from full board to bare
  // endings, both sides to move.
  std::mt19937 random(7);
  int checked = 0;
  for (int game = 0; game < 20; ++game) {
    Position p;
    for (int ply = 0; ply < 200 && !p.status().over; ++ply) {
      const Board& b = p.board();
      const int red = evaluate_red(b, piece_square_sum(b));
      const int mover = search::XiangqiGame(b).evaluate();
      EXPECT_EQ(mover, b.side_to_move() == Side::red ? red : -red);
      // evaluate_red rounds toward zero once, at the end.
      EXPECT_LE(std::abs(linear(b) - red), 1.0) << p.fen();
      ++checked;
      const auto moves = p.legal_moves();
      ASSERT_TRUE(p.play(moves[random() % moves.size()]).ok());
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(EvaluationFit, CoefficientsSplitByPhase) {
  // The start has every chariot, horse and cannon: all middlegame. Two
  // generals and a soldier: all endgame.
  const Position start;
  const auto c = fit::coefficients(start.board());
  for (std::size_t i = 0; i < fit::stage_count; ++i) EXPECT_EQ(c[fit::stage_count + i], 0.0);
  const auto bare = Position::from_fen("4k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1");
  ASSERT_TRUE(bare);
  const auto e = fit::coefficients(bare->board());
  for (std::size_t i = 0; i < fit::stage_count; ++i) EXPECT_EQ(e[i], 0.0);
  EXPECT_EQ(phase(start.board()), phase_max);
  EXPECT_EQ(phase(bare->board()), 0);
}

}  // namespace
}  // namespace qipan::xiangqi
