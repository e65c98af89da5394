#pragma once

// [SECTION] A game with a friend by link (core/session/link.h), in the Play
// tab: whose move it is, the side played on this screen, and Copy link —
// the link that carries the whole game, to send after each move.

#include <string>

#include "web/controls.h"

namespace qipan::web {

struct LinkSectionState {
  const char* here = "";     // the side played on this screen
  const char* to_move = "";  // the side to move
  bool our_move = false;
  bool over = false;
  std::string link;  // the game's link (the page's address and its fragment)
};

// Draws the section; true when Copy link was pressed.
bool draw_link_section(Controls& controls, const LinkSectionState& state);

}  // namespace qipan::web
