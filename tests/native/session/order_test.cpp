// Orders: a move outside the normal turn order, with each combination of
// ignoreTurn and keepTurn, the refusals (naming the fault, changing nothing),
// and what an order means for the repetition record.
#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

// An order of `move` with the options from `fen`; `error` is a piece of the
// expected refusal, or null when the order is carried out and leads to
// `fen_after`.
struct OrderCase {
  const char* name;
  const char* fen;
  const char* move;
  bool ignore_turn;
  bool keep_turn;
  const char* error;
  const char* fen_after;
};

void PrintTo(const OrderCase& c, std::ostream* os) { *os << c.name; }

template <class Game>
void check_order(const OrderCase& c) {
  Session<Game> s = session_from<Game>(c.fen);
  // A selection first: a refused order keeps it, one carried out clears it.
  for (int i = 0; i < grid::square_count(Game::shape) && !s.selected(); ++i) {
    (void)s.click(static_cast<typename Game::Square>(i));
  }
  const Snapshot<Game> before(s);
  const OrderOptions options{c.ignore_turn, c.keep_turn};
  auto done = s.order(mv<Game>(c.move), options);
  if (c.error) {
    ASSERT_FALSE(done.ok()) << "carried out, now " << s.position().fen();
    EXPECT_NE(done.error().message.find(c.error), std::string::npos) << done.error().message;
    EXPECT_EQ(Snapshot<Game>(s), before);
    return;
  }
  ASSERT_TRUE(done.ok()) << done.error().message;
  EXPECT_EQ(s.position().fen(), c.fen_after);
  EXPECT_FALSE(s.selected());
  ASSERT_EQ(s.history_size(), 1u);
  const auto& step = s.history_entry(0);
  EXPECT_EQ(step.kind, Session<Game>::Entry::Kind::order);
  EXPECT_EQ(to_string(step.move), c.move);
  EXPECT_EQ(step.options, options);
  EXPECT_EQ(step.before.fen(), before.fen);
  EXPECT_EQ(name_of<Game>(s.last_move()), c.move);
  // Undo takes it back like a move; redo does it again.
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.position().fen(), before.fen);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.position().fen(), c.fen_after);
}

// ---------------------------------------------------------------- Jungle

constexpr const char* jstart = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1";
// Blue to move; the red cat in a9 is hemmed in by the blue elephant and lion.
constexpr const char* jhemmed = "cL5/E6/7/7/7/7/7/7/6R b 0 1";
// The blue lion one step from the red den.
constexpr const char* jden = "7/3L3/7/7/7/7/7/7/6r b 0 1";

