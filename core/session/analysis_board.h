#pragma once

// The analysis board of any game of the registry: a game's moves as the
// main line of a variation tree (core/study/variation_tree.h), the node on
// the board, and a session (core/session/session.h) for that node's
// position that takes the player's clicks and drags. A move played on the
// board follows the line when it is the line's next move and branches a
// variation otherwise; the game itself never changes here. Going to a node
// replays the moves from the start to it, so the position has its history
// (repetitions count) and an engine is sent those moves.
//
// The board follows a game (follow): when the game moves on, the tree's
// main line becomes the game's moves (its variations kept where they still
// branch from it) and the board goes to the game's end; a game from
// another start makes a new tree.
//
// Its variations can be promoted (one level up, or to the main line) and
// deleted (promote, make_main, remove_variation; edits() says which the
// board's node allows). A promoted main line stays while the game does not
// move on; when it does, the game's moves become the main line again.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/records/pgn.h"
#include "core/session/session.h"
#include "core/study/move_names.h"
#include "core/study/variation_record.h"
#include "core/study/variation_tree.h"

namespace qipan::session {

template <BoardGame Game>
class AnalysisBoard {
 public:
  using Move = typename Game::Move;
  using Square = typename Game::Square;
  using Tree = study::VariationTree<Move>;
  using Node = typename Tree::Node;
  using Click = typename Session<Game>::Click;

  AnalysisBoard() : AnalysisBoard(Game(), {}) {}
  // The game from `start` with `main`, its moves (each legal in turn; the
  // main line stops at the first that is not), on the board at its end.
  AnalysisBoard(Game start, std::span<const Move> main) : start_(std::move(start)) {
    followed_.assign(main.begin(), main.end());
    set_main(main);
    at_ = tree_.main_node(tree_.main_size());
    rebuild();
  }

  // Follows the game `game`: its moves since its last set-up (or start)
  // become the main line. Nothing changes when they already are; otherwise
  // the board goes to the game's end (a game from another start is a new
  // tree). True when something changed.
  bool follow(const Session<Game>& game) {
    const auto since = game.moves_since_setup();
    std::vector<Move> moves;
    for (const auto& e : since.moves) moves.push_back(e.move);
    if (since.from.fen() != start_.fen()) {
      const std::uint64_t revision = revision_;
      *this = AnalysisBoard(since.from, moves);
      revision_ = revision + 1;  // never a number this board had before
      return true;
    }
    if (moves == followed_) return false;
    // A line promoted over the game's moves gives way to them again.
    if (main_line() != followed_) {
      if (auto n = tree_.find(followed_); n && *n != Tree::root && !tree_.main_ply(*n)) {
        (void)tree_.make_main(*n);
      }
    }
    followed_ = moves;
    set_main(moves);
    at_ = tree_.main_node(tree_.main_size());
    rebuild();
    return true;
  }

  // The player's press and release on the board (Session::press and
  // release): a move they play is added to the tree from the node on the
  // board, which moves to it.
  Click press(Square square) { return played(session_.press(square)); }
  Click release(std::optional<Square> square) { return played(session_.release(square)); }
  bool cancel() { return session_.cancel(); }

  // Puts node `n` on the board; an Error for a node not in the tree.
  Result<void> go_to(Node n) {
    if (!tree_.contains(n)) return Error{"no node " + std::to_string(n) + " in the analysis"};
    if (n != at_) {
      at_ = n;
      rebuild();
    }
    return {};
  }
  // What the board's node allows of the variation it is in: promoting it
  // one level up (a variation of a variation), making it the main line,
  // deleting it. All false on the main line.
  struct Edits {
    bool promote = false;
    bool make_main = false;
    bool remove = false;
  };
  Edits edits() const {
    const int level = tree_.level(at_);
    return Edits{level >= 2, level >= 1, level >= 1};
  }
  // The variation the board's node `n` is in promoted one level up, or
  // made the main line (the board stays on its node); an Error for a node
  // not in the tree or on the main line.
  Result<void> promote(Node n) {
    auto r = tree_.promote(n);
    if (r) ++revision_;
    return r;
  }
  Result<void> make_main(Node n) {
    auto r = tree_.make_main(n);
    if (r) ++revision_;
    return r;
  }
  // The variation node `n` is in deleted; a board on one of its nodes goes
  // to the node it branched from. An Error for a node not in the tree or on
  // the main line.
  Result<void> remove_variation(Node n) {
    if (!tree_.contains(n))
      return Error{"no node " + std::to_string(n) + " in the analysis", ErrorCode::bad_argument};
    const auto start = tree_.variation_start(n);
    const bool board_inside = start && tree_.within(at_, *start);
    auto r = tree_.remove_variation(n);
    if (!r) return r.error();
    if (board_inside) at_ = *r;
    rebuild();
    return {};
  }

