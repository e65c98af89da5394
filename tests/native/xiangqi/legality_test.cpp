// Legality cross-checks and seeded random playouts:
// - every from→to pair offered to play(): exactly the generated moves are
//   accepted, and a rejected one leaves the position unchanged;
// - the fast generator (which tests general safety only for moves that can
//   affect it) against a brute-force one that tests every move;
// - random games: FEN round trip, undo restores, status stable.
#include <gtest/gtest.h>

#include <random>

#include "core/xiangqi/fen.h"
#include "tests/native/xiangqi/helpers.h"
#include "tests/native/xiangqi/perft_table.h"

namespace qipan::xiangqi::testing {
namespace {

// Positions from random games from the start and from the spec's table.
std::vector<Position> sample_positions(unsigned seed, int per_game) {
  std::vector<Position> out;
  std::mt19937 rng(seed);
  for (const PerftRow& row : perft_table) {
    Position p = load(row.fen);
    for (int ply = 0; ply < per_game; ++ply) {
      const MoveList moves = p.legal_moves();
      if (moves.empty()) break;
      out.push_back(p);
      if (!p.play(moves[rng() % moves.size()]).ok()) break;
    }
  }
  return out;
}

void cross_check_every_pair(const Position& start) {
  const MoveList legal = start.legal_moves();
  const std::string fen = start.fen();
  int accepted = 0;
  for (int from = 0; from < square_count; ++from) {
    for (int to = 0; to < square_count; ++to) {
      if (from == to) continue;
      const Move m = Move::make(static_cast<Square>(from), static_cast<Square>(to));
      Position p = start;
      const auto result = p.play(m);
      ASSERT_EQ(result.ok(), legal.contains(m)) << fen << " " << to_string(m);
      ASSERT_EQ(p.is_legal(m) || result.ok(), legal.contains(m));
      if (result.ok()) {
        ++accepted;
        EXPECT_EQ(p.history().back(), m);
        ASSERT_TRUE(p.undo());
        EXPECT_EQ(p.fen(), fen);
      } else {
        EXPECT_FALSE(result.error().message.empty());
        EXPECT_EQ(p.fen(), fen) << to_string(m);
        EXPECT_EQ(p.history().size(), start.history().size());
      }
    }
  }
  EXPECT_EQ(accepted, static_cast<int>(legal.size())) << fen;
}

TEST(Legality, EveryFromToPairIsAcceptedExactlyWhenGenerated) {
  for (const PerftRow& row : perft_table) cross_check_every_pair(load(row.fen));
  const auto positions = sample_positions(7, 40);
  for (std::size_t i = 0; i < positions.size(); i += 37) cross_check_every_pair(positions[i]);
}

TEST(Legality, FastGeneratorAgreesWithBruteForce) {
  int checked = 0;
  for (unsigned seed : {1u, 2u, 3u}) {
    for (const Position& p : sample_positions(seed, 120)) {
      ASSERT_EQ(generated_moves(p.board()), brute_force_moves(p.board())) << p.fen();
      ASSERT_EQ(p.board().count_legal(), brute_force_moves(p.board()).size()) << p.fen();
      ++checked;
    }
  }
  EXPECT_GT(checked, 2000);
}

// defended_after (the search's test for a losing capture) against playing the
// move and asking every piece of the other side where its rule lets it go.
TEST(Legality, DefendedAfterAgreesWithEveryPieceOfTheOtherSide) {
  int defended = 0;
  int checked = 0;
  for (unsigned seed : {4u, 5u}) {
    for (const Position& p : sample_positions(seed, 120)) {
      MoveList moves;
      p.board().generate_legal(moves);
      for (Move m : moves) {
        Board after = p.board();
        after.make(m);
        bool expected = false;
        for (int s = 0; s < square_count && !expected; ++s) {
          const Piece piece = after.at(static_cast<Square>(s));
          if (piece != Piece::none && side_of(piece) == after.side_to_move() &&
              after.pseudo_targets(static_cast<Square>(s)).has(m.to())) {
            expected = true;
          }
        }
        ASSERT_EQ(p.board().defended_after(m), expected) << p.fen() << " " << to_string(m);
        defended += expected;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 20000);
  EXPECT_GT(defended, checked / 10);
}

TEST(Legality, MoveOffTheBoardOrFromNowhereIsRefusedWithAReason) {
  Position p;
  const std::string fen = p.fen();
  const struct {
    const char* move;
    const char* reason;
  } rows[] = {
      {"e4e5", "there is no piece on e4"},
      {"a9a8", "the piece on a9 is black chariot, and it is red's turn"},
      {"h2h8", "a cannon on h2 cannot move to h8 here"},
      {"a0b0", "cannot capture its own side's piece on b0"},
      {"e0e2", "a general on e0 cannot move to e2 here"},
  };
  for (const auto& row : rows) {
    const auto r = p.play(mv(row.move));
    ASSERT_FALSE(r.ok()) << row.move;
    EXPECT_NE(r.error().message.find(row.reason), std::string::npos) << r.error().message;
    EXPECT_EQ(p.fen(), fen);
  }
  Position pinned = load("4k4/9/4r4/9/9/9/9/4N4/9/4K4 w");
  const auto r = pinned.play(mv("e2d4"));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("would leave the red general in check"), std::string::npos)
      << r.error().message;
  Position facing = load("4k4/9/9/9/4N4/9/9/9/9/4K4 w");
  const auto f = facing.play(mv("e5d7"));
  ASSERT_FALSE(f.ok());
  EXPECT_NE(f.error().message.find("facing each other"), std::string::npos) << f.error().message;
  EXPECT_FALSE(p.play(Move::none()).ok());
  EXPECT_FALSE(p.play(Move::make(95, 3)).ok());
}

TEST(Playouts, FenRoundTripUndoAndStableStatus) {
  int plies = 0;
  for (unsigned seed = 100; seed < 112; ++seed) {
    std::mt19937 rng(seed);
    Position p = seed % 2 ? Position() : load(perft_table[seed % std::size(perft_table)].fen);
    const std::string start = p.fen();
    std::vector<std::string> fens{start};
    for (int ply = 0; ply < 200; ++ply) {
      const auto status = p.status();
      ASSERT_EQ(status, p.status());
      auto again = Position::from_fen(p.fen());
      ASSERT_TRUE(again.ok()) << p.fen() << ": " << again.error().message;
      ASSERT_EQ(again->fen(), p.fen());
      ASSERT_TRUE(again->board() == p.board());
      ASSERT_EQ(generated_moves(again->board()), generated_moves(p.board()));
      const MoveList moves = p.legal_moves();
      if (status.over) {
        EXPECT_TRUE(moves.empty());
        MoveList any;
        p.board().generate_legal(any);
        if (!any.empty()) {
          EXPECT_FALSE(p.play(any[0]).ok());
        }
        EXPECT_EQ(p.fen(), fens.back());
        break;
      }
      ASSERT_FALSE(moves.empty());
      const Move m = moves[rng() % moves.size()];
      ASSERT_TRUE(p.play(m).ok()) << p.fen() << " " << to_string(m);
      ++plies;
      // Undo and replay: the same position, history and status.
      if (ply % 7 == 0) {
        const auto after = p.status();
        const std::string fen = p.fen();
        ASSERT_TRUE(p.undo());
        ASSERT_EQ(p.fen(), fens.back());
        ASSERT_EQ(p.status(), status);
        ASSERT_TRUE(p.play(m).ok());
        ASSERT_EQ(p.fen(), fen);
        ASSERT_EQ(p.status(), after);
      }
      fens.push_back(p.fen());
      ASSERT_EQ(p.history().size() + 1, fens.size());
    }
    // Undo everything: back through every FEN to the start.
    while (!p.history().empty()) {
      fens.pop_back();
      ASSERT_TRUE(p.undo());
      ASSERT_EQ(p.fen(), fens.back());
    }
    EXPECT_EQ(p.fen(), start);
    EXPECT_FALSE(p.undo());
  }
  EXPECT_GT(plies, 1000);
}

}  // namespace
}  // namespace qipan::xiangqi::testing
