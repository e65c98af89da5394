#include "core/session/match_me.h"

#include <algorithm>
#include <charconv>
#include <limits>

#include "core/search/levels.h"
#include "core/session/fields.h"

namespace qipan::session {

MatchMe MatchMe::after(PlayerResult r) const {
  MatchMe m = *this;
  int step = 0;
  switch (r) {
    case PlayerResult::win:
      ++m.wins_;
      step = 1;
      break;
    case PlayerResult::draw:
      ++m.draws_;
      break;
    case PlayerResult::loss:
      ++m.losses_;
      step = -1;
      break;
  }
  m.level_ = std::clamp(level_ + step, 1, search::level_count);
  m.last_change_ = m.level_ - level_;
  return m;
}

std::string MatchMe::text() const {
  Fields f;
  f.add("v", "1");
  f.add("level", std::to_string(level_));
  f.add("wins", std::to_string(wins_));
  f.add("draws", std::to_string(draws_));
  f.add("losses", std::to_string(losses_));
  f.add("last", std::to_string(last_change_));
  return f.text();
}

namespace {

// The integer `key` holds, in [low, high]; the reason when it does not.
Result<int> number(const Fields& f, std::string_view key, int low, int high) {
  const auto v = f.get(key);
  if (!v) return Error{"match-me text has no " + std::string(key), ErrorCode::bad_data};
  int n = 0;
  const char* end = v->data() + v->size();
  auto [ptr, ec] = std::from_chars(v->data(), end, n);
  if (v->empty() || ec != std::errc{} || ptr != end) {
    return Error{"match-me " + std::string(key) + " is not a number: '" + std::string(*v) + "'",
                 ErrorCode::bad_data};
  }
  if (n < low || n > high) {
    return Error{"match-me " + std::string(key) + " " + std::to_string(n) + " is outside " +
                     std::to_string(low) + ".." + std::to_string(high),
                 ErrorCode::bad_data};
  }
  return n;
}

}  // namespace

Result<MatchMe> MatchMe::parse(std::string_view text) {
  auto fields = Fields::parse(text);
  if (!fields) return Error{"match-me text: " + fields.error().message, ErrorCode::bad_data};
  const Fields& f = *fields;
  const auto v = f.get("v");
  if (!v) return Error{"match-me text has no version (v=)", ErrorCode::bad_data};
  if (*v != "1") {
    return Error{"match-me text of version " + std::string(*v) + ", this page reads version 1",
                 ErrorCode::bad_data};
  }
  // Counts below a billion, so that games() cannot overflow.
  constexpr int most = 1'000'000'000 / 3;
  MatchMe m;
  auto level = number(f, "level", 1, search::level_count);
  if (!level) return level.error();
  auto wins = number(f, "wins", 0, most);
  if (!wins) return wins.error();
  auto draws = number(f, "draws", 0, most);
  if (!draws) return draws.error();
  auto losses = number(f, "losses", 0, most);
  if (!losses) return losses.error();
  auto last = number(f, "last", -1, 1);
  if (!last) return last.error();
  m.level_ = *level;
  m.wins_ = *wins;
  m.draws_ = *draws;
  m.losses_ = *losses;
  m.last_change_ = *last;
  return m;
}

}  // namespace qipan::session
