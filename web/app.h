#pragma once

// [SECTION] The board app: one canvas, the board on the left (or on top, on
// a tall screen) and the side panel beside it. It owns the platform backend,
// the renderer, ImGui's context, the fonts and the game being played —
// a board game of the registry or a tactics battle, each a GameView (web/game_view.h)
// that the app drives through one interface; each animation frame it draws
// the game's state and forwards clicks to the game's rules.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/games/games.h"
#include "core/grid/result.h"
#include "core/search/levels.h"
#include "core/session/browse.h"
#include "core/session/fields.h"
#include "core/session/kept_games.h"
#include "web/board/board_view.h"
#include "web/board/puzzle_shelf.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/fonts.h"
#include "web/game_view.h"
#include "web/mode.h"
#include "web/platform.h"
#include "web/renderer.h"
#include "web/settings.h"
#include "web/tactics_view.h"

struct ImGuiContext;

namespace qipan::web {

// A view for each board game of the registry (core/games/games.h), and the
// tactics battle's.
template <class List>
struct ViewsOf;
template <class... G>
struct ViewsOf<games::GameList<G...>> {
  using type = std::variant<BoardView<typename G::Position>..., TacticsView>;
  static constexpr bool all_views =
      (GameView<BoardView<typename G::Position>> && ...) && GameView<TacticsView>;
};

class App {
 public:
  // The app opens on the registry's first game, at its start.
  using Game = ViewsOf<games::Games>::type;
  static_assert(ViewsOf<games::Games>::all_views);

  explicit App(std::string canvas_selector);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // False when the browser gave no WebGL 2 context; the app then draws nothing.
  bool webgl_ok() const { return platform_.ok() && renderer_ok_; }

  // Starts drawing: a first frame, then frames only while something changes
  // (input, a resize, an animation, an engine reply, a ticking mark).
  void start();
  // Draws one frame (when something changed since the last one).
  void frame();
  int frame_count() const { return frames_; }
  // How long the last drawn frames took to compute and submit, in
  // milliseconds, oldest first (at most frame_time_window of them).
  std::vector<double> frame_times() const;

  // [table] The page's monotonic time in seconds (performance.now()), and
  // moving it ahead by `ms` as if that much time had passed with no frame
  // drawn (a background tab; the test hook advanceTime).
  double now_seconds() const;
  void advance_time(double ms);
  // The levels' ratings the board game on screen shows, as if its ladder
  // had measured them (the test hook setLevelRatings; until the next game).
  void set_level_ratings(const search::LevelRatings& ratings);

  // Draws the next few frames even without input (after a change made from
  // outside, such as a test hook).
  void request_redraw() {
    redraw_frames_ = settle_frames;
    schedule();
  }

  // [SECTION] The page's keys: the one place a key press is dispatched. The
  // view on screen gets it first (a board game's Esc, Ctrl+Z, Ctrl+Y; a
  // battle's Esc and Backspace), then the app's own keys (F flips the
  // board, the arrows browse the move list). True when a key was used.
  bool key(const KeyPress& k);

  // Starts a new game: a board game of the registry (by its name)
  // from a FEN (or the start), or "tactics" with a shipped scenario's name
  // (the first one by default) or a scenario's text.
  Result<void> new_game(std::string_view game, std::optional<std::string_view> setting);

  // The page's engine answered request `reply.id` (web/engine_link.h): the
  // board game on screen plays the move or shows the hint, if the request is
  // still the one it waits for; false otherwise.
  bool engine_reply(const EngineReply& reply);

  const Game& game() const { return game_; }
  std::string_view game_name() const;
  bool flipped() const { return flipped_; }
  // Page coordinates (CSS pixels) of a place's centre as last placed: a
  // board game's square ("e2"), a battle's cell ("x,y"; web/game_view.h).
  Result<ImVec2> centre_of(std::string_view place) const;
  // Page coordinates of a named panel control as last drawn: a game's
  // name, "tactics", "new", "undo", "redo", "flip", "banner-new",
  // "banner-undo", "end-turn", "wait", "danger", "scenario-NAME".
  Result<ImVec2> control_centre(std::string_view control) const;
  // Where a named control (or "moves", "banner", "panel") was last drawn.
  Result<Controls::Placed> control_rect(std::string_view control) const;
  // The lines of wrapped text (the help, the panel's notes) as last drawn.
  const std::vector<std::string>& text_lines() const { return controls_.lines(); }

