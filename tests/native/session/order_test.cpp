// Orders: a move outside the normal turn order, with each combination of
// ignoreTurn and keepTurn, the refusals (naming the fault, changing nothing),
// and what an order means for the repetition record.
#include <gtest/gtest.h>

#include <array>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
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

const OrderCase jungle_orders[] = {
    {"own move, no option: an ordinary move", jstart, "a3a4", false, false, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1"},
    {"own move, ignoreTurn: nothing to ignore", jstart, "a3a4", true, false, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1"},
    {"own move, keepTurn: blue moves again", jstart, "a3a4", false, true, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1"},
    {"own move, both", jstart, "a3a4", true, true, nullptr,
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1"},
    {"other side, no option: refused", jstart, "a7a6", false, false,
     "it is blue's turn and the piece on a7 is red's (an order with ignore turn may move it)",
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
     "ignore turn: with red to move the game is over: blue won by no_moves", nullptr},
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
INSTANTIATE_TEST_SUITE_P(Session, JungleOrders, testing::ValuesIn(jungle_orders));

TEST(JungleOrders, OffTheBoardIsRefused) {
  auto s = session_from<jungle::Position>(jstart);
  const Snapshot<jungle::Position> before(s);
  auto done = s.order(jungle::Move::make(62, 63), {true, true});
  ASSERT_FALSE(done.ok());
  EXPECT_EQ(done.error().message, "square 63 is off the board (squares are 0 to 62)");
  EXPECT_EQ(Snapshot<jungle::Position>(s), before);
}

// Repetition around orders. `round` is four moves from `start` that bring
// it back (the first side out and back, the second side out and back), so
// two rounds make the start's third occurrence, a draw.
template <class Game>
void play_round(Session<Game>& s, const std::array<const char*, 4>& round) {
  for (const char* m : round) ASSERT_TRUE(s.play(mv<Game>(m)).ok()) << m;
}

template <class Game>
void expect_repetition_draw(const Session<Game>& s) {
  EXPECT_TRUE(s.status().over);
  EXPECT_FALSE(s.status().winner);
  EXPECT_EQ(s.status().reason, EndReason::repetition);
}

// An order that bends no turn is a move, and counts like one.
template <class Game>
void expect_ordinary_orders_count(const char* start, const std::array<const char*, 4>& round) {
  auto s = session_from<Game>(start);
  play_round(s, round);
  ASSERT_TRUE(s.order(mv<Game>(round[0]), {}).ok());
  ASSERT_TRUE(s.order(mv<Game>(round[1]), {true, false}).ok());  // its turn anyway
  ASSERT_TRUE(s.play(mv<Game>(round[2])).ok());
  ASSERT_TRUE(s.play(mv<Game>(round[3])).ok());
  expect_repetition_draw(s);
}

// The second side goes out and back out of turn, each time handed the turn:
// the start comes back a third time, counted afresh from the last hand-over
// (the second side to move, its piece out), so no draw. That position is
// the fresh record's first: three plies of a round bring it back a third
// time, a draw. Undo restores the record as it was.
template <class Game>
void expect_hand_over_starts_afresh(const char* start, const std::array<const char*, 4>& round) {
  auto s = session_from<Game>(start);
  play_round(s, round);
  ASSERT_TRUE(s.order(mv<Game>(round[1]), {true, false}).ok());
  ASSERT_TRUE(s.order(mv<Game>(round[3]), {true, false}).ok());
  EXPECT_EQ(board_and_turn(s.position().fen()), board_and_turn(start));
  EXPECT_FALSE(s.status().over);
  play_round(s, round);
  EXPECT_FALSE(s.status().over);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_FALSE(s.status().over) << round[i];
    ASSERT_TRUE(s.play(mv<Game>(round[i])).ok()) << round[i];
  }
  expect_repetition_draw(s);
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.status().over);
  ASSERT_TRUE(s.redo());
  expect_repetition_draw(s);
}

// The blue tiger a1-a2-a1 and the red lion a9-a8-a9.
constexpr std::array<const char*, 4> jungle_round = {"a1a2", "a9a8", "a2a1", "a8a9"};

TEST(JungleOrders, AnOrdinaryOrderKeepsTheRepetitionRecord) {
  expect_ordinary_orders_count<jungle::Position>(jstart, jungle_round);
}

TEST(JungleOrders, HandingTheTurnOverStartsAFreshRecord) {
  expect_hand_over_starts_afresh<jungle::Position>(jstart, jungle_round);
}

// ---------------------------------------------------------------- Xiangqi

constexpr const char* xstart =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// Red in check from the chariot on e5.
constexpr const char* xcheck = "3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1";
// The red chariot on e1 can give check on the d file.
constexpr const char* xchecker = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1";
// The red chariot on e1 pinned by the black one on e8.
constexpr const char* xpin = "3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1";
constexpr const char* xmated = "R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 1 1";

const OrderCase xiangqi_orders[] = {
    {"own move, no option: an ordinary move", xstart, "h2e2", false, false, nullptr,
     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"},
    {"own move, ignoreTurn: nothing to ignore", xstart, "h2e2", true, false, nullptr,
     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"},
    {"own move, keepTurn: red moves again", xstart, "h2e2", false, true, nullptr,
     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 1 1"},
    {"own move, both", xstart, "h2e2", true, true, nullptr,
     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 1 1"},
    {"other side, no option: refused", xstart, "h7e7", false, false,
     "it is red's turn and the piece on h7 is black's (an order with ignore turn may move it)",
     nullptr},
    {"other side, keepTurn alone: refused", xstart, "h7e7", false, true,
     "it is red's turn and the piece on h7 is black's", nullptr},
    {"other side, ignoreTurn: black moves, red still to move", xstart, "h7e7", true, false, nullptr,
     "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 1 2"},
    {"other side, both: black moves and moves again", xstart, "h7e7", true, true, nullptr,
     "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 2"},
    {"a move the piece cannot make", xstart, "h2f3", true, true,
     "h2f3: a cannon on h2 cannot move to f3 here", nullptr},
    {"the other side's piece cannot either", xstart, "b9b8", true, false,
     "b9b8: a horse on b9 cannot move to b8 here", nullptr},
    {"onto an own piece", xstart, "h2e3", true, true,
     "h2e3: the red cannon on h2 cannot capture its own side's piece on e3", nullptr},
    {"from an empty point", xstart, "e4e5", true, true, "no piece on e4 to move", nullptr},
    {"a general stays out of check", xcheck, "e0e1", true, true,
     "e0e1: it would leave the red general in check", nullptr},
    {"a general does not face the other", xpin, "e0d0", false, false,
     "e0d0: it would leave the generals facing each other", nullptr},
    {"a pinned piece stays pinned", xpin, "e1a1", true, true,
     "e1a1: it would leave the red general in check", nullptr},
    {"no turn for black while red is in check", xcheck, "e5a5", true, false,
     "ignore turn: the turn cannot go to black: Red is in check but it is black's turn", nullptr},
    {"nor without ignoreTurn", xcheck, "e5a5", false, false,
     "it is red's turn and the piece on e5 is black's", nullptr},
    {"check, then black's turn", xchecker, "e1d1", false, false, nullptr,
     "3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 1 1"},
    {"check cannot keep the turn", xchecker, "e1d1", false, true,
     "keep turn: red cannot move again after e1d1: Black is in check but it is red's turn",
     nullptr},
    {"nor with ignoreTurn too", xchecker, "e1d1", true, true, "keep turn: red cannot move again",
     nullptr},
    {"a quiet move may keep it", xchecker, "e1e5", false, true, nullptr,
     "3k5/9/9/9/4R4/9/9/9/9/4K4 w - - 1 1"},
    {"after the end of the game", xmated, "e9f9", false, false,
     "no more moves: red won by checkmate", nullptr},
    {"nor for the winner", xmated, "a9a8", true, true, "no more moves: red won by checkmate",
     nullptr},
};

class XiangqiOrders : public testing::TestWithParam<OrderCase> {};
TEST_P(XiangqiOrders, DoWhatTheTableSays) { check_order<xiangqi::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, XiangqiOrders, testing::ValuesIn(xiangqi_orders));

TEST(XiangqiOrders, OffTheBoardIsRefused) {
  auto s = session_from<xiangqi::Position>(xstart);
  const Snapshot<xiangqi::Position> before(s);
  auto done = s.order(xiangqi::Move::make(89, 90), {true, true});
  ASSERT_FALSE(done.ok());
  EXPECT_EQ(done.error().message, "square 90 is off the board (squares are 0 to 89)");
  EXPECT_EQ(Snapshot<xiangqi::Position>(s), before);
}

// The horses: red h0-g2-h0, black h9-g7-h9.
constexpr std::array<const char*, 4> xiangqi_round = {"h0g2", "h9g7", "g2h0", "g7h9"};

TEST(XiangqiOrders, AnOrdinaryOrderKeepsTheRepetitionRecord) {
  expect_ordinary_orders_count<xiangqi::Position>(xstart, xiangqi_round);
}

TEST(XiangqiOrders, HandingTheTurnOverStartsAFreshRecord) {
  expect_hand_over_starts_afresh<xiangqi::Position>(xstart, xiangqi_round);
}

}  // namespace
}  // namespace qipan::session::test
