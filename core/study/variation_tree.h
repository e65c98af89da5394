#pragma once

// A game's moves and the variations played beside them, as an analysis
// board keeps them: a tree of moves from the game's start (node 0, the
// root), the game itself its main line, and every other line a variation
// branching from the position it was played in. A node stands for the
// position after its move; the first child of a main-line node is the main
// line's next move, and the first child of any other node is its line's
// next move (later children are variations of it).
//
// Node numbers stay valid for as long as the node is in the tree: nodes are
// never renumbered, a node dropped (set_main_line) is only marked so.
//
// rows() lays the tree out as a move list shows it (lichess, xiangqi.com):
// the main line in pairs of moves, each variation on rows of its own under
// the move it is an alternative to, one level deeper per variation in a
// variation. The PGN export of the tree is core/study/variation_record.h.

#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/grid/result.h"

namespace qipan::study {

template <class Move>
class VariationTree {
 public:
  using Node = std::size_t;
  static constexpr Node root = 0;

  VariationTree() : nodes_(1), main_{root} {}

  // Makes `moves` the main line. The main line's nodes as far as `moves`
  // agrees with them are kept, with every variation branching from them; a
  // variation whose first move is the new main line's next move becomes the
  // main line from there; the old main line's nodes past the first
  // difference, and their variations, are dropped.
  void set_main_line(std::span<const Move> moves) {
    std::vector<Node> main{root};
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Node at = main.back();
      const bool was_main = i + 1 < main_.size() && main_[i] == at;
      std::optional<Node> next = child(at, moves[i]);
      if (next && !(was_main && nodes_[at].children.front() == *next)) {
        // A variation becomes the main line; the old main child goes.
        if (was_main && !nodes_[at].children.empty()) drop(nodes_[at].children.front());
        to_front(*next);
      } else if (!next) {
        if (was_main && !nodes_[at].children.empty()) drop(nodes_[at].children.front());
        next = add(at, moves[i], true);
      }
      main.push_back(*next);
    }
    // The old main line past the new one's end is dropped.
    const Node end = main.back();
    if (main.size() < main_.size() && main_[main.size() - 1] == end &&
        !nodes_[end].children.empty() && nodes_[end].children.front() == main_[main.size()]) {
      drop(main_[main.size()]);
    }
    main_ = std::move(main);
  }

  // The main line's length and its node after `ply` moves (ply <= length).
  std::size_t main_size() const { return main_.size() - 1; }
  Node main_node(std::size_t ply) const { return main_[ply]; }
  // The main-line ply of a node on it, none for a node of a variation.
  std::optional<std::size_t> main_ply(Node n) const {
    const std::size_t d = nodes_[n].depth;
    if (d < main_.size() && main_[d] == n) return d;
    return std::nullopt;
  }

  // Plays `m` from node `at`: the child of `at` with that move when there
  // is one, else a new variation (the last of its children; the main
  // line's end gets a variation too: the game itself never changes here).
  // An Error for a node not in the tree.
  Result<Node> play(Node at, Move m) {
    if (!contains(at)) return Error{"no node " + std::to_string(at) + " in the variation tree"};
    if (auto c = child(at, m)) return *c;
    return add(at, m, false);
  }

