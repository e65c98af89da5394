#include "web/tactics_view.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <string>

#include "core/tactics/battle_scenario.h"
#include "web/palette.h"

namespace qipan::web {

using tactics::BattleUnit;
using tactics::Team;
using tactics::UnitId;

static double wall_ms() { return emscripten_get_now(); }

TacticsView::TacticsView(tactics::Battle battle, std::string source)
    : battle_(std::move(battle)), source_(std::move(source)) {
  refresh_overlays();
}

TacticsView::TacticsView(session::RestoredBattle restored)
    : battle_(std::move(restored.battle)),
      source_(std::move(restored.source)),
      taken_(std::move(restored.steps)) {
  refresh_overlays();
}

void TacticsView::refresh_overlays() {
  const double t0 = wall_ms();
  view_ = {};
  if (const UnitId sel = battle_.selected(); sel != tactics::kNoUnit) {
    if (auto v = battle_.view(sel)) view_ = std::move(v).value();
  }
  danger_ = battle_.danger_zone();
  timings_.overlay_ms = wall_ms() - t0;
  hover_.reset();
  hover_path_.clear();
  hover_forecast_.reset();
}

bool TacticsView::animating(double now) const {
  if (walk_ || !steps_.empty()) return true;
  return std::any_of(hits_.begin(), hits_.end(),
                     [&](const Hit& h) { return now - h.start < hit_seconds; });
}

void TacticsView::click(ImVec2 point, double now) {
  if (animating(now)) return;
  const auto cell = cell_at(point);
  if (!cell) return;
  auto result = tactics::click(battle_, *cell);
  if (!result) return;  // only a cell off the map, which cell_at excludes
  if (result->action != tactics::BattleAction::none &&
      result->action != tactics::BattleAction::reject) {
    taken_.push_back({session::BattleStep::Kind::click, *cell});
  }
  switch (result->action) {
    case tactics::BattleAction::move:
      walk_ = Walk{result->unit, result->path, now};
      break;
    case tactics::BattleAction::attack:
      hits_.push_back({result->outcome.target, *cell, result->outcome.damage, now});
      break;
    default:
      break;
  }
  refresh_overlays();
  if (battle_.phase() == tactics::Phase::enemy &&
      battle_.status() == tactics::BattleStatus::ongoing) {
    begin_enemy_phase(now);
  }
}

void TacticsView::wait_selected(double now) {
  if (animating(now)) return;
  if (!battle_.wait(battle_.selected())) return;
  taken_.push_back({session::BattleStep::Kind::wait, {}});
  refresh_overlays();
  if (battle_.phase() == tactics::Phase::enemy &&
      battle_.status() == tactics::BattleStatus::ongoing) {
    begin_enemy_phase(now);
  }
}

void TacticsView::end_turn(double now) {
  if (animating(now) || !battle_.end_turn()) return;
  taken_.push_back({session::BattleStep::Kind::end_turn, {}});
  refresh_overlays();
  if (battle_.status() == tactics::BattleStatus::ongoing) begin_enemy_phase(now);
}

void TacticsView::toggle_danger() { show_danger_ = !show_danger_; }

void TacticsView::begin_enemy_phase(double now) {
  phase_start_units_.assign(battle_.units().begin(), battle_.units().end());
  playback_turn_ = battle_.turn();
  const double t0 = wall_ms();
  auto steps = battle_.run_enemy_phase();
  timings_.enemy_phase_ms = wall_ms() - t0;
  steps_ = steps ? std::move(steps).value() : std::vector<tactics::EnemyStep>{};
  step_ = 0;
  step_start_ = now + phase_delay;
  step_struck_ = false;
  refresh_overlays();
  if (steps_.empty()) phase_start_units_.clear();
}

// Moves playback on: a finished walk ends, an enemy step that reached its
// target strikes, a finished step hands over to the next.
void TacticsView::advance(double now) {
  if (walk_ && now - walk_->start >= walk_seconds * static_cast<double>(walk_->path.size() - 1)) {
    walk_.reset();
  }
  std::erase_if(hits_, [&](const Hit& h) { return now - h.start >= hit_seconds; });
  while (step_ < steps_.size()) {
    const tactics::EnemyStep& s = steps_[step_];
    const double walking = walk_seconds * static_cast<double>(s.path.size() - 1);
    const double striking = s.target != tactics::kNoUnit ? hit_seconds : 0;
    const double t = now - step_start_;
    if (s.target != tactics::kNoUnit && t >= walking && !step_struck_) {
      hits_.push_back(
          {s.target, battle_.cell_of(*battle_.unit(s.target)), s.damage, step_start_ + walking});
      step_struck_ = true;
    }
    if (t < walking + striking + step_pause) break;
    step_start_ += walking + striking + step_pause;
    step_struck_ = false;
    ++step_;
  }
  if (!steps_.empty() && step_ >= steps_.size()) {
    steps_.clear();
    phase_start_units_.clear();
  }
}

bool TacticsView::idle(double now) const {
  return !animating(now) && battle_.phase() == tactics::Phase::player;
}

void TacticsView::input(const Pointer& pointer, double now) {
  if (pointer.clicked) click(pointer.click, now);
  advance(now);
  const auto hovered = cell_at(pointer.at);
  if (hovered != hover_) hover(hovered, idle(now));
}

// The path from the selected unit to `cell` (when it may move now), and
// the forecast of its attack on the enemy standing there.
void TacticsView::hover(std::optional<tactics::Point> cell, bool idle) {
  hover_ = cell;
  hover_path_.clear();
  hover_forecast_.reset();
  const UnitId sel = battle_.selected();
  if (!cell || sel == tactics::kNoUnit) return;
  if (idle && battle_.can_move(sel)) {
    if (auto path = battle_.path_to(sel, *cell)) hover_path_ = std::move(path).value();
  }
  const UnitId target = battle_.unit_at(*cell);
  if (std::find(view_.targets.begin(), view_.targets.end(), target) != view_.targets.end()) {
    if (auto f = battle_.forecast(sel, target)) hover_forecast_ = *f;
  }
}

ViewRequest TacticsView::panel(Controls& controls, double now) {
  ViewRequest request;
  draw_scenarios(controls, request);
  ImGui::Separator();
  draw_orders(controls, now);
  ImGui::Separator();
  draw_selected();
  int alive[2] = {0, 0};
  for (const BattleUnit& u : battle_.units()) {
    if (u.alive()) ++alive[u.team == Team::player ? 0 : 1];
  }
  ImGui::Separator();
  ImGui::Text("Your units %d · enemy units %d", alive[0], alive[1]);
  return request;
}

// The scenario picker (the current one restarts) and Restart.
void TacticsView::draw_scenarios(Controls& controls, ViewRequest& request) const {
  bool first = true;
  for (const tactics::ShippedScenario& sc : tactics::shipped_scenarios()) {
    const std::string id = "scenario-" + std::string(sc.name);
    const std::string text = std::string(sc.name) + "##" + id;
    Controls::same_line_if_fits(text.c_str(), first);
    first = false;
    const bool selected = scenario() == sc.name;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (controls.button(text.c_str(), id.c_str())) {
      request.new_game = true;
      request.setting = std::string(sc.name);
    }
    if (selected) ImGui::PopStyleColor();
  }
  if (controls.button("Restart", "new")) {
    request.new_game = true;
    request.setting = source_;
  }
}

// Turn and phase, End turn, Wait and the danger zone switch.
void TacticsView::draw_orders(Controls& controls, double now) {
  const bool busy = animating(now);
  const bool player = shows_player_phase();
  const bool over = shows_result();
  ImGui::Text("%s", battle_.title().c_str());
  ImGui::Text("Turn %d · ", playing_enemy_phase() ? playback_turn_ : battle_.turn());
  ImGui::SameLine(0, 0);
  if (over) {
    ImGui::TextColored(palette::result_text,
                       battle_.status() == tactics::BattleStatus::won ? "Victory 胜" : "Defeat 负");
  } else {
    ImGui::TextColored(player ? palette::player_text : palette::enemy_text,
                       player ? "Your phase 我方" : "Enemy phase 敌方");
  }
  if (controls.button("End turn", "end-turn", player && !over && !busy)) end_turn(now);
  ImGui::SameLine();
  const bool can_wait = battle_.can_wait(battle_.selected()) && !busy;
  if (controls.button("Wait", "wait", can_wait)) wait_selected(now);
  ImGui::SameLine();
  bool danger = show_danger_;
  if (ImGui::Checkbox("Danger zone", &danger)) toggle_danger();
  controls.remember("danger");
}

// The selected unit's figures and what it may do next.
void TacticsView::draw_selected() const {
  const bool player = shows_player_phase();
  const bool over = shows_result();
  const BattleUnit* sel = battle_.unit(battle_.selected());
  if (sel) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(
                           sel->team == Team::player ? palette::blue_text : palette::red_text),
                       "%s", sel->name.c_str());
    const tactics::UnitStats& stats = sel->stats;
    ImGui::Text("HP %d/%d   ATK %d   DEF %d", sel->hp, stats.max_hp, stats.attack, stats.defence);
    ImGui::Text("Move %d (%s)   Range %d-%d", stats.move,
                battle_.map().costs().move_class_name(sel->move_class).c_str(), stats.min_range,
                stats.max_range);
    if (sel->team == Team::player) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", sel->acted ? "Done this turn."
                               : sel->moved
                                   ? "Attack a red-ringed enemy, or Wait."
                                   : "Click a blue cell to move, a red-ringed enemy to attack.");
      ImGui::PopStyleColor();
    }
  } else if (!over) {
    ImGui::TextDisabled(player ? "Click one of your (blue) units." : "The enemy is moving…");
  }
}

bool TacticsView::shows_player_phase() const {
  return battle_.phase() == tactics::Phase::player && !playing_enemy_phase();
}

bool TacticsView::shows_result() const {
  return battle_.status() != tactics::BattleStatus::ongoing && !playing_enemy_phase();
}

bool TacticsView::over(double now) const {
  return battle_.status() != tactics::BattleStatus::ongoing && !animating(now);
}

ImVec2 TacticsView::banner_centre() const { return area_centre_; }

ViewRequest TacticsView::banner(Controls& controls) {
  const bool won = battle_.status() == tactics::BattleStatus::won;
  draw_banner_words(won ? palette::player_text : palette::enemy_text,
                    won ? "Victory! 胜" : "Defeat 负",
                    won ? "Every enemy unit is defeated." : "Your units have fallen.");
  ViewRequest request;
  if (controls.button("New game", "banner-new")) {
    request.new_game = true;
    request.setting = source_;
  }
  return request;
}
}  // namespace qipan::web
