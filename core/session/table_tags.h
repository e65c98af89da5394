#pragma once

// What the game table writes into a game's record and says of a level: the
// players (a person, or the computer with its level's label), the date, the
// time control, and the Result and Termination of the ending
// (core/session/ending.h). The record's own writer (the registry's
// write_record) orders the tags and writes the moves.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/games/games.h"
#include "core/records/pgn.h"
#include "core/search/levels.h"
#include "core/session/clock.h"
#include "core/session/session.h"
#include "core/session/table.h"

namespace qipan::session {

// A level for players: "4 · Club" ("4 · 业余"), with its measured rating
// when the game's ladder has one ("4 · Club · 1450"). Levels outside
// 1..level_count are written as their number alone.
inline std::string level_title(int level, bool chinese, const search::LevelRatings& ratings) {
  std::string out = std::to_string(level);
  if (level < 1 || level > search::level_count) return out;
  const search::Level& l = search::level(level);
  out += " · ";
  out += chinese ? l.label_zh : l.label;
  if (const auto& r = ratings[static_cast<std::size_t>(level - 1)]) {
    out += " · " + std::to_string(r->elo);
  }
  return out;
}

// A player's name in the record: "qipan level 4 (Club)" for the computer,
// "Player" for a person.
inline std::string player_name(bool computer, int level) {
  if (!computer) return "Player";
  std::string out = "qipan level " + std::to_string(level);
  if (level >= 1 && level <= search::level_count) {
    out += " (" + std::string(search::level(level).label) + ")";
  }
  return out;
}

// The PGN TimeControl tag's value (seconds, as lichess and the PGN standard
// write it): "300+3", "600" for sudden death, "-" without a clock; reading
// seconds are written as qipan's control name after it ("600|30").
inline std::string time_control_tag(const TimeControl& c) {
  if (c.unlimited()) return "-";
  if (c.reading_ms > 0) return time_control_name(c);
  std::string out = std::to_string(c.main_ms / 1000);
  if (c.increment_ms > 0) out += "+" + std::to_string(c.increment_ms / 1000);
  return out;
}

// Who plays: `computer` the computer's side index (0 the first mover), none
// between people.
struct Players {
  std::optional<int> computer;
  int level = 0;
};

// The record's tags for a game at `table`: Event, Date ("2026.12.02"), the
// two players by the game's player_tags, TimeControl, Result and, once over,
// Termination.
template <BoardGame Game>
std::vector<records::Tag> table_tags(const Table<Game>& table, const Game& p,
                                     const Players& players, std::string_view date) {
  using Entry = games::EntryOf<Game>;
  std::vector<records::Tag> tags{{"Event", "qipan"}, {"Date", std::string(date)}};
  for (int i = 0; i < 2; ++i) {
    tags.push_back({std::string(Entry::player_tags[static_cast<std::size_t>(i)]),
                    player_name(players.computer == i, players.level)});
  }
  tags.push_back({"TimeControl", time_control_tag(table.clock().control())});
  for (records::Tag& t : ending_tags<Game>(table.outcome(p))) tags.push_back(std::move(t));
  return tags;
}

// The record of a game at the table: its start and the moves on the board,
// with table_tags (the Result and Termination of an end beside the board
// included), the moves in `notation` when the game has notations.
template <BoardGame Game>
std::string table_record_text(const Session<Game>& session, const Table<Game>& table,
                              const Players& players, std::string_view date,
                              records::Notation notation) {
  const Game& p = session.position();
  return games::EntryOf<Game>::write_record(p, table_tags(table, p, players, date), notation);
}

}  // namespace qipan::session
