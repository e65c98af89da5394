#pragma once

// What the match runner needs of a game beyond its Position: one
// specialisation of MatchGame per game, in the game's own file
// (xiangqi_match.h, jungle_match.h). A game without one cannot be matched:
// the runner fails to compile rather than fall back to another game.
//
//   using Engine = ...;                      qipan's computer player for it
//   static constexpr bool fsf;               whether Fairy-Stockfish plays it
//   static constexpr std::string_view fsf_variant;   its UCI_Variant (when fsf)
//   static std::string to_fsf(const std::string&);   a move in Fairy-Stockfish's
//   static std::string from_fsf(const std::string&); coordinates and back
//   static int plies_to_draw_fsf;            Fairy-Stockfish's n-move rule, in plies
//   static std::vector<std::vector<std::string>> openings(seed, count);
//       at least `count` openings (lines of moves from the start), the same
//       first ones for any larger count: a game's opening depends only on the
//       seed and the game's number
//   static int capture_value(char letter);   the greedy capturer's value of
//       the piece with that FEN letter (either case)

#include <cstddef>
#include <cstdint>
#include <string>

namespace qipan::tools {

template <class Position>
struct MatchGame;

// One referee's judgement of a game: whether it gave one, the score of the
// side that moves first (1 a win, 0.5 a draw, 0 a loss), why, and the ply it
// applies from.
struct Verdict {
  bool given = false;
  double first_score = 0.5;
  std::string reason;
  std::size_t ply = 0;
};

// The piece values of the greedy capturer, documented in docs/ladder.md.
struct CaptureValue {
  char letter;  // lowercase FEN letter
  int value;
};

// The value of `letter` (either case) in `table`, 0 for none.
template <std::size_t N>
constexpr int value_in(const CaptureValue (&table)[N], char letter) {
  const char lower =
      letter >= 'A' && letter <= 'Z' ? static_cast<char>(letter - 'A' + 'a') : letter;
  for (const CaptureValue& v : table) {
    if (v.letter == lower) return v.value;
  }
  return 0;
}

}  // namespace qipan::tools
