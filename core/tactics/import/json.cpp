#include "core/tactics/import/json.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/grid/decimal.h"

namespace qipan::tactics::import {

Json::Json(std::string s) : kind_(Kind::string) { value_.string = new std::string(std::move(s)); }

Json Json::array(std::vector<Json> items) {
  Json j;
  j.kind_ = Kind::array;
  j.value_.items = new std::vector<Json>(std::move(items));
  return j;
}

Json Json::object(std::vector<Member> members) {
  // By key, the last of equal keys kept (a stable sort keeps them in order).
  std::stable_sort(members.begin(), members.end(),
                   [](const Member& a, const Member& b) { return a.first < b.first; });
  std::vector<Member> kept;
  kept.reserve(members.size());
  for (std::size_t i = 0; i < members.size(); ++i) {
    if (i + 1 < members.size() && members[i + 1].first == members[i].first) continue;
    kept.push_back(std::move(members[i]));
  }
  Json j;
  j.kind_ = Kind::object;
  j.value_.members = new std::vector<Member>(std::move(kept));
  return j;
}

Json& Json::operator=(Json&& other) noexcept {
  if (this != &other) {
    release();
    kind_ = other.kind_;
    value_ = other.value_;
    other.kind_ = Kind::null;
  }
  return *this;
}

void Json::release() noexcept {
  const Kind kind = kind_;
  kind_ = Kind::null;
  if (kind == Kind::string) {
    delete value_.string;
    return;
  }
  if (kind != Kind::array && kind != Kind::object) return;
  // Children move to a list of their own before their parent goes, so no
  // destructor meets a value that still holds children.
  std::vector<Json> pending;
  auto adopt = [&pending](Kind k, Value v) {
    if (k == Kind::array) {
      for (Json& item : *v.items) pending.push_back(std::move(item));
      delete v.items;
    } else {
      for (Member& member : *v.members) pending.push_back(std::move(member.second));
      delete v.members;
    }
  };
  adopt(kind, value_);
  while (!pending.empty()) {
    Json last = std::move(pending.back());
    pending.pop_back();
    if (last.kind_ == Kind::array || last.kind_ == Kind::object) {
      const Kind k = last.kind_;
      last.kind_ = Kind::null;
      adopt(k, last.value_);
    }
  }
}

double Json::number() const {
  switch (kind_) {
    case Kind::integer:
      return static_cast<double>(value_.integer);
    case Kind::unsigned_integer:
      return static_cast<double>(value_.unsigned_integer);
    case Kind::floating:
      return value_.floating;
    default:
      return 0;
  }
}

std::int64_t Json::integer() const {
  switch (kind_) {
    case Kind::integer:
      return value_.integer;
    case Kind::unsigned_integer:
      return static_cast<std::int64_t>(value_.unsigned_integer);
    case Kind::floating:
      return static_cast<std::int64_t>(value_.floating);
    default:
      return 0;
  }
}

std::uint64_t Json::unsigned_integer() const {
  switch (kind_) {
    case Kind::integer:
      return static_cast<std::uint64_t>(value_.integer);
    case Kind::unsigned_integer:
      return value_.unsigned_integer;
    case Kind::floating:
      return static_cast<std::uint64_t>(value_.floating);
    default:
      return 0;
  }
}

std::string_view Json::string() const {
  return kind_ == Kind::string ? std::string_view(*value_.string) : std::string_view();
}

std::span<const Json> Json::items() const {
  if (kind_ != Kind::array) return {};
  return *value_.items;
}

std::span<const Json::Member> Json::members() const {
  if (kind_ != Kind::object) return {};
  return *value_.members;
}

std::size_t Json::size() const {
  if (kind_ == Kind::array) return value_.items->size();
  if (kind_ == Kind::object) return value_.members->size();
  return kind_ == Kind::null ? 0 : 1;
}

const Json* Json::find(std::string_view key) const {
  const auto members = this->members();
  const auto it = std::lower_bound(members.begin(), members.end(), key,
                                   [](const Member& m, std::string_view k) { return m.first < k; });
  return it != members.end() && it->first == key ? &it->second : nullptr;
}

namespace {

constexpr int end_of_file = -1;

enum class Token : std::uint8_t {
  begin_array,
  end_array,
  begin_object,
  end_object,
  name_separator,
  value_separator,
  literal_true,
  literal_false,
  literal_null,
  value_string,
  value_unsigned,
  value_integer,
  value_float,
  end_of_input,
  parse_error,
};

// nlohmann-json's lexer, step for step: what it reads, what it counts as
// read (an unread character is read again; the end of input counts each
// time it is met) and the token text it keeps for its messages.
class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  Token scan() {
    if (read_ == 0 && !skip_bom()) return Token::parse_error;
    do {
      get();
    } while (current_ == ' ' || current_ == '\t' || current_ == '\n' || current_ == '\r');
    switch (current_) {
      case '[':
        return Token::begin_array;
      case ']':
        return Token::end_array;
      case '{':
        return Token::begin_object;
      case '}':
        return Token::end_object;
      case ':':
        return Token::name_separator;
      case ',':
        return Token::value_separator;
      case 't':
        return literal("true", Token::literal_true);
      case 'f':
        return literal("false", Token::literal_false);
      case 'n':
        return literal("null", Token::literal_null);
      case '"':
        return scan_string();
      case '-':
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7':
      case '8':
      case '9':
        return scan_number();
      case '\0':
      case end_of_file:
        return Token::end_of_input;
      default:
        return Token::parse_error;
    }
  }

