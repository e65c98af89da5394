#include "web/game_look.h"

#include <cctype>

namespace qipan::web {

namespace {

// A piece's kind in the order of the words' tables: xiangqi general to
// soldier (0-6), jungle rat to elephant (0-7); -1 for no piece.
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

PieceLook GameLook<xiangqi::Position>::piece(char letter, PieceStyle style) {
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

std::string GameLook<xiangqi::Position>::move_text(const xiangqi::Position& before,
                                                   xiangqi::Move m) {
  return before.to_chinese(m) + "  " + before.to_wxf(m);
}

PieceLook GameLook<jungle::Position>::piece(char letter, PieceStyle style) {
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

std::string GameLook<jungle::Position>::move_text(const jungle::Position&, jungle::Move m) {
  return to_string(m);
}

}  // namespace qipan::web
