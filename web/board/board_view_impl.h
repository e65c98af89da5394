#pragma once

// [SECTION] The longer members of BoardView (web/board/board_view.h):
// drawing the board, what the panel and the test hooks read. Only the file
// that compiles a game's view includes this (web/board/<game>_view.cpp,
// one per game of the registry: a game without one fails to link).

#include <imgui.h>

#include <string>

#include "core/search/budget.h"
#include "web/board/board_view.h"
#include "web/page_io.h"

namespace qipan::web {

template <BoardGame Game>
void BoardView<Game>::set_opponent(const OpponentSetting& setting) {
  OpponentSetting chosen = setting;
  // "Match me": the level the person's results have reached, kept per game.
  match_.reset();
  if (chosen.computer && chosen.match) {
    const auto kept = session::MatchMe::parse(read_stored(match_key()));
    match_ = kept ? *kept : session::MatchMe();  // none kept yet (or altered): the first level
    chosen.level = match_->level();
  }
  if (chosen.level != opponent_.level) ++changes_;
  opponent_ = chosen;
  if (setting.computer) {
    session_.set_computer(opposite(side_of(setting.person)));
  } else {
    session_.set_computer(std::nullopt);
  }
  engine_.clear_error();
  withdraw();
}

template <BoardGame Game>
void BoardView<Game>::input(const Pointer& pointer, double now) {
  if (mode_ == Mode::edit) {
    edit_.input(pointer, layout_);
    return;
  }
  // The clock read at this frame: a fallen flag ends the game.
  now_ms_ = std::max(now_ms_, ms(now));
  if (table_.tick(session_.position(), now_ms_)) withdraw();
  follow_match();
  if (mode_ == Mode::puzzles) {
    puzzles_.input(pointer, layout_, now);
    return;
  }
  if (mode_ == Mode::review && review_.learning()) {
    review_.input(pointer, layout_, now);
    return;
  }
  if (mode_ == Mode::analyse) {
    analysis_.input(pointer, layout_);
    analysis_.tick(id());
    return;
  }
  // [marks] The player's arrows and circles (web/board/board_marks.h). A
  // release that drops the piece held on a point it can go to is a move.
  bool release_plays = false;
  if (pointer.released && session_.grabbed()) {
    if (auto at = layout_.square_at(pointer.at)) release_plays = is_target(square_of(*at));
  }
  marks_.input(pointer, layout_, now, release_plays);
  if (pointer.pressed && !browse_.live()) {
    // A press on an earlier position comes back to the game.
    on_view([](session::Browse& b) { b.go_live(); });
  } else if (pointer.pressed) {
    if (auto sq = layout_.square_at(pointer.click)) {
      press(*sq, now);
      press_at_ = pointer.click;
    }
  }
  if (pointer.released) release(layout_.square_at(pointer.at), now);
  pointer_ = pointer.at;
  held_ = pointer.down;
  table_moved();
  play_for_computer(now);
  table_moved();
  // Anything that changed the game (a move, undo, redo) shows it live.
  if (session_.history_size() != browsed_size_) {
    browsed_size_ = session_.history_size();
    marks_.clear();
    on_view([](session::Browse& b) { b.go_live(); });
  }
  // The selected piece's destinations, for this frame's drawing.
  targets_ = session_.targets();
}

template <BoardGame Game>
bool BoardView<Game>::key(const KeyPress& k, double now) {
  if (mode_ == Mode::analyse) return analysis_.key(k);
  if (mode_ == Mode::edit) return k.is("Escape") && !k.ctrl && edit_.escape();
  if (k.is("Escape") && !k.ctrl) return session_.cancel();
  if (k.ctrl && !k.alt && ((k.is("z") && k.shift) || (k.is("y") && !k.shift))) {
    return redo(now);
  }
  if (k.ctrl && !k.alt && !k.shift && k.is("z")) return undo();
  return false;
}

template <BoardGame Game>
const char* BoardView<Game>::cursor() const {
  if (mode_ == Mode::analyse) return analysis_.cursor(layout_);
  if (dragging()) return "grabbing";
  const auto at = layout_.square_at(pointer_);
  if (!at) return "default";
  const Square sq = square_of(*at);
  return session_.can_select(sq) || is_target(sq) ? "pointer" : "default";
}

template <BoardGame Game>
bool BoardView<Game>::take_reply(const EngineReply& reply) {
  if (analysis_.take(reply)) return true;
  if (review_.take_reply(reply)) return true;
  const auto answer = engine_.take(reply);
  if (!answer) return false;
  if (!answer->move) return true;
  std::optional<Move> move;
  for (Move m : session_.position().legal_moves()) {
    if (to_string(m) == *answer->move) move = m;
  }
  if (!move) {
    engine_.refuse(reply);
    return true;
  }
  engine_.note(reply, answer->task, opponent_.level);
  if (answer->task == EngineTask::hint) {
    hint_ = move;
  } else {
    reply_ = move;
  }
  return true;
}

template <BoardGame Game>
ViewRequest BoardView<Game>::panel(Controls& controls, double now, Mode mode) {
  if (mode == Mode::edit && mode_ != Mode::edit) edit_.load(session_.position());
  if (mode == Mode::analyse && mode_ != Mode::analyse) {
    withdraw();  // the computer waits while the game is analysed
    analysis_.enter(session_);
  }
  if (mode != Mode::analyse && mode_ == Mode::analyse) analysis_.leave();
  mode_ = mode;
  switch (mode) {
    case Mode::edit:
      return edit_panel(controls);
    case Mode::review:
      return review_panel(controls, now);
    case Mode::puzzles:
      puzzles_.panel(controls, id());
      return {};
    case Mode::analyse:
      analysis_.panel(controls, language_, notation_, now);
      return {};
    case Mode::games:  // the app draws the list (web/games_tab.cpp)
      return {};
    case Mode::play:
    default:
      if (link_side_) {
        LinkSectionState s;
        const Words& w = controls.words();
        s.here = Look::side_label(*link_side_, w);
        s.to_move = Look::side_label(session_.turn(), w);
        s.our_move = session_.turn() == *link_side_;
        s.over = table_.over(session_.position());
        if (auto l = link()) s.link = link_with_fragment(*l);
        if (draw_link_section(controls, s)) copy_to_clipboard(s.link);
      }
      ViewRequest request;
      table_panel(controls, request, TablePart::top);
      ViewRequest rest = play_panel(controls, now);
      table_panel(controls, request, TablePart::bottom);
      if (request.new_game || request.time_control) {
        rest.new_game = rest.new_game || request.new_game;
        if (request.setting) rest.setting = request.setting;
        if (request.time_control) rest.time_control = request.time_control;
      }
      if (request.opponent) rest.opponent = request.opponent;
      if (request.flip) rest.flip = !rest.flip;
      return rest;
  }
}

template <BoardGame Game>
ViewRequest BoardView<Game>::edit_panel(Controls& controls) {
  const EditActions a = edit_.panel(controls, fonts_, layout_, style_);
  ViewRequest request;
  const auto& board = edit_.board();
  if (a.play_computer || a.analyse) {
    request.new_game = true;
    request.setting = board.fen();
    request.mode = a.analyse ? Mode::analyse : Mode::play;
    if (a.play_computer) {
      // The person plays the side to move, at the bottom of the board.
      OpponentSetting o = opponent_;
      o.computer = true;
      o.person = board.side_to_move() == side_of(0) ? 0 : 1;
      request.opponent = o;
      if ((o.person == 1) != layout_.flipped) request.flip = true;
    }
  } else if (a.play_friend) {
    if (auto l = edit_.start_link()) {
      request.new_game = true;
      request.setting = *l;  // a link's game (App::new_game reads it)
      request.mode = Mode::play;
    }
  }
  return request;
}

template <BoardGame Game>
ViewRequest BoardView<Game>::review_panel(Controls& controls, double now) {
  const Words& w = controls.words();
  review_.tick(id(), !engine_.asking());
  const auto a = review_.panel(controls, session_, browse_.ply(), notation_, now);
  review_.tick(id(), !engine_.asking());  // a review started this frame
  BoardPanelActions actions;
  if (!review_.learning()) {
    ImGui::Separator();
    const BoardPanelState state = panel_state(w);
    draw_board_status(w, state.status, false);
    ImGui::Separator();
    const float rows = ImGui::GetTextLineHeightWithSpacing();
    draw_move_list(controls, w, state, scroll_,
                   std::max(rows * 3, ImGui::GetContentRegionAvail().y), actions);
  }
  const auto show = a.show ? a.show : actions.show;
  if (show) on_view([&](session::Browse& b) { b.show(*show, session_.history_size()); });
  if (actions.live) on_view([](session::Browse& b) { b.go_live(); });
  return {};
}

template <BoardGame Game>
GameSummary BoardView<Game>::summary() const {
  GameSummary s;
  if (link_side_) {
    s.mode = "link";
  } else if (session_.computer()) {
    s.mode = "computer";
    s.level = opponent_.level;
  } else {
    s.mode = "people";
  }
  // The table's outcome: the board's end, or a resignation, a draw agreed
  // or claimed, a fallen flag.
  const auto outcome = table_.outcome(session_.position());
  s.result = session::result_tag(outcome);
  if (outcome) {
    s.ending_en = outcome_words(words(Language::en));
    s.ending_zh = outcome_words(words(Language::zh));
  }
  if (table_.timed()) s.control = control_name_;
  s.moves = session_.history_size();
  return s;
}

template <BoardGame Game>
ViewRequest BoardView<Game>::play_panel(Controls& controls, double now) {
  const Words& w = controls.words();
  const BoardPanelActions a = draw_board_panel(controls, panel_state(w), scroll_, now);
  ViewRequest request;
  request.new_game = a.new_game;
  request.flip = a.flip;
  if (a.undo) undo();
  if (a.redo) redo(now);
  if (a.hint) ask_hint();
  if (a.opponent != opponent_) {
    // The person's side at the bottom of the board.
    if (a.opponent.computer && (a.opponent.person == 1) != layout_.flipped) request.flip = true;
    set_opponent(a.opponent);
    request.opponent = a.opponent;
  }
  if (a.show) on_view([&](session::Browse& b) { b.show(*a.show, session_.history_size()); });
  if (a.live) on_view([](session::Browse& b) { b.go_live(); });
  return request;
}

template <BoardGame Game>
ViewRequest BoardView<Game>::banner(Controls& controls) {
  const Words& w = controls.words();
  const auto outcome = table_.outcome(session_.position());
  const std::string why = outcome_words(w);
  if (outcome && outcome->winner) {
    char title[128];
    std::snprintf(title, sizeof title, w.banner_wins, Look::side_label(*outcome->winner, w));
    draw_banner_words(ImGui::ColorConvertU32ToFloat4(Look::text_colour(*outcome->winner)), title,
                      why.c_str());
  } else {
    draw_banner_words(ImGui::GetStyleColorVec4(ImGuiCol_Text), w.banner_draw, why.c_str());
  }
  ViewRequest request;
  if (controls.button(w.new_game, "banner-new")) request.new_game = true;
  ImGui::SameLine();
  // Disabled once the game ended beside the board (final: core/session/table.h).
  const bool can_undo = session_.can_undo_turn() && table_.can_take_back(session_.position());
  if (controls.button(w.undo, "banner-undo", can_undo)) undo();
  // [study] Review the finished game: the Review tab, scoring at once (on
  // a phone on the next line).
  if (ImGui::GetIO().DisplaySize.x >= 480) ImGui::SameLine();
  if (controls.button(w.modes[static_cast<std::size_t>(Mode::review)], "banner-review")) {
    review_.start(session_);
    request.mode = Mode::review;
  }
  return request;
}

template <BoardGame Game>
Result<ImVec2> BoardView<Game>::centre_of(std::string_view place) const {
  if (cell_named(place)) return Error{"cells belong to the tactics map: use squareCenter(square)"};
  auto c = grid::parse_square(Game::shape, place);
  if (!c) return c.error();
  return layout_.centre(*c);
}

template <BoardGame Game>
bool BoardView<Game>::redo(double now) {
  withdraw();
  hint_.reset();
  if (!table_.takes_moves(session_.position()) || !session_.redo_turn()) return false;
  scroll_.to_last = true;
  if (auto m = session_.last_move()) {
    const auto& e = session_.history_entry(session_.history_size() - 1);
    glide_ = Glide{m->from(), m->to(), e.before.piece_letter(m->to()), now};
    heard();
  }
  return true;
}

template <BoardGame Game>
bool BoardView<Game>::undo() {
  // An end beside the board is final (core/session/table.h).
  if (!table_.can_take_back(session_.position())) return false;
  glide_.reset();
  refusal_.reset();
  withdraw();
  hint_.reset();
  if (!session_.undo_turn()) return false;
  (void)table_.taken_back(session_.position(), now_ms_);
  table_heard_ = session_.history_size();
  return true;
}

template <BoardGame Game>
session::ClickAction BoardView<Game>::shown(Square sq, char captured,
                                            const typename session::Session<Game>::Click& r,
                                            double now, bool glide) {
  if (r.action == session::ClickAction::move) {
    if (glide) glide_ = Glide{r.move->from(), r.move->to(), captured, now};
    scroll_.to_last = true;
    withdraw();
    hint_.reset();
    heard();
  } else if (r.action == session::ClickAction::reject) {
    refusal_ = Refusal{sq, now};
  }
  return r.action;
}

template <BoardGame Game>
void BoardView<Game>::heard() {
  const auto& e = session_.history_entry(session_.history_size() - 1);
  if (session_.position().in_check()) {
    sound_ = Sound::check;
  } else {
    sound_ = e.before.piece_letter(e.move.to()) != '\0' ? Sound::capture : Sound::move;
  }
}

template <BoardGame Game>
void BoardView<Game>::ask(EngineTask task) {
  withdraw();
  const auto since = session_.moves_since_setup();
  EngineAsk a;
  a.task = task;
  a.game = id();
  a.fen = since.from.fen();
  for (const auto& e : since.moves) a.moves.push_back(to_string(e.move));
  a.level = task == EngineTask::move ? opponent_.level : 0;
  // On a clock the computer spends what its clock allows (core/search/time_budget.h).
  if (task == EngineTask::move && session_.computer()) {
    int played = 0;
    for (const auto& e : since.moves) played += e.before.side_to_move() == *session_.computer();
    a.movetime = table_.computer_move_ms(*session_.computer(), now_ms_, played);
  }
  a.nodes = task == EngineTask::hint ? hint_nodes : 0;
  engine_.ask(std::move(a), session_.history_size());
}

template <BoardGame Game>
void BoardView<Game>::play_for_computer(double now) {
  const bool gliding = glide_ && now - glide_->start < glide_seconds;
  if (reply_ && !gliding && table_.computer_may_move(session_.position())) {
    const Move m = *reply_;
    reply_.reset();
    const char captured = session_.position().piece_letter(m.to());
    if (session_.play_computer(m)) {
      glide_ = Glide{m.from(), m.to(), captured, now};
      scroll_.to_last = true;
      heard();
    }
  }
  // A game by link: the other side is the friend's, whose move comes by link.
  if (session_.computer_to_move() && table_.computer_may_move(session_.position()) && !link_side_ &&
      !engine_.asking() && !reply_ && engine_.error().empty()) {
    ask(EngineTask::move);
  }
}

template <BoardGame Game>
void BoardView<Game>::draw(ImDrawList* dl, const FontBook& fonts, double now) const {
  fonts_ = &fonts;
  if (mode_ == Mode::edit) {
    edit_.draw(dl, fonts, layout_, style_);
    return;
  }
  if (mode_ == Mode::puzzles) {
    puzzles_.draw(dl, fonts, layout_, style_, now);
    return;
  }
  if (mode_ == Mode::review && review_.learning()) {
    review_.draw(dl, fonts, layout_, style_, now);
    return;
  }
  if (mode_ == Mode::analyse) {
    analysis_.draw(dl, fonts, layout_, style_, area_max_);
    return;
  }
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
    for (Square to : targets_)
      draw_target(dl, l.centre(coord(to)), r, pos.piece_letter(to) != '\0');
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
    draw_piece(dl, fonts.board(), pointer_, r * 1.08f, Look::piece(pos.piece_letter(held), style_),
               1, true);
  }
  if (refusal_ && now - refusal_->start < refusal_seconds) {
    const float fade = 1 - static_cast<float>((now - refusal_->start) / refusal_seconds);
    draw_refusal(dl, l.centre(coord(refusal_->square)), r, fade);
  }
  if (hint_) draw_hint_arrow(dl, l.centre(coord(hint_->from())), l.centre(coord(hint_->to())), r);
  marks_.draw(dl, l);
  // [analyse] The evaluation bar against the computer, when chosen.
  if (play_bar_shown()) {
    const auto& info = *engine_.last_search();
    const Side computer = *session_.computer();
    draw_play_eval_bar<Game>(dl, l, area_max_, info, info.hint ? opposite(computer) : computer);
  }
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

template <BoardGame Game>
void BoardView<Game>::draw_earlier(ImDrawList* dl, const FontBook& fonts, std::size_t ply) const {
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
  const Words& w = words(language_);
  const std::string long_text = viewing_text(ply);
  const std::string short_text = fill(w.viewing_short, ply, session_.history_size());
  const Band band =
      draw_viewing_band(dl, l.top_left(Look::margin), l.bottom_right(Look::margin),
                        l.top_left(0).y + Look::band_row * l.cell, Look::band_room * l.cell,
                        long_text.c_str(), ply == 0 ? w.viewing_start_short : short_text.c_str());
  band_ = {band.min.x, band.min.y, band.max.x - band.min.x, band.max.y - band.min.y};
}

template <BoardGame Game>
BoardPanelState BoardView<Game>::panel_state(const Words& w) const {
  const Game& pos = session_.position();
  const auto status = pos.status();
  BoardPanelState s;
  s.can_undo = session_.can_undo_turn() && table_.can_take_back(pos);
  s.can_redo = session_.can_redo() && table_.takes_moves(pos);
  s.status.turn_colour = Look::side_colour(pos.side_to_move());
  s.status.to_move = Look::side_label(pos.side_to_move(), w);
  s.status.in_check = pos.in_check();
  const auto outcome = table_.outcome(pos);
  s.status.over = outcome.has_value();
  if (outcome && outcome->winner) s.status.winner = Look::side_label(*outcome->winner, w);
  ending_text_ = outcome_words(w);
  s.status.reason = ending_text_.c_str();
  // A ruling that gives a draw to claim (rulings reported): said under
  // whose move it is, beside Claim draw.
  claim_text_.clear();
  if (const auto ruling = session::Ending<Game>::claimable(pos); ruling && !outcome) {
    claim_text_ = fill(table_words(w.id).draw_claimable, ending_words(w, *ruling));
  }
  s.status.claimable = claim_text_.c_str();
  (void)status;
  s.opponent = opponent_;
  s.sides[0] = Look::side_label(side_of(0), w);
  s.sides[1] = Look::side_label(side_of(1), w);
  s.can_hint = session_.person_to_move() && table_.takes_moves(pos) && !hinting();
  s.thinking = thinking();
  s.hinting = hinting();
  s.engine_error = &engine_.error();
  s.search_words = search_words(w);
  s.viewing = browse_.ply();
  using Kind = typename session::Session<Game>::Entry::Kind;
  for (const auto& e : session_.history()) {
    MoveRow row;
    if (e.kind == Kind::setup) {
      row.text = std::string(w.setup_entry) + " " + name(e.square) + "=" +
                 (e.letter ? std::string(1, e.letter) : std::string("—"));
      row.colour = palette::setup_text;
    } else {
      // In the player's notation (Settings), as the records are written, in
      // the board's characters; a game without notations in words.
      row.text = Look::move_text(e.before, e.move, notation_, style_, language_);
      if (e.kind == Kind::order) row.text += std::string("  ") + w.order_entry;
      const auto mover = e.before.owner(e.move.from());
      row.colour = mover ? Look::text_colour(*mover) : palette::setup_text;
    }
    s.moves.push_back(std::move(row));
  }
  if (mode_ == Mode::review && review_.matches(session_)) {
    for (std::size_t i = 0; i < s.moves.size(); ++i) s.moves[i].mark = review_.mark(i);
  }
  return s;
}

template <BoardGame Game>
BoardState BoardView<Game>::state(double now) const {
  const Game& pos = session_.position();
  BoardState s;
  s.game = std::string(id());
  s.fen = pos.fen();
  s.turn = std::string(Game::side_name(pos.side_to_move()));
  if (auto sel = session_.selected()) s.selected = name(*sel);
  for (Square to : session_.targets()) s.targets.push_back(name(to));
  if (auto m = session_.last_move()) s.last_move = to_string(*m);
  const auto outcome = table_.outcome(pos);
  s.over = outcome.has_value();
  if (outcome && outcome->winner) s.winner = std::string(Game::side_name(*outcome->winner));
  s.reason = outcome && outcome->how != session::Termination::rules
                 ? std::string(session::termination_name(outcome->how))
                 : std::string(reason_name(pos.status().reason));
  s.in_check = pos.in_check();
  if (auto c = session_.computer()) s.computer = std::string(Game::side_name(*c));
  s.level = opponent_.level;
  s.thinking = thinking();
  s.hinting = hinting();
  if (hint_) s.hint = to_string(*hint_);
  s.last_search = engine_.last_search();
  s.engine_error = engine_.error();
  s.animating = animating(now);
  if (glide_) s.glided = name(glide_->from) + name(glide_->to);
  s.viewing = browse_.ply();
  if (s.viewing) s.viewing_fen = session::position_at(session_, *s.viewing).fen();
  if (s.viewing) s.viewing_band = band_;
  s.marks = marks_.names();
  s.moves = session_.history_size();
  using Kind = typename session::Session<Game>::Entry::Kind;
  for (const auto& e : session_.history()) {
    s.move_texts.push_back(e.kind == Kind::setup
                               ? std::string()
                               : Look::move_text(e.before, e.move, notation_, style_, language_));
  }
  s.search_line = search_words(words(language_));
  if (mode_ == Mode::edit) {
    const auto& board = edit_.board();
    s.edit_fen = board.fen();
    for (const auto& p : board.problems()) s.edit_problems.push_back({p.kind, p.en, p.zh});
    if (auto b = edit_.brush())
      s.edit_brush = *b == '\0' ? std::string("erase") : std::string(1, *b);
    s.edit_refusal = edit_.refusal();
  }
  if (mode_ == Mode::analyse) s.analysis = analysis_.state(notation_);
  if (mode_ == Mode::play && play_bar_shown()) {
    const auto& info = *engine_.last_search();
    const Side computer = *session_.computer();
    s.eval_bar = play_eval_share<Game>(info, info.hint ? opposite(computer) : computer);
  }
  if (link_side_) {
    s.link_side = std::string(Game::side_name(*link_side_));
    if (auto l = link()) s.link = *l;
  }
  // The game table.
  s.table.begun = table_.begun();
  s.table.control = control_name_;
  s.table.control_error = control_error_;
  s.table.timed = table_.timed();
  s.table.running = table_.running();
  s.table.paused = table_.paused();
  const std::int64_t at = std::max(now_ms_, ms(now));
  for (int i = 0; i < 2; ++i) {
    const session::ClockFace f = table_.clock().face(i, std::max(at, now_ms_));
    auto& c = s.table.clocks[static_cast<std::size_t>(i)];
    c.main_ms = static_cast<double>(f.main_ms);
    c.reading_ms = static_cast<double>(f.reading_ms);
    c.periods = f.periods;
    c.reading = f.reading;
    c.flagged = f.flagged;
    c.running = table_.running() && table_.clock().running() == i;
  }
  if (auto o = table_.ending().offer()) s.table.offer = std::string(Game::side_name(*o));
  if (draw_answer_) s.table.draw_answer = *draw_answer_ ? "accepted" : "declined";
  s.table.resign_asked = resign_asked_;
  s.table.result = session::result_tag(outcome);
  s.table.termination = session::termination_words<Game>(outcome);
  s.table.actor = std::string(Game::side_name(actor()));
  s.table.level_title = session::level_title(opponent_.level, language_ == Language::zh, ratings_);
  s.table.claimable = session::Ending<Game>::claimable(pos).has_value();
  s.table.claim_line = claim_text_;
  if (match_) {
    s.table.match = true;
    s.table.match_level = match_->level();
    s.table.match_wins = match_->wins();
    s.table.match_draws = match_->draws();
    s.table.match_losses = match_->losses();
    s.table.match_change = match_->last_change();
  }
  return s;
}

template <BoardGame Game>
std::string BoardView<Game>::search_words(const Words& w) const {
  const auto& info = engine_.last_search();
  if (!info) return "";
  // The position searched: the board's for a hint still shown; for the
  // computer's move, the one before its last move.
  const Game* before = nullptr;
  std::optional<Move> move;
  if (info->hint && hint_) {
    before = &session_.position();
    move = hint_;
  } else if (!info->hint && session_.history_size() > 0) {
    const auto& e = session_.history_entry(session_.history_size() - 1);
    if (to_string(e.move) == info->move) {
      before = &e.before;
      move = e.move;
    }
  }
  if (!before) return "";
  const Side mover = before->side_to_move();
  const char* side = Look::side_label(mover, w);
  std::string gain;
  if (const int mate = search::mate_in(info->score); mate != 0) {
    gain = mate > 0 ? fill(w.search_mates, side, mate) : fill(w.search_mated, side, -mate);
  } else {
    gain = fill(w.search_score, side, info->score / 100.0);
  }
  return fill(w.search_line, info->hint ? w.search_hint : w.search_computer,
              Look::move_text(*before, *move, notation_, style_, language_).c_str(), gain.c_str());
}

}  // namespace qipan::web

#include "web/board/board_view_table.h"
