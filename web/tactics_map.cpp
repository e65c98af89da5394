// The battle's map as a TacticsView draws it (web/tactics_view.h): where
// the map lies on the page, and each part of a frame, back to front.
#include "web/tactics_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "web/draw_text.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

namespace {

using tactics::BattleUnit;
using tactics::Point;
using tactics::Team;
using tactics::UnitId;

const palette::Terrain& terrain_look(std::string_view name) {
  if (name == "road") return palette::road;
  if (name == "forest") return palette::forest;
  if (name == "hill") return palette::hill;
  if (name == "mountain") return palette::mountain;
  if (name == "water") return palette::river;
  if (name == "wall") return palette::wall;
  return palette::plain;  // plain, and any other
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
    dl->AddTriangleFilled(at(0.5f, 0.16f), at(0.4f, 0.34f), at(0.6f, 0.34f), palette::snow);
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

// Words over the map read by contrast, whatever the colours beneath: a light
// fill inside a dark outline.
constexpr ImU32 words_fill = IM_COL32(255, 255, 255, 255);
constexpr ImU32 words_outline = IM_COL32(10, 10, 10, 255);
constexpr ImU32 banner_band = IM_COL32(12, 14, 20, 190);

void text_outlined(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 fill, ImU32 outline,
                   const char* text) {
  const float w = std::max(1.5f, size * 0.07f);
  for (auto [dx, dy] : {std::pair{-1, -1}, std::pair{0, -1}, std::pair{1, -1}, std::pair{-1, 0},
                        std::pair{1, 0}, std::pair{-1, 1}, std::pair{0, 1}, std::pair{1, 1}}) {
    text_centred(dl, font, size,
                 ImVec2(at.x + static_cast<float>(dx) * w, at.y + static_cast<float>(dy) * w),
                 outline, text);
  }
  text_centred(dl, font, size, at, fill, text);
}

}  // namespace

ImVec2 TacticsView::centre(ImVec2 cell) const {
  return ImVec2(origin_.x + (cell.x + 0.5f) * cell_, origin_.y + (cell.y + 0.5f) * cell_);
}

ImVec2 TacticsView::centre(Point p) const {
  return centre(ImVec2(static_cast<float>(p.x), static_cast<float>(p.y)));
}

ImVec2 TacticsView::cell_min(Point p) const {
  return ImVec2(origin_.x + static_cast<float>(p.x) * cell_,
                origin_.y + static_cast<float>(p.y) * cell_);
}

ImVec2 TacticsView::cell_max(Point p) const {
  const ImVec2 lo = cell_min(p);
  return ImVec2(lo.x + cell_, lo.y + cell_);
}

Result<ImVec2> TacticsView::cell_centre(int x, int y) const {
  const Point p{x, y};
  if (!battle().map().contains(p)) return battle().map().off_map(p);
  return centre(p);
}

Result<ImVec2> TacticsView::centre_of(std::string_view place) const {
  const auto cell = cell_named(place);
  if (!cell) return Error{"the tactics map has cells, not squares: use cellCenter(x, y)"};
  return cell_centre(cell->first, cell->second);
}

std::optional<Point> TacticsView::cell_at(ImVec2 p) const {
  if (cell_ <= 0) return std::nullopt;
  const Point c{static_cast<int>(std::floor((p.x - origin_.x) / cell_)),
                static_cast<int>(std::floor((p.y - origin_.y) / cell_))};
  if (!battle().map().contains(c)) return std::nullopt;
  return c;
}

float TacticsView::aspect() const {
  return static_cast<float>(battle().map().height()) / static_cast<float>(battle().map().width());
}

void TacticsView::place(ImVec2 min, ImVec2 max, bool) {
  area_centre_ = ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2);
  const auto w = static_cast<float>(battle().map().width());
  const auto h = static_cast<float>(battle().map().height());
  cell_ = std::floor(std::min((max.x - min.x) / w, (max.y - min.y) / h));
  origin_ = ImVec2(std::round((min.x + max.x - cell_ * w) / 2),
                   std::round((min.y + max.y - cell_ * h) / 2));
}

