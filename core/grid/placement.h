#pragma once

// The board field of a FEN, read and written once for every game: ranks from
// the last down to the first, separated by '/', files left to right, a digit
// for a run of empty squares, a letter for a piece. The game supplies its
// shape and its letters; everything else is shared.

#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/grid/square.h"
#include "core/grid/text.h"

namespace qipan::grid {

// What a game's board field looks like, for reading it and for messages.
struct PlacementFormat {
  BoardShape shape;
  // The letters it accepts, for messages: "one of K A B N R C P ...".
  std::string_view letters;
  // Whether a message that starts with a rank's name capitalises it ("Rank
  // 2 of the FEN ..."); the games' messages differ only in this.
  bool capitalise_rank = false;
  // The side-to-move letters, for messages: "'b' (Blue) or 'r' (Red)".
  std::string_view sides = "";
};

namespace placement_detail {

inline std::string rank_name(const PlacementFormat& f, int rank, std::string_view text,
                             bool starts) {
  return std::string(starts && f.capitalise_rank ? "Rank " : "rank ") +
         std::to_string(rank + f.shape.first_rank) + " of the FEN " + quoted(text);
}

}  // namespace placement_detail

// Reads a board field, calling put(coord, piece) for every piece, where
// piece_of(letter) is the piece a letter stands for or a value equal to
// Piece{} for none. An Error names the first fault: the number of ranks or
// of files in a rank, an unknown letter, a stray character. `put` may have
// been called before an error; callers read into a fresh board.
template <class PieceOf, class Put>
Result<void> read_placement(std::string_view field, const PlacementFormat& f, PieceOf&& piece_of,
                            Put&& put) {
  using detail_piece = decltype(piece_of('a'));
  const auto rows = split(field, '/');
  if (rows.size() != static_cast<std::size_t>(f.shape.ranks)) {
    return Error{"FEN has " + std::to_string(rows.size()) + " ranks, expected " +
                 std::to_string(f.shape.ranks) + " separated by '/'"};
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int rank = f.shape.ranks - 1 - static_cast<int>(i);
    int file = 0;
    for (char c : rows[i]) {
      if (c >= '1' && c <= '9') {
        file += c - '0';
        continue;
      }
      const detail_piece p = piece_of(c);
      if (p == detail_piece{}) {
        const bool letter = std::isalpha(static_cast<unsigned char>(c)) != 0;
        return Error{std::string(letter ? "unknown piece letter " : "unexpected character ") +
                     quoted(std::string_view(&c, 1)) + " in " +
                     placement_detail::rank_name(f, rank, rows[i], false) + ": expected " +
                     std::string(f.letters) + " or a digit for empty squares"};
      }
      if (file < f.shape.files) put(Coord{file, rank}, p);
      ++file;
    }
    if (file != f.shape.files) {
      return Error{placement_detail::rank_name(f, rank, rows[i], true) + " has " +
                   std::to_string(file) + " files, expected " + std::to_string(f.shape.files)};
    }
  }
  return {};
}

// Splits a FEN into its fields and reads the first, the board, as
// read_placement does; an Error when the FEN is empty, the board is bad, or
// no side-to-move field follows it. On success, every field (the board's
// first), so the game reads the side to move and its counters.
template <class PieceOf, class Put>
Result<std::vector<std::string_view>> read_fen_board(std::string_view fen, const PlacementFormat& f,
                                                     PieceOf&& piece_of, Put&& put) {
  auto fields = fen_fields(fen);
  if (fields.empty()) {
    return Error{"empty FEN: expected ranks " +
                 std::to_string(f.shape.first_rank + f.shape.ranks - 1) + " to " +
                 std::to_string(f.shape.first_rank) + " and the side to move"};
  }
  auto placed = read_placement(fields[0], f, piece_of, put);
  if (!placed) return placed.error();
  if (fields.size() < 2) {
    return Error{"FEN has no side to move: expected " + std::string(f.sides) + " after the board"};
  }
  return fields;
}

// Writes a board field; letter_at(coord) is the letter of the piece there,
// '\0' for an empty square. (One digit per run: boards up to 9 files.)
template <class LetterAt>
std::string write_placement(BoardShape shape, LetterAt&& letter_at) {
  std::string out;
  for (int rank = shape.ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < shape.files; ++file) {
      const char letter = letter_at(Coord{file, rank});
      if (letter == '\0') {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += letter;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank > 0) out += '/';
  }
  return out;
}

}  // namespace qipan::grid
