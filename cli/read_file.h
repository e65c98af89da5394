#pragma once

// A whole file as text for the record commands (`qipan pgn`, `qipan
// review`): '-' reads standard input; none when the file cannot be opened.

#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace qipan::cli {

inline std::optional<std::string> read_file(std::string_view name) {
  std::stringstream s;
  if (name == "-") {
    s << std::cin.rdbuf();
    return s.str();
  }
  std::ifstream in{std::string(name), std::ios::binary};
  if (!in) return std::nullopt;
  s << in.rdbuf();
  return s.str();
}

}  // namespace qipan::cli
