#include "core/jungle/rules.h"

#include <string>

#include "core/jungle/geometry.h"

namespace qipan::jungle {

Result<void> check_rules(const Rules& rules) {
  if (rules.repetition_count != 0 &&
      (rules.repetition_count < 2 || rules.repetition_count > max_repetition_count)) {
    return Error{"repetition count must be 0 (off) or from 2 to " +
                 std::to_string(max_repetition_count) + ", got " +
                 std::to_string(rules.repetition_count)};
  }
  if (rules.move_limit < 0 || rules.move_limit > max_move_limit) {
    return Error{"move limit must be 0 (off) or from 1 to " + std::to_string(max_move_limit) +
                 ", got " + std::to_string(rules.move_limit)};
  }
  return {};
}

RuleTables tables_for(const Rules& rules) {
  RuleTables t;
  for (int s = 0; s < 2; ++s) {
    const auto side = static_cast<std::size_t>(s);
    const std::size_t enemy = 1 - side;
    t.weakened[side] = traps[enemy] | (rules.own_traps_weaken ? traps[side] : Bitboard{0});
    t.attack_zero[side] = rules.trapped_attack_zero ? t.weakened[side] : Bitboard{0};
    for (int k = 0; k < kind_count; ++k) {
      const Bitboard water = can_swim(static_cast<Kind>(k)) ? river : Bitboard{0};
      t.enterable[side][static_cast<std::size_t>(k)] = (land | water) & ~den[side];
    }
  }
  for (int k = 0; k < kind_count; ++k) {
    t.jump_from[static_cast<std::size_t>(k)] = can_jump(static_cast<Kind>(k)) ? jump_starts : 0;
  }
  t.capture_reach[0] = rules.rats_capture_across_bank ? all_squares : land;
  t.capture_reach[1] = rules.rats_capture_across_bank ? all_squares : river;
  for (int a = 0; a < kind_count; ++a) {
    std::uint8_t prey = 0;
    for (int d = 0; d < kind_count; ++d) {
      const auto attacker = static_cast<Kind>(a);
      const auto defender = static_cast<Kind>(d);
      bool takes = rank_of(attacker) >= rank_of(defender);
      if (attacker == Kind::rat && defender == Kind::elephant) takes = true;
      if (attacker == Kind::elephant && defender == Kind::rat) takes = rules.elephant_takes_rat;
      if (takes) prey = static_cast<std::uint8_t>(prey | (1u << d));
    }
    t.takes[static_cast<std::size_t>(a)] = prey;
  }
  return t;
}

}  // namespace qipan::jungle
