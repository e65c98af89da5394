#pragma once

// [SECTION] A tactics battle on screen: the terrain, the units as tokens
// with a class glyph and an HP bar, the selected unit's movement range
// (blue) and attack fringe (red), the path to the hovered cell as an arrow,
// attack targets and a damage forecast, the enemy danger zone on demand,
// units walking their paths cell by cell and the enemy phase played back
// step by step. Clicks go to tactics::click; the view only animates what
// the battle reports.

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/battle.h"
#include "core/tactics/battle_click.h"
#include "web/controls.h"
#include "web/fonts.h"

namespace qipan::web {

// How long the last recomputations took, for the performance test.
struct TacticsTimings {
  double overlay_ms = 0;      // the selection's range, attack fringe, targets and danger zone
  double enemy_phase_ms = 0;  // computing a whole enemy phase (before its playback)
};

class TacticsView {
 public:
  // `source` is what the battle was loaded from, a shipped scenario's name
  // or a scenario's text, to restart it.
  TacticsView(tactics::Battle battle, std::string source);

  const tactics::Battle& battle() const { return battle_; }
  const std::string& scenario() const { return battle_.name(); }
  const std::string& source() const { return source_; }
  bool show_danger() const { return show_danger_; }
  const TacticsTimings& timings() const { return timings_; }
  // The overlays of the selection, as drawn.
  const tactics::UnitView& selection_view() const { return view_; }
  const std::vector<tactics::Point>& danger_cells() const { return danger_; }

  // True while a walk, an attack or the enemy phase is being played back;
  // clicks wait until it ends.
  bool animating(double now) const;
  // True while the enemy phase is being played back (the battle itself is
  // already past it).
  bool playing_enemy_phase() const { return !steps_.empty(); }

  // Forwards a click at a page point to the battle.
  void click(ImVec2 point, double now);
  // The panel's orders.
  void wait_selected(double now);
  void end_turn(double now);
  void toggle_danger();

  // Draws the map in [min, max], with the hovered cell under `mouse`.
  void draw(ImDrawList* dl, ImVec2 min, ImVec2 max, ImVec2 mouse, const FontBook& fonts,
            double now);
  // The panel's part: turn and phase, End Turn, Wait, the danger zone
  // switch, the selected unit.
  void draw_panel(Controls& controls, double now);

  // Page coordinates of a cell's centre as last drawn.
  Result<ImVec2> cell_centre(tactics::Point p) const;
  std::optional<tactics::Point> cell_at(ImVec2 p) const;

 private:
  // A unit as drawn: where it stands (between cells while walking), its HP.
  struct Shown {
    tactics::UnitId id;
    ImVec2 at;  // in cells
    int hp;
    bool acted;
  };
  struct Walk {
    tactics::UnitId unit;
    std::vector<tactics::Point> path;
    double start;
  };
  struct Hit {
    tactics::UnitId target;
    tactics::Point at;
    int damage;
    double start;
  };

  void refresh_overlays();
  void begin_enemy_phase(double now);
  void advance(double now);
  std::vector<Shown> shown(double now) const;
  ImVec2 centre(ImVec2 cell) const;

  tactics::Battle battle_;
  std::string source_;
  bool show_danger_ = false;
  TacticsTimings timings_;

  // The overlays of the selection, recomputed when the battle changes.
  tactics::UnitView view_;
  std::vector<tactics::Point> danger_;
  std::optional<tactics::Point> hover_;
  std::vector<tactics::Point> hover_path_;

  // Playback: the player's walk, hits, and the enemy phase's steps drawn
  // over the units as they stood when the phase began.
  std::optional<Walk> walk_;
  std::vector<Hit> hits_;
  std::vector<tactics::EnemyStep> steps_;
  std::size_t step_ = 0;
  double step_start_ = 0;
  bool step_struck_ = false;  // the current step's attack has been shown
  int playback_turn_ = 0;     // the turn whose enemy phase is played back
  std::vector<tactics::BattleUnit> phase_start_units_;

  // Layout of the last frame.
  ImVec2 origin_{};
  float cell_ = 0;
};

}  // namespace qipan::web
