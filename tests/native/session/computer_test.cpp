// Play against the computer: which side it plays, clicks refused while it is
// to move, its replies accepted only then, and undo/redo of a person's move
// together with the computer's reply — each game through the same checks.
#include <gtest/gtest.h>

#include <string>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

// Four plies of each game from its start: person, computer, person, computer
// when the person takes the first side.
struct Opening {
  const char* plies[4];
};

template <class Game>
Opening opening();
template <>
Opening opening<xiangqi::Position>() {
  return {{"h2e2", "h9g7", "b0c2", "b9c7"}};
}
template <>
Opening opening<jungle::Position>() {
  return {{"a3a4", "g7g6", "g3g4", "a7a6"}};
}

template <class Game>
void click_move(Session<Game>& s, const std::string& move) {
  EXPECT_EQ(s.click(sq<Game>(move.substr(0, 2))).action, ClickAction::select) << move;
  EXPECT_EQ(s.click(sq<Game>(move.substr(2, 2))).action, ClickAction::move) << move;
}

// Every square clicked twice over: nothing is selected, nothing changes.
template <class Game>
void expect_clicks_refused(Session<Game>& s) {
  const Snapshot<Game> before(s);
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto c = s.click(static_cast<typename Game::Square>(i));
      EXPECT_EQ(c.action, ClickAction::none);
      EXPECT_FALSE(c.selected);
    }
  }
  EXPECT_EQ(Snapshot<Game>(s), before);
}

template <class Game>
class ComputerTest : public ::testing::Test {};
using Games = ::testing::Types<xiangqi::Position, jungle::Position>;
TYPED_TEST_SUITE(ComputerTest, Games);

TYPED_TEST(ComputerTest, PeoplePlayBothSidesByDefault) {
  using Game = TypeParam;
  Session<Game> s;
  EXPECT_FALSE(s.computer());
  EXPECT_FALSE(s.computer_to_move());
  EXPECT_TRUE(s.person_to_move());
  EXPECT_FALSE(s.can_undo_turn());
  EXPECT_FALSE(s.undo_turn());
  const Opening o = opening<Game>();
  click_move(s, o.plies[0]);
  click_move(s, o.plies[1]);
  EXPECT_TRUE(s.person_to_move());
  // Between people a turn is one step.
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.history_size(), 1u);
  EXPECT_TRUE(s.redo_turn());
  EXPECT_EQ(s.history_size(), 2u);
  EXPECT_FALSE(s.redo_turn());
  const auto refused = s.play_computer(mv<Game>(o.plies[2]));
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message, "no side is played by the computer");
  EXPECT_EQ(s.history_size(), 2u);
}

TYPED_TEST(ComputerTest, ClicksDoNothingWhileTheComputerIsToMove) {
  using Game = TypeParam;
  Session<Game> s;
  const auto person = s.turn();
  const Opening o = opening<Game>();
  // A selection of the side the computer takes over is dropped.
  ASSERT_EQ(s.click(sq<Game>(std::string(o.plies[0]).substr(0, 2))).action, ClickAction::select);
  s.set_computer(opposite(person));
  EXPECT_FALSE(s.selected());
  EXPECT_EQ(s.computer(), opposite(person));
  EXPECT_FALSE(s.computer_to_move());
  EXPECT_TRUE(s.person_to_move());

  click_move(s, o.plies[0]);
  EXPECT_TRUE(s.computer_to_move());
  EXPECT_FALSE(s.person_to_move());
  expect_clicks_refused(s);

  ASSERT_TRUE(s.play_computer(mv<Game>(o.plies[1])));
  EXPECT_FALSE(s.computer_to_move());
  EXPECT_TRUE(s.person_to_move());
  EXPECT_EQ(name_of<Game>(s.last_move()), o.plies[1]);
  EXPECT_EQ(s.turn(), person);
}

TYPED_TEST(ComputerTest, AReplyIsRefusedWhileAPersonIsToMove) {
  using Game = TypeParam;
  Session<Game> s;
  s.set_computer(opposite(s.turn()));
  const Opening o = opening<Game>();
  const Snapshot<Game> before(s);
  const auto refused = s.play_computer(mv<Game>(o.plies[0]));
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message,
            "it is " + turn_name(s) + "'s turn, played by a person, not the computer");
  EXPECT_EQ(Snapshot<Game>(s), before);
  // An illegal reply is refused with the game's reason and changes nothing.
  click_move(s, o.plies[0]);
  const Snapshot<Game> thinking(s);
  EXPECT_FALSE(s.play_computer(mv<Game>(o.plies[0])));
  EXPECT_EQ(Snapshot<Game>(s), thinking);
}

