#pragma once

// A game of any BoardGame as a board UI plays it: the selected square, what
// a click means, whose turn it is, orders that bend the turn, free set-up,
// and a history with undo and redo. The UI forwards clicks and draws what the
// session reports; it never decides a rule itself.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/board_game.h"
#include "core/grid/click.h"
#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/square.h"

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

  bool operator==(const OrderOptions&) const = default;
};

// How an order's refusals name its two options. The core says them in words;
// a caller with its own names for them (the JS API's `ignoreTurn`,
// `keepTurn`) passes those, so its users read the names they wrote.
struct OrderWords {
  std::string_view ignore_turn = "ignore turn";
  std::string_view keep_turn = "keep turn";
};

// The session over one game. Invariants: the selection, when there is one,
// is a piece of the side to move in a game that is not over; `position()` is
// always a valid position of the game; history()[i].before is the position
// step i started from, and replaying step i on it gives the next one.
//
// Orders and set-ups that hand the turn over or change the board go through
// the game's `with_side_to_move` / `with_piece`, which start a fresh history
// inside the position: repetition (and perpetual check) only count positions
// since the last such step. The session's own history keeps every step, and
// undo restores the position exactly as it was, its repetition record included.
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
  // or a set-up change. `before` is the position it started from (for
  // notation, which depends on the position). A move and an order fill
  // `move` (an order also `options`); a set-up fills `square` and `letter`
  // ('\0' for a square cleared).
  struct Entry {
    enum class Kind : std::uint8_t { move, order, setup } kind = Kind::move;
    Move move{};
    OrderOptions options{};
    Square square{};
    char letter = '\0';
    Position before;
  };

  Session() = default;
  explicit Session(Position start) : position_(std::move(start)), rulings_(position_.rulings()) {}

  const Position& position() const { return position_; }
  Side turn() const { return position_.side_to_move(); }

  // The position's status, a reported ruling's ply counted in the session's
  // steps (history()): the ruling applies from the position after that many
  // steps. Rulings only see the moves since the last step that started a
  // fresh history in the position (a set-up, or an order that bends the turn).
  GameStatus<Side> status() const {
    GameStatus<Side> s = position_.status();
    if (s.ruling) {
      const std::size_t since = position_.history().size() - s.ruling->ply;
      s.ruling->ply = applied_ >= since ? applied_ - since : 0;
    }
    return s;
  }

  // Whether rulings end the game (the default) or are only reported
  // (grid/rulings.h). The mode belongs to the session: undo and redo keep it.
  void set_rulings(Rulings r) {
    rulings_ = r;
    position_.set_rulings(r);
    clear_selection();
    ++revision_;
  }
  Rulings rulings() const { return rulings_; }
  std::optional<Square> selected() const { return selected_; }

  // Whether `square` is an index of the game's board.
  static constexpr bool on_board(Square square) {
    return static_cast<int>(square) < grid::square_count(Game::shape);
  }

  // The legal destinations of the selected piece (empty without a selection).
  std::vector<Square> targets() const {
    std::vector<Square> out;
    if (!selected_) return out;
    for (Move m : position_.legal_moves_from(*selected_)) out.push_back(m.to());
    return out;
  }

  // Applies the six cases of click_intent to a click on `square`. A legal
  // move is played, passes the turn and clears the selection; a forbidden one
  // is a `reject` that keeps the selection. Once the game is over, and while
  // the computer is to move, a click does nothing but clear the selection; a
  // square off the board does nothing.
  Click click(Square square) {
    if (position_.status().over || computer_to_move()) {
      clear_selection();
      return {ClickAction::none, std::nullopt, std::nullopt};
    }
    if (!on_board(square)) return {ClickAction::none, std::nullopt, selected_};
    const bool own = position_.owner(square) == position_.side_to_move();
    switch (click_intent(selected_.has_value(), selected_ == square, own)) {
      case ClickIntent::select:
        selected_ = square;
        return {ClickAction::select, std::nullopt, selected_};
      case ClickIntent::deselect:
        clear_selection();
        return {ClickAction::deselect, std::nullopt, std::nullopt};
      case ClickIntent::try_move: {
        const Move m = Move::make(*selected_, square);
        if (!position_.is_legal(m) || !play(m)) {
          return {ClickAction::reject, std::nullopt, selected_};
        }
        return {ClickAction::move, m, std::nullopt};
      }
      case ClickIntent::nothing:
        break;
    }
    return {ClickAction::none, std::nullopt, selected_};
  }

  // Drag-and-drop alongside click-click: a press on a square acts as a click
  // would (click_intent), except on the selected piece, which waits for the
  // release; a press on an own piece also grabs it. The release then follows
  // release_intent (core/grid/click.h): on the square pressed it keeps the
  // selection (or, for a piece selected before the press, deselects it, as a
  // click would); on another square it drops the piece there — a legal move
  // is played, anything else is a `reject` that keeps the selection; off the
  // board (`square` none) the piece returns, still selected.
  Click press(Square square) {
    grab_.reset();
    if (position_.status().over || computer_to_move() || !on_board(square)) return click(square);
    if (position_.owner(square) == position_.side_to_move()) {
      const bool was_selected = selected_ == square;
      selected_ = square;
      grab_ = Grab{square, was_selected};
      return {was_selected ? ClickAction::none : ClickAction::select, std::nullopt, selected_};
    }
    return click(square);
  }

  Click release(std::optional<Square> square) {
    const std::optional<Grab> g = grab_;
    grab_.reset();
    if (!g || selected_ != g->square) return {ClickAction::none, std::nullopt, selected_};
    const bool on = square && on_board(*square);
    switch (release_intent(true, g->was_selected, on, on && *square == g->square)) {
      case ReleaseIntent::deselect:
        clear_selection();
        return {ClickAction::deselect, std::nullopt, std::nullopt};
      case ReleaseIntent::drop: {
        const Move m = Move::make(g->square, *square);
        if (!position_.is_legal(m) || !play(m)) {
          return {ClickAction::reject, std::nullopt, selected_};
        }
        return {ClickAction::move, m, std::nullopt};
      }
      case ReleaseIntent::keep:
      case ReleaseIntent::nothing:
        break;
    }
    return {ClickAction::none, std::nullopt, selected_};
  }

  // The piece held by a press not yet released (drawn under the pointer).
  std::optional<Square> grabbed() const {
    return grab_ ? std::optional<Square>(grab_->square) : std::nullopt;
  }

  // Puts the selected (or grabbed) piece down (Esc); false when none was.
  bool cancel() {
    if (!selected_ && !grab_) return false;
    clear_selection();
    return true;
  }

  // Whether a press on `square` would pick up a piece: a person is to move
  // and it is one of their pieces (for a pointer cursor over it).
  bool can_select(Square square) const {
    return person_to_move() && on_board(square) &&
           position_.owner(square) == position_.side_to_move();
  }

  // Plays a move of the side to move, as a click on its piece then on its
  // destination would (for UIs with their own input, and for replay).
  Result<void> play(Move m) { return take(Entry{Entry::Kind::move, m, {}, {}, '\0', position_}); }

  // A move outside the normal turn order: with `ignore_turn` a piece of the
  // side not to move may make a move its rules allow; with `keep_turn` the
  // side that moved keeps the turn. With neither it is an ordinary move.
  // Refused, with the reason, after the end of the game, when the move is
  // not one the piece can make, or when handing the turn over would give a
  // position the game does not allow (in xiangqi, one where the side not to
  // move is in check). `words` name the options in the reason.
  Result<void> order(Move m, OrderOptions options, const OrderWords& words = {}) {
    return take(Entry{Entry::Kind::order, m, options, {}, '\0', position_}, words);
  }

  // Free set-up (摆棋, 让子): puts the piece with FEN letter `letter` on
  // `square`, or clears it with '\0'. Refused, with the game's reason, when
  // the result is not a valid position. Allowed at any time, also after the
  // end of the game (it is how a position is edited). Putting what is
  // already there changes nothing and records nothing.
  Result<void> setup(Square square, char letter) {
    if (on_board(square) && position_.piece_letter(square) == letter) return {};
    return take(Entry{Entry::Kind::setup, {}, {}, square, letter, position_});
  }

  // Takes back the last move, order or set-up; false when there is none.
  bool undo() {
    if (applied_ == 0) return false;
    --applied_;
    position_ = entries_[applied_].before;
    position_.set_rulings(rulings_);
    clear_selection();
    ++revision_;
    return true;
  }

  // Replays the last step undone; false when there is none. A new move,
  // order or set-up after an undo clears what could be redone.
  bool redo() {
    if (applied_ == entries_.size()) return false;
    auto next = after(entries_[applied_]);
    if (!next) return false;  // cannot happen: the step was taken from this very position
    position_ = std::move(next).value();
    position_.set_rulings(rulings_);
    ++applied_;
    clear_selection();
    ++revision_;
    return true;
  }

  bool can_undo() const { return applied_ > 0; }
  bool can_redo() const { return applied_ < entries_.size(); }

  // Play against the computer: `side` is the side the computer plays, none
  // when people play both sides (the default). Changing it keeps the game
  // and clears the selection.
  void set_computer(std::optional<Side> side) {
    computer_ = side;
    clear_selection();
    ++revision_;
  }
  std::optional<Side> computer() const { return computer_; }

  // Whether the computer should move now: it plays a side, that side is to
  // move, and the game is not over. Clicks then do nothing.
  bool computer_to_move() const {
    return computer_ && position_.side_to_move() == *computer_ && !position_.status().over;
  }
  // Whether a person is to move in a game that is not over (what a hint is for).
  bool person_to_move() const {
    return !position_.status().over && !(computer_ && position_.side_to_move() == *computer_);
  }

  // The computer's move: played like `play`, but only while the computer is
  // to move (a reply that comes late, after an undo or a new setting, is
  // refused and changes nothing).
  Result<void> play_computer(Move m) {
    if (!computer_to_move()) {
      if (!computer_) return Error{"no side is played by the computer"};
      if (position_.status().over) return Error{"no more moves: " + ended(position_.status())};
      return Error{"it is " + side_text(position_.side_to_move()) +
                   "'s turn, played by a person, not the computer"};
    }
    return play(m);
  }

  // Takes back the last turn of the person: against the computer, back to
  // just before the person's last step (their move and the computer's reply
  // to it, or their move alone while the computer thinks); between people,
  // the last step, as `undo`. False when there is nothing to take back (the
  // computer's opening move alone is not the person's to undo).
  bool undo_turn() {
    const auto step = last_person_step();
    if (!step) return false;
    while (applied_ > *step) undo();
    return true;
  }
  bool can_undo_turn() const { return last_person_step().has_value(); }

  // Replays what undo_turn took back: the next step and, against the
  // computer, the steps after it up to the person's next turn. False when
  // there is nothing to redo.
  bool redo_turn() {
    if (!redo()) return false;
    while (computer_to_move() && redo()) {
    }
    return true;
  }

  // The steps taken so far (undone ones excluded), oldest first.
  std::span<const Entry> history() const { return {entries_.data(), applied_}; }
  std::size_t history_size() const { return applied_; }
  // Step i of history(), for i < history_size().
  const Entry& history_entry(std::size_t i) const { return entries_[i]; }
  // The steps undone that redo() would replay, the next one first (what a
  // saved session carries besides its history).
  std::span<const Entry> redo_steps() const {
    return {entries_.data() + applied_, entries_.size() - applied_};
  }

  // The move of the last step when it was a move or an order; none before
  // the first step and after a set-up (the board no longer shows that move).
  std::optional<Move> last_move() const {
    if (applied_ == 0) return std::nullopt;
    const Entry& e = entries_[applied_ - 1];
    if (e.kind == Entry::Kind::setup) return std::nullopt;
    return e.move;
  }

  // The moves since the last set-up or order (or since the start): the
  // position they start from, the steps (all moves), and the ply of the
  // first in history(). A set-up or an order starts a fresh history in the
  // position, so this is what an engine is sent to see the repetitions, and
  // what a saved game keeps.
  struct MovesSince {
    const Position& from;
    std::span<const Entry> moves;
    std::size_t first = 0;
  };
  MovesSince moves_since_setup() const {
    std::size_t first = applied_;
    while (first > 0 && entries_[first - 1].kind == Entry::Kind::move) --first;
    const Position& from = first < applied_ ? entries_[first].before : position_;
    return {from, {entries_.data() + first, applied_ - first}, first};
  }

  // A number that changes whenever the game as saved could: a step taken,
  // undone or redone, the rulings or the computer's side set. It never
  // changes for a selection, a press or a refused step. A UI that keeps the
  // game compares it with the one it last kept instead of the whole text.
  std::uint64_t revision() const { return revision_; }

 private:
  // Takes a step from the current position (step.before): on success records
  // it, dropping whatever could have been redone, and clears the selection;
  // otherwise changes nothing.
  Result<void> take(Entry step, const OrderWords& words = {}) {
    auto next = after(step, words);
    if (!next) return next.error();
    position_ = std::move(next).value();
    position_.set_rulings(rulings_);
    entries_.resize(applied_);
    entries_.push_back(std::move(step));
    applied_ = entries_.size();
    clear_selection();
    ++revision_;
    return {};
  }

  // The position a step leads to from its `before`, or why it cannot be taken.
  static Result<Position> after(const Entry& step, const OrderWords& words = {}) {
    switch (step.kind) {
      case Entry::Kind::move:
        return after_move(step.before, step.move);
      case Entry::Kind::order:
        return after_order(step.before, step.move, step.options, words);
      case Entry::Kind::setup:
        return after_setup(step.before, step.square, step.letter);
    }
    return Error{"unknown kind of step"};
  }

  static Result<Position> after_move(const Position& from, Move m) {
    if (!on_board(m.from()) || !on_board(m.to())) return off_board(m);
    Position next = from;
    if (auto played = next.play(m); !played) return played.error();
    return next;
  }

  static Result<Position> after_order(const Position& from, Move m, OrderOptions options,
                                      const OrderWords& words) {
    const std::string ignore(words.ignore_turn);
    const std::string keep(words.keep_turn);
    if (auto s = from.status(); s.over) return Error{"no more moves: " + ended(s)};
    if (!on_board(m.from()) || !on_board(m.to())) return off_board(m);
    const auto mover = from.owner(m.from());
    if (!mover) return Error{"no piece on " + square_text(m.from()) + " to move"};
    Position next = from;
    if (*mover != from.side_to_move()) {
      if (!options.ignore_turn) {
        return Error{"it is " + side_text(from.side_to_move()) + "'s turn and the piece on " +
                     square_text(m.from()) + " is " + side_text(*mover) + "'s (an order with " +
                     ignore + " may move it)"};
      }
      auto handed = from.with_side_to_move(*mover);
      if (!handed) {
        return Error{ignore + ": the turn cannot go to " + side_text(*mover) + ": " +
                     handed.error().message};
      }
      next = std::move(handed).value();
      if (auto s = next.status(); s.over) {
        return Error{ignore + ": with " + side_text(*mover) +
                     " to move the game is over: " + ended(s)};
      }
    }
    if (auto played = next.play(m); !played) return played.error();
    if (options.keep_turn && next.side_to_move() != *mover) {
      auto kept = next.with_side_to_move(*mover);
      if (!kept) {
        return Error{keep + ": " + side_text(*mover) + " cannot move again after " + to_string(m) +
                     ": " + kept.error().message};
      }
      next = std::move(kept).value();
    }
    return next;
  }

  static Result<Position> after_setup(const Position& from, Square square, char letter) {
    if (!on_board(square)) {
      return Error{"square " + std::to_string(square) + " is off the board (squares are 0 to " +
                   std::to_string(grid::square_count(Game::shape) - 1) + ")"};
    }
    return from.with_piece(square, letter);
  }

  static Error off_board(Move m) {
    const Square s = on_board(m.from()) ? m.to() : m.from();
    return Error{"square " + std::to_string(s) + " is off the board (squares are 0 to " +
                 std::to_string(grid::square_count(Game::shape) - 1) + ")"};
  }

  // "red won by checkmate", "blue won by no_moves", "drawn by repetition":
  // the reason by its API name (status().reason), as scripts match it.
  static std::string ended(const GameStatus<Side>& s) {
    const std::string why(reason_name(s.reason));
    if (s.winner) return side_text(*s.winner) + " won by " + why;
    return "drawn by " + why;
  }

  static std::string square_text(Square s) {
    return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
  }
  static std::string side_text(Side s) { return std::string(Game::side_name(s)); }

  // The index of the last step a person took (every step between people; a
  // set-up, or a move or order of a piece not the computer's, against it).
  std::optional<std::size_t> last_person_step() const {
    if (!computer_) {
      if (applied_ == 0) return std::nullopt;
      return applied_ - 1;
    }
    for (std::size_t i = applied_; i-- > 0;) {
      const Entry& e = entries_[i];
      if (e.kind == Entry::Kind::setup || e.before.owner(e.move.from()) != computer_) return i;
    }
    return std::nullopt;
  }

  void clear_selection() {
    selected_.reset();
    grab_.reset();
  }

  // A press on an own piece: where, and whether it was selected before.
  struct Grab {
    Square square;
    bool was_selected;
  };

  Position position_;
  Rulings rulings_ = Rulings::enforce;
  std::optional<Square> selected_;
  std::optional<Grab> grab_;
  std::optional<Side> computer_;
  std::vector<Entry> entries_;
  std::size_t applied_ = 0;
  std::uint64_t revision_ = 0;
};

}  // namespace qipan::session
