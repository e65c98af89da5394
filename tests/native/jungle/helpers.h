#pragma once

// Shorthands for the Jungle tests: positions from a list of pieces, squares
// and moves from their names, move lists as sorted text.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/jungle/position.h"

namespace qipan::jungle::test {

inline Square sq(std::string_view name) {
  auto c = grid::parse_square(board_shape, name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? static_cast<Square>(grid::index_of(board_shape, *c)) : Square{0};
}

inline Move mv(std::string_view text) {
  return Move::make(sq(text.substr(0, 2)), sq(text.substr(2, 2)));
}

// A position from a piece list such as "Lb3 rg9" (FEN letter, then square),
// with `side` to move: the way the rule tables below set up their boards.
inline Position place(std::string_view pieces, Side side = Side::blue, const Rules& rules = {}) {
  auto p = Position::from_fen("7/7/7/7/7/7/7/7/7 b", rules);
  EXPECT_TRUE(p.ok()) << p.error().message;
  Position pos = *p;
  std::size_t i = 0;
  while (i < pieces.size()) {
    if (pieces[i] == ' ') {
      ++i;
      continue;
    }
    const std::string_view item = pieces.substr(i, 3);
    auto next = pos.with_piece(sq(item.substr(1, 2)), item[0]);
    EXPECT_TRUE(next.ok()) << item << ": " << next.error().message;
    if (next.ok()) pos = *next;
    i += 3;
  }
  auto turned = pos.with_side_to_move(side);
  EXPECT_TRUE(turned.ok());
  return *turned;
}

inline Position from_fen(std::string_view fen, const Rules& rules = {}) {
  auto p = Position::from_fen(fen, rules);
  EXPECT_TRUE(p.ok()) << fen << ": " << (p.ok() ? "" : p.error().message);
  return p.ok() ? *p : Position();
}

// The moves as sorted text: "b3a3 b3b2 b3b7 b3c3".
inline std::string text_of(const MoveList& moves) {
  std::vector<std::string> names;
  for (Move m : moves) names.push_back(to_string(m));
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
  return out;
}

}  // namespace qipan::jungle::test
