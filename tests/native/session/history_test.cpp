// History: undo and redo of moves, orders and set-ups, redo cleared by any
// new step, the last move, and undo after the end of the game.
#include <gtest/gtest.h>

#include <functional>

#include "core/jungle/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using J = jungle::Position;
using Kind = Session<J>::Entry::Kind;

constexpr const char* jstart = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1";
constexpr const char* after_a3a4 = "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1";
constexpr const char* after_a7a6 = "l5t/1w3c1/2p1d1e/r6/7/E6/2D1P1R/1C3W1/T5L b 2 2";

TEST(JungleHistory, ANewSessionStartsTheGame) {
  Session<J> s;
  EXPECT_EQ(s.position().fen(), jstart);
  EXPECT_EQ(turn_name(s), "blue");
  EXPECT_FALSE(s.status().over);
  EXPECT_FALSE(s.selected());
  EXPECT_TRUE(s.targets().empty());
  EXPECT_FALSE(s.last_move());
  EXPECT_FALSE(s.can_undo());
  EXPECT_FALSE(s.can_redo());
  EXPECT_FALSE(s.undo());
  EXPECT_FALSE(s.redo());
  EXPECT_TRUE(s.history().empty());
}

TEST(JungleHistory, UndoAndRedoMoves) {
  Session<J> s;
  (void)s.click(sq<J>("a3"));
  ASSERT_EQ(s.click(sq<J>("a4")).action, ClickAction::move);
  ASSERT_TRUE(s.play(mv<J>("a7a6")).ok());
  EXPECT_EQ(s.position().fen(), after_a7a6);
  EXPECT_EQ(name_of<J>(s.last_move()), "a7a6");
  ASSERT_EQ(s.history().size(), 2u);
  EXPECT_EQ(to_string(s.history()[0].move), "a3a4");
  EXPECT_EQ(s.history()[0].before.fen(), jstart);
  EXPECT_EQ(s.history()[1].before.fen(), after_a3a4);

  (void)s.click(sq<J>("a4"));
  ASSERT_TRUE(s.selected());
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.selected());  // undo clears the selection
  EXPECT_EQ(s.position().fen(), after_a3a4);
  EXPECT_EQ(turn_name(s), "red");
  EXPECT_EQ(name_of<J>(s.last_move()), "a3a4");
  EXPECT_EQ(s.history_size(), 1u);
  EXPECT_TRUE(s.can_redo());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.position().fen(), jstart);
  EXPECT_FALSE(s.last_move());
  EXPECT_FALSE(s.undo());
  EXPECT_FALSE(s.can_undo());

  (void)s.click(sq<J>("a3"));
  ASSERT_TRUE(s.redo());
  EXPECT_FALSE(s.selected());  // so does redo
  EXPECT_EQ(s.position().fen(), after_a3a4);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.position().fen(), after_a7a6);
  EXPECT_EQ(name_of<J>(s.last_move()), "a7a6");
  EXPECT_FALSE(s.redo());
  EXPECT_FALSE(s.can_redo());
  EXPECT_EQ(s.history_size(), 2u);
}

// After two undos, any new step — a click's move, a move, an order or a
// set-up — drops both undone moves.
TEST(JungleHistory, RedoIsClearedByANewStep) {
  const std::function<Result<void>(Session<J>&)> new_steps[] = {
      [](Session<J>& s) -> Result<void> {
        (void)s.click(sq<J>("g3"));
        if (s.click(sq<J>("g4")).action != ClickAction::move) return Error{"no move"};
        return {};
      },
      [](Session<J>& s) { return s.play(mv<J>("g3g4")); },
      [](Session<J>& s) {
        return s.order(mv<J>("g3g4"), {false, true});
      },
      [](Session<J>& s) {
        return s.order(mv<J>("a7a6"), {true, false});
      },
      [](Session<J>& s) { return s.setup(sq<J>("g3"), '\0'); },
  };
  for (const auto& step : new_steps) {
    Session<J> s;
    ASSERT_TRUE(s.play(mv<J>("a3a4")).ok());
    ASSERT_TRUE(s.play(mv<J>("a7a6")).ok());
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.can_redo());
    ASSERT_TRUE(step(s).ok());
    EXPECT_FALSE(s.can_redo());
    EXPECT_FALSE(s.redo());
    EXPECT_EQ(s.history_size(), 1u);
    const std::string now = s.position().fen();
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.position().fen(), jstart);
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.position().fen(), now);
  }
}

