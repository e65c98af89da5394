#pragma once

// [SECTION] A board game's Review tab (docs/panel.md), for any board game:
// the game scored position by position in the page's engine worker
// (core/study/review_scores.h) with a progress bar, then the score chart (a
// click shows that position), each side's counts and accuracy, the move on
// view judged with the better move and its line in the player's notation,
// and "Learn from your mistakes" (core/study/mistake_lesson.h) on the
// board. The study objects decide; this draws them and forwards clicks.

#include <imgui.h>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "core/games/games.h"
#include "core/session/session.h"
#include "core/study/mistake_lesson.h"
#include "core/study/move_names.h"
#include "core/study/review_chart.h"
#include "core/study/review_scores.h"
#include "web/board/exercise_board.h"
#include "web/board/study_state.h"
#include "web/board/study_words.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/game_look.h"
#include "web/palette.h"

namespace qipan::web {

template <class Game>
class ReviewTab {
 public:
  using Move = typename Game::Move;
  using Side = typename Game::Side;
  using Session = session::Session<Game>;
  using Look = GameLook<Game>;

  // What the section asked of the view this frame: show the position after
  // this many moves of the game's history.
  struct Actions {
    std::optional<std::size_t> show;
  };

  bool running() const { return scores_ && !scores_->complete() && error_.empty(); }
  bool learning() const { return lesson_.has_value(); }

  // Starts scoring the game since its last set-up (or the start); the
  // review before is dropped.
  void start(const Session& session) {
    stop();
    review_.reset();
    lesson_.reset();
    error_.clear();
    const auto since = session.moves_since_setup();
    std::vector<Move> moves;
    for (const auto& e : since.moves) moves.push_back(e.move);
    auto scores = study::ReviewScores<Game>::of(since.from, moves);
    if (!scores) {
      error_ = scores.error().message;
      return;
    }
    scores_ = std::move(*scores);
    offset_ = since.first;
    failures_ = 0;
    finish_if_complete();
  }
  // Withdraws the request in flight (the review waits, and goes on at the
  // next tick on this tab).
  void stop() {
    if (pending_ != 0) cancel_engine();
    pending_ = 0;
  }

  // Asks for the next position when none is asked and the engine is free.
  void tick(std::string_view game, bool engine_free) {
    if (!running() || pending_ != 0 || !engine_free) return;
    const auto i = scores_->next();
    if (!i) return;
    EngineAsk a;
    a.task = EngineTask::analyse;
    a.game = game;
    a.fen = scores_->position(0).fen();
    for (std::size_t k = 0; k < *i; ++k) a.moves.push_back(to_string(scores_->moves()[k]));
    a.lines = 1;
    a.nodes = scores_->rechecking() ? study::review_check_nodes : study::review_nodes;
    pending_ = ask_engine(a);
    asked_ = *i;
    if (pending_ == 0) error_ = "the page has no engine";
  }

  // The engine's answer: false when it is not the one the review waits for.
  bool take_reply(const EngineReply& reply) {
    if (pending_ == 0 || reply.id != pending_) return false;
    if (reply.partial) return true;
    pending_ = 0;
    if (!reply.error.empty() || reply.lines.empty()) {
      // A request withdrawn by another (the one engine takes one at a
      // time) is asked again; one that keeps failing stops the review.
      if (++failures_ > max_failures) {
        error_ = reply.error.empty() ? "the engine gave no line" : reply.error;
      }
      return true;
    }
    if (auto ok = scores_->take(asked_, reply.lines.front().score, reply.lines.front().pv); !ok) {
      error_ = ok.error().message;
      return true;
    }
    failures_ = 0;
    finish_if_complete();
    return true;
  }

  // Whether the review is of the moves the session has now.
  bool matches(const Session& session) const {
    if (!review_ || !scores_) return false;
    const auto& moves = scores_->moves();
    if (session.history_size() < offset_ + moves.size()) return false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (!(session.history_entry(offset_ + i).move == moves[i])) return false;
    }
    return true;
  }
  // The mark after row `row` of the session's move list ("?!", "?", "??").
  std::string mark(std::size_t row) const {
    if (!review_ || row < offset_ || row - offset_ >= review_->moves.size()) return {};
    return std::string(study::class_mark(review_->moves[row - offset_].move_class));
  }

