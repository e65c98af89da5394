#include "core/session/clock.h"

#include <algorithm>
#include <charconv>
#include <string>

namespace qipan::session {
namespace {

Error bad(std::string message) { return Error{std::move(message), ErrorCode::bad_argument}; }

std::string seconds_text(std::int64_t ms) {
  if (ms % 1000 == 0) return std::to_string(ms / 1000) + " s";
  return std::to_string(ms) + " ms";
}

// A whole number at the start of `text`, consumed; none when there is none.
std::optional<std::int64_t> take_number(std::string_view& text) {
  std::int64_t n = 0;
  if (text.empty() || text[0] < '0' || text[0] > '9') return std::nullopt;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end == text.data()) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return n;
}

}  // namespace

Result<void> check_time_control(const TimeControl& c) {
  if (c.main_ms < 0 || c.increment_ms < 0 || c.reading_ms < 0 || c.periods < 0) {
    return bad("a time control cannot be negative");
  }
  if (c.main_ms > max_main_ms) {
    return bad("a main time of " + seconds_text(c.main_ms) + " is too long: at most 10 hours");
  }
  if (c.increment_ms > max_increment_ms) {
    return bad("an increment of " + seconds_text(c.increment_ms) +
               " is too long: at most 10 minutes");
  }
  if (c.reading_ms > max_reading_ms) {
    return bad("reading seconds of " + seconds_text(c.reading_ms) +
               " are too long: at most 10 minutes a move");
  }
  if (c.periods > max_periods) {
    return bad(std::to_string(c.periods) + " reading periods are too many: at most " +
               std::to_string(max_periods));
  }
  if ((c.reading_ms == 0) != (c.periods == 0)) {
    return bad("reading seconds need at least one period, and periods need reading seconds");
  }
  if (c.unlimited()) {
    if (c.increment_ms != 0) return bad("an increment needs a main time");
    return {};
  }
  if (c.increment_ms != 0 && c.main_ms == 0) return bad("an increment needs a main time");
  if (c.main_ms + c.reading_ms < min_playable_ms) {
    return bad("a clock of " + seconds_text(c.main_ms + c.reading_ms) +
               " cannot be played: at least 1 s of main time or reading seconds");
  }
  return {};
}

Result<TimeControl> parse_time_control(std::string_view text) {
  if (text == "none" || text == "-") return TimeControl{};
  const std::string shown = "time control '" + std::string(text.substr(0, 40)) + "'";
  std::string_view rest = text;
  const auto minutes = take_number(rest);
  if (!minutes || rest.empty() || (rest[0] != '+' && rest[0] != '|')) {
    return bad("bad " + shown + ": expected 'none', minutes+seconds like '5+3', or " +
               "minutes|reading seconds like '10|30'");
  }
  const char kind = rest[0];
  rest.remove_prefix(1);
  const auto seconds = take_number(rest);
  if (!seconds) return bad("bad " + shown + ": expected seconds after '" + kind + "'");
  std::int64_t periods = kind == '|' ? 1 : 0;
  if (kind == '|' && !rest.empty() && rest[0] == 'x') {
    rest.remove_prefix(1);
    const auto p = take_number(rest);
    if (!p) return bad("bad " + shown + ": expected a count of periods after 'x'");
    periods = *p;
  }
  if (!rest.empty()) return bad("bad " + shown + ": unexpected '" + std::string(rest) + "'");
  // Checked before multiplying, so that no product overflows.
  if (*minutes > max_main_ms / 60000) return bad(shown + " is too long: at most 10 hours");
  if (*seconds > max_reading_ms / 1000) {
    return bad(shown + " is too long: at most 10 minutes a move");
  }
  if (periods > max_periods) {
    return bad(shown + " has too many periods: at most " + std::to_string(max_periods));
  }
  TimeControl c;
  c.main_ms = *minutes * 60000;
  if (kind == '+') {
    c.increment_ms = *seconds * 1000;
  } else {
    c.reading_ms = *seconds * 1000;
    c.periods = static_cast<int>(periods);
  }
  if (c.unlimited()) {
    return bad("a clock of 0 s cannot be played: 'none' is the control without a clock");
  }
  if (auto ok = check_time_control(c); !ok) return ok.error();
  return c;
}

