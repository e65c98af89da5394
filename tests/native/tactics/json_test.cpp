// JSON text to the importers' value tree (core/tactics/import/json_text.h),
// natively: nlohmann-json parses, its SAX events build the tree. The tree
// must hold what nlohmann's own DOM holds (kinds, numbers bit for bit,
// strings, members by key, the last of a repeated key), nesting of any
// depth must be read and freed without recursion, and a text that is not
// JSON gives an error that says where.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/tactics/import/json.h"
#include "core/tactics/import/json_text.h"

namespace qipan::tactics::import {
namespace {

using Judge = nlohmann::json;

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

void expect_tree_of(const std::string& text) {
  const Judge judged = Judge::parse(text, nullptr, false);
  ASSERT_FALSE(judged.is_discarded()) << text;
  auto tree = parse_json(text, "test");
  ASSERT_TRUE(tree.ok()) << text << ": " << tree.error().message;
  EXPECT_TRUE(same(judged, *tree)) << text;
}

std::string read_data(const std::string& name) {
  std::ifstream in(std::string(QIPAN_TEST_DATA "/tactics/import/") + name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(JsonText, ValuesOfEachKind) {
  auto tree = parse_json(
      R"({"n": null, "t": true, "f": false, "neg": -3, "pos": 3, "big": 18446744073709551615,
          "over": 18446744073709551616, "half": 2.5, "one": 1.0, "e": 1e3, "s": "a\u00e9\n"})",
      "test");
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  EXPECT_TRUE(tree->find("n")->is_null());
  EXPECT_TRUE(tree->find("t")->boolean());
  EXPECT_TRUE(tree->find("f")->is_boolean());
  EXPECT_FALSE(tree->find("f")->boolean());
  EXPECT_EQ(tree->find("neg")->kind(), Json::Kind::integer);
  EXPECT_EQ(tree->find("neg")->integer(), -3);
  EXPECT_EQ(tree->find("pos")->kind(), Json::Kind::unsigned_integer);
  EXPECT_EQ(tree->find("pos")->unsigned_integer(), 3u);
  EXPECT_EQ(tree->find("big")->unsigned_integer(), 18446744073709551615u);
  EXPECT_EQ(tree->find("over")->kind(), Json::Kind::floating);
  EXPECT_EQ(tree->find("half")->number(), 2.5);
  EXPECT_EQ(tree->find("one")->kind(), Json::Kind::floating);
  EXPECT_EQ(tree->find("e")->number(), 1000.0);
  EXPECT_EQ(tree->find("s")->string(), "a\xc3\xa9\n");
  EXPECT_EQ(tree->find("missing"), nullptr);
}

TEST(JsonText, ObjectsKeepTheLastOfAKeyOrderedByKey) {
  auto tree = parse_json(R"({"b": 1, "a": [1, {"z": 0, "y": [[]]}], "b": 2})", "test");
  ASSERT_TRUE(tree.ok());
  ASSERT_EQ(tree->members().size(), 2u);
  EXPECT_EQ(tree->members()[0].first, "a");
  EXPECT_EQ(tree->members()[1].first, "b");
  EXPECT_EQ(tree->find("b")->unsigned_integer(), 2u);
  EXPECT_EQ(tree->find("a")->items()[1].members()[0].first, "y");
}

TEST(JsonText, HoldsWhatNlohmannsOwnValueHolds) {
  for (const char* text :
       {"null", "0", "-0", "[]", "{}", "\"\"", " [1, -1, 1.5e-300, 4e300, \"\\ud83d\\ude00\"] ",
        "\xef\xbb\xbf{\"bom\": true}", R"({"a": {"b": {"c": [null, false, {}]}}, "d": []})"}) {
    expect_tree_of(text);
  }
  for (const char* file : {"orthogonal_csv.tmj", "hex_rows.tmj", "level.ldtk"}) {
    const std::string text = read_data(file);
    ASSERT_FALSE(text.empty()) << file;
    expect_tree_of(text);
  }
}

TEST(JsonText, RandomValuesAsNlohmannHoldsThem) {
  std::mt19937 random(26);
  for (int round = 0; round < 300; ++round) {
    // A random value written by nlohmann itself, then read back both ways.
    std::vector<Judge*> open;
    Judge root = Judge::array();
    open.push_back(&root);
    for (int step = 0; step < 60 && !open.empty(); ++step) {
      Judge& top = *open.back();
      Judge value;
      switch (random() % 9) {
        case 0:
          value = nullptr;
          break;
        case 1:
          value = random() % 2 == 0;
          break;
        case 2:
          value = -static_cast<std::int64_t>(random());
          break;
        case 3:
          value = static_cast<std::uint64_t>(random()) << (random() % 33);
          break;
        case 4:
          value = static_cast<double>(random()) / 7.0;
          break;
        case 5:
          value = std::string(random() % 5, static_cast<char>('a' + random() % 26));
          break;
        case 6:
          value = Judge::array();
          break;
        case 7:
          value = Judge::object();
          break;
        default:
          open.pop_back();
          continue;
      }
      const bool container = value.is_structured();
      Judge* placed = nullptr;
      if (top.is_array()) {
        top.push_back(std::move(value));
        placed = &top.back();
      } else {
        const std::string key(1, static_cast<char>('a' + random() % 8));
        top[key] = std::move(value);
        placed = &top[key];
      }
      if (container) open.push_back(placed);
    }
    expect_tree_of(root.dump());
  }
}

TEST(JsonText, ReadsAndFreesDeepNestingWithoutRecursion) {
  constexpr std::size_t depth = 50000;
  const std::string arrays = std::string(depth, '[') + std::string(depth, ']');
  auto tree = parse_json(arrays, "test");
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  std::size_t seen = 0;
  for (const Json* v = &*tree; v->is_array(); v = &v->items()[0]) {
    ++seen;
    if (v->items().empty()) break;
  }
  EXPECT_EQ(seen, depth);
  std::string objects;
  for (std::size_t i = 0; i < depth; ++i) objects += "{\"a\":";
  objects += "0" + std::string(depth, '}');
  EXPECT_TRUE(parse_json(objects, "test").ok());
}

TEST(JsonText, SaysWhereTextIsNotJson) {
  auto bad = parse_json("{\"a\": 1,\n \"b\": }", "Tiled");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, ErrorCode::bad_data);
  EXPECT_EQ(bad.error().message,
            "Tiled file is not valid JSON at line 2, column 7 (near '\"b\": }')");
  auto cut = parse_json("[1, 2", "LDtk");
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.error().message.rfind("LDtk file is not valid JSON at line 1, column ", 0), 0u)
      << cut.error().message;
  for (const char* text : {"", "[1,]", "{\"a\" 1}", "nul", "\"\xff\"", "[1] [2]", "01"}) {
    auto refused = parse_json(text, "map");
    ASSERT_FALSE(refused.ok()) << text;
    EXPECT_EQ(refused.error().message.rfind("map file is not valid JSON at line 1, column ", 0), 0u)
        << refused.error().message;
  }
}

TEST(JsonText, RefusesTooLargeATextUnread) {
  const std::string huge(max_import_bytes + 1, ' ');
  auto refused = parse_json(huge, "Tiled");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("more than the 67108864 read at most"), std::string::npos);
}

}  // namespace
}  // namespace qipan::tactics::import
