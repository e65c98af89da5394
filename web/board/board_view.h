#pragma once

// [SECTION] A board game on screen: the session it plays, the board and
// pieces drawn from it each frame, the marks (selection, destinations, last
// move, check, a hint's arrow, the computer thinking), a glide for each move
// played and a brief cross for a refused one. Clicks go to the session; the
// view only animates what it reports. Against the computer its engine client
// (web/board/engine_client.h) asks the page's engine for a move whenever the
// session says the computer is to move, and the view plays the answer
// through the session, gliding like a person's move. Its part of the panel
// is web/board/board_panel.h. It is a GameView (web/game_view.h).

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/session/browse.h"
#include "core/session/captures.h"
#include "core/session/fields.h"
#include "core/session/link.h"
#include "core/session/match_me.h"
#include "core/session/record_io.h"
#include "core/session/saved_game.h"
#include "core/session/session.h"
#include "core/session/table.h"
#include "core/session/table_tags.h"
#include "web/board/analysis_tab.h"
#include "web/board/board_marks.h"
#include "web/board/board_panel.h"
#include "web/board/board_state.h"
#include "web/board/edit_board.h"
#include "web/board/engine_client.h"
#include "web/board/link_section.h"
#include "web/board/puzzle_shelf.h"
#include "web/board/puzzle_tab.h"
#include "web/board/review_tab.h"
#include "web/board/study_state.h"
#include "web/board/table_section.h"
#include "web/board/table_words.h"
#include "web/board_layout.h"
#include "web/controls.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/game_summary.h"
#include "web/game_view.h"
#include "web/mode.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/platform.h"
#include "web/record_panel.h"
#include "web/settings.h"
#include "web/sound.h"
#include "web/words.h"

namespace qipan::web {

template <BoardGame Game>
class BoardView {
 public:
  using Look = GameLook<Game>;
  using Square = typename Game::Square;
  using Move = typename Game::Move;
  using Side = typename Game::Side;

  // A game from `start`, by default the game's start position. `seed` varies
  // the computer's choices from game to game.
  explicit BoardView(Game start = Game(), std::uint64_t seed = 0)
      : session_(std::move(start)), engine_(seed) {}
  // A game restored from its saved text (core/session/saved_game.h): its
  // moves, play against the computer and the move on view.
  // A game by link comes back with the side played here, and the table
  // with its clock going on from the time it was restored at.
  BoardView(session::Restored<Game> restored, std::uint64_t seed)
      : session_(std::move(restored.session)), engine_(seed) {
    OpponentSetting setting;
    setting.computer = restored.play.computer.has_value();
    setting.person = restored.play.computer == side_of(0) ? 1 : 0;
    if (restored.play.level > 0) setting.level = restored.play.level;
    set_opponent(setting);
    if (restored.play.link_side) {
      link_side_ = restored.play.link_side;
      session_.set_computer(opposite(*link_side_));
    }
    browsed_size_ = session_.history_size();
    if (restored.play.view) browse_.show(*restored.play.view, browsed_size_);
    table_heard_ = session_.history_size();
    table_ = std::move(restored.table);
    now_ms_ = restored.at;
    if (table_.timed()) control_name_ = session::time_control_name(table_.clock().control());
  }
  // A game with a friend read from a link (core/session/link.h): its moves
  // replayed, the last one marked; this screen plays the side to move, and
  // the session refuses the other side's pieces until the friend's link.
  // The link's table comes too: the friend's draw offer to answer, or the
  // end (a resignation, a draw agreed).
  BoardView(session::LinkGame<Game> link, std::uint64_t seed)
      : session_(std::move(link.start)), engine_(seed) {
    for (const Move& m : link.moves) (void)session_.play(m);
    link_side_ = session_.turn();
    session_.set_computer(opposite(*link_side_));
    browsed_size_ = session_.history_size();
    table_heard_ = session_.history_size();
    session::TableState<Side> state;
    state.begun = true;
    state.end = link.table.end;
    state.offer = link.table.offer;
    if (auto t = session::Table<Game>::from_state(state, session_.position(), 0)) {
      table_ = std::move(t).value();
    }
    table_.begin();
  }

