#include "web/tactics_view.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <string_view>

#include "web/draw_text.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

namespace {

using tactics::BattleUnit;
using tactics::Point;
using tactics::Team;
using tactics::UnitId;

constexpr double walk_seconds = 0.11;  // per cell
constexpr double hit_seconds = 0.5;
constexpr double step_pause = 0.15;   // between enemy units
constexpr double phase_delay = 0.35;  // before the enemy phase plays

struct TerrainLook {
  ImU32 fill;
  ImU32 mark;
};

TerrainLook terrain_look(std::string_view name) {
  if (name == "road") return {IM_COL32(214, 192, 142, 255), IM_COL32(180, 150, 100, 255)};
  if (name == "forest") return {IM_COL32(78, 138, 70, 255), IM_COL32(38, 92, 42, 255)};
  if (name == "hill") return {IM_COL32(176, 160, 96, 255), IM_COL32(130, 112, 60, 255)};
  if (name == "mountain") return {IM_COL32(140, 124, 110, 255), IM_COL32(84, 72, 64, 255)};
  if (name == "water") return {IM_COL32(70, 140, 210, 255), IM_COL32(170, 214, 245, 220)};
  if (name == "wall") return {IM_COL32(86, 84, 90, 255), IM_COL32(50, 48, 54, 255)};
  return {IM_COL32(156, 196, 112, 255), IM_COL32(136, 176, 96, 255)};  // plain, and any other
}

// Texture marks that tell terrains apart without relying on colour alone.
void draw_terrain_mark(ImDrawList* dl, std::string_view name, ImVec2 lo, float c, ImU32 mark) {
  const float w = std::max(1.0f, c * 0.04f);
  auto at = [&](float x, float y) { return ImVec2(lo.x + x * c, lo.y + y * c); };
  if (name == "forest") {
    for (auto [x, y] : {std::pair{0.3f, 0.42f}, std::pair{0.68f, 0.34f}, std::pair{0.52f, 0.74f}}) {
      dl->AddTriangleFilled(at(x, y - 0.2f), at(x - 0.13f, y + 0.08f), at(x + 0.13f, y + 0.08f),
                            mark);
    }
  } else if (name == "hill") {
    dl->PathArcTo(at(0.5f, 0.78f), c * 0.3f, 3.3f, 6.1f);
    dl->PathStroke(mark, 0, w * 1.5f);
  } else if (name == "mountain") {
    dl->AddTriangleFilled(at(0.5f, 0.16f), at(0.12f, 0.84f), at(0.88f, 0.84f), mark);
    dl->AddTriangleFilled(at(0.5f, 0.16f), at(0.4f, 0.34f), at(0.6f, 0.34f),
                          IM_COL32(236, 236, 240, 255));
  } else if (name == "water") {
    for (float y : {0.32f, 0.66f}) {
      ImVec2 pts[7];
      for (int i = 0; i < 7; ++i) {
        const float t = static_cast<float>(i) / 6.0f;
        pts[i] = at(0.18f + 0.64f * t, y + 0.05f * std::sin(t * 6.2832f));
      }
      dl->AddPolyline(pts, 7, mark, 0, w);
    }
  } else if (name == "wall") {
    for (float y : {0.33f, 0.66f}) dl->AddLine(at(0, y), at(1, y), mark, w);
    dl->AddLine(at(0.5f, 0), at(0.5f, 0.33f), mark, w);
    dl->AddLine(at(0.25f, 0.33f), at(0.25f, 0.66f), mark, w);
    dl->AddLine(at(0.75f, 0.33f), at(0.75f, 0.66f), mark, w);
    dl->AddLine(at(0.5f, 0.66f), at(0.5f, 1), mark, w);
  } else if (name == "road") {
    dl->AddCircleFilled(at(0.3f, 0.35f), c * 0.04f, mark);
    dl->AddCircleFilled(at(0.7f, 0.6f), c * 0.04f, mark);
  }
}

const char* class_glyph(const std::string& move_class, int max_range) {
  if (max_range >= 2) return "弓";
  if (move_class == "mounted") return "骑";
  if (move_class == "flying") return "飞";
  return "步";
}

ImU32 team_colour(Team t) { return t == Team::player ? palette::blue_side : palette::red_side; }

double wall_ms() { return emscripten_get_now(); }

}  // namespace

TacticsView::TacticsView(tactics::Battle battle, std::string source)
    : battle_(std::move(battle)), source_(std::move(source)) {
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
  refresh_overlays();
  if (battle_.phase() == tactics::Phase::enemy &&
      battle_.status() == tactics::BattleStatus::ongoing) {
    begin_enemy_phase(now);
  }
}

