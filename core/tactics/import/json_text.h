#pragma once

// JSON text to the importers' value tree (json.h), by a library of the
// platform the program runs on: core parses no JSON by hand.
//  - Natively, json_text.cpp: nlohmann-json (Debian's nlohmann-json3-dev).
//  - In WebAssembly, bindings/json_text.cpp: the JS engine's JSON.parse,
//    linked by every module and page that has the importers (core uses no
//    Emscripten, so the definition lives there).

#include <cstddef>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/import/json.h"

namespace qipan::tactics::import {

// The largest map file read (bytes): more is refused before parsing.
inline constexpr std::size_t max_import_bytes = 64u << 20;

// The text as a value tree, without exceptions. Text that is not JSON gives
// an error (code bad_data) naming the format ("Tiled file is not valid JSON
// at line 3, column 7 ...") with what is wrong; a text over
// max_import_bytes is refused unread. Nesting of any depth is read (no
// recursion).
Result<Json> parse_json(std::string_view text, std::string_view format);

// The refusal of a text over max_import_bytes, or none: both parse_json's
// check it first.
inline Result<void> check_json_size(std::string_view text, std::string_view format) {
  if (text.size() <= max_import_bytes) return {};
  return Error{std::string(format) + " file is " + std::to_string(text.size()) +
                   " bytes, more than the " + std::to_string(max_import_bytes) + " read at most",
               ErrorCode::bad_data};
}

}  // namespace qipan::tactics::import
