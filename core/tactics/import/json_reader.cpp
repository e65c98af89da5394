#include "core/tactics/import/json_reader.h"

#include <cmath>

#include "core/grid/decimal.h"

namespace qipan::tactics::import {
namespace {

std::string kind_of(const Json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "a boolean";
  if (v.is_number()) return "a number";
  if (v.is_string()) return "a string";
  if (v.is_array()) return "an array";
  return "an object";
}

}  // namespace

Error Node::error(std::string message) const {
  return Error{(path_.empty() ? std::string("map") : path_) + ": " + message, ErrorCode::bad_data};
}

bool Node::has(std::string_view key) const { return value_->find(key) != nullptr; }

Result<Node> Node::member(std::string_view key) const {
  if (!value_->is_object()) return error("expected an object, got " + kind_of(*value_));
  const Json* found = value_->find(key);
  const std::string path = path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  if (found == nullptr) return error("has no '" + std::string(key) + "'");
  return Node(*found, path);
}

Result<Node> Node::item(std::size_t i) const {
  const auto items = value_->items();
  if (i >= items.size()) return error("has no item " + std::to_string(i));
  return Node(items[i], path_ + "[" + std::to_string(i) + "]");
}

Result<std::size_t> Node::array_size() const {
  if (!value_->is_array()) return error("expected an array, got " + kind_of(*value_));
  return value_->items().size();
}

Result<double> Node::number() const {
  if (!value_->is_number()) return error("expected a number, got " + kind_of(*value_));
  return value_->number();
}

Result<std::int64_t> Node::integer(std::int64_t lo, std::int64_t hi) const {
  std::int64_t v = 0;
  if (value_->is_number_unsigned()) {
    const auto u = value_->unsigned_integer();
    if (u > static_cast<std::uint64_t>(hi)) {
      return error(std::to_string(u) + " is out of range (expected " + std::to_string(lo) + ".." +
                   std::to_string(hi) + ")");
    }
    v = static_cast<std::int64_t>(u);
  } else if (value_->is_number_integer()) {
    v = value_->integer();
  } else if (value_->is_number_float()) {
    const double d = value_->number();
    if (!(std::floor(d) == d) || d < -9e15 || d > 9e15) {
      return error("expected a whole number, got " + grid::fixed_text(d));
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
  return std::string(value_->string());
}

Result<bool> Node::boolean() const {
  if (!value_->is_boolean()) return error("expected true or false, got " + kind_of(*value_));
  return value_->boolean();
}

Result<std::int64_t> Node::integer(std::string_view key, std::int64_t lo, std::int64_t hi) const {
  auto m = member(key);
  if (!m) return m.error();
  return m->integer(lo, hi);
}

Result<std::int64_t> Node::integer_or(std::string_view key, std::int64_t fallback, std::int64_t lo,
                                      std::int64_t hi) const {
  if (!has(key) || value_->find(key)->is_null()) return fallback;
  return integer(key, lo, hi);
}

Result<std::string> Node::string(std::string_view key) const {
  auto m = member(key);
  if (!m) return m.error();
  return m->string();
}

Result<std::string> Node::string_or(std::string_view key, std::string fallback) const {
  if (!has(key) || value_->find(key)->is_null()) return fallback;
  return string(key);
}

Result<bool> Node::boolean_or(std::string_view key, bool fallback) const {
  if (!has(key) || value_->find(key)->is_null()) return fallback;
  auto m = member(key);
  if (!m) return m.error();
  return m->boolean();
}

}  // namespace qipan::tactics::import
