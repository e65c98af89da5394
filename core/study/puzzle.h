#pragma once

// Puzzles as data: a position, its game, the move that led to it (when
// known), the line that solves it, a theme and a difficulty; and the file
// that ships them (public/puzzles.txt,
// docs/study.md "Puzzles"). The file is text, one puzzle a line, between a
// header and an end line that counts the puzzles and carries a checksum of
// everything before it, so that a truncated or corrupted file is refused
// with a clear error rather than read in part:
//
//   qipan-puzzles 2
//   x0001<TAB>xiangqi<TAB>FEN<TAB>h2h9 e9e8 h9h8<TAB>mate<TAB>2<TAB>1150<TAB>-
//   m0001<TAB>xiangqi<TAB>FEN<TAB>e3e7<TAB>material<TAB>0<TAB>1400<TAB>b7e7
//   ...
//   end<TAB>COUNT<TAB>FNV-1a-64 of the bytes above, 16 hex digits
//
// The eighth field is the move that led to the puzzle, the other side's
// (lichess's form): the FEN is then the position before it, and the puzzle
// starts once it is played; "-" when the puzzle has none (the FEN is the
// puzzle's position). Version 1 files (seven fields, no lead) still read.
//
// The reader checks the layout only; replay_solution checks a puzzle
// against its game's rules, and the puzzle tests (tests/native/study)
// prove each solution unique and its mate shortest.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"

namespace qipan::study {

// mate: mate in `moves`; den: a den entered in `moves` (Jungle); material:
// win material; defend: the only move that holds.
enum class Theme : std::uint8_t { mate, den, material, defend };

std::string_view theme_name(Theme t);
std::optional<Theme> theme_named(std::string_view name);

struct Puzzle {
  std::string id;
  std::string game;  // the registry's name (core/games/games.h)
  std::string fen;
  // Coordinate moves, the solver's first, then the other side's reply and
  // so on; it ends on the solver's move.
  std::vector<std::string> solution;
  Theme theme = Theme::mate;
  int moves = 0;       // N of mate in N or den in N; 0 for the other themes
  int difficulty = 0;  // an estimated rating, 400..3000
  // The other side's move that led to the puzzle, played from `fen` before
  // the solution (a coordinate move); none when `fen` is the puzzle's own.
  std::optional<std::string> lead;

  bool operator==(const Puzzle&) const = default;
};

inline constexpr std::string_view puzzle_header = "qipan-puzzles 2";
// The first version's header: seven fields, no lead.
inline constexpr std::string_view puzzle_header_v1 = "qipan-puzzles 1";

// FNV-1a, 64 bits: the file's checksum.
std::uint64_t fnv1a(std::string_view bytes);

// The file holding `puzzles` (each one's fields must hold no tab or line end).
std::string write_puzzles(const std::vector<Puzzle>& puzzles);

// The puzzles of a file, or an Error (code bad_data) naming the line and
// what is wrong: a missing header, a line without its eight fields (seven
// in a version 1 file), an empty lead, an
// unknown theme, a number out of range, an empty solution, a repeated id,
// no end line (truncated), a count or checksum that does not match
// (truncated or corrupted), text after the end line.
Result<std::vector<Puzzle>> read_puzzles(std::string_view text);

// The puzzle's own position: its FEN, then its lead played (when it has
// one), or an Error naming the puzzle and what is wrong: a bad FEN, a game
// already over, a lead that is not a legal move there or that ends the
// game (the solver would have nothing to find).
template <class Position>
Result<Position> puzzle_position(const Puzzle& puzzle) {
  auto start = Position::from_fen(puzzle.fen);
  if (!start) return Error{"puzzle " + puzzle.id + ": bad FEN: " + start.error().message};
  Position p = *start;
  if (p.status().over) return Error{"puzzle " + puzzle.id + ": the game is already over"};
  if (puzzle.lead) {
    auto m = p.parse_move(*puzzle.lead);
    auto played = m ? p.play(*m) : Result<void>(m.error());
    if (!played) {
      return Error{"puzzle " + puzzle.id + ", the move that leads to it '" + *puzzle.lead +
                   "': " + played.error().message};
    }
    if (p.status().over) {
      return Error{"puzzle " + puzzle.id + ", the move that leads to it '" + *puzzle.lead +
                   "' ends the game"};
    }
  }
  return p;
}

// The puzzle's position after its whole solution, each move parsed and
// played by the game's rules (after the lead), or an Error naming the
// puzzle and the move.
template <class Position>
Result<Position> replay_solution(const Puzzle& puzzle) {
  auto start = puzzle_position<Position>(puzzle);
  if (!start) return start.error();
  Position p = *start;
  for (std::size_t i = 0; i < puzzle.solution.size(); ++i) {
    auto m = p.parse_move(puzzle.solution[i]);
    auto played = m ? p.play(*m) : Result<void>(m.error());
    if (!played) {
      return Error{"puzzle " + puzzle.id + ", move " + std::to_string(i + 1) + " '" +
                   puzzle.solution[i] + "': " + played.error().message};
    }
  }
  return p;
}

}  // namespace qipan::study
