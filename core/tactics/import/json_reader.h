#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/tactics/import/json.h"
#include "core/tactics/import/json_text.h"

namespace qipan::tactics::import {

// A JSON value with where it is in the file ("layers[2].data"), and checked
// readers of its members: every error names the path. Nothing here throws
// (the library's typed getters are only called after a type check).
class Node {
 public:
  Node(const Json& value, std::string path) : value_(&value), path_(std::move(path)) {}

  const Json& value() const { return *value_; }
  const std::string& path() const { return path_; }
  bool has(std::string_view key) const;

  Result<Node> member(std::string_view key) const;  // required
  Result<Node> item(std::size_t i) const;           // of an array
  Result<std::size_t> array_size() const;           // the value must be an array

  Result<std::int64_t> integer(std::int64_t lo, std::int64_t hi) const;
  Result<double> number() const;
  Result<std::string> string() const;
  Result<bool> boolean() const;

  // Shorthands for a member: required, or a default when absent.
  Result<std::int64_t> integer(std::string_view key, std::int64_t lo, std::int64_t hi) const;
  Result<std::int64_t> integer_or(std::string_view key, std::int64_t fallback, std::int64_t lo,
                                  std::int64_t hi) const;
  Result<std::string> string(std::string_view key) const;
  Result<std::string> string_or(std::string_view key, std::string fallback) const;
  Result<bool> boolean_or(std::string_view key, bool fallback) const;

  Error error(std::string message) const;

 private:
  const Json* value_;
  std::string path_;
};

}  // namespace qipan::tactics::import
