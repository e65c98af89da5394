#pragma once

// [SECTION] The app's line to the page's computer player. The search never
// runs in the app: a request goes out to the page's engine link (JavaScript
// set by index.html as Module.engineLink, which hands it to the Web Worker
// of public/engine.js), and the answer comes back later, as an EngineReply,
// through the app's engineReply hook. Each request carries an id so a late
// answer to a request since withdrawn is recognised and dropped.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qipan::web {

// What the computer is asked for: its own move, a hint for a person, or an
// analysis (the best lines, reported depth by depth).
enum class EngineTask : std::uint8_t { move, hint, analyse };

// A position as the engine needs it: the game, the position where the moves
// start (the game's start or the last set-up), and the moves played since,
// so repetitions count.
struct EngineAsk {
  EngineTask task = EngineTask::move;
  std::string_view game;
  std::string fen;
  std::vector<std::string> moves;
  // The budget: the computer's move at `level` (1..8, docs/search.md) with
  // `seed` for its random choices; a hint at full strength within `nodes`.
  // An analysis: `lines` best lines (1..5) within `nodes`, or to `depth`
  // when nodes is 0.
  int level = 0;
  std::uint64_t nodes = 0;
  std::uint64_t seed = 0;
  int lines = 1;
  int depth = 0;
  // On a clock: at most this many milliseconds (0 for no limit), with the level's own limits.
  std::int64_t movetime = 0;
};

// One line of an analysis: its score (centipawns for the side to move, or
// mate in `mate` moves, negative when the side to move is mated) and its
// moves (ICCS/coordinates text), the first one the line's move.
struct EngineLine {
  int score = 0;
  std::optional<int> mate;
  std::vector<std::string> pv;
};

// A hint's search: no level's randomness, a node budget of about half a
// second in the browser.
inline constexpr std::uint64_t hint_nodes = 200000;

// The answer to request `id`: a move (ICCS/coordinates text) with what the
// search reported, or an error. An analysis answers several times: each
// depth done (partial), then once more at its end.
struct EngineReply {
  int id = 0;
  std::string move;
  std::string error;
  int score = 0;
  int depth = 0;
  double nodes = 0;
  double time_ms = 0;
  // An analysis's lines, best first (`move` is the first line's move); while
  // `partial`, a depth done and more to come: the request is still running.
  std::vector<EngineLine> lines;
  bool partial = false;
};

// Sends a request; returns its id, or 0 when the page has no engine link.
int ask_engine(const EngineAsk& ask);
// Withdraws every request still running (the worker stops searching).
void cancel_engine();

}  // namespace qipan::web
