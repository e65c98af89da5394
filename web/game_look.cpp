#include "web/game_look.h"

#include <cctype>

namespace qipan::web {

const char* reason_label(EndReason reason) { return reason_words(reason).data(); }

PieceLook GameLook<xiangqi::Position>::piece(char letter) {
  const bool red = std::isupper(static_cast<unsigned char>(letter)) != 0;
  const ImU32 ink = red ? palette::red_side : palette::black_side;
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'k':
      return {red ? "帥" : "將", ink};
    case 'a':
      return {red ? "仕" : "士", ink};
    case 'b':
      return {red ? "相" : "象", ink};
    case 'n':
      return {red ? "傌" : "馬", ink};
    case 'r':
      return {red ? "俥" : "車", ink};
    case 'c':
      return {red ? "炮" : "砲", ink};
    case 'p':
      return {red ? "兵" : "卒", ink};
    default:
      return {"?", ink};
  }
}

std::string GameLook<xiangqi::Position>::move_text(const xiangqi::Position& before,
                                                   xiangqi::Move m) {
  return before.to_chinese(m) + "  " + before.to_wxf(m);
}

PieceLook GameLook<jungle::Position>::piece(char letter) {
  const bool blue = std::isupper(static_cast<unsigned char>(letter)) != 0;
  const ImU32 ink = blue ? palette::blue_side : palette::red_side;
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'e':
      return {"象", ink, "8"};
    case 'l':
      return {"狮", ink, "7"};
    case 't':
      return {"虎", ink, "6"};
    case 'p':
      return {"豹", ink, "5"};
    case 'w':
      return {"狼", ink, "4"};
    case 'd':
      return {"狗", ink, "3"};
    case 'c':
      return {"猫", ink, "2"};
    case 'r':
      return {"鼠", ink, "1"};
    default:
      return {"?", ink};
  }
}

std::string GameLook<jungle::Position>::move_text(const jungle::Position&, jungle::Move m) {
  return to_string(m);
}

}  // namespace qipan::web
