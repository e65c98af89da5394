// qipan.Xiangqi: the board-game surface (board_game.h) over
// xiangqi::Position, plus the notations (toWxf, toChinese, parseMove) and
// the repetition rule book (setChaseRules, chaseRules, rulingExplanation).
// Only translation happens here; no rule lives here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <string_view>

#include "bindings/board_game.h"
#include "bindings/js_error.h"
#include "bindings/records.h"
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

// setChaseRules('asian' | 'chinese') / chaseRules().
void set_chase_rules(Position& p, const val& name) {
  checked([&]() -> Result<void> {
    auto text = string_arg(name, "rules");
    if (!text) return text.error();
    auto r = xiangqi::chase_rules_from_name(*text);
    if (!r) return Error{"rules must be 'asian' or 'chinese', got " + quoted(*text)};
    p.set_chase_rules(*r);
    return {};
  });
}

std::string chase_rules(const Position& p) {
  return std::string(xiangqi::chase_rules_name(p.chase_rules()));
}

std::string ruling_explanation(const Position& p) { return p.ruling_explanation(); }

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
      .function("parseMove", &parse_move)
      .function("setChaseRules", &set_chase_rules)
      .function("chaseRules", &chase_rules)
      .function("rulingExplanation", &ruling_explanation)
      // Records (bindings/records.h).
      .function("toRecord", &xiangqi_to_record_plain)
      .function("toRecord", &xiangqi_to_record)
      .class_function("fromRecord", &xiangqi_from_record, emscripten::allow_raw_pointers());
}
