// PuzzleAttempt (core/study/puzzle_attempt.h): the solution's moves are
// right, a wrong move is refused and leaves the position, the reply waits
// to be played, the solution can be shown, an alternative mate is right.
#include "core/study/puzzle_attempt.h"

#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/study/parsed_move.h"

namespace qipan::study {
namespace {

using Attempt = PuzzleAttempt<xiangqi::Position>;

Puzzle mate_in_three() {
  Puzzle p;
  p.id = "t1";
  p.game = "xiangqi";
  p.fen = "3k5/9/7P1/9/3P5/9/9/9/3K5/9 w - - 0 1";
  p.solution = {"d1e1", "d9d8", "d5d6", "d8d9", "d6d7"};
  p.theme = Theme::mate;
  p.moves = 3;
  p.difficulty = 1356;
  return p;
}

using testing::move;

TEST(PuzzleAttempt, SolvedAtTheFirstTry) {
  auto a = Attempt::of(mate_in_three());
  ASSERT_TRUE(a.ok()) << a.error().message;
  EXPECT_TRUE(a->solver_to_move());
  EXPECT_EQ(a->play(move(a->position(), "d1e1")), AttemptStep::right);
  ASSERT_TRUE(a->reply());
  EXPECT_EQ(to_string(*a->reply()), "d9d8");
  EXPECT_FALSE(a->solver_to_move());
  EXPECT_TRUE(a->play_reply());
  EXPECT_EQ(a->play(move(a->position(), "d5d6")), AttemptStep::right);
  EXPECT_TRUE(a->play_reply());
  EXPECT_FALSE(a->play_reply());
  EXPECT_EQ(a->play(move(a->position(), "d6d7")), AttemptStep::solved);
  EXPECT_TRUE(a->solved());
  EXPECT_TRUE(a->first_try());
  EXPECT_TRUE(a->position().status().over);
}

TEST(PuzzleAttempt, AWrongMoveIsRefusedThenRetried) {
  auto a = Attempt::of(mate_in_three());
  ASSERT_TRUE(a.ok());
  const std::string before = a->position().fen();
  EXPECT_EQ(a->play(move(a->position(), "h7h8")), AttemptStep::wrong);
  EXPECT_TRUE(a->wrong());
  EXPECT_TRUE(a->failed());
  EXPECT_EQ(a->position().fen(), before);
  a->retry();
  EXPECT_FALSE(a->wrong());
  EXPECT_EQ(a->play(move(a->position(), "d1e1")), AttemptStep::right);
  a->play_reply();
  a->show_solution();
  EXPECT_TRUE(a->solved());
  EXPECT_TRUE(a->shown());
  EXPECT_FALSE(a->first_try());
  EXPECT_TRUE(a->position().status().over);
  a->restart();
  EXPECT_EQ(a->position().fen(), before);
  EXPECT_TRUE(a->failed());
}

TEST(PuzzleAttempt, AnotherMateIsRight) {
  // Two chariots and a soldier on e7: b0b9 and c0c9 both mate.
  Puzzle p;
  p.id = "t2";
  p.game = "xiangqi";
  p.fen = "4k4/9/4P4/9/9/9/9/9/9/1RRK5 w - - 0 1";
  p.solution = {"b0b9"};
  p.theme = Theme::mate;
  p.moves = 1;
  p.difficulty = 600;
  auto a = Attempt::of(p);
  ASSERT_TRUE(a.ok()) << a.error().message;
  xiangqi::Position other = a->position();
  const auto m = move(other, "c0c9");
  ASSERT_TRUE(other.play(m).ok());
  if (!other.status().over) GTEST_SKIP() << "c0c9 is not mate here";
  EXPECT_EQ(a->play(m), AttemptStep::solved);
  EXPECT_TRUE(a->first_try());
}

TEST(PuzzleAttempt, BadPuzzlesAreRefused) {
  Puzzle p = mate_in_three();
  p.solution[1] = "a0a1";
  auto a = Attempt::of(p);
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.error().message.find("move 2"), std::string::npos) << a.error().message;
  p = mate_in_three();
  p.fen = "not a fen";
  EXPECT_FALSE(Attempt::of(p).ok());
  auto start = xiangqi::Position::from_fen(mate_in_three().fen);
  ASSERT_TRUE(start.ok());
  EXPECT_FALSE(Attempt::of(*start, {}).ok());
}

TEST(PuzzleAttempt, JunglePuzzlesFromTheFileParse) {
  // Any game of the registry: an exercise from the Jungle start.
  jungle::Position p;
  auto moves = p.legal_moves();
  ASSERT_FALSE(moves.empty());
  auto a = PuzzleAttempt<jungle::Position>::of(p, std::vector<jungle::Move>{moves[0]});
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->play(moves[0]), AttemptStep::solved);
}

}  // namespace
}  // namespace qipan::study

namespace qipan::study {
namespace {

TEST(PuzzleAttempt, ALeadIsPlayedBeforeTheSolversTurn) {
  Puzzle p;
  p.id = "x2";
  p.game = "xiangqi";
  p.fen = "5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 b - - 0 1";
  p.lead = "e7e8";
  p.solution = {"c5e5"};
  p.theme = Theme::material;
  p.difficulty = 900;
  auto a = PuzzleAttempt<xiangqi::Position>::of(p);
  ASSERT_TRUE(a.ok()) << a.error().message;
  // On the position before the lead, which waits like a reply.
  EXPECT_EQ(a->position().fen(), p.fen);
  EXPECT_TRUE(a->lead_waits());
  EXPECT_FALSE(a->solver_to_move());
  EXPECT_EQ(a->solver(), xiangqi::Side::red);
  ASSERT_TRUE(a->reply());
  EXPECT_EQ(to_string(*a->reply()), "e7e8");
  const auto early = a->play(*a->start().parse_move("c5c6"));
  EXPECT_EQ(early, AttemptStep::wrong);
  EXPECT_FALSE(a->failed()) << "a move before the lead is played is no attempt";
  EXPECT_TRUE(a->play_reply());
  EXPECT_FALSE(a->lead_waits());
  EXPECT_EQ(a->position().fen(), a->start().fen());
  EXPECT_TRUE(a->solver_to_move());
  EXPECT_EQ(a->done(), 0u);
  EXPECT_EQ(a->play(*a->position().parse_move("c5e5")), AttemptStep::solved);
  EXPECT_TRUE(a->first_try());
  // A bad lead: the attempt is refused with the reader's reason.
  p.lead = "e7e5";
  auto bad = PuzzleAttempt<xiangqi::Position>::of(p);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("the move that leads to it"), std::string::npos);
}

}  // namespace
}  // namespace qipan::study
