// qipan.Session: a play session (core/session) of any of the module's board
// games for JavaScript — selection, clicks, turns, orders, set-up, undo/redo.
// Only translates: JS values in and checked, the session called, JS values out.
// The computer player's methods (bestMove, analyse, evaluate) are the
// search's, added by bindings/search.cpp where the module has it.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "bindings/board_game.h"
#include "bindings/inspect.h"
#include "bindings/js_error.h"
#include "bindings/play_session.h"
#include "bindings/records.h"
#include "core/games/games.h"
#include "core/grid/square.h"
#include "core/grid/text.h"
#include "core/session/session.h"

namespace qipan::js {
namespace {

using emscripten::val;

template <class Game>
using SessionOf = session::Session<Game>;

// A square's name, '' for none.
template <class Game>
std::string square_name(std::optional<typename Game::Square> s) {
  return s ? js::square_name<Game>(*s) : std::string();
}

// A move in coordinate notation ("h2e2"), read for its squares only: whether
// the piece may make it is the order's to judge.
template <class Game>
Result<typename Game::Move> coordinate_move(const val& v) {
  auto text = string_arg(v, "move");
  if (!text) return text.error();
  const std::string bad = "bad move " + quoted(*text) + ": ";
  const std::string example = "'" + std::string(games::EntryOf<Game>::example_move) + "'";
  if (text->size() != 4) {
    return Error{
        bad + "expected a from-square and a to-square in coordinate notation, like " + example,
        ErrorCode::bad_move};
  }
  const std::string_view view(*text);
  auto from = grid::parse_square(Game::shape, view.substr(0, 2));
  auto to = grid::parse_square(Game::shape, view.substr(2, 2));
  if (!from || !to) {
    return Error{bad + (from ? to : from).error().message +
                     "; orders take coordinate notation, like " + example,
                 ErrorCode::bad_move};
  }
  if (*from == *to) {
    return Error{bad + "the from-square and the to-square are the same", ErrorCode::bad_move};
  }
  using Square = typename Game::Square;
  return Game::Move::make(static_cast<Square>(grid::index_of(Game::shape, *from)),
                          static_cast<Square>(grid::index_of(Game::shape, *to)));
}

const ObjectShape order_options_shape{"options",
                                      "{ignoreTurn: true, keepTurn: false}",
                                      "unknown order option {key}: expected {keys}",
                                      {"ignoreTurn", "keepTurn"}};

// The options object of order(): {ignoreTurn, keepTurn}, each a boolean or
// undefined (false); undefined for the whole object means neither.
Result<session::OrderOptions> order_options_arg(const val& v) {
  session::OrderOptions options;
  if (v.isUndefined()) return options;
  auto fields = object_arg(v, order_options_shape);
  if (!fields) return fields.error();
  for (auto [key, field] :
       {std::pair{"ignoreTurn", &options.ignore_turn}, std::pair{"keepTurn", &options.keep_turn}}) {
    const val value = fields->get(key);
    if (value.isUndefined()) continue;
    auto b = bool_arg(value, std::string("options.") + key);
    if (!b) return b.error();
    *field = *b;
  }
  return options;
}

// The piece argument of setup(): one FEN letter, or '' to clear the square.
Result<char> piece_arg(const val& v) {
  auto text = string_arg(v, "piece");
  if (!text) return text.error();
  if (text->empty()) return '\0';
  if (text->size() != 1 || (*text)[0] == '\0') {
    return Error{"piece must be one FEN letter, or '' to clear the square, got " + quoted(*text)};
  }
  return (*text)[0];
}

template <class Game>
Result<AnySession> start(const val& fen) {
  auto position = board::position_arg<Game>(fen);
  if (!position) return position.error();
  return AnySession(SessionOf<Game>(std::move(position).value()));
}

Result<AnySession> make_session(const val& game, const val& fen) {
  auto name = string_arg(game, "game");
  if (!name) return name.error();
  std::optional<Result<AnySession>> started;
  games::with_game(
      *name, [&](auto g) { started.emplace(start<typename decltype(g)::type::Position>(fen)); });
  if (started) return std::move(*started);
  return Error{"unknown game " + quoted(*name) + ": expected " + games::name_list(),
               ErrorCode::unknown_name};
}

// new Session(game, fen, {rulings}): nothing is allocated unless the game,
// the FEN and the options are good.
PlaySession* construct_options(const val& game, const val& fen, const val& options) {
  return checked([&]() -> Result<PlaySession*> {
    auto s = make_session(game, fen);
    if (!s) return s.error();
    auto rulings = options_rulings_arg(options);
    if (!rulings) return rulings.error();
    std::visit([&](auto& session) { session.set_rulings(*rulings); }, *s);
    return new PlaySession{std::move(*s)};
  });
}
PlaySession* construct_fen(const val& game, const val& fen) {
  return construct_options(game, fen, val::undefined());
}
PlaySession* construct(const val& game) { return construct_fen(game, val::undefined()); }

// clone(): a session of its own: position, selection and history.
PlaySession* clone_session(const PlaySession& p) { return new PlaySession(p); }

template <class S>
using GameOf = typename std::remove_cvref_t<S>::Position;

std::string game(const PlaySession& p) {
  return with(p,
              [](const auto& s) { return std::string(games::EntryOf<GameOf<decltype(s)>>::name); });
}

// click(square) -> {action, move, selected}.
val click(PlaySession& p, const val& square) {
  return with(p, [&](auto& s) {
    using Game = GameOf<decltype(s)>;
    return checked([&]() -> Result<val> {
      auto sq = square_arg<Game>(square);
      if (!sq) return sq.error();
      const auto c = s.click(*sq);
      val out = val::object();
      out.set("action", std::string(session::action_name(c.action)));
      out.set("move", c.move ? to_string(*c.move) : std::string());
      out.set("selected", square_name<Game>(c.selected));
      return out;
    });
  });
}

std::string selected(const PlaySession& p) {
  return with(p, [](const auto& s) { return square_name<GameOf<decltype(s)>>(s.selected()); });
}

val targets(const PlaySession& p) {
  return with(p, [](const auto& s) {
    val out = val::array();
    for (auto t : s.targets()) out.call<void>("push", js::square_name<GameOf<decltype(s)>>(t));
    return out;
  });
}

std::string turn(const PlaySession& p) {
  return with(p,
              [](const auto& s) { return std::string(GameOf<decltype(s)>::side_name(s.turn())); });
}

std::string fen(const PlaySession& p) {
  return with(p, [](const auto& s) { return s.position().fen(); });
}

std::string piece_at(const PlaySession& p, const val& square) {
  return with(p, [&](const auto& s) {
    return checked([&]() -> Result<std::string> {
      auto sq = square_arg<GameOf<decltype(s)>>(square);
      if (!sq) return sq.error();
      const char letter = s.position().piece_letter(*sq);
      return letter ? std::string(1, letter) : std::string();
    });
  });
}

val status(const PlaySession& p) {
  return with(p, [](const auto& s) { return status_to_js<GameOf<decltype(s)>>(s.status()); });
}

// A step as history() writes it: a move or an order in coordinate notation
// ("h2e2"), a set-up as the piece, '@' and the square ("R@e4"), with '-' for
// a square cleared ("-@e4").
template <class Game, class Entry>
std::string step_text(const Entry& e) {
  if (e.kind != Entry::Kind::setup) return to_string(e.move);
  return std::string(1, e.letter ? e.letter : '-') + "@" + js::square_name<Game>(e.square);
}

val history(const PlaySession& p) {
  return with(p, [](const auto& s) {
    val out = val::array();
    for (const auto& e : s.history()) out.call<void>("push", step_text<GameOf<decltype(s)>>(e));
    return out;
  });
}

// steps() -> [{kind, move, ignoreTurn, keepTurn, square, piece, before}].
val steps(const PlaySession& p) {
  return with(p, [](const auto& s) {
    using Game = GameOf<decltype(s)>;
    using Kind = typename SessionOf<Game>::Entry::Kind;
    val out = val::array();
    for (const auto& e : s.history()) {
      val step = val::object();
      const bool setup = e.kind == Kind::setup;
      step.set("kind", std::string(e.kind == Kind::move    ? "move"
                                   : e.kind == Kind::order ? "order"
                                                           : "setup"));
      step.set("move", setup ? std::string() : to_string(e.move));
      step.set("ignoreTurn", e.kind == Kind::order && e.options.ignore_turn);
      step.set("keepTurn", e.kind == Kind::order && e.options.keep_turn);
      step.set("square", setup ? js::square_name<Game>(e.square) : std::string());
      step.set("piece", setup && e.letter ? std::string(1, e.letter) : std::string());
      step.set("before", e.before.fen());
      out.call<void>("push", step);
    }
    return out;
  });
}

std::string last_move(const PlaySession& p) {
  return with(p, [](const auto& s) {
    const auto m = s.last_move();
    return m ? to_string(*m) : std::string();
  });
}

bool undo(PlaySession& p) {
  return with(p, [](auto& s) { return s.undo(); });
}
bool redo(PlaySession& p) {
  return with(p, [](auto& s) { return s.redo(); });
}
bool can_undo(const PlaySession& p) {
  return with(p, [](const auto& s) { return s.can_undo(); });
}
bool can_redo(const PlaySession& p) {
  return with(p, [](const auto& s) { return s.can_redo(); });
}

// A move or order the session refused: 'game_over' after the end, else
// 'illegal_move'.
template <class S>
Result<void> refused_step(const S& s, Result<void> r) {
  if (r) return r;
  return with_code(r.error(), s.status().over ? ErrorCode::game_over : ErrorCode::illegal_move);
}

// play(move): a move of the side to move, in any notation the game reads;
// returns what it did, as a board's play() does.
val play(PlaySession& p, const val& move) {
  return with(p, [&](auto& s) {
    return checked([&]() -> Result<val> {
      auto m = inspect::legal_move_of(s.position(), move);
      if (!m) return m.error();
      val report = inspect::move_report(s.position(), *m);
      if (auto played = refused_step(s, s.play(*m)); !played) return played.error();
      return report;
    });
  });
}

void order(PlaySession& p, const val& move, const val& options) {
  with(p, [&](auto& s) {
    checked([&]() -> Result<void> {
      auto m = coordinate_move<GameOf<decltype(s)>>(move);
      if (!m) return m.error();
      auto o = order_options_arg(options);
      if (!o) return o.error();
      return refused_step(s, s.order(*m, *o, session::OrderWords{"ignoreTurn", "keepTurn"}));
    });
  });
}

void order_plain(PlaySession& p, const val& move) { order(p, move, val::undefined()); }

// setRulings(mode) / rulings() (core/grid/rulings.h).
void set_rulings(PlaySession& p, const val& mode) {
  checked([&]() -> Result<void> {
    auto r = rulings_arg(mode);
    if (!r) return r.error();
    with(p, [&](auto& s) { s.set_rulings(*r); });
    return {};
  });
}
std::string rulings(const PlaySession& p) {
  return with(p, [](const auto& s) { return std::string(rulings_name(s.rulings())); });
}

void setup(PlaySession& p, const val& square, const val& piece) {
  with(p, [&](auto& s) {
    checked([&]() -> Result<void> {
      auto sq = square_arg<GameOf<decltype(s)>>(square);
      if (!sq) return sq.error();
      auto letter = piece_arg(piece);
      if (!letter) return letter.error();
      return with_code(s.setup(*sq, *letter), ErrorCode::bad_fen);
    });
  });
}

// ---- Calls for a board UI and saving (issue 14): inCheck, legalMoves,
// legalMovesFrom, pieces, isLegal, moveInfo, attackers, isAttacked on the
// current position; history({notation}); toJSON / Session.fromJSON.

bool in_check(const PlaySession& p) {
  return with(p, [](const auto& s) { return s.position().in_check(); });
}

val legal_moves(const PlaySession& p) {
  return with(p, [](const auto& s) { return moves_to_js(s.position().legal_moves()); });
}

val legal_moves_from(const PlaySession& p, const val& square) {
  return with(p, [&](const auto& s) {
    return checked([&]() -> Result<val> {
      auto sq = square_arg<GameOf<decltype(s)>>(square);
      if (!sq) return sq.error();
      return moves_to_js(s.position().legal_moves_from(*sq));
    });
  });
}

val pieces(const PlaySession& p) {
  return with(p, [](const auto& s) { return inspect::pieces(s.position()); });
}
bool is_legal(const PlaySession& p, const val& move) {
  return with(p, [&](const auto& s) { return inspect::is_legal(s.position(), move); });
}
val move_info(const PlaySession& p, const val& move) {
  return with(p, [&](const auto& s) { return inspect::move_info(s.position(), move); });
}
val explain(const PlaySession& p, const val& move) {
  return with(p, [&](const auto& s) { return inspect::explain_move(s.position(), move); });
}
val attackers(const PlaySession& p, const val& square, const val& side) {
  return with(p, [&](const auto& s) { return inspect::attackers_js(s.position(), square, side); });
}
val attackers_plain(const PlaySession& p, const val& square) {
  return attackers(p, square, val::undefined());
}
bool is_attacked(const PlaySession& p, const val& square, const val& side) {
  return with(p, [&](const auto& s) { return inspect::is_attacked(s.position(), square, side); });
}
bool is_attacked_plain(const PlaySession& p, const val& square) {
  return is_attacked(p, square, val::undefined());
}

// The notations history() may write.
enum class Notation { coordinate, wxf, chinese };

const ObjectShape history_options_shape{
    "options", "{notation: 'wxf'}", "unknown history option {key}: expected {keys}", {"notation"}};

template <class Game>
Result<Notation> notation_arg(const val& v) {
  if (v.isUndefined()) return Notation::coordinate;
  auto fields = object_arg(v, history_options_shape);
  if (!fields) return fields.error();
  const val value = fields->get("notation");
  if (value.isUndefined()) return Notation::coordinate;
  auto name = string_arg(value, "options.notation");
  if (!name) return name.error();
  constexpr bool named = games::EntryOf<Game>::has_notations;
  if (*name == "coordinate" || (named && *name == "iccs")) return Notation::coordinate;
  if (named && *name == "wxf") return Notation::wxf;
  if (named && *name == "chinese") return Notation::chinese;
  return Error{"options.notation must be " +
                   std::string(named ? "'iccs', 'coordinate', 'wxf' or 'chinese'"
                                     : "'coordinate' (the only notation of " +
                                           std::string(games::EntryOf<Game>::name) + ")") +
                   ", got " + quoted(*name),
               ErrorCode::bad_argument};
}

// A step's move in `n`, from the position it started from. An order of the
// side not to move is named as if that side were to move; a move no
// notation can name keeps its coordinates.
template <class Game, class Entry>
std::string step_in(const Entry& e, Notation n) {
  if (e.kind == Entry::Kind::setup || n == Notation::coordinate) return step_text<Game>(e);
  if constexpr (games::EntryOf<Game>::has_notations) {
    auto name = [&](const Game& at) {
      return n == Notation::wxf ? at.to_wxf(e.move) : at.to_chinese(e.move);
    };
    std::string text = name(e.before);
    if (text.empty()) {
      if (auto mover = e.before.owner(e.move.from())) {
        if (auto turned = e.before.with_side_to_move(*mover)) text = name(*turned);
      }
    }
    return text.empty() ? to_string(e.move) : text;
  }
  return step_text<Game>(e);
}

val history_in(const PlaySession& p, const val& options) {
  return with(p, [&](const auto& s) {
    using Game = GameOf<decltype(s)>;
    return checked([&]() -> Result<val> {
      auto n = notation_arg<Game>(options);
      if (!n) return n.error();
      val out = val::array();
      int i = 0;
      for (const auto& e : s.history()) out.set(i++, step_in<Game>(e, *n));
      return out;
    });
  });
}

// A saved step: a move "h2e2"; an order "h2e2/order", "h2e2/ignoreTurn",
// "h2e2/keepTurn" or "h2e2/ignoreTurn+keepTurn"; a set-up "R@e4" or "-@e4".
template <class Game, class Entry>
std::string saved_step(const Entry& e) {
  if (e.kind != Entry::Kind::order) return step_text<Game>(e);
  std::string flags;
  if (e.options.ignore_turn) flags = "ignoreTurn";
  if (e.options.keep_turn) flags += flags.empty() ? "keepTurn" : "+keepTurn";
  return to_string(e.move) + "/" + (flags.empty() ? "order" : flags);
}

template <class Game, class Entries>
std::string saved_steps(const Entries& entries) {
  std::string out;
  for (const auto& e : entries) out += (out.empty() ? "" : " ") + saved_step<Game>(e);
  return out;
}

constexpr std::string_view session_format = "qipan-session";
constexpr int session_version = 1;

// toJSON() -> {format, version, game, start, steps, undone}: the position
// the session started from, its steps and the steps undo() took back that
// redo() would replay, each list one string of space-separated steps.
val to_json(const PlaySession& p) {
  return with(p, [](const auto& s) {
    using Game = GameOf<decltype(s)>;
    const auto done = s.history();
    const auto undone = s.redo_steps();
    const Game& start = !done.empty()     ? done.front().before
                        : !undone.empty() ? undone.front().before
                                          : s.position();
    val out = val::object();
    out.set("format", std::string(session_format));
    out.set("version", session_version);
    out.set("game", std::string(games::EntryOf<Game>::name));
    out.set("start", start.fen());
    out.set("steps", saved_steps<Game>(done));
    out.set("undone", saved_steps<Game>(undone));
    return out;
  });
}

// Takes one saved step (see saved_step) on `s`.
template <class Game>
Result<void> replay_step(SessionOf<Game>& s, std::string_view step) {
  const auto at = step.find('@');
  if (at != std::string_view::npos) {
    if (at != 1 || step.size() != 4) return Error{"expected a set-up like 'R@e4' or '-@e4'"};
    auto c = grid::parse_square(Game::shape, step.substr(2));
    if (!c) return c.error();
    const char letter = step[0] == '-' ? '\0' : step[0];
    return s.setup(static_cast<typename Game::Square>(grid::index_of(Game::shape, *c)), letter);
  }
  const std::string_view move_text = step.substr(0, step.find('/'));
  auto m = coordinate_move<Game>(val(std::string(move_text)));
  if (!m) return m.error();
  if (move_text.size() == step.size()) return s.play(*m);
  const std::string_view flags = step.substr(move_text.size() + 1);
  session::OrderOptions options;
  if (flags == "ignoreTurn" || flags == "ignoreTurn+keepTurn") options.ignore_turn = true;
  if (flags == "keepTurn" || flags == "ignoreTurn+keepTurn") options.keep_turn = true;
  if (flags != "order" && !options.ignore_turn && !options.keep_turn) {
    return Error{"unknown order flags " + quoted(flags) +
                 " (expected order, ignoreTurn, keepTurn or ignoreTurn+keepTurn)"};
  }
  return s.order(*m, options, session::OrderWords{"ignoreTurn", "keepTurn"});
}

template <class Game>
Result<AnySession> replay(const std::string& start, const std::string& steps,
                          const std::string& undone) {
  auto position = Game::from_fen(start);
  if (!position) return Error{"start: " + position.error().message};
  SessionOf<Game> s(std::move(position).value());
  const auto taken = grid::fen_fields(steps);
  const auto redo = grid::fen_fields(undone);
  for (const auto& [list, name] : {std::pair{&taken, "steps"}, std::pair{&redo, "undone"}}) {
    for (std::size_t i = 0; i < list->size(); ++i) {
      if (auto r = replay_step<Game>(s, (*list)[i]); !r) {
        return Error{std::string(name) + " " + std::to_string(i + 1) + " " + quoted((*list)[i]) +
                     ": " + r.error().message};
      }
    }
  }
  for (std::size_t i = 0; i < redo.size(); ++i) s.undo();
  return AnySession(std::move(s));
}

const ObjectShape saved_session_shape{"saved session",
                                      "session.toJSON()",
                                      "saved session has an unknown key {key} (expected {keys})",
                                      {"format", "version", "game", "start", "steps", "undone"}};

// Session.fromJSON(object): a session from what toJSON() returned (also
// after JSON.stringify and JSON.parse). A value that is no object at all is a
// 'bad_argument'; every fault of the object is a 'bad_data' error naming the
// key or the step. Nothing is allocated then.
PlaySession* from_json(const val& saved) {
  return checked(
      [&]() -> Result<PlaySession*> {
        auto fields = object_arg(saved, saved_session_shape);
        const bool object =
            !saved.isNull() && !saved.isArray() && saved.typeOf().as<std::string>() == "object";
        if (!fields && !object) return fields.error();
        if (!fields) return Error{fields.error().message};
        auto text = [&](const char* key) -> Result<std::string> {
          const val v = fields->get(key);
          if (v.isUndefined()) return Error{"saved session has no " + std::string(key)};
          return string_arg(v, std::string("saved session.") + key);
        };
        auto format = text("format");
        if (!format) return Error{format.error().message};
        if (*format != session_format) {
          return Error{"saved session.format must be " + quoted(session_format) + ", got " +
                       quoted(*format)};
        }
        const val version = fields->get("version");
        if (!version.isNumber() || version.as<double>() != session_version) {
          return Error{"saved session.version must be " + std::to_string(session_version) +
                       " (this module reads version 1)"};
        }
        auto game = text("game");
        if (!game) return Error{game.error().message};
        auto start = text("start");
        if (!start) return Error{start.error().message};
        auto steps = text("steps");
        if (!steps) return Error{steps.error().message};
        auto undone = text("undone");
        if (!undone) return Error{undone.error().message};
        std::optional<Result<AnySession>> loaded;
        games::with_game(*game, [&](auto g) {
          loaded.emplace(replay<typename decltype(g)::type::Position>(*start, *steps, *undone));
        });
        if (!loaded) {
          return Error{"saved session.game: unknown game " + quoted(*game) + ": expected " +
                       games::name_list()};
        }
        if (!*loaded) return Error{loaded->error().message};
        return new PlaySession{std::move(loaded->value())};
      },
      ErrorCode::bad_data);
}

// toJSON(key): JSON.stringify passes the property name; it changes nothing.
val to_json_key(const PlaySession& p, const val&) { return to_json(p); }

// ---- end of the calls for a board UI and saving.

// Records (bindings/records.h): toRecord(options) of the session's position
// (the moves since its start or last set-up), and Session.fromRecord(text),
// a session that has played the first game of `text` (undo walks it back).
std::string to_record_now(const PlaySession& p, const val& options) {
  return with(p, [&](const auto& s) { return to_record(s.position(), options); });
}

std::string session_to_record_plain(const PlaySession& p) {
  return to_record_now(p, val::undefined());
}

PlaySession* session_from_record(const val& text) {
  return checked([&]() -> Result<PlaySession*> {
    auto r = first_record(text);
    if (!r) return r.error();
    return std::visit(
        [](const auto& record) -> Result<PlaySession*> {
          using Game = std::remove_cvref_t<decltype(record.position)>;
          SessionOf<Game> s(records::start_of(record.position));
          for (auto m : record.position.history()) {
            if (auto played = s.play(m); !played) return played.error();
          }
          return new PlaySession{AnySession(std::move(s))};
        },
        *r);
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_session) {
  using namespace qipan::js;
  emscripten::class_<PlaySession>("Session")
      .constructor(&construct, emscripten::allow_raw_pointers())
      .constructor(&construct_fen, emscripten::allow_raw_pointers())
      .constructor(&construct_options, emscripten::allow_raw_pointers())
      .function("clone", &clone_session, emscripten::allow_raw_pointers())
      .function("game", &game)
      .function("click", &click)
      .function("selected", &selected)
      .function("targets", &targets)
      .function("turn", &turn)
      .function("fen", &fen)
      .function("pieceAt", &piece_at)
      .function("status", &status)
      .function("history", &history)
      .function("steps", &steps)
      .function("lastMove", &last_move)
      .function("undo", &undo)
      .function("redo", &redo)
      .function("canUndo", &can_undo)
      .function("canRedo", &can_redo)
      .function("play", &play)
      .function("order", &order_plain)
      .function("order", &order)
      .function("setup", &setup)
      // Calls for a board UI and saving (issue 14).
      .function("inCheck", &in_check)
      .function("legalMoves", &legal_moves)
      .function("legalMovesFrom", &legal_moves_from)
      .function("pieces", &pieces)
      .function("isLegal", &is_legal)
      .function("moveInfo", &move_info)
      .function("explain", &explain)
      .function("attackers", &attackers_plain)
      .function("attackers", &attackers)
      .function("isAttacked", &is_attacked_plain)
      .function("isAttacked", &is_attacked)
      .function("history", &history_in)
      .function("toJSON", &to_json)
      .function("toJSON", &to_json_key)
      .class_function("fromJSON", &from_json, emscripten::allow_raw_pointers())
      // Rulings: enforced or reported (issue 15).
      .function("setRulings", &set_rulings)
      .function("rulings", &rulings)
      // Records (bindings/records.h).
      .function("toRecord", &session_to_record_plain)
      .function("toRecord", &to_record_now)
      .class_function("fromRecord", &session_from_record, emscripten::allow_raw_pointers());
}
