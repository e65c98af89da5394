#pragma once

// `qipan review FILE [--nodes N] [--to iccs|wxf|chinese] [--game xiangqi|jungle]`:
// every game of a record file reviewed move by move (core/study/review.h)
// and written again annotated on standard output: an inaccuracy, mistake or
// blunder gets its NAG (?!, ?, ??), a comment with the evaluation before
// and after (side 0's view, in soldiers or cats) and the better line, and
// that line as a variation; each game opens with a comment summing up each
// side (counts and accuracy %) and an Annotator tag. Progress goes to
// standard error. A game with a move that names no legal move is reviewed
// up to it and says where it stopped (exit 1). FILE '-' reads standard input.

#include <string_view>
#include <vector>

namespace qipan::cli {

// Runs `qipan review ARGS...` (the arguments after "review"); returns the
// exit status: 0 when every game was reviewed whole, 1 when a game stopped
// at a bad move or the file cannot be read, 2 for bad usage.
int run_review(const std::vector<std::string_view>& args);

}  // namespace qipan::cli
