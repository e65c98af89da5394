#include "core/records/pgn.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/grid/text.h"

namespace qipan::records {
namespace {

// Reads a record file left to right, keeping the line number for messages.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // byte-order mark
  }

  Result<std::vector<GameText>> games() {
    while (true) {
      skip_space();
      if (pos_ >= text_.size()) break;
      const char c = text_[pos_];
      Result<void> step;
      if (c == '[') {
        step = tag();
      } else if (c == '{') {
        step = brace_comment();
      } else if (c == ';') {
        line_comment();
      } else if (c == '(') {
        step = variation();
      } else if (c == ')') {
        return fail(line_, "a ')' closes no variation");
      } else if (c == '%' && (pos_ == 0 || text_[pos_ - 1] == '\n')) {
        skip_line();
      } else {
        word();
      }
      if (!step) return step.error();
    }
    return std::move(games_);
  }

 private:
  // The number of bytes at `i` of a full-width space (U+3000), a no-break
  // space, or a comma between moves as Chinese sites write them ("，" or
  // ","), else 0.
  std::size_t wide_space(std::size_t i) const {
    if (text_.compare(i, 3, "\xE3\x80\x80") == 0) return 3;
    if (text_.compare(i, 3, "\xEF\xBC\x8C") == 0) return 3;
    if (text_.compare(i, 2, "\xC2\xA0") == 0) return 2;
    if (text_[i] == ',') return 1;
    return 0;
  }

  bool ascii_space(char c) const {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
  }

  void advance() {
    if (text_[pos_] == '\n' ||
        (text_[pos_] == '\r' && (pos_ + 1 >= text_.size() || text_[pos_ + 1] != '\n'))) {
      ++line_;
    }
    ++pos_;
  }

  void skip_space() {
    while (pos_ < text_.size()) {
      if (ascii_space(text_[pos_])) {
        advance();
      } else if (const std::size_t n = wide_space(pos_)) {
        pos_ += n;
      } else {
        break;
      }
    }
  }

  void skip_line() {
    while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
  }

  int game_number() const {
    return current_ ? games_.back().number : static_cast<int>(games_.size()) + 1;
  }

  Error fail(std::size_t line, const std::string& what) const {
    return Error{"game " + std::to_string(game_number()) + ", line " + std::to_string(line) + ": " +
                 what};
  }

  // The game movetext goes to, started when none is open.
  GameText& game() {
    if (!current_) {
      GameText g;
      g.number = static_cast<int>(games_.size()) + 1;
      g.line = line_;
      games_.push_back(std::move(g));
      current_ = true;
    }
    return games_.back();
  }

  // [Name "value"]; a tag after movetext starts the next game.
  Result<void> tag() {
    const std::size_t start_line = line_;
    if (current_ && in_movetext_) current_ = false;
    GameText& g = game();
    in_movetext_ = false;
    ++pos_;
    skip_space();
    std::string name;
    while (pos_ < text_.size() && !ascii_space(text_[pos_]) && text_[pos_] != '"' &&
           text_[pos_] != ']') {
      name += text_[pos_++];
    }
    skip_space();
    std::string value;
    if (pos_ < text_.size() && text_[pos_] == '"') {
      ++pos_;
      bool closed = false;
      while (pos_ < text_.size()) {
        const char c = text_[pos_];
        if (c == '\\' && pos_ + 1 < text_.size()) {
          value += text_[pos_ + 1];
          pos_ += 2;
          continue;
        }
        if (c == '"') {
          closed = true;
          ++pos_;
          break;
        }
        if (c == '\n' || c == '\r') break;
        value += c;
        ++pos_;
      }
      if (!closed)
        return fail(start_line, "the value of tag " + grid::quoted(name) + " has no closing '\"'");
      skip_space();
    } else {
      // Tolerated: a value without quotes, up to the ']'.
      while (pos_ < text_.size() && text_[pos_] != ']' && text_[pos_] != '\n') {
        value += text_[pos_++];
      }
      while (!value.empty() && ascii_space(value.back())) value.pop_back();
    }
    if (pos_ >= text_.size() || text_[pos_] != ']') {
      return fail(start_line, "the tag " + grid::quoted(name) + " has no closing ']'");
    }
    ++pos_;
    if (name.empty()) return fail(start_line, "a tag has no name");
    g.tags.push_back({std::move(name), std::move(value)});
    return {};
  }