  std::size_t read() const { return read_; }
  std::string& buffer() { return buffer_; }
  std::int64_t integer() const { return integer_; }
  std::uint64_t unsigned_integer() const { return unsigned_; }
  double floating() const { return floating_; }

  // The text read since the last string or number began (all of it before
  // the first), control characters written <U+001F>.
  std::string token_text() const {
    std::string out;
    for (const char c : text_.substr(token_begin_, next_ - token_begin_)) {
      const auto u = static_cast<unsigned char>(c);
      if (u <= 0x1f) {
        static constexpr char hex[] = "0123456789ABCDEF";
        out += "<U+00";
        out += hex[u >> 4];
        out += hex[u & 15];
        out += '>';
      } else {
        out += c;
      }
    }
    return out;
  }

 private:
  int get() {
    ++read_;
    current_ = next_ < text_.size() ? static_cast<unsigned char>(text_[next_++]) : end_of_file;
    return current_;
  }

  void unget() {
    --read_;
    if (current_ != end_of_file) --next_;
  }

  // A string or number begins at the character just read.
  void reset() {
    buffer_.clear();
    token_begin_ = next_ - 1;
  }

  void add(int c) { buffer_.push_back(static_cast<char>(c)); }

  bool skip_bom() {
    if (get() == 0xef) return get() == 0xbb && get() == 0xbf;
    unget();
    return true;
  }

  Token literal(std::string_view word, Token token) {
    for (std::size_t i = 1; i < word.size(); ++i) {
      if (static_cast<char>(get()) != word[i]) return Token::parse_error;
    }
    return token;
  }

  // Four hex digits after \u: the code unit, or -1.
  int code_unit() {
    int unit = 0;
    for (int shift = 12; shift >= 0; shift -= 4) {
      get();
      int digit = 0;
      if (current_ >= '0' && current_ <= '9') {
        digit = current_ - '0';
      } else if (current_ >= 'A' && current_ <= 'F') {
        digit = current_ - 'A' + 10;
      } else if (current_ >= 'a' && current_ <= 'f') {
        digit = current_ - 'a' + 10;
      } else {
        return -1;
      }
      unit += digit << shift;
    }
    return unit;
  }

  // The current byte and the continuation bytes of a UTF-8 sequence, each
  // in its range [lo, hi].
  bool continuation(std::initializer_list<int> ranges) {
    add(current_);
    for (auto r = ranges.begin(); r != ranges.end(); r += 2) {
      get();
      if (current_ < r[0] || current_ > r[1]) return false;
      add(current_);
    }
    return true;
  }

  void add_code_point(int cp) {
    const auto c = static_cast<unsigned>(cp);
    if (c < 0x80) {
      add(static_cast<int>(c));
    } else if (c <= 0x7ff) {
      add(static_cast<int>(0xc0 | (c >> 6)));
      add(static_cast<int>(0x80 | (c & 0x3f)));
    } else if (c <= 0xffff) {
      add(static_cast<int>(0xe0 | (c >> 12)));
      add(static_cast<int>(0x80 | ((c >> 6) & 0x3f)));
      add(static_cast<int>(0x80 | (c & 0x3f)));
    } else {
      add(static_cast<int>(0xf0 | (c >> 18)));
      add(static_cast<int>(0x80 | ((c >> 12) & 0x3f)));
      add(static_cast<int>(0x80 | ((c >> 6) & 0x3f)));
      add(static_cast<int>(0x80 | (c & 0x3f)));
    }
  }

