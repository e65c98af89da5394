#pragma once

#include <emscripten/val.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "core/grid/result.h"

namespace qipan::js {

// Throws a JavaScript Error whose message is `message`, a std::malloc'd string
// that this call frees before throwing. A JS throw unwinds wasm frames without running
// C++ destructors, so callers must hold no C++ objects that own memory when
// they call it: use `checked` below rather than calling it directly.
[[noreturn]] void throw_error(char* message);

// Runs `body`, which returns a Result<T>, inside its own scope; on success
// returns the value, on failure throws a JS Error with the error's message —
// after every C++ object made by `body` is destroyed, so nothing leaks.
template <class Body>
auto checked(Body&& body) {
  using R = std::invoke_result_t<Body&>;
  using T = typename R::value_type;
  char* message = nullptr;
  auto copy = [](const Error& e) {
    char* m = static_cast<char*>(std::malloc(e.message.size() + 1));
    e.message.copy(m, e.message.size());
    m[e.message.size()] = '\0';
    return m;
  };
  if constexpr (std::is_void_v<T>) {
    {
      R r = body();
      if (!r) message = copy(r.error());
    }
    if (message) throw_error(message);
  } else {
    std::optional<T> value;
    {
      R r = body();
      if (r) {
        value.emplace(std::move(r).value());
      } else {
        message = copy(r.error());
      }
    }
    if (message) throw_error(message);
    return std::move(*value);
  }
}

// Argument checks for values arriving from JavaScript: each names the argument
// and says what was expected and what came ("move must be a string, got number").
std::string type_name(const emscripten::val& v);
Result<std::string> string_arg(const emscripten::val& v, std::string_view name);
Result<bool> bool_arg(const emscripten::val& v, std::string_view name);
// A whole number in [lo, hi].
Result<int> int_arg(const emscripten::val& v, std::string_view name, int lo, int hi);
// A whole number a C++ int holds, for arguments whose range the core checks
// and names in its own message.
Result<int> whole_arg(const emscripten::val& v, std::string_view name);

}  // namespace qipan::js
