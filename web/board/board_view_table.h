#pragma once

// [SECTION] BoardView's game table (web/board/board_view.h): the Play tab's
// start choice, clocks and ending controls, and keeping the table
// (core/session/table.h) in step with the session's moves. The table
// decides; these members read it for the section and forward what was
// pressed.

#include <span>
#include <string>

#include "web/board/board_view.h"
#include "web/page_io.h"

namespace qipan::web {

template <BoardGame Game>
void BoardView<Game>::table_moved() {
  using Kind = typename session::Session<Game>::Entry::Kind;
  const std::size_t n = session_.history_size();
  if (n < table_heard_) table_heard_ = n;
  for (; table_heard_ < n; ++table_heard_) {
    const auto& e = session_.history_entry(table_heard_);
    Side mover = e.before.side_to_move();
    if (e.kind != Kind::setup) mover = e.before.owner(e.move.from()).value_or(mover);
    table_.moved(session_.position(), mover, now_ms_);
  }
  if (table_.over(session_.position())) resign_asked_ = false;
}

template <BoardGame Game>
void BoardView<Game>::follow_match() {
  if (!match_ || match_counted_ || link_side_ || !session_.computer()) return;
  const auto o = table_.outcome(session_.position());
  if (!o) return;
  // Once per game, and only for a game played at the level it had reached.
  match_counted_ = true;
  if (opponent_.level != match_->level()) return;
  const Side me = side_of(opponent_.person);
  const session::PlayerResult r = !o->winner         ? session::PlayerResult::draw
                                  : *o->winner == me ? session::PlayerResult::win
                                                     : session::PlayerResult::loss;
  match_ = match_->after(r);
  (void)write_stored(match_key(), match_->text());
}

template <BoardGame Game>
void BoardView<Game>::draw_captures(Controls& controls) const {
  const auto since = session_.moves_since_setup();
  const session::Captures c = session::captures(since.from, session_.position());
  if (c.taken[0].empty() && c.taken[1].empty()) return;
  const Words& w = controls.words();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = ImGui::GetTextLineHeight();
  const float r = h * 0.8f;
  // Each side's row: the pieces it took (the other side's), and how far
  // ahead it is in material.
  for (int i = 0; i < 2; ++i) {
    const Side s = side_of(i);
    const std::string& taken = c.taken[static_cast<std::size_t>(1 - i)];
    const int ahead = (i == 0 ? c.balance : -c.balance) / 100;
    if (taken.empty()) continue;  // only a side that took something has a row
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(Look::text_colour(s)), "%s",
                       Look::side_label(s, w));
    ImGui::SameLine();
    ImVec2 p = ImGui::GetCursorScreenPos();
    const float room = ImGui::GetContentRegionAvail().x - h * 2.5f;
    const float step =
        std::min(r * 2.1f, taken.empty() ? r : room / static_cast<float>(taken.size()));
    if (fonts_) {
      for (std::size_t k = 0; k < taken.size(); ++k) {
        draw_piece(dl, fonts_->board(), ImVec2(p.x + r + step * static_cast<float>(k), p.y + r), r,
                   Look::piece(taken[k], style_), 1);
      }
    }
    ImGui::Dummy(ImVec2(step * static_cast<float>(taken.size()) + r, r * 2));
    if (ahead > 0) {
      ImGui::SameLine();
      ImGui::Text("+%d", ahead);
    }
  }
  controls.remember("captures");
}

template <BoardGame Game>
Result<void> BoardView<Game>::choose_control(std::string_view name) {
  auto c = session::parse_time_control(name);
  if (!c) {
    control_error_ = c.error().message;
    return c.error();
  }
  if (auto ok = table_.set_control(*c); !ok) {
    control_error_ = ok.error().message;
    return ok;
  }
  control_error_.clear();
  control_name_ = c->unlimited() ? std::string("none") : session::time_control_name(*c);
  ++changes_;
  return {};
}

template <BoardGame Game>
std::string BoardView<Game>::outcome_words(const Words& w) const {
  const auto o = table_.outcome(session_.position());
  if (!o) return "";
  const TableWords& t = table_words(w.id);
  auto label = [&](Side s) { return Look::side_label(s, w); };
  switch (o->how) {
    case session::Termination::none:
      return "";
    case session::Termination::rules:
      return ending_words(w, o->reason);
    case session::Termination::resigned:
      return fill(t.resigned, label(*o->by));
    case session::Termination::agreed:
      return t.draw_agreed;
    case session::Termination::claimed:
      return fill(t.draw_claimed, ending_words(w, o->reason));
    case session::Termination::time:
      if (o->winner) return fill(t.lost_on_time, label(*o->by));
      return fill(t.time_cannot_mate, label(*o->by), label(opposite(*o->by)));
  }
  return "";
}

