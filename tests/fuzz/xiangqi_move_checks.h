#pragma once

// Shared by the three Xiangqi move-notation harnesses. An input is a move
// text, optionally after a FEN line ("<fen>\n<move>"); an unreadable FEN
// falls back to the start position, so every input exercises the move
// reader. Whatever the text, reading it either fails with a message and
// changes nothing, or names a legal move; and on that position every legal
// move's ICCS, WXF and Chinese names read back as that move. The WXF and
// Chinese harnesses also write each move read back in their notation.

#include <cstddef>
#include <string>
#include <string_view>

#include "core/xiangqi/notation.h"
#include "core/xiangqi/position.h"
#include "tests/fuzz/board_game_checks.h"

namespace qipan::fuzz {

struct MoveInput {
  xiangqi::Position position;
  std::string_view move;
  bool fen_read = false;  // the input gave a FEN that parsed
};

inline MoveInput split_move_input(std::string_view text) {
  const auto newline = text.find('\n');
  if (newline == std::string_view::npos) return {xiangqi::Position(), text};
  auto parsed = xiangqi::Position::from_fen(text.substr(0, newline));
  if (!parsed.ok()) return {xiangqi::Position(), text.substr(newline + 1)};
  return {std::move(*parsed), text.substr(newline + 1), true};
}

// `text` with each printable ASCII character but space made full-width
// (U+FF01..U+FF5E, UTF-8); "" when `text` is not all ASCII or is ICCS-shaped
// (ICCS is read in ASCII only).
inline std::string full_width(std::string_view text) {
  if (xiangqi::read_iccs(text)) return "";
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x80) return "";
    if (u <= 0x20 || u == 0x7f) {
      out += c;
      continue;
    }
    const unsigned cp = 0xff01u + (u - 0x21u);
    out += static_cast<char>(0xe0u | (cp >> 12));
    out += static_cast<char>(0x80u | ((cp >> 6) & 0x3fu));
    out += static_cast<char>(0x80u | (cp & 0x3fu));
  }
  return out;
}

// Writing a legal move in any notation and reading it back gives the move.
inline void expect_names_read_back(const xiangqi::Position& p) {
  for (const auto m : p.legal_moves()) {
    for (const std::string& name : {to_string(m), p.to_wxf(m), p.to_chinese(m)}) {
      auto back = p.parse_move(name);
      expect(back.ok(), "a legal move's name reads", p.fen() + " " + name);
      expect(*back == m, "a legal move's name reads back as the move",
             p.fen() + " " + name + " read as " + to_string(*back));
    }
  }
}

// Reads `input.move`: a failure has a message and changes nothing; a success
// is a legal move that plays. Returns the move read, if any.
inline std::optional<xiangqi::Move> expect_move_read(MoveInput& input) {
  auto& p = input.position;
  const std::string before = p.fen();
  auto m = p.parse_move(input.move);
  expect(p.fen() == before, "reading a move changes nothing", before);
  if (!m.ok()) {
    expect_message(m.error().message, input.move);
    return std::nullopt;
  }
  expect(p.is_legal(*m), "a move read is legal", before + " " + std::string(input.move));
  auto after = p;
  expect(after.play(*m).ok(), "a move read plays", before + " " + std::string(input.move));
  expect_fen_round_trip(after);
  return *m;
}

// A notation writer of a position: &Position::to_wxf, &Position::to_chinese.
using MoveWriter = std::string (xiangqi::Position::*)(xiangqi::Move) const;

// The move `m` read from `input`, written back by `write`, reads as the same
// move: parse -> write -> parse is stable.
inline void expect_rewrite_reads_back(const MoveInput& input, xiangqi::Move m, MoveWriter write) {
  const auto& p = input.position;
  const std::string written = (p.*write)(m);
  auto again = p.parse_move(written);
  expect(again.ok() && *again == m, "parse -> write -> parse is stable",
         std::string(input.move) + " -> " + written);
}

}  // namespace qipan::fuzz
