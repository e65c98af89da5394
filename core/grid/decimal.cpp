#include "core/grid/decimal.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

namespace qipan::grid {
namespace {

__extension__ typedef unsigned __int128 Wide;  // GCC's and Clang's 128-bit integer

// A non-negative whole number of any size: 32-bit limbs, least significant
// first, no leading zero limbs (zero is no limb). Only what the two
// conversions need.
class Big {
 public:
  explicit Big(std::uint64_t v = 0) {
    for (; v != 0; v >>= 32) limbs_.push_back(static_cast<std::uint32_t>(v));
  }

  bool zero() const { return limbs_.empty(); }

  std::size_t bit_length() const {
    if (limbs_.empty()) return 0;
    return 32 * (limbs_.size() - 1) + static_cast<std::size_t>(std::bit_width(limbs_.back()));
  }

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

  void shift_right_one() {
    std::uint32_t carry = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      const std::uint32_t next = limbs_[i] << 31;
      limbs_[i] = (limbs_[i] >> 1) | carry;
      carry = next;
    }
    trim();
  }

  friend int compare(const Big& a, const Big& b) {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    for (std::size_t i = a.limbs_.size(); i-- > 0;) {
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
    }
    return 0;
  }

  // this -= b, for b <= this.
  void subtract(const Big& b) {
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
      std::int64_t t = std::int64_t{limbs_[i]} - borrow - (i < b.limbs_.size() ? b.limbs_[i] : 0);
      borrow = t < 0 ? 1 : 0;
      limbs_[i] = static_cast<std::uint32_t>(t + (borrow << 32));
    }
    trim();
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

// The powers of ten a double holds exactly.
constexpr std::array<double, 23> exact_powers = [] {
  std::array<double, 23> p{};
  double v = 1;
  for (double& x : p) {
    x = v;
    v *= 10;
  }
  return p;
}();

// Significant digits kept: the decision between two neighbouring doubles
// never needs more than 768 (a halfway point has at most 767); digits beyond
// are replaced by one non-zero digit, which keeps the number strictly
// between the same two halfway points.
constexpr std::size_t kept_digits = 800;

// D * 10^e10 to the nearest double, D the whole number of `digits`
// (1..kept_digits + 1 of them, the first and last not zero).
double nearest(const std::string& digits, std::int64_t e10) {
  const auto n = static_cast<std::int64_t>(digits.size());
  if (n + e10 > 310) return HUGE_VAL;  // at least 10^310
  if (n + e10 < -324) return 0;        // below 10^-324, under half the least subnormal
  if (n <= 15 && e10 >= -22 && e10 <= 22) {
    // Both exact: one correctly rounded operation.
    double d = 0;
    for (char c : digits) d = d * 10 + (c - '0');
    return e10 >= 0 ? d * exact_powers[static_cast<std::size_t>(e10)]
                    : d / exact_powers[static_cast<std::size_t>(-e10)];
  }
  Big num;
  for (char c : digits) num.multiply_add(10, static_cast<std::uint32_t>(c - '0'));
  Big den(1);
  if (e10 >= 0) {
    num.multiply_by_power_of_ten(static_cast<std::size_t>(e10));
  } else {
    den.multiply_by_power_of_ten(static_cast<std::size_t>(-e10));
  }
  // Scale num / den into [2^63, 2^64) by a power of two 2^s.
  std::int64_t s = 64 - (static_cast<std::int64_t>(num.bit_length()) -
                         static_cast<std::int64_t>(den.bit_length()));
  if (s >= 0) {
    num.shift_left(static_cast<std::size_t>(s));
  } else {
    den.shift_left(static_cast<std::size_t>(-s));
  }
  Big top = den;
  top.shift_left(64);
  if (compare(num, top) >= 0) {
    den.shift_left(1);
    --s;
  }
  // The quotient, bit by bit, and whether anything remains.
  std::uint64_t q = 0;
  Big step = den;
  step.shift_left(63);
  for (int bit = 63; bit >= 0; --bit) {
    if (compare(num, step) >= 0) {
      num.subtract(step);
      q |= std::uint64_t{1} << bit;
    }
    step.shift_right_one();
  }
  const bool sticky = !num.zero();
  // The value is (q + rest) * 2^-s, its top bit worth 2^top_exponent. Keep
  // 53 bits, fewer for a subnormal (its last bit worth 2^-1074).
  const std::int64_t top_exponent = 63 - s;
  const std::int64_t drop = 11 + std::max<std::int64_t>(0, -1022 - top_exponent);
  if (drop > 64) return 0;  // under half the least subnormal
  const Wide wide = q;
  const Wide one = 1;
  std::uint64_t mantissa = static_cast<std::uint64_t>(wide >> drop);
  const Wide low = wide & ((one << drop) - 1);
  const Wide half = one << (drop - 1);
  if (low > half || (low == half && (sticky || (mantissa & 1) != 0))) ++mantissa;
  return std::ldexp(static_cast<double>(mantissa), static_cast<int>(top_exponent - 63 + drop));
}

}  // namespace

double decimal_to_double(std::string_view number) {
  bool negative = false;
  std::size_t i = 0;
  if (i < number.size() && number[i] == '-') {
    negative = true;
    ++i;
  }
  std::string digits;
  std::int64_t e10 = 0;
  bool fraction = false;
  for (; i < number.size(); ++i) {
    const char c = number[i];
    if (c == '.') {
      fraction = true;
    } else if (c >= '0' && c <= '9') {
      if (!(digits.empty() && c == '0')) digits.push_back(c);
      if (fraction) --e10;
    } else {
      break;
    }
  }
  if (i < number.size()) {  // the exponent, held at a bound far beyond any double
    ++i;
    bool minus = false;
    if (i < number.size() && (number[i] == '+' || number[i] == '-')) minus = number[i++] == '-';
    std::int64_t e = 0;
    for (; i < number.size(); ++i) e = std::min<std::int64_t>(e * 10 + (number[i] - '0'), 1 << 30);
    e10 += minus ? -e : e;
  }
  while (!digits.empty() && digits.back() == '0') {
    digits.pop_back();
    ++e10;
  }
  double value = 0;
  if (!digits.empty()) {
    if (digits.size() > kept_digits) {
      e10 += static_cast<std::int64_t>(digits.size() - kept_digits - 1);
      digits.resize(kept_digits);
      digits.push_back('1');
    }
    value = nearest(digits, e10);
  }
  return negative ? -value : value;
}

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
