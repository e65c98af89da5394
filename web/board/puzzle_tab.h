#pragma once

// [SECTION] A board game's Puzzles tab (docs/panel.md), for any board game:
// its puzzles from the page's puzzle file (web/board/puzzle_shelf.h), the
// puzzle on the board (web/board/exercise_board.h), the theme, difficulty
// and prompt, the player's rating and streak kept in the page's storage
// ("qipan.puzzles.<game>"), Retry, Solution, Next and the puzzle of the day.
// core/study/puzzle_trainer.h decides; this draws and forwards.

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/study/puzzle_trainer.h"
#include "web/board/exercise_board.h"
#include "web/board/puzzle_shelf.h"
#include "web/board/study_state.h"
#include "web/board/study_words.h"
#include "web/controls.h"
#include "web/game_look.h"
#include "web/palette.h"
#include "web/platform.h"

namespace qipan::web {

template <class Game>
class PuzzleTab {
 public:
  using Trainer = study::PuzzleTrainer<Game>;
  using Look = GameLook<Game>;

  void set_shelf(const PuzzleShelf* shelf) { shelf_ = shelf; }

  // The first time the tab is drawn with the file read: the player's stats
  // from storage and a puzzle near the rating.
  void ensure(std::string_view game) {
    if (trainer_ || !shelf_ || !shelf_->loaded) return;
    key_ = "qipan.puzzles." + std::string(game);
    study::PuzzleStats stats;
    if (auto s = study::read_stats(stored(key_.c_str()))) stats = *s;
    trainer_.emplace(shelf_->puzzles, game, stats);
    stored_ = trainer_->stats();
    open_next();
  }

  void input(const Pointer& pointer, const BoardLayout& layout, double now) {
    if (!trainer_) return;
    board_.input(*trainer_, pointer, layout, now);
    keep();
  }
  void draw(ImDrawList* dl, const FontBook& fonts, const BoardLayout& l, PieceStyle style,
            double now) const {
    if (trainer_) {
      board_.draw(*trainer_, dl, fonts, l, style, now);
    } else {
      Look::draw_board(dl, l, fonts.board(), style);
    }
  }
  bool animating(double now) const { return trainer_ && board_.animating(*trainer_, now); }

