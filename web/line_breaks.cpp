#include "web/line_breaks.h"

#include <cstddef>
#include <vector>

namespace qipan::web {

namespace {

struct Glyph {
  char32_t c;
  std::size_t at;    // its first byte in the text
  std::size_t size;  // its bytes
};

// The text's characters (a malformed byte stands for itself).
std::vector<Glyph> decode(std::string_view text) {
  std::vector<Glyph> out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 1;
    if (i + n > text.size()) n = 1;
    char32_t c = n == 1 ? char32_t{b} : char32_t{b} & (char32_t{0xff} >> (n + 1));
    for (std::size_t k = 1; k < n; ++k) {
      const auto t = static_cast<unsigned char>(text[i + k]);
      if ((t & 0xc0) != 0x80) {
        n = 1;
        c = b;
        break;
      }
      c = (c << 6) | (char32_t{t} & 0x3f);
    }
    out.push_back({c, i, n});
    i += n;
  }
  return out;
}

bool is_space(char32_t c) { return c == ' ' || c == '\t' || c == 0x3000; }

// Chinese and Japanese characters and the full-width forms: a line may end
// between any two of them.
bool is_wide(char32_t c) {
  return (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) ||
         (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) ||
         (c >= 0xff00 && c <= 0xffef) || (c >= 0x20000 && c <= 0x2fa1f);
}

// Punctuation that may not begin a line: the full-width comma, full stop,
// enumeration comma, semicolon, colon, exclamation and question marks,
// closing brackets and quotes, ellipsis, middle dots, wave dash; and their
// ASCII kin.
bool closes(char32_t c) {
  switch (c) {
    case U'\uff0c':
    case U'\u3002':
    case U'\u3001':
    case U'\uff1b':
    case U'\uff1a':
    case U'\uff01':
    case U'\uff1f':
    case U'\uff09':
    case U'\u300d':
    case U'\u300f':
    case U'\u300b':
    case U'\u3009':
    case U'\u3011':
    case U'\u3015':
    case U'\u201d':
    case U'\u2019':
    case U'\u2026':
    case U'\u00b7':
    case U'\u30fb':
    case U'\uff5e':
    case ',':
    case '.':
    case ';':
    case ':':
    case '!':
    case '?':
    case ')':
    case ']':
      return true;
    default:
      return false;
  }
}

// Punctuation that may not end a line: opening brackets and quotes.
bool opens(char32_t c) {
  switch (c) {
    case U'\uff08':
    case U'\u300c':
    case U'\u300e':
    case U'\u300a':
    case U'\u3008':
    case U'\u3010':
    case U'\u3014':
    case U'\u201c':
    case U'\u2018':
    case '(':
    case '[':
      return true;
    default:
      return false;
  }
}

// Whether a line may end between `a` and `b`.
bool may_break(char32_t a, char32_t b) {
  if (closes(b) || opens(a)) return false;
  if (is_space(a)) return !is_space(b);
  return is_wide(a) || is_wide(b);
}

}  // namespace

std::string break_lines(std::string_view text, float width,
                        const std::function<float(char32_t)>& advance) {
  const std::vector<Glyph> g = decode(text);
  std::string out;
  std::size_t start = 0;  // the line's first character
  while (start < g.size()) {
    // The line's end: its own line break, or where it is full.
    float used = 0;
    std::size_t end = start;
    std::size_t last_break = start;  // the latest place the line may end (start: none)
    bool newline = false;
    while (end < g.size()) {
      if (g[end].c == '\n') {
        newline = true;
        break;
      }
      if (end > start && may_break(g[end - 1].c, g[end].c)) last_break = end;
      used += advance(g[end].c);
      // Spaces may overhang where the line ends: they are dropped there.
      if (used > width && end > start && !is_space(g[end].c)) break;
      ++end;
    }
    std::size_t cut = end;
    if (!newline && end < g.size()) {
      if (last_break > start) {
        cut = last_break;
      } else {
        // Nothing to break at: cut where the line is full, not before a
        // closing mark (it stays at the end, a little over).
        while (cut < g.size() && closes(g[cut].c)) ++cut;
      }
    }
    std::size_t shown = cut;
    while (shown > start && is_space(g[shown - 1].c)) --shown;
    if (shown > start) {
      out.append(text.substr(g[start].at, g[shown - 1].at + g[shown - 1].size - g[start].at));
    }
    if (cut >= g.size()) break;
    out += '\n';
    start = cut;
    if (g[start].c == '\n') {
      ++start;
    } else {
      while (start < g.size() && is_space(g[start].c)) ++start;
    }
  }
  return out;
}

}  // namespace qipan::web
