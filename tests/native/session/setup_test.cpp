// Free set-up: placing, replacing and removing pieces, refusals that name
// the fault and change nothing, and set-up at any time, after the end too.
#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

// `letter` ('\0' to clear) put on `square` of `fen`; `error` is a piece of the
// expected refusal, or null when the set-up is done and leads to `fen_after`.
struct SetupCase {
  const char* name;
  const char* fen;
  const char* square;
  char letter;
  const char* error;
  const char* fen_after;
};

void PrintTo(const SetupCase& c, std::ostream* os) { *os << c.name; }

template <class Game>
void check_setup(const SetupCase& c) {
  Session<Game> s = session_from<Game>(c.fen);
  for (int i = 0; i < grid::square_count(Game::shape) && !s.selected(); ++i) {
    (void)s.click(static_cast<typename Game::Square>(i));
  }
  const Snapshot<Game> before(s);
  auto done = s.setup(sq<Game>(c.square), c.letter);
  if (c.error) {
    ASSERT_FALSE(done.ok()) << "done, now " << s.position().fen();
    EXPECT_NE(done.error().message.find(c.error), std::string::npos) << done.error().message;
    EXPECT_EQ(Snapshot<Game>(s), before);
    return;
  }
  ASSERT_TRUE(done.ok()) << done.error().message;
  EXPECT_EQ(s.position().fen(), c.fen_after);
  EXPECT_EQ(s.position().piece_letter(sq<Game>(c.square)), c.letter);
  EXPECT_FALSE(s.selected());
  ASSERT_EQ(s.history_size(), 1u);
  const auto& step = s.history_entry(0);
  EXPECT_EQ(step.kind, Session<Game>::Entry::Kind::setup);
  EXPECT_EQ(name_of<Game>(std::optional(step.square)), c.square);
  EXPECT_EQ(step.letter, c.letter);
  EXPECT_EQ(step.before.fen(), before.fen);
  EXPECT_FALSE(s.last_move());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.position().fen(), before.fen);
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.position().fen(), c.fen_after);
}

// ---------------------------------------------------------------- Jungle

constexpr const char* jungle_start_fen = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1";
// Red to move: blue elephant a4, red rat b4 (river), red cat c1, blue lion g1.
constexpr const char* jfew = "7/7/7/7/7/Er5/7/7/2c3L r 4 9";
// Over: the blue lion is in the red den.
constexpr const char* jwon = "3L3/7/7/7/7/7/7/7/6r r 0 1";

const SetupCase jungle_setups[] = {
    {"a rat into the river", jfew, "c4", 'R', nullptr, "7/7/7/7/7/ErR4/7/7/2c3L r 4 9"},
    {"a piece removed", jfew, "a4", '\0', nullptr, "7/7/7/7/7/1r5/7/7/2c3L r 4 9"},
    {"a piece replaced by the other side's", jfew, "a4", 'e', nullptr,
     "7/7/7/7/7/er5/7/7/2c3L r 4 9"},
    {"the last red piece removed: a finished game", "7/7/7/7/7/7/7/7/5Lr b 0 1", "g1", '\0',
     nullptr, "7/7/7/7/7/7/7/7/5L1 b 0 1"},
    {"a piece into the enemy den: a finished game", jfew, "d9", 'T', nullptr,
     "3T3/7/7/7/7/Er5/7/7/2c3L r 4 9"},
    {"set-up after the end", jwon, "d9", '\0', nullptr, "7/7/7/7/7/7/7/7/6r r 0 1"},
    {"a second blue rat", jungle_start_fen, "d4", 'R', "more than one Blue rat (g3 and d4)",
     nullptr},
    {"a second blue lion", jfew, "a5", 'L', "more than one Blue lion", nullptr},
    {"a tiger in the river", jfew, "c4", 'T', "Blue tiger on c4 is in the river", nullptr},
    {"a piece in its own den", jfew, "d1", 'T', "Blue tiger on d1 is in its own den", nullptr},
    {"red in its own den", jfew, "d9", 'd', "Red dog on d9 is in its own den", nullptr},
    {"an unknown letter", jfew, "a5", 'x', "unknown piece letter 'x'", nullptr},
    {"a xiangqi letter", jfew, "a5", 'K', "unknown piece letter 'K'", nullptr},
};

