#pragma once

// Jungle for the search (SearchGame): a Board (with its rule tables and
// its Zobrist key kept up to date), and Jungle's rules for the search — a den
// entered or the last piece lost ends the game, no legal move loses,
// repetitions and the quiet-move limit draw as the Rules say. A piece next
// to the side to move's den is treated as a check: it must be answered, so
// quiescence searches every reply and the search extends.

#include <bit>
#include <cstdint>

#include "core/jungle/board.h"
#include "core/jungle/evaluation.h"
#include "core/jungle/geometry.h"
#include "core/jungle/position.h"
#include "core/jungle/rules.h"
#include "core/search/game.h"
#include "core/search/jungle_levels.h"
#include "core/search/surface_game.h"

namespace qipan::search {

class JungleGame : public SurfaceGame<jungle::Board, jungle::square_count> {
 public:
  JungleGame() = default;
  JungleGame(const jungle::Board& b, const jungle::Rules& rules)
      : SurfaceGame(b), repetition_count_(rules.repetition_count), move_limit_(rules.move_limit) {
    board_.set_rules(rules);
  }
  static JungleGame from(const jungle::Position& p) { return JungleGame(p.board(), p.rules()); }

  // A piece of the opponent's beside our den: it enters next move unless stopped.
  bool in_check() const {
    const jungle::Side us = board_.side_to_move();
    return (board_.occupied(jungle::opposite(us)) &
            jungle::neighbours(jungle::den[static_cast<std::size_t>(jungle::index_of(us))])) != 0;
  }

  bool is_tactical(Move m) const {
    return is_capture(m) || (jungle::dens & jungle::bit(m.to())) != 0;
  }
  int tactical_order(Move m) const {
    if (jungle::dens & jungle::bit(m.to())) return 1000;
    const jungle::Piece victim = board_.at(m.to());
    const int v = victim == jungle::no_piece ? 0 : static_cast<int>(jungle::type_of(victim)) + 1;
    return v * 16 - static_cast<int>(jungle::type_of(board_.at(m.from())));
  }

  // A "check" (in_check above) is a piece beside the other side's den: one
  // landing there, or one already there.
  bool may_give_check(Move m) const {
    const jungle::Side us = board_.side_to_move();
    const auto beside = jungle::neighbours(
        jungle::den[static_cast<std::size_t>(jungle::index_of(jungle::opposite(us)))]);
    return ((jungle::bit(m.to()) | board_.occupied(us)) & beside) != 0;
  }

  int evaluate() const {
    const int blue = jungle::evaluate_blue(board_);
    return board_.side_to_move() == jungle::Side::blue ? blue : -blue;
  }

  // The side to move has lost: the other side entered the den or took the last piece.
  bool lost() const { return board_.decided(); }
  bool dead_draw() const { return false; }
  bool null_move_allowed() const {
    return std::popcount(board_.occupied(board_.side_to_move())) >= 3;
  }
  // Few pieces, no captures forced: zugzwang does happen, so verify.
  static constexpr bool verify_null = true;
  // Measured: the singular extension cost Jungle games (docs/search.md).
  static constexpr bool singular_extension = false;
  // How the levels play (jungle_levels.h).
  static constexpr const LevelPlays& levels = jungle_levels;

  RepetitionRule repetition_rule() const {
    return repetition_count_ > 0 ? RepetitionRule::draw : RepetitionRule::none;
  }
  int move_limit() const { return move_limit_; }

 private:
  int repetition_count_ = 3;
  int move_limit_ = 0;
};

static_assert(SearchGame<JungleGame>);

}  // namespace qipan::search