void TacticsView::end_turn(double now) {
  if (animating(now) || !battle_.end_turn()) return;
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

std::vector<TacticsView::Shown> TacticsView::shown(double now) const {
  std::vector<Shown> out;
  auto along = [&](const std::vector<Point>& path, double t) {
    if (path.empty()) return ImVec2(0, 0);
    const double steps = std::clamp(t / walk_seconds, 0.0, static_cast<double>(path.size() - 1));
    const auto i = static_cast<std::size_t>(steps);
    const auto f = static_cast<float>(steps - static_cast<double>(i));
    const Point a = path[i];
    const Point b = path[std::min(i + 1, path.size() - 1)];
    return ImVec2(static_cast<float>(a.x) + f * static_cast<float>(b.x - a.x),
                  static_cast<float>(a.y) + f * static_cast<float>(b.y - a.y));
  };
  if (!steps_.empty()) {
    // The enemy phase as played so far, over the units as the phase began.
    for (const BattleUnit& u : phase_start_units_) {
      const Point at = u.phase_start;
      out.push_back({u.id, ImVec2(static_cast<float>(at.x), static_cast<float>(at.y)), u.hp,
                     u.team == Team::player && u.acted});
    }
    for (std::size_t i = 0; i <= step_ && i < steps_.size(); ++i) {
      const tactics::EnemyStep& s = steps_[i];
      const double t = i < step_ ? 1e9 : now - step_start_;
      auto& mover = out[static_cast<std::size_t>(s.unit)];
      mover.at = along(s.path, t);
      mover.acted = i < step_;
      const double walking = walk_seconds * static_cast<double>(s.path.size() - 1);
      if (s.target != tactics::kNoUnit && t >= walking) {
        out[static_cast<std::size_t>(s.target)].hp = s.target_hp;
      }
    }
    return out;
  }
  for (const BattleUnit& u : battle_.units()) {
    const Point cell = battle_.cell_of(u);
    ImVec2 at(static_cast<float>(cell.x), static_cast<float>(cell.y));
    if (walk_ && walk_->unit == u.id) at = along(walk_->path, now - walk_->start);
    out.push_back({u.id, at, u.hp, u.acted});
  }
  // A unit struck a moment ago still shows until its hit fades.
  for (const Hit& h : hits_) {
    auto& target = out[static_cast<std::size_t>(h.target)];
    if (target.hp == 0 && now - h.start < hit_seconds) target.hp = -1;  // fading out
  }
  return out;
}

ImVec2 TacticsView::centre(ImVec2 cell) const {
  return ImVec2(origin_.x + (cell.x + 0.5f) * cell_, origin_.y + (cell.y + 0.5f) * cell_);
}

Result<ImVec2> TacticsView::cell_centre(Point p) const {
  if (!battle_.map().contains(p)) return battle_.map().off_map(p);
  return centre(ImVec2(static_cast<float>(p.x), static_cast<float>(p.y)));
}

std::optional<Point> TacticsView::cell_at(ImVec2 p) const {
  if (cell_ <= 0) return std::nullopt;
  const Point c{static_cast<int>(std::floor((p.x - origin_.x) / cell_)),
                static_cast<int>(std::floor((p.y - origin_.y) / cell_))};
  if (!battle_.map().contains(c)) return std::nullopt;
  return c;
}

void TacticsView::draw(ImDrawList* dl, ImVec2 min, ImVec2 max, ImVec2 mouse, const FontBook& fonts,
                       double now) {
  advance(now);
  const tactics::Map& map = battle_.map();
  const int w = map.width();
  const int h = map.height();
  cell_ = std::floor(
      std::min((max.x - min.x) / static_cast<float>(w), (max.y - min.y) / static_cast<float>(h)));
  origin_ = ImVec2(std::round((min.x + max.x - cell_ * static_cast<float>(w)) / 2),
                   std::round((min.y + max.y - cell_ * static_cast<float>(h)) / 2));
  const float c = cell_;
  auto lo = [&](Point p) {
    return ImVec2(origin_.x + static_cast<float>(p.x) * c, origin_.y + static_cast<float>(p.y) * c);
  };
  auto hi = [&](Point p) { return ImVec2(lo(p).x + c, lo(p).y + c); };

  // Terrain.
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p{x, y};
      const std::string& name = map.terrain_at(p);
      const TerrainLook look = terrain_look(name);
      dl->AddRectFilled(lo(p), hi(p), look.fill);
      draw_terrain_mark(dl, name, lo(p), c, look.mark);
    }
  }

  // Overlays: danger zone (on demand), movement range, attack fringe.
  const bool idle = !animating(now) && battle_.phase() == tactics::Phase::player;
  if (show_danger_ && !playing_enemy_phase()) {
    for (Point p : danger_) {
      dl->AddRectFilled(lo(p), hi(p), IM_COL32(150, 40, 160, 45));
      dl->AddLine(lo(p), hi(p), IM_COL32(120, 20, 130, 110), std::max(1.0f, c * 0.03f));
    }
  }
  if (idle) {
    for (const tactics::Reach& r : view_.reachable) {
      dl->AddRectFilled(lo(r.at), hi(r.at), IM_COL32(50, 120, 255, 150));
    }
    for (Point p : view_.attack_cells) dl->AddRectFilled(lo(p), hi(p), IM_COL32(240, 50, 40, 140));
  }

  // Grid.
  const ImU32 grid = IM_COL32(0, 0, 0, 45);
  for (int x = 0; x <= w; ++x) {
    dl->AddLine(
        ImVec2(origin_.x + static_cast<float>(x) * c, origin_.y),
        ImVec2(origin_.x + static_cast<float>(x) * c, origin_.y + static_cast<float>(h) * c), grid);
  }
  for (int y = 0; y <= h; ++y) {
    dl->AddLine(
        ImVec2(origin_.x, origin_.y + static_cast<float>(y) * c),
        ImVec2(origin_.x + static_cast<float>(w) * c, origin_.y + static_cast<float>(y) * c), grid);
  }
  dl->AddRect(origin_,
              ImVec2(origin_.x + static_cast<float>(w) * c, origin_.y + static_cast<float>(h) * c),
              IM_COL32(40, 30, 20, 255), 0, 0, 2);

  // The path to the hovered cell, as an arrow.
  const UnitId sel = battle_.selected();
  const BattleUnit* sel_unit = battle_.unit(sel);
  const auto hovered = cell_at(mouse);
  if (hovered != hover_) {
    hover_ = hovered;
    hover_path_.clear();
    if (idle && hovered && battle_.can_move(sel)) {
      if (auto path = battle_.path_to(sel, *hovered)) hover_path_ = std::move(path).value();
    }
  }
  if (idle && hover_path_.size() >= 2) {
    std::vector<ImVec2> pts;
    for (Point p : hover_path_)
      pts.push_back(centre(ImVec2(static_cast<float>(p.x), static_cast<float>(p.y))));
    const float thick = std::max(3.0f, c * 0.16f);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), IM_COL32(20, 20, 40, 160), 0,
                    thick + 3);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), IM_COL32(255, 250, 220, 255), 0,
                    thick);
    const ImVec2 end = pts.back();
    const ImVec2 prev = pts[pts.size() - 2];
    const float dx = (end.x - prev.x) / c;
    const float dy = (end.y - prev.y) / c;
    const float s = c * 0.3f;
    dl->AddTriangleFilled(ImVec2(end.x + dx * s, end.y + dy * s),
                          ImVec2(end.x - dy * s * 0.8f, end.y + dx * s * 0.8f),
                          ImVec2(end.x + dy * s * 0.8f, end.y - dx * s * 0.8f),
                          IM_COL32(255, 250, 220, 255));
  }

  // Units.
  const float r = c * 0.38f;
  for (const Shown& s : shown(now)) {
    if (s.hp == 0) continue;
    const BattleUnit& u = *battle_.unit(s.id);
    const ImVec2 p = centre(s.at);
    const float fade = s.hp < 0 ? 0.4f : 1.0f;
    const bool greyed = s.acted && u.team == Team::player;
    const ImU32 fill = greyed ? IM_COL32(120, 120, 128, 255) : team_colour(u.team);
    dl->AddCircleFilled(ImVec2(p.x + r * 0.08f, p.y + r * 0.12f), r,
                        with_alpha(IM_COL32(0, 0, 0, 90), fade));
    dl->AddCircleFilled(p, r, with_alpha(fill, fade));
    dl->AddCircle(p, r, with_alpha(IM_COL32(255, 255, 255, 200), fade), 0,
                  std::max(1.5f, r * 0.1f));
    text_centred(
        dl, fonts.board(), r * 1.1f, p, with_alpha(IM_COL32(255, 255, 255, 255), fade),
        class_glyph(battle_.map().costs().move_class_name(u.move_class), u.stats.max_range));
    // HP bar.
    const float hp = static_cast<float>(std::max(0, s.hp)) / static_cast<float>(u.stats.max_hp);
    const ImVec2 bar_lo(p.x - c * 0.4f, p.y + r + c * 0.02f);
    const ImVec2 bar_hi(p.x + c * 0.4f, bar_lo.y + std::max(3.0f, c * 0.09f));
    dl->AddRectFilled(bar_lo, bar_hi, with_alpha(IM_COL32(30, 20, 20, 220), fade));
    const ImU32 bar = hp > 0.5f
                          ? IM_COL32(70, 200, 90, 255)
                          : (hp > 0.25f ? IM_COL32(230, 190, 50, 255) : IM_COL32(230, 60, 50, 255));
    dl->AddRectFilled(bar_lo, ImVec2(bar_lo.x + (bar_hi.x - bar_lo.x) * hp, bar_hi.y),
                      with_alpha(bar, fade));
    if (s.id == sel && idle) {
      dl->AddCircle(p, r * 1.22f, IM_COL32(255, 220, 60, 255), 0, std::max(2.0f, r * 0.14f));
    }
    if (idle &&
        std::find(view_.targets.begin(), view_.targets.end(), s.id) != view_.targets.end()) {
      dl->AddCircle(p, r * 1.25f, IM_COL32(255, 60, 40, 255), 0, std::max(2.0f, r * 0.16f));
    }
  }

  // Hits: a flash and the damage rising.
  for (const Hit& hit : hits_) {
    const double t = now - hit.start;
    if (t < 0 || t >= hit_seconds) continue;
    const float k = static_cast<float>(t / hit_seconds);
    const ImVec2 p = centre(ImVec2(static_cast<float>(hit.at.x), static_cast<float>(hit.at.y)));
    dl->AddCircle(p, r * (1.0f + k * 0.6f), with_alpha(IM_COL32(255, 240, 200, 255), 1 - k), 0,
                  r * 0.25f);
    const std::string text = "-" + std::to_string(hit.damage);
    text_centred(dl, fonts.ui(), c * 0.5f, ImVec2(p.x, p.y - r - c * 0.4f * k),
                 with_alpha(IM_COL32(255, 80, 60, 255), 1 - k * 0.5f), text.c_str());
  }

  // Forecast over a target under the mouse.
  if (idle && hovered && sel_unit) {
    const UnitId target = battle_.unit_at(*hovered);
    if (std::find(view_.targets.begin(), view_.targets.end(), target) != view_.targets.end()) {
      if (auto f = battle_.forecast(sel, target)) {
        const std::string text = "Damage " + std::to_string(f->damage) + "  HP " +
                                 std::to_string(f->hp_before) + " → " +
                                 std::to_string(f->hp_after) + (f->defeats ? "  defeated" : "");
        const ImVec2 size = fonts.ui()->CalcTextSizeA(ImGui::GetFontSize(), 1e9f, 0, text.c_str());
        const ImVec2 p =
            centre(ImVec2(static_cast<float>(hovered->x), static_cast<float>(hovered->y)));
        const ImVec2 box_lo(p.x - size.x / 2 - 8, p.y - r - c * 0.5f - size.y - 8);
        const ImVec2 box_hi(p.x + size.x / 2 + 8, p.y - r - c * 0.5f);
        dl->AddRectFilled(box_lo, box_hi, IM_COL32(20, 16, 14, 235), 6);
        dl->AddText(fonts.ui(), ImGui::GetFontSize(), ImVec2(box_lo.x + 8, box_lo.y + 4),
                    IM_COL32(255, 230, 200, 255), text.c_str());
      }
    }
  }
}