class JungleSetups : public testing::TestWithParam<SetupCase> {};
TEST_P(JungleSetups, DoWhatTheTableSays) { check_setup<jungle::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, JungleSetups, testing::ValuesIn(jungle_setups));

TEST(JungleSetups, PuttingWhatIsThereRecordsNothing) {
  auto s = session_from<jungle::Position>(jfew);
  (void)s.click(sq<jungle::Position>("b4"));
  ASSERT_TRUE(s.setup(sq<jungle::Position>("a4"), 'E').ok());
  ASSERT_TRUE(s.setup(sq<jungle::Position>("a5"), '\0').ok());
  EXPECT_EQ(s.position().fen(), jfew);
  EXPECT_EQ(s.history_size(), 0u);
  EXPECT_EQ(name_of<jungle::Position>(s.selected()), "b4");
}

TEST(JungleSetups, OffTheBoardIsRefused) {
  auto s = session_from<jungle::Position>(jfew);
  const Snapshot<jungle::Position> before(s);
  auto done = s.setup(63, 'R');
  ASSERT_FALSE(done.ok());
  EXPECT_EQ(done.error().message, "square 63 is off the board (squares are 0 to 62)");
  EXPECT_EQ(Snapshot<jungle::Position>(s), before);
}

TEST(JungleSetups, MovingAPieceInTwoSteps) {
  // Each side has one piece of a kind: take it away, then put it elsewhere.
  auto s = session_from<jungle::Position>(jungle_start_fen);
  ASSERT_FALSE(s.setup(sq<jungle::Position>("d4"), 'R').ok());
  ASSERT_TRUE(s.setup(sq<jungle::Position>("g3"), '\0').ok());
  ASSERT_TRUE(s.setup(sq<jungle::Position>("d4"), 'R').ok());
  EXPECT_EQ(s.position().fen(), "l5t/1w3c1/r1p1d1e/7/7/3R3/E1D1P2/1C3W1/T5L b 0 1");
  EXPECT_EQ(s.history_size(), 2u);
}

TEST(JungleSetups, ReopeningAFinishedGame) {
  auto s = session_from<jungle::Position>(jwon);
  ASSERT_TRUE(s.status().over);
  EXPECT_EQ(s.click(sq<jungle::Position>("g1")).action, ClickAction::none);
  ASSERT_TRUE(s.setup(sq<jungle::Position>("d9"), '\0').ok());
  ASSERT_TRUE(s.setup(sq<jungle::Position>("d7"), 'L').ok());
  EXPECT_FALSE(s.status().over);
  EXPECT_EQ(s.click(sq<jungle::Position>("g1")).action, ClickAction::select);
  EXPECT_EQ(s.click(sq<jungle::Position>("g2")).action, ClickAction::move);
  EXPECT_EQ(s.position().fen(), "7/7/3L3/7/7/7/7/6r/7 b 1 2");
}

// ---------------------------------------------------------------- Xiangqi

// The generals on e9 and d0, a red chariot on a1; red to move.
constexpr const char* xfew = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
// The generals on one file, a red soldier between them.
constexpr const char* xscreen = "4k4/9/9/9/4P4/9/9/9/R8/4K4 w - - 0 1";

