#pragma once

// [SECTION] How each board game looks: its board, its pieces (characters
// or pictures, web/settings.h's PieceStyle) and colours, its sides' names
// (web/words.h), and how its moves are written in the move list. The view
// (web/board_view.h) draws any game through GameLook<Position>; each game
// of the registry (core/games/games.h) defines its members in its own look
// file (web/xiangqi_look.cpp, web/jungle_look.cpp). A registered game
// without them does not link.

#include <imgui.h>

#include <string>

#include "web/board_layout.h"
#include "web/pieces.h"
#include "web/settings.h"
#include "web/words.h"

namespace qipan::web {

// A number of a game's look, read as a T (`2 * Look::margin`): `get` is
// defined in the game's look file, so the value lives there too.
template <class T, T (*get)()>
struct LookNumber {
  operator T() const { return get(); }  // NOLINT(google-explicit-constructor)
};

// The numbers behind GameLook's margin, piece_radius and has_check, each
// game's look file defines them (before it names GameLook of its game).
template <class Game>
float look_margin();
template <class Game>
float look_piece_radius();
template <class Game>
bool look_has_check();
template <class Game>
float look_band_row();
template <class Game>
float look_band_room();

template <class Game>
struct GameLook {
  using Side = typename Game::Side;
  // The board's margin around the outer lines, in cells.
  static constexpr LookNumber<float, &look_margin<Game>> margin{};
  // A piece's radius, in cells.
  static constexpr LookNumber<float, &look_piece_radius<Game>> piece_radius{};
  // Whether the game has check (the general in check is marked).
  static constexpr LookNumber<bool, &look_has_check<Game>> has_check{};
  // Where the "Viewing move N" band goes over an earlier position: its
  // centre, in cells below the top row's centre, on a strip that holds no
  // file or rank number (Xiangqi's river, Jungle's top margin), and how
  // high it may be there, in cells.
  static constexpr LookNumber<float, &look_band_row<Game>> band_row{};
  static constexpr LookNumber<float, &look_band_room<Game>> band_room{};

  static void draw_board(ImDrawList* dl, const BoardLayout& l, ImFont* font, PieceStyle style);
  static ImU32 side_colour(Side s);
  static const char* side_label(Side s, const Words& w);
  // The side's colour for text on the dark panel.
  static ImU32 text_colour(Side s);
  // The letter of the side's general ('\0' for a game without one).
  static char general(Side s);
  static PieceLook piece(char letter, PieceStyle style);
  // The move as the move list, the Games tab and the hint write it: in
  // `notation` for a game that has notations (Chinese in traditional
  // characters on a traditional board: 傌二進三), in words and coordinates
  // for one that has none ("Rat a3-a4", "鼠 a3-a4"; a capture a3×a4).
  static std::string move_text(const Game& before, typename Game::Move m,
                               records::Notation notation, PieceStyle style, Language language);
};

}  // namespace qipan::web