  // [link] The side this screen plays in a game by link, none otherwise;
  // the game's link (core/session/link.h) once it is one.
  std::optional<Side> link_side() const { return link_side_; }
  bool by_link() const { return link_side_.has_value(); }
  // The link carries the table too: a draw offered with the last move, a
  // resignation or a draw agreed (core/session/link.h's version 2).
  Result<std::string> link() const {
    const auto since = session_.moves_since_setup();
    std::vector<Move> moves;
    for (const auto& e : since.moves) moves.push_back(e.move);
    session::LinkTable<Side> t;
    const auto& ending = table_.ending();
    // An offer goes with the move that follows it: not before that move.
    if (ending.offer() && *ending.offer() != session_.turn()) t.offer = ending.offer();
    if (const auto& end = ending.recorded(); end && (end->how == session::Termination::resigned ||
                                                     end->how == session::Termination::agreed)) {
      t.end = end;
    }
    return session::encode_link(since.from, std::span<const Move>(moves), t);
  }
  // [games] What "your games" keeps beside the saved text.
  GameSummary summary() const;

  // [records] The game as saved (with `with_play`, how it is played and the
  // move on view too), a number that changes whenever that could, whether
  // throwing it away loses something, its record (Xiangqi PGN in
  // `notation`, Jungle's record), and moving through its move list.
  session::Fields saved(bool with_play) const {
    session::PlaySetting<Game> play;
    play.computer = link_side_ ? std::nullopt : session_.computer();
    play.level = opponent_.level;
    play.view = browse_.ply();
    play.link_side = link_side_;
    play.table = table_.state(now_ms_);
    return session::save_game(session_, with_play ? &play : nullptr);
  }
  std::uint64_t revision() const { return session_.revision() + changes_; }
  bool in_progress() const { return session::in_progress(session_); }
  static constexpr bool has_record() { return true; }
  Result<std::string> record(records::Notation notation) const {
    // [analyse] The Analyse tab's record keeps its variations.
    if (mode_ == Mode::analyse) return analysis_.record(notation);
    // With the game table's tags: the players, Date, TimeControl, and the
    // Result and Termination of an end beside the board.
    return session::table_record_text(session_, table_, players(), today_tag(), notation);
  }
  void browse(session::BrowseStep step) {
    on_view([&](session::Browse& b) { b.step(step, session_.history_size()); });
  }

  static std::string name(Square s) {
    return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
  }

  std::string_view id() const { return games::EntryOf<Game>::name; }
  float aspect() const {
    return (static_cast<float>(Game::shape.ranks - 1) + 2 * Look::margin) /
           (static_cast<float>(Game::shape.files - 1) + 2 * Look::margin);
  }
  void place(ImVec2 min, ImVec2 max, bool flipped) {
    layout_ = BoardLayout::fit(Game::shape, min, max, Look::margin, flipped);
    // [analyse] Room for the evaluation bar when it is shown.
    if (mode_ == Mode::analyse || (eval_bar_ && session_.computer())) {
      const ImVec2 less = area_with_eval_bar(max, layout_.top_left(Look::margin),
                                             layout_.bottom_right(Look::margin));
      if (less.y < max.y) layout_ = BoardLayout::fit(Game::shape, min, less, Look::margin, flipped);
    }
    area_max_ = max;
  }
  // The piece style, and the language of what the view writes on the board
  // (the panel's words come from Controls).
  void set_settings(const Settings& settings) {
    style_ = settings.style;
    language_ = settings.language;
    notation_ = settings.notation;
    // [table] The time control remembered, for a game not yet begun.
    if (settings.time_control != settings_control_) {
      settings_control_ = settings.time_control;
      if (!table_.begun()) (void)choose_control(settings.time_control);
    }
    eval_bar_ = settings.eval_bar;
  }

  // [table] The game table around the session: clock and ending (core/session/table.h).
  const session::Table<Game>& table() const { return table_; }
  // The levels' ratings shown with their labels: the game's ladder's
  // (core/search/<game>_levels.h), or others given by a test.
  void set_level_ratings(const search::LevelRatings& ratings) { ratings_ = ratings; }
  // Reads the clock at `now` (seconds) without a frame: before the game is
  // saved as the page is left.
  void clock_to(double now) {
    now_ms_ = std::max(now_ms_, ms(now));
    if (table_.tick(session_.position(), now_ms_)) withdraw();
  }

  // Presses and releases go to the session (drag-and-drop alongside
  // click-click, core/session/session.h); the view remembers where the
  // pointer is, to draw a grabbed piece under it and the hover marks.
  void input(const Pointer& pointer, double now);

