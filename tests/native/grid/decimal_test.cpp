// core/grid/decimal.h against the C library it stands in for: strtod and
// std::to_string (printf's "%f") must give the same double and the same text,
// bit for bit and character for character, on numbers of every shape,
// halfway cases (which round to even) and the ends of the doubles' range.
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

void expect_reads_as_strtod(const std::string& text) {
  EXPECT_EQ(bits(decimal_to_double(text)), bits(std::strtod(text.c_str(), nullptr))) << text;
}

TEST(Decimal, ReadsTheEdgesAsStrtod) {
  for (const char* text :
       {"0",
        "-0",
        "0.0",
        "0e5",
        "1",
        "-1",
        "0.1",
        "3.14159",
        "1e22",
        "1e23",
        "1e400",
        "-1e400",
        "1e-400",
        "9007199254740993",
        "9007199254740992.5",
        "18446744073709551616",
        "-9223372036854775809",
        "123456789012345678901234567890",
        "2.2250738585072011e-308",  // the largest subnormal, and the smallest normal
        "2.2250738585072014e-308",
        "4.9406564584124654e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",  // just above half the least subnormal: rounds up to it
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "1.7976931348623159e308",
        "0.000000000000000000000000000000000000001",
        "1E+2",
        "1e-2",
        "100e-2"}) {
    expect_reads_as_strtod(text);
  }
  EXPECT_EQ(decimal_to_double("2.5"), 2.5);
  EXPECT_TRUE(std::isinf(decimal_to_double("1e400")));
  EXPECT_TRUE(std::signbit(decimal_to_double("-0.0")));
}

TEST(Decimal, ReadsRandomNumbersAndHalfwayCasesAsStrtod) {
  std::mt19937_64 rng(26);
  auto below = [&rng](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  for (int i = 0; i < 20000; ++i) {
    std::string s = below(2) ? "-" : "";
    const int length = below(8) == 0 ? 1 + below(900) : 1 + below(20);
    s += static_cast<char>('1' + below(9));
    for (int j = 1; j < length; ++j) s += static_cast<char>('0' + below(10));
    if (below(2)) {
      s += '.';
      for (int j = below(20); j >= 0; --j) s += static_cast<char>('0' + below(10));
    }
    if (below(2)) s += "e" + std::to_string(below(700) - 350);
    expect_reads_as_strtod(s);
  }
  // The exact midpoint between two neighbouring doubles, written out in
  // full: a tie, which goes to the even one (and one digit more or less).
  for (int i = 0; i < 2000; ++i) {
    const double d = from_bits(rng() & 0x7fefffffffffffffULL);
    const double next = std::nextafter(d, std::numeric_limits<double>::infinity());
    const long double mid = (static_cast<long double>(d) + static_cast<long double>(next)) / 2;
    if (static_cast<long double>(d) == mid) continue;  // long double no wider than double
    char text[1200];
    std::snprintf(text, sizeof text, "%.780Le", mid);
    expect_reads_as_strtod(text);
    std::snprintf(text, sizeof text, "%.20Le", mid);
    expect_reads_as_strtod(text);
  }
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
