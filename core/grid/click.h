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
