#pragma once

// The rule set as data. Sources disagree on Jungle's finer rules; `Rules`
// holds a switch for each point where popular rule sets differ, defaulted to
// the standard set of the project's specification. `RuleTables` is what a
// rule set implies for move generation, computed once per Position, so the
// generator reads masks and tables and never tests a rule by name.

#include <array>
#include <cstdint>

#include "core/grid/result.h"
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
constexpr bool can_swim(Kind k) { return k == Kind::rat; }
constexpr bool can_jump(Kind k) { return k == Kind::lion || k == Kind::tiger; }

// A rule set turned into the masks and tables move generation reads.
struct RuleTables {
  // Where a piece of side s defends with rank 0 (any enemy piece may take it).
  std::array<Bitboard, 2> weakened{};
  // Where a piece of side s attacks with rank 0.
  std::array<Bitboard, 2> attack_zero{};
  // Where a piece of side s and kind k may step: not its own den, and the
  // river only for swimmers.
  std::array<std::array<Bitboard, kind_count>, 2> enterable{};
  // The squares from which a piece of kind k may try a lake jump.
  std::array<Bitboard, kind_count> jump_from{};
  // Indexed by whether the capturing piece stands in the river: the squares
  // it may capture on.
  std::array<Bitboard, 2> capture_reach{};
  // Bit d of takes[k]: kind k captures kind d when neither is in a trap.
  std::array<std::uint8_t, kind_count> takes{};
};

RuleTables tables_for(const Rules& rules);

}  // namespace qipan::jungle