  // The player's settings (web/settings.h), and which of the help, the
  // settings window and the first-visit hint are on screen.
  const Settings& settings() const { return settings_; }
  bool help_open() const { return help_open_; }
  bool settings_open() const { return settings_open_; }
  // The panel's tab on screen (web/mode.h): the one chosen, when the view
  // on screen has it, else Play.
  Mode mode() const;
  bool first_visit_hint() const { return !settings_.hint_dismissed && !help_open_; }
  // [records] Keeping, sharing and opening games (web/app_records.cpp).
  // The saved text of the game on screen (core/session/saved_game.h); with
  // `with_play` the computer's side, its level and the move on view too.
  std::string saved_text(bool with_play) const;
  // The share link of the game on screen: the page's address with the
  // saved text (without the play setting) as its fragment.
  std::string share_link() const;
  // The record of the board game on screen (the game's record format);
  // an error for a battle, which has none.
  Result<std::string> record_text() const;
  // Opens a saved text or a share link's fragment: the game replaces the
  // one on screen. Refused, with the reason, when it makes no game.
  Result<void> open_saved(std::string_view text);
  // Text from the import box: a share link, a saved text or a record (the
  // first game of a PGN file).
  void import_text(std::string_view text);
  // The page's fragment changed to `fragment` (a link opened in this tab).
  void open_link(std::string fragment);
  // The page is being left or hidden: the game is kept as it is now, its
  // clock read at this moment.
  void leaving();
  // An arrow key, Home or End: through the move list.
  void browse_key(session::BrowseStep step);
  // What the panel's note says ("" for none), and whether the app waits for
  // the player to confirm throwing a game away.
  const std::string& note() const { return note_; }

  // [study] The page's puzzle file as its script fetched it (web/app_study.cpp):
  // read and checked for every board game's Puzzles tab, or why it could not be.
  void load_puzzles(std::string_view text);
  void puzzles_failed(std::string why);
  const PuzzleShelf& puzzles() const { return puzzles_; }
  bool confirming() const { return pending_.has_value(); }

  // [games] "Your games" (web/games_tab.cpp): every game played here, kept
  // in the browser's store (web/games_store.h) through the shelf
  // (core/session/kept_games.h). The store's answers: the texts it holds,
  // or what went wrong (`opening`: the store could not be opened at all).
  void games_listed(const std::vector<std::string>& texts);
  void games_failed(std::string why, bool opening);
  const session::Shelf& shelf() const { return shelf_; }
  bool shelf_loaded() const { return shelf_loaded_; }
  const std::string& shelf_failure() const { return shelf_failure_; }
  // The id of the game on screen on the shelf ("" until it is kept).
  const std::string& game_id() const { return game_id_; }

 private:
  // Calls `f` with the game on screen, whichever view it is.
  template <class F>
  decltype(auto) view(F&& f) {
    return std::visit(std::forward<F>(f), game_);
  }
  template <class F>
  decltype(auto) view(F&& f) const {
    return std::visit(std::forward<F>(f), game_);
  }
  // Asks for an animation frame unless one is already asked for.
  void schedule();
  static int on_animation_frame(double time, void* app);
  static void on_tick(void* app);
  void draw_board(ImVec2 min, ImVec2 max);
  void draw_panel(ImVec2 pos, ImVec2 size);
  void draw_banner();
  // The mode tabs under the game chooser (only when the view has more than
  // Play): a click changes the tab kept in the settings. Returns the tab to
  // draw this frame.
  Mode draw_mode_tabs();
  // The panel's top row: the title, Help and Settings.
  void draw_title_row();
  // The help and settings windows and the first-visit hint, over the rest.
  void draw_help();
  void draw_settings();
  void draw_first_visit_hint();
  // Takes the settings chosen this frame: kept, and applied (fonts rebuilt
  // for a new text size).
  void change_settings(const Settings& chosen);
  // Plays the sound of what the view showed since the last call (a move, a
  // capture, a check; in a battle, a walk, a blow) or a game's end, unless
  // muted or `play` is false.
  void listen(bool play);
  // Puts `fresh` on screen in the place of the view there (which withdraws
  // what it asked for); the new game is stored at the end of the frame.
  void replace(Game fresh);
  // Does what a view's panel or banner asked.
  void apply(const ViewRequest& request);

