#pragma once

// [SECTION] The board of a puzzle or a find-the-better-move exercise, for
// any board game: the judge (core/study/puzzle_trainer.h for the Puzzles
// tab, core/study/mistake_lesson.h for "Learn from your mistakes") decides
// every move; the board forwards clicks and drops to a session on the
// exercise's position (the click rule: select, move, refuse), glides each
// move in, the other side's reply a moment after the solver's move (and a
// puzzle's lead, the move that led to it, a moment after it opens), and
// shows a refused or wrong move with the brief cross.
//
// A judge has exercise() (the PuzzleAttempt on the board, or null),
// play(move) (an optional AttemptStep) and play_reply().

#include <imgui.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/session/session.h"
#include "core/study/puzzle_attempt.h"
#include "web/board_layout.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/game_view.h"
#include "web/pieces.h"
#include "web/settings.h"

namespace qipan::web {

template <class Game>
class ExerciseBoard {
 public:
  using Attempt = study::PuzzleAttempt<Game>;
  using Move = typename Game::Move;
  using Square = typename Game::Square;
  using Look = GameLook<Game>;

  // Forgets the marks: a new exercise is on the judge's board.
  void reset() {
    glide_.reset();
    refusal_.reset();
    last_.reset();
    session_.reset();
    shown_.clear();
  }

  // The frame's pointer: a move made by click or drop goes to the judge.
  // Returns what it said of the solver's move this frame, if one was made.
  template <class Judge>
  std::optional<study::AttemptStep> input(Judge& judge, const Pointer& pointer,
                                          const BoardLayout& layout, double now) {
    sync(judge, now);
    const Attempt* a = judge.exercise();
    if (!a) return std::nullopt;
    play_reply_when_due(judge, now);
    std::optional<study::AttemptStep> step;
    auto handle = [&](const typename session::Session<Game>::Click& r, std::optional<Square> sq,
                      bool glide) {
      if (r.action == session::ClickAction::reject && sq) refuse(*sq, now);
      if (r.action != session::ClickAction::move || !r.move) return;
      const Game before = judge.exercise()->position();
      step = judge.play(*r.move);
      if (!step || *step == study::AttemptStep::wrong) {
        refuse(r.move->to(), now);
        renew(judge);
        return;
      }
      if (glide) glide_ = Glide{*r.move, before.piece_letter(r.move->to()), now};
      last_ = *r.move;
      moved_at_ = now;
      renew(judge);
    };
    if (pointer.pressed && a->solver_to_move()) {
      if (auto c = layout.square_at(pointer.click)) {
        handle(session_->press(square_of(*c)), square_of(*c), true);
      }
    }
    if (pointer.released && judge.exercise()->solver_to_move()) {
      const auto c = layout.square_at(pointer.at);
      const std::optional<Square> sq = c ? std::optional<Square>(square_of(*c)) : std::nullopt;
      handle(session_->release(sq), sq, false);
    }
    return step;
  }

  // True while a move glides, a cross fades or a reply waits to be played.
  template <class Judge>
  bool animating(const Judge& judge, double now) const {
    const Attempt* a = judge.exercise();
    return (glide_ && now - glide_->start < glide_seconds) ||
           (refusal_ && now - refusal_->start < refusal_seconds) || (a && a->reply());
  }

