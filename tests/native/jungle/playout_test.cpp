// Seeded random playouts as property tests, under every combination of the
// rule switches: the FEN round-trips, the counters and generators agree, and
// undo restores every earlier position exactly.
#include <gtest/gtest.h>

#include <random>

#include "core/jungle/movegen.h"
#include "tests/native/jungle/helpers.h"

namespace qipan::jungle::test {
namespace {

Rules switches(int bits) {
  Rules r;
  r.elephant_takes_rat = bits & 1;
  r.rats_capture_across_bank = bits & 2;
  r.own_traps_weaken = bits & 4;
  r.trapped_attack_zero = bits & 8;
  return r;
}

void check_invariants(const Position& p) {
  const std::string fen = p.fen();
  auto again = Position::from_fen(fen, p.rules());
  ASSERT_TRUE(again.ok()) << fen << ": " << again.error().message;
  EXPECT_EQ(again->fen(), fen);
  EXPECT_EQ(again->board(), p.board());
  EXPECT_EQ(text_of(again->legal_moves()), text_of(p.legal_moves()));

  // The set-wise counter, the generator and perft agree (draws aside).
  MoveList generated;
  p.board().generate_legal(generated);
  EXPECT_EQ(static_cast<std::size_t>(count_moves(p.board())), generated.size()) << fen;
  EXPECT_EQ(&p.board().tables(), &tables_for(p.rules()));

  // The incremental key matches one computed from scratch, after every
  // make, and unmake restores the board, key included.
  EXPECT_EQ(p.key(), p.board().compute_key()) << fen;
  Board b = p.board();
  for (Move m : generated) {
    const Piece captured = b.make(m);
    EXPECT_EQ(b.key(), b.compute_key()) << fen << " " << to_string(m);
    b.unmake(m, captured);
    EXPECT_EQ(b, p.board()) << fen << " " << to_string(m);
  }
  EXPECT_EQ(p.perft(1), generated.size()) << fen;
  if (!p.status().over) {
    EXPECT_EQ(p.legal_moves().size(), generated.size());
  }

  // The moves from each square make up all the moves.
  std::size_t from_squares = 0;
  for (int s = 0; s < square_count; ++s) {
    const MoveList from = p.legal_moves_from(static_cast<Square>(s));
    for (Move m : from) {
      EXPECT_EQ(m.from(), s);
      EXPECT_TRUE(p.legal_moves().contains(m));
    }
    from_squares += from.size();
    // Piece queries agree with each other.
    const char letter = p.piece_letter(static_cast<Square>(s));
    const auto info = p.piece_info(static_cast<Square>(s));
    EXPECT_EQ(info.has_value(), letter != '\0');
    if (info) {
      EXPECT_EQ(info->letter, letter);
      EXPECT_EQ(p.owner(static_cast<Square>(s)), info->side);
    }
  }
  EXPECT_EQ(from_squares, p.legal_moves().size());
}

class Playout : public testing::TestWithParam<int> {};

TEST_P(Playout, KeepsItsInvariantsAndUndoesToTheStart) {
  const Rules rules = switches(GetParam());
  std::mt19937 random(static_cast<unsigned>(1000 + GetParam()));
  for (int game = 0; game < 4; ++game) {
    Position p = from_fen(start_fen, rules);
    std::vector<std::string> fens{p.fen()};
    std::vector<GameStatus<Side>> statuses{p.status()};
    for (int ply = 0; ply < 300; ++ply) {
      check_invariants(p);
      const MoveList moves = p.legal_moves();
      if (moves.empty()) break;
      const Move m = moves[random() % moves.size()];
      ASSERT_TRUE(p.play(m).ok());
      // Take back and replay now and then, mid-game.
      if (ply % 7 == 3) {
        ASSERT_TRUE(p.undo());
        ASSERT_EQ(p.fen(), fens.back());
        ASSERT_TRUE(p.play(m).ok());
      }
      fens.push_back(p.fen());
      statuses.push_back(p.status());
    }
    ASSERT_EQ(p.history().size() + 1, fens.size());
    // Back to the start, one position at a time.
    for (std::size_t i = fens.size() - 1; i > 0; --i) {
      ASSERT_TRUE(p.undo());
      ASSERT_EQ(p.fen(), fens[i - 1]);
      ASSERT_EQ(p.status(), statuses[i - 1]);
    }
    EXPECT_FALSE(p.undo());
    EXPECT_EQ(p.fen(), from_fen(start_fen).fen());
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleSwitch, Playout, testing::Range(0, 16));

TEST(Playout, PerftAgreesWithPlayingEveryMove) {
  // perft(n) = sum over the legal moves of perft(n - 1) after each, wherever
  // the game is not drawn (draws stop legal_moves but not perft).
  std::mt19937 random(7);
  Position p;
  for (int ply = 0; ply < 60; ++ply) {
    const MoveList moves = p.legal_moves();
    if (moves.empty()) break;
    std::uint64_t sum = 0;
    for (Move m : moves) {
      ASSERT_TRUE(p.play(m).ok());
      sum += p.perft(2);
      ASSERT_TRUE(p.undo());
    }
    EXPECT_EQ(p.perft(3), sum) << p.fen();
    ASSERT_TRUE(p.play(moves[random() % moves.size()]).ok());
  }
}

}  // namespace
}  // namespace qipan::jungle::test
