#include "core/jungle/fen.h"

#include <array>
#include <vector>

#include "core/jungle/rules.h"

namespace qipan::jungle {

namespace {

std::string quoted(std::string_view text) {
  std::string out = "'";
  out.append(text);
  out += '\'';
  return out;
}

std::string titled_name(Piece p) {
  return std::string(side_title(side_of(p))) + " " + std::string(piece_name(type_of(p)));
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == separator) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

std::vector<std::string_view> fields_of(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (i < text.size()) {
    while (i < text.size() && space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !space(text[i])) ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
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

Result<Board> parse_placement(std::string_view text) {
  const auto rows = split(text, '/');
  if (rows.size() != ranks) {
    return Error{"FEN has " + std::to_string(rows.size()) + " ranks, expected " +
                 std::to_string(ranks) + " separated by '/'"};
  }
  Board board;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int rank = ranks - 1 - static_cast<int>(i);
    const std::string rank_label =
        "rank " + std::to_string(rank + 1) + " of the FEN " + quoted(rows[i]);
    int file = 0;
    for (char c : rows[i]) {
      if (c >= '1' && c <= '9') {
        file += c - '0';
      } else if (const Piece p = piece_from_letter(c); p != no_piece) {
        if (file < files) board.put(make_square(file, rank), p);
        ++file;
      } else {
        return Error{"unknown piece letter " + quoted(std::string_view(&c, 1)) + " in " +
                     rank_label + ": expected one of e l t p w d c r (uppercase for Blue) or " +
                     "a digit 1-7"};
      }
    }
    if (file != files) {
      return Error{rank_label + " has " + std::to_string(file) + " files, expected " +
                   std::to_string(files)};
    }
  }
  return board;
}

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
  const auto fields = fields_of(fen);
  if (fields.empty()) return Error{"empty FEN: expected ranks 9 to 1 and the side to move"};
  auto board = parse_placement(fields[0]);
  if (!board) return board.error();
  Setup setup;
  setup.board = *board;
  if (fields.size() < 2) {
    return Error{"FEN has no side to move: expected 'b' (Blue) or 'r' (Red) after the board"};
  }
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
  auto placed = check_placement(setup.board);
  if (!placed) return placed.error();
  return setup;
}

std::string format_fen(const Setup& setup) {
  std::string out;
  for (int rank = ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < files; ++file) {
      const Piece p = setup.board.at(make_square(file, rank));
      if (p == no_piece) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += letter_of(p);
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank > 0) out += '/';
  }
  out += setup.board.side_to_move() == Side::blue ? " b " : " r ";
  out += std::to_string(setup.halfmove_clock) + " " + std::to_string(setup.fullmove_number);
  return out;
}

}  // namespace qipan::jungle
