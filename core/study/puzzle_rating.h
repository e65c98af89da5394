#pragma once

// A player's puzzle rating and streak, as lichess's puzzle trainer keeps
// them, with an Elo update (docs/study.md "Puzzle rating"): a puzzle's
// difficulty is its rating, solving it is a win and failing it a loss,
//
//   expected = 1 / (1 + 10^((difficulty - rating) / 400))
//   rating  += K * (result - expected),   result 1 solved, 0 failed
//   K        = 40 for the first provisional_attempts attempts, then 20
//
// the rating kept within 400..3000 like the difficulties. The next puzzle
// is chosen near the rating, the puzzle of the day by the date. The page
// keeps the stats as text (stats_text / read_stats).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/grid/result.h"

namespace qipan::study {

inline constexpr int start_rating = 1200;
inline constexpr int min_rating = 400;
inline constexpr int max_rating = 3000;
inline constexpr int provisional_attempts = 10;
inline constexpr double provisional_k = 40;
inline constexpr double settled_k = 20;

struct PuzzleStats {
  int rating = start_rating;
  int attempts = 0;  // puzzles rated so far
  int streak = 0;    // puzzles solved in a row, cut by a failure
  int best_streak = 0;

  bool operator==(const PuzzleStats&) const = default;
};

// The chance, 0..1, that a player of `rating` solves a puzzle of `difficulty`.
double expected_solve(int rating, int difficulty);

// The stats after a puzzle of `difficulty` is solved (first try, without
// the solution) or failed.
PuzzleStats rated(PuzzleStats stats, int difficulty, bool solved);

// The stats as stored: "rating attempts streak best", and back; an Error
// (bad_data) for text that is not four whole numbers in range.
std::string stats_text(const PuzzleStats& stats);
Result<PuzzleStats> read_stats(std::string_view text);

// The index of the next puzzle for a player of `rating` among puzzles of
// these `difficulties`: one of those closest to the rating (within 100,
// widened by 100 until some puzzle is there), never `skip` (the one just
// played) while another is there, picked among them by `seed`. None for
// no puzzles.
std::optional<std::size_t> next_puzzle(std::span<const int> difficulties, int rating,
                                       std::uint64_t seed, std::optional<std::size_t> skip);

// The puzzle of day `day` (days since 1970-01-01, UTC) among `count`: the
// same all day, picked by a scrambled day number.
std::size_t puzzle_of_the_day(std::size_t count, std::int64_t day);

}  // namespace qipan::study
