// Every attested spelling of a xiangqi move that the record reader accepts
// (docs/records.md), each checked against the move it must name.
#include <gtest/gtest.h>

#include <string>

#include "core/records/xiangqi_record.h"
#include "core/xiangqi/notation.h"
#include "core/xiangqi/position.h"

namespace qipan::records::testing {
namespace {

using xiangqi::Position;

constexpr const char* start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
constexpr const char* after_cannon =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";
// Red advisors on d0 and d2 (one file); black elephants on c9 and c5.
constexpr const char* advisors = "3k5/8r/9/9/9/R8/9/3A5/9/3AK4 w";
constexpr const char* elephants = "2b1k4/9/9/9/2b6/9/9/R8/9/3K5 b";
// Three red soldiers on the c file (red's 7th).
constexpr const char* three = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w";
// Two red soldiers on each of the c and g files (red's 7th and 3rd).
constexpr const char* two_files = "4k4/9/2P3P2/2P3P2/9/9/9/9/9/3K5 w";
// Four red soldiers on the e file.
constexpr const char* four = "5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w";
// Black: two soldiers on each of the c and g files (black's 3rd and 7th).
constexpr const char* two_files_black = "3k5/9/9/9/9/2p3p2/2p3p2/9/9/4K4 b";

struct Spelling {
  const char* fen;
  const char* text;
  const char* iccs;
};

constexpr Spelling spellings[] = {
    // Simplified and traditional characters, every numeral kind.
    {start, "炮二平五", "h2e2"},
    {start, "砲二平五", "h2e2"},
    {start, "包二平五", "h2e2"},
    {start, "炮2平5", "h2e2"},
    {start, "炮２平５", "h2e2"},
    {start, "傌二進三", "h0g2"},
    {start, "馬二进三", "h0g2"},
    {start, "俥一進一", "i0i1"},
    {start, "車一进一", "i0i1"},
    {start, "帥五進一", "e0e1"},
    {after_cannon, "马8进7", "h9g7"},
    {after_cannon, "馬８進７", "h9g7"},
    {after_cannon, "马八进七", "h9g7"},
    {after_cannon, "將5進1", "e9e8"},
    {after_cannon, "卒3进1", "c6c5"},
    // WXF: '.', '=', full-width letters and signs, lower case, the sign left out.
    {start, "C2.5", "h2e2"},
    {start, "C2=5", "h2e2"},
    {start, "Ｃ２＝５", "h2e2"},
    {start, "Ｃ２．５", "h2e2"},
    {start, "ｃ２＝５", "h2e2"},
    {start, "c2.5", "h2e2"},
    {start, "C25", "h2e2"},
    {start, "H2+3", "h0g2"},
    {start, "N2+3", "h0g2"},
    {start, "Ｈ２＋３", "h0g2"},
    {start, "E3+5", "g0e2"},
    {start, "B3+5", "g0e2"},
    {after_cannon, "H8+7", "h9g7"},
    {after_cannon, "Ｈ８＋７", "h9g7"},
    // Two advisors or elephants on one file: 前/后 and +/- forms.
    {advisors, "A6-5", "d2e1"},
    {advisors, "A6+5", "d0e1"},
    {advisors, "A+-5", "d2e1"},
    {advisors, "A-+5", "d0e1"},
    {advisors, "+A-5", "d2e1"},
    {advisors, "-A+5", "d0e1"},
    {advisors, "前仕退五", "d2e1"},
    {advisors, "后仕进五", "d0e1"},
    {advisors, "後仕進五", "d0e1"},
    {elephants, "E+-1", "c5a7"},
    {elephants, "前象退1", "c5a7"},
    {elephants, "后象进5", "c9e7"},
    {elephants, "E-+5", "c9e7"},
    // Three soldiers on a file: front, middle, rear.
    {three, "P+.6", "c7d7"},
    {three, "+P.6", "c7d7"},
    {three, "前兵平六", "c7d7"},
    {three, "P7.6", "c6d6"},
    {three, "P..6", "c6d6"},
    {three, ".P.6", "c6d6"},
    {three, "中兵平六", "c6d6"},
    {three, "P-.8", "c5b5"},
    {three, "-P.8", "c5b5"},
    {three, "后兵平八", "c5b5"},
    {three, "後兵平八", "c5b5"},
    // Four on a file: WXF, and the ordinals in characters or an Arabic digit.
    {four, "++.6", "e8d8"},
    {four, "P+.6", "e7d7"},
    {four, "二兵平六", "e7d7"},
    {four, "2兵平六", "e7d7"},
    {four, "３兵平六", "e6d6"},
    {four, "--.6", "e5d5"},
    // Five characters: where, piece, file.
    {three, "前兵七平六", "c7d7"},
    {three, "中兵七平六", "c6d6"},
    {three, "+P7.6", "c7d7"},
    // Two crowded files: WXF, qipan's Chinese, the five-character form and
    // xqbase's ordinals (right to left, then front to back).
    {two_files, "3+.4", "g7f7"},
    {two_files, "前三平四", "g7f7"},
    {two_files, "前兵三平四", "g7f7"},
    {two_files, "一兵平四", "g7f7"},
    {two_files, "Pa.4", "g7f7"},
    {two_files, "二兵平四", "g6f6"},
    {two_files, "Pb.4", "g6f6"},
    {two_files, "三兵平六", "c7d7"},
    {two_files, "Pc.6", "c7d7"},
    {two_files, "四兵平八", "c6b6"},
    {two_files, "Pd.8", "c6b6"},
    {two_files, "Ｐｄ．８", "c6b6"},
    {two_files, "7-.8", "c6b6"},
    {two_files, "后七平八", "c6b6"},
    {two_files, "后兵七平八", "c6b6"},
    {two_files_black, "一卒平4", "c3d3"},
    {two_files_black, "Pa.4", "c3d3"},
    {two_files_black, "四卒平6", "g4f4"},
    {two_files_black, "3+.4", "c3d3"},
    // ICCS, upper case and with a dash.
    {start, "h2e2", "h2e2"},
    {start, "H2-E2", "h2e2"},
};

TEST(Spellings, EachNamesItsMove) {
  for (const Spelling& s : spellings) {
    auto p = Position::from_fen(s.fen);
    ASSERT_TRUE(p.ok()) << s.fen << ": " << p.error().message;
    auto m = p->parse_move(s.text);
    ASSERT_TRUE(m.ok()) << s.fen << " " << s.text << ": " << m.error().message;
    EXPECT_EQ(xiangqi::to_string(*m), s.iccs) << s.fen << " " << s.text;
  }
}

// The same spellings as moves of a record: the movetext reader leaves
// each whole ("-P.8" and ".P.6" are no results or move numbers).
TEST(Spellings, EachReadsInARecord) {
  for (const Spelling& s : spellings) {
    const bool black = std::string_view(s.fen).ends_with(" b");
    const std::string text = std::string("[FEN \"") + s.fen + " - - 0 1\"]\n\n1." +
                             (black ? ".. " : " ") + s.text + " *\n";
    auto r = read_xiangqi_records(text);
    ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
    ASSERT_EQ(r->size(), 1u) << text;
    ASSERT_EQ((*r)[0].position.history().size(), 1u) << text;
    EXPECT_EQ(xiangqi::to_string((*r)[0].position.history()[0]), s.iccs) << text;
  }
}

TEST(Spellings, OutputStaysAsItWas) {
  auto p = Position::from_fen(two_files);
  ASSERT_TRUE(p.ok());
  auto m = p->parse_move("g7f7");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(p->to_wxf(*m), "3+.4");
  EXPECT_EQ(p->to_chinese(*m), "前三平四");
  auto a = Position::from_fen(advisors);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->to_wxf(*a->parse_move("d2e1")), "A6-5");
  EXPECT_EQ(a->to_chinese(*a->parse_move("d2e1")), "仕六退五");
}

TEST(Spellings, NearMissesAreRefused) {
  const Spelling refused[] = {
      {start, "C2.55", ""},      {start, "C2", ""},           {start, "炮二平", ""},
      {three, "Pe.6", ""},       {two_files, "五兵平四", ""}, {start, "C2+", ""},
      {three, "后兵七平五", ""},
  };
  for (const Spelling& s : refused) {
    auto p = Position::from_fen(s.fen);
    ASSERT_TRUE(p.ok());
    auto m = p->parse_move(s.text);
    EXPECT_FALSE(m.ok()) << s.text << " was read as " << xiangqi::to_string(*m);
  }
}

}  // namespace
}  // namespace qipan::records::testing
