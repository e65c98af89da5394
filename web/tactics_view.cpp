#include "web/tactics_view.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <string>

#include "core/tactics/battle_log.h"
#include "core/tactics/battle_scenario.h"
#include "core/tactics/import/battle_json.h"
#include "web/page_io.h"
#include "web/palette.h"
#include "web/tactics_words.h"

namespace qipan::web {

using tactics::BattleUnit;
using tactics::Team;
using tactics::UnitId;

static double wall_ms() { return emscripten_get_now(); }

namespace {

// The browser's storage: the enemy's difficulty for new battles, and the
// imported maps, each "title\x1ftext", joined by '\x1e' (neither can stand
// in a JSON text outside a string, nor escaped inside one).
constexpr std::string_view difficulty_key = "qipan-tactics-difficulty";
constexpr std::string_view maps_key = "qipan-tactics-maps";
constexpr char map_separator = '\x1e';
constexpr char title_separator = '\x1f';

std::vector<TacticsView::ImportedMap> stored_maps() {
  std::vector<TacticsView::ImportedMap> out;
  const std::string all = read_stored(maps_key);
  std::size_t start = 0;
  while (start < all.size() && out.size() < TacticsView::max_imported) {
    std::size_t end = all.find(map_separator, start);
    if (end == std::string::npos) end = all.size();
    const std::string_view entry = std::string_view(all).substr(start, end - start);
    const std::size_t t = entry.find(title_separator);
    if (t != std::string_view::npos && tactics::import::is_map_json(entry.substr(t + 1))) {
      out.push_back({std::string(entry.substr(0, t)), std::string(entry.substr(t + 1))});
    }
    start = end + 1;
  }
  return out;
}

}  // namespace

TacticsView::TacticsView(tactics::Battle battle, std::string source)
    : session_(std::move(battle), std::move(source)) {
  // A new battle: the enemy plays at the difficulty last chosen.
  if (auto d = tactics::parse_difficulty(read_stored(difficulty_key))) {
    (void)session_.set_difficulty(*d);  // no step taken yet: always allowed
  }
  remember_import();
  refresh_overlays();
}

TacticsView::TacticsView(session::BattleSession restored) : session_(std::move(restored)) {
  remember_import();
  refresh_overlays();
}

bool TacticsView::takes_import(std::string_view text) { return tactics::import::is_map_json(text); }

Result<void> TacticsView::check_import(std::string_view text) {
  auto battle = session::load_battle(text);
  if (!battle) return battle.error();
  return {};
}

// The imported maps as stored, this battle's map first when it is one.
void TacticsView::remember_import() {
  imported_ = stored_maps();
  if (!takes_import(source())) return;
  std::erase_if(imported_, [&](const ImportedMap& m) { return m.text == source(); });
  imported_.insert(imported_.begin(), {battle().title(), source()});
  if (imported_.size() > max_imported) imported_.resize(max_imported);
  std::string all;
  for (const ImportedMap& m : imported_) {
    if (!all.empty()) all += map_separator;
    all += m.title + title_separator + m.text;
  }
  (void)write_stored(maps_key, all);  // a browser that refuses keeps this page's list
}

void TacticsView::undo(double now) {
  if (busy(now) || !session_.can_undo()) return;
  if (!session_.undo()) return;
  walk_.reset();
  hits_.clear();
  refresh_overlays();
}

void TacticsView::choose_difficulty(tactics::Difficulty d) {
  (void)write_stored(difficulty_key, tactics::difficulty_name(d));
  if (session_.set_difficulty(d)) {
    difficulty_waits_ = false;
    return;
  }
  // Under way: it rules the next battle; Restart plays this one again at it.
  difficulty_waits_ = true;
}

void TacticsView::refresh_overlays() {
  const double t0 = wall_ms();
  view_ = {};
  if (const UnitId sel = battle().selected(); sel != tactics::no_unit) {
    if (auto v = battle().view(sel)) view_ = std::move(v).value();
  }
  danger_ = battle().danger_zone();
  timings_.overlay_ms = wall_ms() - t0;
  hover_.reset();
  hover_path_.clear();
  hover_forecast_.reset();
}

bool TacticsView::busy(double now) const {
  if (walk_ || !steps_.empty()) return true;
  return std::any_of(hits_.begin(), hits_.end(),
                     [&](const Hit& h) { return now - h.start < hit_seconds; });
}

bool TacticsView::animating(double now) const {
  if (busy(now)) return true;
  return std::any_of(hits_.begin(), hits_.end(),
                     [&](const Hit& h) { return now - h.start < number_seconds; });
}

void TacticsView::click(ImVec2 point, double now) {
  if (busy(now)) return;
  const auto cell = cell_at(point);
  if (!cell) return;
  // A click that does nothing (refused, or not the player's phase) still
  // refreshes the overlays.
  auto taken = take({session::BattleStep::Kind::click, *cell});
  if (!taken) return refresh_overlays();
  const tactics::BattleClick& result = taken->order;
  switch (result.action) {
    case tactics::BattleAction::move:
      walk_ = Walk{result.unit, result.path, now};
      sound_ = Sound::move;
      break;
    case tactics::BattleAction::attack:
      hits_.push_back(
          {result.outcome.target, *cell, result.outcome.damage, now, result.outcome.defeated});
      sound_ = Sound::capture;
      break;
    default:
      break;
  }
  after_order(std::move(*taken), now);
}

void TacticsView::cancel(double now) {
  if (busy(now)) return;
  auto taken = take({session::BattleStep::Kind::cancel, {}});
  if (!taken) return;
  const tactics::BattleClick& c = taken->order;
  if (c.action == tactics::BattleAction::cancel) walk_ = Walk{c.unit, c.path, now};
  after_order(std::move(*taken), now);
}

// A step through the session, timing the enemy phase it brings.
Result<session::StepTaken> TacticsView::take(session::BattleStep step) {
  const double t0 = wall_ms();
  auto taken = session_.take(step);
  if (taken && taken->enemy_phase) timings_.enemy_phase_ms = wall_ms() - t0;
  return taken;
}

// After an order: the overlays anew, and the enemy phase's playback when
// the order brought one.
void TacticsView::after_order(session::StepTaken taken, double now) {
  refresh_overlays();
  if (taken.enemy_phase) begin_enemy_phase(std::move(*taken.enemy_phase), now);
}

void TacticsView::wait_selected(double now) {
  if (busy(now)) return;
  if (auto taken = take({session::BattleStep::Kind::wait, {}})) after_order(std::move(*taken), now);
}

void TacticsView::end_turn(double now) {
  if (busy(now)) return;
  if (auto taken = take({session::BattleStep::Kind::end_turn, {}})) {
    after_order(std::move(*taken), now);
  }
}

void TacticsView::toggle_danger() { show_danger_ = !show_danger_; }

void TacticsView::begin_enemy_phase(session::EnemyPhase phase, double now) {
  phase_start_units_ = std::move(phase.units_before);
  playback_turn_ = phase.turn;
  phase_log_start_ = phase.log_start;
  step_log_end_ = std::move(phase.log_end);
  steps_ = std::move(phase.steps);
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
  std::erase_if(hits_, [&](const Hit& h) { return now - h.start >= number_seconds; });
  while (step_ < steps_.size()) {
    const tactics::EnemyStep& s = steps_[step_];
    const double walking = walk_seconds * static_cast<double>(s.path.size() - 1);
    const double striking = s.target != tactics::no_unit ? hit_seconds : 0;
    const double t = now - step_start_;
    if (s.target != tactics::no_unit && t >= walking && !step_struck_) {
      hits_.push_back({s.target, battle().cell_of(*battle().unit(s.target)), s.damage,
                       step_start_ + walking, s.defeated});
      step_struck_ = true;
      sound_ = Sound::capture;
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
  return !busy(now) && battle().phase() == tactics::Phase::player;
}

std::size_t TacticsView::log_shown() const {
  const std::size_t all = battle().log().size();
  if (steps_.empty()) return all;
  // Played back so far: the steps before the current one, and the current
  // one once it has struck (or walked, without an attack).
  std::size_t done = step_;
  if (step_ < steps_.size() && step_struck_) ++done;
  return std::min(all, done == 0 ? phase_log_start_ : step_log_end_[done - 1]);
}

// A unit's name in the view's language.
std::string TacticsView::name_of(UnitId id) const {
  const BattleUnit* u = battle().unit(id);
  return u ? unit_name(language_, *u) : "#" + std::to_string(id);
}

std::string TacticsView::log_line(std::size_t i) const {
  const Words& w = words(language_);
  const tactics::BattleEvent& e = battle().log()[i];
  const TacticsWords& tw = tactics_words(language_);
  auto unit_name = [&](tactics::UnitId id) { return name_of(id); };
  const std::string who = unit_name(e.unit);
  const int cells = battle().map().distance(e.from, e.to);
  switch (e.kind) {
    case tactics::EventKind::phase:
      return fill(e.phase == tactics::Phase::player ? w.log_player_phase : w.log_enemy_phase,
                  e.turn);
    // The cells walked, not their coordinates, which the map never shows.
    case tactics::EventKind::move:
      return cells == 1 ? fill(tw.log_move_one, who.c_str())
                        : fill(tw.log_move, who.c_str(), cells);
    case tactics::EventKind::cancel_move:
      return fill(tw.log_back, who.c_str());
    case tactics::EventKind::attack:
      return fill(w.log_hit, who.c_str(), unit_name(e.target).c_str(), e.damage, e.hp_after);
    case tactics::EventKind::defeat:
      return fill(w.log_defeat, who.c_str(), unit_name(e.target).c_str());
    case tactics::EventKind::wait:
      return fill(w.log_wait, who.c_str());
  }
  return "";
}

// A new phase as the page shows it (the enemy's while its playback runs)
// raises the banner.
void TacticsView::watch_phase(double now) {
  std::string shown;
  if (!shows_result()) shows_player_phase() ? shown = "player" : shown = "enemy";
  if (shown == banner_phase_) return;
  banner_phase_ = shown;
  banner_start_ = shown.empty() ? -1e9 : now;
}

std::string_view TacticsView::phase_banner(double now) const {
  if (banner_phase_.empty() || now - banner_start_ >= banner_seconds) return "";
  const Words& w = words(language_);
  return banner_phase_ == "player" ? w.your_turn_banner : w.enemy_phase_banner;
}

void TacticsView::input(const Pointer& pointer, double now) {
  if (pointer.clicked) click(pointer.click, now);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Right) && cell_at(pointer.at)) cancel(now);
  advance(now);
  watch_phase(now);
  const auto hovered = cell_at(pointer.at);
  if (hovered != hover_) hover(hovered, idle(now));
}

// The path from the selected unit to `cell` (when it may move now), and
// the forecast of its attack on the enemy standing there.
void TacticsView::hover(std::optional<tactics::Point> cell, bool idle) {
  hover_ = cell;
  hover_path_.clear();
  hover_forecast_.reset();
  const UnitId sel = battle().selected();
  if (!cell || sel == tactics::no_unit) return;
  if (idle && battle().can_move(sel)) {
    if (auto path = battle().path_to(sel, *cell)) hover_path_ = std::move(path).value();
  }
  const UnitId target = battle().unit_at(*cell);
  if (std::find(view_.targets.begin(), view_.targets.end(), target) != view_.targets.end()) {
    if (auto f = battle().forecast(sel, target)) hover_forecast_ = *f;
  }
}

ViewRequest TacticsView::panel(Controls& controls, double now, Mode mode) {
  ViewRequest request;
  if (mode == Mode::games) return request;  // the app draws the list (web/games_tab.cpp)
  draw_scenarios(controls, request);
  draw_difficulty(controls);
  ImGui::Separator();
  draw_orders(controls, now);
  draw_rules_notes();
  ImGui::Separator();
  draw_selected(controls.words());
  int alive[2] = {0, 0};
  for (const BattleUnit& u : battle().units()) {
    if (u.alive()) ++alive[u.team == Team::player ? 0 : 1];
  }
  ImGui::Separator();
  ImGui::Text(controls.words().units_alive, alive[0], alive[1]);
  ImGui::Separator();
  draw_log(controls.words());
  return request;
}

// The battle's log, newest last, kept scrolled to the end: the enemy's
// lines marked with "▲" and tinted, the player's with "●" (shape, not hue alone).
void TacticsView::draw_log(const Words& w) const {
  ImGui::TextUnformatted(w.battle_log);
  const float height = ImGui::GetTextLineHeightWithSpacing() * 7;
  ImGui::BeginChild("battle-log", ImVec2(0, height), true);
  ImGui::PushTextWrapPos(0.0f);
  const auto log = battle().log();
  const std::size_t n = log_shown();
  for (std::size_t i = n > 60 ? n - 60 : 0; i < n; ++i) {
    const tactics::BattleEvent& e = log[i];
    const std::string line = log_line(i);
    if (e.kind == tactics::EventKind::phase) {
      ImGui::TextColored(palette::result_text, "— %s —", line.c_str());
    } else if (tactics::enemy_event(battle(), e)) {
      ImGui::TextColored(palette::enemy_text, "▲ %s", line.c_str());
    } else {
      ImGui::TextColored(palette::player_text, "● %s", line.c_str());
    }
  }
  if (n != shown_log_lines_) {
    ImGui::SetScrollHereY(1.0f);
    shown_log_lines_ = n;
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

// The scenario picker (the current one restarts), the imported maps, and
// Restart.
void TacticsView::draw_scenarios(Controls& controls, ViewRequest& request) const {
  bool first = true;
  for (const tactics::ShippedScenario& sc : tactics::shipped_scenarios()) {
    const std::string id = "scenario-" + std::string(sc.name);
    const char* label = scenario_label(language_, sc.name);
    const std::string text = (label ? std::string(label) : std::string(sc.name)) + "##" + id;
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
  if (!imported_.empty()) {
    ImGui::TextDisabled("%s", tactics_words(language_).imported_maps);
    first = true;
  }
  for (std::size_t i = 0; i < imported_.size(); ++i) {
    const ImportedMap& m = imported_[i];
    const std::string id = "map-" + std::to_string(i);
    std::string title = m.title.size() > 24 ? m.title.substr(0, 22) + "…" : m.title;
    const std::string text = title + "##" + id;
    Controls::same_line_if_fits(text.c_str(), first);
    first = false;
    const bool selected = source() == m.text;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (controls.button(text.c_str(), id.c_str())) {
      request.new_game = true;
      request.setting = m.text;
    }
    if (selected) ImGui::PopStyleColor();
  }
  if (controls.button(controls.words().restart, "new")) {
    request.new_game = true;
    request.setting = source();
  }
}

// The enemy's difficulty: Easy, Normal, Hard; the battle's own marked.
void TacticsView::draw_difficulty(Controls& controls) {
  const TacticsWords& tw = tactics_words(language_);
  ImGui::TextUnformatted(tw.difficulty);
  for (tactics::Difficulty d : tactics::difficulties) {
    const std::string id = "difficulty-" + std::string(tactics::difficulty_name(d));
    const std::string text = std::string(tw.difficulties[static_cast<int>(d)]) + "##" + id;
    ImGui::SameLine();
    const bool selected = battle().difficulty() == d;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (controls.button(text.c_str(), id.c_str())) choose_difficulty(d);
    if (selected) ImGui::PopStyleColor();
  }
  if (difficulty_waits_) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", tw.difficulty_next);
    ImGui::PopTextWrapPos();
  }
}

// What the map's own rules mean on screen: sight and height.
void TacticsView::draw_rules_notes() const {
  const TacticsWords& tw = tactics_words(language_);
  const tactics::Map& map = battle().map();
  if (!map.options().line_of_sight && !map.uneven()) return;
  ImGui::PushTextWrapPos(0.0f);
  if (map.options().line_of_sight) ImGui::TextDisabled("%s", tw.sight_note);
  if (map.uneven()) ImGui::TextDisabled("%s", tw.height_note);
  ImGui::PopTextWrapPos();
}

// Turn and phase, End turn, Wait and the danger zone switch.
void TacticsView::draw_orders(Controls& controls, double now) {
  const bool busy = this->busy(now);
  const bool player = shows_player_phase();
  const bool over = shows_result();
  const Words& w = controls.words();
  ImGui::Text("%s", battle().title().c_str());
  ImGui::Text(w.turn, playing_enemy_phase() ? playback_turn_ : battle().turn());
  ImGui::SameLine(0, 0);
  if (over) {
    ImGui::TextColored(palette::result_text, "%s",
                       battle().status() == tactics::BattleStatus::won ? w.victory : w.defeat);
  } else {
    ImGui::TextColored(player ? palette::player_text : palette::enemy_text, "%s",
                       player ? w.your_phase : w.enemy_phase);
  }
  bool first = true;
  Controls::same_line_if_fits(w.end_turn, first);
  first = false;
  if (controls.button(w.end_turn, "end-turn", player && !over && !busy)) end_turn(now);
  Controls::same_line_if_fits(w.wait, first);
  const bool can_wait = battle().can_wait(battle().selected()) && !busy;
  if (controls.button(w.wait, "wait", can_wait)) wait_selected(now);
  // A checkbox is as wide as a button of its label and a square.
  const char* undo_label = tactics_words(language_).undo;
  Controls::same_line_if_fits(undo_label, first);
  if (controls.button(undo_label, "undo", session_.can_undo() && player && !over && !busy)) {
    undo(now);
  }
  const std::string danger_width = std::string("MM") + w.danger_zone;
  Controls::same_line_if_fits(danger_width.c_str(), first);
  bool danger = show_danger_;
  if (ImGui::Checkbox(w.danger_zone, &danger)) toggle_danger();
  controls.remember("danger");
}

// The selected unit's figures and what it may do next.
void TacticsView::draw_selected(const Words& w) const {
  const bool player = shows_player_phase();
  const bool over = shows_result();
  const BattleUnit* sel = battle().unit(battle().selected());
  if (sel) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(
                           sel->team == Team::player ? palette::blue_text : palette::red_text),
                       "%s", unit_name(language_, *sel).c_str());
    const tactics::UnitStats& stats = sel->stats;
    ImGui::Text(w.unit_stats, sel->hp, stats.max_hp, stats.attack, stats.defence);
    const std::string move_class =
        move_class_name(language_, battle().map().costs().move_class_name(sel->move_class));
    ImGui::Text(w.unit_move, stats.move, move_class.c_str(), stats.min_range, stats.max_range);
    if (sel->team == Team::player) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", sel->acted   ? w.done_this_turn
                               : sel->moved ? w.after_move
                                            : w.before_move);
      ImGui::PopStyleColor();
    }
  } else if (!over) {
    ImGui::TextDisabled("%s", player ? w.pick_unit : w.enemy_moving);
  }
}

bool TacticsView::shows_player_phase() const {
  return battle().phase() == tactics::Phase::player && !playing_enemy_phase();
}

bool TacticsView::shows_result() const {
  return battle().status() != tactics::BattleStatus::ongoing && !playing_enemy_phase();
}

bool TacticsView::over(double now) const {
  return battle().status() != tactics::BattleStatus::ongoing && !animating(now);
}

ImVec2 TacticsView::banner_centre() const { return area_centre_; }

ViewRequest TacticsView::banner(Controls& controls) {
  const bool won = battle().status() == tactics::BattleStatus::won;
  const Words& w = controls.words();
  draw_banner_words(won ? palette::player_text : palette::enemy_text, won ? w.victory : w.defeat,
                    won ? w.victory_text : w.defeat_text);
  ViewRequest request;
  if (controls.button(w.new_game, "banner-new")) {
    request.new_game = true;
    request.setting = source();
  }
  return request;
}
}  // namespace qipan::web
