#pragma once

// What the game adapters share: a Board offering the common board surface
// (core/grid/board_surface.h) as the search sees it — its key, its legal
// moves, make/unmake with the captured piece as the undo record, captures as
// the moves that cannot be taken back (they end a repetition window), and a
// null move that only hands over the turn. Each game's adapter derives from
// it and adds its evaluation and rules (xiangqi_game.h, jungle_game.h).

#include <cstdint>

#include "core/grid/board_surface.h"

namespace qipan::search {

template <BoardSurface B, int Squares>
class SurfaceGame {
 public:
  using Board = B;
  using Move = typename B::Move;
  using MoveList = typename B::MoveList;
  using Piece = typename B::Piece;
  struct Undo {
    Piece captured{};
  };

  SurfaceGame() = default;
  explicit SurfaceGame(const B& b) : board_(b) {}

  const B& board() const { return board_; }
  std::uint64_t key() const { return board_.key(); }
  void generate(MoveList& list) const { board_.generate_legal(list); }
  bool is_capture(Move m) const { return board_.at(m.to()) != Piece{}; }
  // A capture that loses material to the recapture (searched late, and not
  // in quiescence). Games without a cheap test say no.
  bool losing_capture(Move) const { return false; }
  // False only for a quiet move that cannot give check (a cheap filter
  // before the quiescence search plays a move to see); games without one
  // say true.
  bool may_give_check(Move) const { return true; }

  Undo make(Move m) { return {board_.make(m)}; }
  void unmake(Move m, const Undo& u) { board_.unmake(m, u.captured); }
  static bool irreversible(const Undo& u) { return u.captured != Piece{}; }

  void make_null() { board_.set_side_to_move(opposite(board_.side_to_move())); }
  void unmake_null() { make_null(); }

  // History tables are indexed by from and to squares.
  static int move_slot(Move m) { return m.from() * Squares + m.to(); }
  static constexpr int move_slot_count = Squares * Squares;

 protected:
  B board_;
};

}  // namespace qipan::search
