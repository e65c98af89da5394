#pragma once

// What a board UI asks of a position besides its moves (docs/api.md, "Calls
// for a board UI"): pieces(), isLegal(move), moveInfo(move),
// attackers(square, side?), isAttacked(square, side?). Each is a function of
// a position, so qipan.Xiangqi, qipan.Jungle and qipan.Session (on its
// current position) bind the same code. The game's own facts come from
// core/<game>/inspect.h.

#include <emscripten/val.h>

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bindings/js_error.h"
#include "core/games/games.h"
#include "core/grid/square.h"

namespace qipan::js::inspect {

using emscripten::val;

template <class Game>
std::string name_of(typename Game::Square s) {
  return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
}

// A square named from JavaScript ('h2'); a bad name is a 'bad_square'.
template <class Game>
Result<typename Game::Square> square_of(const val& v, std::string_view name = "square") {
  auto text = string_arg(v, name);
  if (!text) return text.error();
  auto c = grid::parse_square(Game::shape, *text);
  if (!c) return with_code(c.error(), ErrorCode::bad_square);
  return static_cast<typename Game::Square>(grid::index_of(Game::shape, *c));
}

// A move in coordinates ('h2h8', 'H2-H8'), legal or not, or none.
template <class Game>
std::optional<typename Game::Move> coordinate_move(std::string_view text) {
  std::string plain;
  for (char c : text) {
    if (c != '-') plain += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (plain.size() != 4) return std::nullopt;
  auto from = grid::parse_square(Game::shape, std::string_view(plain).substr(0, 2));
  auto to = grid::parse_square(Game::shape, std::string_view(plain).substr(2, 2));
  if (!from || !to) return std::nullopt;
  using Square = typename Game::Square;
  return Game::Move::make(static_cast<Square>(grid::index_of(Game::shape, *from)),
                          static_cast<Square>(grid::index_of(Game::shape, *to)));
}

// The code of a move text the position refuses: 'game_over' after the end;
// 'illegal_move' for a well-formed coordinate move ('h2h8', 'H2-H8') the
// rules forbid; 'bad_move' for anything else.
template <class Game>
ErrorCode refused_move_code(const Game& p, std::string_view text) {
  if (p.status().over) return ErrorCode::game_over;
  return coordinate_move<Game>(text) ? ErrorCode::illegal_move : ErrorCode::bad_move;
}

// The legal move named by `v` in any notation the game reads, or why not
// (with its code).
template <class Game>
Result<typename Game::Move> legal_move_of(const Game& p, const val& v,
                                          std::string_view name = "move") {
  auto text = string_arg(v, name);
  if (!text) return text.error();
  auto m = p.parse_move(*text);
  if (!m) return with_code(m.error(), refused_move_code(p, *text));
  return m;
}

// explain(move): null when `move` (any notation the game reads) is legal
// here; otherwise {code, en, zh}, why the rules refuse it (the game's
// explain(), core/grid/refusal.h). A refused move is read in coordinates;
// text that names no move is a 'bad_move' Error.
template <class Game>
val explain_move(const Game& p, const val& move) {
  return checked([&]() -> Result<val> {
    auto text = string_arg(move, "move");
    if (!text) return text.error();
    auto parsed = p.parse_move(*text);
    std::optional<typename Game::Move> m = coordinate_move<Game>(*text);
    if (!m && parsed) m = *parsed;
    if (!m) return with_code(parsed.error(), ErrorCode::bad_move);
    const grid::Refusal r = explain(p, *m);
    if (!r.refused()) return val::null();
    val out = val::object();
    out.set("code", r.code);
    out.set("en", r.en);
    out.set("zh", r.zh);
    return out;
  });
}

// A side as JavaScript names it ('red', 'blue'...).
template <class Game>
Result<typename Game::Side> side_of(const val& v, std::string_view name = "side") {
  auto text = string_arg(v, name);
  if (!text) return text.error();
  using Side = typename Game::Side;
  const Side sides[] = {Side{0}, opposite(Side{0})};
  for (Side s : sides) {
    if (Game::side_name(s) == *text) return s;
  }
  return Error{std::string(name) + " must be " + quoted(Game::side_name(sides[0])) + " or " +
                   quoted(Game::side_name(sides[1])) + ", got " + quoted(*text),
               ErrorCode::bad_argument};
}

// pieces() -> [{square, piece, side}], in board order (rank by rank from
// the first file of the first rank).
template <class Game>
val pieces(const Game& p) {
  val out = val::array();
  int i = 0;
  for (int s = 0; s < grid::square_count(Game::shape); ++s) {
    const auto sq = static_cast<typename Game::Square>(s);
    const char letter = p.piece_letter(sq);
    if (!letter) continue;
    val piece = val::object();
    piece.set("square", name_of<Game>(sq));
    piece.set("piece", std::string(1, letter));
    piece.set("side", std::string(Game::side_name(*p.owner(sq))));
    out.set(i++, piece);
  }
  return out;
}

// isLegal(move): whether `move` (any notation the game reads) is legal now.
// Only a value that is not a string is an error.
template <class Game>
bool is_legal(const Game& p, const val& move) {
  return checked([&]() -> Result<bool> {
    auto text = string_arg(move, "move");
    if (!text) return text.error();
    auto m = p.parse_move(*text);
    return m.ok() && p.is_legal(*m);
  });
}

inline std::string letter_text(char c) { return c ? std::string(1, c) : std::string(); }

// The facts of a move that are the game's own (givesCheck, entersDen, ...),
// set on `out`: each game's binding file (bindings/<game>.cpp) defines the
// specialization for its MoveFacts; a game without one does not link.
template <class Facts>
void set_own_facts(val& out, const Facts& f);

// {from, to, piece, captured} and the game's own facts.
template <class Game, class Facts>
val facts_to_js(const Facts& f) {
  val out = val::object();
  out.set("from", name_of<Game>(f.move.from()));
  out.set("to", name_of<Game>(f.move.to()));
  out.set("piece", letter_text(f.piece));
  out.set("captured", letter_text(f.captured));
  set_own_facts(out, f);
  return out;
}

// moveInfo(move): the facts of a legal move (core/<game>/inspect.h).
template <class Game>
val move_info(const Game& p, const val& move) {
  return checked([&]() -> Result<val> {
    auto m = legal_move_of(p, move);
    if (!m) return m.error();
    auto facts = move_facts(p, *m);
    if (!facts) return Error{"not a legal move here", ErrorCode::illegal_move};
    return facts_to_js<Game>(*facts);
  });
}

// What play(move) returns: moveInfo's facts of `m` (legal in `p`, before it
// is played) and `move`, the move in the game's coordinate notation.
template <class Game, class Move>
val move_report(const Game& p, Move m) {
  auto facts = move_facts(p, m);
  val out = facts ? facts_to_js<Game>(*facts) : val::object();
  out.set("move", to_string(m));
  return out;
}

// The side whose pieces attackers() looks at: `side` when given, else the
// other side than the piece on the square, or than the side to move on an
// empty square.
template <class Game>
Result<typename Game::Side> attacking_side(const Game& p, typename Game::Square sq,
                                           const val& side) {
  if (!side.isUndefined()) return side_of<Game>(side);
  const auto owner = p.owner(sq);
  return opposite(owner ? *owner : p.side_to_move());
}

template <class Game>
Result<std::vector<typename Game::Square>> attackers_of(const Game& p, const val& square,
                                                        const val& side) {
  auto sq = square_of<Game>(square);
  if (!sq) return sq.error();
  auto by = attacking_side(p, *sq, side);
  if (!by) return by.error();
  return attackers(p.board(), *sq, *by);
}

// attackers(square, side?) -> the squares of the pieces that reach it.
template <class Game>
val attackers_js(const Game& p, const val& square, const val& side) {
  return checked([&]() -> Result<val> {
    auto found = attackers_of(p, square, side);
    if (!found) return found.error();
    val out = val::array();
    int i = 0;
    for (auto s : *found) out.set(i++, name_of<Game>(s));
    return out;
  });
}

// isAttacked(square, side?) -> whether any piece reaches it.
template <class Game>
bool is_attacked(const Game& p, const val& square, const val& side) {
  return checked([&]() -> Result<bool> {
    auto found = attackers_of(p, square, side);
    if (!found) return found.error();
    return !found->empty();
  });
}

}  // namespace qipan::js::inspect