  Result<void> brace_comment() {
    const std::size_t start_line = line_;
    GameText& g = game();
    in_movetext_ = true;
    ++pos_;
    std::string body;
    while (pos_ < text_.size() && text_[pos_] != '}') {
      body += text_[pos_];
      advance();
    }
    if (pos_ >= text_.size()) return fail(start_line, "a comment '{' has no closing '}'");
    ++pos_;
    g.comments.push_back({g.moves.size(), std::move(body)});
    return {};
  }

  void line_comment() {
    GameText& g = game();
    in_movetext_ = true;
    const std::size_t start = ++pos_;
    skip_line();
    g.comments.push_back({g.moves.size(), std::string(text_.substr(start, pos_ - start))});
  }

  // ( ... ), nested variations and comments inside kept as written.
  Result<void> variation() {
    const std::size_t start_line = line_;
    GameText& g = game();
    in_movetext_ = true;
    const std::size_t start = ++pos_;
    int depth = 1;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '{') {
        while (pos_ < text_.size() && text_[pos_] != '}') advance();
        if (pos_ >= text_.size()) break;
      } else if (c == '(') {
        ++depth;
      } else if (c == ')' && --depth == 0) {
        break;
      }
      advance();
    }
    if (depth != 0 || pos_ >= text_.size()) {
      return fail(start_line, "a variation '(' has no closing ')'");
    }
    g.variations.push_back({g.moves.size(), std::string(text_.substr(start, pos_ - start))});
    ++pos_;
    return {};
  }

  // A run of text up to space or a delimiter: a move number, a move, a NAG
  // or a result.
  void word() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && !ascii_space(text_[pos_]) && !wide_space(pos_)) {
      const char c = text_[pos_];
      if (c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ';') break;
      ++pos_;
    }
    if (pos_ == start) {  // a stray '}' or ']'
      ++pos_;
      return;
    }
    std::string w(text_.substr(start, pos_ - start));
    GameText& g = game();
    in_movetext_ = true;
    if (is_result(w)) {
      g.result = w;
      current_ = false;
      return;
    }
    // A NAG alone ("$1") or glued to its move ("h2e2$1").
    std::string nag;
    if (const auto dollar = w.find('$'); dollar != std::string::npos) {
      nag = w.substr(dollar);
      w.erase(dollar);
    }
    w = without_move_number(w);
    while (!w.empty() && (w.back() == '!' || w.back() == '?' || w.back() == '#')) w.pop_back();
    if (!(w.find_first_not_of('.') == std::string::npos || w == "\xE2\x80\xA6")) {
      g.moves.push_back(std::move(w));
    }
    if (!nag.empty()) g.comments.push_back({g.moves.size(), std::move(nag)});
  }

  // "12." "12..." "１２．" glued to a move or alone: the move ("" for a bare
  // number). A WXF move made of digits ("33.4", "7+.6") is left alone: after
  // its "number" comes a single digit, never a move.
  static std::string without_move_number(const std::string& w) {
    std::size_t i = 0;
    bool digits = false;
    while (i < w.size()) {
      if (std::isdigit(static_cast<unsigned char>(w[i]))) {
        ++i;
      } else if (w.compare(i, 2, "\xEF\xBC") == 0 && i + 2 < w.size() &&
                 static_cast<unsigned char>(w[i + 2]) >= 0x90 &&
                 static_cast<unsigned char>(w[i + 2]) <= 0x99) {
        i += 3;  // a full-width digit
      } else {
        break;
      }
      digits = true;
    }
    if (!digits) return w;
    std::size_t j = i;
    bool dots = false;
    while (j < w.size()) {
      if (w[j] == '.') {
        ++j;
      } else if (w.compare(j, 3, "\xEF\xBC\x8E") == 0 || w.compare(j, 3, "\xE3\x80\x82") == 0 ||
                 w.compare(j, 3, "\xE3\x80\x81") == 0) {
        j += 3;  // ． 。 、
      } else {
        break;
      }
      dots = true;
    }
    if (j == w.size()) return "";  // "12." or a bare "12"
    if (!dots) return w;
    const std::string rest = w.substr(j);
    if (rest.size() == 1 && std::isdigit(static_cast<unsigned char>(rest[0]))) return w;
    return rest;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
  std::vector<GameText> games_;
  bool current_ = false;      // games_.back() is still open
  bool in_movetext_ = false;  // the open game's movetext has begun
};

}  // namespace

