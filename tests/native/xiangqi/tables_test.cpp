// The move-generation tables (core/xiangqi/tables.cpp) and the
// evaluation's piece-square table (evaluation.cpp) are made at start-up:
// they must be the very tables the compile-time ones were (checksums taken
// from those at 5bd1718), since move generation and the search read them.
#include "core/xiangqi/tables.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "core/xiangqi/evaluation.h"

namespace qipan::xiangqi {
namespace {

// FNV-1a over the tables' fields, in table order.
struct Checksum {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  void fold(std::uint64_t k) { h = (h ^ k) * 0x100000001b3ULL; }
  void fold(const StepList& list) {
    fold(list.size);
    for (const Step& s : list) {
      fold(s.to);
      fold(s.block);
    }
  }
};

template <int N>
std::uint64_t checksum(const LineSlides<N>& t) {
  Checksum c;
  for (const auto& row : t.at) {
    for (const LineSlide& s : row) {
      c.fold(s.reach);
      c.fold(s.jump);
    }
  }
  return c.h;
}

std::uint64_t checksum(const StepTables& t) {
  Checksum c;
  for (int s = 0; s < square_count; ++s) {
    for (const StepList* list : {&t.general[s], &t.advisor[s], &t.elephant[s], &t.horse[s],
                                 &t.soldier[0][s], &t.soldier[1][s], &t.horse_attackers[s],
                                 &t.soldier_attackers[0][s], &t.soldier_attackers[1][s]}) {
      c.fold(*list);
    }
    const GeneralLegs& g = t.general_legs[s];
    c.fold(g.size);
    for (int i = 0; i < g.size; ++i) {
      c.fold(g.legs[i].leg);
      c.fold(g.legs[i].horse_a);
      c.fold(g.legs[i].horse_b);
    }
  }
  return c.h;
}

std::uint64_t checksum(const PieceSquare& t) {
  Checksum c;
  for (const auto& row : t) {
    for (const Tapered& v : row) {
      c.fold(static_cast<std::uint32_t>(v.middlegame));
      c.fold(static_cast<std::uint32_t>(v.endgame));
    }
  }
  return c.h;
}

TEST(Tables, TheSlidesAreTheOnesTheStoredTablesHeld) {
  EXPECT_EQ(checksum(rank_slides), 0x6361ecc18311725dULL);
  EXPECT_EQ(checksum(file_slides), 0x28626d261305cce5ULL);
  // A chariot on file 0 of an empty rank reaches every other file; with a
  // piece on file 4 it reaches files 1..4 and a cannon jumps to file 6.
  EXPECT_EQ(rank_slides.at[0][0].reach, 0x1feu);
  EXPECT_EQ(rank_slides.at[0][0b1010000].reach, 0b11110u);
  EXPECT_EQ(rank_slides.at[0][0b1010000].jump, 0b1000000u);
}

TEST(Tables, TheStepsAreTheOnesTheStoredTableHeld) {
  EXPECT_EQ(checksum(steps), 0xd21666c303d0c0d9ULL);
  // A horse in the corner has two moves; a general in the palace's middle, four.
  EXPECT_EQ(steps.horse[make_square(0, 0)].size, 2);
  EXPECT_EQ(steps.general[make_square(4, 1)].size, 4);
}

TEST(Tables, ThePieceSquareTableIsTheOneStoredBefore) {
  EXPECT_EQ(checksum(piece_square), 0x6976a8e5c35bd065ULL);
  // Black's entries mirror Red's with the sign turned.
  const auto red = static_cast<std::size_t>(index_of(make_piece(Side::red, PieceType::horse)));
  const auto black = static_cast<std::size_t>(index_of(make_piece(Side::black, PieceType::horse)));
  const Tapered r = piece_square[red][static_cast<std::size_t>(make_square(2, 3))];
  const Tapered b = piece_square[black][static_cast<std::size_t>(make_square(2, 6))];
  EXPECT_EQ(r.middlegame, -b.middlegame);
  EXPECT_EQ(r.endgame, -b.endgame);
  EXPECT_GT(r.middlegame, 0);
}

}  // namespace
}  // namespace qipan::xiangqi
