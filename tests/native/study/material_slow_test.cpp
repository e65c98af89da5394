// The shipped file's "win material" puzzles (public/puzzles.txt), proven
// again with the search at the generator's budgets
// (tests/native/study/material_proof.h): the solution's capture is the
// search's best move and beats every other move by the margin. Slow: tens
// of searches a puzzle (the native-slow preset, an optimised build), the
// puzzles shared among threads (every search starts on a fresh table, so
// the answer does not depend on which thread proves which puzzle).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

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
  std::vector<const Puzzle*> material;
  for (const Puzzle& p : *puzzles) {
    if (p.theme == Theme::material && p.game == "xiangqi") material.push_back(&p);
  }
  ASSERT_FALSE(material.empty());
  // Each thread takes the next puzzle not yet taken; what it finds wrong is
  // kept by puzzle and reported here, on the test's own thread.
  std::vector<std::string> wrong(material.size());
  std::atomic<std::size_t> next{0};
  auto prove = [&] {
    search::XiangqiEngine engine(16);
    for (std::size_t i = next++; i < material.size(); i = next++) {
      const Puzzle& p = *material[i];
      auto start = puzzle_position<xiangqi::Position>(p);
      if (!start.ok()) {
        wrong[i] = p.id + ": " + start.error().message;
        continue;
      }
      const auto m = testing::unique_winning_capture(engine, *start);
      if (!m) {
        wrong[i] = p.id + ": no unique winning capture";
      } else if (to_string(*m) != p.solution[0]) {
        wrong[i] = p.id + ": the capture is " + to_string(*m) + ", the file says " + p.solution[0];
      }
    }
  };
  const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
  std::vector<std::jthread> workers;
  for (unsigned t = 0; t < threads; ++t) workers.emplace_back(prove);
  workers.clear();  // joins them
  for (const std::string& w : wrong) EXPECT_TRUE(w.empty()) << w;
  const auto checked = static_cast<int>(material.size());
  RecordProperty("checked", checked);
}

}  // namespace
}  // namespace qipan::study
