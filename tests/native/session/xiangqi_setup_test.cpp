// The position editor's check of Xiangqi set-ups: every fault named, in
// English and Chinese, with its squares.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/games/table_rules.h"
#include "core/xiangqi/fen.h"
#include "core/xiangqi/setup.h"

namespace qipan::xiangqi {
namespace {

std::vector<grid::SetupProblem> problems(std::string_view fen) {
  auto r = setup_problems(fen);
  EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
  return r.ok() ? *r : std::vector<grid::SetupProblem>{};
}

std::vector<std::string> kinds(std::string_view fen) {
  std::vector<std::string> out;
  for (const auto& p : problems(fen)) out.push_back(p.kind);
  return out;
}

TEST(XiangqiSetup, TheStartAndPlayablePositionsHaveNone) {
  EXPECT_TRUE(problems("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").empty());
  EXPECT_TRUE(problems("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 7").empty());
}

TEST(XiangqiSetup, EachFaultIsNamed) {
  struct Case {
    const char* fen;
    const char* kind;
    const char* en;
    const char* zh;
  };
  for (const Case& c : {
           Case{"4k4/9/9/9/9/9/9/9/9/9 w", "no_general", "Red has no general", "红方没有帅"},
           Case{"4k4/9/9/9/9/9/9/9/9/3KK4 w", "too_many", "Red has 2 generals", "红方有2个帅"},
           Case{"4k4/9/9/9/9/9/9/4A4/9/4K4 w", "outside_palace",
                "The red advisor on e2 stands outside its palace", "e2的红仕出了九宫"},
           Case{"4k4/9/9/9/2B6/9/9/9/9/4K4 w", "across_river",
                "The red elephant on c5 has crossed the river", "c5的红相过了河"},
           Case{"4k4/9/9/9/9/9/9/9/3B5/4K4 w", "wrong_point",
                "The red elephant on d1 stands off its points", "d1的红相不在"},
           Case{"4k4/9/9/9/9/9/9/9/P8/4K4 w", "soldier_behind",
                "The red soldier on a1 stands behind its starting rank", "a1的红兵在起始线之后"},
           Case{"4k4/9/9/9/9/1P7/9/9/9/4K4 w", "soldier_off_file",
                "The red soldier on b4 stands on its own half off the files", "b4的红兵"},
           Case{"4k4/9/9/9/9/9/9/9/9/4K4 w", "generals_facing",
                "The generals face each other on the e file", "帅将在同一路（红方五路）照面"},
           Case{"3k5/3R5/9/9/9/9/9/9/9/4K4 w", "not_to_move_in_check",
                "Black is in check but it is red's turn", "黑方被将军，却轮到红方走棋"},
           Case{"3k5/9/9/9/9/9/9/9/9/pppppp3 w", "too_many", "Black has 6 soldiers", "黑方有6个卒"},
       }) {
    const auto found = problems(c.fen);
    bool seen = false;
    for (const auto& p : found) {
      if (p.kind != c.kind) continue;
      seen = true;
      EXPECT_NE(p.en.find(c.en), std::string::npos) << c.fen << ": " << p.en;
      EXPECT_NE(p.zh.find(c.zh), std::string::npos) << c.fen << ": " << p.zh;
    }
    EXPECT_TRUE(seen) << c.fen << " has no " << c.kind;
  }
}

TEST(XiangqiSetup, AllFaultsAtOnceWithTheirSquares) {
  // Two red generals, an advisor out of its palace, black to move while
  // nothing is wrong with black.
  const auto found = problems("4k4/9/9/9/9/9/9/A8/9/3KK4 b");
  std::vector<std::string> k;
  for (const auto& p : found) k.push_back(p.kind);
  EXPECT_EQ(k, (std::vector<std::string>{"too_many", "outside_palace"}));
  EXPECT_EQ(found[0].squares, (std::vector<std::string>{"d0", "e0"}));
  EXPECT_EQ(found[1].squares, (std::vector<std::string>{"a2"}));
  EXPECT_EQ(kinds("4k4/9/9/9/9/9/9/9/9/9 b"), (std::vector<std::string>{"no_general"}));
}

TEST(XiangqiSetup, AgreesWithTheFenRules) {
  // Whatever setup_problems finds nothing in, the FEN rules accept, and the
  // other way round: the same rules, applied to many random boards.
  const std::string letters = "KAABBNNRRCCPPPPPkaabbnnrrccppppp";
  unsigned seed = 12345;
  for (int n = 0; n < 3000; ++n) {
    std::string cells(90, '.');
    for (int i = 0; i < 6; ++i) {
      seed = seed * 1103515245u + 12345u;
      cells[(seed >> 8) % 90] = letters[(seed >> 20) % letters.size()];
    }
    cells[4 + 9 * ((seed >> 3) % 3)] = 'K';
    cells[85 - 9 * ((seed >> 5) % 3) + ((seed >> 7) % 3) - 1] = 'k';
    std::string fen;
    for (int rank = 9; rank >= 0; --rank) {
      int empty = 0;
      for (int file = 0; file < 9; ++file) {
        const char c = cells[static_cast<std::size_t>(rank * 9 + file)];
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
    fen += (seed >> 9) % 2 ? " w" : " b";
    const bool accepted = parse_fen(fen).ok();
    EXPECT_EQ(problems(fen).empty(), accepted) << fen;
  }
}

TEST(XiangqiSetup, UnreadableTextIsAnErrorAndTheRegistryFindsTheGame) {
  auto bad = setup_problems("not a fen");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, ErrorCode::bad_fen);
  EXPECT_FALSE(setup_problems("4k4/9/9/9/9/9/9/9/9/4K4 x").ok());
  auto via = games::setup_problems_of("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w");
  ASSERT_TRUE(via.ok());
  EXPECT_EQ(via->size(), 1u);
  auto unknown = games::setup_problems_of("chess", "8/8 w");
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().code, ErrorCode::unknown_name);
}

}  // namespace
}  // namespace qipan::xiangqi
