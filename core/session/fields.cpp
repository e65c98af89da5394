#include "core/session/fields.h"

#include "core/grid/text.h"

namespace qipan::session {

namespace {

bool plain(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_' || c == '.' || c == '~' || c == '/' || c == ',' || c == ':';
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::string percent_encode(std::string_view text) {
  static constexpr char digits[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (plain(c)) {
      out += ch;
    } else {
      out += '%';
      out += digits[c >> 4];
      out += digits[c & 15];
    }
  }
  return out;
}

Result<std::string> percent_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int hi = i + 2 < text.size() ? hex_value(text[i + 1]) : -1;
    const int lo = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    if (hi < 0 || lo < 0) {
      return Error{"bad escape at character " + std::to_string(i + 1) +
                   ": '%' must be followed by two hex digits"};
    }
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

std::optional<std::string_view> saved_text_in(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  if (const std::size_t hash = text.find('#'); hash != std::string_view::npos) {
    text.remove_prefix(hash + 1);
  }
  if (text.substr(0, 2) != "v=") return std::nullopt;
  return text;
}

void Fields::add(std::string key, std::string value) {
  if (get(key)) return;
  pairs_.emplace_back(std::move(key), std::move(value));
}

std::optional<std::string_view> Fields::get(std::string_view key) const {
  for (const auto& [k, v] : pairs_) {
    if (k == key) return std::string_view(v);
  }
  return std::nullopt;
}

std::string Fields::text() const {
  std::string out;
  for (const auto& [k, v] : pairs_) {
    if (!out.empty()) out += '&';
    out += k;
    out += '=';
    out += percent_encode(v);
  }
  return out;
}

Result<Fields> Fields::parse(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  Fields out;
  while (!text.empty()) {
    const std::size_t amp = text.find('&');
    const std::string_view pair = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view() : text.substr(amp + 1);
    if (pair.empty()) continue;
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) {
      return Error{grid::quoted(pair) + " is not a key=value pair"};
    }
    if (eq == 0) return Error{"a pair has no key: " + grid::quoted(pair)};
    auto key = percent_decode(pair.substr(0, eq));
    if (!key) return key.error();
    auto value = percent_decode(pair.substr(eq + 1));
    if (!value) return Error{"the value of " + grid::quoted(*key) + ": " + value.error().message};
    if (out.get(*key)) return Error{"the key " + grid::quoted(*key) + " is given twice"};
    out.pairs_.emplace_back(std::move(key).value(), std::move(value).value());
  }
  return out;
}

}  // namespace qipan::session
