// Jungle records: the rule switches as a Rules tag, replay under them, round
// trips, and the errors.
#include <gtest/gtest.h>

#include <random>

#include "core/records/jungle_record.h"
#include "tests/native/records/helpers.h"

namespace qipan::records::testing::jungle_records {
namespace {

using jungle::Position;
using jungle::Rules;

TEST(JungleRecord, TheSampleReplaysUnderItsRules) {
  auto r = read_jungle_records(data_file("jungle.pgn"));
  ASSERT_TRUE(r.ok()) << r.error().message;
  ASSERT_EQ(r->size(), 1u);
  const auto& g = (*r)[0];
  EXPECT_EQ(joined(g.position.history()), "a3a4 g7g6 a4a5 g6g5");
  EXPECT_TRUE(g.position.rules().elephant_takes_rat);
  EXPECT_EQ(g.position.rules().move_limit, 60);
  EXPECT_EQ(g.position.rules().repetition_count, 3);
}

TEST(JungleRecord, RewritingKeepsCommentsVariationsAndTheResult) {
  auto r = read_jungle_records(
      "[Variant \"Jungle\"]\n[Blue \"Ann\"]\n\n1. a3a4 {rat out} g7g6 (1... a7a6) 2. a4a5 0-1\n");
  ASSERT_TRUE(r.ok()) << r.error().message;
  const std::string text = rewrite_jungle((*r)[0]);
  EXPECT_NE(text.find("[Blue \"Ann\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[Result \"0-1\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("1. a3a4 {rat out} 1... g7g6 (1... a7a6) 2. a4a5 0-1\n"), std::string::npos)
      << text;
}

// A game that went on past its move limit replays, the draw reported.
TEST(JungleRecord, AGameThatGoesOnPastItsMoveLimitReplays) {
  auto r = read_jungle_records(
      "[Variant \"Jungle\"]\n[Rules \"moveLimit=2\"]\n1. a3a4 g7g6 2. a4a5 g6g5 *");
  ASSERT_TRUE(r.ok()) << r.error().message;
  const auto s = (*r)[0].position.status();
  EXPECT_FALSE(s.over);
  ASSERT_TRUE(s.ruling.has_value());
  EXPECT_EQ(s.ruling->reason, EndReason::move_limit);
  EXPECT_EQ(s.ruling->ply, 2u);
}

TEST(JungleRecord, RulesTagRoundTrips) {
  Rules r;
  r.rats_capture_across_bank = true;
  r.trapped_attack_zero = true;
  r.repetition_count = 0;
  r.move_limit = 250;
  auto back = read_rules_tag(rules_tag_value(r));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, r);
  auto commas = read_rules_tag("ownTrapsWeaken=1, moveLimit=10;repetitionCount=2");
  ASSERT_TRUE(commas.ok());
  EXPECT_TRUE(commas->own_traps_weaken);
  EXPECT_EQ(commas->move_limit, 10);
}

TEST(JungleRecord, PartialReadingKeepsTheMovesBeforeABadMove) {
  auto games = read_games("[Variant \"Jungle\"]\n\n1. a3a4 g7g6 2. a4a5 a1a9 *");
  ASSERT_TRUE(games.ok());
  auto r = read_jungle_partial((*games)[0]);
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE(r->error);
  EXPECT_NE(r->error->message.find("game 1, ply 4 "), std::string::npos) << r->error->message;
  EXPECT_EQ(joined(r->record.position.history()), "a3a4 g7g6 a4a5");
  expect_error(read_jungle((*games)[0]), "game 1, ply 4 ", "strict");
}

TEST(JungleRecord, BadTagsAndMovesAreRefused) {
  const ErrorCase errors[] = {
      {"[Rules \"flyingRats=true\"]\n*", "game 1: Rules tag: unknown rule 'flyingRats'"},
      {"[Rules \"moveLimit=lots\"]\n*", "moveLimit must be a whole number, got 'lots'"},
      {"[Rules \"elephantTakesRat=maybe\"]\n*", "must be true or false"},
      {"[Rules \"repetitionCount=1\"]\n*", "game 1: Rules tag: "},
      {"[Variant \"xiangqi\"]\n*", "game 1: the Variant tag names 'xiangqi', not jungle"},
      {"1. a3a4 a3a4 *", "game 1, ply 2 (move 1, red): "},
  };
  for (const auto& e : errors) expect_error(read_jungle_records(e.text), e.message, e.text);
}

TEST(JungleRecord, RandomGamesRoundTripWithTheirRules) {
  std::mt19937 rng(7);
  for (int game = 0; game < 20; ++game) {
    Rules rules;
    rules.elephant_takes_rat = game % 2 == 1;
    rules.own_traps_weaken = game % 3 == 1;
    rules.move_limit = 40 + game;
    auto start = Position::from_fen(jungle::start_fen, rules);
    ASSERT_TRUE(start.ok());
    Position p = *start;
    for (int ply = 0; ply < 120; ++ply) {
      const auto moves = p.legal_moves();
      if (moves.size() == 0) break;
      ASSERT_TRUE(p.play(moves[static_cast<std::size_t>(rng() % moves.size())]).ok());
    }
    const std::string text = write_jungle(p, {{"Blue", "Ann"}});
    EXPECT_NE(text.find("[Variant \"Jungle\"]"), std::string::npos);
    auto back = read_jungle_records(text);
    ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
    ASSERT_EQ(back->size(), 1u);
    EXPECT_EQ(joined((*back)[0].position.history()), joined(p.history()));
    EXPECT_EQ((*back)[0].position.rules(), rules);
    EXPECT_EQ((*back)[0].result, result_of(p.status()));
  }
}

}  // namespace
}  // namespace qipan::records::testing::jungle_records
