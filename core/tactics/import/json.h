#pragma once

// JSON for the map importers: a value (null, true/false, a number, a string,
// an array, an object) that the importers read (json_reader.h's Node). The
// text is parsed by a library where the program runs (json_text.h):
// natively by nlohmann-json, in WebAssembly by the JS engine's JSON.parse
// (bindings/json_text.cpp); each turns its result into this tree.
//
// A whole number is signed when negative, unsigned otherwise; other numbers
// are doubles. An object keeps one member per key, the last one given,
// ordered by key. Nothing here throws or recurses: a value of any depth is
// freed without recursion.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
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

}  // namespace qipan::tactics::import
