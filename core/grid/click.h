#pragma once

#include <cstdint>

namespace qipan {

// What a click on a square means to a board UI (the board games' Session
// and the tactics Battle both follow it) — the six cases:
//   with a selection:    own piece → select it instead (the selected one
//                        again → deselect); empty square or enemy piece →
//                        try to move the selected piece there;
//   without a selection: own piece → select it; empty or enemy → nothing.
// "Own" means belonging to the side whose turn it is.
enum class ClickIntent : std::uint8_t { select, deselect, try_move, nothing };

constexpr ClickIntent click_intent(bool has_selection, bool on_selected, bool own_piece) {
  if (own_piece) {
    return has_selection && on_selected ? ClickIntent::deselect : ClickIntent::select;
  }
  return has_selection ? ClickIntent::try_move : ClickIntent::nothing;
}

}  // namespace qipan

namespace qipan {

// What releasing the pointer means after a press (drag-and-drop alongside
// click-click). A press is read as a click (click_intent); a press on an own
// piece also grabs it, and the release then decides:
//   released on the square pressed (no drag, or dragged back):
//       the piece was already selected before the press → deselect it
//       (a click on the selected piece); otherwise keep the selection;
//   released on another square → drop: try to move the grabbed piece there
//       (refused: the piece returns and stays selected);
//   released off the board → the piece returns and stays selected;
//   no piece grabbed → nothing.
enum class ReleaseIntent : std::uint8_t { keep, deselect, drop, nothing };

constexpr ReleaseIntent release_intent(bool grabbed, bool was_selected, bool on_board,
                                       bool same_square) {
  if (!grabbed) return ReleaseIntent::nothing;
  if (!on_board) return ReleaseIntent::keep;
  if (same_square) return was_selected ? ReleaseIntent::deselect : ReleaseIntent::keep;
  return ReleaseIntent::drop;
}

}  // namespace qipan
