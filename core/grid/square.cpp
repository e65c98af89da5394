#include "core/grid/square.h"

#include "core/grid/text.h"

namespace qipan::grid {

namespace {

std::string file_range(BoardShape shape) {
  return std::string("a-") + static_cast<char>('a' + shape.files - 1);
}

std::string rank_range(BoardShape shape) {
  return std::to_string(shape.first_rank) + "-" +
         std::to_string(shape.first_rank + shape.ranks - 1);
}

}  // namespace

Result<Coord> parse_square(BoardShape shape, std::string_view text) {
  if (text.empty()) return Error{"empty square name: expected a file letter and a rank, like 'a1'"};
  const std::string board_range = "files " + file_range(shape) + ", ranks " + rank_range(shape);
  if (text.size() != 2) {
    return Error{"bad square " + quoted(text) + ": expected a file letter and a rank digit (" +
                 board_range + ")"};
  }
  const char f = text[0];
  const char r = text[1];
  if (f < 'a' || f >= 'a' + shape.files) {
    return Error{"bad square " + quoted(text) + ": file " + quoted(text.substr(0, 1)) +
                 " is off the board (" + board_range + ")"};
  }
  if (r < '0' + shape.first_rank || r > '0' + shape.first_rank + shape.ranks - 1) {
    return Error{"bad square " + quoted(text) + ": rank " + quoted(text.substr(1, 1)) +
                 " is off the board (" + board_range + ")"};
  }
  return Coord{f - 'a', r - '0' - shape.first_rank};
}

std::string square_name(BoardShape shape, Coord c) {
  std::string out;
  out += static_cast<char>('a' + c.file);
  out += std::to_string(c.rank + shape.first_rank);
  return out;
}

}  // namespace qipan::grid
