#pragma once

// "Match me": a computer level that follows the player's results. After each
// finished game the player played at it against the computer, the level
// moves one up after the player's win, one down after the player's loss, and
// stays after a draw, within 1..level_count (core/search/levels.h). It
// settles where the player wins about as often as they lose — the level
// that matches them. A game left unfinished does not count.
//
// The page keeps it per game type as text (`text()`, `parse()`):
// `v=1&level=4&games=7&wins=3&draws=1&losses=3&last=1`.

#include <string>
#include <string_view>

#include "core/grid/result.h"

namespace qipan::session {

// The player's result in a finished game.
enum class PlayerResult { win, draw, loss };

class MatchMe {
 public:
  // The level a player starts at: the middle of the lower levels, so that a
  // beginner loses a few games before it settles, not a dozen.
  static constexpr int first_level = 3;

  MatchMe() = default;

  // The level the next game is played at (1..level_count).
  int level() const { return level_; }
  // The player's games, wins, draws and losses at "match me", all levels.
  int games() const { return wins_ + draws_ + losses_; }
  int wins() const { return wins_; }
  int draws() const { return draws_; }
  int losses() const { return losses_; }
  // How the last game moved the level: +1, -1, or 0 (also before any game,
  // and when the level was already at its end).
  int last_change() const { return last_change_; }

  // A finished game the player played at level() against the computer.
  MatchMe after(PlayerResult r) const;

  std::string text() const;
  // Reads text() back; refused, with the reason, for a level outside
  // 1..level_count, a negative or non-numeric count, another version, a
  // change other than -1, 0, +1, or a missing field.
  static Result<MatchMe> parse(std::string_view text);

 private:
  int level_ = first_level;
  int wins_ = 0, draws_ = 0, losses_ = 0;
  int last_change_ = 0;
};

}  // namespace qipan::session
