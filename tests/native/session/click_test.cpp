// Clicks: the six cases from several positions of each game (what click
// returns, the selection, targets, turn and FEN after), rejects that keep the
// selection, the side not to move that no click can select or move, and
// clicks once the game is over.
#include <gtest/gtest.h>

#include <random>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using A = ClickAction;

// A click on `square` after the clicks in `before`; `fen_after` empty means
// the FEN must not change.
struct ClickCase {
  const char* name;
  const char* fen;
  const char* before;
  const char* square;
  ClickAction action;
  const char* move;
  const char* selected;
  const char* targets;
  const char* turn;
  const char* fen_after;
};

void PrintTo(const ClickCase& c, std::ostream* os) { *os << c.name; }

template <class Game>
void check_click(const ClickCase& c) {
  Session<Game> s = session_from<Game>(c.fen);
  for (const auto& w : words(c.before)) (void)s.click(sq<Game>(w));
  const std::string fen_before = s.position().fen();
  const std::size_t steps = s.history_size();
  const std::string last_move = name_of<Game>(s.last_move());
  const auto click = s.click(sq<Game>(c.square));
  EXPECT_EQ(action_name(click.action), action_name(c.action));
  EXPECT_EQ(name_of<Game>(click.move), c.move);
  EXPECT_EQ(name_of<Game>(click.selected), c.selected);
  EXPECT_EQ(name_of<Game>(s.selected()), c.selected);
  EXPECT_EQ(targets_text(s), c.targets);
  EXPECT_EQ(turn_name(s), c.turn);
  const std::string fen_after = *c.fen_after ? c.fen_after : fen_before;
  EXPECT_EQ(s.position().fen(), fen_after);
  EXPECT_EQ(s.history_size(), steps + (c.action == A::move ? 1 : 0));
  EXPECT_EQ(name_of<Game>(s.last_move()), c.action == A::move ? c.move : last_move);
}

// Once the game is over, a click on any square, twice over, is `none`,
// leaves no selection and changes nothing.
template <class Game>
void expect_clicks_change_nothing(Session<Game>& s) {
  ASSERT_TRUE(s.status().over);
  const std::string fen = s.position().fen();
  const std::size_t steps = s.history_size();
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto c = s.click(static_cast<typename Game::Square>(i));
      EXPECT_EQ(c.action, A::none);
      EXPECT_FALSE(c.move);
      EXPECT_FALSE(c.selected);
      EXPECT_FALSE(s.selected());
      EXPECT_TRUE(s.targets().empty());
    }
  }
  EXPECT_EQ(s.position().fen(), fen);
  EXPECT_EQ(s.history_size(), steps);
}

// From `start`, every pair of clicks (a then b): a piece of the side not to
// move is never selected, and a move is only ever the selected piece of the
// side to move making a legal move.
template <class Game>
void expect_no_click_moves_the_other_side(const Session<Game>& start) {
  const int n = grid::square_count(Game::shape);
  const Game& p = start.position();
  for (int a = 0; a < n; ++a) {
    const auto from = static_cast<typename Game::Square>(a);
    Session<Game> first = start;
    const auto c = first.click(from);
    const bool own = p.owner(from) == p.side_to_move();
    EXPECT_EQ(c.action, own ? A::select : A::none) << name_of<Game>(std::optional(from));
    EXPECT_EQ(first.selected().has_value(), own);
    for (int b = 0; b < n; ++b) {
      const auto to = static_cast<typename Game::Square>(b);
      Session<Game> s = first;
      const auto second = s.click(to);
      if (second.action == A::move) {
        ASSERT_TRUE(own);
        EXPECT_EQ(*second.move, Game::Move::make(from, to));
        EXPECT_TRUE(p.is_legal(*second.move));
        EXPECT_NE(s.turn(), p.side_to_move());
      } else {
        EXPECT_EQ(s.position().fen(), p.fen());
        EXPECT_EQ(s.history_size(), 0u);
      }
      if (s.selected()) {
        EXPECT_EQ(s.position().owner(*s.selected()), s.turn());
      }
    }
  }
}