std::string time_control_name(const TimeControl& c) {
  if (c.unlimited()) return "none";
  auto amount = [](std::int64_t ms, std::int64_t unit) {
    if (ms % unit == 0) return std::to_string(ms / unit);
    return std::to_string(ms / unit) + "." + std::to_string(ms % unit * 1000 / unit);
  };
  std::string out = amount(c.main_ms, 60000);
  if (c.reading_ms == 0) return out + "+" + amount(c.increment_ms, 1000);
  out += "|" + amount(c.reading_ms, 1000);
  if (c.periods != 1) out += "x" + std::to_string(c.periods);
  if (c.increment_ms != 0) out += "+" + amount(c.increment_ms, 1000);
  return out;
}

Clock::Clock(TimeControl control) : control_(control) {
  for (SideTime& s : sides_) s = {control.main_ms, control.periods, 0};
}

Result<Clock> Clock::make(const TimeControl& control) {
  if (auto ok = check_time_control(control); !ok) return ok.error();
  return Clock(control);
}

ClockState Clock::state(std::int64_t now) const {
  ClockState s;
  for (std::size_t i = 0; i < 2; ++i) {
    s.main_ms[i] = sides_[i].main_ms;
    s.periods[i] = sides_[i].periods;
    s.used_ms[i] = sides_[i].used_ms;
  }
  s.started = started_;
  s.running = running_;
  s.paused = paused_;
  s.stopped = stopped_;
  s.flagged = flagged_;
  s.move_ms = move_ms(std::max(now, last_));
  if (const auto limit = allowance(sides_[static_cast<std::size_t>(running_)]);
      limit && !stopped_ && s.move_ms >= *limit) {
    s.move_ms = *limit - 1;
  }
  return s;
}

Result<Clock> Clock::from_state(const TimeControl& control, const ClockState& s, std::int64_t now) {
  if (!control.unlimited()) {
    if (auto ok = check_time_control(control); !ok) return ok.error();
  } else if (control != TimeControl{}) {
    return bad("a clock without a limit has no increment or reading seconds");
  }
  if (now < 0) return bad("the time cannot be negative");
  auto side_bad = [](std::size_t i, const std::string& what) {
    return bad(std::string(i == 0 ? "the first mover's" : "the second mover's") + " clock " + what);
  };
  for (std::size_t i = 0; i < 2; ++i) {
    if (s.main_ms[i] < 0 || s.periods[i] < 0 || s.used_ms[i] < 0) {
      return side_bad(i, "cannot hold negative time");
    }
    if (s.main_ms[i] > max_main_ms) return side_bad(i, "holds more than 10 hours");
    if (s.periods[i] > control.periods) {
      return side_bad(i, "holds " + std::to_string(s.periods[i]) +
                             " reading periods, the control gives " +
                             std::to_string(control.periods));
    }
    if (control.unlimited() && s.main_ms[i] != 0) return side_bad(i, "holds time without a limit");
    if (control.main_ms == 0 && s.main_ms[i] != 0)
      return side_bad(i, "holds main time the control does not give");
    if (s.main_ms[i] > 0 && s.periods[i] != control.periods) {
      return side_bad(i, "spent reading periods before its main time");
    }
    if (!control.unlimited() && s.main_ms[i] == 0 && s.periods[i] == 0 &&
        s.flagged != static_cast<int>(i)) {
      return side_bad(i, "has no time left, but its flag has not fallen");
    }
  }
  if (s.running != 0 && s.running != 1) return bad("a clock's side is 0 or 1");
  if (s.move_ms < 0) return bad("the move under way cannot have taken negative time");
  Clock c(control);
  if (!s.started) {
    if (!(s.main_ms == std::array<std::int64_t, 2>{control.main_ms, control.main_ms}) ||
        !(s.periods == std::array<int, 2>{control.periods, control.periods}) ||
        s.used_ms != std::array<std::int64_t, 2>{0, 0} || s.move_ms != 0 || s.paused || s.stopped ||
        s.flagged) {
      return bad("a clock that has not started holds its whole time");
    }
    c.last_ = now;
    return c;
  }
  if (s.flagged) {
    if (*s.flagged != s.running) return bad("the flag fell on the side whose time did not run");
    const auto f = static_cast<std::size_t>(*s.flagged);
    if (s.main_ms[f] != 0 || s.periods[f] != 0) return bad("a fallen flag's side has time left");
    if (!s.stopped) return bad("a clock whose flag fell has stopped");
  }
  if (s.stopped && s.paused) return bad("a stopped clock is not paused");
  if (s.flagged && s.move_ms != 0) return bad("a clock whose flag fell has no move under way");
  for (std::size_t i = 0; i < 2; ++i) {
    c.sides_[i] = {s.main_ms[i], s.periods[i], s.used_ms[i]};
  }
  if (const auto limit = c.allowance(c.sides_[static_cast<std::size_t>(s.running)]);
      limit && !s.flagged && s.move_ms >= *limit) {
    return bad("the move under way took " + seconds_text(s.move_ms) + ", more than the side had");
  }
  c.started_ = true;
  c.running_ = s.running;
  c.paused_ = s.paused;
  c.stopped_ = s.stopped;
  c.flagged_ = s.flagged;
  c.since_ = c.last_ = now;
  c.before_ = s.move_ms;
  return c;
}