bool same_tag_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

std::optional<std::string> GameText::tag(std::string_view name) const {
  for (const Tag& t : tags) {
    if (same_tag_name(t.name, name)) return t.value;
  }
  return std::nullopt;
}

Result<std::vector<GameText>> read_games(std::string_view text) { return Reader(text).games(); }

bool is_result(std::string_view text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

std::string tag_line(const Tag& tag) {
  std::string out = "[" + tag.name + " \"";
  for (char c : tag.value) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n' || c == '\r') c = ' ';
    out += c;
  }
  return out + "\"]";
}

namespace {

// A comment as written: a NAG bare, any other text in braces, on one line.
std::string comment_text(const Comment& c) {
  if (!c.text.empty() && c.text[0] == '$') return c.text;
  std::string out = "{";
  for (char ch : c.text) out += ch == '\n' || ch == '\r' ? ' ' : ch == '}' ? ')' : ch;
  return out + "}";
}

std::string one_line(std::string_view text) {
  std::string out;
  for (char ch : text) out += ch == '\n' || ch == '\r' ? ' ' : ch;
  return out;
}

// The words of a movetext without its result: "1. h2e2" (a number and its
// move are never split), "h9g7", a comment, a variation.
std::vector<std::string> annotated_words(const std::vector<std::string>& moves, int first_number,
                                         bool first_is_second_side, const Annotations& notes) {
  std::vector<std::string> out;
  // The comments and variations after `ply` moves; whether there were any.
  auto notes_after = [&](std::size_t ply) {
    bool any = false;
    for (const Comment& c : notes.comments) {
      if (c.ply == ply) {
        out.push_back(comment_text(c));
        any = true;
      }
    }
    for (const Variation& v : notes.variations) {
      if (v.ply == ply) {
        out.push_back("(" + one_line(v.text) + ")");
        any = true;
      }
    }
    return any;
  };
  int number = first_number;
  bool second = first_is_second_side;
  bool interrupted = notes_after(0);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!second) {
      out.push_back(std::to_string(number) + ". " + moves[i]);
    } else if (i == 0 || interrupted) {
      out.push_back(std::to_string(number) + "... " + moves[i]);
    } else {
      out.push_back(moves[i]);
    }
    if (second) ++number;
    second = !second;
    interrupted = notes_after(i + 1);
  }
  return out;
}

}  // namespace

std::string annotated_line(const std::vector<std::string>& moves, int first_number,
                           bool first_is_second_side, const Annotations& notes) {
  std::string out;
  for (const std::string& w : annotated_words(moves, first_number, first_is_second_side, notes)) {
    out += (out.empty() ? "" : " ") + w;
  }
  return out;
}

std::string movetext(const std::vector<std::string>& moves, std::string_view result,
                     int first_number, bool first_is_second_side, const Annotations& notes) {
  constexpr std::size_t width = 80;
  std::vector<std::string> words =
      annotated_words(moves, first_number, first_is_second_side, notes);
  words.push_back(result.empty() ? std::string("*") : std::string(result));
  std::string out;
  std::size_t line_start = 0;
  for (const std::string& word : words) {
    if (out.size() > line_start && out.size() - line_start + 1 + word.size() > width) {
      out += '\n';
      line_start = out.size();
    } else if (out.size() > line_start) {
      out += ' ';
    }
    out += word;
  }
  return out + "\n";
}

}  // namespace qipan::records