  Token scan_escape() {
    switch (get()) {
      case '"':
        add('"');
        return Token::value_string;
      case '\\':
        add('\\');
        return Token::value_string;
      case '/':
        add('/');
        return Token::value_string;
      case 'b':
        add('\b');
        return Token::value_string;
      case 'f':
        add('\f');
        return Token::value_string;
      case 'n':
        add('\n');
        return Token::value_string;
      case 'r':
        add('\r');
        return Token::value_string;
      case 't':
        add('\t');
        return Token::value_string;
      case 'u': {
        const int first = code_unit();
        if (first < 0) return Token::parse_error;
        int cp = first;
        if (first >= 0xd800 && first <= 0xdbff) {
          if (!(get() == '\\' && get() == 'u')) return Token::parse_error;
          const int second = code_unit();
          if (second < 0xdc00 || second > 0xdfff) return Token::parse_error;
          cp = (first << 10) + second - 0x35fdc00;
        } else if (first >= 0xdc00 && first <= 0xdfff) {
          return Token::parse_error;
        }
        add_code_point(cp);
        return Token::value_string;
      }
      default:
        return Token::parse_error;
    }
  }

  Token scan_string() {
    reset();
    for (;;) {
      const int c = get();
      if (c == end_of_file || c < 0x20) return Token::parse_error;
      if (c == '"') return Token::value_string;
      if (c == '\\') {
        if (scan_escape() == Token::parse_error) return Token::parse_error;
        continue;
      }
      bool ok = true;
      if (c < 0x80) {
        add(c);
      } else if (c >= 0xc2 && c <= 0xdf) {
        ok = continuation({0x80, 0xbf});
      } else if (c == 0xe0) {
        ok = continuation({0xa0, 0xbf, 0x80, 0xbf});
      } else if ((c >= 0xe1 && c <= 0xec) || c == 0xee || c == 0xef) {
        ok = continuation({0x80, 0xbf, 0x80, 0xbf});
      } else if (c == 0xed) {
        ok = continuation({0x80, 0x9f, 0x80, 0xbf});
      } else if (c == 0xf0) {
        ok = continuation({0x90, 0xbf, 0x80, 0xbf, 0x80, 0xbf});
      } else if (c >= 0xf1 && c <= 0xf3) {
        ok = continuation({0x80, 0xbf, 0x80, 0xbf, 0x80, 0xbf});
      } else if (c == 0xf4) {
        ok = continuation({0x80, 0x8f, 0x80, 0xbf, 0x80, 0xbf});
      } else {
        ok = false;  // 80..C1, F5..FF
      }
      if (!ok) return Token::parse_error;
    }
  }

  static bool digit(int c) { return c >= '0' && c <= '9'; }

  // Digits after the current character; returns the first non-digit read.
  int digits() {
    while (digit(get())) add(current_);
    return current_;
  }

  Token scan_number() {
    reset();
    Token kind = Token::value_unsigned;
    add(current_);
    int c = current_;
    if (c == '-') {
      kind = Token::value_integer;
      if (!digit(get())) return Token::parse_error;
      add(current_);
      c = current_;
    }
    c = c == '0' ? get() : digits();
    if (c == '.') {
      kind = Token::value_float;
      add(c);
      if (!digit(get())) return Token::parse_error;
      add(current_);
      c = digits();
    }
    if (c == 'e' || c == 'E') {
      kind = Token::value_float;
      add(c);
      c = get();
      if (c == '+' || c == '-') {
        add(c);
        c = get();
      }
      if (!digit(c)) return Token::parse_error;
      add(c);
      digits();
    }
    unget();
    if (kind == Token::value_unsigned && whole(buffer_, unsigned_)) return kind;
    if (kind == Token::value_integer) {
      std::uint64_t magnitude = 0;
      if (whole(std::string_view(buffer_).substr(1), magnitude) && magnitude <= std::uint64_t{1}
                                                                                    << 63) {
        integer_ = magnitude == std::uint64_t{1} << 63 ? std::numeric_limits<std::int64_t>::min()
                                                       : -static_cast<std::int64_t>(magnitude);
        return kind;
      }
    }
    floating_ = grid::decimal_to_double(buffer_);
    return Token::value_float;
  }

