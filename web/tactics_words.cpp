#include "web/tactics_words.h"

#include <array>
#include <utility>

namespace qipan::web {

namespace {

constexpr TacticsWords english{
    .difficulty = "Enemy:",
    .difficulties = {"Easy", "Normal", "Hard"},
    .difficulty_next = "From the next battle (Restart to play it now).",
    .undo = "Undo",
    .imported_maps = "Imported maps:",
    .map_imported = "Map imported: it is listed with the scenarios.",
    .sight_note = "Line of sight: grey-veiled cells are in range but out of sight.",
    .height_note = "Heights: lighter is higher; the number is the height.",
    .out_of_sight = "Out of sight: cannot attack",
    .log_move = "%s moved %d cells",
    .log_move_one = "%s moved 1 cell",
    .log_back = "%s went back",
};

constexpr TacticsWords chinese{
    .difficulty = "敌方：",
    .difficulties = {"简单", "普通", "困难"},
    .difficulty_next = "下一场战斗起生效（点重新开始立即生效）。",
    .undo = "悔一步",
    .imported_maps = "导入的地图：",
    .map_imported = "地图已导入，列在战场中。",
    .sight_note = "视线：灰纱格子在射程内但看不见。",
    .height_note = "高度：越亮越高，数字是高度。",
    .out_of_sight = "看不见：不能攻击",
    .log_move = "%s 走了 %d 格",
    .log_move_one = "%s 走了 1 格",
    .log_back = "%s 退回原处",
};

struct Scenario {
  std::string_view name;
  const char* en;
  const char* zh;
};
constexpr Scenario scenarios[] = {
    {"ford", "Ford", "渡口"},           {"hex_crossing", "Hex crossing", "六角渡"},
    {"highlands", "Highlands", "高地"}, {"pass", "Pass", "山口"},
    {"marsh", "Marsh", "沼泽"},
};

// The shipped scenarios' kinds and classes, English to Chinese.
constexpr std::pair<std::string_view, const char*> kinds[] = {
    {"Lord", "主将"},     {"Archer", "弓手"}, {"Knight", "骑士"},  {"Pegasus", "天马"},
    {"Fighter", "斗士"},  {"Mage", "法师"},   {"Soldier", "士兵"}, {"Bowman", "弓兵"},
    {"Cavalier", "骑兵"}, {"Wyvern", "飞龙"}, {"Captain", "队长"}, {"Brigand", "山贼"},
    {"Spear", "枪兵"},    {"Rider", "骑手"},  {"Guard", "卫兵"},   {"Crossbow", "弩手"},
    {"Raider", "掠兵"},   {"Sentry", "哨兵"},
};
constexpr std::pair<std::string_view, const char*> classes[] = {
    {"foot", "步行"}, {"mounted", "骑马"}, {"flying", "飞行"}};

}  // namespace

const TacticsWords& tactics_words(Language language) {
  return language == Language::zh ? chinese : english;
}

const char* scenario_label(Language language, std::string_view name) {
  for (const Scenario& s : scenarios) {
    if (s.name == name) return language == Language::zh ? s.zh : s.en;
  }
  return nullptr;
}

std::string unit_name(Language language, const tactics::BattleUnit& unit) {
  if (language != Language::zh) return unit.name;
  for (const auto& [en, zh] : kinds) {
    if (unit.kind == en && std::string_view(unit.name).starts_with(en)) {
      return zh + unit.name.substr(en.size());
    }
  }
  return unit.name;
}

std::string move_class_name(Language language, const std::string& name) {
  if (language != Language::zh) return name;
  for (const auto& [en, zh] : classes) {
    if (name == en) return zh;
  }
  return name;
}

}  // namespace qipan::web
