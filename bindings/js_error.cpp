#include "bindings/js_error.h"

#include <emscripten/emscripten.h>
#include <emscripten/stack.h>

#include <climits>
#include <cmath>
#include <cstdint>

// clang-format off
EM_JS(void, qipan_throw_error, (char* message), {
  const text = UTF8ToString(message);
  _free(message);
  throw new Error(text);
});
// clang-format on

// Sets the wasm stack pointer (Emscripten's compiler-rt, stack_ops.S).
extern "C" void stackRestore(std::uintptr_t sp);

namespace qipan::js {

using emscripten::val;

// A JS exception skips the epilogues of the wasm frames it unwinds, so their
// shadow-stack space would stay allocated: a few thousand errors would
// overflow the stack and crash the module. The module takes no callbacks, so
// it is never re-entered while its frames are active and every call from JS
// starts at the stack base: put the stack pointer back there before throwing
// (nothing below uses the stack; `message` is on the heap).
void throw_error(char* message) {
  stackRestore(emscripten_stack_get_base());
  qipan_throw_error(message);
  __builtin_unreachable();
}

std::string type_name(const val& v) {
  if (v.isNull()) return "null";
  if (v.isUndefined()) return "undefined";
  if (v.isArray()) return "array";
  return v.typeOf().as<std::string>();
}

Result<std::string> string_arg(const val& v, std::string_view name) {
  if (!v.isString()) {
    return Error{std::string(name) + " must be a string, got " + type_name(v)};
  }
  return v.as<std::string>();
}

Result<bool> bool_arg(const val& v, std::string_view name) {
  if (!v.isTrue() && !v.isFalse()) {
    return Error{std::string(name) + " must be a boolean, got " + type_name(v)};
  }
  return v.isTrue();
}

Result<int> int_arg(const val& v, std::string_view name, int lo, int hi) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number, got " + type_name(v)};
  }
  const double d = v.as<double>();
  const std::string range =
      " (expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ")";
  if (!std::isfinite(d) || std::floor(d) != d) {
    return Error{std::string(name) + " must be a whole number, got " +
                 v.call<std::string>("toString") + range};
  }
  if (d < lo || d > hi) {
    return Error{std::string(name) + " is out of range: " + v.call<std::string>("toString") +
                 range};
  }
  return static_cast<int>(d);
}

Result<int> whole_arg(const val& v, std::string_view name) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number, got " + type_name(v)};
  }
  const double d = v.as<double>();
  if (!std::isfinite(d) || std::floor(d) != d || d < INT_MIN || d > INT_MAX) {
    return Error{std::string(name) + " must be a whole number, got " +
                 v.call<std::string>("toString")};
  }
  return static_cast<int>(d);
}

}  // namespace qipan::js
