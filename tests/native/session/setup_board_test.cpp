// The position editor's board (core/session/setup_board.h): the gestures
// of every game, and what the game's rules say of the set-up made.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/session/setup_board.h"
#include "core/xiangqi/position.h"

namespace qipan::session {
namespace {

template <class Game>
typename Game::Square sq(std::string_view name) {
  auto c = grid::parse_square(Game::shape, name);
  EXPECT_TRUE(c.ok()) << name;
  return static_cast<typename Game::Square>(grid::index_of(Game::shape, *c));
}

template <class Game>
class EveryGame : public ::testing::Test {};
using Games = ::testing::Types<xiangqi::Position, jungle::Position>;
TYPED_TEST_SUITE(EveryGame, Games);

TYPED_TEST(EveryGame, TheStartIsWrittenAsTheGameWritesIt) {
  SetupBoard<TypeParam> board;
  EXPECT_EQ(board.fen(), TypeParam().fen());
  EXPECT_TRUE(board.problems().empty());
  ASSERT_TRUE(board.position().ok());
  EXPECT_EQ(board.position()->fen(), TypeParam().fen());
}

TYPED_TEST(EveryGame, ThePaletteHoldsEachPieceOnceBothSides) {
  const auto p = SetupBoard<TypeParam>::palette();
  EXPECT_EQ(p.size() % 2, 0u);
  EXPECT_GE(p.size(), 14u);
  const TypeParam start;
  const auto first = start.side_to_move();
  // The first mover's pieces come first.
  for (int i = 0; i < grid::square_count(TypeParam::shape); ++i) {
    const auto s = static_cast<typename TypeParam::Square>(i);
    if (start.piece_letter(s) == p.front()) {
      EXPECT_EQ(start.owner(s), first);
    }
  }
}

TYPED_TEST(EveryGame, AnEmptyBoardIsRefusedInWords) {
  SetupBoard<TypeParam> board;
  board.clear();
  const auto faults = board.problems();
  // Xiangqi has no generals; Jungle has no animals, which its rules allow
  // only in a game that is then over: either way, words in both languages.
  for (const auto& f : faults) {
    EXPECT_FALSE(f.en.empty());
    EXPECT_FALSE(f.zh.empty());
  }
  if (!faults.empty()) {
    EXPECT_FALSE(board.position().ok());
  }
}

TYPED_TEST(EveryGame, AWrongLetterIsRefusedAndChangesNothing) {
  SetupBoard<TypeParam> board;
  const std::string before = board.fen();
  const auto r = board.paint(static_cast<typename TypeParam::Square>(0), '?');
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("expected one of"), std::string::npos) << r.error().message;
  EXPECT_FALSE(board.drop_letter('?', std::nullopt).ok());
  EXPECT_EQ(board.fen(), before);
}

TYPED_TEST(EveryGame, DraggingOffTheBoardTakesThePieceAway) {
  SetupBoard<TypeParam> board;
  const TypeParam start;
  std::optional<typename TypeParam::Square> piece;
  for (int i = 0; i < grid::square_count(TypeParam::shape) && !piece; ++i) {
    const auto s = static_cast<typename TypeParam::Square>(i);
    if (start.piece_letter(s) != '\0') piece = s;
  }
  ASSERT_TRUE(piece);
  ASSERT_TRUE(board.drop_square(*piece, std::nullopt).ok());
  EXPECT_EQ(board.at(*piece), '\0');
  // An empty square has nothing to drag.
  EXPECT_FALSE(board.drop_square(*piece, std::nullopt).ok());
}

TYPED_TEST(EveryGame, TheSideToMoveIsWritten) {
  SetupBoard<TypeParam> board;
  const auto other = opposite(TypeParam().side_to_move());
  board.set_side_to_move(other);
  auto p = TypeParam::from_fen(board.fen());
  ASSERT_TRUE(p.ok()) << board.fen();
  EXPECT_EQ(p->side_to_move(), other);
}

using X = xiangqi::Position;

TEST(XiangqiSetupBoard, PaintPlacesAndTheSamePieceTakesAway) {
  SetupBoard<X> board;
  board.clear();
  ASSERT_TRUE(board.paint(sq<X>("e0"), 'K').ok());
  EXPECT_EQ(board.at(sq<X>("e0")), 'K');
  ASSERT_TRUE(board.paint(sq<X>("e0"), 'K').ok());
  EXPECT_EQ(board.at(sq<X>("e0")), '\0');
  ASSERT_TRUE(board.paint(sq<X>("e0"), 'K').ok());
  ASSERT_TRUE(board.paint(sq<X>("e0"), '\0').ok());
  EXPECT_EQ(board.at(sq<X>("e0")), '\0');
}

TEST(XiangqiSetupBoard, FacingGeneralsAreNamedWithTheirSquares) {
  SetupBoard<X> board;
  board.clear();
  ASSERT_TRUE(board.drop_letter('K', sq<X>("e0")).ok());
  ASSERT_TRUE(board.drop_letter('k', sq<X>("e9")).ok());
  const auto faults = board.problems();
  ASSERT_FALSE(faults.empty());
  EXPECT_EQ(faults.front().kind, "generals_facing");
  EXPECT_FALSE(board.position().ok());
  const auto marked = board.marked();
  EXPECT_NE(std::find(marked.begin(), marked.end(), "e0"), marked.end());
  // One step aside and the set-up may be played.
  ASSERT_TRUE(board.drop_square(sq<X>("e9"), sq<X>("d9")).ok());
  EXPECT_TRUE(board.problems().empty()) << board.problems().front().en;
  ASSERT_TRUE(board.position().ok());
  EXPECT_EQ(board.position()->fen(), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
}

TEST(XiangqiSetupBoard, APieceWhereItCanNeverStandIsNamed) {
  SetupBoard<X> board;
  ASSERT_TRUE(board.drop_square(sq<X>("c0"), sq<X>("c5")).ok());  // an elephant across the river
  const auto faults = board.problems();
  ASSERT_EQ(faults.size(), 1u);
  EXPECT_EQ(faults[0].kind, "across_river");
  EXPECT_EQ(faults[0].squares, std::vector<std::string>{"c5"});
}

TEST(XiangqiSetupBoard, TooManyOfAKindIsNamed) {
  SetupBoard<X> board;
  ASSERT_TRUE(board.drop_letter('R', sq<X>("a2")).ok());
  const auto faults = board.problems();
  ASSERT_FALSE(faults.empty());
  EXPECT_EQ(faults[0].kind, "too_many");
  EXPECT_NE(faults[0].zh.find("一副棋只有2个"), std::string::npos) << faults[0].zh;
}

TEST(JungleSetupBoard, AnAnimalInItsOwnDenIsNamed) {
  using J = jungle::Position;
  SetupBoard<J> board;
  const auto den = sq<J>("d1");
  ASSERT_TRUE(board.drop_square(sq<J>("a1"), den).ok());
  const auto faults = board.problems();
  ASSERT_FALSE(faults.empty());
  EXPECT_EQ(faults[0].squares, std::vector<std::string>{"d1"});
  EXPECT_FALSE(board.position().ok());
}

}  // namespace
}  // namespace qipan::session
