#include "core/tactics/import/json_reader.h"

#include <cmath>

namespace qipan::tactics::import {
namespace {

// Finds where a parse failed: nlohmann's SAX interface reports the byte.
struct ErrorFinder : nlohmann::json_sax<Json> {
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

std::string line_and_column(std::string_view text, std::size_t at) {
  std::size_t line = 1;
  std::size_t column = 1;
  for (std::size_t i = 0; i + 1 < at && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string kind_of(const Json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "a boolean";
  if (v.is_number()) return "a number";
  if (v.is_string()) return "a string";
  if (v.is_array()) return "an array";
  return "an object";
}

}  // namespace

Result<Json> parse_json(std::string_view text, std::string_view format) {
  if (text.size() > max_import_bytes) {
    return Error{std::string(format) + " file is " + std::to_string(text.size()) +
                     " bytes, more than the " + std::to_string(max_import_bytes) + " read at most",
                 ErrorCode::bad_data};
  }
  Json json = Json::parse(text.begin(), text.end(), nullptr, false);
  if (!json.is_discarded()) return json;
  ErrorFinder finder;
  (void)Json::sax_parse(text.begin(), text.end(), &finder);
  std::string token = finder.token.substr(0, 20);
  return Error{std::string(format) + " file is not valid JSON at " +
                   line_and_column(text, finder.at) +
                   (token.empty() ? "" : " (near '" + token + "')"),
               ErrorCode::bad_data};
}

Error Node::error(std::string message) const {
  return Error{(path_.empty() ? std::string("map") : path_) + ": " + message, ErrorCode::bad_data};
}

bool Node::has(std::string_view key) const { return value_->is_object() && value_->contains(key); }

Result<Node> Node::member(std::string_view key) const {
  if (!value_->is_object()) return error("expected an object, got " + kind_of(*value_));
  auto it = value_->find(key);
  const std::string path = path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  if (it == value_->end()) return error("has no '" + std::string(key) + "'");
  return Node(*it, path);
}

Result<Node> Node::item(std::size_t i) const {
  if (!value_->is_array() || i >= value_->size()) return error("has no item " + std::to_string(i));
  return Node((*value_)[i], path_ + "[" + std::to_string(i) + "]");
}

Result<std::size_t> Node::array_size() const {
  if (!value_->is_array()) return error("expected an array, got " + kind_of(*value_));
  return value_->size();
}

Result<double> Node::number() const {
  if (!value_->is_number()) return error("expected a number, got " + kind_of(*value_));
  return value_->get<double>();
}

Result<std::int64_t> Node::integer(std::int64_t lo, std::int64_t hi) const {
  std::int64_t v = 0;
  if (value_->is_number_unsigned()) {
    const auto u = value_->get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(hi)) {
      return error(std::to_string(u) + " is out of range (expected " + std::to_string(lo) + ".." +
                   std::to_string(hi) + ")");
    }
    v = static_cast<std::int64_t>(u);
  } else if (value_->is_number_integer()) {
    v = value_->get<std::int64_t>();
  } else if (value_->is_number_float()) {
    const double d = value_->get<double>();
    if (!(std::floor(d) == d) || d < -9e15 || d > 9e15) {
      return error("expected a whole number, got " + std::to_string(d));
    }
    v = static_cast<std::int64_t>(d);
  } else {
    return error("expected a whole number, got " + kind_of(*value_));
  }
  if (v < lo || v > hi) {
    return error(std::to_string(v) + " is out of range (expected " + std::to_string(lo) + ".." +
                 std::to_string(hi) + ")");
  }
  return v;
}

Result<std::string> Node::string() const {
  if (!value_->is_string()) return error("expected a string, got " + kind_of(*value_));
  return value_->get<std::string>();
}

Result<bool> Node::boolean() const {
  if (!value_->is_boolean()) return error("expected true or false, got " + kind_of(*value_));
  return value_->get<bool>();
}

Result<std::int64_t> Node::integer(std::string_view key, std::int64_t lo, std::int64_t hi) const {
  auto m = member(key);
  if (!m) return m.error();
  return m->integer(lo, hi);
}

Result<std::int64_t> Node::integer_or(std::string_view key, std::int64_t fallback, std::int64_t lo,
                                      std::int64_t hi) const {
  if (!has(key) || (*value_)[std::string(key)].is_null()) return fallback;
  return integer(key, lo, hi);
}

Result<std::string> Node::string(std::string_view key) const {
  auto m = member(key);
  if (!m) return m.error();
  return m->string();
}

Result<std::string> Node::string_or(std::string_view key, std::string fallback) const {
  if (!has(key) || (*value_)[std::string(key)].is_null()) return fallback;
  return string(key);
}

Result<bool> Node::boolean_or(std::string_view key, bool fallback) const {
  if (!has(key) || (*value_)[std::string(key)].is_null()) return fallback;
  auto m = member(key);
  if (!m) return m.error();
  return m->boolean();
}

}  // namespace qipan::tactics::import
