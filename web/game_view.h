#pragma once

// [SECTION] What the app asks of the game on screen, whichever it is: a board
// game (BoardView) or a tactics battle (TacticsView). Each frame the app
// places the view in the board's area, hands it the frame's pointer input,
// has it draw, draws its part of the panel and, over a finished game, its
// banner. Everything the app asks of a view is in GameView below, and the
// app never asks which view it holds. A view cannot replace itself: a New
// game or Restart it draws comes back to the app as a ViewRequest.

#include <imgui.h>

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/grid/result.h"
#include "core/session/browse.h"
#include "core/session/fields.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/fonts.h"
#include "web/game_summary.h"
#include "web/mode.h"
#include "web/opponent.h"
#include "web/platform.h"
#include "web/settings.h"
#include "web/sound.h"

namespace qipan::web {

// The pointer over the board this frame (page coordinates, CSS pixels).
struct Pointer {
  bool clicked = false;  // a click landed on the board
  ImVec2 click{};        // where it landed
  ImVec2 at{};           // where the pointer is now (hover)
  // Drag-and-drop: a press on the board this frame (at `click`), its release
  // this frame (at `at`, anywhere on the page), and whether it is held.
  bool pressed = false;
  bool released = false;
  bool down = false;
  // The press came from a finger (a phone), not a mouse.
  bool touch = false;
  // The secondary (right) button: pressed over the board this frame (at
  // `secondary_at`), and released this frame (at `at`, anywhere).
  bool secondary_pressed = false;
  bool secondary_released = false;
  ImVec2 secondary_at{};
};

// What a view's panel or banner asks of the app.
struct ViewRequest {
  bool flip = false;                   // turn the board half a circle
  bool new_game = false;               // a new game of the same kind ...
  std::optional<std::string> setting;  // ... from this setting (FEN, scenario), else the start
  std::optional<OpponentSetting>
      opponent;              // people or the computer: the app keeps it for new games
  std::optional<Mode> mode;  // go to this tab (after the new game, if one is asked)
  std::optional<std::string> time_control;  // the clock chosen: the app keeps it for new games
};

// A place on the board by its name, for the test hooks: a board game's
// square by its name ("e2"), a map's cell as "x,y" ("3,4"). The cell of a
// name of the second kind, none for any other name.
std::optional<std::pair<int, int>> cell_named(std::string_view name);

template <class V>
concept GameView = requires(V& v, const V& cv, ImDrawList* dl, const FontBook& fonts,
                            Controls& controls, Pointer pointer, ImVec2 p, double now,
                            const KeyPress& key, const Settings& settings, const EngineReply& reply,
                            records::Notation notation, session::BrowseStep step, Mode mode) {
  // The game's id in the chooser (a registry name, or "tactics").
  { cv.id() } -> std::convertible_to<std::string_view>;
  // Height over width of what the view draws, margins included.
  { cv.aspect() } -> std::convertible_to<float>;
  // The player's settings that change how it draws (the piece style, the
  // language of what it writes on the board).
  v.set_settings(settings);
  // True while something moves on the board (the app keeps drawing).
  { cv.animating(now) } -> std::convertible_to<bool>;
  // True while a mark changes slowly (the computer thinking): the app draws
  // every thinking_step_seconds then, and no more.
  { cv.ticking(now) } -> std::convertible_to<bool>;
  // Fits the board into [min, max]; `flipped` turns it (board games).
  v.place(p, p, bool{});
  // Takes the frame's input: the click, the hovered cell, animation steps.
  v.input(pointer, now);
  v.draw(dl, fonts, now);
  // The canvas's cursor over the board ("default", "pointer", "grabbing").
  { cv.cursor() } -> std::convertible_to<const char*>;
  // A key the app hands over first (web/app.cpp): true when it was used.
  { v.key(key, now) } -> std::same_as<bool>;
  // The sound of what the game showed since the last call, once.
  { v.take_sound() } -> std::same_as<std::optional<Sound>>;
  // The page's engine answered: false when the view did not ask for it.
  { v.take_reply(reply) } -> std::same_as<bool>;
  // The view is about to be replaced: it withdraws what it asked for.
  v.leave();
  // The panel's tabs the view has (web/mode.h); always Mode::play.
  { cv.modes() } -> std::same_as<ModeSet>;
  // The view's controls and status under the mode tabs, for the tab `mode`
  // (one of modes()).
  { v.panel(controls, now, mode) } -> std::same_as<ViewRequest>;
  // Over a finished game: true, where the banner goes, and its contents.
  { cv.over(now) } -> std::convertible_to<bool>;
  { cv.banner_centre() } -> std::same_as<ImVec2>;
  { v.banner(controls) } -> std::same_as<ViewRequest>;
  // [records] The game as saved (core/session), with how it is played and
  // what is on view when `with_play`; a number that changes whenever that
  // text could (the app stores the game again only then); whether throwing
  // it away loses something; its record, when its game has a record format
  // (has_record), in `notation`; a step through its move list.
  { cv.saved(bool{}) } -> std::same_as<session::Fields>;
  { cv.revision() } -> std::same_as<std::uint64_t>;
  { cv.in_progress() } -> std::convertible_to<bool>;
  { cv.has_record() } -> std::convertible_to<bool>;
  { cv.record(notation) } -> std::same_as<Result<std::string>>;
  // [games] Whether it is a game with a friend by link, and what "your
  // games" keeps of it (web/game_summary.h).
  { cv.by_link() } -> std::convertible_to<bool>;
  { cv.summary() } -> std::same_as<GameSummary>;
  v.browse(step);
  // Page coordinates of a place's centre as last placed (cell_named), an
  // error for a place of the other kind of game, for the test hooks.
  { cv.centre_of(std::string_view()) } -> std::same_as<Result<ImVec2>>;
};

// The banner's words: a large title in `colour`, the reason under it.
void draw_banner_words(const ImVec4& colour, const char* title, const char* reason);

}  // namespace qipan::web
