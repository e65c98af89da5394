#include "core/grid/result.h"

#include <gtest/gtest.h>

#include <memory>

namespace qipan {
namespace {

Result<int> half(int n) {
  if (n % 2 != 0) return Error{std::to_string(n) + " is odd"};
  return n / 2;
}

TEST(Result, CarriesAValueOrAnError) {
  auto good = half(8);
  ASSERT_TRUE(good.ok());
  EXPECT_EQ(*good, 4);
  auto bad = half(7);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "7 is odd");
}

TEST(Result, MovesOutMoveOnlyValues) {
  Result<std::unique_ptr<int>> r = std::make_unique<int>(3);
  std::unique_ptr<int> p = std::move(r).value();
  ASSERT_TRUE(p);
  EXPECT_EQ(*p, 3);
}

TEST(Result, VoidResultIsOkUnlessGivenAnError) {
  Result<void> ok;
  EXPECT_TRUE(ok.ok());
  Result<void> bad = Error{"no"};
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().message, "no");
}

}  // namespace
}  // namespace qipan
