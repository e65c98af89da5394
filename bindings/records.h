#pragma once

// Records for JavaScript (docs/records.md): toRecord(options) and the static
// fromRecord(text) of qipan.Xiangqi, qipan.Jungle and qipan.Session, and
// qipan.readRecords(text). Each game's binding file names these in its
// class's chain; the work is in records.cpp. Only translation happens here.

#include <emscripten/val.h>

#include <string>
#include <utility>
#include <variant>

#include "core/grid/result.h"
#include "core/jungle/position.h"
#include "core/records/jungle_record.h"
#include "core/records/xiangqi_record.h"
#include "core/xiangqi/position.h"

namespace qipan::js {

// board.toRecord(options): the game since its start (or FEN) as a record.
// options: {notation: 'iccs'|'wxf'|'chinese'} (xiangqi only; ICCS by
// default) and tags as keys that begin with a capital letter ({Event:
// 'Club match', Red: 'Li'}), each a string.
std::string xiangqi_to_record(const xiangqi::Position& p, const emscripten::val& options);
std::string jungle_to_record(const jungle::Position& p, const emscripten::val& options);

// toRecord() without options.
inline std::string xiangqi_to_record_plain(const xiangqi::Position& p) {
  return xiangqi_to_record(p, emscripten::val::undefined());
}
inline std::string jungle_to_record_plain(const jungle::Position& p) {
  return jungle_to_record(p, emscripten::val::undefined());
}

// Xiangqi.fromRecord(text) / Jungle.fromRecord(text): a new board with the
// first game of `text` replayed on it; throws for a text with no game, a
// layout error or a bad move (game, ply, text).
xiangqi::Position* xiangqi_from_record(const emscripten::val& text);
jungle::Position* jungle_from_record(const emscripten::val& text);

// The replayed first game of a record text, either game: a Jungle record
// when its Variant tag names Jungle, else xiangqi. For Session.fromRecord.
using AnyRecord = std::variant<records::XiangqiRecord, records::JungleRecord>;
Result<AnyRecord> first_record(const emscripten::val& text);

// session.toRecord(options) for the session's position (the moves since
// its start or last set-up).
template <class Game>
std::string to_record(const Game& p, const emscripten::val& options) {
  if constexpr (std::is_same_v<Game, xiangqi::Position>) {
    return xiangqi_to_record(p, options);
  } else {
    return jungle_to_record(p, options);
  }
}

}  // namespace qipan::js
