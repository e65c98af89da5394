// qipan.Xiangqi: the board-game surface (board_game.h) over
// xiangqi::Position, plus the notations: toWxf, toChinese, parseMove. Only
// translation happens here; no rule lives here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <string_view>

#include "bindings/board_game.h"
#include "bindings/js_error.h"
#include "core/xiangqi/position.h"

namespace qipan::js {
namespace {

using emscripten::val;
using xiangqi::Move;
using xiangqi::Position;

// A legal move named in any notation parseMove reads.
Result<Move> move_arg(const Position& p, const val& v, std::string_view name = "move") {
  return inspect::legal_move_of(p, v, name);
}

std::string to_wxf(const Position& p, const val& move) {
  return checked([&]() -> Result<std::string> {
    auto m = move_arg(p, move);
    if (!m) return m.error();
    return p.to_wxf(*m);
  });
}

std::string to_chinese(const Position& p, const val& move) {
  return checked([&]() -> Result<std::string> {
    auto m = move_arg(p, move);
    if (!m) return m.error();
    return p.to_chinese(*m);
  });
}

std::string parse_move(const Position& p, const val& text) {
  return checked([&]() -> Result<std::string> {
    auto m = move_arg(p, text, "text");
    if (!m) return m.error();
    return xiangqi::to_string(*m);
  });
}

// new Xiangqi(fen, {rulings}): fen undefined means the start position.
Position* from_fen_options(const val& fen, const val& options) {
  return checked([&]() -> Result<Position*> {
    auto rulings = options_rulings_arg(options);
    if (!rulings) return rulings.error();
    Position start;
    if (!fen.isUndefined()) {
      auto text = string_arg(fen, "fen");
      if (!text) return text.error();
      auto p = Position::from_fen(*text);
      if (!p) return p.error();
      start = std::move(*p);
    }
    start.set_rulings(*rulings);
    return new Position(std::move(start));
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_xiangqi) {
  using namespace qipan::js;
  bind_board_game<qipan::games::Xiangqi>()
      .constructor(&from_fen_options, emscripten::allow_raw_pointers())
      .function("toWxf", &to_wxf)
      .function("toChinese", &to_chinese)
      .function("parseMove", &parse_move);
}
