#pragma once

// `qipan uci`: the Universal Chess Interface as Xiangqi engines speak it,
// over stdin/stdout. The search runs on a thread of its own so that `stop`,
// `isready` and `quit` are heard while it thinks; the core search stays
// single-threaded and learns of `stop` through its stop callback.

namespace qipan::cli {

// Reads commands until `quit` or the end of input; returns the exit status.
int run_uci();

}  // namespace qipan::cli
