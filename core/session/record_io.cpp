#include "core/session/record_io.h"

#include <vector>

#include "core/records/jungle_record.h"
#include "core/records/pgn.h"
#include "core/records/record.h"
#include "core/session/saved_game.h"

namespace qipan::session {

namespace {

const std::vector<records::Tag> page_tags = {{"Event", "qipan"}};

// A session replaying a record's main line from its start.
template <class Position>
Result<Fields> saved_of(const records::Record<Position>& record) {
  Session<Position> session(records::start_of(record.position));
  for (const auto& m : record.position.history()) {
    if (auto played = session.play(m); !played) return played.error();
  }
  return save_game(session);
}

}  // namespace

std::string record_text(const Session<xiangqi::Position>& session, records::Notation notation) {
  return records::write_xiangqi(session.position(), page_tags, notation);
}

std::string record_text(const Session<jungle::Position>& session, records::Notation) {
  return records::write_jungle(session.position(), page_tags);
}

std::string record_file_name(std::string_view game) {
  return "qipan-" + std::string(game) + ".pgn";
}

Result<ImportedRecord> read_record(std::string_view text) {
  auto games = records::read_games(text);
  if (!games) return games.error();
  if (games->empty()) return Error{"the text holds no game record"};
  const records::GameText& first = games->front();
  Result<Fields> fields = Error{""};
  if (records::names_jungle(first)) {
    auto record = records::read_jungle(first);
    if (!record) return record.error();
    fields = saved_of(*record);
  } else {
    auto record = records::read_xiangqi(first);
    if (!record) return record.error();
    fields = saved_of(*record);
  }
  if (!fields) return fields.error();
  return ImportedRecord{std::move(fields).value(), games->size()};
}

}  // namespace qipan::session
