#pragma once

// A game's record with the variations of its analysis (core/study/
// variation_tree.h) as PGN variations "( ... )", written by the game's own
// record format (core/games/games.h's rewrite_record): Xiangqi's moves in
// the notation asked for, variations included, Jungle's in coordinates.
//
// Where each variation goes: one branching from the position before main
// move k is an alternative to it, written after move k (PGN's rule). One
// played from the game's last position has no main move to stand beside:
// it is written after the last move as a variation that starts with that
// move again ("12. h2e2 (12. h2e2 h9g7 ...)"), and, in a game with no moves
// yet (a position set up, then analysed), as a comment before the moves
// (its moves in coordinates).
// A variation of a variation nests inside it the same way.

#include <cstddef>
#include <string>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/records/pgn.h"
#include "core/records/record.h"
#include "core/study/variation_tree.h"

namespace qipan::study {

namespace detail {

// The moves written in a tree's variations: coordinates, which every
// game's record reader reads (a game with notations renames them when it
// writes the record).
template <BoardGame Game>
struct VariationWriter {
  using Tree = VariationTree<typename Game::Move>;
  using Node = typename Tree::Node;
  const Tree& tree;
  int first_number;     // the start's move number
  bool second_to_move;  // the start's side to move is the second side

  // The move number and side of the move leading to `n`.
  void number_of(Node n, int& number, bool& second) const {
    const std::size_t ply = tree.depth(n) - 1 + (second_to_move ? 1 : 0);
    number = first_number + static_cast<int>(ply / 2);
    second = ply % 2 == 1;
  }

  // The line from `first` (its first children followed), with `lead`, a
  // move written before it (the main line's last move, for a variation
  // from the game's end), and the variations of its later moves nested.
  std::string line(Node first, const std::vector<Node>& lead = {}) const {
    std::vector<Node> nodes = lead;
    for (Node at = first;; at = tree.children(at).front()) {
      nodes.push_back(at);
      if (tree.children(at).empty()) break;
    }
    std::vector<std::string> moves;
    for (Node n : nodes) moves.push_back(to_string(tree.move(n)));
    records::Annotations notes;
    const std::size_t start = lead.size() + 1;  // nodes[start] is the first with siblings here
    for (std::size_t i = start; i < nodes.size(); ++i) {
      for (Node s : tree.children(tree.parent(nodes[i]))) {
        if (s != nodes[i]) notes.variations.push_back({i + 1, line(s)});
      }
    }
    int number = 1;
    bool second = false;
    number_of(nodes.front(), number, second);
    return records::annotated_line(moves, number, second, notes);
  }
};

}  // namespace detail

// The annotations that write `tree`'s variations beside its main line,
// from the start `start` (the position the main line is played from).
template <BoardGame Game>
records::Annotations variation_notes(const Game& start,
                                     const VariationTree<typename Game::Move>& tree) {
  const detail::VariationWriter<Game> writer{tree, static_cast<int>(start.fullmove_number()),
                                             start.side_to_move() != Game().side_to_move()};
  records::Annotations notes;
  const std::size_t n = tree.main_size();
  for (std::size_t k = 1; k <= n; ++k) {
    const auto main = tree.main_node(k);
    for (auto s : tree.children(tree.main_node(k - 1))) {
      if (s != main) notes.variations.push_back({k, writer.line(s)});
    }
  }
  for (auto s : tree.children(tree.main_node(n))) {
    if (n == 0) {
      notes.comments.push_back({0, writer.line(s)});
    } else {
      notes.variations.push_back({n, writer.line(s, {tree.main_node(n)})});
    }
  }
  return notes;
}

// The record of `game` (its start and history, as the game's record
// writes it) with `tags`, in `notation`, and `tree`'s variations, whose
// main line is the game's history.
template <BoardGame Game>
std::string record_with_variations(const Game& game, const std::vector<records::Tag>& tags,
                                   const VariationTree<typename Game::Move>& tree,
                                   records::Notation notation) {
  using Entry = games::EntryOf<Game>;
  typename Entry::Record record;
  record.tags = tags;
  record.position = game;
  const auto notes = variation_notes(records::start_of(game), tree);
  record.comments = notes.comments;
  record.variations = notes.variations;
  return Entry::rewrite_record(record, notation);
}

}  // namespace qipan::study
