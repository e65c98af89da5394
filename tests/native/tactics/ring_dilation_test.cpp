#include "core/tactics/ring_dilation.h"

#include <gtest/gtest.h>

#include <random>

namespace qipan::tactics {
namespace {

using Marks = std::vector<std::uint32_t>;

Marks brute_force(const std::vector<Point>& cells, int lo, int hi, int w, int h) {
  Marks out(static_cast<std::size_t>(w * h), 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      for (Point c : cells) {
        const int d = manhattan(c, {x, y});
        if (d >= lo && d <= hi) out[static_cast<std::size_t>(y * w + x)] = 1;
      }
    }
  }
  return out;
}

// Marks left by a method, read as 0/1; stale stamps (not `mark`) must not count.
template <class Method>
Marks run_method(Method method, const std::vector<Point>& cells, int lo, int hi, int w, int h) {
  Marks marks(static_cast<std::size_t>(w * h), 6);  // 6: an older stamp
  method(cells, lo, hi, MarkGrid{w, h, marks, 7});
  for (auto& m : marks) m = m == 7 ? 1 : 0;
  return marks;
}

TEST(RingDilation, RingSizeCountsTheCellsOfTheRing) {
  EXPECT_EQ(ring_size(0, 0), 1);
  EXPECT_EQ(ring_size(1, 1), 4);
  EXPECT_EQ(ring_size(0, 1), 5);
  EXPECT_EQ(ring_size(2, 2), 8);
  EXPECT_EQ(ring_size(2, 3), 20);
  EXPECT_EQ(ring_size(0, 3), 25);
}

TEST(RingDilation, BothMethodsMatchBruteForceOnRandomSets) {
  std::mt19937 rng(42);
  auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<std::int32_t> table;
  for (int round = 0; round < 600; ++round) {
    const int w = roll(1, 24);
    const int h = roll(1, 24);
    // Sparse, dense, scattered and clustered sets, often not connected.
    const int density = roll(0, 4);
    std::vector<Point> cells;
    const Point centre{roll(0, w - 1), roll(0, h - 1)};
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const bool near = manhattan(centre, {x, y}) <= roll(0, 6);
        if ((density == 0 && roll(0, 40) == 0) || (density > 1 && near && roll(0, density) > 0)) {
          cells.push_back({x, y});
        }
      }
    }
    const int lo = roll(0, 5);
    const int hi = lo + roll(0, 6);
    const Marks want = brute_force(cells, lo, hi, w, h);
    auto stamp = [](auto&&... a) { stamp_rings(a...); };
    auto count = [&](auto&&... a) { count_rings(a..., table); };
    auto pick = [&](auto&&... a) { mark_rings(a..., table); };
    ASSERT_EQ(run_method(stamp, cells, lo, hi, w, h), want) << "stamp, round " << round;
    ASSERT_EQ(run_method(count, cells, lo, hi, w, h), want) << "count, round " << round;
    ASSERT_EQ(run_method(pick, cells, lo, hi, w, h), want) << "pick, round " << round;
  }
}

TEST(RingDilation, RangesBeyondTheGridAreCutAtItsEdge) {
  std::vector<std::int32_t> table;
  const std::vector<Point> cells = {{0, 0}};
  auto count = [&](auto&&... a) { count_rings(a..., table); };
  auto stamp = [](auto&&... a) { stamp_rings(a...); };
  const Marks want = brute_force(cells, 3, 8192, 5, 4);
  EXPECT_EQ(run_method(count, cells, 3, 8192, 5, 4), want);
  EXPECT_EQ(run_method(stamp, cells, 3, 8192, 5, 4), want);
}

TEST(RingDilation, AnEmptySetMarksNothing) {
  std::vector<std::int32_t> table;
  auto count = [&](auto&&... a) { count_rings(a..., table); };
  auto stamp = [](auto&&... a) { stamp_rings(a...); };
  EXPECT_EQ(run_method(count, {}, 0, 3, 4, 4), Marks(16, 0));
  EXPECT_EQ(run_method(stamp, {}, 0, 3, 4, 4), Marks(16, 0));
}

}  // namespace
}  // namespace qipan::tactics
