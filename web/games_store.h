#pragma once

// [SECTION] "Your games" kept in the browser: the app's line to the page's
// games store (JavaScript set by index.html as Module.gamesStore, over
// IndexedDB: database "qipan", store "games", one text per game by its id).
// Like the engine link, the app asks and the page answers later through the
// app's gamesReply hook: the texts it holds, or what went wrong (no
// IndexedDB as in some private modes, a full quota) — which the Games tab
// says to the player. What a kept game's text is, is core/session's
// (kept_games.h); here only the asking.

#include <string>
#include <string_view>

namespace qipan::web {

// Opens the store and lists it; false when the page has no games store.
bool open_games_store();
// Keeps (or replaces) the text of game `id`; removes one.
void store_game(std::string_view id, std::string_view text);
void unstore_game(std::string_view id);

// A new game's id (the time and a random tail) and the time now in ISO
// 8601 UTC, from the browser.
std::string new_game_id();
std::string now_iso();
// "12-02 15:00" of an ISO time, in the player's time zone.
std::string local_time(std::string_view iso);

}  // namespace qipan::web
