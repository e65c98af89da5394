#include "core/tactics/battle_from_map.h"

#include <vector>

namespace qipan::tactics {

Result<Battle> battle_from_map(const Map& map, std::string name, std::string title,
                               int player_team) {
  std::vector<BattleUnitSpec> specs;
  for (const Unit& u : map.units()) {
    BattleUnitSpec s;
    s.name = u.label.empty() ? "Unit " + std::to_string(u.id) : u.label;
    s.kind = s.name;
    s.team = u.team == player_team ? Team::player : Team::enemy;
    s.at = u.at;
    s.move_class = map.costs().move_class_name(u.move_class);
    s.stats = u.stats;
    s.jump = u.jump;
    specs.push_back(std::move(s));
  }
  return Battle::create(std::move(name), std::move(title), map.without_units(), specs);
}

}  // namespace qipan::tactics
