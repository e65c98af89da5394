// A session's rulings mode (grid/rulings.h): with `report` clicks go on past
// a repetition, the ruling's ply counts the session's steps, and the mode
// outlives undo and redo.
#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using X = xiangqi::Position;

template <class Game>
void play_by_clicks(Session<Game>& s, std::string_view move) {
  (void)s.click(sq<Game>(move.substr(0, 2)));
  ASSERT_EQ(s.click(sq<Game>(move.substr(2, 2))).action, ClickAction::move) << move;
}

constexpr std::string_view shuffle[] = {"d0e1", "f9e8", "e1d0", "e8f9",
                                        "d0e1", "f9e8", "e1d0", "e8f9"};

TEST(SessionRulings, ClicksGoOnPastARepetitionInReportMode) {
  Session<X> s;
  EXPECT_EQ(s.rulings(), Rulings::enforce);
  s.set_rulings(Rulings::report);
  for (auto m : shuffle) play_by_clicks(s, m);
  const auto st = s.status();
  EXPECT_FALSE(st.over);
  ASSERT_TRUE(st.ruling.has_value());
  EXPECT_EQ(st.ruling->reason, EndReason::repetition);
  EXPECT_EQ(st.ruling->ply, 8u);
  EXPECT_TRUE(s.person_to_move());
  play_by_clicks(s, "h2e2");
  EXPECT_EQ(s.status().ruling->ply, 8u);
}

TEST(SessionRulings, TheModeOutlivesUndoAndRedo) {
  Session<X> s;
  s.set_rulings(Rulings::report);
  for (auto m : shuffle) play_by_clicks(s, m);
  play_by_clicks(s, "h2e2");
  ASSERT_TRUE(s.undo());
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.status().ruling, std::nullopt);
  ASSERT_TRUE(s.redo());
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.rulings(), Rulings::report);
  EXPECT_FALSE(s.status().over);
  s.set_rulings(Rulings::enforce);
  EXPECT_TRUE(s.status().over);
  EXPECT_EQ(s.status().reason, EndReason::repetition);
  EXPECT_EQ(s.click(sq<X>("h0")).action, ClickAction::none);
  // Undo keeps enforce: the step before the last is still past the ruling.
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.rulings(), Rulings::enforce);
  EXPECT_TRUE(s.status().over);
}

TEST(SessionRulings, ThePlyCountsStepsBeforeAFreshHistory) {
  // A set-up starts a fresh history in the position; the ruling's ply is
  // still counted in the session's steps.
  Session<X> s;
  s.set_rulings(Rulings::report);
  ASSERT_TRUE(s.setup(sq<X>("a3"), '\0').ok());
  ASSERT_TRUE(s.setup(sq<X>("i6"), '\0').ok());
  for (auto m : shuffle) play_by_clicks(s, m);
  ASSERT_TRUE(s.status().ruling.has_value());
  EXPECT_EQ(s.status().ruling->ply, 10u);
  EXPECT_EQ(s.history_size(), 10u);
}

TEST(SessionRulings, JungleToo) {
  auto s = session_from<jungle::Position>(jungle::start_fen);
  s.set_rulings(Rulings::report);
  for (auto m : {"a1a2", "g9g8", "a2a1", "g8g9", "a1a2", "g9g8", "a2a1", "g8g9"}) {
    play_by_clicks(s, m);
  }
  ASSERT_TRUE(s.status().ruling.has_value());
  EXPECT_EQ(s.status().ruling->reason, EndReason::repetition);
  EXPECT_FALSE(s.status().over);
  play_by_clicks(s, "a3a4");
}

}  // namespace
}  // namespace qipan::session::test
