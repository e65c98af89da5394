// qipan.Jungle: the board-game surface (board_game.h) over jungle::Position,
// plus its own: the rule set (a third constructor argument and rules()) and
// pieceInfo. Only translates: JS values in and checked, core/jungle called,
// JS values out.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <string>

#include "bindings/board_game.h"
#include "bindings/js_error.h"
#include "core/jungle/inspect.h"
#include "core/jungle/position.h"

namespace qipan::js {
namespace {

using emscripten::val;
using jungle::Position;
using jungle::Rules;

// The rule-set object's keys and the fields they set.
struct BoolRule {
  const char* key;
  bool Rules::*field;
};
struct IntRule {
  const char* key;
  int Rules::*field;
  int most;
};
constexpr std::array<BoolRule, 4> bool_rules = {{
    {"elephantTakesRat", &Rules::elephant_takes_rat},
    {"ratsCaptureAcrossBank", &Rules::rats_capture_across_bank},
    {"ownTrapsWeaken", &Rules::own_traps_weaken},
    {"trappedAttackZero", &Rules::trapped_attack_zero},
}};
constexpr std::array<IntRule, 2> int_rules = {{
    {"repetitionCount", &Rules::repetition_count, jungle::max_repetition_count},
    {"moveLimit", &Rules::move_limit, jungle::max_move_limit},
}};

const ObjectShape rules_shape{"rules",
                              "",
                              "unknown rule {key}: expected one of {keys}",
                              {"elephantTakesRat", "ratsCaptureAcrossBank", "ownTrapsWeaken",
                               "trappedAttackZero", "repetitionCount", "moveLimit"}};

// A rule set from a JS object of camelCase keys; undefined (or a key set to
// undefined) keeps the standard setting. Unknown keys and wrong types fail.
Result<Rules> rules_arg(const val& v) {
  Rules rules;
  if (v.isUndefined()) return rules;
  auto fields = object_arg(v, rules_shape);
  if (!fields) return fields.error();
  for (const auto& r : bool_rules) {
    const val value = fields->get(r.key);
    if (value.isUndefined()) continue;
    auto b = bool_arg(value, std::string("rules.") + r.key);
    if (!b) return b.error();
    rules.*r.field = *b;
  }
  for (const auto& r : int_rules) {
    const val value = fields->get(r.key);
    if (value.isUndefined()) continue;
    auto n = int_arg(value, std::string("rules.") + r.key, 0, r.most);
    if (!n) return n.error();
    rules.*r.field = *n;
    auto in_range = jungle::check_rules(rules);
    if (!in_range) return Error{std::string("rules.") + r.key + ": " + in_range.error().message};
  }
  return rules;
}

val rules_object(const Rules& rules) {
  val out = val::object();
  for (const auto& r : bool_rules) out.set(r.key, rules.*r.field);
  for (const auto& r : int_rules) out.set(r.key, rules.*r.field);
  return out;
}

// The position of new Jungle(fen, rules): fen undefined means the start position.
Result<Position> position_arg(const val& fen, const val& rules_value) {
  auto rules = rules_arg(rules_value);
  if (!rules) return rules.error();
  return board::position_arg<Position>(fen, *rules);
}

// new Jungle(fen, rules, {rulings}): nothing is allocated unless all are good.
Position* from_fen_rules_options(const val& fen, const val& rules_value, const val& options) {
  return checked([&]() -> Result<Position*> {
    auto p = position_arg(fen, rules_value);
    if (!p) return p.error();
    auto rulings = options_rulings_arg(options);
    if (!rulings) return rulings.error();
    p->set_rulings(*rulings);
    return new Position(std::move(*p));
  });
}

Position* from_fen_rules(const val& fen, const val& rules_value) {
  return from_fen_rules_options(fen, rules_value, val::undefined());
}

// pieceInfo(square) -> {piece, side, rank, defence, canSwim, canJump} or null.
val piece_info(const Position& p, const val& square) {
  return checked([&]() -> Result<val> {
    auto s = square_arg<Position>(square);
    if (!s) return s.error();
    const auto info = p.piece_info(*s);
    if (!info) return val::null();
    val out = val::object();
    out.set("piece", std::string(1, info->letter));
    out.set("side", std::string(Position::side_name(info->side)));
    out.set("rank", info->rank);
    out.set("defence", info->defence);
    out.set("canSwim", info->can_swim);
    out.set("canJump", info->can_jump);
    return out;
  });
}

val rules(const Position& p) { return rules_object(p.rules()); }

}  // namespace

// moveInfo's facts of Jungle's own (bindings/inspect.h).
template <>
void inspect::set_own_facts(val& out, const jungle::MoveFacts& f) {
  out.set("entersDen", f.enters_den);
  out.set("entersTrap", f.enters_trap);
  out.set("swims", f.swims);
  out.set("jumps", f.jumps);
}

}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_jungle) {
  using namespace qipan::js;
  bind_board_game<qipan::games::Jungle>()
      .constructor(&from_fen_rules, emscripten::allow_raw_pointers())
      .constructor(&from_fen_rules_options, emscripten::allow_raw_pointers())
      .function("pieceInfo", &piece_info)
      .function("rules", &rules);
}
