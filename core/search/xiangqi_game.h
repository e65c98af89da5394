#pragma once

// Xiangqi for the search (SearchGame): a Board (its Zobrist key kept up to
// date by make/unmake) with the evaluation's piece-square sum kept up to
// date move by move, and xiangqi's rules for
// the search — no legal move loses, a repetition cycle is judged as the
// referee judges it (perpetual check and perpetual chase lose, the rest
// draws; core/xiangqi/repetition.h, by the position's rule book), 120 quiet
// plies draw, and with no chariot, horse, cannon or soldier left the game
// is drawn (core/xiangqi/material.h).

#include <cstdint>
#include <span>

#include "core/search/game.h"
#include "core/search/surface_game.h"
#include "core/search/xiangqi_levels.h"
#include "core/xiangqi/board.h"
#include "core/xiangqi/evaluation.h"
#include "core/xiangqi/material.h"
#include "core/xiangqi/position.h"
#include "core/xiangqi/repetition.h"

namespace qipan::search {

class XiangqiGame : public SurfaceGame<xiangqi::Board, xiangqi::square_count> {
 public:
  XiangqiGame() = default;
  explicit XiangqiGame(const xiangqi::Board& b)
      : SurfaceGame(b), psq_(xiangqi::piece_square_sum(b)) {}

  static XiangqiGame from(const xiangqi::Position& p) {
    XiangqiGame g(p.board());
    g.rules_ = p.chase_rules();
    return g;
  }

  bool in_check() const { return board_.in_check(); }
  bool is_tactical(Move m) const { return is_capture(m); }
  // MVV-LVA: the most valuable victim first, then the least valuable attacker.
  int tactical_order(Move m) const {
    return order_value(board_.at(m.to())) * 16 - order_value(board_.at(m.from()));
  }

  // A capture by a more valuable piece onto a point the other side can
  // take back on.
  bool losing_capture(Move m) const {
    return order_value(board_.at(m.to())) < order_value(board_.at(m.from())) &&
           board_.defended_after(m);
  }

  // A move gives check only by landing on or leaving the other general's
  // rank or file (a chariot, cannon or soldier aiming at it, a cannon's new
  // screen, a line opened), by landing where a horse attacks it, or by
  // leaving a horse's leg next to it.
  bool may_give_check(Move m) const {
    const xiangqi::Square g = board_.general(xiangqi::opposite(board_.side_to_move()));
    const auto on_lines = [g](xiangqi::Square s) {
      return xiangqi::file_of(s) == xiangqi::file_of(g) ||
             xiangqi::rank_of(s) == xiangqi::rank_of(g);
    };
    if (on_lines(m.from()) || on_lines(m.to())) return true;
    for (const xiangqi::Step& s : xiangqi::steps.horse_attackers[g]) {
      if (s.to == m.to() || s.block == m.from()) return true;
    }
    return false;
  }

  Undo make(Move m) {
    const auto moved = static_cast<std::size_t>(xiangqi::index_of(board_.at(m.from())));
    psq_ += xiangqi::piece_square[moved][m.to()] - xiangqi::piece_square[moved][m.from()];
    const xiangqi::Piece captured = board_.make(m);
    if (captured != xiangqi::Piece::none) {
      psq_ -= xiangqi::piece_square[static_cast<std::size_t>(xiangqi::index_of(captured))][m.to()];
    }
    return {captured};
  }

  void unmake(Move m, const Undo& u) {
    board_.unmake(m, u.captured);
    const auto moved = static_cast<std::size_t>(xiangqi::index_of(board_.at(m.from())));
    psq_ -= xiangqi::piece_square[moved][m.to()] - xiangqi::piece_square[moved][m.from()];
    if (u.captured != xiangqi::Piece::none) {
      psq_ +=
          xiangqi::piece_square[static_cast<std::size_t>(xiangqi::index_of(u.captured))][m.to()];
    }
  }

  // From the side to move's view.
  int evaluate() const {
    const int red = xiangqi::evaluate_red(board_, psq_);
    return board_.side_to_move() == xiangqi::Side::red ? red : -red;
  }

  bool lost() const { return false; }
  bool dead_draw() const { return !xiangqi::has_attacking_material(board_); }
  // Zugzwang is rare while the mover keeps a chariot, horse or cannon. And
  // no null move while two of the other side's chariots, horses and cannons
  // already reach the mover's palace: passing there hides quiet mating
  // threats the reduced search is too shallow to see.
  bool null_move_allowed() const {
    using xiangqi::PieceType;
    const auto s = board_.side_to_move();
    if (!(board_.pieces(s, PieceType::chariot).any() || board_.pieces(s, PieceType::horse).any() ||
          board_.pieces(s, PieceType::cannon).any())) {
      return false;
    }
    const auto them = xiangqi::opposite(s);
    const xiangqi::Bitboard palace = xiangqi::palace_of(s);
    int attackers = 0;
    for (auto t : {PieceType::chariot, PieceType::horse, PieceType::cannon}) {
      for (xiangqi::Bitboard p = board_.pieces(them, t); p.any();) {
        if ((board_.pseudo_targets(p.pop()) & palace).any() && ++attackers >= 2) return false;
      }
    }
    return true;
  }
  static constexpr bool verify_null = false;
  static constexpr bool singular_extension = true;
  // How the levels play (xiangqi_levels.h).
  static constexpr const LevelPlays& levels = xiangqi_levels;

  RepetitionRule repetition_rule() const { return RepetitionRule::judged_by_game; }
  // The referee's judgement of the cycle (game.h's JudgesCycles).
  CycleResult judge_cycle(std::span<const Move> cycle) const {
    const xiangqi::RepetitionVerdict v = xiangqi::judge_repetition(board_, cycle, rules_);
    if (!v.loser) return CycleResult::draw;
    return *v.loser == board_.side_to_move() ? CycleResult::mover_loses : CycleResult::mover_wins;
  }
  int move_limit() const { return xiangqi::Position::move_limit; }

 private:
  static int order_value(xiangqi::Piece p) {
    constexpr int by_type[8] = {0, 20, 2, 2, 4, 9, 5, 1};
    return by_type[static_cast<int>(xiangqi::type_of(p))];
  }

  xiangqi::Tapered psq_;  // the piece-square sum, from Red's view
  xiangqi::ChaseRules rules_ = xiangqi::ChaseRules::asian;
};

static_assert(SearchGame<XiangqiGame>);
static_assert(JudgesCycles<XiangqiGame>);

}  // namespace qipan::search