  // One move back (false at the start) or forward along the line on the
  // board (false at its end).
  bool back() {
    if (at_ == Tree::root) return false;
    at_ = tree_.parent(at_);
    rebuild();
    return true;
  }
  bool forward() {
    if (tree_.children(at_).empty()) return false;
    at_ = tree_.children(at_).front();
    rebuild();
    return true;
  }

  // Plays `line` from the node on the board, move by move, as far as its
  // moves are legal (an engine's line clicked in the panel); the board ends
  // on its last legal move. The number of moves played.
  std::size_t play_line(std::span<const Move> line) {
    std::size_t played = 0;
    for (const Move& m : line) {
      if (!session_.play(m)) break;
      at_ = *tree_.play(at_, m);
      ++played;
    }
    if (played > 0) ++revision_;
    return played;
  }

  const Session<Game>& session() const { return session_; }
  const Game& position() const { return session_.position(); }
  const Tree& tree() const { return tree_; }
  Node at() const { return at_; }
  // The position the moves start from, and the moves to the board's node:
  // what an engine is sent.
  const Game& start() const { return start_; }
  std::vector<Move> moves() const { return tree_.moves_to(at_); }
  // The move that led to the board's node, none at the start.
  std::optional<Move> last_move() const {
    if (at_ == Tree::root) return std::nullopt;
    return tree_.move(at_);
  }
  // A number that changes whenever the board's node does (the engine's
  // lines are for one node: a new number asks for new ones).
  std::uint64_t revision() const { return revision_; }

  // The position after node `n`'s parent: where `n`'s move was played.
  Game before(Node n) const { return position_of(tree_.parent(n)); }
  Game position_of(Node n) const {
    Game g = start_;
    for (const Move& m : tree_.moves_to(n)) (void)g.play(m);
    return g;
  }
  // Node `n`'s move named in `notation` (study::move_name).
  std::string move_text(Node n, records::Notation notation) const {
    return study::move_name(before(n), tree_.move(n), notation);
  }
  // Whether the start's side to move is the game's second side (the move
  // list's pairs start one move later).
  bool second_side_starts() const { return start_.side_to_move() != Game().side_to_move(); }

  // The record of the main line with the variations (study::
  // record_with_variations), tagged `tags`, in `notation`.
  std::string record(const std::vector<records::Tag>& tags, records::Notation notation) const {
    Game game = start_;
    for (const Move& m : main_line()) (void)game.play(m);
    return study::record_with_variations(game, tags, tree_, notation);
  }

 private:
  std::vector<Move> main_line() const { return tree_.moves_to(tree_.main_node(tree_.main_size())); }
  // The main line as far as `moves` are legal from the start.
  void set_main(std::span<const Move> moves) {
    Game g = start_;
    std::vector<Move> legal;
    for (const Move& m : moves) {
      if (!g.play(m)) break;
      legal.push_back(m);
    }
    tree_.set_main_line(legal);
  }
  // A session at the board's node: the start, then the moves to it.
  void rebuild() {
    session_ = Session<Game>(start_);
    for (const Move& m : tree_.moves_to(at_)) (void)session_.play(m);
    ++revision_;
  }
  Click played(Click c) {
    if (c.action == ClickAction::move && c.move) {
      at_ = *tree_.play(at_, *c.move);
      ++revision_;
    }
    return c;
  }

  Game start_;
  Tree tree_;
  Node at_ = Tree::root;
  std::vector<Move> followed_;  // the game's moves last followed
  Session<Game> session_;
  std::uint64_t revision_ = 0;
};

}  // namespace qipan::session