TEST(JungleHistory, ARefusedStepKeepsWhatCanBeRedone) {
  Session<J> s;
  ASSERT_TRUE(s.play(mv<J>("a3a4")).ok());
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.play(mv<J>("a3a5")).ok());
  EXPECT_FALSE(s.order(mv<J>("a7a6"), {}).ok());
  EXPECT_FALSE(s.setup(sq<J>("d4"), 'R').ok());
  EXPECT_EQ(s.click(sq<J>("a3")).action, ClickAction::select);
  EXPECT_EQ(s.click(sq<J>("a5")).action, ClickAction::reject);
  EXPECT_EQ(s.click(sq<J>("a3")).action, ClickAction::deselect);
  EXPECT_TRUE(s.can_redo());
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.position().fen(), after_a3a4);
}

// Moves, orders and set-ups in one game: every undo restores the position
// each started from, every redo the one it led to.
TEST(JungleHistory, UndoAndRedoEveryKindOfStep) {
  Session<J> s;
  std::vector<std::string> fens = {s.position().fen()};
  auto step = [&](Result<void> r) {
    ASSERT_TRUE(r.ok()) << r.error().message;
    fens.push_back(s.position().fen());
  };
  step(s.play(mv<J>("a3a4")));                   // blue
  step(s.order(mv<J>("a7a6"), {false, true}));   // red, and red again
  step(s.order(mv<J>("a6a5"), {false, false}));  // red, then blue
  step(s.setup(sq<J>("g9"), '\0'));              // no red tiger
  step(s.order(mv<J>("b8b7"), {true, false}));   // red out of turn, blue's turn stays
  step(s.order(mv<J>("g3g4"), {false, true}));   // blue, and blue again
  step(s.setup(sq<J>("a1"), '\0'));              // the blue tiger from a1 ...
  step(s.setup(sq<J>("d4"), 'T'));               // ... to d4
  step(s.play(mv<J>("d4d5")));
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(s.position().fen(), "l6/5c1/1wp1d1e/7/r2T3/E5R/2D1P2/1C3W1/6L r 6 4");

  const Kind kinds[] = {Kind::move,  Kind::order, Kind::order, Kind::setup, Kind::order,
                        Kind::order, Kind::setup, Kind::setup, Kind::move};
  ASSERT_EQ(s.history().size(), std::size(kinds));
  for (std::size_t i = 0; i < std::size(kinds); ++i) {
    EXPECT_EQ(s.history()[i].kind, kinds[i]) << i;
    EXPECT_EQ(&s.history()[i], &s.history_entry(i));
    EXPECT_EQ(s.history_entry(i).before.fen(), fens[i]) << i;
  }
  EXPECT_EQ(s.history()[3].letter, '\0');
  EXPECT_EQ(s.history()[6].letter, '\0');
  EXPECT_EQ(s.history()[7].letter, 'T');
  EXPECT_EQ(to_string(s.history()[4].move), "b8b7");
  EXPECT_EQ(s.history()[4].options, (OrderOptions{true, false}));

  for (std::size_t i = fens.size() - 1; i > 0; --i) {
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.position().fen(), fens[i - 1]) << "undo to " << i - 1;
    const auto& last = s.history_size() ? &s.history_entry(s.history_size() - 1) : nullptr;
    EXPECT_EQ(s.last_move().has_value(), last && last->kind != Kind::setup);
  }
  EXPECT_FALSE(s.undo());
  for (std::size_t i = 1; i < fens.size(); ++i) {
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.position().fen(), fens[i]) << "redo to " << i;
  }
  EXPECT_FALSE(s.redo());
}

TEST(JungleHistory, LastMoveIsNoneAfterASetup) {
  Session<J> s;
  ASSERT_TRUE(s.play(mv<J>("a3a4")).ok());
  ASSERT_TRUE(s.setup(sq<J>("g9"), '\0').ok());
  EXPECT_FALSE(s.last_move());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(name_of<J>(s.last_move()), "a3a4");
}

TEST(JungleHistory, UndoReopensAFinishedGame) {
  auto s = session_from<J>("7/3L3/7/7/7/7/7/7/6r b 0 1");
  ASSERT_TRUE(s.play(mv<J>("d8d9")).ok());
  ASSERT_TRUE(s.status().over);
  EXPECT_FALSE(s.play(mv<J>("g1g2")).ok());
  EXPECT_FALSE(s.order(mv<J>("g1g2"), {true, true}).ok());
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.status().over);
  EXPECT_EQ(s.click(sq<J>("d8")).action, ClickAction::select);
  EXPECT_EQ(s.click(sq<J>("c8")).action, ClickAction::move);
  EXPECT_EQ(s.click(sq<J>("g1")).action, ClickAction::select);
}

}  // namespace
}  // namespace qipan::session::test
