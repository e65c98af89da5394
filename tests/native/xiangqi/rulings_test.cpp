// Rulings reported, not enforced (grid/rulings.h): games that go on past a
// threefold repetition or a perpetual check, as records of real games do,
// with status() naming the ruling and its ply; and enforce, the default,
// ending the game there as before.
#include <gtest/gtest.h>

#include <span>
#include <string_view>

#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

using Status = GameStatus<Side>;
using Rule = Ruling<Side>;

// An opening, then both sides shuffle an advisor until the position after
// ply 6 has occurred three times (after plies 6, 10 and 14).
constexpr std::string_view opening[] = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
constexpr std::string_view shuffle[] = {"d0e1", "f9e8", "e1d0", "e8f9",
                                        "d0e1", "f9e8", "e1d0", "e8f9"};
// What the players went on with.
constexpr std::string_view later[] = {"b0c2", "c6c5", "g3g4", "a9b9", "b2b6", "g6g5"};

void play_seq(Position& p, std::span<const std::string_view> moves) {
  for (auto m : moves) {
    auto r = p.play(mv(m));
    ASSERT_TRUE(r.ok()) << m << ": " << r.error().message;
  }
}

TEST(Rulings, EnforceIsTheDefault) { EXPECT_EQ(Position().rulings(), Rulings::enforce); }

TEST(Rulings, EnforceEndsTheGameAtTheThreefoldRepetition) {
  Position p;
  play_seq(p, opening);
  play_seq(p, shuffle);
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
  EXPECT_TRUE(p.legal_moves().empty());
  EXPECT_FALSE(p.play(mv(later[0])).ok());
}

TEST(Rulings, ReportGoesOnPastAThreefoldRepetition) {
  Position p;
  p.set_rulings(Rulings::report);
  play_seq(p, opening);
  play_seq(p, std::span(shuffle).first(7));
  EXPECT_EQ(p.status(), Status{});
  play_seq(p, std::span(shuffle).last(1));
  const Rule draw{std::nullopt, EndReason::repetition, 14};
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, draw}));
  EXPECT_FALSE(p.legal_moves().empty());
  play_seq(p, later);
  EXPECT_EQ(p.history().size(), 20u);
  // The ruling stays the first one reached, from ply 14.
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, draw}));
}

TEST(Rulings, EnforceAgainEndsAGameThatWentOnAtItsRuling) {
  Position p;
  p.set_rulings(Rulings::report);
  play_seq(p, opening);
  play_seq(p, shuffle);
  play_seq(p, later);
  p.set_rulings(Rulings::enforce);
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::repetition}));
  EXPECT_TRUE(p.legal_moves().empty());
  // Taking back the moves back to the ruling's ply and one more reopens it.
  for (std::size_t i = 0; i < std::size(later); ++i) ASSERT_TRUE(p.undo());
  EXPECT_TRUE(p.status().over);
  ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.status(), Status{});
}

TEST(Rulings, UndoBeforeTheRulingForgetsIt) {
  Position p;
  p.set_rulings(Rulings::report);
  play_seq(p, opening);
  play_seq(p, shuffle);
  play_seq(p, later);
  for (std::size_t i = 0; i <= std::size(later); ++i) ASSERT_TRUE(p.undo());
  EXPECT_EQ(p.status(), Status{});
  // Replaying reaches it at the same ply again.
  play_seq(p, std::span(shuffle).last(1));
  ASSERT_TRUE(p.status().ruling.has_value());
  EXPECT_EQ(p.status().ruling->ply, 14u);
}

// A middle game in which Red checks with the chariot from a9 and a8 while
// Black's general steps between e9 and e8; the perpetual checker loses.
constexpr std::string_view middle_game = "4k4/R8/2n1b4/p3p3p/9/2P6/P3P3P/4B4/4A4/4K4 w - - 0 30";
constexpr std::string_view checks[] = {"a8a9", "e9e8", "a9a8", "e8e9",
                                       "a8a9", "e9e8", "a9a8", "e8e9"};

