// The importers' JSON reader (core/tactics/import/json.h) against
// nlohmann-json 3.11, which it replaced (Debian's package, used here only as
// the judge): on the same text both must accept or both refuse; an accepted
// text must give the same value (kinds, numbers bit for bit, strings, the
// members' order by key, the last of a repeated key); a refused one the same
// place and token, which the importers' messages quote.
#include "core/tactics/import/json.h"

#include <gtest/gtest.h>

#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

namespace qipan::tactics::import {
namespace {

using Judge = nlohmann::json;

// Where nlohmann reports a failure (the importers took it from here).
struct FailureFinder : nlohmann::json_sax<Judge> {
  std::size_t at = 0;
  std::string token;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::detail::exception&) override {
    at = position;
    token = last_token;
    return false;
  }
};

// Iterative, so deep nesting is compared too.
bool same(const Judge& root_a, const Json& root_b) {
  std::vector<std::pair<const Judge*, const Json*>> todo{{&root_a, &root_b}};
  while (!todo.empty()) {
    const auto [a, b] = todo.back();
    todo.pop_back();
    if (a->size() != b->size()) return false;
    switch (b->kind()) {
      case Json::Kind::null:
        if (!a->is_null()) return false;
        break;
      case Json::Kind::boolean:
        if (!a->is_boolean() || a->get<bool>() != b->boolean()) return false;
        break;
      case Json::Kind::integer:
        if (!a->is_number_integer() || a->is_number_unsigned() ||
            a->get<std::int64_t>() != b->integer()) {
          return false;
        }
        break;
      case Json::Kind::unsigned_integer:
        if (!a->is_number_unsigned() || a->get<std::uint64_t>() != b->unsigned_integer())
          return false;
        break;
      case Json::Kind::floating: {
        if (!a->is_number_float()) return false;
        const double x = a->get<double>();
        const double y = b->number();
        if (std::memcmp(&x, &y, sizeof x) != 0) return false;
        break;
      }
      case Json::Kind::string:
        if (!a->is_string() || a->get_ref<const std::string&>() != b->string()) return false;
        break;
      case Json::Kind::array:
        if (!a->is_array() || a->size() != b->items().size()) return false;
        for (std::size_t i = 0; i < a->size(); ++i) todo.emplace_back(&(*a)[i], &b->items()[i]);
        break;
      case Json::Kind::object: {
        if (!a->is_object() || a->size() != b->members().size()) return false;
        std::size_t i = 0;
        for (auto it = a->begin(); it != a->end(); ++it, ++i) {
          if (it.key() != b->members()[i].first) return false;
          todo.emplace_back(&it.value(), &b->members()[i].second);
        }
        break;
      }
    }
  }
  return true;
}

std::string shown(const std::string& text) {
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 32 || u > 126) {
      static constexpr char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += c;
    }
  }
  return out;
}

void expect_read_as_nlohmann(const std::string& text) {
  const Judge judged = Judge::parse(text.begin(), text.end(), nullptr, false);
  const auto read = read_json(text);
  ASSERT_EQ(judged.is_discarded(), std::holds_alternative<JsonFailure>(read)) << shown(text);
  if (!judged.is_discarded()) {
    EXPECT_TRUE(same(judged, std::get<Json>(read))) << shown(text);
    return;
  }
  FailureFinder finder;
  (void)Judge::sax_parse(text.begin(), text.end(), &finder);
  const auto& failure = std::get<JsonFailure>(read);
  EXPECT_EQ(failure.at, finder.at) << shown(text);
  EXPECT_EQ(failure.token, finder.token) << shown(text);
}

TEST(Json, ReadsTheEdgesAsNlohmann) {
  for (const std::string& text : std::vector<std::string>{"",
                                                          " ",
                                                          "{}",
                                                          "[]",
                                                          "\xef\xbb\xbf{}",
                                                          "\xef\xbb{}",
                                                          "\xef",
                                                          "[1,2",
                                                          "{\"a\":1,}",
                                                          "[01]",
                                                          "-",
                                                          "-01",
                                                          "1e400",
                                                          "-1e400",
                                                          "1e-400",
                                                          "0.",
                                                          "1e",
                                                          "1e+",
                                                          "1.5e3",
                                                          "\"\\ud800\"",
                                                          "\"\\udc00\"",
                                                          "\"\\ud800\\u0041\"",
                                                          "\"\\ud83d\\ude00\"",
                                                          "\"\\u12\"",
                                                          "\"\\x\"",
                                                          "nul",
                                                          "truex",
                                                          "[1]]",
                                                          "{\"a\"}",
                                                          "{\"a\" 1}",
                                                          "{1:2}",
                                                          "\"abc",
                                                          "\"\x01\"",
                                                          "\"\xc3\xa9\"",
                                                          "\"\xc3\"",
                                                          "\"\xe0\x80\x80\"",
                                                          "\"\xed\xa0\x80\"",
                                                          "\"\xf4\x90\x80\x80\"",
                                                          "\"\xff\"",
                                                          "18446744073709551615",
                                                          "18446744073709551616",
                                                          "-9223372036854775808",
                                                          "-9223372036854775809",
                                                          "-0",
                                                          "-0.0",
                                                          "{\"b\":1,\"a\":2,\"b\":3}",
                                                          "[[[[[[[[[[",
                                                          "{\"a\":{\"b\":[1,{\"c\":null}]}} x",
                                                          std::string("{}\0garbage", 10),
                                                          std::string("[1,\0]", 5),
                                                          std::string("[\"a\0\"]", 6),
                                                          "\t\r\n [true , false,null ] "}) {
    expect_read_as_nlohmann(text);
  }
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  expect_read_as_nlohmann(deep);
  expect_read_as_nlohmann(deep.substr(0, 150000));
}

