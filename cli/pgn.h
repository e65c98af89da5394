#pragma once

// `qipan pgn`: record files of many games (docs/records.md).
//   qipan pgn check FILE          replay every game; report bad moves and a summary
//   qipan pgn replay FILE         the same, one line for every game
//   qipan pgn convert FILE --to iccs|wxf|chinese
//                                 write the games again in another notation
//   qipan pgn generate N [--seed S] [--to NOTATION] [--game xiangqi|jungle] [--max-plies P]
//                                 N random legal games, for benchmarks
// FILE '-' reads standard input. Each game is read as the game its Variant
// tag names (games::with_record_game: no tag is xiangqi); --game GAME reads
// every game as GAME's.

#include <string_view>
#include <vector>

namespace qipan::cli {

// Runs `qipan pgn ARGS...` (the arguments after "pgn"); returns the exit
// status: 0 when every game replayed, 1 when some game has a bad move or
// the file cannot be read, 2 for bad usage.
int run_pgn(const std::vector<std::string_view>& args);

}  // namespace qipan::cli
