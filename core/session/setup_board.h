#pragma once

// The position editor's board: pieces placed and taken away one at a time,
// in any order, through set-ups the rules refuse on the way (a board with
// one general is a step towards a board with two). It holds letters, not a
// Position, so every half-made set-up can be shown; what the rules say of
// it is the game's own check (core/<game>/setup.h through
// core/games/table_rules.h), every fault in words with its squares, and a
// Position comes out only of a set-up with none.
//
// The editing gestures are decided here, for every game alike:
//   paint(square, brush): a click with a palette piece (or the eraser,
//     '\0') chosen: places it, or takes it away when the same piece is
//     already there;
//   drop_letter(letter, square): a palette piece dragged onto a square (off
//     the board: nothing);
//   drop_square(from, to): a piece on the board dragged to another square,
//     or off the board (`to` none), which takes it away.
// Each refuses, with a reason and changing nothing, a letter that is not a
// piece of the game.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/games/games.h"
#include "core/games/table_rules.h"
#include "core/grid/board_game.h"
#include "core/grid/placement.h"
#include "core/grid/result.h"
#include "core/grid/setup_problem.h"
#include "core/grid/square.h"
#include "core/grid/text.h"

namespace qipan::session {

template <BoardGame Game>
class SetupBoard {
 public:
  using Square = typename Game::Square;
  using Side = typename Game::Side;

  // The board of `from` (the game's start position by default).
  explicit SetupBoard(const Game& from = Game()) { take(from); }

  // The pieces of the game, each letter once: the first mover's, then the
  // other side's, in the order the start position lists them.
  static std::vector<char> palette() {
    std::vector<char> out;
    const Game start;
    const Side first = start.side_to_move();
    for (int pass = 0; pass < 2; ++pass) {
      for (int i = 0; i < count; ++i) {
        const auto sq = static_cast<Square>(i);
        const char c = start.piece_letter(sq);
        const auto owner = start.owner(sq);
        if (c == '\0' || !owner || (*owner == first) != (pass == 0)) continue;
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
      }
    }
    return out;
  }
  static bool is_piece(char letter) {
    const auto p = palette();
    return std::find(p.begin(), p.end(), letter) != p.end();
  }

  char at(Square sq) const { return letters_[static_cast<std::size_t>(sq)]; }
  Side side_to_move() const { return side_; }
  // A number that changes with every change of the board or the turn.
  std::uint64_t revision() const { return revision_; }

  void set_side_to_move(Side side) {
    if (side == side_) return;
    side_ = side;
    ++revision_;
  }
  // An empty board, and the game's start position.
  void clear() {
    std::fill(letters_.begin(), letters_.end(), '\0');
    ++revision_;
  }
  void reset() { take(Game()); }
  // Starts again from a position (a FEN's, the game on the board's).
  void load(const Game& from) { take(from); }

  // A click with `brush` chosen ('\0' for the eraser).
  Result<void> paint(Square sq, char brush) {
    if (auto ok = check_letter(brush); !ok) return ok;
    if (!on_board(sq)) return off_board(sq);
    put(sq, at(sq) == brush ? '\0' : brush);
    return {};
  }
  // A palette piece dropped on `to` (none: off the board, nothing happens).
  Result<void> drop_letter(char letter, std::optional<Square> to) {
    if (auto ok = check_letter(letter); !ok) return ok;
    if (letter == '\0') return Error{"drop a piece, not an empty square", ErrorCode::bad_argument};
    if (!to) return {};
    if (!on_board(*to)) return off_board(*to);
    put(*to, letter);
    return {};
  }
  // The piece on `from` dropped on `to`, or off the board (none): taken away.
  Result<void> drop_square(Square from, std::optional<Square> to) {
    if (!on_board(from)) return off_board(from);
    if (to && !on_board(*to)) return off_board(*to);
    const char letter = at(from);
    if (letter == '\0') {
      return Error{"there is no piece on " + name(from) + " to move", ErrorCode::bad_argument};
    }
    if (to == from) return {};
    put(from, '\0');
    if (to) put(*to, letter);
    return {};
  }

  // The set-up as a FEN: the board, the side to move, the start position's
  // other fields (counters from zero).
  std::string fen() const {
    std::string out = grid::write_placement(Game::shape, [&](grid::Coord c) {
      return letters_[static_cast<std::size_t>(grid::index_of(Game::shape, c))];
    });
    out += " ";
    out += side_field(side_);
    for (const std::string& f : tail_fields()) out += " " + f;
    return out;
  }

  // Every reason the rules refuse the set-up, none when it may be played.
  std::vector<grid::SetupProblem> problems() const {
    auto r = setup_problems(std::type_identity<Game>{}, fen());
    if (r) return *r;
    // The board field is always well formed: only a game's own refusal of
    // the whole text can come here; say it rather than hide it.
    return {grid::SetupProblem{"unreadable", {}, r.error().message, r.error().message}};
  }
  // The squares the problems concern, to mark on the board.
  std::vector<std::string> marked() const {
    std::vector<std::string> out;
    for (const auto& p : problems()) {
      for (const auto& s : p.squares) {
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
      }
    }
    return out;
  }
  // The position to play from, or the first problem's words.
  Result<Game> position() const {
    const auto faults = problems();
    if (!faults.empty()) return Error{faults.front().en, ErrorCode::bad_fen};
    return Game::from_fen(fen());
  }

 private:
  static constexpr int count = grid::square_count(Game::shape);

  static std::string name(Square sq) {
    return grid::square_name(Game::shape, grid::coord_of(Game::shape, sq));
  }
  static bool on_board(Square sq) {
    return static_cast<int>(sq) >= 0 && static_cast<int>(sq) < count;
  }
  static Error off_board(Square sq) {
    return Error{"square " + std::to_string(static_cast<int>(sq)) + " is not on the board",
                 ErrorCode::bad_argument};
  }
  static Result<void> check_letter(char letter) {
    if (letter == '\0' || is_piece(letter)) return {};
    std::string list;
    for (char c : palette()) list += c;
    return Error{"no piece of " + std::string(games::EntryOf<Game>::name) + " is written " +
                     grid::quoted(std::string_view(&letter, 1)) + ": expected one of " + list,
                 ErrorCode::bad_argument};
  }
  // The FEN's side-to-move letter of `side`, as the game writes it.
  static std::string side_field(Side side) {
    const Game start;
    if (side == start.side_to_move()) return field(start.fen(), 1);
    auto other = start.with_side_to_move(side);
    return other ? field(other->fen(), 1) : std::string();
  }
  static std::vector<std::string> tail_fields() {
    const std::string start = Game().fen();
    const auto all = grid::fen_fields(start);
    std::vector<std::string> out;
    for (std::size_t i = 2; i < all.size(); ++i) out.emplace_back(all[i]);
    return out;
  }
  static std::string field(const std::string& fen, std::size_t i) {
    const auto all = grid::fen_fields(fen);
    return i < all.size() ? std::string(all[i]) : std::string();
  }
  void put(Square sq, char letter) {
    letters_[static_cast<std::size_t>(sq)] = letter;
    ++revision_;
  }
  void take(const Game& from) {
    for (int i = 0; i < count; ++i) {
      letters_[static_cast<std::size_t>(i)] = from.piece_letter(static_cast<Square>(i));
    }
    side_ = from.side_to_move();
    ++revision_;
  }

  std::vector<char> letters_ = std::vector<char>(count, '\0');
  Side side_{};
  std::uint64_t revision_ = 0;
};

}  // namespace qipan::session
