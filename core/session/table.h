#pragma once

// The game table around one board game: its clock and its ending beyond the
// board (core/session/clock.h, ending.h) kept in step with the moves, so
// that the page only forwards what happened and when. Time is always the
// caller's (milliseconds of a monotonic clock); the table never reads one.
//
// The table's rules:
// - The clock starts with the game's first move: the first mover's first
//   move costs no time, and the other side's time starts when it is made
//   (as lichess starts a clock after the first move). Every later move
//   presses the clock.
// - A move that comes after the mover's flag fell does not save the game:
//   the game ends on time (a draw when the other side could never mate,
//   the game's own can_mate).
// - Whatever ends the game stops the clock.
// - The clock may be paused only between two people at one screen; against
//   the computer it runs (the computer cannot wait).
// - A take-back hands the running time to the side to move again, and gives
//   no time back; an end recorded beside the board (a resignation, a draw
//   agreed or claimed, a fallen flag) is final and cannot be taken back.
// - The computer answers a draw offer by computer_accepts_draw
//   (core/session/ending.h) on its own last evaluation; with none yet it
//   declines.
// - A game begins with its first move or when the players say so (a page's
//   Start): until then the time control may still change and the computer
//   does not move, so a player who takes the second side chooses first.
// - No move is made while the clock is paused, and none once the game is
//   over, beside the board or on it.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "core/games/table_rules.h"
#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/search/time_budget.h"
#include "core/session/clock.h"
#include "core/session/ending.h"

namespace qipan::session {

// What a table holds at some moment, to be kept with its game and set
// again (Table::from_state): the time control, whether the game has begun,
// the clock's state, the end recorded beside the board and the draw offer
// standing.
template <class Side>
struct TableState {
  TimeControl control;
  bool begun = false;
  ClockState clock;
  std::optional<Outcome<Side>> end;
  std::optional<Side> offer;
  bool operator==(const TableState&) const = default;
};

template <BoardGame Game>
class Table {
 public:
  using Side = typename Game::Side;

  // The table at `now` (the time it was last told, so that a fallen flag
  // is already recorded).
  TableState<Side> state(std::int64_t now) const {
    return {clock_.control(), begun_, clock_.state(now), ending_.recorded(), ending_.offer()};
  }
  // The table of the game at `p` holding `state`, its clock going on from
  // `now` (core/session/clock.h's Clock::from_state: the time in between
  // is not counted). Refused, with the reason, for a state no table could
  // reach at `p`: a bad clock or ending, a flag fallen without the game
  // ending on time (or the other way round), a flag's winner that does not
  // follow from what the other side could mate with, a game over with its
  // clock still running.
  static Result<Table> from_state(const TableState<Side>& state, const Game& p, std::int64_t now) {
    auto clock = Clock::from_state(state.control, state.clock, now);
    if (!clock) return Error{"the clock: " + clock.error().message, ErrorCode::bad_data};
    auto ending = Ending<Game>::restored(p, state.end, state.offer);
    if (!ending) return Error{"the ending: " + ending.error().message, ErrorCode::bad_data};
    const bool on_time = state.end && state.end->how == Termination::time;
    const auto flagged = clock->flagged();
    if (on_time != flagged.has_value() || (on_time && index(*state.end->by) != *flagged)) {
      return Error{"the clock's fallen flag and the end on time do not match", ErrorCode::bad_data};
    }
    if (on_time) {
      const Side other = opposite(*state.end->by);
      const bool mates = games::can_mate_in(p, other);
      if (mates != state.end->winner.has_value()) {
        return Error{std::string("a fallen flag is ") + (mates ? "lost" : "drawn") + " here",
                     ErrorCode::bad_data};
      }
    }
    if (state.end && clock->started() && !clock->stopped()) {
      return Error{"the game ended, but its clock still runs", ErrorCode::bad_data};
    }
    Table t;
    t.clock_ = std::move(clock).value();
    t.ending_ = std::move(ending).value();
    t.begun_ = state.begun || t.clock_.started();
    t.settle(p, now);
    return t;
  }

  Table() = default;
  explicit Table(TimeControl control) : clock_(control) {}

  const Clock& clock() const { return clock_; }
  const Ending<Game>& ending() const { return ending_; }
  bool timed() const { return !clock_.control().unlimited(); }
  bool paused() const { return clock_.paused(); }

  std::optional<Outcome<Side>> outcome(const Game& p) const { return ending_.outcome(p); }
  bool over(const Game& p) const { return ending_.over(p); }
  // The game ended beside the board: final, no take-back undoes it.
  bool ended_beside_board(const Game& p) const {
    const auto o = outcome(p);
    return o && o->how != Termination::rules;
  }

  // Whether the game has begun (its first move, or begin()).
  bool begun() const { return begun_; }
  void begin() { begun_ = true; }
  // Another time control, only before the game begins.
  Result<void> set_control(const TimeControl& control) {
    if (begun_) return Error{"the game has begun: its time control is kept", ErrorCode::refused};
    if (!control.unlimited()) {
      if (auto ok = check_time_control(control); !ok) return ok;
    }
    clock_ = Clock(control);
    return {};
  }

  // Whether a move may be made in `p` now: the game is not over and its
  // clock not paused.
  bool takes_moves(const Game& p) const { return !over(p) && !paused(); }
  // Whether the computer may move in `p` now: the game has begun and takes moves.
  bool computer_may_move(const Game& p) const { return begun_ && takes_moves(p); }
  // Whether a move may be taken back: not once the game ended beside the board.
  bool can_take_back(const Game& p) const { return !ended_beside_board(p); }
  // Whether a side's time is running now (a page redraws the clock while it is).
  bool running() const {
    return timed() && clock_.started() && !clock_.stopped() && !clock_.paused() &&
           !clock_.flagged();
  }