  // The board's keys (web/app.cpp dispatches to it first): Esc puts the
  // selected piece down, Ctrl+Z takes back a turn, Ctrl+Y or Ctrl+Shift+Z
  // replays it. True when the key was used.
  bool key(const KeyPress& k, double now);

  // The canvas's cursor over the board: a hand over a piece that can be
  // picked up or a point it can go to, a closed hand while dragging.
  const char* cursor() const;

  // The sound of what the game did since the last call, once: the last
  // move's (a check, a capture or a move).
  std::optional<Sound> take_sound() { return std::exchange(sound_, std::nullopt); }

  // Between people or against the computer, from now on.
  const OpponentSetting& opponent() const { return opponent_; }
  void set_opponent(const OpponentSetting& setting);

  // The engine's answer to request `reply.id`: false when it is not the
  // request this view is waiting for (withdrawn, or another view's).
  bool take_reply(const EngineReply& reply);

  // Withdraws the request in flight: the view is about to be replaced.
  void leave() {
    withdraw();
    analysis_.leave();
  }

  bool animating(double now) const {
    return (glide_ && now - glide_->start < glide_seconds) ||
           (refusal_ && now - refusal_->start < refusal_seconds) ||
           (mode_ == Mode::review && review_.animating(now)) ||
           (mode_ == Mode::puzzles && puzzles_.animating(now));
  }
  // True while a mark turns slowly (the computer thinking, a hint coming):
  // the app draws every thinking_step_seconds.
  // A running clock ticks too.
  bool ticking(double) const {
    return engine_.asking() || review_.running() || table_.running() || analysis_.running() ||
           marks_.waiting();
  }

  void draw(ImDrawList* dl, const FontBook& fonts, double now) const;

  // The panel's tabs (web/mode.h) and its part for the tab `mode`.
  static constexpr ModeSet modes() {
    return {Mode::play, Mode::analyse, Mode::review, Mode::puzzles, Mode::games, Mode::edit};
  }
  ViewRequest panel(Controls& controls, double now, Mode mode);

  bool over(double) const { return table_.over(session_.position()); }
  ImVec2 banner_centre() const {
    const ImVec2 a = layout_.top_left(0);
    const ImVec2 b = layout_.bottom_right(0);
    return ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2);
  }
  // Over a finished game: who won and why, New game and Undo.
  ViewRequest banner(Controls& controls);

  // Page coordinates of a square's centre as last placed (web/game_view.h).
  Result<ImVec2> centre_of(std::string_view place) const;

  BoardState state(double now) const;

  // [study] The page's puzzle file, for the Puzzles tab; what the test
  // hooks read of the Review and Puzzles tabs.
  void set_shelf(const PuzzleShelf* shelf) { puzzles_.set_shelf(shelf); }
  ReviewState review_state() const { return review_.state(session_, browse_.ply(), notation_); }
  PuzzleState puzzle_state() const { return puzzles_.state(); }

 private:
  static constexpr double glide_seconds = 0.3;
  static constexpr double refusal_seconds = 0.6;
  static constexpr float drag_threshold = 4;  // CSS pixels
  static constexpr ImU32 hover_ring = IM_COL32(255, 250, 235, 170);

  struct Glide {
    Square from;
    Square to;
    char captured;
    double start;
  };
  struct Refusal {
    Square square;
    double start;
  };

  static grid::Coord coord(Square s) { return grid::coord_of(Game::shape, s); }
  static Square square_of(grid::Coord c) {
    return static_cast<Square>(grid::index_of(Game::shape, c));
  }
  bool is_target(Square sq) const {
    return std::find(targets_.begin(), targets_.end(), sq) != targets_.end();
  }
  // A grabbed piece follows the pointer once it has moved a few pixels.
  bool dragging() const {
    if (!session_.grabbed() || !held_) return false;
    const float dx = pointer_.x - press_at_.x;
    const float dy = pointer_.y - press_at_.y;
    return dx * dx + dy * dy > drag_threshold * drag_threshold;
  }
  static float eased(float x) {
    if (x >= 1) return 1;
    const float u = 1 - x;
    return 1 - u * u * u;  // ease-out cubic
  }
  bool thinking() const { return engine_.asking(EngineTask::move) || reply_; }
  bool hinting() const { return engine_.asking(EngineTask::hint); }

