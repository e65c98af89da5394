#include "web/engine_link.h"

#include <emscripten/emscripten.h>

#include <string>

// clang-format off
// Hands a request (JSON text) to the page's engine link; 0 when there is none.
EM_JS(int, qipan_engine_ask, (int id, const char* request), {
  const link = Module['engineLink'];
  if (!link || typeof link.ask !== 'function') return 0;
  link.ask(id, JSON.parse(UTF8ToString(request)));
  return 1;
});
EM_JS(void, qipan_engine_cancel, (), {
  const link = Module['engineLink'];
  if (link && typeof link.cancel === 'function') link.cancel();
});
// clang-format on

namespace qipan::web {

namespace {

// FENs, game names and move texts hold no quote or backslash: a JSON string
// is the text in quotes.
std::string quoted(std::string_view text) { return "\"" + std::string(text) + "\""; }

// {"task", "game", "fen", "moves": [...], "budget": {"level", "seed"} or
// {"nodes"} or {"depth"}, "multiPv"}.
std::string request_json(const EngineAsk& ask) {
  // A seed JavaScript can hold exactly.
  const std::uint64_t seed = ask.seed % (std::uint64_t{1} << 53);
  const std::string budget =
      ask.level > 0 ? "\"level\":" + std::to_string(ask.level) + ",\"seed\":" + std::to_string(seed)
      : ask.nodes > 0 ? "\"nodes\":" + std::to_string(ask.nodes)
                      : "\"depth\":" + std::to_string(ask.depth);
  const std::string movetime =
      ask.movetime > 0 ? ",\"movetime\":" + std::to_string(ask.movetime) : std::string();
  std::string moves;
  for (const auto& m : ask.moves) moves += (moves.empty() ? "" : ",") + quoted(m);
  constexpr const char* tasks[] = {"move", "hint", "analyse"};
  return "{\"task\":" + quoted(tasks[static_cast<int>(ask.task)]) +
         ",\"game\":" + quoted(ask.game) + ",\"fen\":" + quoted(ask.fen) + ",\"moves\":[" + moves +
         "],\"budget\":{" + budget + movetime + "},\"multiPv\":" + std::to_string(ask.lines) + "}";
}

}  // namespace

int ask_engine(const EngineAsk& ask) {
  // Ids only grow, so an answer to an older request never matches a newer one.
  static int last_id = 0;
  const int id = ++last_id;
  return qipan_engine_ask(id, request_json(ask).c_str()) != 0 ? id : 0;
}

void cancel_engine() { qipan_engine_cancel(); }

}  // namespace qipan::web
