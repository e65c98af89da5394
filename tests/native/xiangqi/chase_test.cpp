// Perpetual chase as the Asian rules judge it (core/xiangqi/chase.h,
// repetition.h), and the Chinese rules where they differ. Each cycle is our
// own transcription of a case of the Asian rules' English text
// (wxf.org/xq/rule/asia), set on a board of our own making, and cites its
// article; the rest are the cases of issue 28.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/xiangqi/chase.h"
#include "core/xiangqi/material.h"
#include "core/xiangqi/repetition.h"
#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

using Status = GameStatus<Side>;

// Plays `loop` `times` times from `fen` and returns the game.
Position cycle(std::string_view fen, const std::vector<std::string_view>& loop, int times = 2,
               ChaseRules rules = ChaseRules::asian) {
  Position p = load(fen);
  p.set_chase_rules(rules);
  for (int t = 0; t < times; ++t) {
    for (auto m : loop) {
      auto r = p.play(mv(m));
      EXPECT_TRUE(r.ok()) << m << ": " << (r.ok() ? "" : r.error().message);
    }
  }
  return p;
}

Status loss_for(Side loser) { return {true, opposite(loser), EndReason::repetition}; }
const Status draw{true, std::nullopt, EndReason::repetition};

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// ---- the game of issue 28 ----

constexpr std::string_view issue_game[] = {
    "h2e2", "h7e7", "h0g2", "h9g7", "g3g4", "i9h9", "b0c2", "b7c7", "g2f4", "h9h5", "f4g6",
    "c6c5", "i0i1", "c5c4", "g6e7", "c9e7", "i1d1", "a9a8", "c3c4", "c7c2", "a0a1", "a8c8",
    "d1d4", "c8d8", "d4d8", "b9d8", "a1d1", "d8b7", "d0e1", "g7f5", "d1d5", "h5i5", "e2e6",
    "d9e8", "i3i4", "i5h5", "e0d0", "b7d6", "e3e4", "f5g7", "e6e5", "h5e5", "e4e5", "d6c8",
    "b2b9", "e8f7", "d5d9", "e9e8", "e5e6", "g7f5", "b9f9", "f5e3", "d9d8", "e8e9", "f9f8",
    "c8b6", "d8d9", "e9e8", "d9d8", "e8e9", "e6e7", "b6d5", "e7f7", "c2c3", "c0e2", "c3d3",
    "d8c8", "d3c3", "c8d8", "c3d3", "d8c8", "d3c3", "c8d8"};

TEST(Chase, TheIssuesGameIsALossForBlack) {
  // From ply 66 Black's cannon attacks Red's unprotected chariot with every
  // move, through the horse on d5 and the soldier on c4; the chariot's
  // attack on the horse on d5, which the horse on e3 protects, is no chase.
  Position p;
  for (auto m : issue_game) {
    auto r = p.play(mv(m));
    ASSERT_TRUE(r.ok()) << m << ": " << r.error().message;
  }
  EXPECT_EQ(p.status(), loss_for(Side::black));
  const std::string why = p.ruling_explanation();
  EXPECT_TRUE(contains(why, "Black loses by perpetual chase")) << why;
  EXPECT_TRUE(contains(why, "red's chariot")) << why;
  EXPECT_TRUE(contains(why, "the cannon on d3 attacks it on d8")) << why;
  EXPECT_TRUE(contains(why, "the cannon on c3 attacks it on c8")) << why;
  EXPECT_TRUE(contains(why, "art. 15")) << why;
  EXPECT_TRUE(contains(why, "plies 66-73")) << why;
  // Red's chariot alone, which attacks a protected horse, would not lose.
  EXPECT_FALSE(threat(p.board(), sq("d8"), sq("d5")).has_value());
}

TEST(Chase, TheIssuesGameUnderReportGoesOnWithTheRulingAndItsPly) {
  Position p;
  p.set_rulings(Rulings::report);
  for (auto m : issue_game) ASSERT_TRUE(p.play(mv(m)).ok()) << m;
  const auto s = p.status();
  EXPECT_FALSE(s.over);
  ASSERT_TRUE(s.ruling.has_value());
  EXPECT_EQ(*s.ruling, (Ruling<Side>{Side::red, EndReason::repetition, 73}));
  // The players went on: the ruling and its words stay.
  ASSERT_TRUE(p.play(mv("c3b3")).ok());
  EXPECT_EQ(p.status().ruling, s.ruling);
  EXPECT_TRUE(contains(p.ruling_explanation(), "Black loses by perpetual chase"));
  // Enforced again, the game ends by that ruling.
  p.set_rulings(Rulings::enforce);
  EXPECT_EQ(p.status(), loss_for(Side::black));
  EXPECT_FALSE(p.play(mv("d8d7")).ok());
}