Result<void> Clock::check_now(std::int64_t now) const {
  if (now < 0) return bad("the time cannot be negative");
  if (now < last_) {
    return bad("the time ran backwards: " + std::to_string(now) + " ms after " +
               std::to_string(last_) + " ms");
  }
  return {};
}

std::int64_t Clock::move_ms(std::int64_t now) const {
  if (!started_) return 0;
  if (stopped_) return before_;  // the last move's time, stopped with it (0 for a fallen flag)
  return before_ + (paused_ ? 0 : now - since_);
}

std::optional<std::int64_t> Clock::allowance(const SideTime& t) const {
  if (control_.unlimited()) return std::nullopt;
  return t.main_ms + control_.reading_ms * t.periods;
}

ClockFace Clock::face(int side, std::int64_t now) const {
  const SideTime& t = sides_[static_cast<std::size_t>(side & 1)];
  ClockFace f{t.main_ms,
              control_.reading_ms,
              t.periods,
              t.used_ms,
              t.main_ms == 0 && control_.reading_ms > 0,
              flagged_ == (side & 1)};
  // A stopped clock shows the running side as the game left it: the last
  // move's time is still counted against it (move_ms).
  if (!started_ || running_ != (side & 1) || flagged_) {
    if (f.flagged) f = {0, 0, 0, t.used_ms, control_.reading_ms > 0, true};
    return f;
  }
  const std::int64_t spent = move_ms(std::max(now, last_));
  f.used_ms += spent;
  const auto limit = allowance(t);
  if (!limit) return f;
  if (spent >= *limit) return {0, 0, 0, f.used_ms, control_.reading_ms > 0, true};
  if (spent < t.main_ms) {
    f.main_ms = t.main_ms - spent;
    return f;
  }
  const std::int64_t over = spent - t.main_ms;
  f.main_ms = 0;
  f.reading = true;
  f.periods = t.periods - static_cast<int>(over / control_.reading_ms);
  f.reading_ms = control_.reading_ms - over % control_.reading_ms;
  return f;
}

std::optional<int> Clock::flag(std::int64_t now) const {
  if (flagged_) return flagged_;
  if (!started_ || stopped_) return std::nullopt;
  const auto limit = allowance(sides_[static_cast<std::size_t>(running_)]);
  if (limit && move_ms(std::max(now, last_)) >= *limit) return running_;
  return std::nullopt;
}

