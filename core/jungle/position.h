#pragma once

// A Jungle game in progress: the board, the rule set, the counters and the
// moves played since construction (for undo and repetition). The
// repetition and move-limit draws are rulings (grid/rulings.h): with
// Rulings::report, status() names the first one reached and the game goes
// on; a den entered, no pieces or no moves left end it always. Satisfies
// qipan::BoardGame, so the session, the command-line tool and the UI drive it
// like any other board game.

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
#include "core/jungle/board.h"
#include "core/jungle/fen.h"
#include "core/jungle/rules.h"
#include "core/jungle/types.h"

namespace qipan::jungle {

// What the board shows about one piece under the position's rules: its
// attacking rank (0 when it stands in a trap and the rules take its attack),
// its defending rank (0 in a trap that weakens it), and whether it may swim
// the river or jump the lakes.
struct PieceInfo {
  char letter = '\0';
  Side side = Side::blue;
  PieceType type = PieceType::rat;
  int rank = 0;
  int defence = 0;
  bool can_swim = false;
  bool can_jump = false;

  bool operator==(const PieceInfo&) const = default;
};

class Position {
 public:
  using Square = jungle::Square;
  using Side = jungle::Side;
  using Move = jungle::Move;
  static constexpr grid::BoardShape shape = board_shape;
  static std::string_view side_name(Side s) { return jungle::side_name(s); }

  // The start position under the standard rules.
  Position();

  // A position from a FEN (and a rule set, the standard one by default); an
  // Error names the fault in the FEN or the out-of-range setting.
  static Result<Position> from_fen(std::string_view fen);
  static Result<Position> from_fen(std::string_view fen, const Rules& rules);

  std::string fen() const;
  Side side_to_move() const { return board_.side_to_move(); }
  const Rules& rules() const { return rules_; }
  std::uint32_t halfmove_clock() const { return halfmove_clock_; }
  std::uint32_t fullmove_number() const { return fullmove_number_; }
  const Board& board() const { return board_; }
  // The Zobrist key of placement and side to move (the board's).
  std::uint64_t key() const { return board_.key(); }

  // The FEN letter on a square ('\0' when empty or off the board) and its side.
  char piece_letter(Square s) const;
  std::optional<Side> owner(Square s) const;
  // The facts of the piece on a square, none when it is empty or off the board.
  std::optional<PieceInfo> piece_info(Square s) const;

  // Empty once the game is over (by any ending, draws included).
  MoveList legal_moves() const;
  MoveList legal_moves_from(Square s) const;
  bool is_legal(Move m) const;
  // Reads coordinate notation ("a3a4"); an Error says whether the text is
  // malformed or why the move is not legal here.
  Result<Move> parse_move(std::string_view text) const;

  // Plays a legal move; otherwise returns an Error saying why and changes nothing.
  Result<void> play(Move m);
  // Takes back the last move played since construction; false when none.
  bool undo();
  std::vector<Move> history() const;

  GameStatus<Side> status() const;
  // Whether rulings end the game (the default) or are only reported; a
  // ruling already reached ends the game when `enforce` is set again.
  void set_rulings(Rulings r) { rulings_ = r; }
  Rulings rulings() const { return rulings_; }
  // Jungle has no check.
  bool in_check() const { return false; }

  // Leaves of the legal-move tree `depth` plies deep, with bulk counting at
  // the last ply. Draw rules play no part in it; den and no-pieces endings do.
  std::uint64_t perft(int depth) const;

  // Changed positions, validated exactly like a FEN, with a fresh history and
  // the same rules, counters and rulings mode: the turn handed to `side`, or `letter` put on
  // `s` ('\0' empties the square).
  Result<Position> with_side_to_move(Side side) const;
  Result<Position> with_piece(Square s, char letter) const;

 private:
  // One move played: enough to take it back and to look for repetitions.
  struct Ply {
    Move move;
    Piece captured = no_piece;
    std::uint32_t halfmove_clock = 0;
    std::uint32_t fullmove_number = 1;
    std::uint64_t key = 0;
  };

  Position(const Setup& setup, const Rules& rules);
  static Result<Position> from_setup(const Setup& setup, const Rules& rules);
  Setup setup() const;
  std::optional<GameStatus<Side>> decisive_status() const;
  bool repetition_draw() const;
  // The ruling of the current position (repetition, move limit), if any.
  std::optional<Ruling<Side>> ruling_now() const;
  std::string why_illegal(Move m) const;

  Board board_;
  Rules rules_;
  std::uint32_t halfmove_clock_ = 0;
  std::uint32_t fullmove_number_ = 1;
  std::vector<Ply> plies_;
  Rulings rulings_ = Rulings::enforce;
  // The first ruling reached since construction, whatever the mode.
  std::optional<Ruling<Side>> ruling_;
};

static_assert(BoardGame<Position>);

// A game's end in words: "Blue won: a piece entered the den", "drawn by repetition".
std::string describe(const GameStatus<Side>& status);

}  // namespace qipan::jungle