template <BoardGame Game>
TableSectionState BoardView<Game>::table_state(const Words& w) const {
  const TableWords& t = table_words(w.id);
  const Game& pos = session_.position();
  TableSectionState s;
  s.begun = table_.begun();
  s.over = table_.over(pos);
  s.opponent = opponent_;
  s.sides[0] = Look::side_label(side_of(0), w);
  s.sides[1] = Look::side_label(side_of(1), w);
  s.level_title = session::level_title(opponent_.level, w.id == Language::zh, ratings_);
  if (match_) {
    s.match_says = fill(t.match_says, match_->level());
    if (match_->games() > 0) {
      s.match_record = fill(t.match_record, match_->wins(), match_->draws(), match_->losses());
    }
    if (match_->last_change() > 0) s.match_moved = t.match_moved_up;
    if (match_->last_change() < 0) s.match_moved = t.match_moved_down;
  }
  s.control = control_name_;
  s.custom_error = control_error_;
  s.computer_first = opponent_.computer && session_.computer_to_move();
  s.timed = table_.timed();
  using T = session::Table<Game>;
  for (int i = 0; i < 2; ++i) {
    const session::ClockFace f = table_.clock().face(i, now_ms_);
    ClockRow& c = s.clocks[i];
    c.side = Look::side_label(T::side(i), w);
    c.colour = Look::side_colour(T::side(i));
    c.reading = f.reading;
    c.time = clock_text(f.reading ? f.reading_ms : f.main_ms);
    c.periods = f.periods;
    c.flagged = f.flagged;
    c.running = table_.running() && table_.clock().running() == i;
  }
  s.can_pause = !session_.computer() && !link_side_ && table_.running();
  s.paused = table_.paused() && !s.over;
  s.actor = Look::side_label(actor(), w);
  s.confirming_resign = resign_asked_;
  const auto offer = table_.ending().offer();
  if (link_side_) {
    // By link: the friend's offer (it came with their move) is answered on
    // our move; ours goes with our move, in the next link.
    const bool ours = session_.turn() == *link_side_;
    if (offer && *offer != *link_side_ && ours) s.offer_by = Look::side_label(*offer, w);
    s.offer_sent = offer == link_side_;
    s.offer_moved = s.offer_sent && !ours;
    s.can_offer = !s.over && ours && !offer;
  } else {
    if (offer && !session_.computer()) s.offer_by = Look::side_label(*offer, w);
    s.can_offer = !s.over && offer != actor();
  }
  s.can_claim = !s.over && session::Ending<Game>::claimable(pos).has_value();
  if (draw_answer_) s.draw_answer = *draw_answer_ ? t.computer_accepts : t.computer_declines;
  return s;
}

template <BoardGame Game>
void BoardView<Game>::table_panel(Controls& controls, ViewRequest& request, TablePart part) {
  TableSectionState state = table_state(controls.words());
  // The same measure as the game's buttons' (web/board/board_panel.cpp).
  if (part == TablePart::top) {
    compact_ = ImGui::GetWindowHeight() < ImGui::GetTextLineHeightWithSpacing() * 19;
    clocks_below_ = ImGui::GetWindowHeight() < ImGui::GetTextLineHeightWithSpacing() * 13;
  }
  state.compact = compact_;
  state.clocks_below = compact_ && clocks_below_;
  const TableActions a = draw_table_section(controls, state, custom_, part);
  if (part == TablePart::top && table_.begun()) draw_captures(controls);
  if (a.opponent != opponent_) {
    // The person's side at the bottom of the board.
    if (a.opponent.computer && (a.opponent.person == 1) != layout_.flipped) request.flip = true;
    set_opponent(a.opponent);
    request.opponent = a.opponent;
  }
  if (a.control && choose_control(*a.control)) request.time_control = control_name_;
  if (a.start) table_.begin();
  if (a.friend_link) {
    // A game with a friend from this position, this screen playing the side to move.
    if (auto l = session::encode_link(session_.position(), std::span<const Move>())) {
      request.new_game = true;
      request.setting = *l;
    }
  }
  const Game& pos = session_.position();
  const Side me = actor();
  if (a.resign) resign_asked_ = true;
  if (a.resign_no) resign_asked_ = false;
  if (a.resign_yes) {
    resign_asked_ = false;
    if (table_.resign(pos, me, now_ms_)) withdraw();
  }
  if (a.offer) {
    if (session_.computer() && !link_side_) {
      // The computer answers at once, on its own last evaluation (its view).
      std::optional<int> eval;
      if (const auto& last = engine_.last_search(); last && !last->hint) eval = last->score;
      const int move_number = static_cast<int>(session_.history_size() / 2) + 1;
      if (auto r = table_.offer_to_computer(pos, me, eval, move_number, now_ms_)) {
        draw_answer_ = *r;
        if (*r) withdraw();
      }
    } else {
      (void)table_.offer_draw(pos, me, now_ms_);
    }
  }
  if (auto o = table_.ending().offer()) {
    if (a.accept) (void)table_.accept_draw(pos, opposite(*o), now_ms_);
    if (a.decline) (void)table_.decline_draw(pos, opposite(*o));
  }
  if (a.claim && table_.claim_draw(pos, me, now_ms_)) withdraw();
  if (a.pause) (void)table_.pause(now_ms_, session_.computer().has_value());
  if (a.resume) (void)table_.resume(now_ms_);
  // What the saved game holds of the table changed.
  if (a.resign_yes || a.offer || a.accept || a.decline || a.claim || a.pause || a.resume ||
      a.start) {
    ++changes_;
  }
}

}  // namespace qipan::web
