#pragma once

// "Your games": every game a player started on this page, finished or not,
// kept apart by its id, with how it was played and how it ended. A kept
// game is written as one text of fields (core/session/fields.h), version
// `v=1`, so the page's storage keeps strings only; reading one back checks
// every field and refuses, with the reason, a text that was changed by hand
// or written by another version. The shelf is the list the Games tab shows:
// newest first, one entry per id, the latest unfinished game of each game
// type (what switching games brings back), and every record in one file.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"

namespace qipan::session {

// The version of a kept game's text; another version is refused.
inline constexpr std::string_view kept_version = "1";

// How a kept game was played (the words stored).
inline constexpr std::string_view kept_modes[] = {"computer", "people", "link", "battle"};
// A result: the first side won, the second, a draw, or still being played.
inline constexpr std::string_view kept_results[] = {"1-0", "0-1", "1/2-1/2", "*"};

struct KeptGame {
  std::string id;         // 1..64 of letters, digits, '-' and '_'
  std::string game;       // the registry's name of its game, or "tactics"
  std::string date;       // when it began, ISO 8601 UTC ("2026-12-02T14:00:28.123Z")
  std::string mode;       // one of kept_modes
  int level = 0;          // the computer's level (1..8), 0 when it does not play
  std::string control;    // the time control's name, "" for none
  std::string result;     // one of kept_results
  std::string ending_en;  // how it ended, "" while unfinished
  std::string ending_zh;
  std::size_t moves = 0;  // moves (or a battle's steps) played
  std::string saved;      // the saved text or the link that restores it
  std::string record;     // its record in its game's format, "" for a battle

  bool finished() const { return result != "*"; }
  bool operator==(const KeptGame&) const = default;
};

// Why a kept game is not whole ("" for nothing): the first bad field.
std::string kept_problem(const KeptGame& game, int level_count);

// The game as its stored text, and read back (checked as kept_problem).
std::string kept_text(const KeptGame& game);
Result<KeptGame> read_kept(std::string_view text, int level_count);

// The list of kept games.
class Shelf {
 public:
  explicit Shelf(int level_count) : level_count_(level_count) {}

  // Keeps a game (a game of the same id is replaced); refused, unchanged,
  // when the game is not whole.
  Result<void> put(KeptGame game);
  // Removes the game of `id`; false when there is none.
  bool remove(std::string_view id);
  // Reads the stored texts (as the page lists them) into the shelf; the
  // games already on it stay. Returns why each unreadable text was skipped.
  std::vector<std::string> load(const std::vector<std::string>& texts);

  // Newest first (by date, then id).
  const std::vector<KeptGame>& games() const { return games_; }
  const KeptGame* find(std::string_view id) const;
  // The newest unfinished game of game type `game`, if any.
  const KeptGame* latest_unfinished(std::string_view game) const;
  // Every record, one after another, a blank line between; the games
  // without a record (battles) are counted in `left_out`.
  std::string all_records(std::size_t* left_out = nullptr) const;

 private:
  void sort();
  int level_count_;
  std::vector<KeptGame> games_;
};

}  // namespace qipan::session