// Seeded random clicks, half of them on the side to move's pieces or the
// selection's targets; after each, the invariants of a click hold. A game
// that ends is clicked a few more times, then started again.
template <class Game>
void random_clicks(const Session<Game>& start, int clicks, unsigned seed) {
  using Square = typename Game::Square;
  std::mt19937 rng(seed);
  const int n = grid::square_count(Game::shape);
  Session<Game> s = start;
  int moves = 0;
  int after_end = 0;
  for (int i = 0; i < clicks; ++i) {
    std::vector<Square> likely = s.targets();
    for (int q = 0; q < n; ++q) {
      const auto sq = static_cast<Square>(q);
      if (s.position().owner(sq) == s.turn()) likely.push_back(sq);
    }
    Square square = static_cast<Square>(std::uniform_int_distribution<int>(0, n - 1)(rng));
    if (!likely.empty() && rng() % 2 == 0) {
      square = likely[rng() % likely.size()];
    }
    const Game before = s.position();
    const auto selected = s.selected();
    const std::size_t steps = s.history_size();
    const bool was_over = before.status().over;
    const auto c = s.click(square);
    ASSERT_EQ(c.selected, s.selected());
    if (s.selected()) {
      ASSERT_FALSE(s.status().over);
      ASSERT_EQ(s.position().owner(*s.selected()), s.turn());
    }
    if (was_over) {
      ASSERT_EQ(c.action, A::none);
      ASSERT_FALSE(s.selected());
    }
    if (c.action == A::move) {
      ++moves;
      ASSERT_TRUE(selected);
      ASSERT_EQ(c.move->from(), *selected);
      ASSERT_EQ(c.move->to(), square);
      ASSERT_EQ(before.owner(*selected), before.side_to_move());
      ASSERT_TRUE(before.is_legal(*c.move));
      ASSERT_NE(s.turn(), before.side_to_move());
      ASSERT_EQ(s.history_size(), steps + 1);
      ASSERT_FALSE(s.selected());
    } else {
      ASSERT_EQ(s.position().fen(), before.fen());
      ASSERT_EQ(s.history_size(), steps);
    }
    if (c.action == A::reject) {
      ASSERT_EQ(s.selected(), selected);
    }
    if (s.status().over && ++after_end > 3) {
      s = start;
      after_end = 0;
    }
  }
  EXPECT_GT(moves, clicks / 20);
}

// ---------------------------------------------------------------- Jungle

constexpr const char* jungle_start = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1";
// Blue: lion a5 (its jump to d5 blocked by the red rat in c5), tiger b3
// (jumps to b7 onto the red wolf), rat f4 in the river beside the red
// elephant on g4 (no capture from water onto land), elephant d6 facing the
// red lion d7.
constexpr const char* jungle_lakes = "7/7/1w1l3/3E3/L1r4/5Re/1T5/7/7 b 0 1";
// Red to move: the red rat in the river by the blue elephant on a4 (it may
// not take it from the water), the red cat in a blue trap on c1.
constexpr const char* jungle_red = "7/7/7/7/7/Er5/7/7/2c3L r 4 9";

