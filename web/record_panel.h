#pragma once

// [SECTION] The panel's part for keeping and sharing a game: the row of
// Copy link / Export / Import buttons, the note that says what happened
// (a link opened, a stored game that could not be restored), the modal that
// asks before a game in progress is thrown away, and the band over the board
// while an earlier move is on view. What is saved and whether a game is "in
// progress" is decided in core/session; these only draw and report clicks.

#include <imgui.h>

#include <optional>
#include <string>

#include "web/controls.h"
#include "web/words.h"

namespace qipan::web {

enum class RecordAction { none, copy_link, export_copy, export_download, import };

// The row of buttons; control ids "copy-link", "export-copy",
// "export-download", "import". The export buttons are disabled without
// `has_record` (a battle has no record format). Returns the one pressed
// this frame.
RecordAction record_buttons(Controls& controls, bool has_record);

// A note in the panel with an OK button ("note-ok") that clears it.
void draw_note(Controls& controls, std::string& note);

// Asks, in a modal over the page, whether to throw away the game in
// progress for `what` (a new game, the shared game, ...): true for
// "Discard" ("confirm-discard"), false for "Keep playing"
// ("confirm-keep"), none while it is open. Call every frame while a
// decision is pending.
std::optional<bool> confirm_discard(Controls& controls, Replacing what);

// The colour of "viewing move N" marks.
ImVec4 viewing_colour();
// A rectangle on the page, as drawn.
struct Band {
  ImVec2 min;
  ImVec2 max;
};
// The board area [min, max] framed, and a band saying which move is on
// view centred at height `centre_y`, at most `room` high: a strip of the
// board that holds no file or rank number (GameLook's band_row). The text
// is `text` when it fits the board's width, else `short_text`, its size
// shrunk to the band's height. Returns the band's rectangle.
Band draw_viewing_band(ImDrawList* dl, ImVec2 min, ImVec2 max, float centre_y, float room,
                       const char* text, const char* short_text);

}  // namespace qipan::web
