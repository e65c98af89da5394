// core/grid/decimal.h against the C library it stands in for:
// std::to_string (printf's "%f") must give the same text, character for
// character, on numbers of every shape, halfway cases (which round to even)
// and the ends of the doubles' range.
#include "core/grid/decimal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>

namespace qipan::grid {
namespace {

std::uint64_t bits(double d) {
  std::uint64_t b = 0;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

double from_bits(std::uint64_t b) {
  double d = 0;
  std::memcpy(&d, &b, sizeof d);
  return d;
}

void expect_writes_as_to_string(double d) {
  EXPECT_EQ(fixed_text(d), std::to_string(d)) << bits(d);
}

TEST(Decimal, WritesAsToString) {
  for (double d :
       {0.0, -0.0, 1.0, -1.0, 2.5, 0.0078125 /* a tie: 0.007812 */, 0.0000005, 2.5e-7, 1e300,
        -1e300, 9e15, 1.5, 1e-320, std::numeric_limits<double>::max(),
        std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::infinity(),
        -std::numeric_limits<double>::infinity()}) {
    expect_writes_as_to_string(d);
  }
  EXPECT_EQ(fixed_text(2.5), "2.500000");
  EXPECT_EQ(fixed_text(-0.0), "-0.000000");
  EXPECT_EQ(fixed_text(1e20), "100000000000000000000.000000");
  EXPECT_EQ(fixed_text(std::numeric_limits<double>::quiet_NaN()), "nan");
  std::mt19937_64 rng(27);
  for (int i = 0; i < 20000; ++i) {
    const double d = from_bits(rng() & 0x7fefffffffffffffULL);
    expect_writes_as_to_string(d);
    expect_writes_as_to_string(-d);
    expect_writes_as_to_string(from_bits(rng() % 0x4100000000000000ULL));  // 0 .. about 2^17
    expect_writes_as_to_string(
        std::ldexp(static_cast<double>(rng() % 100000000), -static_cast<int>(rng() % 30)));
  }
}

}  // namespace
}  // namespace qipan::grid