// ---- what a chase is ----

TEST(Chase, AChariotMayNotChaseAnUnprotectedCannon) {
  // Art. 18 (diagrams 32, 33): the chariot follows the cannon between a8 and b8.
  const Position p = cycle("4k4/c8/9/9/9/9/1R7/9/9/3K5 w", {"b3a3", "a8b8", "a3b3", "b8a8"});
  EXPECT_EQ(p.status(), loss_for(Side::red));
  EXPECT_TRUE(contains(p.ruling_explanation(), "art. 18")) << p.ruling_explanation();
}

TEST(Chase, ACannonMayNotChaseAChariotEvenAProtectedOne) {
  // Art. 15 (diagram 18): the chariot on a7 / c7 is protected by the one on
  // i7 along the rank, and the cannon still may not follow it.
  const Position p = cycle("4k4/9/r7r/9/9/9/P1P6/2C6/9/3K5 w", {"c2a2", "a7c7", "a2c2", "c7a7"});
  EXPECT_EQ(p.status(), loss_for(Side::red));
  EXPECT_TRUE(contains(p.ruling_explanation(), "art. 15")) << p.ruling_explanation();
}

TEST(Chase, AChariotMayAttackAProtectedPiece) {
  // The same chase, but black's chariots guard a7 and b9: a greater piece
  // attacking a protected one threatens nothing.
  const Position p = cycle("8r/3k5/n7r/9/9/9/1R7/9/9/5K3 w", {"b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(p.status(), draw);
}

TEST(Chase, OneChaseAndOneIdleMoveIsNoChase) {
  // Art. 15, diagram 19's reading: on b9 the horse attacks the red soldier
  // on c7, on a7 nothing. Black chases once in two moves, which is allowed;
  // red chases the horse with every move and loses.
  const Position p = cycle("4k4/9/n1P6/9/9/9/1R7/9/9/3K5 w", {"b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(p.status(), loss_for(Side::red));
}

TEST(Chase, OfferingAnExchangeIsNoChase) {
  // Art. 24 and 40 (diagrams 51, 101): the chariots attack each other, and
  // either could take first: an exchange offered, a draw.
  const Position p = cycle("4k4/r8/9/9/9/9/1R7/9/9/3K5 w", {"b3a3", "a8b8", "a3b3", "b8a8"});
  EXPECT_EQ(p.status(), draw);
}

TEST(Chase, ASoldierAcrossTheRiverCanBeChased) {
  // The black soldier on a4 / b4 has crossed; nothing protects it.
  const Position p = cycle("4k4/9/9/9/9/p8/9/9/9/1R1K5 w", {"b0a0", "a4b4", "a0b0", "b4a4"});
  EXPECT_EQ(p.status(), loss_for(Side::red));
}

TEST(Chase, ASoldierOnItsOwnHalfIsNotChased) {
  const Position p = load("4k4/9/9/p8/9/9/9/9/9/R2K5 w");
  EXPECT_FALSE(threat(p.board(), sq("a0"), sq("a6")).has_value());
  const Position crossed = load("4k4/9/9/9/9/p8/9/9/9/R2K5 w");
  EXPECT_EQ(threat(crossed.board(), sq("a0"), sq("a4")), ThreatKind::unprotected);
}

TEST(Chase, TheGeneralAndTheSoldiersMayChase) {
  // Art. 28, 29: the general and the soldiers threaten nothing in the sense
  // of the chase rules, whatever they attack.
  const Position p = load("5k3/9/9/9/9/9/9/9/3c5/4K4 w");
  EXPECT_FALSE(threat(p.board(), sq("e0"), sq("d1")).has_value());
  const Position s = load("5k3/9/1nP6/9/9/9/9/9/9/4K4 w");
  EXPECT_FALSE(threat(s.board(), sq("c7"), sq("b7")).has_value());
  // Red's general follows Black's cannon between d1 and e1 in its palace.
  const Position g = cycle("5k3/9/9/9/9/9/9/9/4c4/3K5 w", {"d0e0", "e1d1", "e0d0", "d1e1"});
  EXPECT_EQ(g.status(), draw);
}

TEST(Chase, AHorseOrACannonOnAChariotAndAnAdvisorOrElephantOnAGreaterPiece) {
  // Art. 15, 19: the lesser piece threatens even a protected chariot.
  const Position p = load("r3k4/9/9/9/9/r8/2N6/9/9/3K5 w");
  EXPECT_EQ(threat(p.board(), sq("c3"), sq("a4")), ThreatKind::lesser_on_chariot);
  const Position e = load("4k4/9/9/9/9/2n6/9/4B4/9/3K5 w");
  EXPECT_EQ(threat(e.board(), sq("e2"), sq("c4")), ThreatKind::minor_on_major);
}

TEST(Chase, ADiscoveredAttackChases) {
  // Red's elephant steps between a2 and c4 and so opens the a-file for the
  // chariot on a0 or the c-file for the one on c0; the horse flees between
  // a7 and c8. Every red move chases the horse by discovery.
  const Position p = cycle("3k5/9/n8/9/9/9/9/B8/9/R1R1K4 w", {"a2c4", "a7c8", "c4a2", "c8a7"});
  EXPECT_EQ(p.status(), loss_for(Side::red));
  EXPECT_TRUE(contains(p.ruling_explanation(), "the chariot on a0 attacks it on a7"))
      << p.ruling_explanation();
}

TEST(Chase, APinnedDefenderIsAFalseRoot) {
  // The black chariot on d7 would guard a7, but it is pinned to its general
  // on d8 by Red's chariot on d0: the horse is unprotected and red loses.
  const Position pinned =
      cycle("9/3k5/n2r5/9/9/9/1R7/9/9/3R1K3 w", {"b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(pinned.status(), loss_for(Side::red));
  // Without the pin, a7 is protected: the chase of a7 and b9 is broken.
  const Position free = cycle("9/3k5/n2r5/9/9/9/1R7/9/9/5K3 w", {"b3a3", "a7b9", "a3b3", "b9a7"});
  EXPECT_EQ(free.status(), draw);
}

TEST(Chase, ADefenderThatWouldFaceTheOtherGeneralIsAFalseRoot) {
  // The black general on e8 guards d8, but taking back there would leave it
  // facing Red's general on d0 (the d-file is open): d8 is unprotected.
  const Position p = load("9/3nk4/9/9/9/9/9/9/9/R2K5 w");
  EXPECT_FALSE(threat(p.board(), sq("a0"), sq("d8")).has_value());  // not on a line
  const Position q = load("9/R2nk4/9/9/9/9/9/9/9/3K5 w");
  EXPECT_EQ(threat(q.board(), sq("a8"), sq("d8")), ThreatKind::unprotected);
  const Position guarded = load("9/R2nk4/9/9/9/9/9/9/9/5K3 w");
  EXPECT_FALSE(threat(guarded.board(), sq("a8"), sq("d8")).has_value());
}

TEST(Chase, ChasingTwoPiecesInTurnIsAllowed) {
  // Art. 32 (diagram 80's idea): the chariot attacks the horse on a7 and
  // then the cannon on b9, never one piece with every move.
  const Position p = cycle("1c2k4/9/n8/9/9/9/9/9/9/R2K5 w", {"a0b0", "a7b5", "b0a0", "b5a7"});
  EXPECT_NE(p.status().winner, std::optional<Side>(Side::red)) << p.ruling_explanation();
}

TEST(Chase, AnsweringACheckRenewsNoAttack) {
  // Red is in check from the chariot on e5 and its chariot on a3 attacks
  // the unprotected horse on a7 all along: stepping the general aside does
  // not chase the horse, though the capture becomes legal only then.
  const Position p = load("5k3/9/n8/9/4r4/9/R8/9/9/4K4 w");
  ASSERT_TRUE(p.in_check());
  Board after = p.board();
  after.make(mv("e0d0"));
  EXPECT_EQ(threat(after, sq("a3"), sq("a7")), ThreatKind::unprotected);
  EXPECT_EQ(chases_of(p.board(), after, mv("e0d0")).size, 0u);
}

// ---- the combined cases ----

TEST(Chase, OneCheckOneChaseIsADrawUnderTheAsianRules) {
  // Art. 12: the chariot checks from e4, then chases the horse on a7 from a4.
  const std::vector<std::string_view> loop = {"a4e4", "e9d9", "e4a4", "d9e9"};
  const Position p = cycle("4k4/9/n8/9/9/R8/9/9/9/5K3 w", loop);
  EXPECT_EQ(p.status(), draw);
  EXPECT_TRUE(contains(p.ruling_explanation(), "Drawn by repetition")) << p.ruling_explanation();
}

TEST(Chase, OneCheckOneChaseLosesUnderTheChineseRules) {
  // 长打: a check and a chase of one piece in turn is one perpetual attack.
  const std::vector<std::string_view> loop = {"a4e4", "e9d9", "e4a4", "d9e9"};
  const Position p = cycle("4k4/9/n8/9/9/R8/9/9/9/5K3 w", loop, 2, ChaseRules::chinese);
  EXPECT_EQ(p.status(), loss_for(Side::red));
  EXPECT_TRUE(contains(p.ruling_explanation(), "Chinese rules")) << p.ruling_explanation();
  EXPECT_TRUE(contains(p.ruling_explanation(), "(check)")) << p.ruling_explanation();
}

TEST(Chase, SwitchingTheRuleBookRejudgesTheGame) {
  const std::vector<std::string_view> loop = {"a4e4", "e9d9", "e4a4", "d9e9"};
  Position p = cycle("4k4/9/n8/9/9/R8/9/9/9/5K3 w", loop);
  EXPECT_EQ(p.status(), draw);
  p.set_chase_rules(ChaseRules::chinese);
  EXPECT_EQ(p.status(), loss_for(Side::red));
  p.set_chase_rules(ChaseRules::asian);
  EXPECT_EQ(p.status(), draw);
  EXPECT_EQ(chase_rules_from_name("chinese"), ChaseRules::chinese);
  EXPECT_EQ(chase_rules_name(ChaseRules::asian), "asian");
  EXPECT_FALSE(chase_rules_from_name("Asian").has_value());
}

TEST(Chase, PerpetualCheckLoses) {
  // Art. 6: the chariot checks on rank 9 and rank 8 in turn.
  const Position p = cycle("5k3/R8/9/9/9/9/9/9/9/3K5 w", {"a8a9", "f9f8", "a9a8", "f8f9"});
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::perpetual_check}));
  EXPECT_TRUE(contains(p.ruling_explanation(), "art. 6")) << p.ruling_explanation();
}

TEST(Chase, PerpetualCheckLosesEvenAgainstAPerpetualChase) {
  // Art. 6, "under any circumstance" (found by the differential's
  // generator): Red's horse checks from e5 and f7 in turn; each step of
  // Black's general opens a line of its chariots onto a red piece, a chase
  // with every move. The checker loses.
  const Position p =
      cycle("1r7/9/3k1N3/9/r1R6/1N7/9/4B4/5K3/8c w", {"f7e5", "d7d8", "e5f7", "d8d7"});
  EXPECT_EQ(p.status(), (Status{true, Side::black, EndReason::perpetual_check}));
}

TEST(Chase, BothSidesChasingIsADraw) {
  // Red's chariot on b5 attacks the horse on b6; the horse steps to a8 and
  // so puts the cannon on b4 behind a screen onto Red's chariot on b8; the
  // chariot going back to h5 opens b8's file onto the cannon, and the horse
  // closes it again. Both chase with every move: a draw.
  const Position p = cycle("5k3/1R7/9/1n7/7R1/1c7/9/9/3K5/9 w", {"h5b5", "b6a8", "b5h5", "a8b6"});
  EXPECT_EQ(p.status(), draw);
  EXPECT_TRUE(contains(p.ruling_explanation(), "both sides chased")) << p.ruling_explanation();
}

// ---- robustness ----

TEST(Chase, ACycleThatDoesNotFitTheBoardIsADraw) {
  const Position p = load("4k4/9/9/9/9/9/9/9/9/R2K5 w");
  const Move nonsense[] = {mv("b0b1"), mv("e9e8"), mv("b1b0"), mv("e8e9")};
  EXPECT_EQ(judge_repetition(p.board(), nonsense), RepetitionVerdict{});
}

TEST(Chase, LongCyclesUpToTheMoveLimitAreJudged) {
  // A cycle of 116 plies: the chariots of both sides tour their files and
  // come back, three times over within the 120-ply limit would be too long,
  // so the judge is asked directly, then a game reaches the move limit.
  std::vector<Move> tour;
  const Position start = load("4k4/9/9/9/9/9/9/9/8r/R2K5 w");
  for (int i = 0; i < 29; ++i) {
    tour.push_back(mv(i % 2 == 0 ? "a0a1" : "a1a0"));
    tour.push_back(mv(i % 2 == 0 ? "i1i2" : "i2i1"));
  }
  for (int i = 0; i < 29; ++i) {
    tour.push_back(mv(i % 2 == 0 ? "a0a1" : "a1a0"));
    tour.push_back(mv(i % 2 == 0 ? "i1i2" : "i2i1"));
  }
  ASSERT_EQ(tour.size(), 116u);
  EXPECT_EQ(judge_repetition(start.board(), tour), RepetitionVerdict{});
  EXPECT_NE(explain_repetition(start.board(), tour, 0), "");
  Position p = load("4k4/9/9/9/9/9/9/9/8r/R2K5 w");
  p.set_rulings(Rulings::report);
  for (int i = 0; i < 120; ++i) {
    ASSERT_TRUE(p.play(mv(i % 4 == 0   ? "a0b0"
                          : i % 4 == 1 ? "i1h1"
                          : i % 4 == 2 ? "b0a0"
                                       : "h1i1"))
                    .ok());
  }
  ASSERT_TRUE(p.status().ruling.has_value());
  EXPECT_EQ(p.status().ruling->reason, EndReason::repetition);
  EXPECT_EQ(p.halfmove_clock(), 120);
}

TEST(Chase, AFortyPlyCycleIsJudgedAtItsThirdOccurrence) {
  // Each chariot tours a rectangle of 20 steps (Red's a1-a8-d8-d1, Black's
  // i8-i1-f1-f8): the start recurs after 40 and 80 plies, and the 80 plies are judged: a draw.
  auto tour = [](char f0, char f1, int r0, int r1) {
    std::vector<std::string> steps;
    std::string at{f0, static_cast<char>('0' + r0)};
    auto go = [&](char f, int r) {
      const std::string to{f, static_cast<char>('0' + r)};
      steps.push_back(at + to);
      at = to;
    };
    const int dr = r1 > r0 ? 1 : -1;
    const int df = f1 > f0 ? 1 : -1;
    for (int r = r0 + dr; r != r1 + dr; r += dr) go(f0, r);
    for (char f = static_cast<char>(f0 + df); f != f1 + df; f = static_cast<char>(f + df))
      go(f, r1);
    for (int r = r1 - dr; r != r0 - dr; r -= dr) go(f1, r);
    for (char f = static_cast<char>(f1 - df); f != f0 - df; f = static_cast<char>(f - df))
      go(f, r0);
    return steps;
  };
  const auto red = tour('a', 'd', 1, 8);
  const auto black = tour('i', 'f', 8, 1);
  ASSERT_EQ(red.size(), 20u);
  ASSERT_EQ(black.size(), 20u);
  Position p = load("5k3/8r/9/9/9/9/9/9/R8/3K5 w");
  for (std::size_t ply = 0; ply < 80; ++ply) {
    const std::string& m = ply % 2 == 0 ? red[(ply / 2) % 20] : black[(ply / 2) % 20];
    ASSERT_EQ(p.status(), Status{}) << "ply " << ply;
    ASSERT_TRUE(p.play(mv(m)).ok()) << m;
  }
  EXPECT_EQ(p.status(), draw);
  EXPECT_TRUE(contains(p.ruling_explanation(), "plies 1-80")) << p.ruling_explanation();
}

TEST(Material, OneTestForTheRefereeAndTheSearch) {
  EXPECT_TRUE(has_attacking_material(Position().board()));
  EXPECT_FALSE(has_attacking_material(load("3ak4/9/9/9/9/9/9/9/9/2BK5 w").board()));
  EXPECT_TRUE(has_attacking_material(load("4k4/9/9/9/9/9/9/9/9/3K1p3 w").board()));
  EXPECT_EQ(load("3ak4/9/9/9/9/9/9/9/9/2BK5 w").status(),
            (Status{true, std::nullopt, EndReason::insufficient_material}));
}

}  // namespace
}  // namespace qipan::xiangqi::testing
