#pragma once

// [SECTION] The Analyse tab's part of the panel, for any game (docs/panel.md):
// the number of lines (− / +), Back / Next / Game end (and on a variation
// Promote / Make main line / Delete variation), the depth reached, the
// engine's lines each with its score and moves in the player's notation (a
// click plays one through) in blocks of one steady height, and the move list
// with its variations indented under the move they branch from. And what the board draws beside
// it: the evaluation bar and the lines' arrows. The tab
// (web/board/analysis_tab.h) reads all of it from its analysis board and
// does what the panel asked after it is drawn.

#include <imgui.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "web/analysis_words.h"
#include "web/controls.h"

namespace qipan::web {

// One move of the analysis move list: its node, its text (with the move
// number where a row starts or a line resumes), its colour, whether it is
// the node on the board.
struct AnalysisMove {
  std::size_t node = 0;
  std::string text;
  ImU32 colour = 0;
  bool current = false;
};
struct AnalysisRow {
  int level = 0;  // 0 for the game, 1 for a variation of it, ...
  std::vector<AnalysisMove> moves;
};

struct AnalysisPanelState {
  int lines_wanted = 3;
  std::vector<std::string> lines;  // "+0.35  C2.5  H8+7 …", best first
  int depth = 0;                   // 0 while no depth is done
  double nodes = 0;
  bool running = false;
  bool over = false;
  std::string error;
  bool can_back = false;
  bool can_forward = false;
  bool at_game_end = true;
  // What the variation on the board allows (AnalysisBoard::edits).
  bool can_promote = false;
  bool can_make_main = false;
  bool can_remove = false;
  // The height every line's block is given, and the width it was measured
  // at (the tab keeps the tallest block drawn; a new width measures again).
  float line_height = 0;
  float line_width = 0;
  std::vector<AnalysisRow> rows;
};

struct AnalysisActions {
  int lines_wanted = 3;             // after this frame's − / +
  std::optional<std::size_t> line;  // a line clicked (its index)
  std::optional<std::size_t> node;  // a move of the list clicked
  bool back = false;
  bool forward = false;
  bool to_game = false;
  bool promote = false;
  bool make_main = false;
  bool remove = false;
  float line_height = 0;  // the tallest line's block this frame, at line_width
  float line_width = 0;
};

// Control ids: "analyse-fewer", "analyse-more", "analyse-line-1".."-5",
// "analyse-back", "analyse-forward", "analyse-game", "anode-<node>"; on a
// variation "analyse-promote", "analyse-main", "analyse-delete".
AnalysisActions draw_analysis_section(Controls& controls, const AnalysisWords& aw,
                                      const AnalysisPanelState& state, double now);
// The move list with variations, `height` high.
void draw_analysis_moves(Controls& controls, const AnalysisPanelState& state, float height,
                         AnalysisActions& actions);

// The evaluation bar in [min, max]: the first side's `share` (0..1) in
// `first` colour from its end (the bottom of a vertical bar, the left of a
// horizontal one; the other end when `flipped`), the rest in `second`;
// `label` ("+0.35", "M3") written at the leading side's end.
void draw_eval_bar(ImDrawList* dl, ImVec2 min, ImVec2 max, double share, ImU32 first, ImU32 second,
                   const char* label, bool flipped);
// Where the evaluation bar goes around a board whose frame is [board_min,
// board_max] in an area that ends at `area_max`: a vertical strip 12 px
// wide right of the board when there is room, else a horizontal one 8 px
// high under it, else along the board's bottom edge. `vertical` says which.
void eval_bar_place(ImVec2 area_max, ImVec2 board_min, ImVec2 board_max, ImVec2& min, ImVec2& max,
                    bool& vertical);
// The area a board is fitted into when an evaluation bar goes with it:
// the area itself when the board, fitted into it as [board_min,
// board_max], leaves room for the bar beside or under it; else the area
// less the bar's height (and its score's) at the bottom.
ImVec2 area_with_eval_bar(ImVec2 area_max, ImVec2 board_min, ImVec2 board_max);

// An engine line's arrow from `from` to `to`, `weight` (0..1) its thickness
// (core/study/analysis_lines.h's arrow_weight), `r` a piece's radius.
void draw_line_arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float r, float weight);

}  // namespace qipan::web
