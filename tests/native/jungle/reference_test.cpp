// An independent, deliberately plain move generator written from the rules
// text (a character grid, no bitboards, no shared tables), compared with the
// engine along seeded random games under every combination of rule switches,
// and by perft on a few positions.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

struct Reference {
  char at[9][7] = {};  // [rank][file], '\0' when empty
  bool blue_to_move = true;
  Rules rules;

  static Reference of(const Position& p) {
    Reference r;
    for (int rank = 0; rank < 9; ++rank) {
      for (int file = 0; file < 7; ++file) {
        r.at[rank][file] = p.piece_letter(static_cast<Square>(rank * 7 + file));
      }
    }
    r.blue_to_move = p.side_to_move() == Side::blue;
    r.rules = p.rules();
    return r;
  }

  static bool water(int f, int r) { return r >= 3 && r <= 5 && f != 0 && f != 3 && f != 6; }
  static bool is_blue(char c) { return c >= 'A' && c <= 'Z'; }
  static char lower(char c) { return is_blue(c) ? static_cast<char>(c - 'A' + 'a') : c; }
  static int strength(char c) {
    return static_cast<int>(std::string("rcdwptle").find(lower(c))) + 1;
  }
  // The traps that belong to Blue (next to d1) or Red (next to d9).
  static bool blue_trap(int f, int r) {
    return (r == 0 && (f == 2 || f == 4)) || (r == 1 && f == 3);
  }
  static bool red_trap(int f, int r) {
    return (r == 8 && (f == 2 || f == 4)) || (r == 7 && f == 3);
  }

  bool weakened(char piece, int f, int r) const {
    const bool enemy_trap = is_blue(piece) ? red_trap(f, r) : blue_trap(f, r);
    const bool own_trap = is_blue(piece) ? blue_trap(f, r) : red_trap(f, r);
    return enemy_trap || (rules.own_traps_weaken && own_trap);
  }

  bool captures(int f, int r, int tf, int tr) const {
    const char a = at[r][f];
    const char d = at[tr][tf];
    if (water(f, r) != water(tf, tr) && !rules.rats_capture_across_bank) return false;
    if (weakened(d, tf, tr)) return true;
    if (rules.trapped_attack_zero && weakened(a, f, r)) return false;
    if (lower(a) == 'r' && lower(d) == 'e') return true;
    if (lower(a) == 'e' && lower(d) == 'r') return rules.elephant_takes_rat;
    return strength(a) >= strength(d);
  }

  std::set<std::string> moves() const {
    std::set<std::string> out;
    bool blue_left = false;
    bool red_left = false;
    for (int r = 0; r < 9; ++r) {
      for (int f = 0; f < 7; ++f) {
        if (at[r][f]) (is_blue(at[r][f]) ? blue_left : red_left) = true;
      }
    }
    if (!blue_left || !red_left || at[0][3] || at[8][3]) return out;
    const int own_den_rank = blue_to_move ? 0 : 8;
    for (int r = 0; r < 9; ++r) {
      for (int f = 0; f < 7; ++f) {
        const char c = at[r][f];
        if (!c || is_blue(c) != blue_to_move) continue;
        const int steps[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (const auto& s : steps) {
          int tf = f + s[0];
          int tr = r + s[1];
          if (tf < 0 || tf > 6 || tr < 0 || tr > 8) continue;
          if (water(tf, tr) && lower(c) != 'r') {
            if (lower(c) != 'l' && lower(c) != 't') continue;
            bool blocked = false;
            while (water(tf, tr)) {
              if (at[tr][tf]) blocked = true;
              tf += s[0];
              tr += s[1];
            }
            if (blocked) continue;
          }
          if (tf == 3 && tr == own_den_rank) continue;
          const char there = at[tr][tf];
          if (there && is_blue(there) == blue_to_move) continue;
          if (there && !captures(f, r, tf, tr)) continue;
          out.insert(std::string{static_cast<char>('a' + f), static_cast<char>('1' + r),
                                 static_cast<char>('a' + tf), static_cast<char>('1' + tr)});
        }
      }
    }
    return out;
  }
};

std::set<std::string> engine_moves(const Position& p) {
  std::set<std::string> out;
  MoveList list = p.legal_moves();
  for (Move m : list) out.insert(to_string(m));
  return out;
}

class AgainstReference : public testing::TestWithParam<int> {};

TEST_P(AgainstReference, GeneratesTheSameMovesAlongRandomGames) {
  Rules rules;
  rules.elephant_takes_rat = GetParam() & 1;
  rules.rats_capture_across_bank = GetParam() & 2;
  rules.own_traps_weaken = GetParam() & 4;
  rules.trapped_attack_zero = GetParam() & 8;
  rules.repetition_count = 0;  // the reference knows no draws
  rules.move_limit = 0;
  std::mt19937 random(static_cast<unsigned>(77 + GetParam()));
  int compared = 0;
  for (int game = 0; game < 12; ++game) {
    Position p = from_fen(start_fen, rules);
    for (int ply = 0; ply < 400; ++ply) {
      const auto expected = Reference::of(p).moves();
      ASSERT_EQ(engine_moves(p), expected) << p.fen();
      ++compared;
      if (expected.empty()) break;
      // Prefer captures now and then, to reach the sparse endgames.
      MoveList list = p.legal_moves();
      Move pick = list[random() % list.size()];
      if (random() % 2) {
        for (Move m : list) {
          if (p.piece_letter(m.to()) != '\0') pick = m;
        }
      }
      ASSERT_TRUE(p.play(pick).ok());
    }
  }
  EXPECT_GT(compared, 1000);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleSwitch, AgainstReference, testing::Range(0, 16));

std::uint64_t reference_perft(const Position& p, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  Position copy = p;
  for (const std::string& m : Reference::of(p).moves()) {
    auto move = copy.parse_move(m);
    EXPECT_TRUE(move.ok()) << m;
    if (!move.ok()) continue;
    EXPECT_TRUE(copy.play(*move).ok());
    n += reference_perft(copy, depth - 1);
    copy.undo();
  }
  return n;
}

TEST(AgainstReference, PerftAgreesOnAMiddleGame) {
  Rules no_draws;
  no_draws.repetition_count = 0;
  no_draws.move_limit = 0;
  for (const char* fen : {"l1E1t2/1w1T1c1/r1p1d1e/3L3/1R5/7/2D1P2/1C3W1/7 r",
                          "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b"}) {
    const Position p = from_fen(fen, no_draws);
    EXPECT_EQ(p.perft(3), reference_perft(p, 3)) << fen;
  }
}

}  // namespace
}  // namespace qipan::jungle::test
