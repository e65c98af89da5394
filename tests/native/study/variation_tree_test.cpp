// The analysis board's variation tree (core/study/variation_tree.h): lines
// played beside the main line, the main line changing under them, the
// move list's rows; and its PGN export (core/study/variation_record.h).
#include "core/study/variation_tree.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/records/pgn.h"
#include "core/study/move_names.h"
#include "core/study/variation_record.h"
#include "core/xiangqi/position.h"

namespace qipan::study {
namespace {

using Tree = VariationTree<int>;

// The moves of each row, with its level: "0:1 2|1:7 8|0:3".
std::string layout(const Tree& t, bool second = false) {
  std::string out;
  for (const auto& row : t.rows(second)) {
    if (!out.empty()) out += "|";
    out += std::to_string(row.level) + ":";
    for (std::size_t i = 0; i < row.nodes.size(); ++i) {
      out += (i ? " " : "") + std::to_string(t.move(row.nodes[i]));
    }
  }
  return out;
}

TEST(VariationTree, MainLineInPairs) {
  Tree t;
  const std::vector<int> main{1, 2, 3, 4, 5};
  t.set_main_line(main);
  EXPECT_EQ(t.main_size(), 5u);
  EXPECT_EQ(layout(t), "0:1 2|0:3 4|0:5");
  // A start with the second side to move: the first row is its move alone.
  EXPECT_EQ(layout(t, true), "0:1|0:2 3|0:4 5");
  EXPECT_FALSE(t.has_variations());
  EXPECT_EQ(t.main_ply(t.main_node(3)), 3u);
}

TEST(VariationTree, AVariationSitsUnderTheMoveItReplaces) {
  Tree t;
  t.set_main_line(std::vector<int>{1, 2, 3, 4});
  // From the position after move 1, 7 instead of 2, then 8.
  auto a = t.play(t.main_node(1), 7);
  ASSERT_TRUE(a);
  auto b = t.play(*a, 8);
  ASSERT_TRUE(b);
  EXPECT_FALSE(t.main_ply(*b));
  EXPECT_EQ(t.depth(*b), 3u);
  EXPECT_EQ(t.moves_to(*b), (std::vector<int>{1, 7, 8}));
  EXPECT_EQ(layout(t), "0:1 2|1:7 8|0:3 4");
  // Playing a move already there goes to it: nothing new.
  EXPECT_EQ(*t.play(t.main_node(1), 7), *a);
  EXPECT_EQ(*t.play(t.main_node(1), 2), t.main_node(2));
  // A variation of the variation, one level deeper, under 8.
  auto c = t.play(*a, 9);
  ASSERT_TRUE(c);
  EXPECT_EQ(layout(t), "0:1 2|1:7 8|2:9|0:3 4");
  EXPECT_EQ(t.find(std::vector<int>{1, 7, 9}), *c);
  EXPECT_FALSE(t.find(std::vector<int>{1, 9}));
  EXPECT_TRUE(t.has_variations());
  // From the game's end, a variation after its last move.
  ASSERT_TRUE(t.play(t.main_node(4), 6));
  EXPECT_EQ(layout(t), "0:1 2|1:7 8|2:9|0:3 4|1:6");
  EXPECT_FALSE(t.play(99, 1));
}

TEST(VariationTree, TheMainLineChangingKeepsWhatStillBranchesFromIt) {
  Tree t;
  t.set_main_line(std::vector<int>{1, 2, 3, 4});
  const auto v = *t.play(t.main_node(1), 7);
  const auto late = *t.play(t.main_node(3), 9);
  // Taken back to two moves: the variation after move 1 stays, the one
  // after move 3 goes with the moves it branched from.
  t.set_main_line(std::vector<int>{1, 2});
  EXPECT_EQ(t.main_size(), 2u);
  EXPECT_TRUE(t.contains(v));
  EXPECT_FALSE(t.contains(late));
  EXPECT_EQ(layout(t), "0:1 2|1:7");
  // The game goes on with the variation's move: it is the main line now.
  t.set_main_line(std::vector<int>{1, 7, 5});
  EXPECT_EQ(t.main_node(2), v);
  EXPECT_EQ(layout(t), "0:1 7|0:5");
  EXPECT_FALSE(t.has_variations());
  // A new game: nothing of the old one is left.
  t.set_main_line(std::vector<int>{});
  EXPECT_EQ(t.main_size(), 0u);
  EXPECT_EQ(layout(t), "");
  EXPECT_FALSE(t.contains(v));
}

TEST(VariationTree, AVariationIsPromotedOneLevelUpOrToTheMainLine) {
  Tree t;
  t.set_main_line(std::vector<int>{1, 2, 3, 4});
  const auto a = *t.play(t.main_node(1), 7);  // 1 (7) instead of 2
  const auto b = *t.play(a, 8);
  const auto c = *t.play(a, 9);  // 1 7 (9) instead of 8
  const auto d = *t.play(c, 5);
  EXPECT_EQ(layout(t), "0:1 2|1:7 8|2:9 5|0:3 4");
  EXPECT_EQ(t.level(t.main_node(3)), 0);
  EXPECT_EQ(t.level(b), 1);
  EXPECT_EQ(t.level(d), 2);
  EXPECT_EQ(t.variation_start(d), c);
  EXPECT_EQ(t.variation_start(b), a);
  EXPECT_FALSE(t.variation_start(t.main_node(2)));
  // 9 5 one level up: the variation's line now, 8 its variation.
  ASSERT_TRUE(t.promote(d));
  EXPECT_EQ(layout(t), "0:1 2|1:7 9|2:8|1:5|0:3 4");
  EXPECT_EQ(t.level(d), 1);
  EXPECT_EQ(t.level(b), 2);
  // Then the main line from move 2 on: 2 3 4 a variation of it.
  ASSERT_TRUE(t.promote(d));
  EXPECT_EQ(t.main_size(), 4u);
  EXPECT_EQ(t.main_node(4), d);
  EXPECT_EQ(t.main_ply(a), 2u);
  EXPECT_EQ(layout(t), "0:1 7|1:2 3 4|0:9|1:8|0:5");
  // Nothing of the main line to promote.
  const auto top = t.promote(d);
  ASSERT_FALSE(top);
  EXPECT_EQ(top.error().code, ErrorCode::refused);
  EXPECT_FALSE(t.promote(99));
  EXPECT_FALSE(t.make_main(Tree::root));
  // make_main takes a variation of a variation up in one step.
  const auto e = *t.play(b, 6);  // 1 7 8 6
  ASSERT_TRUE(t.make_main(e));
  EXPECT_EQ(t.moves_to(t.main_node(t.main_size())), (std::vector<int>{1, 7, 8, 6}));
  EXPECT_EQ(t.level(d), 1);
}

TEST(VariationTree, AVariationIsDeletedWithItsLine) {
  Tree t;
  t.set_main_line(std::vector<int>{1, 2, 3});
  const auto a = *t.play(t.main_node(1), 7);
  const auto b = *t.play(a, 8);
  const auto c = *t.play(b, 9);
  const auto e = *t.play(t.main_node(3), 6);  // after the main line's end
  // Deleting from any node of it drops the whole variation: 7 8 9.
  auto from = t.remove_variation(c);
  ASSERT_TRUE(from);
  EXPECT_EQ(*from, t.main_node(1));
  EXPECT_FALSE(t.contains(a));
  EXPECT_FALSE(t.contains(c));
  EXPECT_EQ(layout(t), "0:1 2|0:3|1:6");
  ASSERT_TRUE(t.remove_variation(e));
  EXPECT_FALSE(t.has_variations());
  // The main line and a node already gone are refused, nothing lost.
  const auto main = t.remove_variation(t.main_node(2));
  ASSERT_FALSE(main);
  EXPECT_EQ(main.error().code, ErrorCode::refused);
  EXPECT_FALSE(t.remove_variation(a));
  EXPECT_FALSE(t.remove_variation(Tree::root));
  EXPECT_EQ(layout(t), "0:1 2|0:3");
}

// A game of `moves` (coordinates) from the standard start.
template <class Position>
Position played(const std::vector<std::string>& moves) {
  Position p;
  for (const auto& m : moves) {
    auto move = move_named(p, m);
    EXPECT_TRUE(move) << m;
    EXPECT_TRUE(p.play(*move));
  }
  return p;
}

template <class Position>
VariationTree<typename Position::Move> main_tree(const Position& game) {
  VariationTree<typename Position::Move> t;
  t.set_main_line(game.history());
  return t;
}

TEST(VariationRecord, AXiangqiVariationIsWrittenInTheNotationAsked) {
  const auto game = played<xiangqi::Position>({"h2e2", "h9g7", "h0g2"});
  auto t = main_tree(game);
  // Instead of 1... h9g7, 1... b9c7 2. b0c2.
  xiangqi::Position after1 = played<xiangqi::Position>({"h2e2"});
  const auto m1 = *move_named(after1, "b9c7");
  auto v = *t.play(t.main_node(1), m1);
  ASSERT_TRUE(after1.play(m1));
  ASSERT_TRUE(t.play(v, *move_named(after1, "b0c2")));
  const std::string wxf =
      record_with_variations(game, {{"Event", "qipan"}}, t, records::Notation::wxf);
  EXPECT_NE(wxf.find("1. C2.5 H8+7 (1... H2+3 2. H8+7) 2. H2+3"), std::string::npos) << wxf;
  const std::string iccs =
      record_with_variations(game, {{"Event", "qipan"}}, t, records::Notation::iccs);
  EXPECT_NE(iccs.find("1. h2e2 h9g7 (1... b9c7 2. b0c2) 2. h0g2"), std::string::npos) << iccs;
  // Read back: the same main line, one variation after ply 2.
  auto games = records::read_games(wxf);
  ASSERT_TRUE(games);
  ASSERT_EQ(games->size(), 1u);
  EXPECT_EQ((*games)[0].moves.size(), 3u);
  ASSERT_EQ((*games)[0].variations.size(), 1u);
  EXPECT_EQ((*games)[0].variations[0].ply, 2u);
}

TEST(VariationRecord, NestedAndEndVariations) {
  const auto game = played<xiangqi::Position>({"h2e2", "h9g7"});
  auto t = main_tree(game);
  xiangqi::Position p = played<xiangqi::Position>({"h2e2"});
  const auto a = *t.play(t.main_node(1), *move_named(p, "b9c7"));
  ASSERT_TRUE(p.play(*move_named(p, "b9c7")));
  ASSERT_TRUE(t.play(a, *move_named(p, "b0c2")));
  ASSERT_TRUE(t.play(a, *move_named(p, "h0g2")));  // a variation of the variation's second move
  // From the end: 2. h0g2.
  ASSERT_TRUE(t.play(t.main_node(2), *move_named(game, "h0g2")));
  const std::string iccs = record_with_variations(game, {}, t, records::Notation::iccs);
  EXPECT_NE(iccs.find("1. h2e2 h9g7 (1... b9c7 2. b0c2 (2. h0g2)) (1... h9g7 2. h0g2)"),
            std::string::npos)
      << iccs;
}

TEST(VariationRecord, AJungleVariationAndOneFromAPositionWithNoMoves) {
  const jungle::Position start;
  auto empty = main_tree(start);
  const auto first = start.legal_moves()[0];
  ASSERT_TRUE(empty.play(VariationTree<jungle::Move>::root, first));
  const std::string text = record_with_variations(start, {}, empty, records::Notation::wxf);
  EXPECT_NE(text.find("{1. " + jungle::to_string(first) + "}"), std::string::npos) << text;

  jungle::Position game = start;
  ASSERT_TRUE(game.play(first));
  auto t = main_tree(game);
  const auto other = start.legal_moves()[start.legal_moves().size() - 1];
  ASSERT_TRUE(t.play(VariationTree<jungle::Move>::root, other));
  const std::string record = record_with_variations(game, {}, t, records::Notation::wxf);
  EXPECT_NE(
      record.find("1. " + jungle::to_string(first) + " (1. " + jungle::to_string(other) + ")"),
      std::string::npos)
      << record;
}

TEST(MoveNames, InTheNotationChosen) {
  const xiangqi::Position start;
  const auto m = *move_named(start, "h2e2");
  EXPECT_EQ(move_name(start, m, records::Notation::iccs), "h2e2");
  EXPECT_EQ(move_name(start, m, records::Notation::wxf), "C2.5");
  EXPECT_EQ(move_name(start, m, records::Notation::chinese), "炮二平五");
  const std::vector<std::string> pv{"h2e2", "h9g7", "zz99", "h0g2"};
  const auto moves = line_moves(start, std::span<const std::string>(pv));
  ASSERT_EQ(moves.size(), 2u);  // up to the move that is not one
  EXPECT_EQ(line_names(start, std::span<const xiangqi::Move>(moves), records::Notation::chinese),
            (std::vector<std::string>{"炮二平五", "马8进7"}));
  const jungle::Position j;
  const auto jm = j.legal_moves()[0];
  EXPECT_EQ(move_name(j, jm, records::Notation::chinese), jungle::to_string(jm));
}

}  // namespace
}  // namespace qipan::study
