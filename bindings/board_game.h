#pragma once

// The JavaScript face every board game shares (docs/api.md: qipan.Xiangqi,
// qipan.Jungle): bind_board_game<games::Xiangqi>() binds the registry
// entry's position type as class "Xiangqi" with the common methods; each
// game's file adds only its own. Also the pieces qipan.Session reuses:
// squares, moves and the status object.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "bindings/inspect.h"
#include "bindings/js_error.h"
#include "bindings/records.h"
#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/grid/decimal.h"
#include "core/grid/rulings.h"
#include "core/grid/square.h"

namespace qipan::js {

// A square named from JavaScript ('h2'), as the game's board index.
template <class Game>
Result<typename Game::Square> square_arg(const emscripten::val& v,
                                         std::string_view name = "square") {
  return inspect::square_of<Game>(v, name);
}

template <class Game>
std::string square_name(typename Game::Square s) {
  return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
}

// A side as JavaScript names it ('red'), or null.
template <class Game>
emscripten::val side_or_null(const std::optional<typename Game::Side>& side) {
  return side ? emscripten::val(std::string(Game::side_name(*side))) : emscripten::val::null();
}

// {over, winner, reason}, and `ruling: {winner, reason, ply}` once the rules
// have ruled in the report mode (the key is absent otherwise, so the status
// of a game under enforced rulings keeps its three keys).
template <class Game>
emscripten::val status_to_js(const GameStatus<typename Game::Side>& s) {
  emscripten::val out = emscripten::val::object();
  out.set("over", s.over);
  out.set("winner", side_or_null<Game>(s.winner));
  out.set("reason", std::string(reason_name(s.reason)));
  if (s.ruling) {
    emscripten::val ruling = emscripten::val::object();
    ruling.set("winner", side_or_null<Game>(s.ruling->winner));
    ruling.set("reason", std::string(reason_name(s.ruling->reason)));
    ruling.set("ply", static_cast<double>(s.ruling->ply));
    out.set("ruling", ruling);
  }
  return out;
}

// ---- Rulings (core/grid/rulings.h): the mode argument and the options object.

// 'enforce' or 'report'.
inline Result<Rulings> rulings_arg(const emscripten::val& v, std::string_view name = "rulings") {
  auto text = string_arg(v, name);
  if (!text) return text.error();
  if (auto r = rulings_from_name(*text)) return *r;
  return Error{std::string(name) + " must be 'enforce' or 'report', got " + quoted(*text)};
}

// A constructor's options object, {rulings}; undefined (or a key left
// undefined) keeps the default, enforce. Unknown keys and wrong types fail.
inline Result<Rulings> options_rulings_arg(const emscripten::val& v) {
  static const ObjectShape shape{
      "options", "{rulings: 'report'}", "unknown option {key}: expected {keys}", {"rulings"}};
  if (v.isUndefined()) return Rulings::enforce;
  auto fields = object_arg(v, shape);
  if (!fields) return fields.error();
  const emscripten::val value = fields->get("rulings");
  if (value.isUndefined()) return Rulings::enforce;
  return rulings_arg(value, "options.rulings");
}

// Moves in coordinate notation, as a string[].
template <class Moves>
emscripten::val moves_to_js(const Moves& moves) {
  emscripten::val out = emscripten::val::array();
  std::size_t i = 0;
  for (const auto& m : moves) out.set(i++, to_string(m));
  return out;
}

// The most leaves one perft call may count: 1e9 is 20-40 s in Node at the
// ~30-50 million leaves a second measured (docs/api.md). Deeper counts
// belong to the native CLI.
inline constexpr double perft_leaf_budget = 1e9;
inline constexpr double perft_leaves_per_second = 4e7;

// The depth argument of perft: a whole number 0..8, refused when the tree
// would have more than perft_leaf_budget leaves. Up to depth 4 the count is
// cheap; deeper, the size is estimated from the branching between depths 2
// and 3 (exact counts of a few thousand positions). The message's numbers
// are written as printf's "%.1e" and "%.0f" would, without printf
// (core/grid/decimal.h).
template <class Game>
Result<int> perft_depth_arg(const Game& position, const emscripten::val& v) {
  auto depth = int_arg(v, "depth", 0, 8);
  if (!depth || *depth <= 4) return depth;
  const double two = static_cast<double>(position.perft(2));
  const double three = static_cast<double>(position.perft(3));
  if (two == 0) return depth;
  double estimate = three;
  for (int d = 3; d < *depth; ++d) estimate *= three / two;
  if (estimate <= perft_leaf_budget) return depth;
  const double seconds = estimate / perft_leaves_per_second;
  const auto [amount, unit] = seconds < 120      ? std::pair{seconds, "seconds"}
                              : seconds < 7200   ? std::pair{seconds / 60, "minutes"}
                              : seconds < 172800 ? std::pair{seconds / 3600, "hours"}
                                                 : std::pair{seconds / 86400, "days"};
  static_assert(perft_leaf_budget == 1e9, "the message says 1e+09");
  return Error{"depth " + std::to_string(*depth) + " is too deep for this position: about " +
                   grid::scientific_text(estimate) + " leaves, some " +
                   std::to_string(static_cast<std::int64_t>(std::nearbyint(amount))) + " " + unit +
                   " of work; perft counts at most 1e+09 leaves in one call (use a smaller "
                   "depth, or the qipan CLI)",
               ErrorCode::bad_budget};
}

namespace board {

template <class Game>
Game* start() {
  return new Game();
}

// The position of a constructor's fen argument, read with the game's
// `extra` arguments (Jungle's rules): undefined means the start position,
// as if omitted. A FEN that does not read is a bad_fen Error, whatever
// other arguments the constructor has (every constructor reads it here).
template <class Game, class... Extra>
Result<Game> position_arg(const emscripten::val& fen, const Extra&... extra) {
  std::string text = Game().fen();
  if (!fen.isUndefined()) {
    auto t = string_arg(fen, "fen");
    if (!t) return t.error();
    text = std::move(*t);
  }
  auto p = Game::from_fen(text, extra...);
  if (!p) return with_code(p.error(), ErrorCode::bad_fen);
  return p;
}

// new Game(fen) and new Game(fen, {rulings}): nothing is allocated unless
// the arguments are good.
template <class Game>
Game* from_fen_options(const emscripten::val& fen, const emscripten::val& options) {
  return checked([&]() -> Result<Game*> {
    auto rulings = options_rulings_arg(options);
    if (!rulings) return rulings.error();
    auto p = position_arg<Game>(fen);
    if (!p) return p.error();
    p->set_rulings(*rulings);
    return new Game(std::move(*p));
  });
}

template <class Game>
Game* from_fen(const emscripten::val& fen) {
  return from_fen_options<Game>(fen, emscripten::val::undefined());
}

// clone(): a position of its own, equal to this one.
template <class Game>
Game* clone(const Game& p) {
  return new Game(p);
}

template <class Game>
std::string fen(const Game& p) {
  return p.fen();
}

template <class Game>
std::string turn(const Game& p) {
  return std::string(Game::side_name(p.side_to_move()));
}

template <class Game>
emscripten::val legal_moves(const Game& p) {
  return moves_to_js(p.legal_moves());
}

template <class Game>
emscripten::val legal_moves_from(const Game& p, const emscripten::val& square) {
  return checked([&]() -> Result<emscripten::val> {
    auto s = square_arg<Game>(square);
    if (!s) return s.error();
    return moves_to_js(p.legal_moves_from(*s));
  });
}

template <class Game>
std::string piece_at(const Game& p, const emscripten::val& square) {
  return checked([&]() -> Result<std::string> {
    auto s = square_arg<Game>(square);
    if (!s) return s.error();
    const char letter = p.piece_letter(*s);
    return letter ? std::string(1, letter) : std::string();
  });
}

// play(move): a legal move in any notation the game reads; returns what it
// did (inspect::move_report: moveInfo's object and `move`).
template <class Game>
emscripten::val play(Game& p, const emscripten::val& move) {
  return checked([&]() -> Result<emscripten::val> {
    auto m = inspect::legal_move_of(p, move);
    if (!m) return m.error();
    emscripten::val report = inspect::move_report(p, *m);
    auto played = p.play(*m);
    if (!played) {
      return with_code(played.error(),
                       p.status().over ? ErrorCode::game_over : ErrorCode::illegal_move);
    }
    return report;
  });
}

template <class Game>
bool undo(Game& p) {
  return p.undo();
}

template <class Game>
emscripten::val history(const Game& p) {
  return moves_to_js(p.history());
}

template <class Game>
bool in_check(const Game& p) {
  return p.in_check();
}

template <class Game>
emscripten::val status(const Game& p) {
  return status_to_js<Game>(p.status());
}

// setRulings(mode) / rulings().
template <class Game>
void set_rulings(Game& p, const emscripten::val& mode) {
  checked([&]() -> Result<void> {
    auto r = rulings_arg(mode);
    if (!r) return r.error();
    p.set_rulings(*r);
    return {};
  });
}

template <class Game>
std::string rulings(const Game& p) {
  return std::string(rulings_name(p.rulings()));
}

template <class Game>
double perft(const Game& p, const emscripten::val& depth) {
  return checked([&]() -> Result<double> {
    auto d = perft_depth_arg(p, depth);
    if (!d) return d.error();
    return static_cast<double>(p.perft(*d));
  });
}

// attackers(square) and isAttacked(square): the side left to its default.
template <class Game>
emscripten::val attackers_plain(const Game& p, const emscripten::val& square) {
  return inspect::attackers_js(p, square, emscripten::val::undefined());
}
template <class Game>
bool is_attacked_plain(const Game& p, const emscripten::val& square) {
  return inspect::is_attacked(p, square, emscripten::val::undefined());
}

}  // namespace board

// The JS class name of a registry entry: its name capitalised ("Xiangqi").
template <class Entry>
std::string class_name() {
  std::string name(Entry::name);
  if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 32);
  return name;
}

