#pragma once

// How the bindings read JavaScript values and report errors: the one way.
//
// Every call from JavaScript passes through the module's JS layer
// (bindings/guard.js) before any C++ runs. It copies each argument into a
// plain value — primitives as they are, an object as a fresh null-prototype
// snapshot of its own enumerable keys — so no user code (getters, proxies,
// valueOf, toString) ever runs while a C++ frame is live. C++ then checks
// the plain values with the readers below, and never throws through wasm:
// `checked` records the error and returns normally, and the JS layer throws
// the Error after the call has returned and every C++ destructor has run.

#include <emscripten/val.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "core/grid/result.h"

namespace qipan::js {

// What a failed call returns while the JS layer throws its error: T{},
// undefined for a JS value.
template <class T>
T failed_value() {
  if constexpr (std::is_same_v<T, emscripten::val>) {
    return emscripten::val::undefined();
  } else {
    return T{};
  }
}

// Records `message` as the error of the call under way; the JS layer throws
// it as an Error with `code` (its error_code_name, docs/api.md) when the call
// returns. The message is made safe to show (control characters escaped,
// length capped).
void fail(std::string_view message, ErrorCode code = ErrorCode::bad_argument);

// The code of a call that a split build of the module leaves out (the
// search's methods in qipan-rules.js, bindings/without_search.cpp): a fact
// about the build, not a fault the core reports, so a code of the bindings'
// own rather than an ErrorCode. docs/api.md lists it with the others.
inline constexpr std::string_view not_in_module_code = "not_in_module";

// Records `message` as the error of the call under way with the code
// `code_name` (see `fail`).
void fail_named(std::string_view message, std::string_view code_name);

// Records `e` (see `fail`); an Error without a code gets `fallback`.
inline void fail(const Error& e, ErrorCode fallback) {
  fail(e.message, e.code == ErrorCode::none ? fallback : e.code);
}

// Runs `body`, which returns a Result<T>. On success returns the value; on
// failure records the error (see `fail`; `fallback` is the code of an Error
// that has none) and returns T{} (nullptr for a constructor), which the JS
// layer discards as it throws.
template <class Body>
auto checked(Body&& body, ErrorCode fallback = ErrorCode::bad_argument) {
  using R = std::invoke_result_t<Body&>;
  using T = typename R::value_type;
  R r = body();
  if constexpr (std::is_void_v<T>) {
    if (!r) fail(r.error(), fallback);
  } else {
    if (r) return std::move(r).value();
    fail(r.error(), fallback);
    return failed_value<T>();
  }
}

// `text` in single quotes for an error message, with control characters
// escaped (\0, \n, \x1b) and cut to about 40 characters with an ellipsis.
std::string quoted(std::string_view text);

// Argument checks for values arriving from JavaScript: each names the argument
// and says what was expected and what came ("move must be a string, got number").
std::string type_name(const emscripten::val& v);
Result<std::string> string_arg(const emscripten::val& v, std::string_view name);
Result<bool> bool_arg(const emscripten::val& v, std::string_view name);
// A whole number in [lo, hi].
Result<int> int_arg(const emscripten::val& v, std::string_view name, int lo, int hi);
// A whole number in [lo, hi] where an int is too small (a node count, a
// seed up to 2^53 - 1).
Result<double> whole_number_arg(const emscripten::val& v, std::string_view name, double lo,
                                double hi);
// A whole number a C++ int holds, for arguments whose range the core checks
// and names in its own message.
Result<int> whole_arg(const emscripten::val& v, std::string_view name);

// An options-like object argument: its name in messages ("rules"), an
// example of it for the type error (may be empty), the message for an
// unknown key, where {key} stands for the key quoted and {keys} for the known
// keys ("unknown rule {key}: expected one of {keys}"), and the keys.
struct ObjectShape {
  std::string_view name;
  std::string_view example;
  std::string_view unknown;
  std::initializer_list<std::string_view> keys;
};

// An object argument whose keys were checked against its ObjectShape.
// get(key) is the key's value, undefined when absent; the object itself is
// the JS layer's snapshot, so reading it runs no user code.
class CheckedObject {
 public:
  explicit CheckedObject(emscripten::val object) : object_(std::move(object)) {}
  emscripten::val get(std::string_view key) const;

 private:
  emscripten::val object_;
};

// Reads an object argument of `shape`: an error when `v` is not a plain
// object, or has a key the shape does not know (a typo would otherwise
// silently take the default).
Result<CheckedObject> object_arg(const emscripten::val& v, const ObjectShape& shape);

}  // namespace qipan::js