const SetupCase xiangqi_setups[] = {
    {"a black chariot placed", xfew, "a9", 'r', nullptr, "r3k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"},
    {"a piece replaced by the other side's", xfew, "a1", 'c', nullptr,
     "4k4/9/9/9/9/9/9/9/c8/3K5 w - - 0 1"},
    {"a soldier across the river", xfew, "b6", 'P', nullptr,
     "4k4/9/9/1P7/9/9/9/9/R8/3K5 w - - 0 1"},
    {"the last attacker removed: a drawn game", xfew, "a1", '\0', nullptr,
     "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"},
    {"a second red general", xfew, "f0", 'K', "Red has 2 generals, more than the set holds (1)",
     nullptr},
    {"no red general", xfew, "d0", '\0', "Red has no general", nullptr},
    {"a third chariot", "4k4/9/9/9/9/9/9/9/R7R/3K5 w - - 0 1", "b1", 'R',
     "Red has 3 chariots, more than the set holds (2)", nullptr},
    {"an advisor out of its palace", xfew, "a5", 'A',
     "The red advisor on a5 stands where it can never go", nullptr},
    {"a soldier behind its start", xfew, "b1", 'P',
     "The red soldier on b1 stands behind its starting rank", nullptr},
    {"black left in check on red's turn", xfew, "e5", 'R',
     "Black is in check but it is red's turn: the side not to move may not be in check", nullptr},
    {"the generals facing each other", xscreen, "e5", '\0',
     "The generals face each other on the e file with nothing between", nullptr},
    {"an unknown letter", xfew, "a5", 'x', "unknown piece letter 'x'", nullptr},
    {"a jungle letter", xfew, "a5", 't', "unknown piece letter 't'", nullptr},
};

class XiangqiSetups : public testing::TestWithParam<SetupCase> {};
TEST_P(XiangqiSetups, DoWhatTheTableSays) { check_setup<xiangqi::Position>(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Session, XiangqiSetups, testing::ValuesIn(xiangqi_setups));

TEST(XiangqiSetups, OffTheBoardIsRefused) {
  auto s = session_from<xiangqi::Position>(xfew);
  const Snapshot<xiangqi::Position> before(s);
  auto done = s.setup(90, 'R');
  ASSERT_FALSE(done.ok());
  EXPECT_EQ(done.error().message, "square 90 is off the board (squares are 0 to 89)");
  EXPECT_EQ(Snapshot<xiangqi::Position>(s), before);
}

TEST(XiangqiSetups, ADrawnGameReopenedBySetup) {
  auto s = session_from<xiangqi::Position>(xfew);
  ASSERT_TRUE(s.setup(sq<xiangqi::Position>("a1"), '\0').ok());
  EXPECT_EQ(s.status(),
            (GameStatus<xiangqi::Side>{true, std::nullopt, EndReason::insufficient_material}));
  EXPECT_EQ(s.click(sq<xiangqi::Position>("d0")).action, ClickAction::none);
  ASSERT_TRUE(s.setup(sq<xiangqi::Position>("a3"), 'P').ok());
  EXPECT_FALSE(s.status().over);
  EXPECT_EQ(s.click(sq<xiangqi::Position>("a3")).action, ClickAction::select);
  EXPECT_EQ(s.click(sq<xiangqi::Position>("a4")).action, ClickAction::move);
}

// A general can be neither removed nor doubled, so set-up cannot move it;
// an order with both options walks it within its palace.
TEST(XiangqiSetups, AGeneralMovesByOrder) {
  auto s = session_from<xiangqi::Position>(xfew);
  EXPECT_FALSE(s.setup(sq<xiangqi::Position>("d1"), 'K').ok());
  EXPECT_FALSE(s.setup(sq<xiangqi::Position>("d0"), '\0').ok());
  ASSERT_TRUE(s.order(mv<xiangqi::Position>("d0d1"), {true, true}).ok());
  ASSERT_TRUE(s.order(mv<xiangqi::Position>("d1d2"), {true, true}).ok());
  EXPECT_EQ(s.position().fen(), "4k4/9/9/9/9/9/9/3K5/R8/9 w - - 2 1");
}

}  // namespace
}  // namespace qipan::session::test
