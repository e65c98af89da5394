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
#include "core/jungle/movegen.h"
#include "core/jungle/position.h"
#include "core/jungle/rules.h"
#include "core/search/game.h"

namespace qipan::search {

class JungleGame {
 public:
  using Move = jungle::Move;
  using MoveList = jungle::MoveList;
  struct Undo {
    jungle::Piece captured = jungle::no_piece;
  };

  JungleGame() = default;
  JungleGame(const jungle::Board& b, const jungle::Rules& rules)
      : board_(b), repetition_count_(rules.repetition_count), move_limit_(rules.move_limit) {
    board_.set_rules(rules);
  }
  static JungleGame from(const jungle::Position& p) { return JungleGame(p.board(), p.rules()); }

  const jungle::Board& board() const { return board_; }
  std::uint64_t key() const { return board_.key(); }
  // A piece of the opponent's beside our den: it enters next move unless stopped.
  bool in_check() const {
    const jungle::Side us = board_.side_to_move();
    return (board_.occupied(jungle::opposite(us)) &
            jungle::neighbours(jungle::den[static_cast<std::size_t>(jungle::index_of(us))])) != 0;
  }
  void generate(MoveList& list) const { board_.generate_legal(list); }

  bool is_tactical(Move m) const {
    return board_.at(m.to()) != jungle::no_piece || (jungle::dens & jungle::bit(m.to())) != 0;
  }
  int tactical_order(Move m) const {
    if (jungle::dens & jungle::bit(m.to())) return 1000;
    const jungle::Piece victim = board_.at(m.to());
    const int v = victim == jungle::no_piece ? 0 : static_cast<int>(jungle::type_of(victim)) + 1;
    return v * 16 - static_cast<int>(jungle::type_of(board_.at(m.from())));
  }

  Undo make(Move m) { return {board_.make(m)}; }
  void unmake(Move m, const Undo& u) { board_.unmake(m, u.captured); }
  static bool irreversible(const Undo& u) { return u.captured != jungle::no_piece; }

  void make_null() { board_.set_side_to_move(jungle::opposite(board_.side_to_move())); }
  void unmake_null() { make_null(); }

  int evaluate() const {
    const int blue = jungle::evaluate_blue(board_);
    return (board_.side_to_move() == jungle::Side::blue ? blue : -blue) + 10;
  }

  // The side to move has lost: the other side entered the den or took the last piece.
  bool lost() const { return board_.decided(); }
  bool dead_draw() const { return false; }
  bool null_move_allowed() const {
    return std::popcount(board_.occupied(board_.side_to_move())) >= 3;
  }
  // Few pieces, no captures forced: zugzwang does happen, so verify.
  static constexpr bool verify_null = true;

  static int move_slot(Move m) { return m.from() * jungle::square_count + m.to(); }
  static constexpr int move_slot_count = jungle::square_count * jungle::square_count;

  RepetitionRule repetition_rule() const {
    return repetition_count_ > 0 ? RepetitionRule::draw : RepetitionRule::none;
  }
  int move_limit() const { return move_limit_; }

 private:
  jungle::Board board_;
  int repetition_count_ = 3;
  int move_limit_ = 0;
};

static_assert(SearchGame<JungleGame>);

}  // namespace qipan::search
