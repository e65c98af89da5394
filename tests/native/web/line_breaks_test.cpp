// Lines broken as each language breaks them (web/line_breaks.h): Chinese
// between any two characters but never with a closing "。" or "，" at the
// start of a line, nor an opening "（" at the end of one; English at spaces.
#include "web/line_breaks.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace qipan::web {
namespace {

// Every character one unit wide, a Chinese one two (as on the page, roughly).
float units(char32_t c) { return c >= 0x2e80 ? 2.0f : 1.0f; }

std::vector<std::string> lines(const std::string& text, float width) {
  std::vector<std::string> out;
  std::string broken = break_lines(text, width, units);
  std::size_t at = 0;
  while (true) {
    const std::size_t nl = broken.find('\n', at);
    out.push_back(broken.substr(at, nl == std::string::npos ? std::string::npos : nl - at));
    if (nl == std::string::npos) break;
    at = nl + 1;
  }
  return out;
}

TEST(LineBreaks, EnglishBreaksAtSpaces) {
  EXPECT_EQ(lines("Red moves first; the sides take turns.", 16),
            (std::vector<std::string>{"Red moves first;", "the sides take", "turns."}));
  EXPECT_EQ(lines("short", 16), (std::vector<std::string>{"short"}));
  // A word longer than a line is cut where it must be.
  EXPECT_EQ(lines("abcdefghij", 4), (std::vector<std::string>{"abcd", "efgh", "ij"}));
}

TEST(LineBreaks, ChineseBreaksBetweenCharacters) {
  // 10 units a line: five characters.
  EXPECT_EQ(lines("红方先走双方轮流走棋", 10),
            (std::vector<std::string>{"红方先走双", "方轮流走棋"}));
}

TEST(LineBreaks, AClosingMarkNeverStartsALine) {
  // Full after 走棋: the "。" would start the next line alone. The last
  // character goes down with it.
  const auto l = lines("红方先走双方轮流走棋。", 10);
  EXPECT_EQ(l, (std::vector<std::string>{"红方先走双", "方轮流走", "棋。"}));
  for (const auto& line :
       lines("将死对方的将（帅）就赢：它被攻击而无法解救。无子可动的一方也输。", 12)) {
    EXPECT_NE(line.rfind("。", 0), 0u) << line;
    EXPECT_NE(line.rfind("，", 0), 0u) << line;
    EXPECT_NE(line.rfind("）", 0), 0u) << line;
    EXPECT_NE(line.rfind("：", 0), 0u) << line;
    // An opening bracket never ends a line.
    EXPECT_FALSE(line.size() >= 3 && line.substr(line.size() - 3) == "（") << line;
  }
}

TEST(LineBreaks, EveryWidthKeepsTheText) {
  const std::string text =
      "炮走法和车一样，但吃子时必须隔着正好一个棋子（炮架）跳过去。Press End to return.";
  for (float w = 4; w <= 60; w += 1) {
    std::string joined;
    for (const auto& line : lines(text, w)) {
      EXPECT_NE(line.rfind("。", 0), 0u) << w << ": " << line;
      joined += line;
    }
    // Only the spaces where lines end are gone.
    std::string plain;
    for (char c : text) {
      if (c != ' ') plain += c;
    }
    std::string got;
    for (char c : joined) {
      if (c != ' ') got += c;
    }
    EXPECT_EQ(got, plain) << w;
  }
}

TEST(LineBreaks, OwnLineBreaksAreKept) {
  EXPECT_EQ(lines("one\ntwo three", 20), (std::vector<std::string>{"one", "two three"}));
  EXPECT_EQ(lines("", 20), (std::vector<std::string>{""}));
}

}  // namespace
}  // namespace qipan::web
