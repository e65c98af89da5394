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
#include "web/tactics_words.h"

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

// Sight and height on the map: a grey veil over the cells in range that the
// selected unit cannot see, with a "no sight" sign (a ring struck through),
// and dark cliff edges where the ground drops.
constexpr ImU32 unseen_veil = IM_COL32(60, 60, 70, 150);
constexpr ImU32 cliff_edge = IM_COL32(20, 16, 12, 210);

// A ring struck through, light inside a dark outline: "cannot see it".
void no_sight_sign(ImDrawList* dl, ImVec2 p, float r) {
  const float w = std::max(1.5f, r * 0.22f);
  const ImVec2 a(p.x - r * 0.7f, p.y + r * 0.7f);
  const ImVec2 b(p.x + r * 0.7f, p.y - r * 0.7f);
  dl->AddCircle(p, r, words_outline, 0, w + 2.5f);
  dl->AddLine(a, b, words_outline, w + 2.5f);
  dl->AddCircle(p, r, words_fill, 0, w);
  dl->AddLine(a, b, words_fill, w);
}

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) {
  return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

}  // namespace

void TacticsView::fill_cell(ImDrawList* dl, Point p, ImU32 colour, float scale) const {
  ImVec2 c[6];
  const int n = layout_.corners(p, c, scale);
  if (n == 4) {
    dl->AddRectFilled(c[0], c[2], colour);
  } else {
    dl->AddConvexPolyFilled(c, n, colour);
  }
}

void TacticsView::outline_cell(ImDrawList* dl, Point p, ImU32 colour, float width,
                               float scale) const {
  ImVec2 c[6];
  const int n = layout_.corners(p, c, scale);
  dl->AddPolyline(c, n, colour, ImDrawFlags_Closed, width);
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

std::optional<Point> TacticsView::cell_at(ImVec2 p) const { return layout_.cell_at(p); }

float TacticsView::aspect() const { return TacticsLayout::aspect(battle().map()); }

void TacticsView::place(ImVec2 min, ImVec2 max, bool) {
  area_centre_ = ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2);
  layout_.place(battle().map(), min, max);
}

void TacticsView::draw(ImDrawList* dl, const FontBook& fonts, double now) const {
  const bool still = idle(now);
  forecast_box_.reset();
  draw_terrain(dl, fonts);
  draw_overlays(dl, still);
  draw_grid(dl);
  draw_heights(dl, fonts);
  // The banner lies under the units, so that it never hides one.
  draw_phase_banner(dl, fonts, now);
  if (still) draw_path(dl);
  draw_units(dl, fonts, now, still);
  draw_hits(dl, fonts, now);
  if (still) draw_forecast(dl, fonts);
}

// A band across the middle of the map announcing the phase that began: the
// player's marked "●" with a blue edge, the enemy's "▲" with a red one. It
// is drawn under the units and fades out.
void TacticsView::draw_phase_banner(ImDrawList* dl, const FontBook& fonts, double now) const {
  const std::string_view words = phase_banner(now);
  if (words.empty()) return;
  const bool player = banner_phase_ == "player";
  const ImVec2 o = layout_.origin();
  const ImVec2 s = layout_.size();
  const float k = static_cast<float>((now - banner_start_) / banner_seconds);
  const float fade = k < 0.6f ? 1.0f : std::max(0.0f, 1.0f - (k - 0.6f) / 0.4f);
  const float size = std::clamp(layout_.cell() * 0.8f, 20.0f, 48.0f);
  const float mid = o.y + s.y / 2;
  const ImVec2 lo(o.x, mid - size * 0.8f);
  const ImVec2 hi(o.x + s.x, mid + size * 0.8f);
  dl->AddRectFilled(lo, hi, with_alpha(banner_band, fade));
  const ImU32 edge = with_alpha(player ? palette::blue_side : palette::red_side, fade);
  const float edge_w = std::max(3.0f, size * 0.12f);
  dl->AddLine(lo, ImVec2(hi.x, lo.y), edge, edge_w);
  dl->AddLine(ImVec2(lo.x, hi.y), hi, edge, edge_w);
  const std::string text = std::string(player ? "● " : "▲ ") + std::string(words);
  text_outlined(dl, fonts.ui(), size, ImVec2(o.x + s.x / 2, mid), with_alpha(words_fill, fade),
                with_alpha(words_outline, fade), text.c_str());
}

void TacticsView::draw_terrain(ImDrawList* dl, const FontBook&) const {
  const tactics::Map& map = battle().map();
  const float c = layout_.cell() * (layout_.hex() ? 0.8f : 1.0f);  // the marks' square
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const Point p{x, y};
      const std::string& terrain = map.terrain_at(p);
      const palette::Terrain& look = terrain_look(terrain);
      fill_cell(dl, p, look.fill);
      const ImVec2 m = centre(p);
      draw_terrain_mark(dl, terrain, ImVec2(m.x - c / 2, m.y - c / 2), c, look.mark);
    }
  }
}

