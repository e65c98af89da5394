#include "core/grid/decimal.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace qipan::grid {
namespace {

__extension__ typedef unsigned __int128 Wide;  // GCC's and Clang's 128-bit integer

// A non-negative whole number of any size: 32-bit limbs, least significant
// first, no leading zero limbs (zero is no limb). Only what fixed_text
// needs.
class Big {
 public:
  explicit Big(std::uint64_t v = 0) {
    for (; v != 0; v >>= 32) limbs_.push_back(static_cast<std::uint32_t>(v));
  }

  bool zero() const { return limbs_.empty(); }

  // this = this * m + a
  void multiply_add(std::uint32_t m, std::uint32_t a) {
    std::uint64_t carry = a;
    for (std::uint32_t& limb : limbs_) {
      const std::uint64_t t = std::uint64_t{limb} * m + carry;
      limb = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
  }

  void multiply_by_power_of_ten(std::size_t n) {
    for (; n >= 9; n -= 9) multiply_add(1000000000u, 0);
    static constexpr std::uint32_t small[] = {1,      10,      100,      1000,     10000,
                                              100000, 1000000, 10000000, 100000000};
    if (n > 0) multiply_add(small[n], 0);
  }

  void shift_left(std::size_t bits) {
    if (limbs_.empty() || bits == 0) return;
    const std::size_t whole = bits / 32;
    const unsigned part = static_cast<unsigned>(bits % 32);
    if (part != 0) {
      std::uint32_t carry = 0;
      for (std::uint32_t& limb : limbs_) {
        const std::uint32_t next = limb >> (32 - part);
        limb = (limb << part) | carry;
        carry = next;
      }
      if (carry != 0) limbs_.push_back(carry);
    }
    limbs_.insert(limbs_.begin(), whole, 0u);
  }

  // this /= d; returns the remainder.
  std::uint32_t divide(std::uint32_t d) {
    std::uint64_t rest = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      const std::uint64_t t = (rest << 32) | limbs_[i];
      limbs_[i] = static_cast<std::uint32_t>(t / d);
      rest = t % d;
    }
    trim();
    return static_cast<std::uint32_t>(rest);
  }

  std::string decimal() const {
    if (limbs_.empty()) return "0";
    Big n = *this;
    std::string out;
    while (!n.zero()) {
      std::uint32_t chunk = n.divide(1000000000u);
      for (int i = 0; i < 9; ++i, chunk /= 10) out.push_back(static_cast<char>('0' + chunk % 10));
    }
    while (out.size() > 1 && out.back() == '0') out.pop_back();
    std::reverse(out.begin(), out.end());
    return out;
  }

 private:
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }

  std::vector<std::uint32_t> limbs_;
};

}  // namespace

std::string fixed_text(double d) {
  const bool negative = std::signbit(d);
  const std::string sign = negative ? "-" : "";
  if (std::isnan(d)) return sign + "nan";
  if (std::isinf(d)) return sign + "inf";
  // |d| = m * 2^e exactly, m whole.
  int e = 0;
  const double fraction = std::frexp(std::fabs(d), &e);
  const auto m = static_cast<std::uint64_t>(std::ldexp(fraction, 53));
  e -= 53;
  // The number of millionths, rounded to nearest, ties to even.
  std::string digits;
  if (e >= 0) {
    Big n(m);
    n.shift_left(static_cast<std::size_t>(e));
    n.multiply_by_power_of_ten(6);
    digits = n.decimal();
  } else if (-e >= 75) {
    digits = "0";  // m * 10^6 < 2^73: under half a millionth
  } else {
    const Wide scaled = static_cast<Wide>(m) * 1000000u;
    const unsigned k = static_cast<unsigned>(-e);
    Wide q = scaled >> k;
    const Wide low = scaled & ((static_cast<Wide>(1) << k) - 1);
    const Wide half = static_cast<Wide>(1) << (k - 1);
    if (low > half || (low == half && (q & 1) != 0)) ++q;
    do {
      digits.push_back(static_cast<char>('0' + static_cast<int>(q % 10)));
      q /= 10;
    } while (q != 0);
    std::reverse(digits.begin(), digits.end());
  }
  if (digits.size() < 7) digits.insert(0, 7 - digits.size(), '0');
  digits.insert(digits.size() - 6, 1, '.');
  return sign + digits;
}

std::string scientific_text(double x) {
  // x = q + f: q whole (exact below 2^64), 0 <= f < 1.
  const auto q = static_cast<std::uint64_t>(x);
  const double f = x - static_cast<double>(q);
  int exponent = 1;
  std::uint64_t unit = 1;  // 10^(exponent - 1): q / unit has two digits
  while (q / unit >= 100) {
    unit *= 10;
    ++exponent;
  }
  std::uint64_t n = q / unit;
  const std::uint64_t r = q % unit;
  // Round at `unit`: the rest is r + f of it. A tie needs 2r == unit (or,
  // when unit is 1, f == 1/2): f decides only then.
  bool up = false;
  if (unit == 1) {
    up = f > 0.5 || (f == 0.5 && (n & 1) != 0);
  } else if (2 * r != unit) {
    up = 2 * r > unit;
  } else {
    up = f > 0 || (n & 1) != 0;
  }
  if (up && ++n == 100) {
    n = 10;
    ++exponent;
  }
  std::string out;
  out += static_cast<char>('0' + n / 10);
  out += '.';
  out += static_cast<char>('0' + n % 10);
  out += exponent < 10 ? "e+0" : "e+";
  out += std::to_string(exponent);
  return out;
}

}  // namespace qipan::grid
