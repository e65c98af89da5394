#pragma once

// JSON for the map importers: a value (null, true/false, a number, a string,
// an array, an object) and a reader of JSON text (RFC 8259, UTF-8).
//
// The reader accepts and refuses exactly what nlohmann-json 3.11 does, which
// the importers used before, and builds the same values, so that no map
// reads differently (tests/native/tactics/json_test.cpp compares the two on
// many inputs): a UTF-8 byte order mark is skipped; a NUL byte ends the
// input; a number without fraction or exponent is a whole number (signed
// when negative, unsigned otherwise) unless it overflows 64 bits, otherwise
// the nearest double (a number beyond the doubles is an error); an object
// keeps one member per key, the last one given, ordered by key; there is no
// limit on nesting. A failure is reported as nlohmann reports it: the count
// of characters read and the text read since the last string or number
// began. It is its own code (about 35 KB less WebAssembly than the library,
// with the decimal conversions of core/grid/decimal.h instead of the C
// library's), and nothing here throws or recurses.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace qipan::tactics::import {

class Json {
 public:
  enum class Kind : std::uint8_t {
    null,
    boolean,
    integer,
    unsigned_integer,
    floating,
    string,
    array,
    object
  };
  using Member = std::pair<std::string, Json>;

  Json() = default;  // null
  explicit Json(bool b) : kind_(Kind::boolean) { value_.boolean = b; }
  explicit Json(std::int64_t i) : kind_(Kind::integer) { value_.integer = i; }
  explicit Json(std::uint64_t u) : kind_(Kind::unsigned_integer) { value_.unsigned_integer = u; }
  explicit Json(double d) : kind_(Kind::floating) { value_.floating = d; }
  explicit Json(std::string s);
  static Json array(std::vector<Json> items);
  // Members in any order, keys repeated or not: the last of a key stays.
  static Json object(std::vector<Member> members);

  Json(Json&& other) noexcept : kind_(other.kind_), value_(other.value_) {
    other.kind_ = Kind::null;
  }
  Json& operator=(Json&& other) noexcept;
  Json(const Json&) = delete;
  Json& operator=(const Json&) = delete;
  ~Json() { release(); }

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::null; }
  bool is_boolean() const { return kind_ == Kind::boolean; }
  bool is_number() const {
    return kind_ == Kind::integer || kind_ == Kind::unsigned_integer || kind_ == Kind::floating;
  }
  // A whole number, signed or unsigned (not a double, even a whole one).
  bool is_number_integer() const {
    return kind_ == Kind::integer || kind_ == Kind::unsigned_integer;
  }
  bool is_number_unsigned() const { return kind_ == Kind::unsigned_integer; }
  bool is_number_float() const { return kind_ == Kind::floating; }
  bool is_string() const { return kind_ == Kind::string; }
  bool is_array() const { return kind_ == Kind::array; }
  bool is_object() const { return kind_ == Kind::object; }

  // The value as C++ converts it from its kind: a number as double, int64
  // or uint64 whichever kind it is; false, 0 or empty for another kind.
  bool boolean() const { return kind_ == Kind::boolean && value_.boolean; }
  double number() const;
  std::int64_t integer() const;
  std::uint64_t unsigned_integer() const;
  std::string_view string() const;
  // An array's items, an object's members (by key); empty for other kinds.
  std::span<const Json> items() const;
  std::span<const Member> members() const;
  // An array's items or an object's members counted; 0 for null, 1 for any
  // other value.
  std::size_t size() const;
  // An object's member, or nullptr (also for other kinds).
  const Json* find(std::string_view key) const;

 private:
  // Frees what the value owns, children first without recursion (however
  // deep the nesting), and leaves null.
  void release() noexcept;

  Kind kind_ = Kind::null;
  // 16 bytes a value, as nlohmann's: a map's layers hold millions of them.
  union Value {
    bool boolean;
    std::int64_t integer;
    std::uint64_t unsigned_integer;
    double floating;
    std::string* string;           // owned
    std::vector<Json>* items;      // owned
    std::vector<Member>* members;  // owned
  } value_{};
};

// A failure to read JSON text: as nlohmann-json reports it.
struct JsonFailure {
  std::size_t at = 0;  // characters read, the one that failed included
  std::string token;   // read since the last string or number began, control characters as <U+001F>
};

// The value of `text`, or where it failed.
std::variant<Json, JsonFailure> read_json(std::string_view text);

}  // namespace qipan::tactics::import
