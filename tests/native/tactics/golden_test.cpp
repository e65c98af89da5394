// The golden ASCII scenarios of tests/data/tactics: every file there is played
// and each query's overlay compared with the one drawn in the file.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "tests/native/tactics/scenario.h"

namespace qipan::tactics {
namespace {

std::vector<std::string> scenario_files() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(QIPAN_TEST_DATA "/tactics")) {
    if (entry.path().extension() == ".txt") files.push_back(entry.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, DrawsTheExpectedOverlays) {
  const auto failures = testing::run_scenario(QIPAN_TEST_DATA "/tactics/" + GetParam());
  for (const auto& f : failures) ADD_FAILURE() << GetParam() << " " << f;
}

INSTANTIATE_TEST_SUITE_P(Scenarios, Golden, ::testing::ValuesIn(scenario_files()),
                         [](const auto& param_info) {
                           std::string name =
                               param_info.param.substr(0, param_info.param.size() - 4);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(Golden, HasTheScenariosTheIssueAsksFor) {
  const auto files = scenario_files();
  for (const char* name :
       {"corridor.txt", "forest_classes.txt", "water_flyers.txt", "ally_passed.txt",
        "enemy_blocks.txt", "zoc.txt", "allies_block.txt", "ranged_min2.txt"}) {
    EXPECT_NE(std::find(files.begin(), files.end(), name), files.end()) << name;
  }
}

// The harness itself: a wrong overlay, a wrong cost, a bad command or a
// short overlay each fail.
TEST(Golden, ReportsEveryKindOfMismatch) {
  const std::vector<std::string> good = {
      "map", "A..", "", "unit A team 0 move 1 foot range 1 1", "range A", "A1."};
  EXPECT_TRUE(testing::run_scenario_lines(good).empty());
  for (const char* wrong : {"A..", "A2.", "A11", "1A."}) {
    auto lines = good;
    lines.back() = wrong;
    EXPECT_EQ(testing::run_scenario_lines(lines).size(), 1u) << wrong;
  }
  auto short_overlay = good;
  short_overlay.pop_back();
  EXPECT_FALSE(testing::run_scenario_lines(short_overlay).empty());
  auto unknown = good;
  unknown[4] = "teleport A";
  EXPECT_FALSE(testing::run_scenario_lines(unknown).empty());
  auto undeclared = good;
  undeclared[3] = "# no unit line";
  EXPECT_FALSE(testing::run_scenario_lines(undeclared).empty());
}

}  // namespace
}  // namespace qipan::tactics
