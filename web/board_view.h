#pragma once

// [SECTION] A board game on screen: the session it plays, the board and
// pieces drawn from it each frame, the marks (selection, destinations, last
// move, check), a glide for each move played and a brief cross for a refused
// one. Clicks go to the session; the view only animates what it reports.

#include <imgui.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/board_game.h"
#include "core/session/session.h"
#include "web/board_layout.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/pieces.h"

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
};

template <BoardGame Game>
class BoardView {
 public:
  using Look = GameLook<Game>;
  using Square = typename Game::Square;
  using Move = typename Game::Move;

  explicit BoardView(Game start) : session_(std::move(start)) {}

  session::Session<Game>& session() { return session_; }
  const session::Session<Game>& session() const { return session_; }

  static std::string name(Square s) {
    return grid::square_name(Game::shape, grid::coord_of(Game::shape, s));
  }

  // Forwards a click on a square to the session and animates the outcome.
  session::ClickAction click(grid::Coord c, double now) {
    const auto sq = static_cast<Square>(grid::index_of(Game::shape, c));
    const char captured = session_.position().piece_letter(sq);
    const auto result = session_.click(sq);
    if (result.action == session::ClickAction::move) {
      glide_ = Glide{result.move->from(), result.move->to(), captured, now};
    } else if (result.action == session::ClickAction::reject) {
      refusal_ = Refusal{sq, now};
    }
    return result.action;
  }

  // Replays an undone step with its glide (undo itself jumps back).
  bool redo(double now) {
    if (!session_.redo()) return false;
    if (auto m = session_.last_move()) {
      const auto& e = session_.history_entry(session_.history_size() - 1);
      glide_ = Glide{m->from(), m->to(), e.before.piece_letter(m->to()), now};
    }
    return true;
  }
  bool undo() {
    glide_.reset();
    refusal_.reset();
    return session_.undo();
  }

  bool animating(double now) const {
    return (glide_ && now - glide_->start < glide_seconds) ||
           (refusal_ && now - refusal_->start < refusal_seconds);
  }

  void draw(ImDrawList* dl, const BoardLayout& l, const FontBook& fonts, double now) const {
    Look::draw_board(dl, l, fonts.board());
    const Game& pos = session_.position();
    const float r = l.cell * Look::piece_radius;

    if (auto m = session_.last_move()) {
      draw_last_move_mark(dl, l.centre(coord(m->from())), l.cell * 0.47f);
      draw_last_move_mark(dl, l.centre(coord(m->to())), l.cell * 0.47f);
    }

    const float t = glide_ ? eased(static_cast<float>((now - glide_->start) / glide_seconds)) : 1;
    const bool gliding = glide_ && t < 1;
    if (gliding && glide_->captured != '\0') {
      draw_piece(dl, fonts.board(), l.centre(coord(glide_->to)), r, Look::piece(glide_->captured),
                 1 - t);
    }
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = pos.piece_letter(sq);
      if (letter == '\0' || (gliding && sq == glide_->to)) continue;
      const bool lifted = session_.selected() == sq;
      if (Look::has_check && pos.in_check() && letter == Look::general(pos.side_to_move())) {
        draw_check_glow(dl, l.centre(coord(sq)), r, static_cast<float>(now * 6));
      }
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter), 1, lifted);
    }
    if (gliding) {
      const ImVec2 a = l.centre(coord(glide_->from));
      const ImVec2 b = l.centre(coord(glide_->to));
      draw_piece(dl, fonts.board(), ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), r,
                 Look::piece(pos.piece_letter(glide_->to)), 1, true);
    }

    if (auto sel = session_.selected()) {
      draw_selection_ring(dl, l.centre(coord(*sel)), r, Look::side_colour(pos.side_to_move()));
      for (Square to : session_.targets()) {
        draw_target(dl, l.centre(coord(to)), r, pos.piece_letter(to) != '\0');
      }
    }
    if (refusal_ && now - refusal_->start < refusal_seconds) {
      const float fade = 1 - static_cast<float>((now - refusal_->start) / refusal_seconds);
      draw_refusal(dl, l.centre(coord(refusal_->square)), r, fade);
    }
  }

  BoardState state() const {
    const Game& pos = session_.position();
    BoardState s;
    s.game = Look::id;
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
    return s;
  }

 private:
  static constexpr double glide_seconds = 0.3;
  static constexpr double refusal_seconds = 0.6;

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
  static float eased(float x) {
    if (x >= 1) return 1;
    const float u = 1 - x;
    return 1 - u * u * u;  // ease-out cubic
  }

  session::Session<Game> session_;
  std::optional<Glide> glide_;
  std::optional<Refusal> refusal_;
};

}  // namespace qipan::web