  // The section, for the session's game with the ply `viewing` on view
  // (none: the live position) written in `notation`.
  Actions panel(Controls& controls, const Session& session, std::optional<std::size_t> viewing,
                records::Notation notation, double now) {
    const StudyWords& sw = study_words(controls.language());
    const Words& w = controls.words();
    Actions out;
    notation_ = notation;
    const bool current = matches(session);
    if (lesson_) {
      draw_lesson(controls, sw, w);
      return out;
    }
    if (!running()) {
      const bool can = session.moves_since_setup().moves.size() > 0 && !session.computer_to_move();
      if (controls.button(sw.review, "review-start", can)) start(session);
      if (!can) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", session.computer_to_move() ? sw.review_wait : sw.review_needs);
      } else if (review_ && !current) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", sw.review_stale);
      }
    }
    if (running()) {
      const float f = static_cast<float>(scores_->done()) / static_cast<float>(scores_->total());
      const std::string text = fill(sw.reviewing, scores_->done(), scores_->total());
      ImGui::ProgressBar(f, ImVec2(-1, 0), text.c_str());
      controls.remember("review-progress");
      (void)now;
    }
    if (!error_.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), sw.review_error,
                         error_.c_str());
      ImGui::PopTextWrapPos();
    }
    if (!review_ || !current) return out;
    if (auto show = draw_chart(controls, viewing.value_or(session.history_size()))) {
      out.show = *show;
    }
    draw_summary(sw, w);
    const bool any = !mistakes_of_learner(session).empty();
    if (controls.button(sw.learn, "review-learn", any)) {
      auto l =
          study::MistakeLesson<Game>::of(*review_, positions(), scores_first(), learner(session));
      if (l) {
        lesson_ = std::move(*l);
        board_.reset();
      } else {
        error_ = l.error().message;
      }
    }
    if (!any) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", sw.learn_none);
    }
    draw_judged(sw, viewing.value_or(session.history_size()), notation);
    return out;
  }

  // "Learn from your mistakes" takes the board while it is on.
  void input(const Pointer& pointer, const BoardLayout& layout, double now) {
    if (lesson_) board_.input(*lesson_, pointer, layout, now);
  }
  void draw(ImDrawList* dl, const FontBook& fonts, const BoardLayout& l, PieceStyle style,
            double now) const {
    if (lesson_) board_.draw(*lesson_, dl, fonts, l, style, now);
  }
  bool animating(double now) const { return lesson_ && board_.animating(*lesson_, now); }

  ReviewState state(const Session& session, std::optional<std::size_t> viewing,
                    records::Notation notation) const {
    ReviewState s;
    s.phase = !error_.empty()               ? "failed"
              : running()                   ? (pending_ ? "running" : "waiting")
              : review_ && matches(session) ? "done"
              : review_                     ? "stale"
                                            : "none";
    s.error = error_;
    s.nodes = static_cast<int>(study::review_nodes);
    s.first_ply = offset_;
    if (scores_) {
      s.done = scores_->done();
      s.total = scores_->total();
    }
    if (review_) {
      for (const auto& m : review_->moves) {
        s.classes.push_back(std::string(study::class_name(m.move_class)));
        s.best.push_back(to_string(m.best));
      }
      s.win = review_->win;
      for (int i = 0; i < 2; ++i) {
        const auto& side = review_->sides[static_cast<std::size_t>(i)];
        s.accuracy[static_cast<std::size_t>(i)] = side.accuracy;
        for (int c = 0; c < study::move_class_count; ++c) {
          s.counts[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)] =
              side.count(static_cast<study::MoveClass>(c));
        }
      }
      const auto j = judged(viewing.value_or(session.history_size()));
      if (j) {
        const auto& m = review_->moves[*j];
        s.selected = std::string(study::class_name(m.move_class));
        s.better =
            join(study::line_names(scores_->position(*j), std::span<const Move>(m.line), notation));
      }
    }
    if (lesson_) {
      s.learning = true;
      s.exercise = lesson_->current();
      s.exercises = lesson_->count();
      if (const auto* a = lesson_->exercise()) {
        s.exercise_fen = a->position().fen();
        s.exercise_solved = a->solved();
        s.exercise_wrong = a->wrong();
      }
    }
    return s;
  }

 private:
  static constexpr int max_failures = 3;

  static std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
  }
  int scores_first() const { return index_of(scores_->position(0).side_to_move()); }
  // The side whose mistakes are replayed: the person's against the
  // computer, both between people.
  static std::optional<int> learner(const Session& session) {
    if (auto c = session.computer()) return index_of(opposite(*c));
    return std::nullopt;
  }
  std::vector<std::size_t> mistakes_of_learner(const Session& session) const {
    return study::mistakes_of(*review_, scores_first(), learner(session));
  }
  std::vector<Game> positions() const {
    std::vector<Game> out;
    for (std::size_t i = 0; i < scores_->position_count(); ++i) out.push_back(scores_->position(i));
    return out;
  }
  void finish_if_complete() {
    if (!scores_->complete()) return;
    auto r = scores_->review();
    if (r) {
      review_ = std::move(*r);
    } else {
      error_ = r.error().message;
    }
  }
  // The reviewed move judged when the game's ply `ply` is on view.
  std::optional<std::size_t> judged(std::size_t ply) const {
    if (!review_ || ply <= offset_) return std::nullopt;
    const std::size_t j = ply - offset_ - 1;
    return j < review_->moves.size() ? std::optional<std::size_t>(j) : std::nullopt;
  }
  static Side side_with_index(int i) {
    const Side first = Game().side_to_move();
    return index_of(first) == i ? first : opposite(first);
  }

  // The chart of side 0's win% over the game: a click shows a position.
  std::optional<std::size_t> draw_chart(Controls& controls, std::size_t ply) const {
    const auto& win = review_->win;
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = std::max(40.0f, ImGui::GetTextLineHeight() * 3.2f);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("review-chart", ImVec2(std::max(1.0f, width), height));
    controls.remember("review-chart");
    std::optional<std::size_t> out;
    if (ImGui::IsItemClicked()) {
      const float x = ImGui::GetIO().MousePos.x;
      if (auto i = study::chart_position((x - a.x) / width, win.size())) out = offset_ + *i;
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 b(a.x + width, a.y + height);
    // Side 0 (which starts at the bottom of the board) from the bottom edge
    // up to its win%, the other side above.
    const ImU32 first = Look::side_colour(side_with_index(0));
    const ImU32 second = Look::side_colour(side_with_index(1));
    dl->AddRectFilled(a, b, with_alpha(second, 0.55f), 4);
    auto at = [&](std::size_t i) {
      return ImVec2(a.x + static_cast<float>(study::chart_x(i, win.size())) * width,
                    a.y + static_cast<float>(1 - win[i] / 100) * height);
    };
    for (std::size_t i = 0; i + 1 < win.size(); ++i) {
      const ImVec2 p = at(i);
      const ImVec2 q = at(i + 1);
      dl->AddQuadFilled(p, q, ImVec2(q.x, b.y), ImVec2(p.x, b.y), with_alpha(first, 0.8f));
    }
    dl->AddLine(ImVec2(a.x, a.y + height / 2), ImVec2(b.x, a.y + height / 2),
                IM_COL32(255, 255, 255, 60));
    for (std::size_t i = 0; i < review_->moves.size(); ++i) {
      const auto c = review_->moves[i].move_class;
      if (c == study::MoveClass::mistake || c == study::MoveClass::blunder) {
        dl->AddCircleFilled(at(i + 1), 3.5f,
                            c == study::MoveClass::blunder ? palette::danger : mistake_colour);
      }
    }
    if (ply >= offset_ && ply - offset_ < win.size()) {
      const float x = at(ply - offset_).x;
      dl->AddLine(ImVec2(x, a.y), ImVec2(x, b.y), IM_COL32(255, 250, 235, 200), 2);
    }
    dl->AddRect(a, b, IM_COL32(0, 0, 0, 120), 4);
    return out;
  }

  void draw_summary(const StudyWords& sw, const Words& w) const {
    for (int i = 0; i < 2; ++i) {
      const auto& side = review_->sides[static_cast<std::size_t>(i)];
      const Side s = side_with_index(i);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(Look::text_colour(s)), sw.side_summary,
                         Look::side_label(s, w), side.accuracy);
      ImGui::TextDisabled(
          sw.counts, side.count(study::MoveClass::best), side.count(study::MoveClass::good),
          side.count(study::MoveClass::inaccuracy), side.count(study::MoveClass::mistake),
          side.count(study::MoveClass::blunder));
    }
  }

  void draw_judged(const StudyWords& sw, std::size_t ply, records::Notation notation) const {
    const auto j = judged(ply);
    if (!j) {
      ImGui::TextDisabled("%s", sw.pick_move);
      return;
    }
    const auto& m = review_->moves[*j];
    const Game& before = scores_->position(*j);
    const std::string played = study::move_name(before, m.played, notation);
    const std::string mark(study::class_mark(m.move_class));
    ImGui::PushTextWrapPos(0);
    // Numbered as the move list numbers it: "9. C2.1??", "9... H3+2".
    const std::size_t index = offset_ + *j;
    const std::string number = std::to_string(index / 2 + 1) + (index % 2 == 0 ? "." : "...");
    ImGui::Text(sw.move_line, number.c_str(), (played + mark).c_str(),
                sw.classes[static_cast<int>(m.move_class)]);
    if (!(m.played == m.best)) {
      const std::string line =
          join(study::line_names(before, std::span<const Move>(m.line), notation));
      ImGui::TextColored(ImVec4(0.75f, 0.9f, 0.7f, 1), sw.better, line.c_str());
    }
    ImGui::PopTextWrapPos();
  }

  void draw_lesson(Controls& controls, const StudyWords& sw, const Words& w) {
    const auto* a = lesson_->exercise();
    ImGui::PushTextWrapPos(0);
    if (a) {
      const std::size_t j = *lesson_->move_index();
      const std::string played =
          study::move_name(scores_->position(j), review_->moves[j].played, notation_);
      ImGui::Text(sw.learn_prompt, Look::side_label(a->solver(), w), played.c_str(),
                  lesson_->current() + 1, lesson_->count());
      if (a->solved()) {
        ImGui::TextColored(ImVec4(0.6f, 0.9f, 0.6f, 1), "%s",
                           a->first_try() ? sw.solved : sw.solved_late);
      } else if (a->wrong()) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s", sw.wrong);
      }
    }
    ImGui::PopTextWrapPos();
    if (controls.button(sw.retry, "learn-retry", a && a->wrong())) lesson_->retry();
    Controls::same_line_if_fits(sw.solution, false);
    if (controls.button(sw.solution, "learn-solution", a && !a->solved())) {
      lesson_->show_solution();
    }
    Controls::same_line_if_fits(sw.next, false);
    if (controls.button(sw.next, "learn-next", lesson_->has_next())) lesson_->next();
    Controls::same_line_if_fits(sw.back_to_review, false);
    if (controls.button(sw.back_to_review, "learn-back")) lesson_.reset();
  }

  static constexpr ImU32 mistake_colour = IM_COL32(240, 170, 60, 255);

  std::optional<study::ReviewScores<Game>> scores_;
  std::optional<study::GameReview<Move>> review_;
  std::optional<study::MistakeLesson<Game>> lesson_;
  ExerciseBoard<Game> board_;
  std::size_t offset_ = 0;  // the session's history entries before the reviewed moves
  int pending_ = 0;         // the engine request in flight, 0 for none
  std::size_t asked_ = 0;   // the position it is for
  int failures_ = 0;
  std::string error_;
  records::Notation notation_ = records::Notation::wxf;  // as last drawn
};

}  // namespace qipan::web