// The class of the registry entry `Entry` (core/games/games.h), named after
// it, over its core position type, with the methods all board games share;
// the game's own file adds the game's own, and the search (bindings/search.cpp,
// in the builds that have it) the computer player's.
template <class Entry>
emscripten::class_<typename Entry::Position> bind_board_game() {
  using Game = typename Entry::Position;
  using emscripten::allow_raw_pointers;
  return emscripten::class_<Game>(class_name<Entry>().c_str())
      .constructor(&board::start<Game>, allow_raw_pointers())
      .constructor(&board::from_fen<Game>, allow_raw_pointers())
      .function("clone", &board::clone<Game>, allow_raw_pointers())
      .function("fen", &board::fen<Game>)
      .function("turn", &board::turn<Game>)
      .function("legalMoves", &board::legal_moves<Game>)
      .function("legalMovesFrom", &board::legal_moves_from<Game>)
      .function("pieceAt", &board::piece_at<Game>)
      .function("play", &board::play<Game>)
      .function("undo", &board::undo<Game>)
      .function("history", &board::history<Game>)
      .function("inCheck", &board::in_check<Game>)
      .function("status", &board::status<Game>)
      .function("perft", &board::perft<Game>)
      .function("setRulings", &board::set_rulings<Game>)
      .function("rulings", &board::rulings<Game>)
      // Calls for a board UI (bindings/inspect.h).
      .function("pieces", &inspect::pieces<Game>)
      .function("isLegal", &inspect::is_legal<Game>)
      .function("moveInfo", &inspect::move_info<Game>)
      .function("explain", &inspect::explain_move<Game>)
      .function("attackers", &board::attackers_plain<Game>)
      .function("attackers", &inspect::attackers_js<Game>)
      .function("isAttacked", &board::is_attacked_plain<Game>)
      .function("isAttacked", &inspect::is_attacked<Game>)
      // Records (bindings/records.h).
      .function("toRecord", &to_record_plain<Game>)
      .function("toRecord", &to_record<Game>)
      .class_function("fromRecord", &from_record<Game>, allow_raw_pointers());
}

}  // namespace qipan::js
