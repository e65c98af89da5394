// How Jungle looks on the page (web/game_look.h): the board with its
// water, traps and dens, the animals as characters with their ranks or as
// pictures, blue and red.
#include <cctype>

#include "core/jungle/position.h"
#include "web/game_look.h"
#include "web/jungle_board.h"
#include "web/palette.h"

namespace qipan::web {

namespace {

// A piece's kind in the order of the help's tables: rat to elephant (0-7);
// -1 for no piece.
int jungle_kind(char letter) {
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'r':
      return 0;
    case 'c':
      return 1;
    case 'd':
      return 2;
    case 'w':
      return 3;
    case 'p':
      return 4;
    case 't':
      return 5;
    case 'l':
      return 6;
    case 'e':
      return 7;
    default:
      return -1;
  }
}

}  // namespace

template <>
float look_margin<jungle::Position>() {
  return jungle_margin;
}

template <>
float look_piece_radius<jungle::Position>() {
  return 0.42f;
}

template <>
bool look_has_check<jungle::Position>() {
  return false;
}

// The wood above the top row: the rank numbers are on the left, the
// file letters under the board.
template <>
float look_band_row<jungle::Position>() {
  return -0.72f;
}

template <>
float look_band_room<jungle::Position>() {
  return 0.44f;
}

using JungleLook = GameLook<jungle::Position>;

template <>
void JungleLook::draw_board(ImDrawList* dl, const BoardLayout& l, ImFont* font, PieceStyle) {
  draw_jungle_board(dl, l, font);
}

template <>
ImU32 JungleLook::side_colour(Side s) {
  return s == Side::blue ? palette::blue_side : palette::red_side;
}

template <>
const char* JungleLook::side_label(Side s, const Words& w) {
  return s == Side::blue ? w.blue : w.red;
}

template <>
ImU32 JungleLook::text_colour(Side s) {
  return s == Side::blue ? palette::blue_text : palette::red_text;
}

template <>
char JungleLook::general(Side) {
  return '\0';
}

template <>
PieceLook JungleLook::piece(char letter, PieceStyle style) {
  static constexpr const char* traditional[8] = {"鼠", "貓", "狗", "狼", "豹", "虎", "獅", "象"};
  static constexpr const char* simplified[8] = {"鼠", "猫", "狗", "狼", "豹", "虎", "狮", "象"};
  static constexpr const char* ranks[8] = {"1", "2", "3", "4", "5", "6", "7", "8"};
  static constexpr Picture pictures[8] = {Picture::rat,  Picture::cat,     Picture::dog,
                                          Picture::wolf, Picture::leopard, Picture::tiger,
                                          Picture::lion, Picture::elephant};
  const bool blue = std::isupper(static_cast<unsigned char>(letter)) != 0;
  const ImU32 ink = blue ? palette::blue_side : palette::red_side;
  const int kind = jungle_kind(letter);
  if (kind < 0) return {"?", ink};
  switch (style) {
    case PieceStyle::simplified:
      return {simplified[kind], ink, ranks[kind]};
    case PieceStyle::pictures:
      return {simplified[kind], ink, ranks[kind], pictures[kind]};
    case PieceStyle::traditional:
      break;
  }
  return {traditional[kind], ink, ranks[kind]};
}

template <>
std::string JungleLook::move_text(const jungle::Position& before, jungle::Move m, records::Notation,
                                  PieceStyle style, Language language) {
  static constexpr const char* english[8] = {"Rat",     "Cat",   "Dog",  "Wolf",
                                             "Leopard", "Tiger", "Lion", "Elephant"};
  const std::string squares = to_string(m);  // "a3a4"
  const int kind = jungle_kind(before.piece_letter(m.from()));
  const bool takes = before.piece_letter(m.to()) != '\0';
  const std::string move = squares.substr(0, squares.size() / 2) + (takes ? "×" : "-") +
                           squares.substr(squares.size() / 2);
  if (kind < 0) return squares;
  const char* name = language == Language::zh
                         ? piece(before.piece_letter(m.from()),
                                 style == PieceStyle::traditional ? style : PieceStyle::simplified)
                               .glyph
                         : english[kind];
  return std::string(name) + " " + move;
}

}  // namespace qipan::web
