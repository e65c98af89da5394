#pragma once

// [SECTION] A board game on screen: the session it plays, the board and
// pieces drawn from it each frame, the marks (selection, destinations, last
// move, check, a hint's arrow, the computer thinking), a glide for each move
// played and a brief cross for a refused one. Clicks go to the session; the
// view only animates what it reports. Against the computer it asks the
// page's engine (web/engine_link.h) for a move whenever the session says the
// computer is to move, and plays the answer through the session, gliding
// like a person's move. It is a GameView (web/game_view.h).

#include <imgui.h>

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
#include "core/session/fields.h"
#include "core/session/record_io.h"
#include "core/session/saved_game.h"
#include "core/session/session.h"
#include "web/board_layout.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/game_view.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/platform.h"
#include "web/record_panel.h"
#include "web/words.h"

namespace qipan::web {

// What the test hooks and the panel read of a board game.
struct BoardState {
  std::string game;
  std::string fen;
  std::string turn;
  std::string selected;
  std::vector<std::string> targets;
  std::string last_move;
  bool over = false;
  std::string winner;
  std::string reason;
  bool in_check = false;
  // Against the computer: its side ("" between people), the level, whether
  // it is thinking, the hint on the board, and the last search's figures.
  std::string computer;
  int level = 0;
  bool thinking = false;
  bool hinting = false;
  std::string hint;
  std::optional<SearchInfo> last_search;
  std::string engine_error;
  bool animating = false;  // a move gliding, a refusal's cross fading
  std::string glided;      // the last move that glided in (kept once it has landed)
  // The move list: its length, and the ply on view with its position (none
  // while the live position is shown).
  std::size_t moves = 0;
  std::optional<std::size_t> viewing;
  std::string viewing_fen;
};

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
      : session_(std::move(start)), seed_(seed) {}
  // A game restored from its saved text (core/session/saved_game.h): its
  // moves, play against the computer and the move on view.
  BoardView(session::Restored<Game> restored, std::uint64_t seed)
      : session_(std::move(restored.session)), seed_(seed) {
    OpponentSetting setting;
    setting.computer = restored.play.computer.has_value();
    setting.person = restored.play.computer == side_of(0) ? 1 : 0;
    if (restored.play.level > 0) setting.level = restored.play.level;
    set_opponent(setting);
    browsed_size_ = session_.history_size();
    if (restored.play.view) browse_.show(*restored.play.view, browsed_size_);
  }

  // [records] The game as saved (with `with_play`, how it is played and the
  // move on view too), whether throwing it away loses something, and
  // moving through its move list.
  session::Fields saved(bool with_play) const {
    session::PlaySetting<Game> play;
    play.computer = session_.computer();
    play.level = opponent_.level;
    play.view = browse_.ply();
    return session::save_game(session_, with_play ? &play : nullptr);
  }
  bool in_progress() const { return session::in_progress(session_); }
  // The game's record (Xiangqi PGN in `notation`, Jungle's record).
  std::string record(records::Notation notation) const {
    return session::record_text(session_, notation);
  }
  void browse(session::BrowseStep step) { browse_.step(step, session_.history_size()); }

