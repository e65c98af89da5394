#include "core/study/puzzle_rating.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace qipan::study {
namespace {

std::uint64_t mixed(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::size_t day_pick(std::size_t count, std::int64_t day) {
  return static_cast<std::size_t>(mixed(static_cast<std::uint64_t>(day)) % count);
}

}  // namespace

double expected_solve(int rating, int difficulty) {
  return 1 / (1 + std::pow(10.0, (difficulty - rating) / 400.0));
}

PuzzleStats rated(PuzzleStats s, int difficulty, bool solved) {
  const double k = s.attempts < provisional_attempts ? provisional_k : settled_k;
  const double change = k * ((solved ? 1.0 : 0.0) - expected_solve(s.rating, difficulty));
  s.rating = std::clamp(static_cast<int>(std::lround(s.rating + change)), min_rating, max_rating);
  ++s.attempts;
  s.streak = solved ? s.streak + 1 : 0;
  s.best_streak = std::max(s.best_streak, s.streak);
  return s;
}

std::string stats_text(const PuzzleStats& s) {
  return std::to_string(s.rating) + " " + std::to_string(s.attempts) + " " +
         std::to_string(s.streak) + " " + std::to_string(s.best_streak);
}

Result<PuzzleStats> read_stats(std::string_view text) {
  int values[4] = {};
  std::size_t at = 0;
  for (int i = 0; i < 4; ++i) {
    if (i > 0) {
      if (at >= text.size() || text[at] != ' ') break;
      ++at;
    }
    const auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), values[i]);
    if (ec != std::errc()) {
      return Error{"puzzle stats: expected four whole numbers, got '" + std::string(text) + "'",
                   ErrorCode::bad_data};
    }
    at = static_cast<std::size_t>(end - text.data());
    if (i == 3 && at == text.size()) {
      PuzzleStats s{values[0], values[1], values[2], values[3]};
      if (s.rating < min_rating || s.rating > max_rating || s.attempts < 0 || s.streak < 0 ||
          s.best_streak < s.streak) {
        return Error{"puzzle stats out of range: '" + std::string(text) + "'", ErrorCode::bad_data};
      }
      return s;
    }
  }
  return Error{
      "puzzle stats: expected 'rating attempts streak best', got '" + std::string(text) + "'",
      ErrorCode::bad_data};
}

std::optional<std::size_t> next_puzzle(std::span<const int> difficulties, int rating,
                                       std::uint64_t seed, std::optional<std::size_t> skip) {
  if (difficulties.empty()) return std::nullopt;
  std::vector<std::size_t> near;
  for (int window = 100;; window += 100) {
    near.clear();
    for (std::size_t i = 0; i < difficulties.size(); ++i) {
      if (i != skip && std::abs(difficulties[i] - rating) <= window) near.push_back(i);
    }
    if (!near.empty()) break;
    if (window > max_rating) return skip;  // the only puzzle is the one just played
  }
  return near[static_cast<std::size_t>(mixed(seed) % near.size())];
}

std::size_t puzzle_of_the_day(std::size_t count, std::int64_t day) {
  if (count < 2) return 0;
  const std::size_t today = day_pick(count, day);
  if (today != day_pick(count, day - 1)) return today;
  return (today + 1) % count;
}

}  // namespace qipan::study