const OrderCase jungle_cases[] = {
    {"own move, no option: an ordinary move", jstart, "a3a4", false, false, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1"},
    {"own move, ignoreTurn: nothing to ignore", jstart, "a3a4", true, false, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1"},
    {"own move, keepTurn: blue moves again", jstart, "a3a4", false, true, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1"},
    {"own move, both", jstart, "a3a4", true, true, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1"},
    {"other side, no option: refused", jstart, "a7a6", false, false,
     "it is blue's turn and the piece on a7 is red's (an order with ignoreTurn may move it)",
     nullptr},
    {"other side, keepTurn alone: refused", jstart, "a7a6", false, true,
     "it is blue's turn and the piece on a7 is red's", nullptr},
    {"other side, ignoreTurn: red moves, blue still to move", jstart, "a7a6", true, false, nullptr,
     "l5t/1w3c1/2p1d1e/r6/7/7/E1D1P1R/1C3W1/T5L b 1 2"},
    {"other side, both: red moves and moves again", jstart, "a7a6", true, true, nullptr,
     "l5t/1w3c1/2p1d1e/r6/7/7/E1D1P1R/1C3W1/T5L r 1 2"},
    {"a move the piece cannot make", jstart, "a3a5", false, false,
     "illegal move a3a5: an elephant moves one square", nullptr},
    {"nor with every option", jstart, "a3a5", true, true, "illegal move a3a5", nullptr},
    {"the other side's piece cannot either", jstart, "a7a5", true, false,
     "illegal move a7a5: a rat moves one square", nullptr},
    {"into the own den", "7/7/7/7/7/7/7/3T3/6r b 0 1", "d2d1", true, true,
     "no piece may enter its own den", nullptr},
    {"from an empty square", jstart, "a4a5", true, true, "no piece on a4 to move", nullptr},
    {"a hemmed-in side cannot be handed the turn", jhemmed, "a9a8", true, false,
     "ignoreTurn: with red to move the game is over: blue won by no_moves", nullptr},
    {"onto the own side's piece", "7/7/7/7/7/7/7/7/TL4r b 0 1", "a1b1", true, true,
     "b1 holds Blue's own lion", nullptr},
    {"keepTurn on the winning move", jden, "d8d9", false, true, nullptr,
     "3L3/7/7/7/7/7/7/7/6r b 1 1"},
    {"after the end of the game", "3L3/7/7/7/7/7/7/7/6r r 0 1", "g1g2", true, true,
     "no more moves: blue won by den", nullptr},
    {"nor for the winner", "3L3/7/7/7/7/7/7/7/6r r 0 1", "d9d8", true, true,
     "no more moves: blue won by den", nullptr},
};

class JungleOrders : public testing::TestWithParam<OrderCase> {};
TEST_P(JungleOrders, DoWhatTheTableSays) { check_order<jungle::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, JungleOrders, testing::ValuesIn(jungle_cases));

TEST(JungleOrders, OffTheBoardIsRefused) {
  auto s = session_from<jungle::Position>(jstart);
  const Snapshot<jungle::Position> before(s);
  auto done = s.order(jungle::Move::make(62, 63), {true, true});
  ASSERT_FALSE(done.ok());
  EXPECT_EQ(done.error().message, "square 63 is off the board (squares are 0 to 62)");
  EXPECT_EQ(Snapshot<jungle::Position>(s), before);
}

// The tiger a1-a2-a1 and the lion a9-a8-a9: the start comes back after each
// round of four plies, so two rounds make its third occurrence, a draw.
constexpr const char* round_trip[] = {"a1a2", "a9a8", "a2a1", "a8a9"};

void play_round(Session<jungle::Position>& s) {
  for (const char* m : round_trip) ASSERT_TRUE(s.play(mv<jungle::Position>(m)).ok()) << m;
}

TEST(JungleOrders, AnOrdinaryOrderKeepsTheRepetitionRecord) {
  auto s = session_from<jungle::Position>(jstart);
  play_round(s);
  ASSERT_TRUE(s.order(mv<jungle::Position>("a1a2"), {}).ok());
  ASSERT_TRUE(s.order(mv<jungle::Position>("a9a8"), {true, false}).ok());  // red's turn anyway
  ASSERT_TRUE(s.play(mv<jungle::Position>("a2a1")).ok());
  ASSERT_TRUE(s.play(mv<jungle::Position>("a8a9")).ok());
  EXPECT_EQ(s.status(), (GameStatus<jungle::Side>{true, std::nullopt, EndReason::repetition}));
}

TEST(JungleOrders, HandingTheTurnOverStartsAFreshRecord) {
  auto s = session_from<jungle::Position>(jstart);
  play_round(s);  // the start, a second time
  // Red's lion goes out and back out of turn, each time handed the turn: the
  // start comes back, blue to move, a third time — counted afresh from the
  // last hand-over (the lion on a8, red to move), so no draw.
  ASSERT_TRUE(s.order(mv<jungle::Position>("a9a8"), {true, false}).ok());
  ASSERT_TRUE(s.order(mv<jungle::Position>("a8a9"), {true, false}).ok());
  EXPECT_EQ(board_and_turn(s.position().fen()), board_and_turn(jstart));
  EXPECT_FALSE(s.status().over);
  play_round(s);  // the start a fourth time, the second in the fresh record
  EXPECT_FALSE(s.status().over);
  // The position handed over is the record's first: three plies more bring
  // it back a third time.
  for (const char* m : {"a1a2", "a9a8", "a2a1"}) {
    EXPECT_FALSE(s.status().over) << m;
    ASSERT_TRUE(s.play(mv<jungle::Position>(m)).ok()) << m;
  }
  EXPECT_EQ(s.status(), (GameStatus<jungle::Side>{true, std::nullopt, EndReason::repetition}));
  // Undo restores the record as it was, whatever the steps were.
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.status().over);
  ASSERT_TRUE(s.redo());
  EXPECT_TRUE(s.status().over);
}

}  // namespace
}  // namespace qipan::session::test
