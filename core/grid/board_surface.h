#pragma once

// The surface every board game's Board offers a search: the bare placement
// and side to move, with moves made and taken back in place and a Zobrist
// key kept up to date by them. No history and no draw rules (those live in
// the game's Position). `static_assert(qipan::BoardSurface<Board>)` beside
// each Board keeps it honest.

#include <concepts>
#include <cstdint>

namespace qipan {

// Whether a Board's make/unmake keep its key up to date (the default). Code
// that never reads the key between a make and its unmake (perft) may skip
// the work: a skipped make and its skipped unmake leave the key as it was,
// though it is stale in between.
enum class KeyUpdate : bool { skip, keep };

// - `B::Square`, `B::Side`, `B::Piece` (value-initialised: no piece),
//   `B::Move` and `B::MoveList` (a fixed list, grid::FixedList) are the
//   game's own types.
// - `make(m)` plays a legal move and returns what it captured (no piece when
//   none); `unmake(m, captured)` restores the board exactly, key included.
// - `key()` is the Zobrist key of placement and side to move, updated
//   incrementally; `compute_key()` recomputes it, for checks.
// - `generate_legal(list)` fills `list` with the side to move's legal moves (none once
//   the board itself decides the game, as a den entered).
// - `in_check()`: the side to move's king-like piece is attacked (always
//   false in a game without check).
template <class B>
concept BoardSurface = requires(B& b, const B& cb, typename B::Move m, typename B::Piece p,
                                typename B::Square sq, typename B::MoveList& list) {
  { cb.side_to_move() } -> std::same_as<typename B::Side>;
  { cb.key() } -> std::same_as<std::uint64_t>;
  { cb.compute_key() } -> std::same_as<std::uint64_t>;
  { b.make(m) } -> std::same_as<typename B::Piece>;
  { b.unmake(m, p) } -> std::same_as<void>;
  { cb.generate_legal(list) } -> std::same_as<void>;
  { cb.in_check() } -> std::same_as<bool>;
  { cb.at(sq) } -> std::same_as<typename B::Piece>;
  { list.size() } -> std::convertible_to<std::size_t>;
};

}  // namespace qipan
