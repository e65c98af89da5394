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
#include "core/xiangqi/inspect.h"
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

}  // namespace

// moveInfo's facts of Xiangqi's own (bindings/inspect.h).
template <>
void inspect::set_own_facts(val& out, const xiangqi::MoveFacts& f) {
  out.set("givesCheck", f.gives_check);
  out.set("wxf", f.wxf);
  out.set("chinese", f.chinese);
}

}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_xiangqi) {
  using namespace qipan::js;
  bind_board_game<qipan::games::Xiangqi>()
      .constructor(&board::from_fen_options<Position>, emscripten::allow_raw_pointers())
      .function("toWxf", &to_wxf)
      .function("toChinese", &to_chinese)
      .function("parseMove", &parse_move)
      .function("setChaseRules", &set_chase_rules)
      .function("chaseRules", &chase_rules)
      .function("rulingExplanation", &ruling_explanation);
}