  template <class Judge>
  void draw(const Judge& judge, ImDrawList* dl, const FontBook& fonts, const BoardLayout& l,
            PieceStyle style, double now) const {
    Look::draw_board(dl, l, fonts.board(), style);
    const Attempt* a = judge.exercise();
    if (!a) return;
    const Game& pos = a->position();
    const bool fresh = pos.fen() == shown_;  // the marks belong to this position
    const float r = l.cell * Look::piece_radius;
    if (last_ && fresh) {
      draw_last_move_mark(dl, l.centre(coord(last_->from())), l.cell * 0.47f);
      draw_last_move_mark(dl, l.centre(coord(last_->to())), l.cell * 0.47f);
    }
    const float t = glide_ ? eased(static_cast<float>((now - glide_->start) / glide_seconds)) : 1;
    const bool gliding = fresh && glide_ && t < 1;
    if (gliding && glide_->captured != '\0') {
      draw_piece(dl, fonts.board(), l.centre(coord(glide_->move.to())), r,
                 Look::piece(glide_->captured, style), 1 - t);
    }
    const auto selected = fresh && session_ ? session_->selected() : std::nullopt;
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = pos.piece_letter(sq);
      if (letter == '\0' || (gliding && sq == glide_->move.to())) continue;
      if (Look::has_check && pos.in_check() && letter == Look::general(pos.side_to_move())) {
        draw_check_glow(dl, l.centre(coord(sq)), r);
      }
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter, style), 1,
                 selected == sq);
    }
    if (gliding) {
      const ImVec2 p = l.centre(coord(glide_->move.from()));
      const ImVec2 q = l.centre(coord(glide_->move.to()));
      draw_piece(dl, fonts.board(), ImVec2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t), r,
                 Look::piece(pos.piece_letter(glide_->move.to()), style), 1, true);
    }
    if (selected) {
      draw_selection_ring(dl, l.centre(coord(*selected)), r, Look::side_colour(pos.side_to_move()));
      for (Square to : session_->targets()) {
        draw_target(dl, l.centre(coord(to)), r, pos.piece_letter(to) != '\0');
      }
    }
    if (refusal_ && now - refusal_->start < refusal_seconds) {
      const float fade = 1 - static_cast<float>((now - refusal_->start) / refusal_seconds);
      draw_refusal(dl, l.centre(coord(refusal_->square)), r, fade);
    }
  }

  // The move marked as the last one played, for the hooks.
  std::optional<Move> last_move() const { return last_; }
  // The selected piece's square, for the hooks.
  std::optional<Square> selected() const { return session_ ? session_->selected() : std::nullopt; }
  std::vector<Square> targets() const {
    return session_ ? session_->targets() : std::vector<Square>{};
  }

 private:
  static constexpr double glide_seconds = 0.3;
  static constexpr double reply_delay = 0.45;  // after the solver's move starts gliding
  static constexpr double refusal_seconds = 0.6;

  struct Glide {
    Move move;
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
  static float eased(float x) {
    if (x >= 1) return 1;
    const float u = 1 - x;
    return 1 - u * u * u;
  }
  void refuse(Square sq, double now) { refusal_ = Refusal{sq, now}; }
  // The click rule on the judge's position, fresh.
  template <class Judge>
  void renew(const Judge& judge) {
    const Attempt* a = judge.exercise();
    if (!a) {
      session_.reset();
      shown_.clear();
      return;
    }
    session_.emplace(a->position());
    shown_ = a->position().fen();
  }
  // The judge's position changed without a move here (Next, Solution, a
  // new puzzle): the marks go, the last solution move is marked.
  template <class Judge>
  void sync(const Judge& judge, double now) {
    const Attempt* a = judge.exercise();
    const std::string fen = a ? a->position().fen() : std::string();
    if (fen == shown_ && (session_.has_value() == (a != nullptr))) return;
    glide_.reset();
    refusal_.reset();
    last_.reset();
    if (a && a->done() > 0) {
      last_ = a->solution()[a->done() - 1];
    } else if (a && a->lead() && !a->lead_waits()) {
      last_ = a->lead();
    }
    // A puzzle's lead waits a moment on the position before it, then glides
    // in like a reply (play_reply_when_due), marked as the last move.
    if (a && a->lead_waits()) moved_at_ = now;
    renew(judge);
  }
  // The other side's reply, once the solver's move has landed.
  template <class Judge>
  void play_reply_when_due(Judge& judge, double now) {
    const Attempt* a = judge.exercise();
    const auto reply = a ? a->reply() : std::nullopt;
    if (!reply || now - moved_at_ < reply_delay) return;
    const char captured = a->position().piece_letter(reply->to());
    judge.play_reply();
    glide_ = Glide{*reply, captured, now};
    last_ = *reply;
    renew(judge);
  }

  std::optional<session::Session<Game>> session_;  // the click rule on the exercise's position
  std::string shown_;                              // the position the session and marks are of
  std::optional<Glide> glide_;
  std::optional<Refusal> refusal_;
  std::optional<Move> last_;
  double moved_at_ = 0;
};

}  // namespace qipan::web