TEST(Json, KeepsTheLastOfARepeatedKeyAndOrdersMembersByKey) {
  const auto read = read_json("{\"b\": 1, \"a\": 2, \"b\": 3}");
  const Json& j = std::get<Json>(read);
  ASSERT_EQ(j.members().size(), 2u);
  EXPECT_EQ(j.members()[0].first, "a");
  EXPECT_EQ(j.find("b")->unsigned_integer(), 3u);
  EXPECT_EQ(j.find("c"), nullptr);
}

// Random JSON texts, and the same texts broken by a few edits.
class Texts {
 public:
  explicit Texts(std::uint64_t seed) : rng_(seed) {}

  std::string next() {
    std::string text = space() + value(0) + space();
    if (below(10) == 0) text = "\xef\xbb\xbf" + text;
    return below(2) ? text : broken(text);
  }

 private:
  int below(int n) { return static_cast<int>(rng_() % static_cast<unsigned>(n)); }

  std::string space() {
    static constexpr const char* spaces[] = {"", "", " ", "\n", "\t", "\r\n  "};
    return spaces[below(6)];
  }

  std::string number() {
    switch (below(24)) {
      case 0:
        return "18446744073709551615";
      case 1:
        return "18446744073709551616";
      case 2:
        return "-9223372036854775808";
      case 3:
        return "-9223372036854775809";
      default:
        break;
    }
    std::string s = below(3) == 0 ? "-" : "";
    if (below(10) == 0) {
      s += '0';
    } else {
      const int n = below(4) == 0 ? 1 + below(40) : 1 + below(6);
      s += static_cast<char>('1' + below(9));
      for (int i = 1; i < n; ++i) s += static_cast<char>('0' + below(10));
    }
    if (below(3) == 0) {
      s += '.';
      for (int i = below(8); i >= 0; --i) s += static_cast<char>('0' + below(10));
    }
    if (below(4) == 0) {
      s += below(2) ? 'e' : 'E';
      const int sign = below(3);
      if (sign > 0) s += sign == 1 ? '+' : '-';
      s += std::to_string(below(5) == 0 ? below(800) : below(30));
    }
    return s;
  }

  std::string string() {
    static constexpr const char* pieces[] = {"a",
                                             "key",
                                             " ",
                                             "\\n",
                                             "\\\"",
                                             "\\\\",
                                             "\\/",
                                             "\\b",
                                             "\\f",
                                             "\\r",
                                             "\\t",
                                             "\\u0041",
                                             "\\u00e9",
                                             "\\ud83d\\ude00",
                                             "\\uD800\\uDC00",
                                             "\xc3\xa9",
                                             "\xe6\xa3\x8b",
                                             "\xf0\x9f\x98\x80",
                                             "\xed\x9f\xbf",
                                             "\xe0\xa0\x80",
                                             "\xf4\x8f\xbf\xbf",
                                             "id",
                                             "name",
                                             "value",
                                             "x"};
    std::string s = "\"";
    for (int i = below(8); i > 0; --i) s += pieces[below(25)];
    return s + "\"";
  }

  std::string value(int depth) {
    switch (below(depth > 4 ? 6 : 9)) {
      case 0:
        return "null";
      case 1:
        return "true";
      case 2:
        return "false";
      case 3:
      case 4:
        return number();
      case 5:
        return string();
      case 6:
      case 7: {
        std::string s = "[";
        for (int i = 0, n = below(5); i < n; ++i)
          s += (i ? "," : "") + space() + value(depth + 1) + space();
        return s + "]";
      }
      default: {
        static constexpr const char* keys[] = {"\"a\"", "\"b\"",       "\"a\"", "\"id\"",
                                               "\"\"",  "\"\\u0061\"", "\"z\"", "\"\xc3\xa9\""};
        std::string s = "{";
        for (int i = 0, n = below(5); i < n; ++i) {
          s += (i ? "," : "") + space() + keys[below(8)] + space() + ":" + space() +
               value(depth + 1) + space();
        }
        return s + "}";
      }
    }
  }

  std::string broken(std::string s) {
    static constexpr char symbols[] = "{}[],:\"\\ud80eE+-.0123456789trufalsn \n\t\r/*x";
    static constexpr unsigned char bytes[] = {0,    0x1f, 0x7f, 0xef, 0xbb, 0xbf, 0xc2, 0xc1, 0xe0,
                                              0xed, 0xf0, 0xf4, 0xf5, 0x80, 0x9f, 0xa0, 0xbf, 0xff};
    for (int edits = 1 + below(3); edits > 0 && !s.empty(); --edits) {
      const auto at = static_cast<std::size_t>(below(static_cast<int>(s.size()) + 1));
      const char c = below(3) ? symbols[below(sizeof symbols - 1)]
                              : static_cast<char>(bytes[below(sizeof bytes)]);
      switch (below(4)) {
        case 0:
          s.insert(at, 1, c);
          break;
        case 1:
          if (at < s.size()) s[at] = c;
          break;
        case 2:
          if (at < s.size()) s.erase(at, 1);
          break;
        default:
          s.resize(at);
      }
    }
    return s;
  }

  std::mt19937_64 rng_;
};

TEST(Json, ReadsRandomAndBrokenTextsAsNlohmann) {
  Texts texts(25);
  for (int i = 0; i < 30000; ++i) {
    expect_read_as_nlohmann(texts.next());
    if (HasFailure()) return;  // the first difference is enough to see
  }
}

}  // namespace
}  // namespace qipan::tactics::import
