#include "core/session/battle_session.h"

#include <charconv>

#include "core/tactics/battle_scenario.h"
#include "core/tactics/import/battle_json.h"

namespace qipan::session {

namespace {

Result<int> coordinate(std::string_view text) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < 0) {
    return Error{"expected a cell x.y of whole numbers"};
  }
  return v;
}

}  // namespace

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

Result<tactics::Battle> load_battle(std::string_view source) {
  if (tactics::import::is_map_json(source)) {
    return tactics::import::battle_from_json(source, imported_battle_name);
  }
  if (source.find('\n') != std::string_view::npos) return tactics::parse_scenario(source);
  auto shipped = tactics::shipped_scenario(source);
  if (!shipped) return shipped.error();
  if (shipped->is_text()) return tactics::parse_scenario(shipped->text);
  return tactics::import::battle_from_json(shipped->text, shipped->name);
}

BattleSession::BattleSession(tactics::Battle battle, std::string source)
    : battle_(std::move(battle)), source_(std::move(source)) {}

Result<BattleSession> BattleSession::load(std::string_view source, tactics::Difficulty difficulty) {
  auto battle = load_battle(source);
  if (!battle) return battle.error();
  battle->set_difficulty(difficulty);
  return BattleSession(std::move(battle).value(), std::string(source));
}

Result<void> BattleSession::set_difficulty(tactics::Difficulty d) {
  if (d == battle_.difficulty()) return {};
  if (!steps_.empty()) {
    return Error{"the difficulty is chosen before the first step (" +
                 std::to_string(steps_.size()) + " taken): start the battle again"};
  }
  battle_.set_difficulty(d);
  return {};
}

bool BattleSession::in_progress() const {
  return !steps_.empty() && battle_.status() == tactics::BattleStatus::ongoing;
}

Result<tactics::BattleClick> BattleSession::order(BattleStep step) {
  using tactics::BattleAction;
  switch (step.kind) {
    case BattleStep::Kind::click: {
      auto result = tactics::click(battle_, step.cell);
      if (!result) return result.error();
      if (result->action == BattleAction::none || result->action == BattleAction::reject) {
        return Error{"a click on " + step_text(step) + " does nothing here"};
      }
      return result;
    }
    case BattleStep::Kind::wait: {
      const tactics::UnitId unit = battle_.selected();
      if (auto r = battle_.wait(unit); !r) return r.error();
      return tactics::BattleClick{BattleAction::wait, unit, {}, {}};
    }
    case BattleStep::Kind::end_turn:
      if (auto r = battle_.end_turn(); !r) return r.error();
      return tactics::BattleClick{};
    case BattleStep::Kind::cancel: {
      tactics::BattleClick c = tactics::cancel(battle_);
      if (c.action == BattleAction::none) return Error{"a cancel does nothing here"};
      return c;
    }
  }
  return Error{"an unknown kind of step"};
}

// The enemy's steps one by one, to know each one's log lines.
EnemyPhase BattleSession::play_enemy_phase() {
  EnemyPhase phase;
  phase.turn = battle_.turn();
  phase.units_before.assign(battle_.units().begin(), battle_.units().end());
  phase.log_start = battle_.log().size();
  while (battle_.phase() == tactics::Phase::enemy &&
         battle_.status() == tactics::BattleStatus::ongoing) {
    auto step = battle_.enemy_step();
    if (!step) break;  // cannot happen: the phase and status are checked
    phase.steps.push_back(std::move(step).value());
    phase.log_end.push_back(battle_.log().size());
  }
  return phase;
}

Result<StepTaken> BattleSession::take(BattleStep step) {
  auto order = this->order(step);
  if (!order) return order.error();
  steps_.push_back(step);
  StepTaken taken{std::move(order).value(), std::nullopt};
  if (battle_.phase() == tactics::Phase::enemy &&
      battle_.status() == tactics::BattleStatus::ongoing) {
    taken.enemy_phase = play_enemy_phase();
  }
  if (taken.enemy_phase || battle_.status() != tactics::BattleStatus::ongoing) {
    kept_ = steps_.size();
  }
  return taken;
}

Result<void> BattleSession::undo() {
  if (steps_.empty()) return Error{"no step has been taken"};
  if (!can_undo()) return Error{"the enemy has played since the last step: it stays"};
  auto before = load(source_, battle_.difficulty());
  if (!before) return before.error();
  for (std::size_t i = 0; i + 1 < steps_.size(); ++i) {
    if (auto t = before->take(steps_[i]); !t) return t.error();  // the same steps: cannot happen
  }
  *this = std::move(before).value();
  return {};
}

}  // namespace qipan::session
