// The analysis board (core/session/analysis_board.h): the player's moves
// branch variations from the node on the board, the game stays the main
// line, an engine's line plays through, the board follows the game, and the
// record keeps the variations; for both board games.
#include "core/session/analysis_board.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session {
namespace {

using test::mv;
using test::sq;
using X = xiangqi::Position;
using J = jungle::Position;

template <class Game>
std::vector<typename Game::Move> moves_of(const std::vector<std::string>& texts) {
  std::vector<typename Game::Move> out;
  for (const auto& t : texts) out.push_back(mv<Game>(t));
  return out;
}

// The board's moves from the start, as coordinates.
template <class Game>
std::string line(const AnalysisBoard<Game>& b) {
  std::string out;
  for (const auto& m : b.moves()) out += (out.empty() ? "" : " ") + to_string(m);
  return out;
}

TEST(AnalysisBoard, OpensOnTheGamesEndWithItsHistory) {
  const auto main = moves_of<X>({"h2e2", "h9g7", "h0g2"});
  AnalysisBoard<X> b(X(), main);
  EXPECT_EQ(line(b), "h2e2 h9g7 h0g2");
  EXPECT_EQ(b.position().history().size(), 3u);
  EXPECT_EQ(b.tree().main_size(), 3u);
  EXPECT_FALSE(b.tree().has_variations());
  ASSERT_TRUE(b.last_move());
  EXPECT_EQ(to_string(*b.last_move()), "h0g2");
}

TEST(AnalysisBoard, AMoveOnTheBoardBranchesAVariation) {
  AnalysisBoard<X> b(X(), moves_of<X>({"h2e2", "h9g7", "h0g2"}));
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  EXPECT_EQ(line(b), "h2e2");
  const auto before = b.revision();
  // Click-click: the horse b9, then c7.
  EXPECT_EQ(b.press(sq<X>("b9")).action, ClickAction::select);
  b.release(sq<X>("b9"));
  EXPECT_EQ(b.press(sq<X>("c7")).action, ClickAction::move);
  EXPECT_NE(b.revision(), before);
  EXPECT_EQ(line(b), "h2e2 b9c7");
  EXPECT_TRUE(b.tree().has_variations());
  EXPECT_FALSE(b.tree().main_ply(b.at()));
  // The game's line is untouched.
  EXPECT_EQ(b.tree().main_size(), 3u);
  EXPECT_EQ(to_string(b.tree().move(b.tree().main_node(2))), "h9g7");
  // A refused move changes nothing.
  const auto at = b.at();
  b.press(sq<X>("a0"));
  EXPECT_EQ(b.press(sq<X>("a5")).action, ClickAction::reject);
  EXPECT_EQ(b.at(), at);
}

TEST(AnalysisBoard, TheLinesNextMoveFollowsIt) {
  AnalysisBoard<X> b(X(), moves_of<X>({"h2e2", "h9g7"}));
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  b.press(sq<X>("h9"));
  b.release(sq<X>("g7"));  // a drag onto g7: the main line's own move
  EXPECT_EQ(b.at(), b.tree().main_node(2));
  EXPECT_FALSE(b.tree().has_variations());
}

TEST(AnalysisBoard, BackForwardAndABadNode) {
  AnalysisBoard<X> b(X(), moves_of<X>({"h2e2", "h9g7"}));
  EXPECT_FALSE(b.forward());
  EXPECT_TRUE(b.back());
  EXPECT_EQ(line(b), "h2e2");
  EXPECT_TRUE(b.back());
  EXPECT_FALSE(b.back());
  EXPECT_EQ(b.position().fen(), X().fen());
  EXPECT_TRUE(b.forward());
  EXPECT_EQ(line(b), "h2e2");
  const auto at = b.at();
  const auto r = b.go_to(99);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "no node 99 in the analysis");
  EXPECT_EQ(b.at(), at);
}

TEST(AnalysisBoard, AnEnginesLinePlaysThroughAsFarAsItIsLegal) {
  AnalysisBoard<X> b(X(), moves_of<X>({"h2e2"}));
  const auto engine = moves_of<X>({"h9g7", "h0g2", "a0a5", "i9h9"});  // a0a5 is not legal
  EXPECT_EQ(b.play_line(engine), 2u);
  EXPECT_EQ(line(b), "h2e2 h9g7 h0g2");
  // Played from the game's end: a variation there, not the game.
  EXPECT_EQ(b.tree().main_size(), 1u);
  EXPECT_TRUE(b.tree().has_variations());
}

TEST(AnalysisBoard, FollowsTheGameKeepingItsVariations) {
  Session<X> game;
  ASSERT_TRUE(game.play(mv<X>("h2e2")));
  AnalysisBoard<X> b;
  EXPECT_TRUE(b.follow(game));
  EXPECT_EQ(line(b), "h2e2");
  b.play_line(moves_of<X>({"b9c7"}));
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  EXPECT_FALSE(b.follow(game));  // nothing new: the board stays
  EXPECT_EQ(line(b), "h2e2");
  ASSERT_TRUE(game.play(mv<X>("h9g7")));
  EXPECT_TRUE(b.follow(game));
  EXPECT_EQ(line(b), "h2e2 h9g7");
  EXPECT_TRUE(b.tree().has_variations());  // b9c7 still branches after h2e2
  // A game from another start is a new tree.
  auto other = X::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  ASSERT_TRUE(other);
  Session<X> set(*other);
  const auto before = b.revision();
  EXPECT_TRUE(b.follow(set));
  EXPECT_GT(b.revision(), before);
  EXPECT_EQ(line(b), "");
  EXPECT_FALSE(b.tree().has_variations());
  EXPECT_EQ(b.position().fen(), other->fen());
}

