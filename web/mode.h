#pragma once

// [SECTION] The panel's mode tabs (docs/panel.md): one activity at a time —
// playing, analysing, reviewing a game, solving puzzles, the player's saved
// games, editing a position. The tab a player is in is page state, kept with
// the settings (web/settings.h); each view says which tabs it has (a battle
// has fewer than a board game), and the app draws the tab row from that.

#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace qipan::web {

enum class Mode : std::uint8_t { play, analyse, review, puzzles, games, edit };

inline constexpr Mode all_modes[] = {Mode::play,    Mode::analyse, Mode::review,
                                     Mode::puzzles, Mode::games,   Mode::edit};

// A mode's name in the test hooks and in storage: the tab's control is
// "mode-" and this name.
constexpr std::string_view mode_name(Mode m) {
  constexpr std::string_view names[] = {"play", "analyse", "review", "puzzles", "games", "edit"};
  return names[static_cast<int>(m)];
}

// The tabs a view has: a set of modes.
class ModeSet {
 public:
  constexpr ModeSet() = default;
  constexpr ModeSet(std::initializer_list<Mode> modes) {
    for (Mode m : modes) bits_ |= bit(m);
  }
  constexpr bool has(Mode m) const { return (bits_ & bit(m)) != 0; }
  constexpr ModeSet with(Mode m) const {
    ModeSet s = *this;
    s.bits_ |= bit(m);
    return s;
  }
  constexpr int size() const { return __builtin_popcount(bits_); }
  constexpr bool operator==(const ModeSet&) const = default;

 private:
  static constexpr std::uint8_t bit(Mode m) {
    return static_cast<std::uint8_t>(1u << static_cast<int>(m));
  }
  std::uint8_t bits_ = 0;
};

}  // namespace qipan::web
