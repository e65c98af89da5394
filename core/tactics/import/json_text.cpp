#include "core/tactics/import/json_text.h"

#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

// Natively: nlohmann-json reads the text, and its SAX events build the value
// tree (its parser keeps its own stack, as this does: no recursion, however
// deep the nesting).

namespace qipan::tactics::import {
namespace {

class TreeBuilder : public nlohmann::json_sax<nlohmann::json> {
 public:
  Json root;
  std::size_t failed_at = 0;  // characters read, the one that failed included
  std::string failed_token;   // read since the last string or number began
  bool failed = false;

  bool null() override { return add(Json()); }
  bool boolean(bool b) override { return add(Json(b)); }
  bool number_integer(number_integer_t i) override { return add(Json(std::int64_t{i})); }
  bool number_unsigned(number_unsigned_t u) override { return add(Json(std::uint64_t{u})); }
  bool number_float(number_float_t d, const string_t&) override { return add(Json(double{d})); }
  bool string(string_t& s) override { return add(Json(std::move(s))); }
  bool binary(binary_t&) override { return false; }  // not in JSON text
  bool start_object(std::size_t) override {
    open_.push_back(Open{true, {}, {}, {}});
    return true;
  }
  bool key(string_t& k) override {
    open_.back().key = std::move(k);
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override {
    open_.push_back(Open{false, {}, {}, {}});
    return true;
  }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::detail::exception&) override {
    failed = true;
    failed_at = position;
    failed_token = last_token;
    return false;
  }

 private:
  struct Open {
    bool object;
    std::vector<Json> items;
    std::vector<Json::Member> members;
    std::string key;
  };

  bool add(Json value) {
    if (open_.empty()) {
      root = std::move(value);
    } else if (open_.back().object) {
      open_.back().members.emplace_back(std::move(open_.back().key), std::move(value));
    } else {
      open_.back().items.push_back(std::move(value));
    }
    return true;
  }

  bool close() {
    Open done = std::move(open_.back());
    open_.pop_back();
    return add(done.object ? Json::object(std::move(done.members))
                           : Json::array(std::move(done.items)));
  }

  std::vector<Open> open_;
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

}  // namespace

Result<Json> parse_json(std::string_view text, std::string_view format) {
  if (auto size = check_json_size(text, format); !size) return size.error();
  TreeBuilder builder;
  const bool read = nlohmann::json::sax_parse(text, &builder);
  if (read && !builder.failed) return std::move(builder.root);
  std::string token = builder.failed_token.substr(0, 20);
  return Error{std::string(format) + " file is not valid JSON at " +
                   line_and_column(text, builder.failed_at) +
                   (token.empty() ? "" : " (near '" + token + "')"),
               ErrorCode::bad_data};
}

}  // namespace qipan::tactics::import
