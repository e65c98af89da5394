#pragma once

// A game of any BoardGame as a board UI plays it: the selected square, what
// a click means, whose turn it is, orders that bend the turn, free set-up,
// and a history with undo and redo. The UI forwards clicks and draws what the
// session reports; it never decides a rule itself.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/session/click.h"

namespace qipan::session {

// What a click did, so a UI can animate or sound it without re-deriving it.
enum class ClickAction : std::uint8_t { select, deselect, move, reject, none };

constexpr std::string_view action_name(ClickAction a) {
  switch (a) {
    case ClickAction::select:
      return "select";
    case ClickAction::deselect:
      return "deselect";
    case ClickAction::move:
      return "move";
    case ClickAction::reject:
      return "reject";
    case ClickAction::none:
      return "none";
  }
  return "none";
}

// Options of an order, a command outside the normal turn order.
struct OrderOptions {
  bool ignore_turn = false;  // a piece of the side not to move may move
  bool keep_turn = false;    // the side that moved moves again (让步)
};

template <BoardGame Game>
class Session {
 public:
  using Position = Game;
  using Move = typename Game::Move;
  using Square = typename Game::Square;
  using Side = typename Game::Side;

  struct Click {
    ClickAction action = ClickAction::none;
    std::optional<Move> move;        // the move played, for `move`
    std::optional<Square> selected;  // the selection after the click
  };

  // One step of the history: a move made by a click (or `play`), an order,
  // or a set-up change. `before` is the position it started from.
  struct Entry {
    enum class Kind : std::uint8_t { move, order, setup } kind = Kind::move;
    Move move{};
    OrderOptions options{};
    Square square{};
    char letter = '\0';
    Position before;
  };

  Session() = default;
  explicit Session(Position start) : position_(std::move(start)) {}

  const Position& position() const { return position_; }
  Side turn() const { return position_.side_to_move(); }
  GameStatus<Side> status() const { return position_.status(); }
  std::optional<Square> selected() const { return selected_; }

  // The legal destinations of the selected piece (empty without a selection).
  std::vector<Square> targets() const {
    std::vector<Square> out;
    if (!selected_) return out;
    for (Move m : position_.legal_moves_from(*selected_)) out.push_back(m.to());
    return out;
  }

  // Applies the six cases of click_intent to a click on `square` (an on-board
  // index). A legal move is played, passes the turn and clears the selection;
  // a forbidden one is a `reject` that keeps the selection. Once the game is
  // over a click does nothing but clear the selection.
  Click click(Square square) {
    if (position_.status().over) {
      selected_.reset();
      return {ClickAction::none, std::nullopt, std::nullopt};
    }
    const bool own = position_.owner(square) == position_.side_to_move();
    switch (click_intent(selected_.has_value(), selected_ == square, own)) {
      case ClickIntent::select:
        selected_ = square;
        return {ClickAction::select, std::nullopt, selected_};
      case ClickIntent::deselect:
        selected_.reset();
        return {ClickAction::deselect, std::nullopt, std::nullopt};
      case ClickIntent::try_move: {
        const Move m = Move::make(*selected_, square);
        if (!position_.is_legal(m)) return {ClickAction::reject, std::nullopt, selected_};
        record({Entry::Kind::move, m, {}, {}, '\0', position_});
        auto played = position_.play(m);
        (void)played;  // legal, so it was played
        selected_.reset();
        return {ClickAction::move, m, std::nullopt};
      }
      case ClickIntent::nothing:
        break;
    }
    return {ClickAction::none, std::nullopt, selected_};
  }

  // Plays a move of the side to move, as a click on its piece then on its
  // destination would (for UIs with their own input, and for replay).
  Result<void> play(Move m) {
    Position before = position_;
    auto played = position_.play(m);
    if (!played) return played;
    record({Entry::Kind::move, m, {}, {}, '\0', std::move(before)});
    selected_.reset();
    return {};
  }