TYPED_TEST(ComputerTest, UndoTakesBackTheMoveAndItsReply) {
  using Game = TypeParam;
  Session<Game> s;
  s.set_computer(opposite(s.turn()));
  const Opening o = opening<Game>();
  std::string fens[5];
  fens[0] = s.position().fen();
  for (int i = 0; i < 4; ++i) {
    if (i % 2 == 0) {
      click_move(s, o.plies[i]);
    } else {
      ASSERT_TRUE(s.play_computer(mv<Game>(o.plies[i])));
    }
    fens[i + 1] = s.position().fen();
  }
  EXPECT_TRUE(s.can_undo_turn());
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.position().fen(), fens[2]);
  EXPECT_EQ(s.history_size(), 2u);
  EXPECT_TRUE(s.person_to_move());
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.position().fen(), fens[0]);
  EXPECT_FALSE(s.can_undo_turn());
  EXPECT_FALSE(s.undo_turn());

  // Redo brings back each move with its reply.
  EXPECT_TRUE(s.redo_turn());
  EXPECT_EQ(s.position().fen(), fens[2]);
  EXPECT_TRUE(s.person_to_move());
  EXPECT_TRUE(s.redo_turn());
  EXPECT_EQ(s.position().fen(), fens[4]);
  EXPECT_FALSE(s.redo_turn());
}

TYPED_TEST(ComputerTest, UndoWhileTheComputerThinksTakesBackTheMoveAlone) {
  using Game = TypeParam;
  Session<Game> s;
  s.set_computer(opposite(s.turn()));
  const Opening o = opening<Game>();
  const std::string start = s.position().fen();
  click_move(s, o.plies[0]);
  ASSERT_TRUE(s.computer_to_move());
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.position().fen(), start);
  EXPECT_TRUE(s.person_to_move());
  // Redone, the move leaves the computer to move again, with nothing to redo.
  EXPECT_TRUE(s.redo_turn());
  EXPECT_TRUE(s.computer_to_move());
  EXPECT_EQ(s.history_size(), 1u);
}

TYPED_TEST(ComputerTest, TheComputersOpeningMoveIsNotThePersonsToUndo) {
  using Game = TypeParam;
  Session<Game> s;
  s.set_computer(s.turn());  // the person takes the second side
  EXPECT_TRUE(s.computer_to_move());
  expect_clicks_refused(s);
  const Opening o = opening<Game>();
  ASSERT_TRUE(s.play_computer(mv<Game>(o.plies[0])));
  const std::string after_first = s.position().fen();
  EXPECT_FALSE(s.can_undo_turn());
  EXPECT_FALSE(s.undo_turn());
  EXPECT_EQ(s.history_size(), 1u);
  click_move(s, o.plies[1]);
  ASSERT_TRUE(s.play_computer(mv<Game>(o.plies[2])));
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.position().fen(), after_first);
  EXPECT_TRUE(s.person_to_move());
}

TYPED_TEST(ComputerTest, ASetUpIsAPersonsStep) {
  using Game = TypeParam;
  Session<Game> s;
  s.set_computer(opposite(s.turn()));
  const Opening o = opening<Game>();
  click_move(s, o.plies[0]);
  ASSERT_TRUE(s.play_computer(mv<Game>(o.plies[1])));
  const std::string before = s.position().fen();
  // Taking off the piece the person would move next.
  const auto from = sq<Game>(std::string(o.plies[2]).substr(0, 2));
  ASSERT_TRUE(s.setup(from, '\0'));
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.position().fen(), before);
}

TEST(ComputerXiangqi, NothingToPlayOnceTheGameIsOver) {
  // Red (the computer) mates in one: the second chariot closes rank 9.
  auto s = session_from<xiangqi::Position>("4k4/R8/9/9/9/9/9/9/9/1R1K5 w");
  s.set_computer(xiangqi::Side::red);
  ASSERT_TRUE(s.computer_to_move());
  ASSERT_TRUE(s.play_computer(mv<xiangqi::Position>("b0b9")));
  ASSERT_TRUE(s.status().over);
  EXPECT_FALSE(s.computer_to_move());
  EXPECT_FALSE(s.person_to_move());
  const auto refused = s.play_computer(mv<xiangqi::Position>("a8a7"));
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message, "no more moves: red won by checkmate");
  // The person had no step: the computer's winning move is not theirs to undo.
  EXPECT_FALSE(s.undo_turn());
}

TEST(ComputerJungle, ThePersonsWinningMoveIsTakenBackAlone) {
  // Blue's lion steps from Red's trap into Red's den; the computer plays red.
  auto s = session_from<jungle::Position>("6r/3L3/7/7/7/7/7/7/7 b");
  s.set_computer(jungle::Side::red);
  click_move(s, "d8d9");
  ASSERT_TRUE(s.status().over);
  EXPECT_FALSE(s.computer_to_move());
  EXPECT_TRUE(s.undo_turn());
  EXPECT_EQ(s.history_size(), 0u);
  EXPECT_TRUE(s.person_to_move());
}

}  // namespace
}  // namespace qipan::session::test