  // Decimal digits to a 64-bit number; false when it overflows.
  static bool whole(std::string_view digits, std::uint64_t& out) {
    std::uint64_t v = 0;
    for (const char ch : digits) {
      const auto d = static_cast<std::uint64_t>(ch - '0');
      if (v > (std::numeric_limits<std::uint64_t>::max() - d) / 10) return false;
      v = v * 10 + d;
    }
    out = v;
    return true;
  }

  std::string_view text_;
  std::size_t next_ = 0;         // the next character to read
  std::size_t read_ = 0;         // characters counted as read
  std::size_t token_begin_ = 0;  // where the last string or number began
  int current_ = end_of_file;
  std::string buffer_;  // a string's value, a number's text
  std::int64_t integer_ = 0;
  std::uint64_t unsigned_ = 0;
  double floating_ = 0;
};

// An array or object being read, with the key of the member being read.
struct Open {
  bool array = true;
  std::vector<Json> items;
  std::vector<Json::Member> members;
  std::string key;
};

// nlohmann-json's parser, step for step (sax_parse_internal and the strict
// end check), building the value on a stack of open arrays and objects.
class Reader {
 public:
  explicit Reader(std::string_view text) : lexer_(text) {}

  std::variant<Json, JsonFailure> read() {
    Json root;
    if (!parse(root)) return failure();
    if (next() != Token::end_of_input) return failure();
    return root;
  }

 private:
  Token next() { return last_ = lexer_.scan(); }

  JsonFailure failure() const { return {lexer_.read(), lexer_.token_text()}; }

  // A finished value goes into the innermost open container, or is the root.
  void place(Json value, Json& root) {
    if (open_.empty()) {
      root = std::move(value);
    } else if (open_.back().array) {
      open_.back().items.push_back(std::move(value));
    } else {
      open_.back().members.emplace_back(std::move(open_.back().key), std::move(value));
    }
  }

  // After '{' or ',' in an object: a key and ':'; false on a failure.
  bool key() {
    if (last_ != Token::value_string) return false;
    open_.back().key = std::move(lexer_.buffer());
    return next() == Token::name_separator;
  }

  bool parse(Json& root) {
    next();
    for (;;) {
      bool value_done = true;
      switch (last_) {
        case Token::begin_object:
          open_.push_back({false, {}, {}, {}});
          if (next() == Token::end_object) {
            close(root);
            break;
          }
          if (!key()) return false;
          next();
          value_done = false;
          break;
        case Token::begin_array:
          open_.push_back({true, {}, {}, {}});
          if (next() == Token::end_array) {
            close(root);
            break;
          }
          value_done = false;
          break;
        case Token::value_float:
          if (!std::isfinite(lexer_.floating())) return false;
          place(Json(lexer_.floating()), root);
          break;
        case Token::literal_false:
          place(Json(false), root);
          break;
        case Token::literal_null:
          place(Json(), root);
          break;
        case Token::literal_true:
          place(Json(true), root);
          break;
        case Token::value_integer:
          place(Json(lexer_.integer()), root);
          break;
        case Token::value_string:
          place(Json(std::move(lexer_.buffer())), root);
          break;
        case Token::value_unsigned:
          place(Json(lexer_.unsigned_integer()), root);
          break;
        default:
          return false;
      }
      if (!value_done) continue;
      // After a value: close the containers it ends, or read the next one.
      for (;;) {
        if (open_.empty()) return true;
        if (open_.back().array) {
          if (next() == Token::value_separator) {
            next();
            break;
          }
          if (last_ != Token::end_array) return false;
          close(root);
          continue;
        }
        if (next() == Token::value_separator) {
          next();
          if (!key()) return false;
          next();
          break;
        }
        if (last_ != Token::end_object) return false;
        close(root);
      }
    }
  }

  void close(Json& root) {
    Open done = std::move(open_.back());
    open_.pop_back();
    place(done.array ? Json::array(std::move(done.items)) : Json::object(std::move(done.members)),
          root);
  }

  Lexer lexer_;
  Token last_ = Token::end_of_input;
  std::vector<Open> open_;
};

}  // namespace

std::variant<Json, JsonFailure> read_json(std::string_view text) { return Reader(text).read(); }

}  // namespace qipan::tactics::import