std::optional<std::int64_t> Clock::flag_time() const {
  if (!started_ || stopped_ || paused_) return std::nullopt;
  const auto limit = allowance(sides_[static_cast<std::size_t>(running_)]);
  if (!limit) return std::nullopt;
  return since_ - before_ + *limit;
}

Result<std::optional<int>> Clock::check(std::int64_t now) {
  if (auto ok = check_now(now); !ok) return ok.error();
  const std::optional<int> fallen = flag(now);
  last_ = now;
  if (fallen && !flagged_) {
    SideTime& t = sides_[static_cast<std::size_t>(running_)];
    t.used_ms += *allowance(t);
    t.main_ms = 0;
    t.periods = 0;
    flagged_ = fallen;
    stopped_ = true;
    before_ = 0;
  }
  return fallen;
}

Result<void> Clock::start(std::int64_t now, int side) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (side != 0 && side != 1) return bad("a clock's side is 0 or 1");
  if (started_) return Error{"the clock has already started", ErrorCode::refused};
  started_ = true;
  running_ = side;
  since_ = last_ = now;
  before_ = 0;
  return {};
}

Result<void> Clock::press(std::int64_t now) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (!started_) return Error{"the clock has not started", ErrorCode::refused};
  if (flagged_) return Error{"the flag has fallen", ErrorCode::refused};
  if (stopped_) return Error{"the clock has stopped", ErrorCode::refused};
  if (paused_) return Error{"the clock is paused", ErrorCode::refused};
  auto fallen = check(now);
  if (fallen.ok() && *fallen) {
    return Error{"the flag fell before the move was made", ErrorCode::refused};
  }
  fold(move_ms(now), true);
  running_ ^= 1;
  since_ = now;
  before_ = 0;
  return {};
}

void Clock::fold(std::int64_t spent, bool add_increment) {
  SideTime& t = sides_[static_cast<std::size_t>(running_)];
  t.used_ms += spent;
  if (control_.unlimited()) return;
  if (spent < t.main_ms) {
    t.main_ms -= spent;
    if (add_increment) t.main_ms = std::min(t.main_ms + control_.increment_ms, max_main_ms);
    return;
  }
  const std::int64_t over = spent - t.main_ms;
  t.main_ms = 0;
  t.periods -= static_cast<int>(over / control_.reading_ms);
}

Result<void> Clock::pause(std::int64_t now) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (!started_ || stopped_) return Error{"the clock is not running", ErrorCode::refused};
  if (paused_) return Error{"the clock is already paused", ErrorCode::refused};
  if (auto fallen = check(now); fallen.ok() && *fallen) {
    return Error{"the flag has fallen", ErrorCode::refused};
  }
  before_ += now - since_;
  paused_ = true;
  return {};
}

Result<void> Clock::resume(std::int64_t now) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (!paused_ || stopped_) return Error{"the clock is not paused", ErrorCode::refused};
  paused_ = false;
  since_ = last_ = now;
  return {};
}

Result<void> Clock::stop(std::int64_t now) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (!started_ || stopped_) return Error{"the clock is not running", ErrorCode::refused};
  if (auto fallen = check(now); fallen.ok() && *fallen) return {};
  // The time of the move under way stays counted against its side (no
  // increment), kept apart as the last move's: a stopped clock shows what
  // was left when the game ended, to the reading second.
  before_ = move_ms(now);
  stopped_ = true;
  paused_ = false;
  return {};
}

Result<void> Clock::hand_to(std::int64_t now, int side) {
  if (auto ok = check_now(now); !ok) return ok.error();
  if (side != 0 && side != 1) return bad("a clock's side is 0 or 1");
  if (!started_ || stopped_) return Error{"the clock is not running", ErrorCode::refused};
  if (auto fallen = check(now); fallen.ok() && *fallen) {
    return Error{"the flag has fallen", ErrorCode::refused};
  }
  if (side == running_) return {};
  fold(move_ms(now), false);
  running_ = side;
  since_ = now;
  before_ = 0;
  return {};
}

}  // namespace qipan::session
