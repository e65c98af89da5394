// Drag-and-drop through press and release: a drop on a legal point plays the
// move, a drop elsewhere or off the board keeps the piece selected, a press
// and release on one square is a click, and a press then a click-click
// still work; Esc (cancel) and can_select.
#include <gtest/gtest.h>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

using A = ClickAction;
using X = xiangqi::Position;
using J = jungle::Position;

template <class Game>
void expect_drop_plays(const char* from, const char* to) {
  Session<Game> s;
  const auto pressed = s.press(sq<Game>(from));
  EXPECT_EQ(pressed.action, A::select);
  EXPECT_EQ(name_of<Game>(s.grabbed()), from);
  const auto released = s.release(sq<Game>(to));
  EXPECT_EQ(released.action, A::move);
  EXPECT_EQ(name_of<Game>(released.move), std::string(from) + to);
  EXPECT_EQ(name_of<Game>(s.last_move()), std::string(from) + to);
  EXPECT_FALSE(s.selected());
  EXPECT_FALSE(s.grabbed());
}

TEST(Drag, ADropOnALegalPointPlaysTheMove) {
  expect_drop_plays<X>("h2", "e2");
  expect_drop_plays<J>("a3", "a4");
}

TEST(Drag, ADropOnAnIllegalPointIsRefusedAndKeepsTheSelection) {
  Session<X> s;
  const std::string fen = s.position().fen();
  (void)s.press(sq<X>("h2"));
  const auto r = s.release(sq<X>("g4"));
  EXPECT_EQ(r.action, A::reject);
  EXPECT_EQ(name_of<X>(s.selected()), "h2");
  EXPECT_EQ(s.position().fen(), fen);
  EXPECT_EQ(s.history_size(), 0u);
  // Dropped on another own piece: refused too, the dragged one stays selected.
  (void)s.press(sq<X>("h2"));
  EXPECT_EQ(s.release(sq<X>("h0")).action, A::reject);
  EXPECT_EQ(name_of<X>(s.selected()), "h2");
}

TEST(Drag, ADropOffTheBoardReturnsThePiece) {
  Session<J> s;
  (void)s.press(sq<J>("a3"));
  const auto r = s.release(std::nullopt);
  EXPECT_EQ(r.action, A::none);
  EXPECT_EQ(name_of<J>(s.selected()), "a3");
  EXPECT_FALSE(s.grabbed());
  EXPECT_EQ(s.history_size(), 0u);
}

TEST(Drag, PressAndReleaseOnOneSquareIsAClick) {
  Session<X> s;
  (void)s.press(sq<X>("h2"));
  EXPECT_EQ(s.release(sq<X>("h2")).action, A::none);
  EXPECT_EQ(name_of<X>(s.selected()), "h2");
  // Again on the selected piece: it is put down, on the release.
  EXPECT_EQ(s.press(sq<X>("h2")).action, A::none);
  EXPECT_EQ(name_of<X>(s.selected()), "h2");
  EXPECT_EQ(s.release(sq<X>("h2")).action, A::deselect);
  EXPECT_FALSE(s.selected());
}

TEST(Drag, ClickClickStillWorksThroughPressAndRelease) {
  Session<X> s;
  (void)s.press(sq<X>("h2"));
  (void)s.release(sq<X>("h2"));
  const auto second = s.press(sq<X>("e2"));
  EXPECT_EQ(second.action, A::move);
  EXPECT_EQ(name_of<X>(second.move), "h2e2");
  EXPECT_EQ(s.release(sq<X>("e2")).action, A::none);
  EXPECT_EQ(name_of<X>(s.last_move()), "h2e2");
  // An enemy piece pressed with nothing selected does nothing.
  Session<J> j;
  EXPECT_EQ(j.press(sq<J>("a7")).action, A::none);
  EXPECT_EQ(j.release(sq<J>("a6")).action, A::none);
  EXPECT_EQ(j.history_size(), 0u);
}

TEST(Drag, ADragFromTheSelectedPieceDropsIt) {
  Session<X> s;
  (void)s.click(sq<X>("h2"));
  (void)s.press(sq<X>("h2"));
  EXPECT_EQ(s.release(sq<X>("e2")).action, A::move);
}

TEST(Drag, CancelPutsThePieceDownAndEndsTheDrag) {
  Session<X> s;
  EXPECT_FALSE(s.cancel());
  (void)s.press(sq<X>("h2"));
  EXPECT_TRUE(s.cancel());
  EXPECT_FALSE(s.selected());
  EXPECT_FALSE(s.grabbed());
  EXPECT_EQ(s.release(sq<X>("e2")).action, A::none);
  EXPECT_EQ(s.history_size(), 0u);
}

TEST(Drag, AnUndoDuringADragEndsIt) {
  Session<X> s;
  ASSERT_TRUE(s.play(mv<X>("h2e2")).ok());
  (void)s.press(sq<X>("h7"));
  ASSERT_TRUE(s.undo());
  EXPECT_FALSE(s.grabbed());
  EXPECT_EQ(s.release(sq<X>("e7")).action, A::none);
  EXPECT_EQ(s.history_size(), 0u);
}

TEST(Drag, NoGrabWhileTheComputerMovesOrAfterTheEnd) {
  Session<X> s;
  s.set_computer(xiangqi::Side::red);
  EXPECT_FALSE(s.can_select(sq<X>("h2")));
  EXPECT_EQ(s.press(sq<X>("h2")).action, A::none);
  EXPECT_FALSE(s.grabbed());
  Session<X> over = session_from<X>("4k4/R8/9/9/9/9/9/9/9/1R1K5 w");
  ASSERT_TRUE(over.play(mv<X>("b0b9")).ok());
  EXPECT_FALSE(over.can_select(sq<X>("e9")));
  EXPECT_EQ(over.press(sq<X>("e9")).action, A::none);
  EXPECT_FALSE(over.grabbed());
}

TEST(Drag, CanSelectOnlyThePiecesOfTheSideToMove) {
  Session<J> s;
  EXPECT_TRUE(s.can_select(sq<J>("a3")));
  EXPECT_FALSE(s.can_select(sq<J>("a7")));
  EXPECT_FALSE(s.can_select(sq<J>("a4")));
}

}  // namespace
}  // namespace qipan::session::test
