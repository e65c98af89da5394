#include "core/xiangqi/notation.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <vector>

#include "core/grid/text.h"

namespace qipan::xiangqi {
namespace {

// How a move is described in WXF and Chinese notation, before spelling.
struct Description {
  PieceType type = PieceType::none;
  Side side = Side::red;
  int file = 0;                // the from-file, 1–9 from the mover's right
  int index = 0;               // 0 = the front one of the like pieces on that file
  int count = 1;               // like pieces on that file
  bool crowded_files = false;  // soldiers: another file also holds two or more
  char dir = '.';              // '+' forward, '-' backward, '.' sideways
  int number = 0;              // destination file or points moved
  bool by_file = true;         // named by the plain file number
  // xqbase's numbering: the like pieces on every file that holds two or
  // more, ordered by file from the mover's right, then front to back; the
  // mover's place in that order (-1 when its file holds only one).
  int combined = -1;
};

int relative_file(Side side, int file) { return side == Side::red ? 9 - file : file + 1; }

// Like pieces (same piece as on `from`) on the file of `from`, front first.
std::vector<Square> like_pieces_on_file(const Board& b, Square from) {
  const Piece p = b.at(from);
  std::vector<Square> out;
  for (int r = 0; r < rank_count; ++r) {
    const Square s = make_square(file_of(from), r);
    if (b.at(s) == p) out.push_back(s);
  }
  if (side_of(p) == Side::red) std::vector<Square>(out.rbegin(), out.rend()).swap(out);
  return out;
}

Description describe(const Board& b, Move m) {
  Description d;
  const Piece p = b.at(m.from());
  d.type = type_of(p);
  d.side = side_of(p);
  d.file = relative_file(d.side, file_of(m.from()));
  const auto like = like_pieces_on_file(b, m.from());
  d.count = static_cast<int>(like.size());
  for (std::size_t i = 0; i < like.size(); ++i) {
    if (like[i] == m.from()) d.index = static_cast<int>(i);
  }
  const int dr = rank_of(m.to()) - rank_of(m.from());
  const bool forward = d.side == Side::red ? dr > 0 : dr < 0;
  d.dir = dr == 0 ? '.' : forward ? '+' : '-';
  const bool diagonal =
      d.type == PieceType::advisor || d.type == PieceType::elephant || d.type == PieceType::horse;
  d.number = (diagonal || dr == 0) ? relative_file(d.side, file_of(m.to())) : (dr < 0 ? -dr : dr);
  d.by_file = d.count < 2 || d.type == PieceType::advisor || d.type == PieceType::elephant;
  if (d.count >= 2) {
    int before = 0;  // like pieces on crowded files to the mover's right
    for (int f = 0; f < file_count; ++f) {
      if (f == file_of(m.from())) continue;
      int n = 0;
      for (int r = 0; r < rank_count; ++r) {
        if (b.at(make_square(f, r)) == p) ++n;
      }
      if (n < 2) continue;
      if (d.type == PieceType::soldier) d.crowded_files = true;
      if (relative_file(d.side, f) < d.file) before += n;
    }
    d.combined = before + d.index;
  }
  return d;
}

char digit(int n) { return static_cast<char>('0' + n); }

constexpr std::string_view wxf_letters = " KAEHRCP";

// The two characters that single out the moving piece in WXF.
std::string wxf_piece(const Description& d) {
  const char letter = wxf_letters[static_cast<std::size_t>(d.type)];
  const char file = digit(d.file);
  if (d.by_file) return {letter, file};
  const char first = d.crowded_files ? file : letter;
  if (d.count == 2) return {first, d.index == 0 ? '+' : '-'};
  if (d.count == 3 || d.crowded_files) {
    return {first, d.index == 0 ? '+' : d.index == d.count - 1 ? '-' : file};
  }
  // Four or five soldiers on one file.
  if (d.index == 0) return "++";
  if (d.index == d.count - 1) return "--";
  if (d.index == 1) return {letter, '+'};
  if (d.index == d.count - 2) return {letter, '-'};
  return {letter, file};
}

std::string wxf_of(const Description& d) { return wxf_piece(d) + d.dir + digit(d.number); }

constexpr std::array<std::string_view, 8> red_names = {"",   "帅", "仕", "相",
                                                       "马", "车", "炮", "兵"};
constexpr std::array<std::string_view, 8> black_names = {"",   "将", "士", "象",
                                                         "马", "车", "炮", "卒"};
constexpr std::array<std::string_view, 10> chinese_numerals = {"",   "一", "二", "三", "四",
                                                               "五", "六", "七", "八", "九"};

std::string chinese_of(const Description& d) {
  const auto t = static_cast<std::size_t>(d.type);
  const std::string name(d.side == Side::red ? red_names[t] : black_names[t]);
  auto number = [&](int n) {
    return d.side == Side::red ? std::string(chinese_numerals[static_cast<std::size_t>(n)])
                               : std::string(1, digit(n));
  };
  std::string piece;
  if (d.by_file) {
    piece = name + number(d.file);
  } else {
    std::string where;
    if (d.count >= 4) {
      where = chinese_numerals[static_cast<std::size_t>(d.index + 1)];
    } else {
      where = d.index == 0 ? "前" : d.index == d.count - 1 ? "后" : "中";
    }
    piece = where + (d.crowded_files ? number(d.file) : name);
  }
  const std::string dir = d.dir == '+' ? "进" : d.dir == '-' ? "退" : "平";
  return piece + dir + number(d.number);
}

// One Unicode code point from UTF-8, advancing `i`; -1 for a malformed sequence.
long next_code_point(std::string_view s, std::size_t& i) {
  const auto c = static_cast<unsigned char>(s[i++]);
  if (c < 0x80) return c;
  int extra = 0;
  long cp = 0;
  if ((c & 0xe0) == 0xc0) {
    extra = 1;
    cp = c & 0x1f;
  } else if ((c & 0xf0) == 0xe0) {
    extra = 2;
    cp = c & 0x0f;
  } else if ((c & 0xf8) == 0xf0) {
    extra = 3;
    cp = c & 0x07;
  } else {
    return -1;
  }
  for (int k = 0; k < extra; ++k) {
    if (i >= s.size()) return -1;
    const auto cc = static_cast<unsigned char>(s[i++]);
    if ((cc & 0xc0) != 0x80) return -1;
    cp = (cp << 6) | (cc & 0x3f);
  }
  return cp;
}

// The token for one code point of WXF or Chinese notation: piece letters
// K A E H R C P, digits, '+', '-', '.', 'm' (中); '\0' for whitespace (skipped);
// '?' for anything else. Ordinals (一兵, xqbase's "Pa.4") are told apart by
// place in tokens_of.
char token_of(long cp) {
  if (cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == 0x3000) return '\0';
  if (cp >= '1' && cp <= '9') return static_cast<char>(cp);
  if (cp >= 0xff11 && cp <= 0xff19) return static_cast<char>('1' + (cp - 0xff11));  // １–９
  switch (cp) {
    case '+':
    case 0xff0b:  // ＋
      return '+';
    case '-':
    case 0xff0d:  // －
      return '-';
    case '.':
    case '=':
    case 0xff0e:  // ．
    case 0xff1d:  // ＝
      return '.';
    default:
      break;
  }
  if ((cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a))
    cp -= 0xff21 - 'A';  // Ａ–ｚ
  if (cp < 0x80 && std::isalpha(static_cast<int>(cp))) {
    switch (std::toupper(static_cast<int>(cp))) {
      case 'K':
      case 'G':
        return 'K';
      case 'A':
        return 'A';
      case 'E':
      case 'B':
        return 'E';
      case 'H':
      case 'N':
        return 'H';
      case 'R':
        return 'R';
      case 'C':
        return 'C';
      case 'P':
      case 'S':
        return 'P';
      default:
        return '?';
    }
  }
  struct Mapping {
    std::string_view chars;
    char token;
  };
  static constexpr Mapping mappings[] = {
      {"帅帥将將", 'K'}, {"仕士", 'A'}, {"相象", 'E'},   {"马馬傌", 'H'}, {"车車俥硨", 'R'},
      {"炮砲包", 'C'},   {"兵卒", 'P'}, {"进進前", '+'}, {"退后後", '-'}, {"平", '.'},
      {"中", 'm'},       {"一", '1'},   {"二", '2'},     {"三", '3'},     {"四", '4'},
      {"五", '5'},       {"六", '6'},   {"七", '7'},     {"八", '8'},     {"九", '9'},
  };
  for (const Mapping& m : mappings) {
    for (std::size_t i = 0; i < m.chars.size();) {
      if (next_code_point(m.chars, i) == cp) return m.token;
    }
  }
  return '?';
}

bool is_piece_token(char t) { return t >= 'A' && t <= 'Z'; }
bool is_digit_token(char t) { return t >= '1' && t <= '9'; }
bool is_direction(char t) { return t == '+' || t == '-' || t == '.'; }

// The ordinal token of the n-th like piece (1-based): 'a' (一) to 'e' (五).
char ordinal(int n) { return static_cast<char>('a' + n - 1); }

// The tokens of a WXF or Chinese move, or "" when the text is not one.
// Normalised so that every spelling of a move is one of spellings_of's:
//  - a numeral before the piece (一兵, 二卒) and xqbase's lower-case a–e
//    after the letter (Pa.4) are ordinals 'a'–'e';
//  - xqbase's '.' for 中 after the letter (P..4) or before it (.P.4) is 'm';
//  - the sideways sign may be left out (C25).
// Shapes: piece, where, direction, number (4 tokens), or where, piece, file,
// direction, number (5 tokens: 前兵九平八).
std::string tokens_of(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const long cp = next_code_point(text, i);
    if (cp < 0) return "";
    const bool lower_ordinal = (cp >= 'a' && cp <= 'e') || (cp >= 0xff41 && cp <= 0xff45);
    if (lower_ordinal && out.size() == 1 && is_piece_token(out[0])) {
      out += static_cast<char>(cp >= 0xff41 ? 'a' + (cp - 0xff41) : cp);
      continue;
    }
    const char t = token_of(cp);
    if (t == '?') return "";
    if (t != '\0') out += t;
  }
  if (out.size() >= 2 && is_digit_token(out[0]) && out[0] <= '5' && is_piece_token(out[1])) {
    out[0] = ordinal(out[0] - '0');
  }
  if (out.size() == 3 && is_piece_token(out[0]) && is_digit_token(out[1]) &&
      is_digit_token(out[2])) {
    out.insert(2, 1, '.');
  }
  if (out.size() == 4 && out[1] == '.' && is_piece_token(out[0]) && is_direction(out[2])) {
    out[1] = 'm';
  }
  if (out.size() == 4 && out[0] == '.' && is_piece_token(out[1]) && is_direction(out[2])) {
    out[0] = 'm';
  }
  const std::size_t n = out.size();
  const bool ends_well = n >= 4 && is_direction(out[n - 2]) && is_digit_token(out[n - 1]);
  const bool four = n == 4;
  const bool five =
      n == 5 &&
      (out[0] == '+' || out[0] == '-' || out[0] == 'm' || (out[0] >= 'a' && out[0] <= 'e')) &&
      is_piece_token(out[1]) && is_digit_token(out[2]);
  return ends_well && (four || five) ? out : "";
}

// The Chinese name of a move as reading tokenizes it (see token_of), built
// directly: tokens_of(chinese_of(d)) == chinese_tokens(d).
std::string chinese_tokens(const Description& d) {
  const char letter = wxf_letters[static_cast<std::size_t>(d.type)];
  std::string out;
  if (d.by_file) {
    out = {letter, digit(d.file)};
  } else if (d.count >= 4) {
    out = {ordinal(d.index + 1), letter};
  } else {
    const char where = d.index == 0 ? '+' : d.index == d.count - 1 ? '-' : 'm';
    out = {where, d.crowded_files ? digit(d.file) : letter};
  }
  return out + d.dir + digit(d.number);
}

// Spellings of a move, as tokens: exact ones (WXF, Chinese, the sign before
// the letter) and the lenient "letter + file" one for a tandem piece.
struct Spellings {
  std::vector<std::string> exact;
  std::string lenient;
};

Spellings spellings_of(const Board& b, Move m) {
  const Description d = describe(b, m);
  Spellings s;
  const std::string w = wxf_of(d);
  const char letter = wxf_letters[static_cast<std::size_t>(d.type)];
  const std::string tail{d.dir, digit(d.number)};
  s.exact.push_back(w);
  s.exact.push_back(chinese_tokens(d));
  if (d.count < 2) return s;
  // Where the piece stands among the like pieces of its own file: 前/后,
  // 前/中/后, or an ordinal for four or five.
  const char where = d.count >= 4             ? ordinal(d.index + 1)
                     : d.index == 0           ? '+'
                     : d.index + 1 == d.count ? '-'
                                              : 'm';
  // The sign before the letter (+R.6, 前仕退五) and, for advisors and
  // elephants, after it (A+-5), as for any tandem pair.
  if (d.count <= 3) {
    s.exact.push_back(std::string{where, letter} + tail);
    s.exact.push_back(std::string{letter, where} + tail);
  }
  // Five characters: where, piece, file (前兵九平八, +P9.8).
  s.exact.push_back(std::string{where, letter, digit(d.file)} + tail);
  // xqbase: ordinals over every crowded file, right to left then front to
  // back (一兵, Pa.4), and 前中后 over the same order.
  if (d.combined >= 0 && d.combined < 5) {
    s.exact.push_back(std::string{ordinal(d.combined + 1), letter} + tail);
    s.exact.push_back(std::string{letter, ordinal(d.combined + 1)} + tail);
  }
  if (!d.by_file) {
    s.lenient = std::string{letter, digit(d.file)} + tail;
  }
  return s;
}

std::string names_of(const std::vector<Move>& moves) {
  std::string out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i) out += i + 1 == moves.size() ? " and " : ", ";
    out += to_string(moves[i]);
  }
  return out;
}

}  // namespace

