#pragma once

// The text of a saved game, a share link's fragment and the page's storage:
// `key=value` pairs joined by '&', values percent-encoded, as a URL fragment
// carries them (`game=xiangqi&moves=h2e2h9g7`). Only the characters a URL
// fragment cannot hold plainly are encoded, so coordinates and FEN rows stay
// readable.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/result.h"

namespace qipan::session {

class Fields {
 public:
  // Appends `key=value` (a key given twice keeps its first value).
  void add(std::string key, std::string value);
  // The value of `key`, none when absent.
  std::optional<std::string_view> get(std::string_view key) const;
  const std::vector<std::pair<std::string, std::string>>& all() const { return pairs_; }

  // "k1=v1&k2=v2", each value percent-encoded.
  std::string text() const;
  // Reads text() back; a leading '#' is skipped. Refused, with the reason,
  // for a pair without '=', an empty or repeated key, or a bad '%' escape.
  static Result<Fields> parse(std::string_view text);

 private:
  std::vector<std::pair<std::string, std::string>> pairs_;
};

// The saved text that a pasted text carries: a share link's fragment (the
// part after '#', white space around the text ignored), or the text itself
// when it is a saved text (it starts with "v="); none for anything else,
// such as a game record.
std::optional<std::string_view> saved_text_in(std::string_view text);

// Percent-encodes every byte but letters, digits and - _ . ~ / , : ( the
// characters a fragment carries plainly); decoding refuses a '%' not
// followed by two hex digits.
std::string percent_encode(std::string_view text);
Result<std::string> percent_decode(std::string_view text);

}  // namespace qipan::session
