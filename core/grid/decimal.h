#pragma once

// Decimal numbers to and from double, exactly as the C library's strtod and
// printf's "%f" (std::to_string) do it, without them: in a WebAssembly
// module those bring 128-bit floating point emulated in software (about 8
// KB of download). Both round to nearest, ties to even, on the exact values.

#include <string>
#include <string_view>

namespace qipan::grid {

// The double nearest to a JSON number's text ('-'? digits ('.' digits)?
// ([eE] [+-]? digits)?, checked by the caller), as strtod reads it: ±inf
// beyond the largest double, ±0 or a subnormal below the smallest.
double decimal_to_double(std::string_view number);

// std::to_string(d): printf's "%f", six decimals ("2.500000",
// "-0.000000", "100000000000000000000.000000"), "inf", "-inf", "nan".
std::string fixed_text(double d);

// printf's "%.1e" of a number from 10 up to 2^64: two significant digits
// and the exponent ("3.4e+10", "1.0e+09").
std::string scientific_text(double x);

}  // namespace qipan::grid