const ClickCase jungle_cases[] = {
    {"select own piece", jungle_start, "", "a3", A::select, "", "a3", "a2 a4 b3", "blue", ""},
    {"empty square without selection", jungle_start, "", "a4", A::none, "", "", "", "blue", ""},
    {"enemy piece without selection", jungle_start, "", "a7", A::none, "", "", "", "blue", ""},
    {"another own piece selects it", jungle_start, "a3", "c3", A::select, "", "c3", "b3 c2 d3",
     "blue", ""},
    {"the selected piece deselects", jungle_start, "a3", "a3", A::deselect, "", "", "", "blue", ""},
    {"selection then empty square moves", jungle_start, "a3", "a4", A::move, "a3a4", "", "", "red",
     "l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1"},
    {"a move too far is rejected", jungle_start, "a3", "a5", A::reject, "", "a3", "a2 a4 b3",
     "blue", ""},
    {"a rejected enemy stays unselected", jungle_start, "a3", "a7", A::reject, "", "a3", "a2 a4 b3",
     "blue", ""},
    {"after a deselect an enemy does nothing", jungle_start, "a3 a3", "a7", A::none, "", "", "",
     "blue", ""},
    {"a second click after a move is the other side's", jungle_start, "a3 a4", "a7", A::select, "",
     "a7", "a6 a8 b7", "red", ""},
    {"the side that moved cannot move again", jungle_start, "a3 a4", "a4", A::none, "", "", "",
     "red", ""},
    {"lion's targets without the blocked jump", jungle_lakes, "", "a5", A::select, "", "a5",
     "a4 a6", "blue", ""},
    {"a jump over a rat is rejected", jungle_lakes, "a5", "d5", A::reject, "", "a5", "a4 a6",
     "blue", ""},
    {"a jump captures the wolf", jungle_lakes, "b3", "b7", A::move, "b3b7", "", "", "red",
     "7/7/1T1l3/3E3/L1r4/5Re/7/7/7 r 0 1"},
    {"no capture from the river onto land", jungle_lakes, "f4", "g4", A::reject, "", "f4",
     "e4 f3 f5", "blue", ""},
    {"the elephant takes the lion", jungle_lakes, "d6", "d7", A::move, "d6d7", "", "", "red",
     "7/7/1w1E3/7/L1r4/5Re/1T5/7/7 r 0 1"},
    {"the elephant may not swim", jungle_lakes, "d6", "c6", A::reject, "", "d6", "d5 d7", "blue",
     ""},
    {"switching from the lion to the tiger", jungle_lakes, "a5", "b3", A::select, "", "b3",
     "a3 b2 b7 c3", "blue", ""},
    {"the red rat cannot take from the river", jungle_red, "b4", "a4", A::reject, "", "b4",
     "b3 b5 c4", "red", ""},
    {"red moves the trapped cat", jungle_red, "c1", "c2", A::move, "c1c2", "", "", "blue",
     "7/7/7/7/7/Er5/7/2c4/6L b 5 10"},
    {"blue pieces are not red's", jungle_red, "", "a4", A::none, "", "", "", "red", ""},
    {"nor with a red piece selected", jungle_red, "c1", "g1", A::reject, "", "c1", "b1 c2 d1",
     "red", ""},
};

class JungleClicks : public testing::TestWithParam<ClickCase> {};
TEST_P(JungleClicks, DoesWhatTheTableSays) { check_click<jungle::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, JungleClicks, testing::ValuesIn(jungle_cases));

TEST(JungleClicks, TheMoveThatEndsTheGameThenNothing) {
  auto s = session_from<jungle::Position>("7/3L3/7/7/7/7/7/7/6r b 0 1");
  EXPECT_EQ(s.click(sq<jungle::Position>("d8")).action, A::select);
  const auto won = s.click(sq<jungle::Position>("d9"));
  EXPECT_EQ(won.action, A::move);
  EXPECT_EQ(s.status(), (GameStatus<jungle::Side>{true, jungle::Side::blue, EndReason::den}));
  expect_clicks_change_nothing(s);
}

TEST(JungleClicks, NothingInAnEndedGame) {
  // Red to move, but the blue lion is in the red den.
  auto s = session_from<jungle::Position>("3L3/7/7/7/7/7/7/7/6r r 0 1");
  ASSERT_TRUE(s.status().over);
  expect_clicks_change_nothing(s);
}

TEST(JungleClicks, NoClickMovesTheSideNotToMove) {
  for (const char* fen : {jungle_start, jungle_lakes, jungle_red}) {
    expect_no_click_moves_the_other_side(session_from<jungle::Position>(fen));
  }
}

TEST(JungleClicks, RandomClicksKeepTheInvariants) {
  random_clicks(session_from<jungle::Position>(jungle_start), 20000, 1);
  random_clicks(session_from<jungle::Position>(jungle_lakes), 5000, 2);
}

// ---------------------------------------------------------------- Xiangqi

constexpr const char* xiangqi_start =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
constexpr const char* after_h2e2 =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
// The red chariot on e1 pinned to its general by the black chariot on e8;
// the black general on d9 watches the d file.
constexpr const char* xiangqi_pin = "3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1";
// Red in check from the chariot on e5.
constexpr const char* xiangqi_check = "3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1";

