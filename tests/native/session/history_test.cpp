// History: undo and redo of moves, orders and set-ups, redo cleared by any
// new step, the last move, and undo after the end of the game — each game
// through the same checks.
#include <gtest/gtest.h>

#include <vector>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

// One step to take: a move ('m', played as by a click), an order ('o') or a
// set-up ('s', `text` the square).
struct Step {
  char kind;
  const char* text;
  OrderOptions options{};
  char letter = '\0';
};

template <class Game>
Result<void> take(Session<Game>& s, const Step& step) {
  switch (step.kind) {
    case 'm': {
      const std::string text = step.text;
      (void)s.click(sq<Game>(text.substr(0, 2)));
      if (s.click(sq<Game>(text.substr(2, 2))).action != ClickAction::move) {
        return Error{"the click did not move"};
      }
      return {};
    }
    case 'o':
      return s.order(mv<Game>(step.text), step.options);
    default:
      return s.setup(sq<Game>(step.text), step.letter);
  }
}

template <class Game>
void expect_a_fresh_session(const char* start, const char* first_side) {
  Session<Game> s;
  EXPECT_EQ(s.position().fen(), start);
  EXPECT_EQ(turn_name(s), first_side);
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

// Takes `steps` from the start, then undoes them all and redoes them all:
// each undo restores the position the step started from (and clears the
// selection), each redo the one it led to; the history records each step.
template <class Game>
void expect_undo_and_redo(const std::vector<Step>& steps, const char* final_fen) {
  using Kind = typename Session<Game>::Entry::Kind;
  Session<Game> s;
  std::vector<std::string> fens = {s.position().fen()};
  for (const Step& step : steps) {
    auto done = take(s, step);
    ASSERT_TRUE(done.ok()) << step.text << ": " << done.error().message;
    fens.push_back(s.position().fen());
  }
  EXPECT_EQ(s.position().fen(), final_fen);
  ASSERT_EQ(s.history().size(), steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const auto& e = s.history()[i];
    EXPECT_EQ(&e, &s.history_entry(i));
    EXPECT_EQ(e.before.fen(), fens[i]) << i;
    const Kind kind = steps[i].kind == 'm'   ? Kind::move
                      : steps[i].kind == 'o' ? Kind::order
                                             : Kind::setup;
    EXPECT_EQ(e.kind, kind) << i;
    if (kind == Kind::setup) {
      EXPECT_EQ(name_of<Game>(std::optional(e.square)), steps[i].text);
      EXPECT_EQ(e.letter, steps[i].letter);
    } else {
      EXPECT_EQ(to_string(e.move), steps[i].text);
      EXPECT_EQ(e.options, kind == Kind::order ? steps[i].options : OrderOptions{});
    }
  }
  for (std::size_t i = steps.size(); i > 0; --i) {
    // A selection, if the side to move has a piece to select, to be cleared.
    for (int q = 0; q < grid::square_count(Game::shape) && !s.selected(); ++q) {
      (void)s.click(static_cast<typename Game::Square>(q));
    }
    ASSERT_TRUE(s.undo());
    EXPECT_FALSE(s.selected());
    EXPECT_EQ(s.position().fen(), fens[i - 1]) << "undo to " << i - 1;
    EXPECT_EQ(s.history_size(), i - 1);
    EXPECT_TRUE(s.can_redo());
    const bool after_move = i > 1 && steps[i - 2].kind != 's';
    EXPECT_EQ(name_of<Game>(s.last_move()), after_move ? steps[i - 2].text : "");
  }
  EXPECT_FALSE(s.undo());
  EXPECT_FALSE(s.can_undo());
  for (std::size_t i = 1; i <= steps.size(); ++i) {
    (void)s.click(sq<Game>("a1"));
    ASSERT_TRUE(s.redo());
    EXPECT_FALSE(s.selected());
    EXPECT_EQ(s.position().fen(), fens[i]) << "redo to " << i;
    EXPECT_EQ(name_of<Game>(s.last_move()), steps[i - 1].kind != 's' ? steps[i - 1].text : "");
  }
  EXPECT_FALSE(s.redo());
  EXPECT_FALSE(s.can_redo());
}

// After two moves and two undos, each of `new_steps` drops both undone
// moves; a refused step (`refused`) before it drops nothing.
template <class Game>
void expect_redo_cleared(const std::vector<Step>& two_moves, const std::vector<Step>& refused,
                         const std::vector<Step>& new_steps) {
  for (const Step& step : new_steps) {
    Session<Game> s;
    const std::string start = s.position().fen();
    for (const Step& m : two_moves) ASSERT_TRUE(take(s, m).ok()) << m.text;
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.undo());
    for (const Step& r : refused) {
      EXPECT_FALSE(take(s, r).ok()) << r.text;
      EXPECT_TRUE(s.can_redo()) << r.text;
    }
    ASSERT_TRUE(take(s, step).ok()) << step.text;
    EXPECT_FALSE(s.can_redo()) << step.text;
    EXPECT_FALSE(s.redo()) << step.text;
    EXPECT_EQ(s.history_size(), 1u);
    const std::string now = s.position().fen();
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.position().fen(), start);
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.position().fen(), now);
  }
}

