#pragma once

// Shorthands for the session tests, generic over the game: squares and moves
// from their names, a session from a FEN, names of what a session reports.

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/square.h"
#include "core/session/session.h"

namespace qipan::session::test {

template <class Game>
typename Game::Square sq(std::string_view name) {
  auto c = grid::parse_square(Game::shape, name);
  EXPECT_TRUE(c.ok()) << name;
  return c.ok() ? static_cast<typename Game::Square>(grid::index_of(Game::shape, *c))
                : typename Game::Square{0};
}

template <class Game>
typename Game::Move mv(std::string_view text) {
  return Game::Move::make(sq<Game>(text.substr(0, 2)), sq<Game>(text.substr(2, 2)));
}

template <class Game>
std::string name_of(std::optional<typename Game::Square> s) {
  return s ? grid::square_name(Game::shape, grid::coord_of(Game::shape, *s)) : std::string();
}

template <class Game>
std::string name_of(std::optional<typename Game::Move> m) {
  return m ? to_string(*m) : std::string();
}

template <class Game>
Session<Game> session_from(std::string_view fen) {
  auto p = Game::from_fen(fen);
  EXPECT_TRUE(p.ok()) << fen << ": " << (p.ok() ? "" : p.error().message);
  return Session<Game>(p.ok() ? *p : Game());
}

// The words of a space-separated list: "a3 c3" -> {"a3", "c3"}.
inline std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The first two fields of a FEN: the board and the side to move.
inline std::string board_and_turn(std::string_view fen) {
  const auto w = words(fen);
  return w.size() < 2 ? std::string(fen) : w[0] + " " + w[1];
}

// The selected square's legal destinations, sorted by name and space-separated.
template <class Game>
std::string targets_text(const Session<Game>& s) {
  std::vector<std::string> names;
  for (auto t : s.targets()) names.push_back(name_of<Game>(std::optional(t)));
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
  return out;
}

template <class Game>
std::string turn_name(const Session<Game>& s) {
  return std::string(Game::side_name(s.turn()));
}

// Everything a UI can read from a session, to check that a refused call
// changed nothing.
template <class Game>
struct Snapshot {
  std::string fen;
  std::string selected;
  std::size_t history = 0;
  bool can_redo = false;

  explicit Snapshot(const Session<Game>& s)
      : fen(s.position().fen()),
        selected(name_of<Game>(s.selected())),
        history(s.history_size()),
        can_redo(s.can_redo()) {}
  bool operator==(const Snapshot&) const = default;
};

template <class Game>
void PrintTo(const Snapshot<Game>& s, std::ostream* os) {
  *os << "{" << s.fen << ", selected '" << s.selected << "', " << s.history << " steps"
      << (s.can_redo ? ", can redo" : "") << "}";
}

}  // namespace qipan::session::test