void TacticsView::draw(ImDrawList* dl, const FontBook& fonts, double now) const {
  const bool still = idle(now);
  forecast_box_.reset();
  draw_terrain(dl);
  draw_overlays(dl, still);
  draw_grid(dl);
  if (still) draw_path(dl);
  draw_units(dl, fonts, now, still);
  draw_hits(dl, fonts, now);
  if (still) draw_forecast(dl, fonts);
  draw_phase_banner(dl, fonts, now);
}

// A band across the middle of the map announcing the phase that began: the
// player's marked "●" with a blue edge, the enemy's "▲" with a red one.
void TacticsView::draw_phase_banner(ImDrawList* dl, const FontBook& fonts, double now) const {
  const std::string_view words = phase_banner(now);
  if (words.empty()) return;
  const bool player = banner_phase_ == "player";
  const auto w = static_cast<float>(battle().map().width()) * cell_;
  const auto h = static_cast<float>(battle().map().height()) * cell_;
  const float size = std::clamp(cell_ * 0.9f, 22.0f, 56.0f);
  const float mid = origin_.y + h / 2;
  const ImVec2 lo(origin_.x, mid - size);
  const ImVec2 hi(origin_.x + w, mid + size);
  dl->AddRectFilled(lo, hi, banner_band);
  const ImU32 edge = player ? palette::blue_side : palette::red_side;
  const float edge_w = std::max(3.0f, size * 0.12f);
  dl->AddLine(lo, ImVec2(hi.x, lo.y), edge, edge_w);
  dl->AddLine(ImVec2(lo.x, hi.y), hi, edge, edge_w);
  const std::string text = std::string(player ? "● " : "▲ ") + std::string(words);
  text_outlined(dl, fonts.ui(), size, ImVec2(origin_.x + w / 2, mid), words_fill, words_outline,
                text.c_str());
}

void TacticsView::draw_terrain(ImDrawList* dl) const {
  const tactics::Map& map = battle().map();
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const Point p{x, y};
      const std::string& terrain = map.terrain_at(p);
      const palette::Terrain& look = terrain_look(terrain);
      dl->AddRectFilled(cell_min(p), cell_max(p), look.fill);
      draw_terrain_mark(dl, terrain, cell_min(p), cell_, look.mark);
    }
  }
}

// The danger zone (on demand), the selection's movement range and attack
// fringe.
void TacticsView::draw_overlays(ImDrawList* dl, bool idle) const {
  if (show_danger_ && !playing_enemy_phase()) {
    for (Point p : danger_) {
      dl->AddRectFilled(cell_min(p), cell_max(p), palette::danger_zone);
      dl->AddLine(cell_min(p), cell_max(p), palette::danger_hatch, std::max(1.0f, cell_ * 0.03f));
    }
  }
  if (!idle) return;
  for (const tactics::Reach& r : view_.reachable) {
    dl->AddRectFilled(cell_min(r.at), cell_max(r.at), palette::reach);
  }
  // The attack fringe is told from the range by shape too: an inset frame
  // with corner ticks, dark on any terrain (not by its hue alone).
  const float inset = std::max(2.0f, cell_ * 0.1f);
  const float line = std::max(2.0f, cell_ * 0.05f);
  for (Point p : view_.attack_cells) {
    dl->AddRectFilled(cell_min(p), cell_max(p), palette::attack_fringe);
    const ImVec2 lo(cell_min(p).x + inset, cell_min(p).y + inset);
    const ImVec2 hi(cell_max(p).x - inset, cell_max(p).y - inset);
    dl->AddRect(lo, hi, words_outline, 0, 0, line);
    dl->AddLine(lo, hi, with_alpha(words_outline, 0.5f), line * 0.6f);
  }
}

void TacticsView::draw_grid(ImDrawList* dl) const {
  const auto w = static_cast<float>(battle().map().width());
  const auto h = static_cast<float>(battle().map().height());
  const float c = cell_;
  for (int x = 0; x <= battle().map().width(); ++x) {
    const float px = origin_.x + static_cast<float>(x) * c;
    dl->AddLine(ImVec2(px, origin_.y), ImVec2(px, origin_.y + h * c), palette::grid_line);
  }
  for (int y = 0; y <= battle().map().height(); ++y) {
    const float py = origin_.y + static_cast<float>(y) * c;
    dl->AddLine(ImVec2(origin_.x, py), ImVec2(origin_.x + w * c, py), palette::grid_line);
  }
  dl->AddRect(origin_, ImVec2(origin_.x + w * c, origin_.y + h * c), palette::map_frame, 0, 0, 2);
}

