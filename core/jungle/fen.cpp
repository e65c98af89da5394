#include "core/jungle/fen.h"

#include <array>
#include <vector>

#include "core/grid/placement.h"
#include "core/grid/text.h"
#include "core/jungle/rules.h"

namespace qipan::jungle {

namespace {

using grid::quoted;

std::string titled_name(Piece p) {
  return std::string(side_title(side_of(p))) + " " + std::string(piece_name(type_of(p)));
}

Result<std::uint32_t> counter(std::string_view text, std::string_view what, std::uint32_t least) {
  const std::string bad = "bad " + std::string(what) + " " + quoted(text) + " in FEN: expected";
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return Error{bad + " a whole number"};
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
    if (value > max_fen_counter) {
      return Error{bad + " at most " + std::to_string(max_fen_counter)};
    }
  }
  if (value < least) return Error{bad + " at least " + std::to_string(least)};
  return static_cast<std::uint32_t>(value);
}

// The board field of a FEN (grid/placement.h).
constexpr grid::PlacementFormat placement_format{
    board_shape, "one of e l t p w d c r (uppercase for Blue)", false, "'b' (Blue) or 'r' (Red)"};

}  // namespace

Result<void> check_placement(const Board& board) {
  std::array<int, piece_codes> first_square{};
  first_square.fill(-1);
  for (int s = 0; s < square_count; ++s) {
    const auto sq = static_cast<Square>(s);
    const Piece p = board.at(sq);
    if (p == no_piece) continue;
    if (first_square[p] >= 0) {
      return Error{"more than one " + titled_name(p) + " (" +
                   square_name(static_cast<Square>(first_square[p])) + " and " + square_name(sq) +
                   "): each side has one piece of each kind"};
    }
    first_square[p] = s;
    if ((river & bit(sq)) && !can_swim(type_of(p))) {
      return Error{titled_name(p) + " on " + square_name(sq) +
                   " is in the river: only a rat may be in the river"};
    }
    if (den[static_cast<std::size_t>(index_of(side_of(p)))] & bit(sq)) {
      return Error{titled_name(p) + " on " + square_name(sq) + " is in its own den"};
    }
  }
  return {};
}

Result<Setup> parse_fen(std::string_view fen) {
  Setup setup;
  auto read = grid::read_fen_board(
      fen, placement_format, piece_from_letter,
      [&setup](grid::Coord c, Piece p) { setup.board.put(make_square(c.file, c.rank), p); });
  if (!read) return read.error();
  const auto& fields = *read;
  if (fields[1] == "b") {
    setup.board.set_side_to_move(Side::blue);
  } else if (fields[1] == "r") {
    setup.board.set_side_to_move(Side::red);
  } else {
    return Error{"unknown side to move " + quoted(fields[1]) +
                 " in FEN: expected 'b' (Blue) or 'r' (Red)"};
  }
  if (fields.size() > 2) {
    auto clock = counter(fields[2], "half-move clock", 0);
    if (!clock) return clock.error();
    setup.halfmove_clock = *clock;
  }
  if (fields.size() > 3) {
    auto fullmove = counter(fields[3], "move number", 1);
    if (!fullmove) return fullmove.error();
    setup.fullmove_number = *fullmove;
  }
  if (fields.size() > 4) {
    return Error{"unexpected field " + quoted(fields[4]) +
                 " in FEN: expected at most board, side, half-move clock and move number"};
  }
  auto valid = check_placement(setup.board);
  if (!valid) return valid.error();
  return setup;
}

std::string format_fen(const Setup& setup) {
  std::string out = grid::write_placement(board_shape, [&setup](grid::Coord c) {
    const Piece p = setup.board.at(make_square(c.file, c.rank));
    return p == no_piece ? '\0' : letter_of(p);
  });
  out += setup.board.side_to_move() == Side::blue ? " b " : " r ";
  out += std::to_string(setup.halfmove_clock) + " " + std::to_string(setup.fullmove_number);
  return out;
}

}  // namespace qipan::jungle