// Heights: higher ground lighter, a dark edge where the ground drops (the
// thicker, the deeper), and each raised cell's height in a corner.
void TacticsView::draw_heights(ImDrawList* dl, const FontBook& fonts) const {
  const tactics::Map& map = battle().map();
  if (!map.uneven()) return;
  const float c = layout_.cell();
  const tactics::Topology& t = map.topology();
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const Point p{x, y};
      const int h = map.height_at(p);
      if (h == 0) continue;
      fill_cell(dl, p, IM_COL32(255, 255, 255, std::min(130, 26 * h)));
    }
  }
  ImVec2 corner[6];
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const Point p{x, y};
      const int h = map.height_at(p);
      if (h == 0) continue;
      const int n = layout_.corners(p, corner);
      for (int d = 0; d < tactics::neighbour_count(t); ++d) {
        const Point q = tactics::neighbour(t, p, d);
        const int drop = map.contains(q) ? h - map.height_at(q) : 0;
        if (drop <= 0) continue;
        // The shared edge: the two corners nearest the neighbour's centre.
        const ImVec2 qc = centre(q);
        int a = 0;
        int b = 1;
        auto dist = [&](int i) {
          return (corner[i].x - qc.x) * (corner[i].x - qc.x) +
                 (corner[i].y - qc.y) * (corner[i].y - qc.y);
        };
        if (dist(b) < dist(a)) std::swap(a, b);
        for (int i = 2; i < n; ++i) {
          if (dist(i) < dist(a)) {
            b = a;
            a = i;
          } else if (dist(i) < dist(b)) {
            b = i;
          }
        }
        const float w = std::min(c * 0.12f, std::max(2.0f, c * 0.035f * static_cast<float>(drop)));
        dl->AddLine(corner[a], corner[b], cliff_edge, w);
      }
    }
  }
  const float size = std::max(11.0f, c * 0.26f);
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      const Point p{x, y};
      const int h = map.height_at(p);
      if (h == 0) continue;
      const ImVec2 m = centre(p);
      const ImVec2 at =
          layout_.hex() ? ImVec2(m.x, m.y - c * 0.36f) : ImVec2(m.x - c * 0.33f, m.y - c * 0.31f);
      const std::string text = std::to_string(h);
      text_outlined(dl, fonts.ui(), size, at, words_fill, words_outline, text.c_str());
    }
  }
}

// The danger zone (on demand), the selection's movement range, attack
// fringe and the cells in range it cannot see.
void TacticsView::draw_overlays(ImDrawList* dl, bool idle) const {
  const float c = layout_.cell();
  ImVec2 k[6];
  if (show_danger_ && !playing_enemy_phase()) {
    for (Point p : danger_) {
      fill_cell(dl, p, palette::danger_zone);
      const int n = layout_.corners(p, k);
      dl->AddLine(k[0], k[n / 2], palette::danger_hatch, std::max(1.0f, c * 0.03f));
    }
  }
  if (!idle) return;
  for (const tactics::Reach& r : view_.reachable) fill_cell(dl, r.at, palette::reach);
  // The attack fringe is told from the range by shape too: an inset frame
  // and a stroke across, dark on any terrain (not by its hue alone).
  const float line = std::max(2.0f, c * 0.05f);
  for (Point p : view_.attack_cells) {
    fill_cell(dl, p, palette::attack_fringe);
    outline_cell(dl, p, words_outline, line, 0.8f);
    const int n = layout_.corners(p, k, 0.8f);
    dl->AddLine(k[0], k[n / 2], with_alpha(words_outline, 0.5f), line * 0.6f);
  }
  for (Point p : view_.unseen_cells) {
    fill_cell(dl, p, unseen_veil);
    if (battle().unit_at(p) == tactics::no_unit) no_sight_sign(dl, centre(p), c * 0.16f);
  }
}

void TacticsView::draw_grid(ImDrawList* dl) const {
  const tactics::Map& map = battle().map();
  const ImVec2 o = layout_.origin();
  const ImVec2 s = layout_.size();
  if (layout_.hex()) {
    for (int y = 0; y < map.height(); ++y) {
      for (int x = 0; x < map.width(); ++x) outline_cell(dl, {x, y}, palette::grid_line, 1.0f);
    }
    return;
  }
  const float c = layout_.cell();
  for (int x = 0; x <= map.width(); ++x) {
    const float px = o.x + static_cast<float>(x) * c;
    dl->AddLine(ImVec2(px, o.y), ImVec2(px, o.y + s.y), palette::grid_line);
  }
  for (int y = 0; y <= map.height(); ++y) {
    const float py = o.y + static_cast<float>(y) * c;
    dl->AddLine(ImVec2(o.x, py), ImVec2(o.x + s.x, py), palette::grid_line);
  }
  dl->AddRect(o, ImVec2(o.x + s.x, o.y + s.y), palette::map_frame, 0, 0, 2);
}

