#include "bindings/js_error.h"

#include <emscripten/emscripten.h>

#include <climits>
#include <cmath>
#include <cstdio>

#include "core/grid/text.h"

// Hands the JS layer (guard.js) the error of the call under way; it throws
// it once the call has returned. The first error of a call wins.
// clang-format off
EM_JS(void, qipan_fail, (const char* data, int size, const char* code, int code_size), {
  if (qipanPendingError === null) {
    qipanPendingError = {message: UTF8ToString(data, size), code: UTF8ToString(code, code_size)};
  }
});
// clang-format on

namespace qipan::js {

using emscripten::val;

namespace {

// Longest message handed to JavaScript, in bytes; a longer one is cut.
constexpr std::size_t max_message = 600;

// A number as JavaScript writes it (String(1.5) is "1.5"): String() on a
// primitive runs no user code.
std::string number_text(const val& v) { return val::global("String")(v).as<std::string>(); }

}  // namespace

void fail_named(std::string_view message, std::string_view code_name) {
  const std::string safe = grid::escaped(message, max_message, "…");
  qipan_fail(safe.data(), static_cast<int>(safe.size()), code_name.data(),
             static_cast<int>(code_name.size()));
}

void fail(std::string_view message, ErrorCode code) { fail_named(message, error_code_name(code)); }

std::string quoted(std::string_view text) {
  std::string out = "'";
  out += grid::escaped(text, grid::quote_limit, "…");
  out += '\'';
  return out;
}

std::string type_name(const val& v) {
  if (v.isNull()) return "null";
  if (v.isUndefined()) return "undefined";
  if (v.isArray()) return "array";
  return v.typeOf().as<std::string>();
}

Result<std::string> string_arg(const val& v, std::string_view name) {
  if (!v.isString()) {
    return Error{std::string(name) + " must be a string, got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  return v.as<std::string>();
}

Result<bool> bool_arg(const val& v, std::string_view name) {
  if (!v.isTrue() && !v.isFalse()) {
    return Error{std::string(name) + " must be a boolean, got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  return v.isTrue();
}

Result<double> whole_number_arg(const val& v, std::string_view name, double lo, double hi) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number, got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  const double d = v.as<double>();
  const std::string range = " (expected a whole number from " + number_text(val(lo)) + " to " +
                            number_text(val(hi)) + ")";
  if (!std::isfinite(d) || std::floor(d) != d) {
    return Error{std::string(name) + " must be a whole number, got " + number_text(v) + range,
                 ErrorCode::bad_argument};
  }
  if (d < lo || d > hi) {
    return Error{std::string(name) + " is out of range: " + number_text(v) + range,
                 ErrorCode::bad_argument};
  }
  return d;
}

Result<int> int_arg(const val& v, std::string_view name, int lo, int hi) {
  auto d = whole_number_arg(v, name, lo, hi);
  if (!d) return d.error();
  return static_cast<int>(*d);
}

Result<int> whole_arg(const val& v, std::string_view name) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number, got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  const double d = v.as<double>();
  if (!std::isfinite(d) || std::floor(d) != d || d < INT_MIN || d > INT_MAX) {
    return Error{std::string(name) + " must be a whole number, got " + number_text(v),
                 ErrorCode::bad_argument};
  }
  return static_cast<int>(d);
}

val CheckedObject::get(std::string_view key) const { return object_[std::string(key)]; }

Result<CheckedObject> object_arg(const val& v, const ObjectShape& shape) {
  if (v.isNull() || v.isArray() || v.typeOf().as<std::string>() != "object") {
    std::string like = shape.example.empty() ? "" : " like " + std::string(shape.example);
    return Error{std::string(shape.name) + " must be an object" + like + ", got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  const val keys = val::global("Object").call<val>("keys", v);
  const int count = keys["length"].as<int>();
  for (int i = 0; i < count; ++i) {
    const std::string key = keys[i].as<std::string>();
    bool known = false;
    for (std::string_view k : shape.keys) known = known || k == key;
    if (known) continue;
    std::string expected;
    for (std::string_view k : shape.keys) {
      expected += (expected.empty() ? "" : ", ") + std::string(k);
    }
    std::string message(shape.unknown);
    message.replace(message.find("{key}"), 5, quoted(key));
    message.replace(message.find("{keys}"), 6, expected);
    return Error{message, ErrorCode::bad_argument};
  }
  return CheckedObject(v);
}

}  // namespace qipan::js
