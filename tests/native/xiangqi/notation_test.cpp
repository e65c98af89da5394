// ICCS, WXF and Chinese notation: tables for both colours (tandem pieces,
// three to five soldiers on a file, two crowded files), reading back every
// form, the accepted variants and the errors.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "core/xiangqi/notation.h"
#include "tests/native/xiangqi/helpers.h"

namespace qipan::xiangqi::testing {
namespace {

struct NotationRow {
  const char* fen;
  const char* iccs;
  const char* wxf;
  const char* chinese;
};

constexpr const char* notation_start =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
constexpr const char* after_cannon =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";

constexpr NotationRow rows[] = {
    // Red from the start: Chinese numerals, files from red's right.
    {notation_start, "h2e2", "C2.5", "炮二平五"},
    {notation_start, "h0g2", "H2+3", "马二进三"},
    {notation_start, "b0c2", "H8+7", "马八进七"},
    {notation_start, "i0i1", "R1+1", "车一进一"},
    {notation_start, "a0a1", "R9+1", "车九进一"},
    {notation_start, "g3g4", "P3+1", "兵三进一"},
    {notation_start, "c0e2", "E7+5", "相七进五"},
    {notation_start, "g0e2", "E3+5", "相三进五"},
    {notation_start, "d0e1", "A6+5", "仕六进五"},
    {notation_start, "f0e1", "A4+5", "仕四进五"},
    {notation_start, "e0e1", "K5+1", "帅五进一"},
    {notation_start, "b2b9", "C8+7", "炮八进七"},
    {notation_start, "h2h6", "C2+4", "炮二进四"},
    // Black: Arabic numerals, files from black's right.
    {after_cannon, "b7e7", "C2.5", "炮2平5"},
    {after_cannon, "h9g7", "H8+7", "马8进7"},
    {after_cannon, "b9c7", "H2+3", "马2进3"},
    {after_cannon, "a9a8", "R1+1", "车1进1"},
    {after_cannon, "c6c5", "P3+1", "卒3进1"},
    {after_cannon, "g9e7", "E7+5", "象7进5"},
    {after_cannon, "f9e8", "A6+5", "士6进5"},
    {after_cannon, "e9e8", "K5+1", "将5进1"},
    {after_cannon, "b7b0", "C2+7", "炮2进7"},
    // Backward and sideways.
    {"3k5/9/9/9/1R7/9/9/9/9/4K4 w", "b5b1", "R8-4", "车八退四"},
    {"3k5/9/9/9/1R7/9/9/9/9/4K4 w", "b5f5", "R8.4", "车八平四"},
    {"3k5/9/9/9/9/7r1/9/9/9/4K4 b", "h4h8", "R8-4", "车8退4"},
    {"3k5/9/9/9/9/7r1/9/9/9/4K4 b", "h4c4", "R8.3", "车8平3"},
    {"4k4/9/9/9/9/4N4/9/9/9/3K5 w", "e4d2", "H5-6", "马五退六"},
    {"3k5/9/9/p8/9/9/9/9/4A4/4K4 w", "e1d0", "A5-6", "仕五退六"},
    {"4k4/9/9/p8/9/9/9/4B4/9/3K5 w", "e2c0", "E5-7", "相五退七"},
    {"3k5/9/9/p8/9/9/9/9/4K4/9 w", "e1f1", "K5.4", "帅五平四"},
    // Two red chariots on one file: front and rear.
    {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "e4d4", "R+.6", "前车平六"},
    {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "e1f1", "R-.4", "后车平四"},
    {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "e1e3", "R-+2", "后车进二"},
    {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "e4e9", "R++5", "前车进五"},
    {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "e4e2", "R+-2", "前车退二"},
    // Two black cannons on one file: the front one is the lower.
    {"3k5/2c6/9/9/2c6/9/9/9/9/4K4 b", "c5c4", "C++1", "前炮进1"},
    {"3k5/2c6/9/9/2c6/9/9/9/9/4K4 b", "c5a5", "C+.1", "前炮平1"},
    {"3k5/2c6/9/9/2c6/9/9/9/9/4K4 b", "c8g8", "C-.7", "后炮平7"},
    {"3k5/2c6/9/9/2c6/9/9/9/9/4K4 b", "c8c9", "C--1", "后炮退1"},
    // Elephants and advisors on one file keep their file number.
    {"4k4/9/9/p8/9/2B6/9/9/9/2BK5 w", "c0e2", "E7+5", "相七进五"},
    {"4k4/9/9/p8/9/2B6/9/9/9/2BK5 w", "c4e2", "E7-5", "相七退五"},
    {"4k4/9/9/p8/9/2B6/9/9/9/2BK5 w", "c4a2", "E7-9", "相七退九"},
    {"3k5/9/9/p8/9/9/9/3A5/9/3AK4 w", "d0e1", "A6+5", "仕六进五"},
    {"3k5/9/9/p8/9/9/9/3A5/9/3AK4 w", "d2e1", "A6-5", "仕六退五"},
    // Three soldiers on a file: front, middle (by file), rear.
    {"5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w", "e7d7", "P+.6", "前兵平六"},
    {"5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w", "e6d6", "P5.6", "中兵平六"},
    {"5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w", "e5d5", "P-.6", "后兵平六"},
    {"5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w", "e7e8", "P++1", "前兵进一"},
    {"5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w", "e6f6", "P5.4", "中兵平四"},
    // Two files with two or more soldiers: the file replaces the letter.
    {"5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w", "e7d7", "5+.6", "前五平六"},
    {"5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w", "e6f6", "55.4", "中五平四"},
    {"5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w", "e5f5", "5-.4", "后五平四"},
    {"5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w", "c6b6", "7+.8", "前七平八"},
    {"5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w", "c5d5", "7-.6", "后七平六"},
    // Four soldiers on a file.
    {"5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w", "e8d8", "++.6", "一兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w", "e8e9", "+++1", "一兵进一"},
    {"5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w", "e7d7", "P+.6", "二兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w", "e6d6", "P-.6", "三兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w", "e5d5", "--.6", "四兵平六"},
    // Five soldiers on a file.
    {"5k3/4P4/4P4/4P4/4P4/4P4/9/9/9/3K5 w", "e8d8", "++.6", "一兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/4P4/9/9/9/3K5 w", "e7d7", "P+.6", "二兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/4P4/9/9/9/3K5 w", "e6d6", "P5.6", "三兵平六"},
    {"5k3/4P4/4P4/4P4/4P4/4P4/9/9/9/3K5 w", "e5d5", "P-.6", "四兵平六"},
    // Black soldiers: the front one is the lowest.
    {"5k3/9/9/9/9/4p4/4p4/4p4/9/3K5 b", "e2d2", "P+.4", "前卒平4"},
    {"5k3/9/9/9/9/4p4/4p4/4p4/9/3K5 b", "e3f3", "P5.6", "中卒平6"},
    {"5k3/9/9/9/9/4p4/4p4/4p4/9/3K5 b", "e4d4", "P-.4", "后卒平4"},
    {"5k3/9/9/9/9/4p4/4p4/4p4/9/3K5 b", "e2e1", "P++1", "前卒进1"},
    {"5k3/9/9/9/9/2p1p4/2p1p4/9/9/3K5 b", "e3d3", "5+.4", "前5平4"},
    {"5k3/9/9/9/9/2p1p4/2p1p4/9/9/3K5 b", "c4b4", "3-.2", "后3平2"},
};

TEST(Notation, WxfAndChineseTables) {
  for (const auto& row : rows) {
    const Position p = load(row.fen);
    const Move m = mv(row.iccs);
    ASSERT_TRUE(p.is_legal(m)) << row.fen << " " << row.iccs;
    EXPECT_EQ(to_string(m), row.iccs);
    EXPECT_EQ(p.to_wxf(m), row.wxf) << row.fen << " " << row.iccs;
    EXPECT_EQ(p.to_chinese(m), row.chinese) << row.fen << " " << row.iccs;
  }
}

TEST(Notation, EveryTableEntryReadsBack) {
  for (const auto& row : rows) {
    const Position p = load(row.fen);
    for (const char* text : {row.iccs, row.wxf, row.chinese}) {
      auto m = p.parse_move(text);
      ASSERT_TRUE(m.ok()) << row.fen << " " << text << ": " << m.error().message;
      EXPECT_EQ(to_string(*m), row.iccs) << row.fen << " " << text;
    }
  }
}

TEST(Notation, AcceptedVariants) {
  const struct {
    const char* fen;
    const char* text;
    const char* iccs;
  } variants[] = {
      {notation_start, "C2=5", "h2e2"},
      {notation_start, "c2.5", "h2e2"},
      {notation_start, " C2 . 5 ", "h2e2"},
      {notation_start, "砲二平五", "h2e2"},
      {notation_start, "N2+3", "h0g2"},
      {notation_start, "傌二進三", "h0g2"},
      {notation_start, "B7+5", "c0e2"},
      {notation_start, "G5+1", "e0e1"},
      {notation_start, "H2-E2", "h2e2"},
      {notation_start, "h2-e2", "h2e2"},
      {notation_start, "炮２平５", "h2e2"},
      // Full-width letters too, as a Chinese input method types them (found by fuzzing).
      {notation_start, "Ｃ２＝５", "h2e2"},
      {notation_start, "ｃ２．５", "h2e2"},
      {notation_start, "Ｎ２＋３", "h0g2"},
      {after_cannon, "马８进７", "h9g7"},
      {after_cannon, "馬8進7", "h9g7"},
      {after_cannon, "马八进七", "h9g7"},
      {after_cannon, "砲2平5", "b7e7"},
      {after_cannon, "將5進1", "e9e8"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "+R.6", "e4d4"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "-R+2", "e1e3"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "前俥平六", "e4d4"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "後車進二", "e1e3"},
      // The plain file form of a tandem piece, when only one move fits it.
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "R5+5", "e4e9"},
      {"3k5/2c6/9/9/2c6/9/9/9/9/4K4 b", "C3+5", "c5c0"},
  };
  for (const auto& v : variants) {
    auto m = load(v.fen).parse_move(v.text);
    ASSERT_TRUE(m.ok()) << v.text << ": " << m.error().message;
    EXPECT_EQ(to_string(*m), v.iccs) << v.text;
  }
}

TEST(Notation, TextThatNamesNoLegalMoveIsRefused) {
  const struct {
    const char* fen;
    const char* text;
    const char* message;
  } errors[] = {
      {notation_start, "xyz",
       "'xyz' is not a move in ICCS (h2e2), WXF (C2.5) or Chinese (炮二平五) notation"},
      {notation_start, "", "is not a move in ICCS"},
      {notation_start, "C2.", "is not a move in ICCS"},
      {notation_start, "C2.55", "is not a move in ICCS"},
      {notation_start, "炮二平", "is not a move in ICCS"},
      {notation_start, "Q2.5", "is not a move in ICCS"},
      {notation_start, "R1.2", "'R1.2' names no legal move of red here"},
      {notation_start, "C2+9", "names no legal move"},
      {notation_start, "H2+4", "names no legal move"},
      {after_cannon, "C2.5 ", ""},
      {notation_start, "h2h8", "h2h8: a cannon on h2 cannot move to h8 here"},
      {notation_start, "a9a8", "the piece on a9 is black chariot, and it is red's turn"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "R5.6", "'R5.6' is ambiguous here: it fits e1d1 and e4d4"},
      {"5k3/9/9/9/9/4R4/9/9/4R4/3K5 w", "前车进九", "names no legal move"},
  };
  for (const auto& e : errors) {
    auto m = load(e.fen).parse_move(e.text);
    if (std::string(e.message).empty()) {
      EXPECT_TRUE(m.ok()) << e.text;
      continue;
    }
    ASSERT_FALSE(m.ok()) << e.text << " was read as " << to_string(*m);
    EXPECT_NE(m.error().message.find(e.message), std::string::npos)
        << e.text << ": " << m.error().message;
  }
  Position over = load("4k4/4R4/6N2/9/9/9/9/9/4R4/3K5 b");
  auto m = over.parse_move("K5.6");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().message.find("the game is over (checkmate, red wins)"), std::string::npos)
      << m.error().message;
}

