// The position editor's check of Jungle set-ups.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/games/table_rules.h"
#include "core/jungle/fen.h"
#include "core/jungle/position.h"
#include "core/jungle/setup.h"

namespace qipan::jungle {
namespace {

std::vector<grid::SetupProblem> problems(std::string_view fen) {
  auto r = games::setup_problems_of("jungle", fen);
  EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
  return r.ok() ? *r : std::vector<grid::SetupProblem>{};
}

TEST(JungleSetup, TheStartHasNone) { EXPECT_TRUE(problems(Position().fen()).empty()); }

TEST(JungleSetup, EachFaultIsNamedWithItsSquares) {
  // A Blue lion in the river (b4), a Blue tiger in its own den (d1), two
  // Red rats (a9, g9); the rat in the river (e5) is fine.
  const auto found = problems("r5r/7/7/7/4R2/1L5/7/7/3T3 b");
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found[0].kind, "too_many");
  EXPECT_EQ(found[0].squares, (std::vector<std::string>{"a9", "g9"}));
  EXPECT_NE(found[0].en.find("2 Red rats"), std::string::npos) << found[0].en;
  EXPECT_NE(found[0].zh.find("红方有2个鼠"), std::string::npos) << found[0].zh;
  EXPECT_EQ(found[1].kind, "own_den");
  EXPECT_EQ(found[1].squares, (std::vector<std::string>{"d1"}));
  EXPECT_NE(found[1].zh.find("兽穴"), std::string::npos);
  EXPECT_EQ(found[2].kind, "in_water");
  EXPECT_NE(found[2].en.find("Blue lion on b4 is in the river"), std::string::npos) << found[2].en;
  EXPECT_NE(found[2].zh.find("只有鼠能下河"), std::string::npos);
}

TEST(JungleSetup, AgreesWithTheFenRules) {
  const std::string letters = "rcdwptleRCDWPTLE";
  unsigned seed = 99;
  for (int n = 0; n < 3000; ++n) {
    std::string cells(63, '.');
    for (int i = 0; i < 5; ++i) {
      seed = seed * 1103515245u + 12345u;
      cells[(seed >> 8) % 63] = letters[(seed >> 20) % letters.size()];
    }
    std::string fen;
    for (int rank = 8; rank >= 0; --rank) {
      int empty = 0;
      for (int file = 0; file < 7; ++file) {
        const char c = cells[static_cast<std::size_t>(rank * 7 + file)];
        if (c == '.') {
          ++empty;
          continue;
        }
        if (empty) fen += std::to_string(empty);
        empty = 0;
        fen += c;
      }
      if (empty) fen += std::to_string(empty);
      if (rank) fen += '/';
    }
    fen += " r";
    EXPECT_EQ(problems(fen).empty(), Position::from_fen(fen).ok()) << fen;
  }
  EXPECT_EQ(games::setup_problems_of("jungle", "7/7 b").error().code, ErrorCode::bad_fen);
}

}  // namespace
}  // namespace qipan::jungle