// The path to the hovered cell, as an arrow.
void TacticsView::draw_path(ImDrawList* dl) const {
  if (hover_path_.size() < 2) return;
  const float c = cell_;
  std::vector<ImVec2> pts;
  for (Point p : hover_path_) pts.push_back(centre(p));
  const float thick = std::max(3.0f, c * 0.16f);
  const int n = static_cast<int>(pts.size());
  dl->AddPolyline(pts.data(), n, palette::path_shadow, 0, thick + 3);
  dl->AddPolyline(pts.data(), n, palette::path, 0, thick);
  const ImVec2 end = pts.back();
  const ImVec2 prev = pts[pts.size() - 2];
  const float dx = (end.x - prev.x) / c;
  const float dy = (end.y - prev.y) / c;
  const float s = c * 0.3f;
  dl->AddTriangleFilled(ImVec2(end.x + dx * s, end.y + dy * s),
                        ImVec2(end.x - dy * s * 0.8f, end.y + dx * s * 0.8f),
                        ImVec2(end.x + dy * s * 0.8f, end.y - dx * s * 0.8f), palette::path);
}

// The units as they stand at `now`: along a walk, or the enemy phase as
// played back so far; a unit struck a moment ago fades out.
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
      if (s.target != tactics::no_unit && t >= walking) {
        out[static_cast<std::size_t>(s.target)].hp = s.target_hp;
      }
    }
    return out;
  }
  for (const BattleUnit& u : battle().units()) {
    const Point cell = battle().cell_of(u);
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

// Each unit as a token with its class glyph and an HP bar; the selection
// and the targets ringed.
void TacticsView::draw_units(ImDrawList* dl, const FontBook& fonts, double now, bool idle) const {
  const float c = cell_;
  const float r = c * 0.38f;
  const UnitId sel = battle().selected();
  for (const Shown& s : shown(now)) {
    if (s.hp == 0) continue;
    const BattleUnit& u = *battle().unit(s.id);
    const ImVec2 p = centre(s.at);
    const float fade = s.hp < 0 ? 0.4f : 1.0f;
    const bool greyed = s.acted && u.team == Team::player;
    const ImU32 fill = greyed ? palette::unit_done : team_colour(u.team);
    dl->AddCircleFilled(ImVec2(p.x + r * 0.08f, p.y + r * 0.12f), r,
                        with_alpha(palette::shadow, fade));
    dl->AddCircleFilled(p, r, with_alpha(fill, fade));
    dl->AddCircle(p, r, with_alpha(palette::token_edge, fade), 0, std::max(1.5f, r * 0.1f));
    text_centred(
        dl, fonts.board(), r * 1.1f, p, with_alpha(palette::token_glyph, fade),
        class_glyph(battle().map().costs().move_class_name(u.move_class), u.stats.max_range));
    const float hp = static_cast<float>(std::max(0, s.hp)) / static_cast<float>(u.stats.max_hp);
    const ImVec2 bar_lo(p.x - c * 0.4f, p.y + r + c * 0.03f);
    const ImVec2 bar_hi(p.x + c * 0.4f, bar_lo.y + std::max(3.0f, c * 0.09f));
    // A dark frame all round, so that a full green bar stands out on grass
    // by contrast, not by hue (a deuteranope sees both alike).
    const float frame = std::max(1.5f, c * 0.025f);
    dl->AddRectFilled(ImVec2(bar_lo.x - frame, bar_lo.y - frame),
                      ImVec2(bar_hi.x + frame, bar_hi.y + frame),
                      with_alpha(palette::hp_back, fade));
    const ImU32 bar =
        hp > 0.5f ? palette::hp_high : (hp > 0.25f ? palette::hp_mid : palette::hp_low);
    dl->AddRectFilled(bar_lo, ImVec2(bar_lo.x + (bar_hi.x - bar_lo.x) * hp, bar_hi.y),
                      with_alpha(bar, fade));
    if (!idle) continue;
    if (s.id == sel) {
      dl->AddCircle(p, r * 1.22f, palette::selected_ring, 0, std::max(2.0f, r * 0.14f));
    }
    if (std::find(view_.targets.begin(), view_.targets.end(), s.id) != view_.targets.end()) {
      dl->AddCircle(p, r * 1.25f, palette::target_ring, 0, std::max(2.0f, r * 0.16f));
    }
  }
}

// Hits: a flash, the damage rising large in outlined figures, and for a
// unit that falls a cross over its cell and "Defeated".
void TacticsView::draw_hits(ImDrawList* dl, const FontBook& fonts, double now) const {
  const float c = cell_;
  const float r = c * 0.38f;
  for (const Hit& hit : hits_) {
    const double t = now - hit.start;
    if (t < 0 || t >= number_seconds) continue;
    const ImVec2 p = centre(hit.at);
    if (t < hit_seconds) {
      const float k = static_cast<float>(t / hit_seconds);
      dl->AddCircle(p, r * (1.0f + k * 0.6f), with_alpha(palette::hit_flash, 1 - k), 0, r * 0.25f);
    }
    const float k = static_cast<float>(t / number_seconds);
    const float fade = k < 0.7f ? 1.0f : 1.0f - (k - 0.7f) / 0.3f;
    const float size = std::max(20.0f, c * 0.62f);
    const std::string text = "-" + std::to_string(hit.damage);
    text_outlined(dl, fonts.ui(), size, ImVec2(p.x, p.y - r - c * 0.1f - c * 0.35f * k),
                  with_alpha(palette::damage_text, fade), with_alpha(words_outline, fade),
                  text.c_str());
    if (!hit.defeated) continue;
    const float x = r * 0.8f;
    const float lw = std::max(3.0f, c * 0.08f);
    for (auto [a, b] : {std::pair{ImVec2(p.x - x, p.y - x), ImVec2(p.x + x, p.y + x)},
                        std::pair{ImVec2(p.x - x, p.y + x), ImVec2(p.x + x, p.y - x)}}) {
      dl->AddLine(a, b, with_alpha(words_outline, fade), lw + 3);
      dl->AddLine(a, b, with_alpha(words_fill, fade), lw);
    }
    text_outlined(dl, fonts.ui(), std::max(16.0f, c * 0.36f), ImVec2(p.x, p.y + r + c * 0.25f),
                  with_alpha(words_fill, fade), with_alpha(words_outline, fade),
                  words(language_).defeated);
  }
}

// The forecast over a target under the pointer.
void TacticsView::draw_forecast(ImDrawList* dl, const FontBook& fonts) const {
  if (!hover_ || !hover_forecast_) return;
  const tactics::Forecast& f = *hover_forecast_;
  const Words& w = words(language_);
  const std::string text =
      fill(w.forecast, f.damage, f.hp_before, f.hp_after) + (f.defeats ? w.forecast_defeats : "");
  const float c = cell_;
  const float r = c * 0.38f;
  const ImVec2 size = fonts.ui()->CalcTextSizeA(ImGui::GetFontSize(), 1e9f, 0, text.c_str());
  const ImVec2 p = centre(*hover_);
  ImVec2 box_lo(p.x - size.x / 2 - 8, p.y - r - c * 0.5f - size.y - 8);
  ImVec2 box_hi(p.x + size.x / 2 + 8, p.y - r - c * 0.5f);
  // Whole inside the board's area (a target at the map's edge, a zoomed page).
  const ImVec2 clip_lo = dl->GetClipRectMin();
  const ImVec2 clip_hi = dl->GetClipRectMax();
  const float dx = std::max(clip_lo.x + 2 - box_lo.x, std::min(0.0f, clip_hi.x - 2 - box_hi.x));
  const float dy = std::max(0.0f, clip_lo.y + 2 - box_lo.y);
  box_lo = ImVec2(box_lo.x + dx, box_lo.y + dy);
  box_hi = ImVec2(box_hi.x + dx, box_hi.y + dy);
  forecast_box_ = Box{box_lo, box_hi};
  dl->AddRectFilled(box_lo, box_hi, palette::forecast_box, 6);
  dl->AddText(fonts.ui(), ImGui::GetFontSize(), ImVec2(box_lo.x + 8, box_lo.y + 4),
              palette::forecast_text, text.c_str());
}
}  // namespace qipan::web
