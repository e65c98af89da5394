#pragma once

// Small helpers shared by the xiangqi tests.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/xiangqi/position.h"

namespace qipan::xiangqi::testing {

// The position of a FEN that must be valid.
inline Position load(std::string_view fen) {
  auto p = Position::from_fen(fen);
  EXPECT_TRUE(p.ok()) << fen << ": " << (p.ok() ? "" : p.error().message);
  return p.ok() ? std::move(p).value() : Position();
}

inline Square sq(std::string_view name) { return make_square(name[0] - 'a', name[1] - '0'); }

inline Move mv(std::string_view iccs) {
  return Move::make(sq(iccs.substr(0, 2)), sq(iccs.substr(2, 2)));
}

// The destinations of the moves from `from` that the movement rules allow
// (whatever the draw rules say of the game), sorted, space-separated.
inline std::string destinations(const Position& p, std::string_view from) {
  std::vector<std::string> names;
  MoveList moves;
  p.board().generate_legal(moves);
  for (Move m : moves) {
    if (m.from() == sq(from)) names.push_back(square_name(m.to()));
  }
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
  return out;
}

inline std::vector<std::string> move_names(const MoveList& moves) {
  std::vector<std::string> names;
  for (Move m : moves) names.push_back(to_string(m));
  std::sort(names.begin(), names.end());
  return names;
}

// Plays ICCS moves that must be legal.
inline void play_all(Position& p, std::initializer_list<std::string_view> moves) {
  for (auto m : moves) {
    auto r = p.play(mv(m));
    ASSERT_TRUE(r.ok()) << m << ": " << r.error().message;
  }
}

// The legal moves by brute force: every move the piece's rule allows, played
// out, kept when the mover's general is then neither attacked nor facing.
inline std::vector<std::string> brute_force_moves(const Board& b) {
  std::vector<std::string> out;
  const Side mover = b.side_to_move();
  for (int s = 0; s < square_count; ++s) {
    const Piece p = b.at(static_cast<Square>(s));
    if (p == Piece::none || side_of(p) != mover) continue;
    for (Bitboard t = b.pseudo_targets(static_cast<Square>(s)); t.any();) {
      const Move m = Move::make(static_cast<Square>(s), t.pop());
      Board after = b;
      after.make(m);
      if (!after.in_check(mover)) out.push_back(to_string(m));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> generated_moves(const Board& b) {
  MoveList list;
  b.generate_legal(list);
  return move_names(list);
}

}  // namespace qipan::xiangqi::testing