TEST(Rulings, EnforceRulesThePerpetualCheck) {
  Position p = load(middle_game);
  play_seq(p, checks);
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::perpetual_check}));
  EXPECT_FALSE(p.play(mv("a8a7")).ok());
}

TEST(Rulings, ReportGoesOnPastAPerpetualCheck) {
  Position p = load(middle_game);
  p.set_rulings(Rulings::report);
  play_seq(p, checks);
  const Rule black_wins{Side::black, EndReason::perpetual_check, 8};
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, black_wins}));
  // The checker changes moves, as real players must, and takes a soldier.
  play_seq(p, {{"a8a7", "c7d5", "a7a6", "e9e8"}});
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, black_wins}));
  EXPECT_EQ(p.fen(), "9/4k4/4b4/R3p3p/3n5/2P6/P3P3P/4B4/4A4/4K4 w - - 1 36");
}

TEST(Rulings, CheckmateEndsTheGameInReportModeAndKeepsTheRuling) {
  // Past the move limit from the start; then the chariot mates on e8.
  Position p = load("4k4/R8/6N2/9/9/9/9/9/9/3K5 w - - 130 80");
  p.set_rulings(Rulings::report);
  const Rule limit{std::nullopt, EndReason::move_limit, 0};
  EXPECT_EQ(p.status(), (Status{false, std::nullopt, EndReason::none, limit}));
  play_seq(p, {{"a8e8"}});
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::checkmate, limit}));
  EXPECT_TRUE(p.legal_moves().empty());
  p.set_rulings(Rulings::enforce);
  EXPECT_EQ(p.status(), (Status{true, Side::red, EndReason::checkmate}));
}

TEST(Rulings, TheMoveLimitIsReportedFromItsPly) {
  Position p = load("4k4/9/9/9/9/9/9/9/4p4/R2K5 w - - 118 80");
  p.set_rulings(Rulings::report);
  play_seq(p, {{"a0a1", "e9e8"}});
  EXPECT_EQ(p.status().ruling, (Rule{std::nullopt, EndReason::move_limit, 2}));
  play_seq(p, {{"a1a2", "e8e9"}});
  EXPECT_EQ(p.status().ruling, (Rule{std::nullopt, EndReason::move_limit, 2}));
  EXPECT_FALSE(p.status().over);
}

TEST(Rulings, AFenPastTheMoveLimitIsRuledAtPlyZero) {
  Position p = load("4k4/9/9/9/9/9/9/9/4p4/R2K5 w - - 130 80");
  EXPECT_EQ(p.status(), (Status{true, std::nullopt, EndReason::move_limit}));
  p.set_rulings(Rulings::report);
  EXPECT_EQ(p.status().ruling, (Rule{std::nullopt, EndReason::move_limit, 0}));
  play_seq(p, {{"a0a1"}});
  EXPECT_FALSE(p.status().over);
}

TEST(Rulings, ChangedPositionsKeepTheMode) {
  Position p;
  p.set_rulings(Rulings::report);
  auto turned = p.with_side_to_move(Side::black);
  ASSERT_TRUE(turned.ok());
  EXPECT_EQ(turned->rulings(), Rulings::report);
  auto edited = p.with_piece(sq("a3"), '\0');
  ASSERT_TRUE(edited.ok());
  EXPECT_EQ(edited->rulings(), Rulings::report);
}

TEST(Rulings, ModeNames) {
  EXPECT_EQ(rulings_name(Rulings::enforce), "enforce");
  EXPECT_EQ(rulings_name(Rulings::report), "report");
  EXPECT_EQ(rulings_from_name("report"), Rulings::report);
  EXPECT_EQ(rulings_from_name("enforce"), Rulings::enforce);
  EXPECT_EQ(rulings_from_name("Report"), std::nullopt);
}

}  // namespace
}  // namespace qipan::xiangqi::testing
