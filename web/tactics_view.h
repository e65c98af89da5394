#pragma once

// [SECTION] A tactics battle on screen: the terrain on squares or hexes
// (web/tactics_layout.h) with its heights shaded and numbered, the units as
// tokens with a class glyph and an HP bar, the selected unit's movement
// range (blue) and attack fringe (red), the cells in range it cannot see
// veiled, the path to the hovered cell as an arrow, attack targets and a
// damage forecast, the enemy danger zone on demand, units walking their
// paths cell by cell and the enemy phase played back step by step, an
// on-board banner when a phase begins, damage numbers and a word for each
// unit that falls, and in the panel the scenarios (the shipped ones and the
// maps imported), the enemy's difficulty, Undo and the battle's log. Clicks
// and orders go to a session::BattleSession (tactics::click, the enemy phase
// after an order, undo);
// the view only animates what the battle reports. It is a GameView (web/game_view.h): each frame it
// is placed, takes its input (the click, the hovered cell's path and forecast, the playback's next
// steps) and then draws without asking the battle anything new.

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/result.h"
#include "core/session/battle_session.h"
#include "core/session/browse.h"
#include "core/session/fields.h"
#include "core/session/saved_battle.h"
#include "core/tactics/battle.h"
#include "core/tactics/battle_click.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/fonts.h"
#include "web/game_summary.h"
#include "web/game_view.h"
#include "web/settings.h"
#include "web/sound.h"
#include "web/tactics_layout.h"
#include "web/words.h"

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
  // A battle restored from its saved text: the steps already replayed.
  explicit TacticsView(session::BattleSession restored);

  // Whether a text the page's Import box was given is a map file for a
  // battle (Tiled or LDtk JSON), and the battle it makes (or why not).
  static bool takes_import(std::string_view text);
  static Result<void> check_import(std::string_view text);
  // The maps imported so far (kept in the browser's storage, newest first,
  // at most max_imported), as listed with the scenarios.
  struct ImportedMap {
    std::string title;
    std::string text;
  };
  static constexpr std::size_t max_imported = 4;
  const std::vector<ImportedMap>& imported() const { return imported_; }

  // [records] The battle as saved (its scenario and the player's steps),
  // which changes with every step taken, whether throwing it away loses
  // something; it has no record format (Copy link keeps it) and no move
  // list to browse.
  session::Fields saved(bool) const { return session::save_replay(session_); }
  std::uint64_t revision() const { return session_.steps().size(); }
  bool in_progress() const { return session_.in_progress(); }
  // [games] A battle is never played by link; what "your games" keeps.
  static constexpr bool by_link() { return false; }
  GameSummary summary() const {
    GameSummary s;
    s.mode = "battle";
    const auto status = battle().status();
    s.result = status == tactics::BattleStatus::won    ? "1-0"
               : status == tactics::BattleStatus::lost ? "0-1"
                                                       : "*";
    if (status != tactics::BattleStatus::ongoing) {
      s.ending_en = status == tactics::BattleStatus::won ? "victory" : "defeat";
      s.ending_zh = status == tactics::BattleStatus::won ? "胜利" : "失败";
    }
    s.moves = session_.steps().size();
    return s;
  }
  static constexpr bool has_record() { return false; }
  Result<std::string> record(records::Notation) const {
    return Error{"A battle has no record format: Copy link keeps it."};
  }
  void browse(session::BrowseStep) {}

  const tactics::Battle& battle() const { return session_.battle(); }
  const std::string& scenario() const { return battle().name(); }
  const std::string& source() const { return session_.source(); }
  bool can_undo() const { return session_.can_undo(); }
  bool show_danger() const { return show_danger_; }
  const TacticsTimings& timings() const { return timings_; }
  // The overlays of the selection, as drawn.
  const tactics::UnitView& selection_view() const { return view_; }
  const std::vector<tactics::Point>& danger_cells() const { return danger_; }

  static constexpr const char* name = "tactics";
  std::string_view id() const { return name; }
  float aspect() const;
  // True while a walk, an attack or the enemy phase is being played back,
  // or a damage number still rises; clicks wait for busy() only.
  bool animating(double now) const;
  bool busy(double now) const;
  // While the phase banner shows, a few frames a second take it away in time.
  bool ticking(double now) const { return !phase_banner(now).empty(); }
  // The language of what the view writes on the map and in its log (the
  // panel's words come from Controls); a map has one look whatever the
  // piece style.
  void set_settings(const Settings& settings) { language_ = settings.language; }
  // The on-board banner of a phase that just began ("Your turn", "Enemy
  // phase", in the view's language), "" when none shows.
  std::string_view phase_banner(double now) const;
  // How many of the battle's log lines the panel shows: during the enemy
  // phase's playback, those of the steps played so far.
  std::size_t log_shown() const;
  // The battle log's line `i` in the view's language (unit names are the
  // scenario's).
  std::string log_line(std::size_t i) const;
  // The sound of what the map showed since the last call, once: a blow
  // (as a capture), else a unit setting off on a walk (as a move).
  std::optional<Sound> take_sound() { return std::exchange(sound_, std::nullopt); }
  // A battle never asks the page's engine: no answer is its, and leaving
  // withdraws nothing.
  bool take_reply(const EngineReply&) { return false; }
  void leave() {}
  // The map keeps the canvas's cursor.
  const char* cursor() const { return "default"; }
  // The damage forecast's box as last drawn (page coordinates), none when
  // no forecast showed.
  struct Box {
    ImVec2 min, max;
  };
  std::optional<Box> forecast_box() const { return forecast_box_; }
  // True while the enemy phase is being played back (the battle itself is
  // already past it).
  bool playing_enemy_phase() const { return !steps_.empty(); }

  // Fits the map into [min, max] (a map is never flipped).
  void place(ImVec2 min, ImVec2 max, bool flipped);
  // Forwards a click to the battle, moves playback on, and finds the path
  // to the hovered cell and the forecast against the enemy there.
  void input(const Pointer& pointer, double now);
  void draw(ImDrawList* dl, const FontBook& fonts, double now) const;
  // The panel's part: the scenario picker and Restart, turn and phase, End
  // Turn, Wait, the danger zone switch, the selected unit.
  static constexpr ModeSet modes() { return {Mode::play, Mode::games}; }
  ViewRequest panel(Controls& controls, double now, Mode mode);

  bool over(double now) const;
  // The middle of the board's area.
  ImVec2 banner_centre() const;
  // Over a finished battle: victory or defeat, and New game.
  ViewRequest banner(Controls& controls);

  // Forwards a click at a page point to the battle.
  void click(ImVec2 point, double now);
  // "Back" (Esc, a right click on the map): tactics::cancel — the selected
  // unit that moved returns to where it was, else the selection clears. The
  // view reads right clicks itself; keys come from the app through key().
  void cancel(double now);
  // A key the app hands over (anything with `is(name)`, the DOM's key name):
  // Escape and Backspace mean cancel. True when the key was used.
  template <class Key>
  bool key(const Key& k, double now) {
    if (!k.is("Escape") && !k.is("Backspace")) return false;
    cancel(now);
    return true;
  }
  // The panel's orders.
  void wait_selected(double now);
  void end_turn(double now);
  void toggle_danger();
  // Takes back the player's last step since the enemy played
  // (session::BattleSession::undo).
  void undo(double now);
  // The enemy's difficulty for this battle (before its first step) and the
  // next ones (kept in the browser's storage).
  void choose_difficulty(tactics::Difficulty d);

  // Page coordinates of a cell's centre as last placed, the cell named
  // "x,y" (web/game_view.h); a square's name is refused.
  Result<ImVec2> centre_of(std::string_view place) const;
  Result<ImVec2> cell_centre(int x, int y) const;
  std::optional<tactics::Point> cell_at(ImVec2 p) const;

 private:
  static constexpr double walk_seconds = 0.11;  // per cell
  static constexpr double hit_seconds = 0.5;
  static constexpr double number_seconds = 1.1;  // a damage number and a defeat word
  static constexpr double banner_seconds = 1.3;
  static constexpr double step_pause = 0.15;   // between enemy units
  static constexpr double phase_delay = 0.35;  // before the enemy phase plays

  // A unit as drawn: where it stands (between cells while walking), its HP.
  struct Shown {
    tactics::UnitId id;
    ImVec2 at;  // on the page
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
    bool defeated = false;
  };

  void refresh_overlays();
  void hover(std::optional<tactics::Point> cell, bool idle);
  void begin_enemy_phase(session::EnemyPhase phase, double now);
  void advance(double now);
  std::vector<Shown> shown(double now) const;
  ImVec2 centre(tactics::Point p) const { return layout_.centre(p); }
  void fill_cell(ImDrawList* dl, tactics::Point p, ImU32 colour, float scale = 1.0f) const;
  void outline_cell(ImDrawList* dl, tactics::Point p, ImU32 colour, float width,
                    float scale = 1.0f) const;
  void remember_import();
  // True when the player may give orders: no playback, the player's phase.
  bool idle(double now) const;
  // What the panel says: the player's phase, or the battle's result, once
  // the enemy phase's playback (if any) is over.
  bool shows_player_phase() const;
  bool shows_result() const;

  // The parts of a frame, back to front.
  void draw_terrain(ImDrawList* dl, const FontBook& fonts) const;
  void draw_heights(ImDrawList* dl, const FontBook& fonts) const;
  void draw_overlays(ImDrawList* dl, bool idle) const;
  void draw_grid(ImDrawList* dl) const;
  void draw_path(ImDrawList* dl) const;
  void draw_units(ImDrawList* dl, const FontBook& fonts, double now, bool idle) const;
  void draw_hits(ImDrawList* dl, const FontBook& fonts, double now) const;
  void draw_forecast(ImDrawList* dl, const FontBook& fonts) const;
  void draw_phase_banner(ImDrawList* dl, const FontBook& fonts, double now) const;
  void draw_log(const Words& w) const;
  Result<session::StepTaken> take(session::BattleStep step);
  void after_order(session::StepTaken taken, double now);
  void watch_phase(double now);
  void draw_scenarios(Controls& controls, ViewRequest& request) const;
  void draw_difficulty(Controls& controls);
  void draw_rules_notes() const;
  std::string name_of(tactics::UnitId id) const;
  void draw_orders(Controls& controls, double now);
  void draw_selected(const Words& w) const;

  // The battle, where it came from and every step taken (for saving).
  session::BattleSession session_;
  Language language_ = Language::en;
  bool show_danger_ = false;
  std::vector<ImportedMap> imported_;
  bool difficulty_waits_ = false;  // chosen for the next battle
  TacticsTimings timings_;

  // The overlays of the selection, recomputed when the battle changes.
  tactics::UnitView view_;
  std::vector<tactics::Point> danger_;
  // The hovered cell, the path to it and the forecast against the enemy
  // on it, found when the pointer moves to another cell.
  std::optional<tactics::Point> hover_;
  std::vector<tactics::Point> hover_path_;
  std::optional<tactics::Forecast> hover_forecast_;

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
  // The log's length after each enemy step, and before the first.
  std::vector<std::size_t> step_log_end_;
  std::size_t phase_log_start_ = 0;

  // The phase banner: which phase it announces ("" before the first frame).
  std::string banner_phase_;
  double banner_start_ = -1e9;
  // The log lines drawn last frame: the log scrolls to its end when it grows.
  mutable std::size_t shown_log_lines_ = 0;

  std::optional<Sound> sound_;               // what take_sound() hands over next
  mutable std::optional<Box> forecast_box_;  // as last drawn

  // Where the map was last placed.
  TacticsLayout layout_;
  ImVec2 area_centre_{};  // of the area the map was placed in (the banner's place)
};

}  // namespace qipan::web