TEST(Notation, IllegalMovesHaveNoName) {
  const Position p;
  EXPECT_EQ(p.to_wxf(mv("h2h8")), "");
  EXPECT_EQ(p.to_chinese(mv("a9a8")), "");
  EXPECT_EQ(p.to_wxf(Move::none()), "");
}

// Code points of a UTF-8 string, as strings of one character each.
std::vector<std::string> characters(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    out.push_back(s.substr(i, n));
    i += n;
  }
  return out;
}

TEST(Notation, RandomGamesReadBackEveryNameAndUseOnlyTheAppsGlyphs) {
  std::ifstream file(QIPAN_GLYPHS_FILE);
  ASSERT_TRUE(file) << "web/glyphs.txt not found";
  std::stringstream text;
  text << file.rdbuf();
  std::set<std::string> glyphs;
  for (const auto& c : characters(text.str())) glyphs.insert(c);
  std::set<std::string> used;
  std::mt19937 rng(2024);
  for (int game = 0; game < 8; ++game) {
    Position p;
    for (int ply = 0; ply < 120; ++ply) {
      const MoveList moves = p.legal_moves();
      if (moves.empty()) break;
      for (Move m : moves) {
        const std::string w = p.to_wxf(m);
        const std::string c = p.to_chinese(m);
        auto from_wxf = p.parse_move(w);
        auto from_chinese = p.parse_move(c);
        ASSERT_TRUE(from_wxf.ok()) << p.fen() << " " << w << ": " << from_wxf.error().message;
        ASSERT_TRUE(from_chinese.ok())
            << p.fen() << " " << c << ": " << from_chinese.error().message;
        EXPECT_EQ(*from_wxf, m) << p.fen() << " " << w;
        EXPECT_EQ(*from_chinese, m) << p.fen() << " " << c;
        for (const auto& ch : characters(c)) {
          if (static_cast<unsigned char>(ch[0]) >= 0x80) used.insert(ch);
        }
      }
      ASSERT_TRUE(p.play(moves[rng() % moves.size()]).ok());
    }
  }
  for (const auto& ch : used)
    EXPECT_TRUE(glyphs.count(ch)) << ch << " is missing from web/glyphs.txt";
  // Every character the notation can produce, not only those the games met.
  for (const char* all : {"帅仕相马车炮兵将士象卒进退平前中后", "一二三四五六七八九"}) {
    for (const auto& ch : characters(all)) {
      EXPECT_TRUE(glyphs.count(ch)) << ch << " is missing from web/glyphs.txt";
    }
  }
}

}  // namespace
}  // namespace qipan::xiangqi::testing
