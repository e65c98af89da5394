#pragma once

// Small helpers shared by the record tests.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace qipan::records::testing {

// A file of tests/data/records as text.
inline std::string data_file(const std::string& name) {
  std::ifstream in(std::string(QIPAN_TEST_DATA) + "/records/" + name, std::ios::binary);
  EXPECT_TRUE(in.good()) << name;
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A text and a piece of the error it must give.
struct ErrorCase {
  const char* text;
  const char* message;
};

// `r` failed with a message containing `message`; `input` names the case.
template <class R>
void expect_error(const R& r, std::string_view message, std::string_view input) {
  ASSERT_FALSE(r.ok()) << input;
  EXPECT_NE(r.error().message.find(message), std::string::npos) << r.error().message;
}

// Moves in coordinates, space-separated.
template <class Moves>
std::string joined(const Moves& moves) {
  std::string out;
  for (const auto& m : moves) out += (out.empty() ? "" : " ") + to_string(m);
  return out;
}

}  // namespace qipan::records::testing
