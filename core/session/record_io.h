#pragma once

// A board game out to a record and back in, for the page's export and
// import, in the record format of the game's registry entry
// (core/games/games.h). A record read in becomes a saved game's fields
// (core/session/saved_game.h), so an imported game opens exactly as a
// stored or shared one: the moves replayed through a Session.

#include <string>
#include <string_view>

#include "core/games/games.h"
#include "core/grid/result.h"
#include "core/records/pgn.h"
#include "core/session/fields.h"
#include "core/session/session.h"

namespace qipan::session {

// The record of the session's game: its start and the moves on the board
// (the steps undone are not part of it), tagged Event "qipan" and the
// result the game has reached ("*" while it goes on). The moves in
// `notation` when the game has notations, else in coordinates.
template <class Game>
std::string record_text(const Session<Game>& session, records::Notation notation) {
  return games::EntryOf<Game>::write_record(session.position(), {{"Event", "qipan"}}, notation);
}

// The file name a downloaded record gets: "qipan-xiangqi.pgn", "qipan-jungle.pgn".
std::string record_file_name(std::string_view game);

// What an imported record opened: the saved game's fields and, when the
// text held more than one game, how many (only the first is opened).
struct ImportedRecord {
  Fields fields;
  std::size_t games = 1;
};

// The first game of a record text, of the game its Variant tag names
// (games::with_record_game). Refused, with the reader's reason (game, ply and move for a
// move that names no legal move), for a text that holds no game.
Result<ImportedRecord> read_record(std::string_view text);

}  // namespace qipan::session
