// Records for JavaScript: toRecord/fromRecord of the boards and sessions
// (records.h) and qipan.readRecords(text), a multi-game file as plain
// objects for viewers. Only translation: core/records does the work.
#include "bindings/records.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cctype>
#include <string>
#include <vector>

#include "bindings/board_game.h"
#include "bindings/js_error.h"

namespace qipan::js {
namespace {

using emscripten::val;

constexpr std::string_view options_example = "{notation: 'wxf', Event: 'Club match', Red: 'Li'}";

}  // namespace

Result<RecordOptions> record_options_arg(const val& v, bool with_notation) {
  RecordOptions out;
  if (v.isUndefined()) return out;
  if (v.isNull() || v.isArray() || v.typeOf().as<std::string>() != "object") {
    return Error{"options must be an object like " + std::string(options_example) + ", got " +
                 type_name(v)};
  }
  const val keys = val::global("Object").call<val>("keys", v);
  const int count = keys["length"].as<int>();
  for (int i = 0; i < count; ++i) {
    const std::string key = keys[i].as<std::string>();
    const val value = v[key];
    if (key == "notation" && with_notation) {
      if (value.isUndefined()) continue;
      auto name = string_arg(value, "options.notation");
      if (!name) return name.error();
      auto n = records::notation_named(*name);
      if (!n) {
        return Error{"options.notation must be 'iccs', 'wxf' or 'chinese', got " + quoted(*name)};
      }
      out.notation = *n;
    } else if (!key.empty() && key[0] >= 'A' && key[0] <= 'Z') {
      auto text = string_arg(value, "tag " + key);
      if (!text) return text.error();
      out.tags.push_back({key, std::move(*text)});
    } else {
      return Error{"unknown option " + quoted(key) + ": expected " +
                   (with_notation ? "notation, or " : "") +
                   "tags as capitalised keys (Event, Site, Date, Round, Red, Black, Result...)"};
    }
  }
  return out;
}

Result<std::vector<records::GameText>> record_games_arg(const val& text) {
  auto t = string_arg(text, "text");
  if (!t) return t.error();
  return records::read_games(*t);
}

Result<records::GameText> first_game_arg(const val& text) {
  auto games = record_games_arg(text);
  if (!games) return games.error();
  if (games->empty()) return Error{"the text holds no game"};
  return std::move(games->front());
}

namespace {

val tags_object(const std::vector<records::Tag>& tags) {
  val out = val::object();
  for (const auto& t : tags) out.set(t.name, t.value);
  return out;
}

template <class Item>
val items_array(const std::vector<Item>& items) {
  val out = val::array();
  for (std::size_t i = 0; i < items.size(); ++i) {
    val item = val::object();
    item.set("ply", static_cast<double>(items[i].ply));
    item.set("text", items[i].text);
    out.set(i, item);
  }
  return out;
}

// One game for readRecords: {number, game, tags, fen, moves, result,
// status, comments, variations, error}. A bad tag (FEN, Variant, Rules)
// leaves no position: fen '', no moves, status null. A bad move keeps the
// moves before it, the position after them and its status.
template <class Game>
val game_object(const records::GameText& g, std::string_view game,
                const Result<records::PartialRecord<Game>>& r) {
  val out = val::object();
  out.set("number", g.number);
  out.set("game", std::string(game));
  out.set("tags", tags_object(g.tags));
  out.set("comments", items_array(g.comments));
  out.set("variations", items_array(g.variations));
  out.set("result", records::recorded_result(g));
  if (!r) {
    out.set("fen", std::string());
    out.set("moves", val::array());
    out.set("status", val::null());
    out.set("error", r.error().message);
    return out;
  }
  const Game& position = r->record.position;
  out.set("fen", records::start_of(position).fen());
  out.set("moves", moves_to_js(position.history()));
  out.set("status", status_to_js<Game>(position.status()));
  out.set("error", r->error ? r->error->message : std::string());
  return out;
}

// readRecords(text) -> [{number, game, tags, fen, moves, result, status,
// comments, variations, error}]: every game of a record file, each
// replayed; a game with a bad move has `error` set and the moves before
// it. A layout error (an unclosed comment, tag or variation) throws.
val read_records(const val& text) {
  return checked([&]() -> Result<val> {
    auto games = record_games_arg(text);
    if (!games) return games.error();
    val out = val::array();
    for (std::size_t i = 0; i < games->size(); ++i) {
      const auto& g = (*games)[i];
      games::with_record_game(g, [&](auto game) {
        using Entry = typename decltype(game)::type;
        out.set(i, game_object(g, Entry::name, Entry::read_partial_record(g)));
      });
    }
    return out;
  });
}

}  // namespace

Result<AnyRecord> first_record(const val& text) {
  auto g = first_game_arg(text);
  if (!g) return g.error();
  Result<AnyRecord> out = Error{""};
  games::with_record_game(*g, [&](auto game) {
    auto r = decltype(game)::type::read_record(*g);
    out = r ? Result<AnyRecord>(AnyRecord(std::move(*r))) : Result<AnyRecord>(r.error());
  });
  return out;
}

}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_records) {
  emscripten::function("readRecords", &qipan::js::read_records);
}
