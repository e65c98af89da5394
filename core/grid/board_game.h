#pragma once

// The interface every board game's Position offers, so that one session, one
// command-line tool and one UI drive them all. A game satisfies it in its own
// namespace; `static_assert(qipan::BoardGame<Position>)` beside the class
// keeps it honest.

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/rulings.h"
#include "core/grid/square.h"

namespace qipan {

// - `Square` is a board index (grid::index_of(shape, coord)); `Move` a compact
//   from→to value with `from()`, `to()` and `Move::make(from, to)`.
// - `Position()` is the start position; `from_fen` validates and names the
//   fault; `fen()` is canonical and round-trips.
// - `legal_moves()` / `legal_moves_from(sq)` return ranges of Move (empty
//   once the game is over, and for a square without a piece of the side to
//   move); `play` refuses, with a reason, a move that is not legal and any move
//   after the end, and changes nothing then; `undo` takes back the last move
//   played (false when none).
// - `piece_letter(sq)` is the FEN letter there, '\0' when empty; `owner(sq)`
//   the side of that piece.
// - `with_side_to_move` and `with_piece` build a changed position (a turn
//   handed over out of order, a piece placed or removed — '\0' removes), with
//   a fresh history, validated exactly as a FEN would be.
// - `set_rulings` / `rulings` choose whether rulings end the game or are
//   only reported in status() (grid/rulings.h); `enforce` by default.
template <class P>
concept BoardGame = requires(P& p, const P& cp, typename P::Move m, typename P::Square sq,
                             typename P::Side side, std::string_view text, char letter) {
  { P::shape } -> std::convertible_to<grid::BoardShape>;
  {P()};
  { P::from_fen(text) } -> std::same_as<Result<P>>;
  { cp.fen() } -> std::same_as<std::string>;
  { cp.side_to_move() } -> std::same_as<typename P::Side>;
  { P::side_name(side) } -> std::convertible_to<std::string_view>;
  { cp.piece_letter(sq) } -> std::same_as<char>;
  { cp.owner(sq) } -> std::same_as<std::optional<typename P::Side>>;
  {cp.legal_moves()};
  {cp.legal_moves_from(sq)};
  { cp.is_legal(m) } -> std::same_as<bool>;
  { p.play(m) } -> std::same_as<Result<void>>;
  { p.undo() } -> std::same_as<bool>;
  { cp.status() } -> std::same_as<GameStatus<typename P::Side>>;
  { cp.in_check() } -> std::same_as<bool>;
  {p.set_rulings(Rulings::report)};
  { cp.rulings() } -> std::same_as<Rulings>;
  { cp.perft(1) } -> std::same_as<std::uint64_t>;
  { cp.with_side_to_move(side) } -> std::same_as<Result<P>>;
  { cp.with_piece(sq, letter) } -> std::same_as<Result<P>>;
  { m.from() } -> std::convertible_to<typename P::Square>;
  { m.to() } -> std::convertible_to<typename P::Square>;
  { P::Move::make(sq, sq) } -> std::same_as<typename P::Move>;
  { to_string(m) } -> std::same_as<std::string>;
};

}  // namespace qipan
