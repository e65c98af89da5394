#pragma once

// [SECTION] What the test hooks (web/app_hooks.cpp) read of a board game's
// Analyse tab (web/board/analysis_tab.h).

#include <cstddef>
#include <string>
#include <vector>

namespace qipan::web {

// What the test hooks read of the Analyse tab (web/app_hooks.cpp).
struct AnalysisHookState {
  struct Line {
    std::string score;            // "+0.35", "M3"
    std::string text;             // as the panel writes it
    std::vector<std::string> pv;  // coordinates
  };
  std::string fen;
  std::vector<std::string> moves;  // to the board's node, coordinates
  std::size_t node = 0;
  int lines_wanted = 0;
  int depth = 0;
  double nodes = 0;
  bool running = false;
  int requests = 0;  // analyses asked for so far
  std::string error;
  double share = 0.5;  // the evaluation bar's first-side share
  std::vector<Line> lines;
  struct Row {
    int level = 0;
    std::vector<std::string> moves;
  };
  std::vector<Row> rows;
  int variations = 0;               // rows deeper than the game
  std::vector<std::string> arrows;  // the arrows' moves, best first
};

}  // namespace qipan::web