  // [records] The game kept: restored when the app starts (from the URL
  // fragment, else from storage), stored again whenever its text changes.
  void restore();
  void keep();
  // A new game (or a link's game) that would throw away a game in progress
  // waits for the player's answer in a modal.
  void start_or_ask(std::string game, std::optional<std::string> setting);
  void draw_records();
  void draw_confirm();
  // A board game's view from its restored session, or the battle's.
  Result<void> open_fields(const session::Fields& fields);
  // A game with a friend by link (core/session/link.h) from a link's text:
  // none when the text is no link, else the game opened or why not.
  std::optional<Result<void>> open_link_game(std::string_view text);
  // The text the game on screen is kept as: its saved text with the play
  // setting (and for a game by link the side played here).
  std::string kept_text() const;

  // [games] The game on screen kept on the shelf (when it has a move), and
  // in the store; switching to another game type brings back its latest
  // unfinished game (nothing is thrown away) when the store works, else
  // asks as before; opening a kept game; the Games tab.
  void shelve();
  void switch_game(std::string game);
  void open_kept(const session::KeptGame& game);
  void draw_games_tab();
  // Under the Games tab's list: the selected game's moves.
  void draw_kept_moves();
  bool shelf_usable() const { return shelf_loaded_ && !shelf_refused_ && !shelf_unwritten_; }
  session::Shelf shelf_{search::level_count};
  bool shelf_loaded_ = false;
  bool shelf_refused_ = false;    // the store could not be opened
  bool shelf_unwritten_ = false;  // a write failed (a full quota): switching asks again
  std::string shelf_failure_;     // the store's last failure, "" for none
  std::string game_id_;           // the game on screen on the shelf
  std::string game_date_;
  std::optional<std::uint64_t> shelved_;  // the view's revision last shelved
  // The Games tab's selected game (its id; the game on screen when none),
  // its moves as the move list shows them, and the text they were read from.
  std::string games_selected_;
  std::string games_moves_of_;
  std::vector<MoveRow> games_moves_;
  MoveListScroll games_scroll_;

  struct Pending {
    Replacing what;    // a new game, the shared game, the imported one
    std::string game;  // a new game of this name from `setting`, or ...
    std::optional<std::string> setting;
    std::optional<std::string> saved;  // ... this saved text
  };
  // [study] Hands the puzzle file to the view on screen.
  void lend_puzzles();
  PuzzleShelf puzzles_;
  std::optional<Pending> pending_;
  std::string note_;
  std::string stored_;                 // the text last written to storage
  std::optional<std::uint64_t> kept_;  // the view's revision when stored_ was last checked

  Platform platform_;  // first: the GL context outlives everything drawn with it
  Renderer renderer_;
  bool renderer_ok_ = false;
  ImGuiContext* imgui_ = nullptr;
  FontBook fonts_;
  Game game_;
  ImVec2 board_min_{}, board_max_{};  // where the board was last placed
  bool flipped_ = false;
  OpponentSetting opponent_;  // for every board game started
  double time_ahead_ms_ = 0;  // advance_time's total
  Controls controls_;
  Settings settings_;
  bool help_open_ = false;
  std::string help_tab_;  // the game whose rules the help shows
  bool settings_open_ = false;
  bool fonts_stale_ = false;  // the text size changed: rebuild the atlas
  bool heard_over_ = false;   // the game was over at the last sound
  // The app draws only while something changes: input, a resize, an
  // animation, and a few frames after each (ImGui's widgets settle); idle,
  // the canvas keeps showing the last frame and the frame costs nothing.
  static constexpr int settle_frames = 8;
  int redraw_frames_ = settle_frames;
  bool was_animating_ = false;
  double next_tick_ = 0;  // when a ticking view is drawn next
  int frames_ = 0;
  static constexpr std::size_t frame_time_window = 240;
  std::vector<double> frame_ms_;  // a ring of the last frame times
  bool started_ = false;
  long frame_request_ = 0;  // the animation frame asked for, 0 for none
  long tick_timer_ = 0;     // the timeout of the next tick, 0 for none
  const char* cursor_ = "default";
  bool banner_hidden_ = false;  // the end banner put away (Hide) until the game changes
  ImVec2 banner_size_{};        // the banner's size last frame
  float records_height_ = 0;    // the records row at the panel's foot, as last drawn
};

}  // namespace qipan::web