  session::Session<Game>& session() { return session_; }
  const session::Session<Game>& session() const { return session_; }

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
  }
  // Presses and releases go to the session (drag-and-drop alongside
  // click-click, core/session/session.h); the view remembers where the
  // pointer is, to draw a grabbed piece under it and the hover marks.
  void input(const Pointer& pointer, double now) {
    if (pointer.pressed && !browse_.live()) {
      browse_.go_live();  // a press on an earlier position comes back to the game
    } else if (pointer.pressed) {
      if (auto sq = layout_.square_at(pointer.click)) {
        press(*sq, now);
        press_at_ = pointer.click;
      }
    }
    if (pointer.released) release(layout_.square_at(pointer.at), now);
    pointer_ = pointer.at;
    held_ = pointer.down;
    play_for_computer(now);
    // Anything that changed the game (a move, undo, redo) shows it live.
    if (session_.history_size() != browsed_size_) {
      browsed_size_ = session_.history_size();
      browse_.go_live();
    }
  }
  const BoardLayout& layout() const { return layout_; }
  // How the pieces are drawn (the settings' piece style).
  void set_style(PieceStyle style) { style_ = style; }
  // The language of what the view writes on the board (the panel's words
  // come from Controls).
  void set_language(Language language) { language_ = language; }

  // Forwards a click on a square to the session and animates the outcome.
  session::ClickAction click(grid::Coord c, double now) {
    const auto sq = square_of(c);
    return shown(sq, session_.position().piece_letter(sq), session_.click(sq), now, true);
  }
  // A press on a square: a click, or the start of a drag.
  session::ClickAction press(grid::Coord c, double now) {
    const auto sq = square_of(c);
    return shown(sq, session_.position().piece_letter(sq), session_.press(sq), now, true);
  }
  // The release of a press, on a square or off the board: a drop on a legal
  // point plays the move at once (the piece is already there: no glide).
  session::ClickAction release(std::optional<grid::Coord> c, double now) {
    const std::optional<Square> sq = c ? std::optional<Square>(square_of(*c)) : std::nullopt;
    const char captured = sq ? session_.position().piece_letter(*sq) : '\0';
    return shown(sq.value_or(Square{}), captured, session_.release(sq), now, false);
  }

  // The board's keys (web/app.cpp dispatches to it first): Esc puts the
  // selected piece down, Ctrl+Z takes back a turn, Ctrl+Y or Ctrl+Shift+Z
  // replays it. True when the key was used.
  bool key(const KeyPress& k, double now) {
    if (k.is("Escape") && !k.ctrl) return session_.cancel();
    if (k.ctrl && !k.alt && ((k.is("z") && k.shift) || (k.is("y") && !k.shift))) {
      return redo(now);
    }
    if (k.ctrl && !k.alt && !k.shift && k.is("z")) return undo();
    return false;
  }

  // The canvas's cursor over the board: a hand over a piece that can be
  // picked up or a point it can go to, a closed hand while dragging.
  const char* cursor() const {
    if (dragging()) return "grabbing";
    const auto at = layout_.square_at(pointer_);
    if (!at) return "default";
    const Square sq = square_of(*at);
    return session_.can_select(sq) || is_target(sq) ? "pointer" : "default";
  }
  // Replays a turn undone (against the computer, the move and its reply),
  // the last move gliding (undo itself jumps back).
  bool redo(double now) {
    withdraw();
    hint_.reset();
    if (!session_.redo_turn()) return false;
    scroll_to_last_ = true;
    if (auto m = session_.last_move()) {
      const auto& e = session_.history_entry(session_.history_size() - 1);
      glide_ = Glide{m->from(), m->to(), e.before.piece_letter(m->to()), now};
    }
    return true;
  }
  // Takes back the person's last turn: against the computer, their move and
  // the reply (or their move alone while the computer thinks).
  bool undo() {
    glide_.reset();
    refusal_.reset();
    withdraw();
    hint_.reset();
    return session_.undo_turn();
  }

  // Between people or against the computer, from now on.
  const OpponentSetting& opponent() const { return opponent_; }
  void set_opponent(const OpponentSetting& setting) {
    opponent_ = setting;
    if (setting.computer) {
      session_.set_computer(opposite(side_of(setting.person)));
    } else {
      session_.set_computer(std::nullopt);
    }
    engine_error_.clear();
    withdraw();
  }

  // Asks the page's engine for the best move and shows it as an arrow.
  // Only while a person is to move (the session says).
  void ask_hint() {
    if (!session_.person_to_move() || (pending_ && pending_->task == EngineTask::hint)) return;
    hint_.reset();
    ask(EngineTask::hint);
  }

  // The engine's answer to request `reply.id`: false when it is not the
  // request this view is waiting for (withdrawn, or another view's).
  bool take_reply(const EngineReply& reply) {
    if (!pending_ || pending_->id != reply.id) return false;
    const EngineTask task = pending_->task;
    pending_.reset();
    if (!reply.error.empty()) {
      engine_error_ = reply.error;
      return true;
    }
    std::optional<Move> move;
    for (Move m : session_.position().legal_moves()) {
      if (to_string(m) == reply.move) move = m;
    }
    if (!move) {
      engine_error_ = "the engine answered '" + reply.move + "', not a legal move here";
      return true;
    }
    last_search_ = SearchInfo{reply.move,
                              task == EngineTask::hint,
                              task == EngineTask::hint ? 0 : opponent_.level,
                              reply.score,
                              reply.depth,
                              reply.nodes,
                              reply.time_ms};
    if (task == EngineTask::hint) {
      hint_ = move;
    } else {
      reply_ = move;
    }
    return true;
  }

  // Withdraws the request in flight: the view is about to be replaced.
  void leave() { withdraw(); }

  bool thinking() const { return (pending_ && pending_->task == EngineTask::move) || reply_; }
  bool hinting() const { return pending_ && pending_->task == EngineTask::hint; }

  bool animating(double now) const {
    return (glide_ && now - glide_->start < glide_seconds) ||
           (refusal_ && now - refusal_->start < refusal_seconds);
  }
  // True while a mark turns slowly (the computer thinking, a hint coming):
  // the app draws every thinking_step_seconds.
  bool ticking(double) const { return pending_.has_value(); }

  void draw(ImDrawList* dl, const FontBook& fonts, double now) const {
    if (auto ply = browse_.ply()) {
      draw_earlier(dl, fonts, *ply);
      return;
    }
    const BoardLayout& l = layout_;
    Look::draw_board(dl, l, fonts.board(), style_);
    const Game& pos = session_.position();
    const float r = l.cell * Look::piece_radius;

    if (auto m = session_.last_move()) {
      draw_last_move_mark(dl, l.centre(coord(m->from())), l.cell * 0.47f);
      draw_last_move_mark(dl, l.centre(coord(m->to())), l.cell * 0.47f);
    }

    const float t = glide_ ? eased(static_cast<float>((now - glide_->start) / glide_seconds)) : 1;
    const bool gliding = glide_ && t < 1;
    if (gliding && glide_->captured != '\0') {
      draw_piece(dl, fonts.board(), l.centre(coord(glide_->to)), r,
                 Look::piece(glide_->captured, style_), 1 - t);
    }
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = pos.piece_letter(sq);
      if (letter == '\0' || (gliding && sq == glide_->to)) continue;
      if (dragging() && session_.grabbed() == sq) continue;
      const bool lifted = session_.selected() == sq;
      if (Look::has_check && pos.in_check() && letter == Look::general(pos.side_to_move())) {
        draw_check_glow(dl, l.centre(coord(sq)), r);
      }
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter, style_), 1, lifted);
    }
    if (gliding) {
      const ImVec2 a = l.centre(coord(glide_->from));
      const ImVec2 b = l.centre(coord(glide_->to));
      draw_piece(dl, fonts.board(), ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), r,
                 Look::piece(pos.piece_letter(glide_->to), style_), 1, true);
    }

    if (auto sel = session_.selected()) {
      draw_selection_ring(dl, l.centre(coord(*sel)), r, Look::side_colour(pos.side_to_move()));
      for (Square to : session_.targets()) {
        draw_target(dl, l.centre(coord(to)), r, pos.piece_letter(to) != '\0');
      }
    }
    // Hover: a light ring on a piece that can be picked up or a point the
    // selected piece can go to; the held piece follows the pointer.
    if (auto at = l.square_at(pointer_)) {
      const Square sq = square_of(*at);
      if ((session_.can_select(sq) && !dragging()) || is_target(sq)) {
        dl->AddCircle(l.centre(*at), r * 1.12f, hover_ring, 0, std::max(2.0f, r * 0.08f));
      }
    }
    if (dragging()) {
      const Square held = *session_.grabbed();
      draw_piece(dl, fonts.board(), pointer_, r * 1.08f,
                 Look::piece(pos.piece_letter(held), style_), 1, true);
    }
    if (refusal_ && now - refusal_->start < refusal_seconds) {
      const float fade = 1 - static_cast<float>((now - refusal_->start) / refusal_seconds);
      draw_refusal(dl, l.centre(coord(refusal_->square)), r, fade);
    }
    if (hint_) draw_hint_arrow(dl, l.centre(coord(hint_->from())), l.centre(coord(hint_->to())), r);
    if (thinking() || hinting()) {
      // On the board's corner at the thinker's end: the computer's, or the
      // person's for a hint.
      const int side = thinking() ? 1 - opponent_.person : opponent_.person;
      const bool top = (side == 1) != l.flipped;
      const ImVec2 a = l.top_left(Look::margin);
      const ImVec2 b = l.bottom_right(Look::margin);
      const ImVec2 c(b.x - l.cell * 0.2f, top ? a.y + l.cell * 0.2f : b.y - l.cell * 0.2f);
      dl->AddCircleFilled(c, l.cell * 0.36f, with_alpha(palette::table, 0.9f));
      draw_thinking_mark(dl, c, std::max(6.0f, l.cell * 0.25f), now);
    }
  }

  // The panel's part: New game, Undo, Redo, Flip; whose turn, the status,
  // the move list.
  ViewRequest panel(Controls& controls, double now) {
    const Words& w = controls.words();
    ViewRequest request;
    if (controls.button(w.new_game, "new")) request.new_game = true;
    Controls::same_line_if_fits(w.undo, false);
    if (controls.button(w.undo, "undo", session_.can_undo_turn())) undo();
    Controls::same_line_if_fits(w.redo, false);
    if (controls.button(w.redo, "redo", session_.can_redo())) redo(now);
    Controls::same_line_if_fits(w.flip, false);
    if (controls.button(w.flip, "flip")) request.flip = true;
    ImGui::Separator();
    // On a short panel (a phone) the status and a few rows of the move list
    // come first, the opponent's rows under them (the panel scrolls).
    const float rows = ImGui::GetTextLineHeightWithSpacing();
    const bool short_panel = ImGui::GetContentRegionAvail().y < rows * 16;
    if (short_panel) {
      draw_status(w, false);
      draw_moves(controls, w, rows * 3);
      ImGui::Separator();
    }
    const char* const sides[2] = {Look::side_label(side_of(0), w), Look::side_label(side_of(1), w)};
    const OpponentSetting chosen = opponent_controls(controls, opponent_, sides);
    if (controls.button(w.hint, "hint", session_.person_to_move() && !hinting())) ask_hint();
    ImGui::SameLine();
    if (thinking()) {
      draw_thinking_line(w.computer_thinking, now);
    } else if (hinting()) {
      draw_thinking_line(w.looking_for_hint, now);
    } else if (!engine_error_.empty()) {
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), w.engine_error,
                         engine_error_.c_str());
    } else {
      ImGui::NewLine();
    }
    if (last_search_) draw_search_info(*last_search_, w);
    if (chosen != opponent_) {
      // The person's side at the bottom of the board.
      if (chosen.computer && (chosen.person == 1) != layout_.flipped) request.flip = true;
      set_opponent(chosen);
      request.opponent = chosen;
    }
    if (!short_panel) {
      ImGui::Separator();
      draw_status(w, true);
      ImGui::Separator();
      draw_moves(controls, w, std::max(rows * 4, ImGui::GetContentRegionAvail().y));
    }
    return request;
  }

  bool over(double) const { return session_.position().status().over; }
  ImVec2 banner_centre() const {
    const ImVec2 a = layout_.top_left(0);
    const ImVec2 b = layout_.bottom_right(0);
    return ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2);
  }
  // Over a finished game: who won and why, New game and Undo.
  ViewRequest banner(Controls& controls) {
    const Words& w = controls.words();
    const auto status = session_.position().status();
    if (status.winner) {
      char title[128];
      std::snprintf(title, sizeof title, w.banner_wins, Look::side_label(*status.winner, w));
      draw_banner_words(ImGui::ColorConvertU32ToFloat4(Look::text_colour(*status.winner)), title,
                        ending_words(w, status.reason));
    } else {
      draw_banner_words(ImGui::GetStyleColorVec4(ImGuiCol_Text), w.banner_draw,
                        ending_words(w, status.reason));
    }
    ViewRequest request;
    if (controls.button(w.new_game, "banner-new")) request.new_game = true;
    ImGui::SameLine();
    if (controls.button(w.undo, "banner-undo")) undo();
    return request;
  }

  Result<ImVec2> square_centre(std::string_view square) const {
    auto c = grid::parse_square(Game::shape, square);
    if (!c) return c.error();
    return layout_.centre(*c);
  }
  Result<ImVec2> cell_centre(int, int) const {
    return Error{"cells belong to the tactics map: use squareCenter(square)"};
  }

  // The position after `ply` moves, still: its pieces and the move that
  // led there, under a band saying which move is on view.
  void draw_earlier(ImDrawList* dl, const FontBook& fonts, std::size_t ply) const {
    const BoardLayout& l = layout_;
    Look::draw_board(dl, l, fonts.board(), style_);
    const Game& pos = session::position_at(session_, ply);
    const float r = l.cell * Look::piece_radius;
    if (auto m = session::move_before(session_, ply)) {
      draw_last_move_mark(dl, l.centre(coord(m->from())), l.cell * 0.47f);
      draw_last_move_mark(dl, l.centre(coord(m->to())), l.cell * 0.47f);
    }
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = pos.piece_letter(sq);
      if (letter == '\0') continue;
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter, style_), 1);
    }
    draw_viewing_band(dl, l.top_left(Look::margin), l.bottom_right(Look::margin),
                      viewing_text(ply).c_str());
  }

  std::string viewing_text(std::size_t ply) const {
    const Words& w = words(language_);
    return ply == 0 ? std::string(w.viewing_start)
                    : fill(w.viewing_move, ply, session_.history_size());
  }

  BoardState state(double now) const {
    const Game& pos = session_.position();
    BoardState s;
    s.game = std::string(id());
    s.fen = pos.fen();
    s.turn = std::string(Game::side_name(pos.side_to_move()));
    if (auto sel = session_.selected()) s.selected = name(*sel);
    for (Square to : session_.targets()) s.targets.push_back(name(to));
    if (auto m = session_.last_move()) s.last_move = to_string(*m);
    const auto status = pos.status();
    s.over = status.over;
    if (status.winner) s.winner = std::string(Game::side_name(*status.winner));
    s.reason = std::string(reason_name(status.reason));
    s.in_check = pos.in_check();
    if (auto c = session_.computer()) s.computer = std::string(Game::side_name(*c));
    s.level = opponent_.level;
    s.thinking = thinking();
    s.hinting = hinting();
    if (hint_) s.hint = to_string(*hint_);
    s.last_search = last_search_;
    s.engine_error = engine_error_;
    s.animating = animating(now);
    if (glide_) s.glided = name(glide_->from) + name(glide_->to);
    s.viewing = browse_.ply();
    if (s.viewing) s.viewing_fen = session::position_at(session_, *s.viewing).fen();
    s.moves = session_.history_size();
    return s;
  }

 private:
  // Whose turn, or how the game ended; `advice` adds how to play.
  void draw_status(const Words& w, bool advice) const {
    const Game& pos = session_.position();
    const auto status = pos.status();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    dl->AddCircleFilled(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f,
                        Look::side_colour(pos.side_to_move()));
    dl->AddCircle(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f, palette::turn_dot_edge);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine();
    if (status.over) {
      ImGui::TextUnformatted(w.game_over);
      if (status.winner) {
        ImGui::TextColored(palette::result_text, w.wins, Look::side_label(*status.winner, w),
                           ending_words(w, status.reason));
      } else {
        ImGui::TextColored(palette::result_text, w.draw_reason, ending_words(w, status.reason));
      }
    } else {
      ImGui::Text(w.to_move, Look::side_label(pos.side_to_move(), w));
      if (pos.in_check()) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s", w.check);
      } else if (advice) {
        ImGui::TextDisabled("%s", w.how_to_play);
      }
    }
  }

  // The moves played, each in its side's colour, in a list `height` high
  // that a swipe scrolls; it follows a new move. A click on a move shows the
  // position after it (core/session/browse.h).
  void draw_moves(Controls& controls, const Words& w, float height) {
    const std::size_t n = session_.history_size();
    if (auto ply = browse_.ply()) {
      ImGui::TextColored(viewing_colour(), w.viewing_short, *ply, n);
      ImGui::SameLine();
      if (controls.button(w.back_to_game, "moves-live")) browse_.go_live();
    }
    ImGui::BeginChild("moves", ImVec2(0, height), false);
    Controls::drag_scroll();
    controls.remember_window("moves");
    const std::size_t shown = browse_.ply().value_or(n);
    for (std::size_t i = 0; i < n; ++i) {
      const auto& e = session_.history_entry(i);
      using Kind = typename session::Session<Game>::Entry::Kind;
      std::string text;
      std::optional<typename Game::Side> mover;
      if (e.kind == Kind::setup) {
        text = std::string(w.setup_entry) + " " + name(e.square) + "=" +
               (e.letter ? std::string(1, e.letter) : std::string("—"));
      } else {
        text = Look::move_text(e.before, e.move);
        if (e.kind == Kind::order) text += std::string("  ") + w.order_entry;
        mover = e.before.owner(e.move.from());
      }
      ImGui::TextDisabled("%3zu.", i + 1);
      ImGui::SameLine();
      ImGui::PushID(static_cast<int>(i));
      ImGui::PushStyleColor(
          ImGuiCol_Text,
          ImGui::ColorConvertU32ToFloat4(mover ? Look::text_colour(*mover) : palette::setup_text));
      if (ImGui::Selectable(text.c_str(), i + 1 == shown && n > 0)) browse_.show(i + 1, n);
      ImGui::PopStyleColor();
      ImGui::PopID();
      controls.remember(("move-" + std::to_string(i + 1)).c_str());
      if (browse_.ply() && i + 1 == shown && browse_scrolled_ != shown) {
        ImGui::SetScrollHereY(0.5f);
        browse_scrolled_ = shown;
      }
    }
    if (scroll_to_last_) {
      ImGui::SetScrollHereY(1.0f);
      scroll_to_last_ = false;
    }
    ImGui::EndChild();
  }

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
    for (Square t : session_.targets()) {
      if (t == sq) return true;
    }
    return false;
  }
  // A grabbed piece follows the pointer once it has moved a few pixels.
  bool dragging() const {
    if (!session_.grabbed() || !held_) return false;
    const float dx = pointer_.x - press_at_.x;
    const float dy = pointer_.y - press_at_.y;
    return dx * dx + dy * dy > drag_threshold * drag_threshold;
  }
  // Animates what the session did: a glide for a move by click (a drop
  // lands at once), a cross for a refusal.
  session::ClickAction shown(Square sq, char captured,
                             const typename session::Session<Game>::Click& r, double now,
                             bool glide) {
    if (r.action == session::ClickAction::move) {
      if (glide) glide_ = Glide{r.move->from(), r.move->to(), captured, now};
      scroll_to_last_ = true;
      withdraw();
      hint_.reset();
    } else if (r.action == session::ClickAction::reject) {
      refusal_ = Refusal{sq, now};
    }
    return r.action;
  }
  // Side 0 moves first in the game's start position, side 1 is the other.
  static Side side_of(int index) {
    const Side first = Game().side_to_move();
    return index == 0 ? first : opposite(first);
  }

  // Sends a request for the position on the board: the moves since the last
  // set-up or order (or the start), so the engine sees the repetitions.
  void ask(EngineTask task) {
    withdraw();
    EngineAsk a;
    a.task = task;
    a.game = id();
    std::size_t first = session_.history_size();
    using Kind = typename session::Session<Game>::Entry::Kind;
    while (first > 0 && session_.history_entry(first - 1).kind == Kind::move) --first;
    a.fen = first < session_.history_size() ? session_.history_entry(first).before.fen()
                                            : session_.position().fen();
    for (std::size_t i = first; i < session_.history_size(); ++i) {
      a.moves.push_back(to_string(session_.history_entry(i).move));
    }
    a.level = task == EngineTask::move ? opponent_.level : 0;
    a.nodes = task == EngineTask::hint ? hint_nodes : 0;
    a.seed = seed_ + session_.history_size();
    const int request = ask_engine(a);
    if (request == 0) {
      engine_error_ = "this page has no engine";
      return;
    }
    engine_error_.clear();
    pending_ = Pending{request, task};
  }

  // Forgets the request in flight (the engine stops) and a reply not yet played.
  void withdraw() {
    if (pending_) cancel_engine();
    pending_.reset();
    reply_.reset();
  }

  // Against the computer: plays its answer once the last glide is over, and
  // asks for a move whenever the session says the computer is to move.
  void play_for_computer(double now) {
    const bool gliding = glide_ && now - glide_->start < glide_seconds;
    if (reply_ && !gliding) {
      const Move m = *reply_;
      reply_.reset();
      const char captured = session_.position().piece_letter(m.to());
      if (session_.play_computer(m)) {
        glide_ = Glide{m.from(), m.to(), captured, now};
        scroll_to_last_ = true;
      }
    }
    if (session_.computer_to_move() && !pending_ && !reply_ && engine_error_.empty()) {
      ask(EngineTask::move);
    }
  }
  static float eased(float x) {
    if (x >= 1) return 1;
    const float u = 1 - x;
    return 1 - u * u * u;  // ease-out cubic
  }

  struct Pending {
    int id;
    EngineTask task;
  };

  session::Session<Game> session_;
  std::uint64_t seed_ = 0;
  OpponentSetting opponent_;
  std::optional<Pending> pending_;  // the request the engine is working on
  std::optional<Move> reply_;       // the computer's move, played once the last glide ends
  std::optional<Move> hint_;        // drawn as an arrow until the position changes
  std::optional<SearchInfo> last_search_;
  std::string engine_error_;
  PieceStyle style_ = PieceStyle::traditional;
  Language language_ = Language::en;
  BoardLayout layout_;            // where the board was last placed
  bool scroll_to_last_ = true;    // the move list follows a new move
  ImVec2 pointer_{-1e9f, -1e9f};  // where the pointer was last frame
  ImVec2 press_at_{};             // where the last press on a square landed
  bool held_ = false;             // the press is held (a drag)
  std::optional<Glide> glide_;
  std::optional<Refusal> refusal_;
  session::Browse browse_;        // the ply on view in the move list
  std::size_t browsed_size_ = 0;  // the game's length when last checked
  std::size_t browse_scrolled_ = 0;
};

}  // namespace qipan::web
