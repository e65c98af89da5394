// In WebAssembly, JSON text is parsed by the JS engine's JSON.parse and its
// result turned into the importers' value tree: the definition of
// core/tactics/import/json_text.h's parse_json for every wasm program with
// the importers (the modules and the page), in place of a parser in C++.

#include "core/tactics/import/json_text.h"

#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <cmath>
#include <deque>
#include <string>
#include <utility>
#include <vector>

// JSON.parse of the UTF-8 text: {value} or, when it throws, {error, where}:
// the engine's message without V8's " in JSON at position N" or " is not
// valid JSON", and the line and column (counted in characters) of the
// position it names or quotes, or of the end for an unexpected end (""
// when it says neither: Firefox's message carries its own line and column).
// clang-format off
EM_JS(emscripten::EM_VAL, qipan_json_parse, (const char* data, int size), {
  // (No backslash here: Emscripten drops them from EM_JS code. The C
  // preprocessor reads it too: no dollar outside quotes.)
  const text = UTF8ToString(data, size);
  try {
    return Emval.toHandle({value: JSON.parse(text)});
  } catch (e) {
    const message = String(e && e.message !== undefined ? e.message : e);
    const at = new RegExp("position ([0-9]+)").exec(message);
    let position = at ? Number(at[1])
                       : new RegExp("end of (JSON|data)", "i").test(message) ? text.length : -1;
    // V8 names an unexpected token by the text around it: 10 characters
    // either side, "..." where it is cut.
    const quote = String.fromCharCode(34);
    const token = new RegExp("^Unexpected token '[^]', ([.][.][.])?" + quote + "([^]*)" + quote +
                             "([.][.][.])? is not valid JSON$").exec(message);
    if (token && token[1]) {
      const start = text.indexOf(token[2]);
      if (start >= 0) position = start + 10;
    } else if (token && token[3]) {
      position = token[2].length - 10;
    }
    let where = "";
    if (position >= 0) {
      const lines = text.slice(0, position).split(String.fromCharCode(10));
      where = "line " + lines.length + ", column " + (lines[lines.length - 1].length + 1);
    }
    const what = message.replace(new RegExp(" in JSON at position.*$| is not valid JSON$"), "");
    return Emval.toHandle({error: what, where: where});
  }
});

// What a parsed value is, in one call: 0 null, 1 false, 2 true, 3 a number,
// 4 a string, 5 a non-empty array of numbers only (copied in one step), 6
// another array, 7 an object.
EM_JS(int, qipan_json_kind, (emscripten::EM_VAL handle), {
  const v = Emval.toValue(handle);
  if (v === null) return 0;
  if (v === false) return 1;
  if (v === true) return 2;
  if (typeof v === 'number') return 3;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) {
    return v.length > 0 && v.every(function(x) { return typeof x === 'number'; }) ? 5 : 6;
  }
  return 7;
});
// clang-format on

namespace qipan::tactics::import {
namespace {

using emscripten::val;

// A JS number: a whole one within ±2^53 (Number.isInteger, exact in a
// double) is a whole number, signed when negative; any other a double.
Json number(double d) {
  constexpr double exact = 9007199254740992.0;  // 2^53
  if (std::floor(d) == d && std::fabs(d) <= exact) {
    return d < 0 ? Json(static_cast<std::int64_t>(d)) : Json(static_cast<std::uint64_t>(d));
  }
  return Json(d);
}

// An array or object whose items are being read.
struct Open {
  val value;
  val keys;  // an object's Object.keys(), else undefined
  bool object;
  std::size_t next = 0;
  std::size_t count = 0;
  std::vector<Json> items;
  std::vector<Json::Member> members;
  std::string key;  // of the member being read
};

// The value tree of a parsed JS value, with a stack of its own (no recursion,
// however deep the nesting).
Json tree(val root) {
  std::deque<Open> open;  // (a deque: val moves are not noexcept)
  Json result;
  const auto place = [&](Json v) {
    if (open.empty()) {
      result = std::move(v);
    } else if (open.back().object) {
      open.back().members.emplace_back(std::move(open.back().key), std::move(v));
    } else {
      open.back().items.push_back(std::move(v));
    }
  };
  val current = std::move(root);
  for (;;) {
    switch (qipan_json_kind(current.as_handle())) {
      case 0:
        place(Json());
        break;
      case 1:
        place(Json(false));
        break;
      case 2:
        place(Json(true));
        break;
      case 3:
        place(number(current.as<double>()));
        break;
      case 4:
        place(Json(current.as<std::string>()));
        break;
      case 5: {
        const auto numbers = emscripten::convertJSArrayToNumberVector<double>(current);
        std::vector<Json> items;
        items.reserve(numbers.size());
        for (double d : numbers) items.push_back(number(d));
        place(Json::array(std::move(items)));
        break;
      }
      case 6: {
        const auto count = current["length"].as<std::size_t>();
        open.push_back(Open{current, val::undefined(), false, 0, count, {}, {}, {}});
        open.back().items.reserve(count);
        break;
      }
      default: {
        val keys = val::global("Object").call<val>("keys", current);
        const auto count = keys["length"].as<std::size_t>();
        open.push_back(Open{current, keys, true, 0, count, {}, {}, {}});
        open.back().members.reserve(count);
        break;
      }
    }
    while (!open.empty() && open.back().next == open.back().count) {
      Open done = std::move(open.back());
      open.pop_back();
      place(done.object ? Json::object(std::move(done.members))
                        : Json::array(std::move(done.items)));
    }
    if (open.empty()) return result;
    Open& top = open.back();
    if (top.object) {
      val key = top.keys[top.next];
      top.key = key.as<std::string>();
      current = top.value[key];
    } else {
      current = top.value[top.next];
    }
    ++top.next;
  }
}

}  // namespace

Result<Json> parse_json(std::string_view text, std::string_view format) {
  if (auto size = check_json_size(text, format); !size) return size.error();
  val parsed = val::take_ownership(qipan_json_parse(text.data(), static_cast<int>(text.size())));
  val error = parsed["error"];
  if (error.isString()) {
    const auto where = parsed["where"].as<std::string>();
    return Error{std::string(format) + " file is not valid JSON" +
                     (where.empty() ? "" : " at " + where) + ": " + error.as<std::string>(),
                 ErrorCode::bad_data};
  }
  return tree(parsed["value"]);
}

}  // namespace qipan::tactics::import
