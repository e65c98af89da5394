// qipan.Session: a play session (core/session) of any of the module's board
// games for JavaScript — selection, clicks, turns, orders, set-up, undo/redo.
// Only translates: JS values in and checked, the session called, JS values out.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "bindings/board_game.h"
#include "bindings/js_error.h"
#include "bindings/records.h"
#include "core/games/games.h"
#include "core/grid/square.h"
#include "core/session/session.h"

namespace qipan::js {
namespace {

using emscripten::val;

// A session of any game of the registry (core/games/games.h).
using AnySession = games::VariantOverGames<session::Session>;

// The session behind one qipan.Session object.
struct PlaySession {
  AnySession game;
};

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
    return Error{bad + "expected a from-square and a to-square in coordinate notation, like " +
                 example};
  }
  const std::string_view view(*text);
  auto from = grid::parse_square(Game::shape, view.substr(0, 2));
  auto to = grid::parse_square(Game::shape, view.substr(2, 2));
  if (!from || !to) {
    return Error{bad + (from ? to : from).error().message +
                 "; orders take coordinate notation, like " + example};
  }
  if (*from == *to) return Error{bad + "the from-square and the to-square are the same"};
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
  if (fen.isUndefined()) return AnySession(SessionOf<Game>());
  auto text = string_arg(fen, "fen");
  if (!text) return text.error();
  auto position = Game::from_fen(*text);
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
  return Error{"unknown game " + quoted(*name) + ": expected " + games::name_list()};
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

// Runs `f(session)` on whichever game the session plays; `f` is a generic
// lambda whose body sees the session's concrete type.
template <class F>
decltype(auto) with(PlaySession& p, F&& f) {
  return std::visit(std::forward<F>(f), p.game);
}
template <class F>
decltype(auto) with(const PlaySession& p, F&& f) {
  return std::visit(std::forward<F>(f), p.game);
}

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

// play(move): a move of the side to move, in any notation the game reads.
void play(PlaySession& p, const val& move) {
  with(p, [&](auto& s) {
    checked([&]() -> Result<void> {
      auto text = string_arg(move, "move");
      if (!text) return text.error();
      auto m = s.position().parse_move(*text);
      if (!m) return m.error();
      return s.play(*m);
    });
  });
}

// bestMove(budget) and evaluate() of the current position, its history counted.
val best_move_now(const PlaySession& p, const val& budget) {
  return with(p, [&](const auto& s) { return best_move(s.position(), budget); });
}
int evaluate_now(const PlaySession& p) {
  return with(p, [](const auto& s) { return evaluate(s.position()); });
}

void order(PlaySession& p, const val& move, const val& options) {
  with(p, [&](auto& s) {
    checked([&]() -> Result<void> {
      auto m = coordinate_move<GameOf<decltype(s)>>(move);
      if (!m) return m.error();
      auto o = order_options_arg(options);
      if (!o) return o.error();
      return s.order(*m, *o, session::OrderWords{"ignoreTurn", "keepTurn"});
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
      return s.setup(*sq, *letter);
    });
  });
}

// Records (bindings/records.h): toRecord(options) of the session's position
// (the moves since its start or last set-up), and Session.fromRecord(text),
// a session that has played the first game of `text` (undo walks it back).
std::string to_record_now(const PlaySession& p, const val& options) {
  return with(p, [&](const auto& s) { return to_record(s.position(), options); });
}

std::string to_record_plain(const PlaySession& p) { return to_record_now(p, val::undefined()); }

PlaySession* from_record(const val& text) {
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
      .function("bestMove", &best_move_now)
      .function("evaluate", &evaluate_now)
      .function("order", &order_plain)
      .function("order", &order)
      .function("setup", &setup)
      .function("setRulings", &set_rulings)
      .function("rulings", &rulings)
      // Records (bindings/records.h).
      .function("toRecord", &to_record_plain)
      .function("toRecord", &to_record_now)
      .class_function("fromRecord", &from_record, emscripten::allow_raw_pointers());
}