  void panel(Controls& controls, std::string_view game) {
    ensure(game);
    const StudyWords& sw = study_words(controls.language());
    const Words& w = controls.words();
    ImGui::PushTextWrapPos(0);
    if (!shelf_ || !shelf_->loaded) {
      ImGui::TextDisabled("%s", sw.loading);
    } else if (!shelf_->error.empty()) {
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), sw.load_failed,
                         shelf_->error.c_str());
    } else if (!trainer_ || trainer_->count() == 0) {
      ImGui::TextDisabled("%s", sw.none_here);
    }
    const study::Puzzle* p = trainer_ ? trainer_->puzzle() : nullptr;
    const auto* a = trainer_ ? trainer_->exercise() : nullptr;
    if (p && a) {
      if (trainer_->daily())
        ImGui::TextColored(ImVec4(0.95f, 0.8f, 0.45f, 1), "%s", sw.daily_label);
      ImGui::TextDisabled(sw.theme_line, sw.themes[static_cast<int>(p->theme)], p->difficulty,
                          p->id.c_str());
      const std::string prompt = prompt_of(sw, w, *p, *a);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(Look::text_colour(a->solver())), "%s",
                         prompt.c_str());
      if (a->solved()) {
        ImGui::TextColored(ImVec4(0.6f, 0.9f, 0.6f, 1), "%s",
                           a->first_try() ? sw.solved : sw.solved_late);
      } else if (a->wrong()) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s", sw.wrong);
      } else if (a->done() > 0) {
        ImGui::TextDisabled("%s", sw.right);
      } else {
        ImGui::NewLine();
      }
    }
    if (!error_.empty()) {
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s", error_.c_str());
    }
    if (trainer_) {
      const auto& s = trainer_->stats();
      ImGui::Text(sw.rating, s.rating, s.streak, s.best_streak);
    }
    ImGui::PopTextWrapPos();
    const bool have = a != nullptr;
    if (controls.button(sw.retry, "puzzle-retry", have && a->wrong())) trainer_->retry();
    Controls::same_line_if_fits(sw.solution, false);
    if (controls.button(sw.solution, "puzzle-solution", have && !a->solved())) {
      trainer_->show_solution();
      keep();
    }
    Controls::same_line_if_fits(sw.next, false);
    if (controls.button(sw.next, "puzzle-next", trainer_ && trainer_->count() > 0)) open_next();
    Controls::same_line_if_fits(sw.daily, false);
    if (controls.button(sw.daily, "puzzle-daily", trainer_ && trainer_->count() > 0)) {
      auto ok = trainer_->open_daily(shelf_->day);
      error_ = ok ? std::string() : ok.error().message;
      board_.reset();
    }
  }

  PuzzleState state() const {
    PuzzleState s;
    s.loaded = shelf_ && shelf_->loaded;
    if (shelf_) s.error = shelf_->error.empty() ? error_ : shelf_->error;
    if (!trainer_) return s;
    s.count = trainer_->count();
    const auto& st = trainer_->stats();
    s.rating = st.rating;
    s.attempts = st.attempts;
    s.streak = st.streak;
    s.best_streak = st.best_streak;
    s.daily = trainer_->daily();
    if (const study::Puzzle* p = trainer_->puzzle()) {
      s.id = p->id;
      s.theme = std::string(study::theme_name(p->theme));
      s.moves = p->moves;
      s.difficulty = p->difficulty;
      s.solution = p->solution;
      s.lead = p->lead.value_or("");
    }
    if (const auto* a = trainer_->exercise()) {
      s.fen = a->position().fen();
      s.done = a->done();
      s.solver_to_move = a->solver_to_move();
      s.solved = a->solved();
      s.failed = a->failed();
      s.wrong = a->wrong();
      s.shown = a->shown();
      s.lead_waits = a->lead_waits();
    }
    if (auto m = board_.last_move()) s.last = to_string(*m);
    if (auto sel = board_.selected()) {
      s.selected = grid::square_name(Game::shape, grid::coord_of(Game::shape, *sel));
    }
    for (auto t : board_.targets()) {
      s.targets.push_back(grid::square_name(Game::shape, grid::coord_of(Game::shape, t)));
    }
    return s;
  }

 private:
  void open_next() {
    if (!trainer_) return;
    // The seed varies the choice from puzzle to puzzle and day to day.
    auto ok = trainer_->next(static_cast<std::uint64_t>(shelf_->day) * 1000 + ++opened_);
    error_ = ok ? std::string() : ok.error().message;
    board_.reset();
  }
  // The stats, stored whenever they change.
  void keep() {
    if (!trainer_ || trainer_->stats() == stored_) return;
    stored_ = trainer_->stats();
    store(key_.c_str(), study::stats_text(stored_));
  }
  static std::string prompt_of(const StudyWords& sw, const Words& w, const study::Puzzle& p,
                               const typename Trainer::Attempt& a) {
    const char* side = Look::side_label(a.solver(), w);
    switch (p.theme) {
      case study::Theme::mate:
        return fill(sw.prompt_mate, side, p.moves);
      case study::Theme::den:
        return fill(sw.prompt_den, side, p.moves);
      case study::Theme::material:
        return fill(sw.prompt_material, side);
      case study::Theme::defend:
        return fill(sw.prompt_defend, side);
    }
    return {};
  }

  const PuzzleShelf* shelf_ = nullptr;
  std::optional<Trainer> trainer_;
  ExerciseBoard<Game> board_;
  std::string key_;
  study::PuzzleStats stored_;
  std::string error_;
  std::uint64_t opened_ = 0;
};

}  // namespace qipan::web
