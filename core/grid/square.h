#pragma once

#include <string>
#include <string_view>

#include "core/grid/result.h"

namespace qipan::grid {

// The shape of a board whose squares are named file-letter then rank-number
// ("h2", "d9"): how many files and ranks it has and the number printed for its
// first rank (some games count ranks from 0, others from 1). Files run from
// 'a' on the first player's left; ranks from the first player's back rank.
struct BoardShape {
  int files;
  int ranks;
  int first_rank;

  constexpr bool operator==(const BoardShape&) const = default;
};

// A point of a board: 0-based file and rank, whatever the board prints.
struct Coord {
  int file = 0;
  int rank = 0;

  constexpr bool operator==(const Coord&) const = default;
};

constexpr bool contains(BoardShape shape, Coord c) {
  return c.file >= 0 && c.file < shape.files && c.rank >= 0 && c.rank < shape.ranks;
}

constexpr int square_count(BoardShape shape) { return shape.files * shape.ranks; }

// Squares are numbered rank by rank from the first player's back rank, files
// left to right: index = rank * files + file. Only for coordinates on the board.
constexpr int index_of(BoardShape shape, Coord c) { return c.rank * shape.files + c.file; }
constexpr Coord coord_of(BoardShape shape, int index) {
  return {index % shape.files, index / shape.files};
}

// The coordinate named by `text` ("h2"), or an Error saying what is wrong with
// the name: empty, too long, a file or rank off this board.
Result<Coord> parse_square(BoardShape shape, std::string_view text);

// The name of an on-board coordinate ("h2").
std::string square_name(BoardShape shape, Coord c);

}  // namespace qipan::grid
