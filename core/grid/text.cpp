#include "core/grid/text.h"

namespace qipan::grid {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

void append_escaped(std::string& out, char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u != 0x7f) {
    out += c;
    return;
  }
  switch (c) {
    case '\0':
      out += "\\0";
      return;
    case '\n':
      out += "\\n";
      return;
    case '\t':
      out += "\\t";
      return;
    case '\r':
      out += "\\r";
      return;
    default:
      break;
  }
  constexpr std::string_view hex = "0123456789abcdef";
  out += "\\x";
  out += hex[u >> 4];
  out += hex[u & 15];
}

}  // namespace

std::string escaped(std::string_view text, std::size_t limit, std::string_view ellipsis) {
  std::size_t shown = text.size();
  if (shown > limit) {
    shown = limit;
    // Back up to the start of a UTF-8 character (never into its middle).
    while (shown > 0 && (static_cast<unsigned char>(text[shown]) & 0xc0) == 0x80) --shown;
  }
  std::string out;
  for (std::size_t i = 0; i < shown; ++i) append_escaped(out, text[i]);
  if (shown < text.size()) out += ellipsis;
  return out;
}

std::string quoted(std::string_view text) {
  // Appended piece by piece: GCC 12's -O3 -Wrestrict misreads "'" + string.
  std::string out = "'";
  out += escaped(text, quote_limit, "...");
  out += '\'';
  return out;
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

std::vector<std::string_view> fen_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

}  // namespace qipan::grid
