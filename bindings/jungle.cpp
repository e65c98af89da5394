// qipan.Jungle: a Jungle board for JavaScript, the same methods as
// qipan.Xiangqi (docs/api.md) plus the rule set and piece facts. Only
// translates: JS values in and checked, core/jungle called, JS values out.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <string>

#include "bindings/js_error.h"
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

std::string rule_keys() {
  std::string keys;
  for (const auto& r : bool_rules) keys += std::string(keys.empty() ? "" : ", ") + r.key;
  for (const auto& r : int_rules) keys += std::string(", ") + r.key;
  return keys;
}

// A rule set from a JS object of camelCase keys; undefined (or a key set to
// undefined) keeps the standard setting. Unknown keys and wrong types fail.
Result<Rules> rules_arg(const val& v) {
  Rules rules;
  if (v.isUndefined()) return rules;
  if (v.isNull() || v.isArray() || v.typeOf().as<std::string>() != "object") {
    return Error{"rules must be an object, got " + type_name(v)};
  }
  const val keys = val::global("Object").call<val>("keys", v);
  const int count = keys["length"].as<int>();
  for (int i = 0; i < count; ++i) {
    const std::string key = keys[i].as<std::string>();
    const val value = v[key];
    bool known = false;
    for (const auto& r : bool_rules) {
      if (key != r.key) continue;
      known = true;
      if (value.isUndefined()) break;
      auto b = bool_arg(value, "rules." + key);
      if (!b) return b.error();
      rules.*r.field = *b;
    }
    for (const auto& r : int_rules) {
      if (key != r.key) continue;
      known = true;
      if (value.isUndefined()) break;
      auto n = int_arg(value, "rules." + key, 0, r.most);
      if (!n) return n.error();
      rules.*r.field = *n;
      auto in_range = jungle::check_rules(rules);
      if (!in_range) return Error{"rules." + key + ": " + in_range.error().message};
    }
    if (!known) return Error{"unknown rule '" + key + "': expected one of " + rule_keys()};
  }
  return rules;
}

val rules_object(const Rules& rules) {
  val out = val::object();
  for (const auto& r : bool_rules) out.set(r.key, rules.*r.field);
  for (const auto& r : int_rules) out.set(r.key, rules.*r.field);
  return out;
}

Result<Position> make_position(const val& fen, const val& rules_value) {
  auto rules = rules_arg(rules_value);
  if (!rules) return rules.error();
  if (fen.isUndefined()) return Position::from_fen(jungle::start_fen, *rules);
  auto text = string_arg(fen, "fen");
  if (!text) return text.error();
  return Position::from_fen(*text, *rules);
}

Position* construct() { return new Position(); }
Position* construct_fen(const val& fen) {
  return new Position(checked([&] { return make_position(fen, val::undefined()); }));
}
Position* construct_fen_rules(const val& fen, const val& rules) {
  return new Position(checked([&] { return make_position(fen, rules); }));
}

Result<jungle::Square> square_arg(const val& v) {
  auto text = string_arg(v, "square");
  if (!text) return text.error();
  auto c = grid::parse_square(Position::shape, *text);
  if (!c) return c.error();
  return static_cast<jungle::Square>(grid::index_of(Position::shape, *c));
}

val move_array(const jungle::MoveList& moves) {
  val out = val::array();
  for (auto m : moves) out.call<void>("push", jungle::to_string(m));
  return out;
}

std::string fen(const Position& p) { return p.fen(); }
std::string turn(const Position& p) { return std::string(Position::side_name(p.side_to_move())); }
val legal_moves(const Position& p) { return move_array(p.legal_moves()); }

val legal_moves_from(const Position& p, const val& square) {
  return checked([&]() -> Result<val> {
    auto s = square_arg(square);
    if (!s) return s.error();
    return move_array(p.legal_moves_from(*s));
  });
}

std::string piece_at(const Position& p, const val& square) {
  return checked([&]() -> Result<std::string> {
    auto s = square_arg(square);
    if (!s) return s.error();
    const char letter = p.piece_letter(*s);
    return letter ? std::string(1, letter) : std::string();
  });
}

// pieceInfo(square) -> {piece, side, rank, defence, canSwim, canJump} or null.
val piece_info(const Position& p, const val& square) {
  return checked([&]() -> Result<val> {
    auto s = square_arg(square);
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

void play(Position& p, const val& move) {
  checked([&]() -> Result<void> {
    auto text = string_arg(move, "move");
    if (!text) return text.error();
    auto m = p.parse_move(*text);
    if (!m) return m.error();
    return p.play(*m);
  });
}

bool undo(Position& p) { return p.undo(); }

val history(const Position& p) {
  val out = val::array();
  for (auto m : p.history()) out.call<void>("push", jungle::to_string(m));
  return out;
}

bool in_check(const Position& p) { return p.in_check(); }

val status(const Position& p) {
  const auto s = p.status();
  val out = val::object();
  out.set("over", s.over);
  out.set("winner", s.winner ? val(std::string(Position::side_name(*s.winner))) : val::null());
  out.set("reason", std::string(reason_name(s.reason)));
  return out;
}

double perft(const Position& p, const val& depth) {
  return checked([&]() -> Result<double> {
    auto d = int_arg(depth, "depth", 0, 8);
    if (!d) return d.error();
    return static_cast<double>(p.perft(*d));
  });
}

val rules(const Position& p) { return rules_object(p.rules()); }

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_jungle) {
  using namespace qipan::js;
  emscripten::class_<qipan::jungle::Position>("Jungle")
      .constructor(&construct)
      .constructor(&construct_fen)
      .constructor(&construct_fen_rules)
      .function("fen", &fen)
      .function("turn", &turn)
      .function("legalMoves", &legal_moves)
      .function("legalMovesFrom", &legal_moves_from)
      .function("pieceAt", &piece_at)
      .function("pieceInfo", &piece_info)
      .function("play", &play)
      .function("undo", &undo)
      .function("history", &history)
      .function("inCheck", &in_check)
      .function("status", &status)
      .function("perft", &perft)
      .function("rules", &rules);
}
