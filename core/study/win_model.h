#pragma once

// How a review judges a move: lichess's win-probability model, move
// accuracy and thresholds (docs/study.md has the formulas and where the
// constants come from), over the search's scores (search/budget.h:
// centipawns from the side to move's view, mates as +-(mate - plies)).

#include <cstdint>
#include <span>
#include <string_view>

namespace qipan::study {

// Win% = 50 + 50 * (2 / (1 + exp(-k * cp)) - 1), cp clamped to +-cp_ceiling.
inline constexpr double win_coefficient = 0.00368208;
inline constexpr int cp_ceiling = 1000;
// Accuracy% = a * exp(-b * (win before - win after)) - c, plus lichess's
// bonus of 1 for the analysis' own uncertainty, clamped to 0..100.
inline constexpr double accuracy_scale = 103.1668100711649;
inline constexpr double accuracy_decay = 0.04354415386753951;
inline constexpr double accuracy_offset = 3.166924740191411;
inline constexpr double accuracy_bonus = 1;
// Loss of win% (points of 0..100) from which a move is an inaccuracy, a
// mistake, a blunder: lichess's 0.1, 0.2, 0.3 of winning chances on their
// -1..1 scale.
inline constexpr double inaccuracy_loss = 5;
inline constexpr double mistake_loss = 10;
inline constexpr double blunder_loss = 15;

enum class MoveClass : std::uint8_t { best, good, inaccuracy, mistake, blunder };
inline constexpr int move_class_count = 5;

// "best", "good", "inaccuracy", "mistake", "blunder".
std::string_view class_name(MoveClass c);
// The NAG a record marks the class with: 6 (?!), 2 (?), 4 (??); 0 for none.
int nag_of(MoveClass c);

// The win% of a centipawn score for the side it is from.
double win_percent(double cp);
// The win% of a search score: a mate for the side is 100, against it 0.
double win_percent_of_score(int score);
// The accuracy of a move that took the mover's win% from `before` to `after`.
double move_accuracy(double before, double after);

// The class of a move from the mover's scores: `before` the best move's,
// `after` the position's after the move played, both from the mover's view.
// A move that gives up a forced mate, or walks into one, is judged as
// lichess's mate advice does (by how good the cp score on the other side
// of it is); every other move by its loss of win%. `played_best`: the move
// is the search's choice, so it is best whatever the scores say.
MoveClass classify(int before, int after, bool played_best);

// A side's accuracy over a game as lichess computes it: the mean of the
// volatility-weighted mean and the harmonic mean of its moves' accuracies.
// `win` holds the win% of side 0 (the side that moves first in the game's
// rules) in every position of the game, start to end (one more than the
// moves); `first_mover` (0 or 1) made the first move, and the sides
// alternate. 100 for a side with no move.
double side_accuracy(std::span<const double> win, int side, int first_mover = 0);

}  // namespace qipan::study
