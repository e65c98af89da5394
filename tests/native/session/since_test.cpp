// What a UI asks the session instead of walking its history: the moves since
// the last set-up or order (what the engine is sent, what a save keeps), and
// the revision that says whether the game changed since it last looked —
// each game through the same checks.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session::test {
namespace {

// The moves since the set-up as text: "h2e2 h9g7".
template <class Game>
std::string moves_text(const Session<Game>& s) {
  std::string out;
  for (const auto& e : s.moves_since_setup().moves) {
    EXPECT_EQ(e.kind, Session<Game>::Entry::Kind::move);
    out += (out.empty() ? "" : " ") + to_string(e.move);
  }
  return out;
}

// Two moves, a set-up on `square` (cleared), one move, an order, one move:
// after each step the moves since the set-up start where the last set-up or
// order left the board, and undo and redo move that start back and forth.
template <class Game>
void expect_moves_since_setup(const char* a, const char* b, const char* square, const char* c,
                              const char* order, const char* d) {
  Session<Game> s;
  const std::string start = s.position().fen();
  EXPECT_EQ(s.moves_since_setup().from.fen(), start);
  EXPECT_EQ(s.moves_since_setup().first, 0u);
  EXPECT_EQ(moves_text(s), "");
  ASSERT_TRUE(s.play(mv<Game>(a)).ok());
  ASSERT_TRUE(s.play(mv<Game>(b)).ok());
  EXPECT_EQ(s.moves_since_setup().from.fen(), start);
  EXPECT_EQ(moves_text(s), std::string(a) + " " + b);
  ASSERT_TRUE(s.setup(sq<Game>(square), '\0').ok());
  const std::string set_up = s.position().fen();
  EXPECT_EQ(s.moves_since_setup().from.fen(), set_up);
  EXPECT_EQ(s.moves_since_setup().first, 3u);
  EXPECT_EQ(moves_text(s), "");
  ASSERT_TRUE(s.play(mv<Game>(c)).ok());
  EXPECT_EQ(s.moves_since_setup().from.fen(), set_up);
  EXPECT_EQ(moves_text(s), c);
  ASSERT_TRUE(s.order(mv<Game>(order), {false, true}).ok());
  const std::string ordered = s.position().fen();
  ASSERT_TRUE(s.play(mv<Game>(d)).ok());
  EXPECT_EQ(s.moves_since_setup().from.fen(), ordered);
  EXPECT_EQ(s.moves_since_setup().first, 5u);
  EXPECT_EQ(moves_text(s), d);
  // Back past the order and the set-up, and forward again.
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.moves_since_setup().from.fen(), set_up);
  EXPECT_EQ(moves_text(s), "");
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.moves_since_setup().from.fen(), start);
  EXPECT_EQ(moves_text(s), std::string(a) + " " + b);
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.moves_since_setup().from.fen(), ordered);
  EXPECT_EQ(moves_text(s), d);
}

// The revision changes with every step taken, undone or redone, and with
// the rulings and the computer's side; a selection, a refused step and a
// press that moves nothing leave it as it was. `a` and `b` are first moves
// of the two sides; `bad` is a move the first side cannot make.
template <class Game>
void expect_revision(const char* a, const char* b, const char* bad) {
  Session<Game> s;
  std::vector<std::uint64_t> seen = {s.revision()};
  auto changed = [&](const char* what) {
    for (std::uint64_t r : seen) EXPECT_NE(s.revision(), r) << what;
    seen.push_back(s.revision());
  };
  auto same = [&](const char* what) { EXPECT_EQ(s.revision(), seen.back()) << what; };
  const std::string from_a = std::string(a).substr(0, 2);
  (void)s.click(sq<Game>(from_a));
  ASSERT_TRUE(s.selected());
  same("a selection");
  EXPECT_EQ(s.click(sq<Game>(std::string(bad).substr(2, 2))).action, ClickAction::reject);
  same("a refused click");
  EXPECT_FALSE(s.play(mv<Game>(bad)).ok());
  same("a refused move");
  (void)s.cancel();
  (void)s.press(sq<Game>(from_a));
  (void)s.release(sq<Game>(from_a));
  same("a press and a release on the same square");
  EXPECT_EQ(s.click(sq<Game>(std::string(a).substr(2, 2))).action, ClickAction::move);
  changed("a move by click");
  ASSERT_TRUE(s.play(mv<Game>(b)).ok());
  changed("a move");
  ASSERT_TRUE(s.undo());
  changed("undo");
  ASSERT_TRUE(s.redo());
  changed("redo");
  EXPECT_FALSE(s.redo());
  same("a redo with nothing to redo");
  const auto to_a = sq<Game>(std::string(a).substr(2, 2));
  ASSERT_TRUE(s.setup(to_a, '\0').ok());
  changed("a set-up");
  ASSERT_TRUE(s.setup(to_a, '\0').ok());
  same("a set-up that puts what is there");
  s.set_rulings(Rulings::report);
  changed("the rulings");
  s.set_computer(s.turn());
  changed("the computer's side");
  ASSERT_TRUE(s.undo_turn());
  changed("undo of a turn");
}

using J = jungle::Position;
using X = xiangqi::Position;

TEST(JungleSince, MovesSinceTheSetUp) {
  expect_moves_since_setup<J>("a3a4", "a7a6", "g9", "c3c2", "a6a5", "g7g6");
}

TEST(XiangqiSince, MovesSinceTheSetUp) {
  expect_moves_since_setup<X>("h2e2", "h9g7", "a9", "b2b9", "g6g5", "i6i5");
}

TEST(JungleSince, TheRevisionChangesWithTheGame) { expect_revision<J>("a3a4", "a7a6", "a3a5"); }

TEST(XiangqiSince, TheRevisionChangesWithTheGame) { expect_revision<X>("h2e2", "h9g7", "h2g4"); }

}  // namespace
}  // namespace qipan::session::test
