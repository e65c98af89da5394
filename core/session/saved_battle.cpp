#include "core/session/saved_battle.h"

#include <charconv>

#include "core/grid/text.h"
#include "core/session/saved_game.h"
#include "core/tactics/battle_click.h"
#include "core/tactics/battle_scenario.h"

namespace qipan::session {

namespace {

std::string step_text(const BattleStep& s) {
  switch (s.kind) {
    case BattleStep::Kind::wait:
      return "w";
    case BattleStep::Kind::end_turn:
      return "e";
    case BattleStep::Kind::cancel:
      return "c";
    case BattleStep::Kind::click:
      break;
  }
  return std::to_string(s.cell.x) + "." + std::to_string(s.cell.y);
}

Result<int> coordinate(std::string_view text) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < 0) {
    return Error{"expected a cell x.y of whole numbers"};
  }
  return v;
}

Result<BattleStep> parse_step(std::string_view text) {
  if (text == "w") return BattleStep{BattleStep::Kind::wait, {}};
  if (text == "e") return BattleStep{BattleStep::Kind::end_turn, {}};
  if (text == "c") return BattleStep{BattleStep::Kind::cancel, {}};
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos) {
    return Error{"expected a cell x.y, 'w' (wait), 'e' (end turn) or 'c' (cancel)"};
  }
  auto x = coordinate(text.substr(0, dot));
  if (!x) return x.error();
  auto y = coordinate(text.substr(dot + 1));
  if (!y) return y.error();
  return BattleStep{BattleStep::Kind::click, {*x, *y}};
}

}  // namespace

Result<tactics::Battle> load_battle(std::string_view source) {
  if (source.find('\n') != std::string_view::npos) return tactics::parse_scenario(source);
  return tactics::load_scenario(source);
}

Result<std::vector<tactics::EnemyStep>> take_step(tactics::Battle& battle, BattleStep step) {
  using tactics::BattleAction;
  switch (step.kind) {
    case BattleStep::Kind::click: {
      auto result = tactics::click(battle, step.cell);
      if (!result) return result.error();
      if (result->action == BattleAction::none || result->action == BattleAction::reject) {
        return Error{"a click on " + step_text(step) + " does nothing here"};
      }
      break;
    }
    case BattleStep::Kind::wait:
      if (auto r = battle.wait(battle.selected()); !r) return r.error();
      break;
    case BattleStep::Kind::end_turn:
      if (auto r = battle.end_turn(); !r) return r.error();
      break;
    case BattleStep::Kind::cancel:
      if (tactics::cancel(battle).action == BattleAction::none) {
        return Error{"a cancel does nothing here"};
      }
      break;
  }
  if (battle.phase() == tactics::Phase::enemy &&
      battle.status() == tactics::BattleStatus::ongoing) {
    return battle.run_enemy_phase();
  }
  return std::vector<tactics::EnemyStep>{};
}

bool in_progress(const tactics::Battle& battle, const std::vector<BattleStep>& steps) {
  return !steps.empty() && battle.status() == tactics::BattleStatus::ongoing;
}

Fields save_battle(std::string_view source, const std::vector<BattleStep>& steps) {
  Fields f;
  f.add("v", std::string(saved_version));
  f.add("game", std::string(battle_game_name));
  f.add("scenario", std::string(source));
  std::string text;
  for (const BattleStep& s : steps) {
    if (!text.empty()) text += ',';
    text += step_text(s);
  }
  f.add("steps", text);
  return f;
}

Result<RestoredBattle> restore_battle(const Fields& f) {
  auto name = saved_game_name(f);
  if (!name) return name.error();
  if (*name != battle_game_name) {
    return Error{"the saved game is " + grid::quoted(*name) + ", not a tactics battle"};
  }
  const auto source = f.get("scenario");
  if (!source) return Error{"the saved battle does not name its scenario (scenario=)"};
  auto battle = load_battle(*source);
  if (!battle) return Error{"the scenario: " + battle.error().message};
  RestoredBattle out{std::move(battle).value(), std::string(*source), {}};
  const std::string_view text = f.get("steps").value_or("");
  if (text.empty()) return out;
  const auto parts = grid::split(text, ',');
  for (std::size_t i = 0; i < parts.size(); ++i) {
    auto step = parse_step(parts[i]);
    if (!step) {
      return Error{"step " + std::to_string(i + 1) + " " + grid::quoted(parts[i]) + ": " +
                   step.error().message};
    }
    if (auto taken = take_step(out.battle, *step); !taken) {
      return Error{"step " + std::to_string(i + 1) + " " + grid::quoted(parts[i]) + ": " +
                   taken.error().message};
    }
    out.steps.push_back(*step);
  }
  return out;
}

}  // namespace qipan::session