std::string square_name(Square sq) {
  return {static_cast<char>('a' + file_of(sq)), static_cast<char>('0' + rank_of(sq))};
}

std::string to_string(Move m) { return square_name(m.from()) + square_name(m.to()); }

std::optional<Move> read_iccs(std::string_view text) {
  std::string t;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  if (t.size() == 5 && t[2] == '-') t.erase(2, 1);
  if (t.size() != 4) return std::nullopt;
  auto file_ok = [](char c) { return c >= 'a' && c <= 'i'; };
  auto rank_ok = [](char c) { return c >= '0' && c <= '9'; };
  if (!file_ok(t[0]) || !rank_ok(t[1]) || !file_ok(t[2]) || !rank_ok(t[3])) return std::nullopt;
  return Move::make(make_square(t[0] - 'a', t[1] - '0'), make_square(t[2] - 'a', t[3] - '0'));
}

std::string wxf(const Board& board, Move m) { return wxf_of(describe(board, m)); }

std::string chinese(const Board& board, Move m) { return chinese_of(describe(board, m)); }

Result<Move> read_notation(const Board& board, const MoveList& legal, std::string_view text) {
  const std::string quoted = grid::quoted(text);
  const std::string tokens = tokens_of(text);
  if (tokens.empty()) {
    return Error{quoted +
                 " is not a move in ICCS (h2e2), WXF (C2.5) or Chinese (炮二平五) notation"};
  }
  // Every form names the kind of piece, by its letter or, for soldiers only,
  // by having none: look only at moves of that kind.
  PieceType kind = PieceType::soldier;
  for (char t : tokens.substr(0, 2)) {
    const std::size_t i = wxf_letters.find(t);
    if (i != std::string_view::npos && t != ' ') kind = static_cast<PieceType>(i);
  }
  std::vector<Move> exact;
  std::vector<Move> lenient;
  for (Move m : legal) {
    if (type_of(board.at(m.from())) != kind) continue;
    const Spellings s = spellings_of(board, m);
    for (const std::string& e : s.exact) {
      if (e == tokens) {
        exact.push_back(m);
        break;
      }
    }
    if (s.lenient == tokens) lenient.push_back(m);
  }
  const std::vector<Move>& found = exact.empty() ? lenient : exact;
  if (found.size() == 1) return found[0];
  if (found.empty()) {
    return Error{quoted + " names no legal move of " +
                 std::string(board.side_to_move() == Side::red ? "red" : "black") + " here"};
  }
  return Error{quoted + " is ambiguous here: it fits " + names_of(found) +
               " (name tandem pieces with + and -, or 前 and 后)"};
}

}  // namespace qipan::xiangqi
