#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/xiangqi/position.h"
#include "tools/bradley_terry.h"
#include "tools/fsf_referee.h"
#include "tools/players.h"
#include "tools/xiangqi_match.h"

namespace qipan::tools {
namespace {

double expected(double ra, double rb) { return 1.0 / (1.0 + std::pow(10.0, (rb - ra) / 400.0)); }

// Scores exactly as the model expects them recover the ratings; many games
// make the intervals narrow, and the virtual draws move little.
TEST(BradleyTerry, RecoversTheRatingsBehindTheScores) {
  const std::vector<double> truth = {0, 150, 400, 700};
  std::vector<Pairing> pairings;
  for (std::size_t a = 0; a < truth.size(); ++a) {
    for (std::size_t b = a + 1; b < truth.size(); ++b) {
      pairings.push_back({b, a, 20000, 20000 * expected(truth[b], truth[a])});
    }
  }
  const Fit fit = fit_ratings(truth.size(), pairings, 0);
  ASSERT_TRUE(fit.problem.empty()) << fit.problem;
  for (std::size_t i = 0; i < truth.size(); ++i) {
    EXPECT_NEAR(fit.elo[i], truth[i], 3.0) << "player " << i;
  }
  EXPECT_EQ(fit.error[0], 0.0);
  EXPECT_GT(fit.error[3], 0.0);
  EXPECT_LT(fit.error[3], 15.0);
}

TEST(BradleyTerry, TheAnchorSetsTheZeroAndFewGamesWidenTheInterval) {
  // A chain 0 - 1 - 2, 10 games a link, 7.5 points each.
  const std::vector<Pairing> pairings = {{1, 0, 10, 7.5}, {2, 1, 10, 7.5}};
  const Fit from0 = fit_ratings(3, pairings, 0);
  const Fit from2 = fit_ratings(3, pairings, 2);
  ASSERT_TRUE(from0.problem.empty() && from2.problem.empty());
  EXPECT_EQ(from2.elo[2], 0.0);
  EXPECT_NEAR(from0.elo[2] - from0.elo[0], from2.elo[2] - from2.elo[0], 1e-6);
  EXPECT_GT(from0.elo[1], 0.0);
  EXPECT_GT(from0.elo[2], from0.elo[1]);
  // The far end carries both links' uncertainty.
  EXPECT_GT(from0.error[2], from0.error[1]);
}

TEST(BradleyTerry, APerfectScoreStaysFinite) {
  const Fit fit = fit_ratings(2, {{1, 0, 20, 20}}, 0);
  ASSERT_TRUE(fit.problem.empty()) << fit.problem;
  EXPECT_GT(fit.elo[1], 400.0);
  EXPECT_LT(fit.elo[1], 1200.0);
}

TEST(BradleyTerry, RefusesAPlayerNotLinkedToTheAnchor) {
  const Fit fit = fit_ratings(4, {{1, 0, 10, 5}, {3, 2, 10, 5}}, 0);
  EXPECT_FALSE(fit.problem.empty());
}

TEST(Anchors, TheGreedyCapturerTakesTheMostValuablePiece) {
  // Red's chariot on e4 can take a black horse on e7 or a black chariot on a4.
  auto p = xiangqi::Position::from_fen("4k4/9/4n4/9/9/r3R4/9/9/9/3K5 w - - 0 1");
  ASSERT_TRUE(p) << p.error().message;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    EXPECT_EQ(to_string(greedy_move(*p, seed)), "e4a4");
  }
}

TEST(Anchors, TheRandomMoverIsLegalAndRepeatable) {
  const xiangqi::Position p;
  std::vector<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto m = random_move(p, seed);
    EXPECT_TRUE(p.is_legal(m));
    EXPECT_EQ(m, random_move(p, seed));
    seen.push_back(to_string(m));
  }
  std::sort(seen.begin(), seen.end());
  EXPECT_GT(std::unique(seen.begin(), seen.end()) - seen.begin(), 5);
}

