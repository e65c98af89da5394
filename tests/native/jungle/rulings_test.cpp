// Rulings reported, not enforced (grid/rulings.h): Jungle games that go on
// past a repetition or the move limit, with status() naming the draw and its
// ply; a den entered still ends the game.
#include <gtest/gtest.h>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

using Status = GameStatus<Side>;
using Rule = Ruling<Side>;

void play_all(Position& p, std::initializer_list<std::string_view> moves) {
  for (auto m : moves) {
    auto r = p.play(mv(m));
    ASSERT_TRUE(r.ok()) << m << ": " << r.error().message;
  }
}

TEST(Rulings, ReportGoesOnPastARepetition) {
  Position p;
  EXPECT_EQ(p.rulings(), Rulings::enforce);
  p.set_rulings(Rulings::report);
  // The lions step out and back twice; the start recurs a third time at ply 8.
  play_all(p, {"a1a2", "g9g8", "a2a1", "g8g9", "a1a2", "g9g8", "a2a1"});
  EXPECT_EQ(p.status(), Status{});
  play_all(p, {"g8g9"});
  const Rule draw{std::nullopt, EndReason::repetition, 8};
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, draw}));
  play_all(p, {"a3a4", "g7g6", "a4a5"});
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, draw}));
  p.set_rulings(Rulings::enforce);
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
  EXPECT_TRUE(p.legal_moves().empty());
}

TEST(Rulings, EnforceStopsAtTheRepetition) {
  Position p;
  play_all(p, {"a1a2", "g9g8", "a2a1", "g8g9", "a1a2", "g9g8", "a2a1", "g8g9"});
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
  EXPECT_FALSE(p.play(mv("a3a4")).ok());
}

TEST(Rulings, ReportGoesOnPastTheMoveLimitUntilADen) {
  Rules ten;
  ten.move_limit = 10;
  // Blue's lion walks up the a-file to Red's den at d9 while Red's lion shuffles.
  Position p = place("La1 lg1", Side::blue, ten);
  p.set_rulings(Rulings::report);
  play_all(p, {"a1a2", "g1g2", "a2a3", "g2g1", "a3a4", "g1g2", "a4a5", "g2g1", "a5a6"});
  EXPECT_EQ(p.status(), Status{});
  play_all(p, {"g1g2"});
  const Rule limit{std::nullopt, EndReason::move_limit, 10};
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, limit}));
  play_all(p, {"a6a7", "g2g1", "a7a8", "g1g2", "a8a9", "g2g1", "a9b9", "g1g2", "b9c9", "g2g1"});
  play_all(p, {"c9d9"});
  EXPECT_EQ(p.status(), (Status{true, Side::blue, EndReason::den, limit}));
  // Undo back before ply 10 forgets the ruling.
  for (int i = 0; i < 12; ++i) ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.status(), Status{});
}

}  // namespace
}  // namespace qipan::jungle::test