// The path to the hovered cell, as an arrow.
void TacticsView::draw_path(ImDrawList* dl) const {
  if (hover_path_.size() < 2) return;
  const float c = layout_.cell();
  std::vector<ImVec2> pts;
  for (Point p : hover_path_) pts.push_back(centre(p));
  const float thick = std::max(3.0f, c * 0.16f);
  const int n = static_cast<int>(pts.size());
  dl->AddPolyline(pts.data(), n, palette::path_shadow, 0, thick + 3);
  dl->AddPolyline(pts.data(), n, palette::path, 0, thick);
  const ImVec2 end = pts.back();
  const ImVec2 prev = pts[pts.size() - 2];
  const float len = std::max(1.0f, std::hypot(end.x - prev.x, end.y - prev.y));
  const float dx = (end.x - prev.x) / len;
  const float dy = (end.y - prev.y) / len;
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
    return lerp(centre(path[i]), centre(path[std::min(i + 1, path.size() - 1)]), f);
  };
  if (!steps_.empty()) {
    // The enemy phase as played so far, over the units as the phase began.
    for (const BattleUnit& u : phase_start_units_) {
      out.push_back({u.id, centre(u.phase_start), u.hp, u.team == Team::player && u.acted});
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
    ImVec2 at = centre(battle().cell_of(u));
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
// and the targets ringed, an enemy in range but out of sight marked so.
void TacticsView::draw_units(ImDrawList* dl, const FontBook& fonts, double now, bool idle) const {
  const float c = layout_.cell();
  const float r = c * 0.38f;
  const UnitId sel = battle().selected();
  for (const Shown& s : shown(now)) {
    if (s.hp == 0) continue;
    const BattleUnit& u = *battle().unit(s.id);
    const ImVec2 p = s.at;
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
    const auto& unseen = view_.unseen_targets;
    if (std::find(unseen.begin(), unseen.end(), s.id) != unseen.end()) {
      no_sight_sign(dl, ImVec2(p.x + r * 0.85f, p.y - r * 0.85f), r * 0.42f);
    }
  }
}

// Hits: a flash, the damage rising in outlined figures (a second hit on the
// same cell while the first still shows rises above it), and for a unit
// that falls a cross over its cell and "Defeated" fitted inside it.
void TacticsView::draw_hits(ImDrawList* dl, const FontBook& fonts, double now) const {
  const float c = layout_.cell();
  const float r = c * 0.38f;
  for (std::size_t i = 0; i < hits_.size(); ++i) {
    const Hit& hit = hits_[i];
    const double t = now - hit.start;
    if (t < 0 || t >= number_seconds) continue;
    // How many earlier hits on this cell still show: this one goes above.
    int below = 0;
    for (std::size_t j = 0; j < i; ++j) {
      const double tj = now - hits_[j].start;
      if (hits_[j].at == hit.at && tj >= 0 && tj < number_seconds) ++below;
    }
    const ImVec2 p = centre(hit.at);
    if (t < hit_seconds) {
      const float k = static_cast<float>(t / hit_seconds);
      dl->AddCircle(p, r * (1.0f + k * 0.6f), with_alpha(palette::hit_flash, 1 - k), 0, r * 0.25f);
    }
    const float k = static_cast<float>(t / number_seconds);
    const float fade = k < 0.7f ? 1.0f : 1.0f - (k - 0.7f) / 0.3f;
    const float size = std::max(18.0f, c * 0.5f);
    const std::string text = "-" + std::to_string(hit.damage);
    const float rise = c * 0.25f * k + static_cast<float>(below) * size * 0.9f;
    text_outlined(dl, fonts.ui(), size, ImVec2(p.x, p.y - r * 0.9f - rise),
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
    // The word fits the cell's width, so it never lies over a neighbour.
    const char* word = words(language_).defeated;
    float word_size = std::max(12.0f, c * 0.3f);
    const float width = fonts.ui()->CalcTextSizeA(word_size, 1e9f, 0, word).x;
    if (width > c * 0.9f) word_size *= c * 0.9f / width;
    text_outlined(dl, fonts.ui(), word_size, ImVec2(p.x, p.y + r * 0.55f),
                  with_alpha(words_fill, fade), with_alpha(words_outline, fade), word);
  }
}

// The forecast over a target under the pointer, or over an enemy in range
// that the selected unit cannot see, that it cannot attack.
void TacticsView::draw_forecast(ImDrawList* dl, const FontBook& fonts) const {
  if (!hover_) return;
  const auto& unseen = view_.unseen_targets;
  const bool out_of_sight =
      std::find(unseen.begin(), unseen.end(), battle().unit_at(*hover_)) != unseen.end();
  if (!hover_forecast_ && !out_of_sight) return;
  std::string text;
  if (hover_forecast_) {
    const tactics::Forecast& f = *hover_forecast_;
    const Words& w = words(language_);
    text =
        fill(w.forecast, f.damage, f.hp_before, f.hp_after) + (f.defeats ? w.forecast_defeats : "");
  } else {
    text = tactics_words(language_).out_of_sight;
  }
  const float c = layout_.cell();
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
