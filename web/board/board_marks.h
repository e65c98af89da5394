#pragma once

// [SECTION] The player's arrows and circles on a board game's board
// (core/session/marks.h decides what each gesture draws): a right-button
// drag or click, or on a phone a finger held still, then slid or lifted.
// A finger that picked up one of the player's pieces keeps it: lifted on a
// point the piece can go to, it plays the move and draws nothing; lifted
// anywhere else the piece goes back, still selected, and the mark is drawn.
// The view (web/board/board_view.h) hands each frame's pointer here before
// its own clicks, draws the marks over the pieces, and clears them when a
// move changes the game.

#include <imgui.h>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/grid/board_game.h"
#include "core/session/marks.h"
#include "web/board_layout.h"
#include "web/game_view.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

template <BoardGame Game>
class BoardMarks {
 public:
  // Takes the frame's pointer: a right press or release over the board, a
  // finger's press and hold, a left click (which clears the marks).
  // `release_plays`: this frame's release drops a piece where it can go
  // (a move, not a mark).
  void input(const Pointer& pointer, const BoardLayout& l, double now, bool release_plays) {
    if (pointer.secondary_pressed) {
      if (auto c = l.square_at(pointer.secondary_at)) gesture_.begin(index(*c));
    }
    if (pointer.secondary_released && gesture_.from()) finish(l.square_at(pointer.at));
    if (pointer.pressed && pointer.touch) {
      if (auto c = l.square_at(pointer.click)) gesture_.touch(index(*c), now);
    }
    if (pointer.down && gesture_.waiting()) {
      const float dx = pointer.at.x - pointer.click.x;
      const float dy = pointer.at.y - pointer.click.y;
      (void)gesture_.hold(now, std::sqrt(dx * dx + dy * dy));
    }
    if (pointer.released) {
      if (gesture_.from() && !release_plays) {
        finish(l.square_at(pointer.at));
      } else {
        // A click, a tap, a move or a drag with the primary button clears them.
        gesture_.cancel();
        marks_.clear();
      }
    }
    at_ = pointer.at;
  }

  // True while a finger rests on the board and may become a mark: the app
  // draws again soon, to notice the hold.
  bool waiting() const { return gesture_.waiting(); }
  void clear() {
    marks_.clear();
    gesture_.cancel();
  }

  // The marks, and the one being drawn (to the point under the pointer).
  void draw(ImDrawList* dl, const BoardLayout& l) const {
    const float r = l.cell * 0.45f;
    for (const session::Mark& m : marks_.all()) draw_mark(dl, l, m, r, 1);
    if (auto from = gesture_.from()) {
      const auto to = l.square_at(at_);
      draw_mark(dl, l, session::Mark{*from, to ? index(*to) : *from}, r, 0.5f);
    }
  }

  // The marks as the test hooks read them: "h2h9" an arrow, "e9e9" a circle.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const session::Mark& m : marks_.all()) out.push_back(name(m.from) + name(m.to));
    return out;
  }

 private:
  static int index(grid::Coord c) { return grid::index_of(Game::shape, c); }
  static grid::Coord coord(int i) { return grid::coord_of(Game::shape, i); }
  static std::string name(int i) { return grid::square_name(Game::shape, coord(i)); }

  void finish(std::optional<grid::Coord> at) {
    if (auto m = gesture_.end(at ? std::optional<int>(index(*at)) : std::nullopt)) {
      marks_.toggle(*m);
    }
  }

  static void draw_mark(ImDrawList* dl, const BoardLayout& l, const session::Mark& m, float r,
                        float alpha) {
    const ImU32 colour = with_alpha(palette::player_mark, alpha);
    const ImVec2 a = l.centre(coord(m.from));
    if (m.circle()) {
      dl->AddCircle(a, r * 1.08f, colour, 0, std::max(3.0f, r * 0.16f));
      return;
    }
    const ImVec2 b = l.centre(coord(m.to));
    const float dx = b.x - a.x;
    const float dy = b.y - a.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    const ImVec2 u(dx / len, dy / len);
    const ImVec2 n(-u.y, u.x);
    const float width = std::max(4.0f, r * 0.32f);
    const float head = r * 0.95f;
    // From the edge of the first point's piece to the head's base.
    const ImVec2 start(a.x + u.x * r * 0.5f, a.y + u.y * r * 0.5f);
    const ImVec2 base(b.x - u.x * head, b.y - u.y * head);
    dl->AddLine(start, base, colour, width);
    dl->AddTriangleFilled(ImVec2(base.x + n.x * head * 0.6f, base.y + n.y * head * 0.6f), b,
                          ImVec2(base.x - n.x * head * 0.6f, base.y - n.y * head * 0.6f), colour);
  }

  session::Marks marks_;
  session::MarkGesture gesture_;
  ImVec2 at_{-1e9f, -1e9f};
};

}  // namespace qipan::web
