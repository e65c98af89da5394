#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/board_game.h"
#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/rulings.h"
#include "core/grid/square.h"
#include "core/xiangqi/board.h"
#include "core/xiangqi/repetition.h"
#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

// A game of xiangqi in progress: the Board, the clocks, and the moves played
// since construction with what each needs to be taken back and to judge
// repetitions. Invariant: the board is a valid position (fen.h's validate)
// and every recorded move was legal when played.
//
// The game ends (status()) when the side to move has no legal move (a loss,
// checkmate or stalemate), when a position recurs a third time (perpetual
// check loses, a perpetual chase loses, otherwise a draw, as the Asian
// rules or, switched, the Chinese rules judge it; see repetition.h), after 120 plies without a
// capture, or when neither side has a chariot, horse, cannon or soldier left. Once over,
// legal_moves() is empty and play() refuses every move; undo() reopens the game. All but checkmate
// and stalemate are rulings (grid/rulings.h): with Rulings::report, status() names the first one
// reached and the game goes on.
class Position {
 public:
  using Square = xiangqi::Square;
  using Side = xiangqi::Side;
  using Move = xiangqi::Move;

  static constexpr grid::BoardShape shape = board_shape;
  // Plies without a capture after which the game is drawn.
  static constexpr int move_limit = 120;

  // The start position, Red to move.
  Position();

  static Result<Position> from_fen(std::string_view fen);
  std::string fen() const;

  static std::string_view side_name(Side s);

  Side side_to_move() const { return board_.side_to_move(); }
  // The FEN letter of the piece on `sq` ('K', 'a'…), '\0' when empty or off the board.
  char piece_letter(Square sq) const;
  std::optional<Side> owner(Square sq) const;
  const Board& board() const { return board_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  // The Zobrist key of placement and side to move (the board's).
  std::uint64_t key() const { return board_.key(); }

  // Legal moves (empty once the game is over); those of the piece on `sq`
  // (empty for an empty point or a piece of the side not to move).
  MoveList legal_moves() const;
  MoveList legal_moves_from(Square sq) const;
  bool is_legal(Move m) const;

  // Plays a legal move; otherwise changes nothing and says why not.
  Result<void> play(Move m);
  // Takes back the last move played; false when there is none.
  bool undo();
  // The moves played since construction, oldest first.
  const std::vector<Move>& history() const { return moves_; }

  GameStatus<Side> status() const;
  bool in_check() const { return board_.in_check(side_to_move()); }

  // Whether rulings end the game (the default) or are only reported; the
  // moves played so far are kept either way, and a ruling already reached
  // ends the game when `enforce` is set again.
  void set_rulings(Rulings r) { rulings_ = r; }
  Rulings rulings() const { return rulings_; }

  // Which rule book judges repetitions (Asian by default). Switching
  // rejudges the game's course: the first ruling is found again.
  void set_chase_rules(ChaseRules r);
  ChaseRules chase_rules() const { return chase_rules_; }

  // The first ruling reached, in words for people (empty when none): for a
  // repetition, who checked or chased which piece with which moves, from
  // which ply, under which article (repetition.h's explain_repetition).
  std::string ruling_explanation() const;

  // Leaves of the legal-move tree `depth` plies deep (1 for depth <= 0).
  // Follows the movement rules only: checkmate and stalemate end a line, the
  // draw rules play no part.
  std::uint64_t perft(int depth) const;

  // The same position with another side to move, or another piece on `sq`
  // ('\0' empties it); validated as a FEN would be, with a fresh history and
  // the same clocks and rulings mode.
  Result<Position> with_side_to_move(Side side) const;
  Result<Position> with_piece(Square sq, char letter) const;

  // Notation for a move the movement rules allow here, even once the game is
  // over (an empty string for any other move): WXF ("C2.5", "R+.6") and
  // Chinese ("炮二平五", "马8进7"); see notation.h.
  std::string to_wxf(Move m) const;
  std::string to_chinese(Move m) const;
  // The legal move named by `text` in ICCS ("h2e2", "H2-E2"), WXF or Chinese,
  // or an Error saying why it names none.
  Result<Move> parse_move(std::string_view text) const;

  // Why `m` cannot be played here (the game is over, no piece on the point,
  // not that side's turn, the piece cannot move so, the general would be
  // left in check), or "" when it is legal.
  std::string why_illegal(Move m) const;

 private:
  Position(const Board& board, int halfmove_clock, int fullmove_number);

  // What playing a move changed, to take it back and to judge repetitions.
  struct Played {
    Piece captured = Piece::none;
    bool gave_check = false;
    int clock_before = 0;
    std::uint64_t key_before = 0;
  };

  // The end of the game by repetition, if the position has just recurred a third time.
  std::optional<Ruling<Side>> repetition_ruling() const;
  // The ply of the first occurrence of the position after `end` moves,
  // when that position occurs there for the third time since the last
  // capture; `at_end` is the board after those moves.
  std::optional<std::size_t> third_occurrence_start(const Board& at_end, std::size_t end) const;
  // The board after the first `ply` moves.
  Board board_at(std::size_t ply) const;
  // The ruling of the current position (repetition, move limit, material), if any.
  std::optional<Ruling<Side>> ruling_now() const;

  Board board_;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  std::vector<Move> moves_;
  std::vector<Played> played_;
  Rulings rulings_ = Rulings::enforce;
  ChaseRules chase_rules_ = ChaseRules::asian;
  // The first ruling reached since construction, whatever the mode.
  std::optional<Ruling<Side>> ruling_;
};

static_assert(BoardGame<Position>);

}  // namespace qipan::xiangqi
