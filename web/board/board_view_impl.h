#pragma once

// [SECTION] The longer members of BoardView (web/board/board_view.h):
// drawing the board, what the panel and the test hooks read. Only the file
// that compiles a game's view includes this (web/board/<game>_view.cpp,
// one per game of the registry: a game without one fails to link).

#include <imgui.h>

#include <string>

#include "web/board/board_view.h"

namespace qipan::web {

template <BoardGame Game>
void BoardView<Game>::draw(ImDrawList* dl, const FontBook& fonts, double now) const {
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
  draw_viewing_band(dl, l.top_left(Look::margin), l.bottom_right(Look::margin),
                    viewing_text(ply).c_str());
}

template <BoardGame Game>
BoardPanelState BoardView<Game>::panel_state(const Words& w) const {
  const Game& pos = session_.position();
  const auto status = pos.status();
  BoardPanelState s;
  s.can_undo = session_.can_undo_turn();
  s.can_redo = session_.can_redo();
  s.status.turn_colour = Look::side_colour(pos.side_to_move());
  s.status.to_move = Look::side_label(pos.side_to_move(), w);
  s.status.in_check = pos.in_check();
  s.status.over = status.over;
  if (status.winner) s.status.winner = Look::side_label(*status.winner, w);
  s.status.reason = ending_words(w, status.reason);
  s.opponent = opponent_;
  s.sides[0] = Look::side_label(side_of(0), w);
  s.sides[1] = Look::side_label(side_of(1), w);
  s.can_hint = session_.person_to_move() && !hinting();
  s.thinking = thinking();
  s.hinting = hinting();
  s.engine_error = &engine_.error();
  s.last_search = &engine_.last_search();
  s.viewing = browse_.ply();
  using Kind = typename session::Session<Game>::Entry::Kind;
  for (const auto& e : session_.history()) {
    MoveRow row;
    if (e.kind == Kind::setup) {
      row.text = std::string(w.setup_entry) + " " + name(e.square) + "=" +
                 (e.letter ? std::string(1, e.letter) : std::string("—"));
      row.colour = palette::setup_text;
    } else {
      row.text = Look::move_text(e.before, e.move);
      if (e.kind == Kind::order) row.text += std::string("  ") + w.order_entry;
      const auto mover = e.before.owner(e.move.from());
      row.colour = mover ? Look::text_colour(*mover) : palette::setup_text;
    }
    s.moves.push_back(std::move(row));
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
  s.last_search = engine_.last_search();
  s.engine_error = engine_.error();
  s.animating = animating(now);
  if (glide_) s.glided = name(glide_->from) + name(glide_->to);
  s.viewing = browse_.ply();
  if (s.viewing) s.viewing_fen = session::position_at(session_, *s.viewing).fen();
  s.moves = session_.history_size();
  return s;
}

}  // namespace qipan::web