  bool contains(Node n) const { return n < nodes_.size() && !nodes_[n].dropped; }
  // The move that led to `n` (not for the root), its parent, and its
  // distance from the root in moves.
  Move move(Node n) const { return nodes_[n].move; }
  Node parent(Node n) const { return nodes_[n].parent; }
  std::size_t depth(Node n) const { return nodes_[n].depth; }
  const std::vector<Node>& children(Node n) const { return nodes_[n].children; }
  // Whether anything besides the main line is in the tree.
  bool has_variations() const {
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
      if (!nodes_[i].dropped && !main_ply(i)) return true;
    }
    return false;
  }

  // The moves from the root to `n`, and the nodes on the way (root excluded).
  std::vector<Move> moves_to(Node n) const {
    std::vector<Move> out(nodes_[n].depth);
    for (Node at = n; at != root; at = nodes_[at].parent)
      out[nodes_[at].depth - 1] = nodes_[at].move;
    return out;
  }
  std::vector<Node> path_to(Node n) const {
    std::vector<Node> out(nodes_[n].depth);
    for (Node at = n; at != root; at = nodes_[at].parent) out[nodes_[at].depth - 1] = at;
    return out;
  }
  // The node the moves `line` lead to from the root, none when the tree has
  // no such line.
  std::optional<Node> find(std::span<const Move> line) const {
    Node at = root;
    for (const Move& m : line) {
      auto c = child(at, m);
      if (!c) return std::nullopt;
      at = *c;
    }
    return at;
  }
  // The last node of the line through `n`: its first children followed.
  Node line_end(Node n) const {
    while (!nodes_[n].children.empty()) n = nodes_[n].children.front();
    return n;
  }

  // The first node of the variation `n` is in (the move it branches with),
  // none for the root and the main line's nodes. A variation is a node
  // that is not its parent's line's next move (its parent's first child;
  // every child of the main line's last node is a variation), with the
  // line that follows it.
  std::optional<Node> variation_start(Node n) const {
    if (n == root || main_ply(n)) return std::nullopt;
    for (Node at = n;; at = nodes_[at].parent) {
      const Node p = nodes_[at].parent;
      if (main_ply(p) || nodes_[p].children.front() != at) return at;
    }
  }
  // How deep `n` lies: 0 on the main line, 1 in a variation of it, 2 in a
  // variation of a variation, ...
  int level(Node n) const {
    int out = 0;
    for (auto v = variation_start(n); v; v = variation_start(nodes_[*v].parent)) ++out;
    return out;
  }

  // Promotes the variation `n` is in one level up: it becomes its parent
  // line's continuation there, and that line's old continuation one of its
  // variations. A variation of the main line becomes the main line from
  // where it branches (the old main line from there a variation of it).
  // An Error for a node not in the tree, the root or a main-line node.
  Result<void> promote(Node n) {
    if (!contains(n))
      return Error{"no node " + std::to_string(n) + " in the variation tree",
                   ErrorCode::bad_argument};
    const auto v = variation_start(n);
    if (!v) return Error{"the main line's moves are no variation to promote", ErrorCode::refused};
    const Node p = nodes_[*v].parent;
    const bool from_main = main_ply(p).has_value();
    to_front(*v);
    if (from_main) {
      main_.resize(nodes_[p].depth + 1);
      for (Node at = *v;; at = nodes_[at].children.front()) {
        main_.push_back(at);
        if (nodes_[at].children.empty()) break;
      }
    }
    return {};
  }
  // Promotes the variation `n` is in until `n` is on the main line.
  Result<void> make_main(Node n) {
    if (!contains(n))
      return Error{"no node " + std::to_string(n) + " in the variation tree",
                   ErrorCode::bad_argument};
    if (n == root || main_ply(n))
      return Error{"the move is on the main line already", ErrorCode::refused};
    while (!main_ply(n)) {
      if (auto r = promote(n); !r) return r;
    }
    return {};
  }
  // Deletes the variation `n` is in: its first move and everything after
  // it. The node it branched from (where a board on a deleted node goes).
  // An Error for a node not in the tree, the root or a main-line node (the
  // main line is never deleted; promote a variation over it first).
  Result<Node> remove_variation(Node n) {
    if (!contains(n))
      return Error{"no node " + std::to_string(n) + " in the variation tree",
                   ErrorCode::bad_argument};
    const auto v = variation_start(n);
    if (!v)
      return Error{"the main line's moves cannot be deleted, only a variation", ErrorCode::refused};
    const Node p = nodes_[*v].parent;
    drop(*v);
    return p;
  }
  // Whether `n` is in the tree below `ancestor` (or is it).
  bool within(Node n, Node ancestor) const {
    for (Node at = n;; at = nodes_[at].parent) {
      if (at == ancestor) return true;
      if (at == root) return false;
    }
  }

  // One row of the move list: `nodes`, consecutive moves of one line,
  // `level` deep (0 for the main line, 1 for a variation of it, ...). The
  // main line comes in pairs (a first side's move and the reply), broken
  // where a variation is shown under a move; a variation is one row until a
  // variation of it breaks it.
  struct Row {
    int level = 0;
    std::vector<Node> nodes;
  };
  // `first_is_second_side`: the root's side to move is the second side (a
  // position set up with the second side to move), so the main line's
  // pairs start one move later.
  std::vector<Row> rows(bool first_is_second_side = false) const {
    std::vector<Row> out;
    line_rows(root, 0, first_is_second_side, out);
    return out;
  }

 private:
  struct Entry {
    Node parent = root;
    Move move{};
    std::size_t depth = 0;
    std::vector<Node> children;
    bool dropped = false;
  };

  std::optional<Node> child(Node at, const Move& m) const {
    for (Node c : nodes_[at].children) {
      if (nodes_[c].move == m) return c;
    }
    return std::nullopt;
  }
  Node add(Node at, const Move& m, bool first) {
    const Node n = nodes_.size();
    nodes_.push_back(Entry{at, m, nodes_[at].depth + 1, {}, false});
    auto& siblings = nodes_[at].children;
    if (first) {
      siblings.insert(siblings.begin(), n);
    } else {
      siblings.push_back(n);
    }
    return n;
  }
  // Moves `n` to the front of its parent's children.
  void to_front(Node n) {
    auto& siblings = nodes_[nodes_[n].parent].children;
    std::erase(siblings, n);
    siblings.insert(siblings.begin(), n);
  }
  // Takes `n` and everything under it out of the tree.
  void drop(Node n) {
    std::erase(nodes_[nodes_[n].parent].children, n);
    std::vector<Node> stack{n};
    while (!stack.empty()) {
      const Node at = stack.back();
      stack.pop_back();
      nodes_[at].dropped = true;
      for (Node c : nodes_[at].children) stack.push_back(c);
      nodes_[at].children.clear();
    }
  }

  // The rows of the line that continues from `from`, `level` deep, with the
  // variations along it, each under the move it is an alternative to. The
  // main line (level 0) follows main_ and comes in pairs (a row ends after
  // the second side's move); its end's children are all variations. Any
  // other line follows first children.
  void line_rows(Node from, int level, bool first_is_second_side, std::vector<Row>& out) const {
    Row row{level, {}};
    auto flush = [&] {
      if (!row.nodes.empty()) out.push_back(std::move(row));
      row = Row{level, {}};
    };
    const bool main = level == 0;
    Node at = from;
    while (true) {
      const auto& kids = nodes_[at].children;
      std::optional<Node> next;
      if (main) {
        const std::size_t ply = nodes_[at].depth;
        if (ply < main_size()) next = main_[ply + 1];
      } else if (!kids.empty()) {
        next = kids.front();
      }
      if (!next) {
        if (!kids.empty()) {
          flush();
          for (Node k : kids) variation_rows(k, level + 1, out);
        }
        break;
      }
      row.nodes.push_back(*next);
      const bool second_side = (nodes_[*next].depth + (first_is_second_side ? 1 : 0)) % 2 == 0;
      if (kids.size() > 1) {
        flush();
        for (Node k : kids) {
          if (k != *next) variation_rows(k, level + 1, out);
        }
      } else if (main && second_side) {
        flush();
      }
      at = *next;
    }
    flush();
  }
  // A variation from its first node `first`: that move, then its line.
  void variation_rows(Node first, int level, std::vector<Row>& out) const {
    const std::size_t before = out.size();
    out.push_back(Row{level, {first}});
    std::vector<Row> rest;
    line_rows(first, level, false, rest);
    if (!rest.empty() && rest.front().level == level) {
      auto& head = out[before].nodes;
      head.insert(head.end(), rest.front().nodes.begin(), rest.front().nodes.end());
      rest.erase(rest.begin());
    }
    out.insert(out.end(), rest.begin(), rest.end());
  }

  std::vector<Entry> nodes_;
  std::vector<Node> main_;  // main_[k]: the main line's node after k moves
};

}  // namespace qipan::study
