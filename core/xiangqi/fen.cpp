#include "core/xiangqi/fen.h"

#include <cctype>
#include <vector>

#include "core/grid/placement.h"
#include "core/grid/text.h"

namespace qipan::xiangqi {
namespace {

constexpr std::string_view letters = " KABNRCP";

using grid::quoted;

// The board field of a FEN (grid/placement.h).
constexpr grid::PlacementFormat placement_format{
    board_shape, "one of K A B N R C P (E, H accepted; lower case for black)", true,
    "'w' (or 'r') or 'b'"};

// A whole number of at most 9 digits, or -1.
int number_of(std::string_view s) {
  if (s.empty() || s.size() > 9) return -1;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

std::string_view plural(PieceType t) {
  switch (t) {
    case PieceType::general:
      return "generals";
    case PieceType::advisor:
      return "advisors";
    case PieceType::elephant:
      return "elephants";
    case PieceType::horse:
      return "horses";
    case PieceType::chariot:
      return "chariots";
    case PieceType::cannon:
      return "cannons";
    case PieceType::soldier:
      return "soldiers";
    case PieceType::none:
      break;
  }
  return "";
}

}  // namespace

bool can_ever_stand(Side side, PieceType type, int file, int rank) {
  const int r = side == Side::red ? rank : 9 - rank;  // rank from the piece's own back rank
  switch (type) {
    case PieceType::general:
      return file >= 3 && file <= 5 && r <= 2;
    case PieceType::advisor:
      return (r == 0 || r == 2) ? (file == 3 || file == 5) : (r == 1 && file == 4);
    case PieceType::elephant:
      return (r == 0 || r == 4) ? (file == 2 || file == 6)
                                : (r == 2 && (file == 0 || file == 4 || file == 8));
    default:
      return true;
  }
}

std::string where_it_may_stand(Side side, PieceType type) {
  const bool red = side == Side::red;
  switch (type) {
    case PieceType::general:
      return red ? "its palace, d0-f2" : "its palace, d7-f9";
    case PieceType::advisor:
      return red ? "d0, f0, e1, d2, f2" : "d9, f9, e8, d7, f7";
    case PieceType::elephant:
      return red ? "c0, g0, a2, e2, i2, c4, g4" : "c9, g9, a7, e7, i7, c5, g5";
    default:
      return "";
  }
}

char piece_letter(Piece p) {
  if (p == Piece::none) return '\0';
  const char c = letters[static_cast<std::size_t>(type_of(p))];
  return side_of(p) == Side::red ? c : static_cast<char>(std::tolower(c));
}

Piece piece_from_letter(char c) {
  const Side side = std::isupper(static_cast<unsigned char>(c)) ? Side::red : Side::black;
  char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (up == 'E') up = 'B';
  if (up == 'H') up = 'N';
  const std::size_t i = letters.find(up);
  if (up == ' ' || i == std::string_view::npos) return Piece::none;
  return make_piece(side, static_cast<PieceType>(i));
}

std::string_view piece_name(PieceType t) {
  switch (t) {
    case PieceType::general:
      return "general";
    case PieceType::advisor:
      return "advisor";
    case PieceType::elephant:
      return "elephant";
    case PieceType::horse:
      return "horse";
    case PieceType::chariot:
      return "chariot";
    case PieceType::cannon:
      return "cannon";
    case PieceType::soldier:
      return "soldier";
    case PieceType::none:
      break;
  }
  return "nothing";
}

std::string_view side_name(Side s) { return s == Side::red ? "red" : "black"; }

Result<void> validate(const Board& board) {
  for (Side side : {Side::red, Side::black}) {
    for (int t = 1; t <= 7; ++t) {
      const auto type = static_cast<PieceType>(t);
      const int n = board.pieces(side, type).count();
      if (type == PieceType::general && n == 0) {
        return Error{capitalized(side_name(side)) + " has no general"};
      }
      if (n > set_limit(type)) {
        return Error{capitalized(side_name(side)) + " has " + std::to_string(n) + " " +
                     std::string(plural(type)) + ", more than the set holds (" +
                     std::to_string(set_limit(type)) + ")"};
      }
    }
  }
  for (int s = 0; s < square_count; ++s) {
    const Piece p = board.at(static_cast<Square>(s));
    if (p == Piece::none) continue;
    const Side side = side_of(p);
    const PieceType type = type_of(p);
    const int file = file_of(s);
    const int rank = rank_of(s);
    const std::string what = "the " + std::string(side_name(side)) + " " +
                             std::string(piece_name(type)) + " on " +
                             square_name(static_cast<Square>(s));
    if (!can_ever_stand(side, type, file, rank)) {
      const bool vowel = type == PieceType::advisor || type == PieceType::elephant;
      return Error{capitalized(what) + " stands where it can never go (" + (vowel ? "an " : "a ") +
                   std::string(piece_name(type)) + " may stand on " +
                   where_it_may_stand(side, type) + ")"};
    }
    if (type == PieceType::soldier) {
      const int r = side == Side::red ? rank : 9 - rank;
      if (r < 3) return Error{capitalized(what) + " stands behind its starting rank"};
      if (r <= 4 && file % 2 != 0) {
        return Error{capitalized(what) +
                     " stands on its own half off the files a, c, e, g, i, where no soldier "
                     "can be before crossing the river"};
      }
    }
  }
  const Side mover = board.side_to_move();
  const Side waiting = opposite(mover);
  const Square red_general = board.general(Side::red);
  const Square black_general = board.general(Side::black);
  if (file_of(red_general) == file_of(black_general)) {
    bool between = false;
    for (int r = rank_of(red_general) + 1; r < rank_of(black_general); ++r) {
      if (board.at(make_square(file_of(red_general), r)) != Piece::none) between = true;
    }
    if (!between) {
      return Error{"The generals face each other on the " +
                   std::string(1, static_cast<char>('a' + file_of(red_general))) +
                   " file with nothing between"};
    }
  }
  if (board.in_check(waiting)) {
    return Error{capitalized(side_name(waiting)) + " is in check but it is " +
                 std::string(side_name(mover)) +
                 "'s turn: the side not to move may not be in check"};
  }
  return {};
}

Result<FenPosition> parse_fen(std::string_view fen) {
  FenPosition out;
  auto read = grid::read_fen_board(
      fen, placement_format, piece_from_letter,
      [&out](grid::Coord c, Piece p) { out.board.put(make_square(c.file, c.rank), p); });
  if (!read) return read.error();
  const auto& fields = *read;
  if (fields[1] == "w" || fields[1] == "r" || fields[1] == "W" || fields[1] == "R") {
    out.board.set_side_to_move(Side::red);
  } else if (fields[1] == "b" || fields[1] == "B") {
    out.board.set_side_to_move(Side::black);
  } else {
    return Error{"bad side to move " + quoted(fields[1]) + ": expected 'w' (or 'r') or 'b'"};
  }
  std::size_t next = 2;
  for (int placeholder = 0; placeholder < 2 && next < fields.size() && fields[next] == "-";
       ++placeholder) {
    ++next;
  }
  if (next < fields.size()) {
    const int clock = number_of(fields[next]);
    if (clock < 0) {
      return Error{"bad half-move clock " + quoted(fields[next]) +
                   ": expected a whole number of plies since the last capture"};
    }
    out.halfmove_clock = clock;
    ++next;
  }
  if (next < fields.size()) {
    const int number = number_of(fields[next]);
    if (number < 1) {
      return Error{"bad move number " + quoted(fields[next]) + ": expected a whole number from 1"};
    }
    out.fullmove_number = number;
    ++next;
  }
  if (next < fields.size()) {
    return Error{"unexpected " + quoted(fields[next]) + " at the end of the FEN"};
  }
  auto valid = validate(out.board);
  if (!valid) return valid.error();
  return out;
}

std::string format_fen(const Board& board, int halfmove_clock, int fullmove_number) {
  std::string out = grid::write_placement(board_shape, [&board](grid::Coord c) {
    return piece_letter(board.at(make_square(c.file, c.rank)));
  });
  out += board.side_to_move() == Side::red ? " w - - " : " b - - ";
  out += std::to_string(halfmove_clock) + " " + std::to_string(fullmove_number);
  return out;
}

}  // namespace qipan::xiangqi
