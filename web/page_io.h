#pragma once

// [SECTION] What the board app asks of the browser page beyond the canvas:
// the game kept in localStorage, the URL fragment of a share link, the
// clipboard, a file to download, and a box to paste a record into or open
// a file from. Every call is guarded: a browser that refuses storage or the
// clipboard (private mode, no permission) leaves the page working and the
// call reports false or an empty text.

#include <string>
#include <string_view>

#include "web/words.h"

namespace qipan::web {

class App;

// localStorage's value for `key` ("" when absent or unreadable), and
// storing one (false when the browser refuses).
std::string read_stored(std::string_view key);
bool write_stored(std::string_view key, std::string_view value);

// The page's URL fragment without '#' ("" for none), and removing it
// without reloading (the game it carried is then kept in storage).
std::string url_fragment();
void clear_url_fragment();
// The page's address with `fragment` as its fragment: a share link.
std::string link_with_fragment(std::string_view fragment);

// Puts `text` on the clipboard (asynchronously; the result is not awaited).
void copy_to_clipboard(std::string_view text);
// Offers `text` as a file named `file_name` to download.
void download_text(std::string_view file_name, std::string_view text);

// Opens the import box over the page: a text area to paste into, a button
// to open a file, Load and Cancel. Load (or a file chosen) hands the text to
// `app.import_text`; Cancel closes it. At most one box is open. Its
// labels are `w`'s.
void open_import_box(App& app, const Words& w);
bool import_box_open();

// Arrow keys, Home and End go to `app.browse_key` (the move list); a key
// typed into the import box does not.
void listen_for_page_events(App& app);

}  // namespace qipan::web
