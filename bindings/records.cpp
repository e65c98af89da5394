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

// What toRecord's options ask for.
struct RecordOptions {
  records::Notation notation = records::Notation::iccs;
  std::vector<records::Tag> tags;
};

constexpr std::string_view options_example = "{notation: 'wxf', Event: 'Club match', Red: 'Li'}";

// options: undefined, or an object of `notation` (when `with_notation`) and
// tags (keys beginning with a capital letter, string values).
Result<RecordOptions> options_arg(const val& v, bool with_notation) {
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

Result<std::vector<records::GameText>> games_arg(const val& text) {
  auto t = string_arg(text, "text");
  if (!t) return t.error();
  return records::read_games(*t);
}

Result<records::GameText> first_game(const val& text) {
  auto games = games_arg(text);
  if (!games) return games.error();
  if (games->empty()) return Error{"the text holds no game"};
  return std::move(games->front());
}

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
// status, comments, variations, error}.
template <class Record>
val game_object(const records::GameText& g, std::string_view game, const Result<Record>& r) {
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
  using Game = std::remove_cvref_t<decltype(r->position)>;
  out.set("fen", records::start_of(r->position).fen());
  out.set("moves", moves_to_js(r->position.history()));
  out.set("status", status_to_js<Game>(r->position.status()));
  out.set("error", std::string());
  return out;
}

// readRecords(text) -> [{number, game, tags, fen, moves, result, status,
// comments, variations, error}]: every game of a record file, each
// replayed; a game with a bad move has `error` set (and no moves). A layout
// error (an unclosed comment, tag or variation) throws.
val read_records(const val& text) {
  return checked([&]() -> Result<val> {
    auto games = games_arg(text);
    if (!games) return games.error();
    val out = val::array();
    for (std::size_t i = 0; i < games->size(); ++i) {
      const auto& g = (*games)[i];
      out.set(i, records::names_jungle(g) ? game_object(g, "jungle", records::read_jungle(g))
                                          : game_object(g, "xiangqi", records::read_xiangqi(g)));
    }
    return out;
  });
}

}  // namespace

std::string xiangqi_to_record(const xiangqi::Position& p, const val& options) {
  return checked([&]() -> Result<std::string> {
    auto o = options_arg(options, true);
    if (!o) return o.error();
    return records::write_xiangqi(p, o->tags, o->notation);
  });
}

std::string jungle_to_record(const jungle::Position& p, const val& options) {
  return checked([&]() -> Result<std::string> {
    auto o = options_arg(options, false);
    if (!o) return o.error();
    return records::write_jungle(p, o->tags);
  });
}

namespace {

// A new board that has played the first game of `text`, read by `read`.
template <class Position, class Read>
Position* board_from_record(const val& text, Read&& read) {
  return checked([&]() -> Result<Position*> {
    auto g = first_game(text);
    if (!g) return g.error();
    auto r = read(*g);
    if (!r) return r.error();
    return new Position(std::move(r->position));
  });
}

}  // namespace

xiangqi::Position* xiangqi_from_record(const val& text) {
  return board_from_record<xiangqi::Position>(text, records::read_xiangqi);
}

jungle::Position* jungle_from_record(const val& text) {
  return board_from_record<jungle::Position>(text, records::read_jungle);
}

Result<AnyRecord> first_record(const val& text) {
  auto g = first_game(text);
  if (!g) return g.error();
  if (records::names_jungle(*g)) {
    auto r = records::read_jungle(*g);
    if (!r) return r.error();
    return AnyRecord(std::move(*r));
  }
  auto r = records::read_xiangqi(*g);
  if (!r) return r.error();
  return AnyRecord(std::move(*r));
}

}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_records) {
  emscripten::function("readRecords", &qipan::js::read_records);
}