  // A move outside the normal turn order: with `ignore_turn` a piece of the
  // side not to move may make a move its rules allow; with `keep_turn` the
  // side that moved keeps the turn. Refused, with the reason, when the move is
  // not one the piece can make or the resulting position is not valid.
  Result<void> order(Move m, OrderOptions options) {
    if (auto s = position_.status(); s.over) {
      return Error{"the game is over (" + std::string(reason_name(s.reason)) +
                   "): undo or start a new game"};
    }
    const auto mover = position_.owner(m.from());
    if (!mover) return Error{"no piece on " + square_text(m.from()) + " to move"};
    Position next = position_;
    if (*mover != position_.side_to_move()) {
      if (!options.ignore_turn) {
        return Error{"it is " + side_text(position_.side_to_move()) + "'s turn and the piece on " +
                     square_text(m.from()) + " is " + side_text(*mover) +
                     "'s (an order with ignoreTurn may move it)"};
      }
      auto handed = position_.with_side_to_move(*mover);
      if (!handed) return Error{"ignoreTurn: " + handed.error().message};
      next = std::move(handed).value();
    }
    if (auto played = next.play(m); !played) return played;
    if (options.keep_turn && next.side_to_move() != *mover) {
      auto kept = next.with_side_to_move(*mover);
      if (!kept) return Error{"keepTurn: " + kept.error().message};
      next = std::move(kept).value();
    }
    record({Entry::Kind::order, m, options, {}, '\0', position_});
    position_ = std::move(next);
    selected_.reset();
    return {};
  }

  // Free set-up (摆棋, 让子): puts the piece with FEN letter `letter` on
  // `square`, or clears it with '\0'. Refused when the result is not a valid
  // position. Allowed at any time, also after the game ended.
  Result<void> setup(Square square, char letter) {
    auto changed = position_.with_piece(square, letter);
    if (!changed) return changed.error();
    record({Entry::Kind::setup, {}, {}, square, letter, position_});
    position_ = std::move(changed).value();
    selected_.reset();
    return {};
  }

  // Takes back the last move, order or set-up; false when there is none.
  bool undo() {
    if (applied_ == 0) return false;
    --applied_;
    position_ = entries_[applied_].before;
    selected_.reset();
    return true;
  }

  // Replays the last step undone; false when there is none (a new move,
  // order or set-up after an undo clears what could be redone).
  bool redo() {
    if (applied_ == entries_.size()) return false;
    const Entry e = entries_[applied_];
    std::vector<Entry> rest(entries_.begin() + static_cast<std::ptrdiff_t>(applied_) + 1,
                            entries_.end());
    bool ok = false;
    switch (e.kind) {
      case Entry::Kind::move:
        ok = play(e.move).ok();
        break;
      case Entry::Kind::order:
        ok = order(e.move, e.options).ok();
        break;
      case Entry::Kind::setup:
        ok = setup(e.square, e.letter).ok();
        break;
    }
    // Replaying recorded the step again and dropped the redo tail: restore it.
    entries_.insert(entries_.end(), rest.begin(), rest.end());
    return ok;
  }

  bool can_undo() const { return applied_ > 0; }
  bool can_redo() const { return applied_ < entries_.size(); }

  // The steps played so far (undone ones excluded), oldest first.
  std::vector<Entry> history() const {
    return {entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(applied_)};
  }
  std::size_t history_size() const { return applied_; }
  const Entry& history_entry(std::size_t i) const { return entries_[i]; }

  // The last move or order played, if the last step was one.
  std::optional<Move> last_move() const {
    if (applied_ == 0) return std::nullopt;
    const Entry& e = entries_[applied_ - 1];
    if (e.kind == Entry::Kind::setup) return std::nullopt;
    return e.move;
  }

 private:
  void record(Entry e) {
    entries_.resize(applied_);
    entries_.push_back(std::move(e));
    applied_ = entries_.size();
  }

  static std::string square_text(Square s) {
    return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
  }
  static std::string side_text(Side s) { return std::string(Game::side_name(s)); }

  Position position_;
  std::optional<Square> selected_;
  std::vector<Entry> entries_;
  std::size_t applied_ = 0;
};

}  // namespace qipan::session