const ClickCase xiangqi_cases[] = {
    {"select own piece", xiangqi_start, "", "h2", A::select, "", "h2",
     "c2 d2 e2 f2 g2 h1 h3 h4 h5 h6 h9 i2", "red", ""},
    {"empty point without selection", xiangqi_start, "", "e4", A::none, "", "", "", "red", ""},
    {"enemy piece without selection", xiangqi_start, "", "h7", A::none, "", "", "", "red", ""},
    {"another own piece selects it", xiangqi_start, "h2", "b0", A::select, "", "b0", "a2 c2", "red",
     ""},
    {"the selected piece deselects", xiangqi_start, "h2", "h2", A::deselect, "", "", "", "red", ""},
    {"selection then empty point moves", xiangqi_start, "h2", "e2", A::move, "h2e2", "", "",
     "black", after_h2e2},
    {"selection then enemy piece captures", xiangqi_start, "h2", "h9", A::move, "h2h9", "", "",
     "black", "rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 1"},
    {"a cannon cannot pass its screen", xiangqi_start, "h2", "h8", A::reject, "", "h2",
     "c2 d2 e2 f2 g2 h1 h3 h4 h5 h6 h9 i2", "red", ""},
    {"nor capture without one", xiangqi_start, "h2", "h7", A::reject, "", "h2",
     "c2 d2 e2 f2 g2 h1 h3 h4 h5 h6 h9 i2", "red", ""},
    {"a horse's leg blocked", xiangqi_start, "b0", "d1", A::reject, "", "b0", "a2 c2", "red", ""},
    {"after the move black selects", xiangqi_start, "h2 e2", "h7", A::select, "", "h7",
     "c7 d7 e7 f7 g7 h1 h2 h3 h4 h5 h6 h8 i7", "black", after_h2e2},
    {"red cannot move twice", xiangqi_start, "h2 e2", "e2", A::none, "", "", "", "black",
     after_h2e2},
    {"a pinned chariot stays on its file", xiangqi_pin, "", "e1", A::select, "", "e1",
     "e2 e3 e4 e5 e6 e7 e8", "red", ""},
    {"so it may not step aside", xiangqi_pin, "e1", "a1", A::reject, "", "e1",
     "e2 e3 e4 e5 e6 e7 e8", "red", ""},
    {"but may take the pinning chariot", xiangqi_pin, "e1", "e8", A::move, "e1e8", "", "", "black",
     "3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1"},
    {"the general may not face the other", xiangqi_pin, "e0", "d0", A::reject, "", "e0", "f0",
     "red", ""},
    {"in check only an escape is a target", xiangqi_check, "", "e0", A::select, "", "e0", "f0",
     "red", ""},
    {"staying in check is rejected", xiangqi_check, "e0", "e1", A::reject, "", "e0", "f0", "red",
     ""},
    {"the escape is played", xiangqi_check, "e0", "f0", A::move, "e0f0", "", "", "black",
     "3k5/9/9/9/4r4/9/9/9/9/5K3 b - - 1 1"},
    {"the checking chariot is not red's", xiangqi_check, "", "e5", A::none, "", "", "", "red", ""},
};

class XiangqiClicks : public testing::TestWithParam<ClickCase> {};
TEST_P(XiangqiClicks, DoesWhatTheTableSays) { check_click<xiangqi::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, XiangqiClicks, testing::ValuesIn(xiangqi_cases));

TEST(XiangqiClicks, TheMateThenNothing) {
  auto s = session_from<xiangqi::Position>("4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1");
  EXPECT_EQ(s.click(sq<xiangqi::Position>("a7")).action, A::select);
  EXPECT_EQ(s.click(sq<xiangqi::Position>("a9")).action, A::move);
  EXPECT_EQ(s.position().fen(), "R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 1 1");
  EXPECT_EQ(s.status(),
            (GameStatus<xiangqi::Side>{true, xiangqi::Side::red, EndReason::checkmate}));
  expect_clicks_change_nothing(s);
}

TEST(XiangqiClicks, NothingInAnEndedGame) {
  auto s = session_from<xiangqi::Position>("R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 1 1");
  ASSERT_TRUE(s.status().over);
  expect_clicks_change_nothing(s);
}

TEST(XiangqiClicks, NoClickMovesTheSideNotToMove) {
  for (const char* fen : {xiangqi_start, after_h2e2, xiangqi_pin, xiangqi_check}) {
    expect_no_click_moves_the_other_side(session_from<xiangqi::Position>(fen));
  }
}

TEST(XiangqiClicks, RandomClicksKeepTheInvariants) {
  random_clicks(session_from<xiangqi::Position>(xiangqi_start), 20000, 3);
  random_clicks(session_from<xiangqi::Position>(xiangqi_check), 5000, 4);
}

}  // namespace
}  // namespace qipan::session::test