TEST(AnalysisBoard, ARepetitionCountsOnTheBoard) {
  // Horses out and back twice: the third time the start recurs.
  const auto shuffle = moves_of<X>({"b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0"});
  AnalysisBoard<X> b(X(), shuffle);
  b.play_line(moves_of<X>({"c7b9"}));
  EXPECT_EQ(b.session().history_size(), 8u);
  EXPECT_EQ(b.position().history().size(), 8u);
}

TEST(AnalysisBoard, TheRecordKeepsTheVariation) {
  AnalysisBoard<X> b(X(), moves_of<X>({"h2e2", "h9g7", "h0g2"}));
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  b.play_line(moves_of<X>({"b9c7", "b0c2"}));
  const std::string pgn = b.record({{"Event", "qipan"}}, records::Notation::iccs);
  EXPECT_NE(pgn.find("1. h2e2 h9g7 (1... b9c7 2. b0c2) 2. h0g2"), std::string::npos) << pgn;
  EXPECT_EQ(b.move_text(b.at(), records::Notation::wxf), "H8+7");
  EXPECT_EQ(b.move_text(b.at(), records::Notation::chinese), "马八进七");
}

TEST(AnalysisBoard, AVariationPromotedAndDeleted) {
  const auto game = moves_of<X>({"h2e2", "h9g7", "h0g2"});
  AnalysisBoard<X> b(X(), game);
  EXPECT_FALSE(b.edits().make_main);
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  EXPECT_EQ(b.play_line(moves_of<X>({"b9c7", "b0c2"})), 2u);
  const auto v = b.at();
  const auto e = b.edits();
  EXPECT_TRUE(e.make_main);
  EXPECT_TRUE(e.remove);
  EXPECT_FALSE(e.promote) << "a variation of the main line: make_main is the step up";
  // Made the main line: the record follows the new tree.
  ASSERT_TRUE(b.make_main(v));
  EXPECT_EQ(b.at(), v);
  EXPECT_EQ(b.tree().main_ply(v), 3u);
  EXPECT_FALSE(b.edits().remove);
  const auto pgn = b.record({{"Event", "t"}}, records::Notation::iccs);
  EXPECT_NE(pgn.find("1. h2e2 b9c7 (1... h9g7 2. h0g2) 2. b0c2 *"), std::string::npos) << pgn;
  // The game has not moved on: following it keeps the promoted line.
  Session<X> s;
  for (const auto& m : game) ASSERT_TRUE(s.play(m));
  EXPECT_FALSE(b.follow(s));
  EXPECT_EQ(b.tree().main_ply(v), 3u);
  // Deleting the game's old moves, now a variation: the board on them
  // goes back to where they branched.
  const auto old = *b.tree().find(game);
  ASSERT_TRUE(b.go_to(old));
  const auto rev = b.revision();
  ASSERT_TRUE(b.remove_variation(old));
  EXPECT_NE(b.revision(), rev);
  EXPECT_EQ(line(b), "h2e2");
  EXPECT_FALSE(b.tree().has_variations());
  EXPECT_FALSE(b.remove_variation(b.tree().main_node(2)));
  EXPECT_FALSE(b.remove_variation(old));
  EXPECT_EQ(b.tree().main_size(), 3u);
}

TEST(AnalysisBoard, TheGameMovingOnTakesBackItsMainLine) {
  const auto game = moves_of<X>({"h2e2", "h9g7"});
  AnalysisBoard<X> b(X(), game);
  ASSERT_TRUE(b.go_to(b.tree().main_node(1)));
  EXPECT_EQ(b.play_line(moves_of<X>({"b9c7"})), 1u);
  const auto v = b.at();
  ASSERT_TRUE(b.make_main(v));
  // The game goes on: its moves are the main line again, the promoted
  // line a variation of it.
  Session<X> s;
  for (const auto& m : game) ASSERT_TRUE(s.play(m));
  ASSERT_TRUE(s.play(mv<X>("h0g2")));
  EXPECT_TRUE(b.follow(s));
  EXPECT_EQ(line(b), "h2e2 h9g7 h0g2");
  EXPECT_TRUE(b.tree().contains(v));
  EXPECT_EQ(b.tree().level(v), 1);
}

TEST(AnalysisBoard, JungleToo) {
  const auto legal = J().legal_moves();
  ASSERT_GT(legal.size(), 1u);
  AnalysisBoard<J> b(J(), std::vector<J::Move>{legal[0]});
  ASSERT_TRUE(b.back());
  const J::Move pick = legal[legal.size() - 1];
  EXPECT_EQ(b.play_line(std::vector<J::Move>{pick}), 1u);
  EXPECT_TRUE(b.tree().has_variations());
  const std::string rec = b.record({{"Event", "qipan"}}, records::Notation::iccs);
  EXPECT_NE(rec.find("(1. " + to_string(pick) + ")"), std::string::npos) << rec;
}

}  // namespace
}  // namespace qipan::session
