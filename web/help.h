#pragma once

// [SECTION] The help window for newcomers: a tab per game with its rules in
// short, small diagrams drawn by the app (the horse's leg, the cannon's
// screen, the palace and the river; the jungle's ranks, water, traps and
// dens; a battle's reach) and a legend of the pieces in the chosen style.

#include <imgui.h>

#include <string>
#include <string_view>

#include "web/controls.h"
#include "web/fonts.h"
#include "web/pieces.h"
#include "web/settings.h"

namespace qipan::web {

// The window's contents (the caller opens the window), showing the tab of
// `tab` (a registry game's name, or "tactics"); returns the tab to show
// next (another when one was chosen). A tab for each game of the registry
// (core/games/games.h), then the battle's. Each tab's button and each diagram are
// remembered as controls ("help-xiangqi", "help-jungle", "help-tactics";
// "diagram-horse", "diagram-cannon", "diagram-palace", "diagram-ranks",
// "diagram-jungle-board", "diagram-tactics"), for the browser tests.
std::string help_contents(Controls& controls, const FontBook& fonts, PieceStyle style,
                          std::string_view tab);

// A board game's tab: its rules, diagrams and legend. Each game's own help
// file (web/<game>_help.cpp) defines it for its Position; a registered game
// without one does not link.
template <class Game>
void help_tab(Controls& controls, const FontBook& fonts, PieceStyle style);

// What every tab draws with (web/help.cpp). Room for a diagram of `size`
// on the window's current line, remembered as the control `id`: its
// top-left corner.
ImVec2 diagram_area(Controls& controls, const char* id, ImVec2 size);
// The diagram's width: the window's, at most `most`.
float diagram_width(float most);
// A small piece of wood with `files` x `ranks` crossing lines, `cell`
// apart, its first point `cell` in from the corner.
void draw_lines(ImDrawList* dl, ImVec2 at, int files, int ranks, float cell);
// The point (`file`, `rank`) of such a piece of wood.
ImVec2 point(ImVec2 at, float cell, int file, int rank);
// One legend row: the piece, its name and how it moves.
void legend_row(Controls& controls, const FontBook& fonts, const PieceLook& look, const char* name,
                const char* moves);

}  // namespace qipan::web
