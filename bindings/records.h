#pragma once

// Records for JavaScript (docs/records.md): toRecord(options) and the static
// fromRecord(text) of every board game's class (bind_board_game in
// board_game.h names them) and of qipan.Session, and qipan.readRecords(text).
// Each game's record format is its registry entry's (core/games/games.h);
// only translation happens here.

#include <emscripten/val.h>

#include <string>
#include <utility>
#include <vector>

#include "bindings/js_error.h"
#include "core/games/games.h"
#include "core/grid/result.h"
#include "core/records/pgn.h"

namespace qipan::js {

// What toRecord's options ask for.
struct RecordOptions {
  records::Notation notation = records::Notation::iccs;
  std::vector<records::Tag> tags;
};

// options: undefined, or an object of `notation` (when `with_notation`) and
// tags (keys beginning with a capital letter, string values).
Result<RecordOptions> record_options_arg(const emscripten::val& v, bool with_notation);

// The games of a record text, read (records::read_games); the first one,
// or an Error for a text that holds none.
Result<std::vector<records::GameText>> record_games_arg(const emscripten::val& text);
Result<records::GameText> first_game_arg(const emscripten::val& text);

// board.toRecord(options): the game since its start (or FEN) as a record.
// options: {notation: 'iccs'|'wxf'|'chinese'} (games whose records have
// notations; ICCS by default) and tags as keys that begin with a capital
// letter ({Event: 'Club match', Red: 'Li'}), each a string.
template <class Game>
std::string to_record(const Game& p, const emscripten::val& options) {
  using Entry = games::EntryOf<Game>;
  return checked([&]() -> Result<std::string> {
    auto o = record_options_arg(options, Entry::has_notations);
    if (!o) return o.error();
    return Entry::write_record(p, o->tags, o->notation);
  });
}

// toRecord() without options.
template <class Game>
std::string to_record_plain(const Game& p) {
  return to_record(p, emscripten::val::undefined());
}

// Game.fromRecord(text): a new board with the first game of `text` replayed
// on it; throws for a text with no game, a layout error or a bad move
// (game, ply, text).
template <class Game>
Game* from_record(const emscripten::val& text) {
  return checked([&]() -> Result<Game*> {
    auto g = first_game_arg(text);
    if (!g) return g.error();
    auto r = games::EntryOf<Game>::read_record(*g);
    if (!r) return r.error();
    return new Game(std::move(r->position));
  });
}

// The replayed first game of a record text, of the game its Variant tag
// names (games::with_record_game). For Session.fromRecord.
using AnyRecord = games::VariantOverGames<records::Record>;
Result<AnyRecord> first_record(const emscripten::val& text);

}  // namespace qipan::js
