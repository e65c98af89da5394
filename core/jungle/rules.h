#pragma once

// The rule set as data. Sources disagree on Jungle's finer rules; `Rules`
// holds a switch for each point where popular rule sets differ, defaulted to
// the standard set of the project's specification. `RuleTables` is what a
// rule set implies for move generation, computed once per Position, so the
// generator reads masks and tables and never tests a rule by name.

#include <array>
#include <cstdint>

#include "core/grid/result.h"
#include "core/jungle/geometry.h"
#include "core/jungle/types.h"

namespace qipan::jungle {

struct Rules {
  // The elephant may capture the rat (standard: never, unless the rat is trapped).
  bool elephant_takes_rat = false;
  // A rat may capture from the river onto land and from land into the river
  // (standard: neither; a rat in the river may still take a rat in the river).
  bool rats_capture_across_bank = false;
  // A piece in one of its own side's traps is weakened too (standard: only the
  // opponent's traps weaken).
  bool own_traps_weaken = false;
  // A weakened (trapped) piece also attacks with rank 0: it can then capture
  // only pieces that are themselves weakened (standard: it keeps its rank).
  bool trapped_attack_zero = false;
  // The same position with the same side to move for this many times is a
  // draw; 0 turns the rule off (otherwise 2 or more).
  int repetition_count = 3;
  // This many consecutive plies without a capture is a draw; 0 turns it off.
  int move_limit = 100;

  bool operator==(const Rules&) const = default;
};

// The largest values the numeric settings accept.
inline constexpr int max_repetition_count = 1000;
inline constexpr int max_move_limit = 1000000;

// Success, or an Error naming the setting that is out of range.
Result<void> check_rules(const Rules& rules);

// What never varies between rule sets, by kind: the rat swims, the lion and
// the tiger jump the lakes.
constexpr bool can_swim(PieceType k) { return k == PieceType::rat; }
constexpr bool can_jump(PieceType k) { return k == PieceType::lion || k == PieceType::tiger; }

// A rule set turned into the masks and tables move generation reads.
struct RuleTables {
  // Where a piece of side s defends with rank 0 (any enemy piece may take it).
  std::array<Bitboard, 2> weakened{};
  // Where a piece of side s attacks with rank 0.
  std::array<Bitboard, 2> attack_zero{};
  // Where a piece of side s and kind k may step: not its own den, and the
  // river only for swimmers.
  std::array<std::array<Bitboard, piece_type_count>, 2> enterable{};
  // The squares from which a piece of kind k may try a lake jump.
  std::array<Bitboard, piece_type_count> jump_from{};
  // Indexed by whether the capturing piece stands in the river: the squares
  // it may capture on.
  std::array<Bitboard, 2> capture_reach{};
  // Bit d of takes[k]: kind k captures kind d when neither is in a trap.
  std::array<std::uint8_t, piece_type_count> takes{};
};

// What a rule set implies; only the four switches matter, not the draw counts.
constexpr RuleTables make_tables(const Rules& rules) {
  RuleTables t;
  for (std::size_t side = 0; side < 2; ++side) {
    const std::size_t enemy = 1 - side;
    t.weakened[side] = traps[enemy] | (rules.own_traps_weaken ? traps[side] : Bitboard{0});
    t.attack_zero[side] = rules.trapped_attack_zero ? t.weakened[side] : Bitboard{0};
    for (std::size_t k = 0; k < static_cast<std::size_t>(piece_type_count); ++k) {
      const Bitboard water = can_swim(static_cast<PieceType>(k)) ? river : Bitboard{0};
      t.enterable[side][k] = (land | water) & ~den[side];
    }
  }
  for (std::size_t k = 0; k < static_cast<std::size_t>(piece_type_count); ++k) {
    t.jump_from[k] = can_jump(static_cast<PieceType>(k)) ? jump_starts : 0;
  }
  t.capture_reach[0] = rules.rats_capture_across_bank ? all_squares : land;
  t.capture_reach[1] = rules.rats_capture_across_bank ? all_squares : river;
  for (int a = 0; a < piece_type_count; ++a) {
    std::uint8_t prey = 0;
    for (int d = 0; d < piece_type_count; ++d) {
      const auto attacker = static_cast<PieceType>(a);
      const auto defender = static_cast<PieceType>(d);
      bool takes = rank_of(attacker) >= rank_of(defender);
      if (attacker == PieceType::rat && defender == PieceType::elephant) takes = true;
      if (attacker == PieceType::elephant && defender == PieceType::rat) {
        takes = rules.elephant_takes_rat;
      }
      if (takes) prey = static_cast<std::uint8_t>(prey | (1u << d));
    }
    t.takes[static_cast<std::size_t>(a)] = prey;
  }
  return t;
}

namespace rules_detail {

constexpr std::size_t switches_of(const Rules& r) {
  return (r.elephant_takes_rat ? 1u : 0u) | (r.rats_capture_across_bank ? 2u : 0u) |
         (r.own_traps_weaken ? 4u : 0u) | (r.trapped_attack_zero ? 8u : 0u);
}

// The tables of all sixteen combinations of the four switches, built at
// compile time: a Board points at one of them and never owns any.
inline constexpr std::array<RuleTables, 16> all_tables = [] {
  std::array<RuleTables, 16> out{};
  for (std::size_t i = 0; i < out.size(); ++i) {
    Rules r;
    r.elephant_takes_rat = (i & 1u) != 0;
    r.rats_capture_across_bank = (i & 2u) != 0;
    r.own_traps_weaken = (i & 4u) != 0;
    r.trapped_attack_zero = (i & 8u) != 0;
    out[i] = make_tables(r);
  }
  return out;
}();

}  // namespace rules_detail

// The tables of a rule set: immutable, shared, valid for the whole program.
constexpr const RuleTables& tables_for(const Rules& rules) {
  return rules_detail::all_tables[rules_detail::switches_of(rules)];
}

}  // namespace qipan::jungle
