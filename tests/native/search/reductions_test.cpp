// The late-move reductions' table is computed from logarithms written out
// in core/search/search_impl.h (no logarithm in the programs): they must be
// std::log's very doubles, and the table the one std::log gave before.
#include <gtest/gtest.h>

#include <cmath>

#include "core/search/search_impl.h"

namespace qipan::search {
namespace {

TEST(Reductions, TheWrittenLogarithmsAreStdLog) {
  for (int n = 1; n < 64; ++n) {
    EXPECT_EQ(detail::natural_logs[static_cast<std::size_t>(n)], std::log(static_cast<double>(n)))
        << n;
  }
}

TEST(Reductions, TheTableIsTheOneStdLogGave) {
  const auto table = detail::make_reductions();
  for (int d = 1; d < 64; ++d) {
    for (int i = 1; i < 64; ++i) {
      EXPECT_EQ(table[static_cast<std::size_t>(d)][static_cast<std::size_t>(i)],
                static_cast<int>(0.75 + std::log(d) * std::log(i) / 2.25))
          << d << " " << i;
    }
  }
}

}  // namespace
}  // namespace qipan::search
