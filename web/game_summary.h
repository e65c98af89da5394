#pragma once

// [SECTION] What "your games" (web/games_tab.h) keeps of a game beside its
// saved text: how it is played, its result and how it ended, in both
// languages. Every view answers it (web/game_view.h).

#include <cstddef>
#include <string>

namespace qipan::web {

struct GameSummary {
  std::string mode;       // "computer", "people", "link", "battle"
  int level = 0;          // the computer's, 0 when it does not play
  std::string control;    // the time control's name, "" for no clock
  std::string result;     // "1-0", "0-1", "1/2-1/2", "*" while unfinished
  std::string ending_en;  // how it ended, "" while unfinished
  std::string ending_zh;
  std::size_t moves = 0;  // steps played: a game of none is not kept
};

}  // namespace qipan::web
