// How Xiangqi looks on the page (web/game_look.h): the wooden board with
// its palace and river, the pieces as characters (traditional or
// simplified) or pictures, red and black.
#include <cctype>

#include "core/xiangqi/position.h"
#include "web/game_look.h"
#include "web/palette.h"
#include "web/xiangqi_board.h"

namespace qipan::web {

namespace {

// A piece's kind in the order of the help's tables: general to soldier
// (0-6); -1 for no piece.
int xiangqi_kind(char letter) {
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'k':
      return 0;
    case 'a':
      return 1;
    case 'b':
      return 2;
    case 'n':
      return 3;
    case 'r':
      return 4;
    case 'c':
      return 5;
    case 'p':
      return 6;
    default:
      return -1;
  }
}

}  // namespace

template <>
float look_margin<xiangqi::Position>() {
  return xiangqi_margin;
}

template <>
float look_piece_radius<xiangqi::Position>() {
  return 0.45f;
}

template <>
bool look_has_check<xiangqi::Position>() {
  return true;
}

using XiangqiLook = GameLook<xiangqi::Position>;

template <>
void XiangqiLook::draw_board(ImDrawList* dl, const BoardLayout& l, ImFont* font, PieceStyle style) {
  draw_xiangqi_board(dl, l, font, style == PieceStyle::traditional);
}

template <>
ImU32 XiangqiLook::side_colour(Side s) {
  return s == Side::red ? palette::red_side : palette::black_side;
}

template <>
const char* XiangqiLook::side_label(Side s, const Words& w) {
  return s == Side::red ? w.red : w.black;
}

template <>
ImU32 XiangqiLook::text_colour(Side s) {
  return s == Side::red ? palette::red_text : palette::black_text;
}

template <>
char XiangqiLook::general(Side s) {
  return s == Side::red ? 'K' : 'k';
}

template <>
PieceLook XiangqiLook::piece(char letter, PieceStyle style) {
  // Each kind's character for Red and Black, traditional and simplified.
  static constexpr const char* traditional[7][2] = {{"帥", "將"}, {"仕", "士"}, {"相", "象"},
                                                    {"傌", "馬"}, {"俥", "車"}, {"炮", "砲"},
                                                    {"兵", "卒"}};
  static constexpr const char* simplified[7][2] = {{"帅", "将"}, {"仕", "士"}, {"相", "象"},
                                                   {"马", "马"}, {"车", "车"}, {"炮", "炮"},
                                                   {"兵", "卒"}};
  static constexpr Picture pictures[7] = {Picture::general, Picture::advisor, Picture::minister,
                                          Picture::horse,   Picture::chariot, Picture::cannon,
                                          Picture::soldier};
  const bool red = std::isupper(static_cast<unsigned char>(letter)) != 0;
  const ImU32 ink = red ? palette::red_side : palette::black_side;
  const int kind = xiangqi_kind(letter);
  if (kind < 0) return {"?", ink};
  const int side = red ? 0 : 1;
  switch (style) {
    case PieceStyle::simplified:
      return {simplified[kind][side], ink};
    case PieceStyle::pictures:
      return {traditional[kind][side], ink, nullptr, pictures[kind]};
    case PieceStyle::traditional:
      break;
  }
  return {traditional[kind][side], ink};
}

template <>
std::string XiangqiLook::move_text(const xiangqi::Position& before, xiangqi::Move m) {
  return before.to_chinese(m) + "  " + before.to_wxf(m);
}

}  // namespace qipan::web
