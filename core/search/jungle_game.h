#pragma once

// Jungle for the search (SearchGame): a Board with its rule tables and a
// Zobrist key kept up to date, and Jungle's rules for the search — a den
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
      : board_(b), tables_(jungle::tables_for(rules)), rules_(rules), key_(hash(b)) {}
  static JungleGame from(const jungle::Position& p) { return JungleGame(p.board(), p.rules()); }

  const jungle::Board& board() const { return board_; }
  std::uint64_t key() const { return key_; }
  // A piece of the opponent's beside our den: it enters next move unless stopped.
  bool in_check() const {
    const auto us = static_cast<std::size_t>(jungle::index(board_.side));
    return (board_.occupied[1 - us] & jungle::neighbours(jungle::den[us])) != 0;
  }
  void generate(MoveList& list) const { jungle::generate(board_, tables_, list); }

  bool is_tactical(Move m) const {
    return board_.at[m.to()] != jungle::no_piece || (jungle::dens & jungle::bit(m.to())) != 0;
  }
  int tactical_order(Move m) const {
    if (jungle::dens & jungle::bit(m.to())) return 1000;
    const jungle::Piece victim = board_.at[m.to()];
    const int v = victim == jungle::no_piece ? 0 : static_cast<int>(jungle::kind_of(victim)) + 1;
    return v * 16 - static_cast<int>(jungle::kind_of(board_.at[m.from()]));
  }

  Undo make(Move m) {
    const jungle::Piece mover = board_.at[m.from()];
    const jungle::Piece captured = board_.at[m.to()];
    key_ ^= jungle::zobrist.piece[mover][m.from()] ^ jungle::zobrist.piece[mover][m.to()] ^
            jungle::zobrist.red_to_move;
    if (captured != jungle::no_piece) key_ ^= jungle::zobrist.piece[captured][m.to()];
    board_.play(m);
    return {captured};
  }
  void unmake(Move m, const Undo& u) {
    board_.unplay(m, u.captured);
    const jungle::Piece mover = board_.at[m.from()];
    key_ ^= jungle::zobrist.piece[mover][m.from()] ^ jungle::zobrist.piece[mover][m.to()] ^
            jungle::zobrist.red_to_move;
    if (u.captured != jungle::no_piece) key_ ^= jungle::zobrist.piece[u.captured][m.to()];
  }
  static bool irreversible(const Undo& u) { return u.captured != jungle::no_piece; }

  void make_null() {
    board_.side = jungle::opponent(board_.side);
    key_ ^= jungle::zobrist.red_to_move;
  }
  void unmake_null() { make_null(); }

  int evaluate() const {
    const int blue = jungle::evaluate_blue(board_);
    return (board_.side == jungle::Side::blue ? blue : -blue) + 10;
  }

  // The side to move has lost: the other side entered the den or took the last piece.
  bool lost() const { return board_.decided(); }
  bool dead_draw() const { return false; }
  bool null_move_allowed() const {
    return std::popcount(board_.occupied[static_cast<std::size_t>(jungle::index(board_.side))]) >=
           3;
  }
  // Few pieces, no captures forced: zugzwang does happen, so verify.
  static constexpr bool verify_null = true;

  static int move_slot(Move m) { return m.from() * jungle::square_count + m.to(); }
  static constexpr int move_slot_count = jungle::square_count * jungle::square_count;

  RepetitionRule repetition_rule() const {
    return rules_.repetition_count > 0 ? RepetitionRule::draw : RepetitionRule::none;
  }
  int move_limit() const { return rules_.move_limit; }

 private:
  static std::uint64_t hash(const jungle::Board& b) {
    std::uint64_t h = b.side == jungle::Side::red ? jungle::zobrist.red_to_move : 0;
    for (int s = 0; s < jungle::square_count; ++s) {
      const jungle::Piece p = b.at[static_cast<std::size_t>(s)];
      if (p != jungle::no_piece) h ^= jungle::zobrist.piece[p][static_cast<std::size_t>(s)];
    }
    return h;
  }

  jungle::Board board_;
  jungle::RuleTables tables_;
  jungle::Rules rules_;
  std::uint64_t key_ = 0;
};

static_assert(SearchGame<JungleGame>);

}  // namespace qipan::search
