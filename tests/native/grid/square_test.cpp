#include "core/grid/square.h"

#include <gtest/gtest.h>

namespace qipan::grid {
namespace {

// Two shapes to test on: the xiangqi and the Jungle boards.
constexpr BoardShape xiangqi_board{9, 10, 0};
constexpr BoardShape jungle_board{7, 9, 1};

TEST(Square, ParsesEveryXiangqiSquareAndPrintsItBack) {
  for (int rank = 0; rank < 10; ++rank) {
    for (int file = 0; file < 9; ++file) {
      const Coord c{file, rank};
      const std::string name = square_name(xiangqi_board, c);
      auto parsed = parse_square(xiangqi_board, name);
      ASSERT_TRUE(parsed.ok()) << name << ": " << parsed.error().message;
      EXPECT_EQ(*parsed, c) << name;
    }
  }
  EXPECT_EQ(square_name(xiangqi_board, {7, 2}), "h2");
  EXPECT_EQ(square_name(xiangqi_board, {0, 9}), "a9");
}

TEST(Square, JungleRanksStartAtOne) {
  auto d1 = parse_square(jungle_board, "d1");
  ASSERT_TRUE(d1.ok());
  EXPECT_EQ(*d1, (Coord{3, 0}));
  EXPECT_EQ(square_name(jungle_board, {6, 8}), "g9");
  EXPECT_FALSE(parse_square(jungle_board, "a0").ok());
  EXPECT_FALSE(parse_square(jungle_board, "h1").ok());
}

TEST(Square, IndexAndCoordAreInverse) {
  for (BoardShape shape : {xiangqi_board, jungle_board}) {
    for (int i = 0; i < square_count(shape); ++i) {
      EXPECT_EQ(index_of(shape, coord_of(shape, i)), i);
      EXPECT_TRUE(contains(shape, coord_of(shape, i)));
    }
  }
  EXPECT_EQ(index_of(xiangqi_board, {4, 0}), 4);
  EXPECT_EQ(index_of(xiangqi_board, {0, 1}), 9);
}

TEST(Square, ContainsRejectsEveryEdge) {
  EXPECT_FALSE(contains(xiangqi_board, {-1, 0}));
  EXPECT_FALSE(contains(xiangqi_board, {9, 0}));
  EXPECT_FALSE(contains(xiangqi_board, {0, -1}));
  EXPECT_FALSE(contains(xiangqi_board, {0, 10}));
  EXPECT_TRUE(contains(xiangqi_board, {8, 9}));
}

struct BadSquare {
  const char* text;
  const char* message_part;
};

class BadXiangqiSquare : public testing::TestWithParam<BadSquare> {};

TEST_P(BadXiangqiSquare, IsRejectedWithAReason) {
  auto parsed = parse_square(xiangqi_board, GetParam().text);
  ASSERT_FALSE(parsed.ok()) << GetParam().text;
  EXPECT_NE(parsed.error().message.find(GetParam().message_part), std::string::npos)
      << parsed.error().message;
}

INSTANTIATE_TEST_SUITE_P(Square, BadXiangqiSquare,
                         testing::Values(BadSquare{"", "empty square name"},
                                         BadSquare{"j0", "file 'j' is off the board"},
                                         BadSquare{"A0", "file 'A' is off the board"},
                                         BadSquare{"a", "expected a file letter and a rank"},
                                         BadSquare{"a10", "expected a file letter and a rank"},
                                         BadSquare{"ax", "rank 'x' is off the board"},
                                         BadSquare{"e-", "rank '-' is off the board"},
                                         BadSquare{"h2 ", "expected a file letter"}));

}  // namespace
}  // namespace qipan::grid
