#include "core/session/saved_battle.h"

#include "core/grid/text.h"
#include "core/session/saved_game.h"

namespace qipan::session {

Fields save_replay(const BattleSession& battle) {
  Fields f;
  // A battle has no game table: version 1 holds all of it.
  f.add("v", std::string(saved_version_1));
  f.add("game", std::string(battle_game_name));
  f.add("scenario", battle.source());
  if (battle.battle().difficulty() != tactics::Difficulty::normal) {
    f.add("difficulty", std::string(tactics::difficulty_name(battle.battle().difficulty())));
  }
  std::string text;
  for (const BattleStep& s : battle.steps()) {
    if (!text.empty()) text += ',';
    text += step_text(s);
  }
  f.add("steps", text);
  return f;
}

Result<BattleSession> restore_replay(const Fields& f) {
  auto name = saved_game_name(f);
  if (!name) return name.error();
  if (*name != battle_game_name) {
    return Error{"the saved game is " + grid::quoted(*name) + ", not a tactics battle"};
  }
  const auto source = f.get("scenario");
  if (!source) return Error{"the saved battle does not name its scenario (scenario=)"};
  tactics::Difficulty difficulty = tactics::Difficulty::normal;
  if (const auto d = f.get("difficulty")) {
    auto parsed = tactics::parse_difficulty(*d);
    if (!parsed) return Error{"the saved battle's difficulty: " + parsed.error().message};
    difficulty = *parsed;
  }
  auto session = BattleSession::load(*source, difficulty);
  if (!session) return Error{"the scenario: " + session.error().message};
  const std::string_view text = f.get("steps").value_or("");
  if (text.empty()) return session;
  const auto parts = grid::split(text, ',');
  for (std::size_t i = 0; i < parts.size(); ++i) {
    auto step = parse_step(parts[i]);
    if (step) {
      if (auto taken = session->take(*step); !taken) step = taken.error();
    }
    if (!step) {
      return Error{"step " + std::to_string(i + 1) + " " + grid::quoted(parts[i]) + ": " +
                   step.error().message};
    }
  }
  return session;
}

}  // namespace qipan::session
