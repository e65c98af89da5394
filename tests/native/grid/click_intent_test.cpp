// The six click cases as a pure function: every combination of selection,
// the selected square and the owner of the clicked piece.
#include <gtest/gtest.h>

#include "core/grid/click.h"

namespace qipan {
namespace {

struct IntentCase {
  bool has_selection;
  bool on_selected;
  bool own_piece;
  ClickIntent intent;
};

TEST(ClickIntent, TheSixCases) {
  const IntentCase cases[] = {
      // without a selection: own piece → select; empty or enemy → nothing
      {false, false, true, ClickIntent::select},
      {false, false, false, ClickIntent::nothing},
      // with a selection: another own piece → select it instead
      {true, false, true, ClickIntent::select},
      // the selected piece again → deselect
      {true, true, true, ClickIntent::deselect},
      // empty square or enemy piece → try the move
      {true, false, false, ClickIntent::try_move},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(click_intent(c.has_selection, c.on_selected, c.own_piece), c.intent)
        << c.has_selection << c.on_selected << c.own_piece;
  }
}

// A usable constant expression, for the tactics battle's unit selection.
static_assert(click_intent(false, false, true) == ClickIntent::select);
static_assert(click_intent(true, true, true) == ClickIntent::deselect);
static_assert(click_intent(true, false, false) == ClickIntent::try_move);
static_assert(click_intent(false, false, false) == ClickIntent::nothing);

// The release after a press: nothing grabbed, back on the square pressed
// (a click), another square (a drop), off the board (the piece returns).
TEST(ReleaseIntent, EveryCase) {
  EXPECT_EQ(release_intent(false, false, true, false), ReleaseIntent::nothing);
  EXPECT_EQ(release_intent(false, true, true, true), ReleaseIntent::nothing);
  EXPECT_EQ(release_intent(true, false, true, true), ReleaseIntent::keep);
  EXPECT_EQ(release_intent(true, true, true, true), ReleaseIntent::deselect);
  EXPECT_EQ(release_intent(true, false, true, false), ReleaseIntent::drop);
  EXPECT_EQ(release_intent(true, true, true, false), ReleaseIntent::drop);
  EXPECT_EQ(release_intent(true, false, false, false), ReleaseIntent::keep);
  EXPECT_EQ(release_intent(true, true, false, false), ReleaseIntent::keep);
}

}  // namespace
}  // namespace qipan
