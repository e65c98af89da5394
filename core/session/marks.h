#pragma once

// Arrows and circles a player draws on the board, as players annotate on
// lichess: a drag with the right mouse button from one square to another
// draws an arrow, a right click (pressed and released on one square) a
// circle; drawing a mark that is already there takes it away. On a phone,
// which has no right button, a finger held still on a square for
// long_press_seconds starts the same gesture: lifted there it draws a
// circle, slid to another square an arrow (unless the finger carries a
// piece to a point it can go to: that is a move, and the page plays it
// instead of ending the gesture). A left click or a tap on the
// board, and any change to the game, clears every mark (the page does
// that: Marks::clear).
//
// Squares are the game's square indices (any game: Xiangqi, Jungle).

#include <algorithm>
#include <cstddef>
#include <optional>
#include <vector>

namespace qipan::session {

// An arrow from `from` to `to`; a circle when both are the same square.
struct Mark {
  int from = 0;
  int to = 0;
  bool circle() const { return from == to; }
  bool operator==(const Mark&) const = default;
};

// The marks on a board, in the order drawn.
class Marks {
 public:
  // Draws the mark, or takes it away when it is there already. True when
  // it was drawn. A negative square is refused (false, nothing changes).
  bool toggle(Mark m) {
    if (m.from < 0 || m.to < 0) return false;
    const auto at = std::find(marks_.begin(), marks_.end(), m);
    if (at != marks_.end()) {
      marks_.erase(at);
      return false;
    }
    marks_.push_back(m);
    return true;
  }
  void clear() { marks_.clear(); }
  bool empty() const { return marks_.empty(); }
  const std::vector<Mark>& all() const { return marks_; }

 private:
  std::vector<Mark> marks_;
};

// How long a finger must rest before a press becomes a mark (seconds), and
// how far it may wander meanwhile (CSS pixels): further, and it is a drag
// of the piece or a swipe, not a long press.
inline constexpr double long_press_seconds = 0.5;
inline constexpr float long_press_slack = 8;

// One gesture that may draw a mark: begun by the right button at once
// (`begin`), or by a finger's press that becomes one once held still long
// enough (`touch`, then `hold` each frame). `end` gives the mark to toggle.
class MarkGesture {
 public:
  // A right-button press on `square`: the gesture begins.
  void begin(int square) { from_ = square, pending_.reset(); }
  // A finger's press on `square` at `now` (seconds): it becomes a mark's
  // gesture if held still until long_press_seconds later.
  void touch(int square, double now) {
    from_.reset();
    pending_ = Pending{square, now};
  }
  // The finger is still down at `now`, `moved` pixels from where it
  // pressed. True when, this time, the press became a mark's gesture (the
  // page then lets go of the piece the press picked up).
  bool hold(double now, float moved) {
    if (!pending_) return false;
    if (moved > long_press_slack) {
      pending_.reset();
      return false;
    }
    if (now - pending_->since < long_press_seconds) return false;
    from_ = pending_->square;
    pending_.reset();
    return true;
  }
  // Whether a press is waiting to become one (the page looks again soon).
  bool waiting() const { return pending_.has_value(); }
  // The square the gesture began on, none when no gesture is under way.
  std::optional<int> from() const { return from_; }
  // The button or the finger is released over `square` (none: off the
  // board). The mark to toggle, none when no gesture was under way or it
  // ended off the board.
  std::optional<Mark> end(std::optional<int> square) {
    pending_.reset();
    const auto from = from_;
    from_.reset();
    if (!from || !square) return std::nullopt;
    return Mark{*from, *square};
  }
  // Forgets the gesture (a pinch, the view left).
  void cancel() {
    from_.reset();
    pending_.reset();
  }

 private:
  struct Pending {
    int square;
    double since;
  };
  std::optional<int> from_;
  std::optional<Pending> pending_;
};

}  // namespace qipan::session
