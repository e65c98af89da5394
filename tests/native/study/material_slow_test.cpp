// The shipped file's "win material" puzzles (public/puzzles.txt), proven
// again with the search at the generator's budgets
// (tests/native/study/material_proof.h): the solution's capture is the
// search's best move and beats every other move by the margin. Slow: tens
// of searches a puzzle (the native-slow preset, an optimised build).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/search/xiangqi_engine.h"
#include "core/study/puzzle.h"
#include "tests/native/study/material_proof.h"

namespace qipan::study {
namespace {

TEST(ShippedPuzzlesSlow, EveryMaterialPuzzleIsTheUniqueWinningCapture) {
  std::ifstream in(QIPAN_PUZZLES_FILE, std::ios::binary);
  ASSERT_TRUE(in) << QIPAN_PUZZLES_FILE;
  std::stringstream text;
  text << in.rdbuf();
  auto puzzles = read_puzzles(text.str());
  ASSERT_TRUE(puzzles.ok()) << puzzles.error().message;
  search::XiangqiEngine engine(16);
  int checked = 0;
  for (const Puzzle& p : *puzzles) {
    if (p.theme != Theme::material || p.game != "xiangqi") continue;
    auto start = puzzle_position<xiangqi::Position>(p);
    ASSERT_TRUE(start.ok()) << p.id << ": " << start.error().message;
    const auto m = testing::unique_winning_capture(engine, *start);
    ASSERT_TRUE(m.has_value()) << p.id << ": no unique winning capture";
    EXPECT_EQ(to_string(*m), p.solution[0]) << p.id;
    ++checked;
  }
  RecordProperty("checked", checked);
}

}  // namespace
}  // namespace qipan::study
