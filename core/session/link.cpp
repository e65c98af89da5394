#include "core/session/link.h"

namespace qipan::session {
namespace link_detail {
namespace {

constexpr std::uint64_t fnv_offset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t fnv_prime = 0x100000001b3ULL;

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX decoded once; a '%' not followed by two hex digits is kept.
std::string percent_decoded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size()) {
      const int hi = hex_value(text[i + 1]);
      const int lo = hex_value(text[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

// The text without white space, line breaks, and the invisible characters
// chat apps put into long words (zero-width space U+200B, soft hyphen U+00AD,
// word joiner U+2060, no-break space U+00A0).
std::string without_breaks(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::string_view rest = text.substr(i);
    if (is_space(text[i])) continue;
    if (rest.starts_with("\xE2\x80\x8B") || rest.starts_with("\xE2\x81\xA0")) {
      i += 2;
      continue;
    }
    if (rest.starts_with("\xC2\xAD") || rest.starts_with("\xC2\xA0")) {
      i += 1;
      continue;
    }
    out += text[i];
  }
  return out;
}

}  // namespace

std::uint64_t fnv(std::uint64_t h, std::string_view bytes) {
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= fnv_prime;
  }
  // One more round over a separator, so "ab"+"c" and "a"+"bc" differ.
  h ^= 0xff;
  h *= fnv_prime;
  return h;
}

std::uint64_t start_hash(std::string_view game, std::string_view fen) {
  return fnv(fnv(fnv(fnv_offset, link_prefix), game), fen);
}

int digit(char c) {
  const std::size_t at = alphabet.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

char chain_char(std::uint64_t h) { return alphabet[static_cast<std::size_t>(h >> 58)]; }

std::string check_text(std::uint64_t h) {
  std::string out;
  for (int i = 0; i < 8; ++i) out += alphabet[static_cast<std::size_t>((h >> (58 - 6 * i)) & 63)];
  return out;
}

void append_index(std::string& out, int index) {
  if (index < one_char_limit) {
    out += alphabet[static_cast<std::size_t>(index)];
    return;
  }
  const int over = index - one_char_limit;
  out += alphabet[static_cast<std::size_t>(one_char_limit + over / 64)];
  out += alphabet[static_cast<std::size_t>(over % 64)];
}

Error broken(std::string m) { return Error{"bad link: " + std::move(m), ErrorCode::bad_data}; }

Result<std::string> clean(std::string_view text) {
  if (text.size() > max_link_chars) {
    return broken("it is " + std::to_string(text.size()) + " characters long, more than " +
                  std::to_string(max_link_chars));
  }
  std::string t = without_breaks(text);
  // Decoded twice at most: a link pasted into a URL and sent on again.
  for (int round = 0; round < 2 && t.find('%') != std::string::npos; ++round) {
    t = without_breaks(percent_decoded(t));
  }
  const std::string head = std::string(link_prefix) + ".";
  const std::size_t first = t.find(head);
  if (first == std::string::npos) {
    return broken("no game link found: a link starts with '" + head + "'");
  }
  t.erase(0, first);
  if (t.find(head, head.size()) != std::string::npos) {
    return broken("the text holds more than one link: paste one");
  }
  while (!t.empty() && digit(t.back()) < 0) t.pop_back();
  return t;
}

Result<std::vector<std::string>> fields(std::string_view cleaned) {
  std::vector<std::string> out;
  for (std::string_view part : grid::split(cleaned, '.')) out.emplace_back(part);
  // A version after the prefix (a game's name is never a number).
  const bool versioned = out.size() > 1 && !out[1].empty() &&
                         out[1].find_first_not_of("0123456789") == std::string::npos;
  if (versioned && out[1] != link_version) {
    return broken("it is a link of version " + grid::quoted(out[1]) +
                  ", this page reads versions 1 and " + std::string(link_version));
  }
  const std::size_t parts = versioned ? 8 : 6;
  if (out.size() < parts)
    return broken("the link is cut short: " + std::to_string(out.size()) + " of its " +
                  std::to_string(parts) + " parts are there");
  if (out.size() > parts)
    return broken("the link has " + std::to_string(out.size()) + " parts, expected " +
                  std::to_string(parts));
  if (!versioned) {
    out.emplace_back();  // no table
    out.emplace_back("1");
    return out;
  }
  // prefix, game, side, FEN, moves, check, table, version
  return std::vector<std::string>{out[0], out[2], out[3], out[4], out[5], out[7], out[6], out[1]};
}

std::uint64_t table_hash(std::uint64_t h, std::string_view word) {
  return fnv(fnv(h, "table:"), word);
}

std::string fen_field(std::string_view fen) {
  std::string out(fen);
  for (char& c : out) {
    if (c == ' ') c = '_';
  }
  return out;
}

std::string fen_from_field(std::string_view field) {
  std::string out(field);
  for (char& c : out) {
    if (c == '_') c = ' ';
  }
  return out;
}

}  // namespace link_detail

Result<AnyLinkGame> decode_link(std::string_view text) {
  using namespace link_detail;
  auto cleaned = clean(text);
  if (!cleaned) return cleaned.error();
  auto f = fields(*cleaned);
  if (!f) return f.error();
  std::optional<Result<AnyLinkGame>> out;
  const bool known = games::with_game((*f)[1], [&](auto g) {
    using Game = typename decltype(g)::type::Position;
    auto game = decode_link_fields<Game>(*f);
    if (game) {
      out.emplace(AnyLinkGame(std::move(game).value()));
    } else {
      out.emplace(game.error());
    }
  });
  if (!known) {
    return broken("unknown game " + grid::quoted((*f)[1]) + ": expected " + games::name_list());
  }
  return std::move(*out);
}

}  // namespace qipan::session
