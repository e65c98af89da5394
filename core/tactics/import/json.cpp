#include "core/tactics/import/json.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace qipan::tactics::import {

Json::Json(std::string s) : kind_(Kind::string) { value_.string = new std::string(std::move(s)); }

Json Json::array(std::vector<Json> items) {
  Json j;
  j.kind_ = Kind::array;
  j.value_.items = new std::vector<Json>(std::move(items));
  return j;
}

Json Json::object(std::vector<Member> members) {
  // By key, the last of equal keys kept (a stable sort keeps them in order).
  std::stable_sort(members.begin(), members.end(),
                   [](const Member& a, const Member& b) { return a.first < b.first; });
  std::vector<Member> kept;
  kept.reserve(members.size());
  for (std::size_t i = 0; i < members.size(); ++i) {
    if (i + 1 < members.size() && members[i + 1].first == members[i].first) continue;
    kept.push_back(std::move(members[i]));
  }
  Json j;
  j.kind_ = Kind::object;
  j.value_.members = new std::vector<Member>(std::move(kept));
  return j;
}

Json& Json::operator=(Json&& other) noexcept {
  if (this != &other) {
    release();
    kind_ = other.kind_;
    value_ = other.value_;
    other.kind_ = Kind::null;
  }
  return *this;
}

void Json::release() noexcept {
  const Kind kind = kind_;
  kind_ = Kind::null;
  if (kind == Kind::string) {
    delete value_.string;
    return;
  }
  if (kind != Kind::array && kind != Kind::object) return;
  // Children move to a list of their own before their parent goes, so no
  // destructor meets a value that still holds children.
  std::vector<Json> pending;
  auto adopt = [&pending](Kind k, Value v) {
    if (k == Kind::array) {
      for (Json& item : *v.items) pending.push_back(std::move(item));
      delete v.items;
    } else {
      for (Member& member : *v.members) pending.push_back(std::move(member.second));
      delete v.members;
    }
  };
  adopt(kind, value_);
  while (!pending.empty()) {
    Json last = std::move(pending.back());
    pending.pop_back();
    if (last.kind_ == Kind::array || last.kind_ == Kind::object) {
      const Kind k = last.kind_;
      last.kind_ = Kind::null;
      adopt(k, last.value_);
    }
  }
}

double Json::number() const {
  switch (kind_) {
    case Kind::integer:
      return static_cast<double>(value_.integer);
    case Kind::unsigned_integer:
      return static_cast<double>(value_.unsigned_integer);
    case Kind::floating:
      return value_.floating;
    default:
      return 0;
  }
}

std::int64_t Json::integer() const {
  switch (kind_) {
    case Kind::integer:
      return value_.integer;
    case Kind::unsigned_integer:
      return static_cast<std::int64_t>(value_.unsigned_integer);
    case Kind::floating:
      return static_cast<std::int64_t>(value_.floating);
    default:
      return 0;
  }
}

std::uint64_t Json::unsigned_integer() const {
  switch (kind_) {
    case Kind::integer:
      return static_cast<std::uint64_t>(value_.integer);
    case Kind::unsigned_integer:
      return value_.unsigned_integer;
    case Kind::floating:
      return static_cast<std::uint64_t>(value_.floating);
    default:
      return 0;
  }
}

std::string_view Json::string() const {
  return kind_ == Kind::string ? std::string_view(*value_.string) : std::string_view();
}

std::span<const Json> Json::items() const {
  if (kind_ != Kind::array) return {};
  return *value_.items;
}

std::span<const Json::Member> Json::members() const {
  if (kind_ != Kind::object) return {};
  return *value_.members;
}

std::size_t Json::size() const {
  if (kind_ == Kind::array) return value_.items->size();
  if (kind_ == Kind::object) return value_.members->size();
  return kind_ == Kind::null ? 0 : 1;
}

const Json* Json::find(std::string_view key) const {
  const auto members = this->members();
  const auto it = std::lower_bound(members.begin(), members.end(), key,
                                   [](const Member& m, std::string_view k) { return m.first < k; });
  return it != members.end() && it->first == key ? &it->second : nullptr;
}

}  // namespace qipan::tactics::import