  // Changes the ply on view with `f`, counting the change for revision().
  template <class F>
  void on_view(F&& f) {
    const auto before = browse_.ply();
    f(browse_);
    if (browse_.ply() != before) ++changes_;
  }

  // Forwards a click on a square to the session and animates the outcome.
  session::ClickAction press(grid::Coord c, double now) {
    const auto sq = square_of(c);
    // The table takes no move while paused or once the game ended beside the board.
    if (!table_.takes_moves(session_.position())) {
      session_.cancel();
      return session::ClickAction::none;
    }
    return shown(sq, session_.position().piece_letter(sq), session_.press(sq), now, true);
  }
  // The release of a press, on a square or off the board: a drop on a legal
  // point plays the move at once (the piece is already there: no glide).
  session::ClickAction release(std::optional<grid::Coord> c, double now) {
    const std::optional<Square> sq = c ? std::optional<Square>(square_of(*c)) : std::nullopt;
    const char captured = sq ? session_.position().piece_letter(*sq) : '\0';
    return shown(sq.value_or(Square{}), captured, session_.release(sq), now, false);
  }
  // Replays a turn undone (against the computer, the move and its reply),
  // the last move gliding (undo itself jumps back).
  bool redo(double now);
  // Takes back the person's last turn: against the computer, their move and
  // the reply (or their move alone while the computer thinks).
  bool undo();
  // Asks the page's engine for the best move and shows it as an arrow.
  // Only while a person is to move (the session says).
  void ask_hint() {
    if (!session_.person_to_move() || hinting()) return;
    hint_.reset();
    ask(EngineTask::hint);
  }

  // Animates what the session did: a glide for a move by click (a drop
  // lands at once), a cross for a refusal.
  session::ClickAction shown(Square sq, char captured,
                             const typename session::Session<Game>::Click& r, double now,
                             bool glide);
  // The sound of the move just played: a check, a capture or a move.
  void heard();
  // Side 0 moves first in the game's start position, side 1 is the other.
  static Side side_of(int index) {
    const Side first = Game().side_to_move();
    return index == 0 ? first : opposite(first);
  }

  // Sends a request for the position on the board: the moves since the last
  // set-up or order (or the start), so the engine sees the repetitions.
  void ask(EngineTask task);
  // Forgets the request in flight (the engine stops) and a reply not yet played.
  void withdraw() {
    engine_.withdraw();
    reply_.reset();
  }

  // Against the computer: plays its answer once the last glide is over, and
  // asks for a move whenever the session says the computer is to move.
  void play_for_computer(double now);

  // The Play tab's part of the panel (web/board/board_panel.h): New game,
  // Undo, Redo, Flip; the opponent and Hint; whose turn, the status, the
  // move list.
  ViewRequest play_panel(Controls& controls, double now);
  // The Edit tab (web/board/edit_board.h): its section, and a game from
  // the edited position when asked.
  ViewRequest edit_panel(Controls& controls);
  // The Review tab (web/board/review_tab.h) with the status and the move
  // list; the Puzzles tab (web/board/puzzle_tab.h).
  ViewRequest review_panel(Controls& controls, double now);
  // [table] The Play tab's game table (web/board/table_section.h): the start
  // choice before the game begins, the clocks and the ending's controls
  // during it; what was pressed goes to the table (core/session/table.h).
  void table_panel(Controls& controls, ViewRequest& request, TablePart part);
  // The pieces each side took and the material balance (core/session/captures.h).
  void draw_captures(Controls& controls) const;
  TableSectionState table_state(const Words& w) const;
  // The table heard of the moves the session took since it last did.
  void table_moved();
  // Another time control by its name, before the game begins; the core's
  // reason when refused.
  Result<void> choose_control(std::string_view name);
  // Who plays, for the record: the computer's side index and level.
  session::Players players() const {
    session::Players p;
    if (auto c = session_.computer(); c && !link_side_) {
      p.computer = *c == side_of(0) ? 0 : 1;
      p.level = opponent_.level;
    }
    return p;
  }
  // The side this screen acts for (core/session/table.h's acting_side).
  Side actor() const {
    return session::acting_side(session_.computer(), link_side_, session_.turn());
  }
  // How the game ended in words, in the panel's language: the board's
  // reason, or the end beside the board.
  std::string outcome_words(const Words& w) const;
  // "Match me": after a game against the computer at the level it had
  // reached ends, that level moves with the person's result, once, and is
  // kept (localStorage, match_key()).
  void follow_match();
  std::string match_key() const { return "qipan.matchMe." + std::string(id()); }
  // The line under Hint: the last search's move in the player's notation
  // and what it gains ("Hint: C2.5 · Red +0.35"); "" when none is shown.
  std::string search_words(const Words& w) const;
  static std::int64_t ms(double now) { return static_cast<std::int64_t>(std::llround(now * 1000)); }
  // What the panel shows this frame.
  BoardPanelState panel_state(const Words& w) const;
  // The position after `ply` moves, still: its pieces and the move that
  // led there, under a band saying which move is on view.
  void draw_earlier(ImDrawList* dl, const FontBook& fonts, std::size_t ply) const;
  std::string viewing_text(std::size_t ply) const {
    const Words& w = words(language_);
    return ply == 0 ? std::string(w.viewing_start)
                    : fill(w.viewing_move, ply, session_.history_size());
  }

