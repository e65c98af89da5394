#pragma once

// A two-sided game clock on time the caller reads (milliseconds of a
// monotonic clock, performance.now() on a page): the core never reads a
// clock itself, so a background tab, a test or a replay passes whatever time
// it has, and the clock stays right however seldom it is asked.
//
// A time control is a main time, an increment (Fischer: added after each
// move made within the main time) and Xiangqi's reading seconds (读秒): once
// the main time is spent, every move must be made within `reading_ms`; with
// `periods` above 1 a move that overruns uses up a period and the count
// starts again (Japanese byo-yomi), with 1 the first overrun loses. The
// forms follow the Chinese league timing described at
// http://hoaufx.com/jiao/260290.html (基本用时, then 读秒 "每步棋必须在 10
// 秒或 20 秒内完成"; 加秒制 an increment; 包干制 sudden death) and the
// byo-yomi of the shogi crate (docs.rs/shogi, TimeControl::Byoyomi: "the
// player can use the time up to main time + byoyomi").
//
// Sides are 0 (the side that moves first in the game) and 1.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/result.h"

namespace qipan::session {

struct TimeControl {
  std::int64_t main_ms = 0;       // each side's main time; 0 with reading seconds only
  std::int64_t increment_ms = 0;  // added after each move made within the main time
  std::int64_t reading_ms = 0;    // 读秒: the time for each move once the main time is spent
  int periods = 0;                // reading periods; 0 exactly when reading_ms is 0

  // No limit at all: the clock only counts the time each side has used.
  bool unlimited() const { return main_ms == 0 && reading_ms == 0; }
  bool operator==(const TimeControl&) const = default;
};

// The limits check_time_control enforces: a game of at most ten hours a
// side, an increment or a reading period of at most ten minutes.
inline constexpr std::int64_t max_main_ms = 10LL * 60 * 60 * 1000;
inline constexpr std::int64_t max_increment_ms = 10LL * 60 * 1000;
inline constexpr std::int64_t max_reading_ms = 10LL * 60 * 1000;
inline constexpr int max_periods = 10;
// A control below this (main time plus a reading period) could not be
// played by a person: a clock "of 0" or of a few milliseconds is refused.
inline constexpr std::int64_t min_playable_ms = 1000;

// Whether `c` is a control a game can be played on, with the reason if not.
Result<void> check_time_control(const TimeControl& c);

// The named controls: "none", "5+3", "10+5", "15+10" (minutes + seconds of
// increment), "10|30" (ten minutes, then 30 reading seconds a move), and any
// "M+S" or "M|S" or "M|SxP" (P periods) spelled that way. An error names
// what was wrong.
Result<TimeControl> parse_time_control(std::string_view text);
// The control's name as parse_time_control reads it ("5+3", "10|30x3").
std::string time_control_name(const TimeControl& c);

// What a clock shows of one side at some time.
struct ClockFace {
  std::int64_t main_ms = 0;     // main time left (0 once spent)
  std::int64_t reading_ms = 0;  // time left of the current reading period (0 before)
  int periods = 0;              // reading periods left, the current one included
  std::int64_t used_ms = 0;     // time used in the game so far
  bool reading = false;         // the main time is spent: reading seconds count
  bool flagged = false;         // the flag has fallen
  bool operator==(const ClockFace&) const = default;
};

// What a clock holds at some moment, to be kept (a page's saved game) and
// set again later (Clock::from_state): each side's main time left, reading
// periods left and time used; whether it has started, the side whose time
// runs (or ran last), the time spent on the move under way (on a stopped
// clock, the last move's, not counted in the side's times); paused,
// stopped, and the side whose flag fell. Sides are indexed as the clock's.
struct ClockState {
  std::array<std::int64_t, 2> main_ms{};
  std::array<int, 2> periods{};
  std::array<std::int64_t, 2> used_ms{};
  bool started = false;
  int running = 0;
  std::int64_t move_ms = 0;
  bool paused = false;
  bool stopped = false;
  std::optional<int> flagged;
  bool operator==(const ClockState&) const = default;
};

// The clock of one game. Invariants: time never runs backwards (a call with
// an earlier `now` than the last one is refused and changes nothing); at most
// one side's time runs, and none while paused, before start, after a flag
// fell or after stop; a refused call changes nothing.
class Clock {
 public:
  Clock() = default;
  explicit Clock(TimeControl control);
  // The clock of `control` once check_time_control accepts it.
  static Result<Clock> make(const TimeControl& control);

