// How Xiangqi looks on the page (web/game_look.h): the wooden board with
// its palace and river, the pieces as characters (traditional or
// simplified) or pictures, red and black.
#include <cctype>
#include <span>
#include <string_view>
#include <utility>

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

// The river: the ranks' pieces reach a little into it; the file numbers
// are above and below the board.
template <>
float look_band_row<xiangqi::Position>() {
  return 4.5f;
}

template <>
float look_band_room<xiangqi::Position>() {
  return 0.75f;
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
std::string XiangqiLook::move_text(const xiangqi::Position& before, xiangqi::Move m,
                                   records::Notation notation, PieceStyle style, Language) {
  switch (notation) {
    case records::Notation::wxf:
      return before.to_wxf(m);
    case records::Notation::iccs:
      return to_string(m);
    case records::Notation::chinese:
      break;
  }
  std::string text = before.to_chinese(m);
  if (style != PieceStyle::traditional) return text;
  // The characters of the traditional board: 帥俥傌 for Red, 將車馬砲 for
  // Black, and 進, 後 for both (core/xiangqi/notation.h reads them back).
  const bool red = before.owner(m.from()).value_or(before.side_to_move()) == xiangqi::Side::red;
  using Swap = std::pair<std::string_view, std::string_view>;
  static constexpr Swap reds[] = {
      {"帅", "帥"}, {"车", "俥"}, {"马", "傌"}, {"进", "進"}, {"后", "後"}};
  static constexpr Swap blacks[] = {{"将", "將"}, {"车", "車"}, {"马", "馬"},
                                    {"炮", "砲"}, {"进", "進"}, {"后", "後"}};
  for (const auto& [from, to] : red ? std::span<const Swap>(reds) : std::span<const Swap>(blacks)) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
      text.replace(at, from.size(), to);
      at += to.size();
    }
  }
  return text;
}

}  // namespace qipan::web