TEST(Anchors, PlayersAreParsedOrRefused) {
  EXPECT_EQ(parse_player("random")->kind, Kind::random);
  EXPECT_EQ(parse_player("greedy")->kind, Kind::greedy);
  EXPECT_EQ(parse_player("fsf:nodes=1000")->fsf_nodes, 1000);
  EXPECT_EQ(parse_player("level=3")->budget.level, 3);
  EXPECT_FALSE(parse_player("level"));
  EXPECT_FALSE(parse_player("fsf:level=3"));
  EXPECT_FALSE(parse_player("greedy=2"));
}

TEST(FsfCoordinates, RanksShiftByOneBothWays) {
  using G = MatchGame<xiangqi::Position>;
  EXPECT_EQ(G::to_fsf("h2e2"), "h3e3");
  EXPECT_EQ(G::to_fsf("a9a8"), "a10a9");
  EXPECT_EQ(G::from_fsf("a10a9"), "a9a8");
  EXPECT_EQ(G::from_fsf(G::to_fsf("i0i9")), "i0i9");
}

constexpr const char* fsf_path = "/usr/games/fairy-stockfish";

TEST(FsfReferee, JudgesTheThirdOccurrenceADrawAndNothingBefore) {
  if (access(fsf_path, X_OK) != 0) GTEST_SKIP() << "Fairy-Stockfish is not installed";
  FsfReferee<xiangqi::Position> referee(fsf_path);
  const std::vector<std::string> cycle = {"h0g2", "h9g7", "g2h0", "g7h9"};
  std::vector<std::string> moves;
  xiangqi::Position p;
  p.set_rulings(Rulings::report);
  for (int round = 0; round < 2; ++round) {
    for (const auto& m : cycle) {
      ASSERT_TRUE(p.play(*p.parse_move(m)));
      moves.push_back(m);
      const Verdict v = referee.judge(moves, p);
      if (moves.size() < 8) {
        EXPECT_FALSE(v.given) << "after " << moves.size() << " plies: " << v.reason;
      } else {
        ASSERT_TRUE(v.given);
        EXPECT_EQ(v.first_score, 0.5);
        EXPECT_EQ(v.reason, "repetition");
        EXPECT_EQ(v.ply, 8u);
      }
    }
  }
  // qipan's referee agrees.
  ASSERT_TRUE(p.status().ruling);
  EXPECT_FALSE(p.status().ruling->winner);
}

// A red chariot checks the black general up and down the palace: after
// eight plies the start recurs a third time. Completed by Black's move,
// the checker (Red) loses; completed by Red's, still the checker loses.
TEST(FsfReferee, ThePerpetualCheckerLosesWhoeverCompletesTheCycle) {
  if (access(fsf_path, X_OK) != 0) GTEST_SKIP() << "Fairy-Stockfish is not installed";
  const std::string fen = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
  const std::vector<std::string> cycle = {"a8a9", "e9e8", "a9a8", "e8e9"};
  FsfReferee<xiangqi::Position> referee(fsf_path, fen);
  auto p = xiangqi::Position::from_fen(fen);
  ASSERT_TRUE(p) << p.error().message;
  p->set_rulings(Rulings::report);
  std::vector<std::string> moves;
  Verdict first;
  for (int ply = 0; ply < 9; ++ply) {
    const std::string m = cycle[static_cast<std::size_t>(ply) % cycle.size()];
    ASSERT_TRUE(p->play(*p->parse_move(m))) << m;
    moves.push_back(m);
    const Verdict v = referee.judge(moves, *p);
    if (ply + 1 < 8) {
      EXPECT_FALSE(v.given) << "after " << moves.size() << " plies";
    } else {
      ASSERT_TRUE(v.given) << "after " << moves.size() << " plies";
      EXPECT_EQ(v.first_score, 0.0) << "after " << moves.size() << " plies";
      EXPECT_EQ(v.reason, "perpetual check");
    }
  }
  // qipan's referee agrees.
  ASSERT_TRUE(p->status().ruling);
  EXPECT_EQ(p->status().ruling->reason, EndReason::perpetual_check);
  EXPECT_EQ(p->status().ruling->winner, xiangqi::Side::black);
}

}  // namespace
}  // namespace qipan::tools
