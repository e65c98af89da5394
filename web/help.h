#pragma once

// [SECTION] The help window for newcomers: a tab per game with its rules in
// short, small diagrams drawn by the app (the horse's leg, the cannon's
// screen, the palace and the river; the jungle's ranks, water, traps and
// dens; a battle's reach) and a legend of the pieces in the chosen style.

#include <string>
#include <string_view>

#include "web/controls.h"
#include "web/fonts.h"
#include "web/settings.h"

namespace qipan::web {

// The window's contents (the caller opens the window), showing the tab of
// `tab` ("xiangqi", "jungle" or "tactics"); returns the tab to show next
// (another when one was chosen). Each tab's button and each diagram are
// remembered as controls ("help-xiangqi", "help-jungle", "help-tactics";
// "diagram-horse", "diagram-cannon", "diagram-palace", "diagram-ranks",
// "diagram-jungle-board", "diagram-tactics"), for the browser tests.
std::string help_contents(Controls& controls, const FontBook& fonts, PieceStyle style,
                          std::string_view tab);

}  // namespace qipan::web
