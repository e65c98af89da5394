#pragma once

// [SECTION] Playing a board game against the computer, as the panel shows
// it: the setting (people or the computer, the person's side, the level),
// its controls, the last search's figures, and the two marks on the board —
// the computer thinking, and a hint's arrow. Which side moves and what a
// click may do stay with the session (core/session); the search itself runs
// in the page's Web Worker (web/engine_link.h).

#include <imgui.h>

#include <string>

namespace qipan::web {

inline constexpr int min_level = 1;
inline constexpr int max_level = 8;  // core/search/levels.h, docs/search.md

// How a board game is played: between people, or a person against the
// computer. `person` is the side the person plays, 0 for the side that
// moves first (Red in Xiangqi, Blue in Jungle) and 1 for the other. The app
// keeps the setting across new games.
struct OpponentSetting {
  bool computer = false;
  int person = 0;
  int level = 3;
  // "Match me" (core/session/match_me.h): the level follows the person's
  // results against the computer, kept per game type; `level` is then the
  // level it has reached.
  bool match = false;

  bool operator==(const OpponentSetting&) const = default;
};

// What the last search reported, for the panel and the test hooks.
struct SearchInfo {
  std::string move;
  bool hint = false;
  int level = 0;
  int score = 0;
  int depth = 0;
  double nodes = 0;
  double time_ms = 0;
};

class Controls;
struct Words;

// The panel's opponent rows: Two players / vs computer, and against the
// computer the person's side (labelled `sides`) and the level. Control ids:
// "people", "computer", "side-0", "side-1", "level-1" .. "level-8". Returns
// the setting after this frame's clicks.
OpponentSetting opponent_controls(Controls& controls, OpponentSetting setting,
                                  const char* const sides[2]);

// "Thinking" with a turning wheel, on the panel's current line.
void draw_thinking_line(const char* who, double now);

// A turning wheel of dots of radius `r` around `c`: the computer is thinking.
void draw_thinking_mark(ImDrawList* dl, ImVec2 c, float r, double now);
// An arrow from `from` to `to` (square centres), `r` a piece's radius: a hint.
void draw_hint_arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float r);

// How often the thinking marks step while the computer thinks: the app draws
// that often, and no more, while nothing else changes.
inline constexpr double thinking_step_seconds = 0.2;

}  // namespace qipan::web
