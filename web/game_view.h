#pragma once

// [SECTION] What the app asks of the game on screen, whichever it is: a board
// game (BoardView) or a tactics battle (TacticsView). Each frame the app
// places the view in the board's area, hands it the frame's pointer input,
// has it draw, draws its part of the panel and, over a finished game, its
// banner. A view cannot replace itself: a New game or Restart it draws comes
// back to the app as a ViewRequest.

#include <imgui.h>

#include <concepts>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "web/controls.h"
#include "web/fonts.h"
#include "web/opponent.h"

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
};

// What a view's panel or banner asks of the app.
struct ViewRequest {
  bool flip = false;                   // turn the board half a circle
  bool new_game = false;               // a new game of the same kind ...
  std::optional<std::string> setting;  // ... from this setting (FEN, scenario), else the start
  std::optional<OpponentSetting>
      opponent;  // people or the computer: the app keeps it for new games
};

template <class V>
concept GameView = requires(V& v, const V& cv, ImDrawList* dl, const FontBook& fonts,
                            Controls& controls, Pointer pointer, ImVec2 p, double now) {
  // The game's id in the chooser ("xiangqi", "jungle", "tactics").
  { cv.id() } -> std::convertible_to<std::string_view>;
  // Height over width of what the view draws, margins included.
  { cv.aspect() } -> std::convertible_to<float>;
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
  // The view's controls and status under the game chooser.
  { v.panel(controls, now) } -> std::same_as<ViewRequest>;
  // Over a finished game: true, where the banner goes, and its contents.
  { cv.over(now) } -> std::convertible_to<bool>;
  { cv.banner_centre() } -> std::same_as<ImVec2>;
  { v.banner(controls) } -> std::same_as<ViewRequest>;
  // Page coordinates of a square's or a cell's centre as last placed (an
  // error for the other kind of game), for the test hooks.
  { cv.square_centre(std::string_view()) } -> std::same_as<Result<ImVec2>>;
  { cv.cell_centre(int{}, int{}) } -> std::same_as<Result<ImVec2>>;
};

// The banner's words: a large title in `colour`, the reason under it.
void draw_banner_words(const ImVec4& colour, const char* title, const char* reason);

}  // namespace qipan::web
