#pragma once

// What every harness uses to state an invariant: a broken one prints what
// was expected and the input's fault, then aborts, which libFuzzer records as
// a crash and saves the input.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace qipan::fuzz {

[[noreturn]] inline void broken(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "invariant broken: %.*s\n  %.*s\n", static_cast<int>(what.size()),
               what.data(), static_cast<int>(detail.size()), detail.data());
  std::abort();
}

inline void expect(bool holds, std::string_view what, std::string_view detail = {}) {
  if (!holds) broken(what, detail);
}

// An Error's message is never empty and never unbounded: a caller may show it.
inline void expect_message(const std::string& message, std::string_view input) {
  expect(!message.empty(), "an error has a message", input);
  expect(message.size() <= 400 + input.size(), "an error message stays short", message);
}

inline std::string_view as_text(const unsigned char* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace qipan::fuzz
