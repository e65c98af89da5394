#pragma once

// A move, or a line of moves, named as a player reads it, for any game of
// the registry (core/games/games.h): a game with notations (records::Notation)
// in the one chosen — ICCS coordinates, WXF or Chinese — and any other game
// in its coordinates. And an engine's line (moves as coordinate text) read
// back into moves, as far as each is legal.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"

namespace qipan::study {

// Move `m` of the position `before`, in `notation`.
template <BoardGame Game>
std::string move_name(const Game& before, typename Game::Move m, records::Notation notation) {
  if constexpr (games::EntryOf<Game>::has_notations) {
    switch (notation) {
      case records::Notation::wxf:
        return before.to_wxf(m);
      case records::Notation::chinese:
        return before.to_chinese(m);
      case records::Notation::iccs:
        break;
    }
  }
  return to_string(m);
}

// The moves of `line` played one after another from `from`, each named in
// `notation`.
template <BoardGame Game>
std::vector<std::string> line_names(Game from, std::span<const typename Game::Move> line,
                                    records::Notation notation) {
  std::vector<std::string> out;
  for (const auto& m : line) {
    out.push_back(move_name(from, m, notation));
    if (!from.play(m)) break;
  }
  return out;
}

// The legal move of `position` written `text` in coordinates, if any.
template <BoardGame Game>
std::optional<typename Game::Move> move_named(const Game& position, std::string_view text) {
  for (const auto& m : position.legal_moves()) {
    if (to_string(m) == text) return m;
  }
  return std::nullopt;
}

// The moves of an engine's line (coordinate texts) from `from`, up to the
// first that is not a legal move there.
template <BoardGame Game>
std::vector<typename Game::Move> line_moves(Game from, std::span<const std::string> texts) {
  std::vector<typename Game::Move> out;
  for (const std::string& t : texts) {
    const auto m = move_named(from, t);
    if (!m || !from.play(*m)) break;
    out.push_back(*m);
  }
  return out;
}

}  // namespace qipan::study