  session::Session<Game> session_;
  EngineClient engine_;
  OpponentSetting opponent_;
  std::optional<Move> reply_;              // the computer's move, played once the last glide ends
  std::optional<Move> hint_;               // drawn as an arrow until the position changes
  std::optional<session::MatchMe> match_;  // "Match me" chosen: where it stands
  bool match_counted_ = false;             // this game's result has moved it
  PieceStyle style_ = PieceStyle::traditional;
  Language language_ = Language::en;
  BoardLayout layout_;            // where the board was last placed
  std::vector<Square> targets_;   // the selected piece's destinations, found once a frame
  ImVec2 pointer_{-1e9f, -1e9f};  // where the pointer was last frame
  ImVec2 press_at_{};             // where the last press on a square landed
  bool held_ = false;             // the press is held (a drag)
  std::optional<Glide> glide_;
  std::optional<Refusal> refusal_;
  std::optional<Sound> sound_;    // what take_sound() hands over next
  session::Browse browse_;        // the ply on view in the move list
  std::size_t browsed_size_ = 0;  // the game's length when last checked
  MoveListScroll scroll_;
  std::uint64_t changes_ = 0;  // of what is saved beside the session: the level, the ply on view
  Mode mode_ = Mode::play;     // the tab last drawn: the Edit tab takes the board
  EditBoard<Game> edit_;
  mutable const FontBook* fonts_ = nullptr;              // as last drawn with, for the palette
  std::optional<Side> link_side_;                        // a game by link: the side played here
  records::Notation notation_ = records::Notation::wxf;  // the player's, for the study tabs
  ReviewTab<Game> review_;
  PuzzleTab<Game> puzzles_;
  // [table] The clock and the ending beside the board, the time last read
  // (ms), the moves it has heard of, the control's name and the remembered
  // one, the custom control's box, a resignation asked, the computer's
  // answer to the last draw offer.
  session::Table<Game> table_;
  std::int64_t now_ms_ = 0;
  std::size_t table_heard_ = 0;
  std::string control_name_ = "none";
  std::string settings_control_;
  std::string control_error_;
  CustomControl custom_;
  bool resign_asked_ = false;
  bool compact_ = false;       // the panel is short: the table's buttons go under the moves
  bool clocks_below_ = false;  // so short that the clocks go there too
  std::optional<bool> draw_answer_;
  search::LevelRatings ratings_ = games::EntryOf<Game>::level_ratings;
  mutable std::string ending_text_;  // the status line's, as last drawn
  mutable std::string claim_text_;   // the draw to claim, as last drawn
  // [analyse] The Analyse tab, the notation its lines are written in, the
  // board's area (the evaluation bar goes beside the board in it), and
  // whether the bar is shown while playing the computer.
  AnalysisTab<Game> analysis_;
  bool play_bar_shown() const {
    return eval_bar_ && session_.computer() && engine_.last_search() && !link_side_;
  }
  ImVec2 area_max_{};                    // where the board's area ends
  mutable std::array<float, 4> band_{};  // the "Viewing move N" band as last drawn
  BoardMarks<Game> marks_;               // the player's arrows and circles
  bool eval_bar_ = false;
};

}  // namespace qipan::web