void TacticsView::draw_panel(Controls& controls, double now) {
  const bool busy = animating(now);
  const bool player = battle_.phase() == tactics::Phase::player && !playing_enemy_phase();
  const bool over = battle_.status() != tactics::BattleStatus::ongoing && !playing_enemy_phase();
  ImGui::Text("%s", battle_.title().c_str());
  ImGui::Text("Turn %d · ", playing_enemy_phase() ? playback_turn_ : battle_.turn());
  ImGui::SameLine(0, 0);
  if (over) {
    ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1),
                       battle_.status() == tactics::BattleStatus::won ? "Victory 胜" : "Defeat 负");
  } else {
    ImGui::TextColored(player ? ImVec4(0.5f, 0.7f, 1, 1) : ImVec4(1, 0.5f, 0.45f, 1),
                       player ? "Your phase 我方" : "Enemy phase 敌方");
  }
  if (controls.button("End turn", "end-turn", player && !over && !busy)) end_turn(now);
  ImGui::SameLine();
  const BattleUnit* sel = battle_.unit(battle_.selected());
  const bool can_wait = sel && battle_.can_wait(sel->id) && !busy;
  if (controls.button("Wait", "wait", can_wait)) wait_selected(now);
  ImGui::SameLine();
  bool danger = show_danger_;
  if (ImGui::Checkbox("Danger zone", &danger)) toggle_danger();
  controls.remember("danger");
  ImGui::Separator();
  if (sel) {
    ImGui::TextColored(
        ImGui::ColorConvertU32ToFloat4(sel->team == Team::player ? IM_COL32(128, 176, 255, 255)
                                                                 : IM_COL32(255, 128, 112, 255)),
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
  int alive[2] = {0, 0};
  for (const BattleUnit& u : battle_.units()) {
    if (u.alive()) ++alive[u.team == Team::player ? 0 : 1];
  }
  ImGui::Separator();
  ImGui::Text("Your units %d · enemy units %d", alive[0], alive[1]);
}

}  // namespace qipan::web