  // `mover` made a move at `now`, reaching `after`.
  void moved(const Game& after, Side mover, std::int64_t now) {
    begun_ = true;
    ending_.moved(mover);
    if (!timed() || clock_.stopped() || clock_.flagged()) return;
    if (!clock_.started()) {
      (void)clock_.start(now, index(opposite(mover)));
    } else if (auto fell = clock_.check(now); fell && *fell) {
      flag(after, side(**fell));
      return;
    } else if (clock_.paused()) {
      (void)clock_.resume(now);
      (void)clock_.press(now);
    } else {
      (void)clock_.press(now);
    }
    settle(after, now);
  }

  // The clock read at `now`: a fallen flag ends the game, the board's own
  // end stops the clock. Returns true when the game ended on time now.
  bool tick(const Game& p, std::int64_t now) {
    if (!timed() || !clock_.started() || clock_.stopped() || ending_.over(p)) {
      settle(p, now);
      return false;
    }
    auto fell = clock_.check(now);
    if (!fell || !*fell) return false;
    flag(p, side(**fell));
    return true;
  }

  Result<void> resign(const Game& p, Side s, std::int64_t now) {
    return ended(ending_.resign(p, s), p, now);
  }
  Result<void> offer_draw(const Game& p, Side s, std::int64_t now) {
    return ended(ending_.offer_draw(p, s), p, now);
  }
  Result<void> accept_draw(const Game& p, Side s, std::int64_t now) {
    return ended(ending_.accept_draw(p, s), p, now);
  }
  Result<void> decline_draw(const Game& p, Side s) { return ending_.decline_draw(p, s); }
  Result<void> claim_draw(const Game& p, Side s, std::int64_t now) {
    return ended(ending_.claim_draw(p, s), p, now);
  }

  // `person` offers a draw to the computer, whose last evaluation of the
  // game (centipawns, its own view) is `eval`, in the move numbered
  // `move_number`: true when it accepted (the game is drawn), false when it
  // declined (the offer is withdrawn).
  Result<bool> offer_to_computer(const Game& p, Side person, std::optional<int> eval,
                                 int move_number, std::int64_t now) {
    if (auto ok = ending_.offer_draw(p, person); !ok) return ok.error();
    const Side computer = opposite(person);
    if (eval && computer_accepts_draw(*eval, move_number)) {
      if (auto ok = accept_draw(p, computer, now); !ok) return ok.error();
      return true;
    }
    if (auto ok = ending_.decline_draw(p, computer); !ok) return ok.error();
    return false;
  }

  Result<void> pause(std::int64_t now, bool against_computer) {
    if (against_computer) {
      return Error{"the clock cannot be paused against the computer", ErrorCode::refused};
    }
    if (!timed()) return Error{"this game has no clock to pause", ErrorCode::refused};
    return clock_.pause(now);
  }
  Result<void> resume(std::int64_t now) { return clock_.resume(now); }

  // A take-back left `p`: the clock runs for its side to move.
  Result<void> taken_back(const Game& p, std::int64_t now) {
    if (ended_beside_board(p)) {
      return Error{"the game has ended: " + termination_words<Game>(outcome(p)),
                   ErrorCode::game_over};
    }
    if (!timed() || !clock_.started() || clock_.stopped()) return {};
    return clock_.hand_to(now, index(p.side_to_move()));
  }

  // How long the computer playing `s` may think on its move at `now`, its
  // `moves_played` moves made so far (search::move_time_ms); 0 without a
  // limit. Before the clock starts it reads the full main time.
  std::int64_t computer_move_ms(Side s, std::int64_t now, int moves_played) const {
    if (!timed()) return 0;
    const ClockFace f = clock_.face(index(s), now);
    search::ClockReading r;
    r.main_ms = clock_.started() ? f.main_ms : clock_.control().main_ms;
    r.increment_ms = clock_.control().increment_ms;
    r.reading_ms = f.reading ? f.reading_ms : clock_.control().reading_ms;
    r.moves_played = moves_played;
    return search::move_time_ms(r);
  }

  static int index(Side s) { return static_cast<int>(s); }
  static Side side(int i) { return static_cast<Side>(i); }

 private:
  void flag(const Game& p, Side fallen) {
    (void)ending_.flag_fell(p, fallen, games::can_mate_in(p, opposite(fallen)));
  }
  // Stops the clock once the game is over.
  void settle(const Game& p, std::int64_t now) {
    if (ending_.over(p) && clock_.started() && !clock_.stopped() && !clock_.flagged()) {
      (void)clock_.stop(now);
    }
  }
  Result<void> ended(Result<void> r, const Game& p, std::int64_t now) {
    if (r) settle(p, now);
    return r;
  }

  Clock clock_;
  Ending<Game> ending_;
  bool begun_ = false;
};

// Who acts for a screen at the table (resigns, offers or claims a draw):
// by link the side played here, against the computer the person's side,
// between people at one screen the side to move.
template <class Side>
Side acting_side(std::optional<Side> computer, std::optional<Side> link_side, Side to_move) {
  if (link_side) return *link_side;
  if (computer) return opposite(*computer);
  return to_move;
}

}  // namespace qipan::session
