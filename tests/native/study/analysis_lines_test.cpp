// What the analysis board shows of an engine's lines (core/study/
// analysis_lines.h): scores from the first side's view, the evaluation
// bar's share, the arrows' weights, lines read back and named.
#include "core/study/analysis_lines.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"

namespace qipan::study {
namespace {

TEST(AnalysisLines, ScoresFromTheFirstSidesView) {
  EXPECT_EQ(score_text({35, {}}, true), "+0.35");
  EXPECT_EQ(score_text({35, {}}, false), "-0.35");
  EXPECT_EQ(score_text({-120, {}}, true), "-1.20");
  EXPECT_EQ(score_text({0, {}}, false), "0.00");
  EXPECT_EQ(score_text({0, 3}, true), "M3");
  EXPECT_EQ(score_text({0, 3}, false), "-M3");
  EXPECT_EQ(score_text({0, -2}, true), "-M2");
  EXPECT_EQ(score_text({0, -2}, false), "M2");
}

TEST(AnalysisLines, ASearchsMateScoreReadsAsAMate) {
  EXPECT_EQ(from_search_score(120), (EngineScore{120, std::nullopt}));
  EXPECT_EQ(from_search_score(search::mate - 5), (EngineScore{0, 3}));
  EXPECT_EQ(from_search_score(-(search::mate - 4)), (EngineScore{0, -2}));
  EXPECT_EQ(score_text(from_search_score(search::mate - 5), true), "M3");
}

TEST(AnalysisLines, TheBarsShareFollowsTheWinModel) {
  EXPECT_DOUBLE_EQ(first_side_share({0, {}}, true), 0.5);
  EXPECT_GT(first_side_share({200, {}}, true), 0.6);
  EXPECT_LT(first_side_share({200, {}}, false), 0.4);
  EXPECT_NEAR(first_side_share({200, {}}, true) + first_side_share({200, {}}, false), 1.0, 1e-12);
  EXPECT_EQ(first_side_share({0, 1}, true), 1.0);
  EXPECT_EQ(first_side_share({0, 1}, false), 0.0);
  EXPECT_EQ(first_side_share({0, -4}, false), 1.0);
}

TEST(AnalysisLines, OneToFiveLines) {
  EXPECT_EQ(lines_after(default_lines, 1), 4);
  EXPECT_EQ(lines_after(5, 1), 5);
  EXPECT_EQ(lines_after(1, -1), 1);
  EXPECT_EQ(lines_after(3, -7), 1);
  EXPECT_EQ(lines_after(3, 0), 3);
}

TEST(AnalysisLines, TheBestArrowIsThickest) {
  EXPECT_GT(arrow_weight(0), arrow_weight(1));
  EXPECT_GT(arrow_weight(1), arrow_weight(2));
  EXPECT_GT(arrow_weight(2), 0.3f);
  EXPECT_EQ(arrow_weight(3), 0.0f);
  EXPECT_EQ(arrow_weight(-1), 0.0f);
}

TEST(AnalysisLines, ALineIsReadAsFarAsItIsLegalAndNamed) {
  const xiangqi::Position start;
  const std::vector<std::string> pv{"h2e2", "h9g7", "z9z9", "h0g2"};
  const auto line = read_line(start, {35, {}}, pv);
  ASSERT_EQ(line.moves.size(), 2u);
  EXPECT_EQ(line_text(start, line, records::Notation::wxf), "+0.35  C2.5  H8+7");
  EXPECT_EQ(line_text(start, line, records::Notation::chinese), "+0.35  炮二平五  马8进7");
  EXPECT_EQ(line_text(start, line, records::Notation::iccs, 1), "+0.35  h2e2 …");
  // Jungle has no notations: coordinates.
  const jungle::Position j;
  const std::vector<std::string> jpv{to_string(j.legal_moves()[0])};
  const auto jl = read_line(j, {-50, {}}, jpv);
  ASSERT_EQ(jl.moves.size(), 1u);
  EXPECT_EQ(line_text(j, jl, records::Notation::chinese), "-0.50  " + jpv[0]);
}

}  // namespace
}  // namespace qipan::study
