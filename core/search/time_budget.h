#pragma once

// How long the computer thinks on a clock: a pure function from what its
// clock shows to a movetime for search::Budget. The rule, in the manner of
// the simple engines' time managers (a share of the remaining time, most of
// the increment, a margin for the page's latency):
//
// - Main time: the remaining time shared over the moves still expected
//   (`expected_moves_left`: 40 at the start, falling to 15 as the game goes
//   on), plus three quarters of the increment; never more than half the
//   remaining time, so that a long think never loses on time.
// - Reading seconds (读秒): a period is free as long as the move comes in
//   time, so the computer uses up to three quarters of it (the main time's
//   share added while main time is left); an extra period is never spent.
// - Always at least `min_move_ms`, and always `safety_ms` short of the
//   moment the flag would fall.

#include <algorithm>
#include <cstdint>

namespace qipan::search {

struct ClockReading {
  std::int64_t main_ms = 0;       // main time left
  std::int64_t increment_ms = 0;  // added after a move made within the main time
  std::int64_t reading_ms = 0;    // the length of a reading period (0 for none)
  int moves_played = 0;           // the computer's own moves so far
};

inline constexpr std::int64_t safety_ms = 150;
inline constexpr std::int64_t min_move_ms = 20;

// The moves the computer still expects to make: 40 at first, one fewer for
// every two played, at least 15.
constexpr int expected_moves_left(int moves_played) {
  return std::max(15, 40 - std::max(moves_played, 0) / 2);
}

// The milliseconds to spend on this move; 0 when the clock has no limit
// (no main time and no reading seconds: search by depth or level instead).
constexpr std::int64_t move_time_ms(const ClockReading& c) {
  const std::int64_t main = std::max<std::int64_t>(c.main_ms, 0);
  const std::int64_t reading = std::max<std::int64_t>(c.reading_ms, 0);
  if (main == 0 && reading == 0) return 0;
  const std::int64_t deadline = main + reading - safety_ms;
  std::int64_t share = main / expected_moves_left(c.moves_played);
  if (reading == 0) {
    share += std::max<std::int64_t>(c.increment_ms, 0) * 3 / 4;
    share = std::min(share, main / 2);
  } else {
    share += reading * 3 / 4;
  }
  return std::max(min_move_ms, std::min(share, deadline));
}

}  // namespace qipan::search
