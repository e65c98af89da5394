#pragma once

// [SECTION] How each board game looks: its board, its pieces (characters
// or pictures, web/settings.h's PieceStyle) and colours, its sides' names
// (web/words.h), and how its moves are written in the move list. One specialisation of GameLook per
// game of the registry (core/games/games.h), which gives its name.

#include <imgui.h>

#include <string>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "web/board_layout.h"
#include "web/jungle_board.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/settings.h"
#include "web/words.h"
#include "web/xiangqi_board.h"

namespace qipan::web {

template <class Game>
struct GameLook;

template <>
struct GameLook<xiangqi::Position> {
  using Side = xiangqi::Side;
  static constexpr float margin = xiangqi_margin;
  static constexpr float piece_radius = 0.45f;
  static constexpr bool has_check = true;

  static void draw_board(ImDrawList* dl, const BoardLayout& l, ImFont* font, PieceStyle style) {
    draw_xiangqi_board(dl, l, font, style == PieceStyle::traditional);
  }
  static ImU32 side_colour(Side s) {
    return s == Side::red ? palette::red_side : palette::black_side;
  }
  static const char* side_label(Side s, const Words& w) { return s == Side::red ? w.red : w.black; }
  // The side's colour for text on the dark panel.
  static ImU32 text_colour(Side s) {
    return s == Side::red ? palette::red_text : palette::black_text;
  }
  static char general(Side s) { return s == Side::red ? 'K' : 'k'; }
  static PieceLook piece(char letter, PieceStyle style);
  // "炮二平五  C2.5": Chinese notation with WXF beside.
  static std::string move_text(const xiangqi::Position& before, xiangqi::Move m);
};

template <>
struct GameLook<jungle::Position> {
  using Side = jungle::Side;
  static constexpr float margin = jungle_margin;
  static constexpr float piece_radius = 0.42f;
  static constexpr bool has_check = false;

  static void draw_board(ImDrawList* dl, const BoardLayout& l, ImFont* font, PieceStyle) {
    draw_jungle_board(dl, l, font);
  }
  static ImU32 side_colour(Side s) {
    return s == Side::blue ? palette::blue_side : palette::red_side;
  }
  static const char* side_label(Side s, const Words& w) { return s == Side::blue ? w.blue : w.red; }
  static ImU32 text_colour(Side s) {
    return s == Side::blue ? palette::blue_text : palette::red_text;
  }
  static char general(Side) { return '\0'; }
  static PieceLook piece(char letter, PieceStyle style);
  static std::string move_text(const jungle::Position& before, jungle::Move m);
};

}  // namespace qipan::web
