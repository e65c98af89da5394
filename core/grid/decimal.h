#pragma once

// Doubles written as decimals exactly as printf's "%f" (std::to_string) and
// "%.1e" write them, without printf: in a WebAssembly module printf brings
// 128-bit floating point emulated in software (about 8 KB of download) for
// the few messages that print a number (the importers' "expected a whole
// number, got 2.500000", perft's and the clock's figures). Both round to
// nearest, ties to even, on the exact values.

#include <string>

namespace qipan::grid {

// std::to_string(d): printf's "%f", six decimals ("2.500000",
// "-0.000000", "100000000000000000000.000000"), "inf", "-inf", "nan".
std::string fixed_text(double d);

// printf's "%.1e" of a number from 10 up to 2^64: two significant digits
// and the exponent ("3.4e+10", "1.0e+09").
std::string scientific_text(double x);

}  // namespace qipan::grid
