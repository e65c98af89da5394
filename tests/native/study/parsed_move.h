#pragma once

// A move of the study tests written in ICCS ("h2e2"), parsed in `p`; an
// unparsable one fails the test and gives the default move.

#include <gtest/gtest.h>

namespace qipan::study::testing {

template <class Position>
typename Position::Move move(const Position& p, const char* text) {
  auto m = p.parse_move(text);
  EXPECT_TRUE(m.ok()) << text;
  return m.ok() ? *m : typename Position::Move{};
}

}  // namespace qipan::study::testing
