#include "core/session/record_io.h"

#include <vector>

#include "core/records/pgn.h"
#include "core/records/record.h"
#include "core/session/saved_game.h"

namespace qipan::session {

namespace {

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

std::string record_file_name(std::string_view game) {
  return "qipan-" + std::string(game) + ".pgn";
}

Result<ImportedRecord> read_record(std::string_view text) {
  auto games = records::read_games(text);
  if (!games) return games.error();
  if (games->empty()) return Error{"the text holds no game record"};
  const records::GameText& first = games->front();
  Result<Fields> fields = Error{""};
  games::with_record_game(first, [&](auto g) {
    auto record = decltype(g)::type::read_record(first);
    fields = record ? saved_of(*record) : Result<Fields>(record.error());
  });
  if (!fields) return fields.error();
  return ImportedRecord{std::move(fields).value(), games->size()};
}

}  // namespace qipan::session