  const TimeControl& control() const { return control_; }

  // What the clock holds at `now` (no earlier than the last call): the
  // move under way has taken move_ms so far. A flag fallen by `now` but not
  // yet recorded by `check` shows as time spent to the last millisecond.
  ClockState state(std::int64_t now) const;
  // The clock of `control` holding `state`, its time going on from `now`:
  // the running side's move has already taken state.move_ms (the time in
  // between, a page closed, is not counted). Refused, with the reason, for
  // a state no clock of that control could reach (more time or periods
  // than the control gives, a fallen flag with time left, a move that
  // took longer than the side had).
  static Result<Clock> from_state(const TimeControl& control, const ClockState& state,
                                  std::int64_t now);

  // Starts `side`'s time at `now`. Refused when already started.
  Result<void> start(std::int64_t now, int side);
  // The running side made a move at `now`: its time stops (increment added,
  // reading period reset) and the other side's starts. Refused when not
  // running, paused, or when the flag had already fallen at `now` (the flag
  // is then recorded: the move came too late).
  Result<void> press(std::int64_t now);
  // Stops and restarts the running side's time (two players at one screen).
  Result<void> pause(std::int64_t now);
  Result<void> resume(std::int64_t now);
  // Stops the clock for good (the game ended some other way). The running
  // side's last move keeps its time (ClockState::move_ms): the face shows
  // what was left, reading seconds included.
  Result<void> stop(std::int64_t now);
  // Hands the running time to `side` (after an undo gave the turn back): the
  // time spent so far counts against the side that was running, with no
  // increment. A take-back gives no time back.
  Result<void> hand_to(std::int64_t now, int side);

  bool started() const { return started_; }
  bool paused() const { return paused_; }
  bool stopped() const { return stopped_; }
  // The side whose time runs (or would run, when paused); none before start.
  std::optional<int> running() const {
    return started_ ? std::optional<int>(running_) : std::nullopt;
  }
  // What `side`'s clock shows at `now` (no earlier than the last call).
  ClockFace face(int side, std::int64_t now) const;
  // The side whose flag has fallen by `now`, if any; a fallen flag found
  // here is recorded by `check`.
  std::optional<int> flag(std::int64_t now) const;
  // Records a flag fallen by `now` (the clock stops at the moment it fell);
  // returns the side, none when both flags stand.
  Result<std::optional<int>> check(std::int64_t now);
  // The moment the running side's flag falls, none without a limit or while
  // not running (for a page's timer: when to look again).
  std::optional<std::int64_t> flag_time() const;
  std::optional<int> flagged() const { return flagged_; }

 private:
  struct SideTime {
    std::int64_t main_ms = 0;
    int periods = 0;
    std::int64_t used_ms = 0;
  };
  Result<void> check_now(std::int64_t now) const;
  // Counts `spent` against the running side (its increment added when asked).
  void fold(std::int64_t spent, bool add_increment);
  // The time spent on the current move by `now`.
  std::int64_t move_ms(std::int64_t now) const;
  // The most a move may take from `t`: main time and every reading period
  // (none without a limit).
  std::optional<std::int64_t> allowance(const SideTime& t) const;

  TimeControl control_{};
  std::array<SideTime, 2> sides_{};
  int running_ = 0;
  bool started_ = false;
  bool paused_ = false;
  bool stopped_ = false;
  std::optional<int> flagged_;
  std::int64_t since_ = 0;   // when the running side's time last started or resumed
  std::int64_t before_ = 0;  // time spent on the current move before a pause
  std::int64_t last_ = 0;    // the latest time any call was given
};

}  // namespace qipan::session