// From `fen`, `end` ends the game; nothing more can be played, but undo
// reopens it and clicks play again.
template <class Game>
void expect_undo_reopens(const char* fen, const char* end, const char* then) {
  auto s = session_from<Game>(fen);
  ASSERT_TRUE(s.play(mv<Game>(end)).ok());
  ASSERT_TRUE(s.status().over);
  EXPECT_FALSE(s.play(mv<Game>(then)).ok());
  EXPECT_FALSE(s.order(mv<Game>(then), {true, true}).ok());
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.status().over);
  const std::string text = then;
  EXPECT_EQ(s.click(sq<Game>(text.substr(0, 2))).action, ClickAction::select);
  EXPECT_EQ(s.click(sq<Game>(text.substr(2, 2))).action, ClickAction::move);
}

// ---------------------------------------------------------------- Jungle

using J = jungle::Position;

TEST(JungleHistory, ANewSessionStartsTheGame) {
  expect_a_fresh_session<J>("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1", "blue");
}

TEST(JungleHistory, UndoAndRedoMoves) {
  expect_undo_and_redo<J>({{'m', "a3a4"}, {'m', "a7a6"}, {'m', "c3c2"}},
                          "l5t/1w3c1/2p1d1e/r6/7/E6/4P1R/1CD2W1/T5L r 3 2");
}

TEST(JungleHistory, UndoAndRedoEveryKindOfStep) {
  expect_undo_and_redo<J>(
      {
          {'m', "a3a4"},                  // blue
          {'o', "a7a6", {false, true}},   // red, and red again
          {'o', "a6a5", {false, false}},  // red, then blue
          {'s', "g9", {}, '\0'},          // no red tiger
          {'o', "b8b7", {true, false}},   // red out of turn, blue's turn stays
          {'o', "g3g4", {false, true}},   // blue, and blue again
          {'s', "a1", {}, '\0'},          // the blue tiger from a1 ...
          {'s', "d4", {}, 'T'},           // ... to d4
          {'m', "d4d5"},
      },
      "l6/5c1/1wp1d1e/7/r2T3/E5R/2D1P2/1C3W1/6L r 6 4");
}

TEST(JungleHistory, RedoIsClearedByANewStep) {
  expect_redo_cleared<J>({{'m', "a3a4"}, {'m', "a7a6"}},
                         {{'m', "a3a5"}, {'o', "a7a6"}, {'s', "d4", {}, 'R'}},
                         {{'m', "g3g4"},
                          {'o', "g3g4", {false, true}},
                          {'o', "a7a6", {true, false}},
                          {'s', "g3", {}, '\0'}});
}

TEST(JungleHistory, UndoReopensAFinishedGame) {
  expect_undo_reopens<J>("7/3L3/7/7/7/7/7/7/6r b 0 1", "d8d9", "d8c8");
}

// ---------------------------------------------------------------- Xiangqi

using X = xiangqi::Position;

TEST(XiangqiHistory, ANewSessionStartsTheGame) {
  expect_a_fresh_session<X>("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                            "red");
}

TEST(XiangqiHistory, UndoAndRedoMoves) {
  expect_undo_and_redo<X>(
      {{'m', "h2e2"}, {'m', "h9g7"}, {'m', "h0g2"}, {'m', "i9h9"}},
      "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
}

TEST(XiangqiHistory, UndoAndRedoEveryKindOfStep) {
  expect_undo_and_redo<X>(
      {
          {'o', "h2e2", {false, true}},  // red, and red again (让步)
          {'s', "a9", {}, '\0'},         // black without a chariot (让子)
          {'m', "b0c2"},                 // red
          {'o', "g3g4", {true, false}},  // red out of turn, black's turn stays
          {'s', "i0", {}, '\0'},         // red without a chariot
          {'m', "b9c7"},                 // black
          {'o', "h7h3", {true, true}},   // black out of turn, and black again
          {'m', "c7e8"},
      },
      "2bakabnr/4n4/1c7/p1p1p1p1p/9/6P2/P1P1P2cP/1CN1C4/9/R1BAKABN1 w - - 6 4");
}

TEST(XiangqiHistory, RedoIsClearedByANewStep) {
  expect_redo_cleared<X>({{'m', "h2e2"}, {'m', "h9g7"}},
                         {{'m', "h2h8"}, {'o', "h9g7"}, {'s', "e5", {}, 'K'}},
                         {{'m', "b2e2"},
                          {'o', "b2e2", {false, true}},
                          {'o', "h9g7", {true, false}},
                          {'s', "a0", {}, '\0'}});
}

TEST(XiangqiHistory, UndoReopensAFinishedGame) {
  expect_undo_reopens<X>("4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a7a9", "a7a8");
}

}  // namespace
}  // namespace qipan::session::test
