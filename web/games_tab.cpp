// [games] "Your games": the app's side of the shelf (core/session/kept_games.h)
// — the game on screen kept after every change, the store's answers, going
// from one game type to another without throwing a game away, and the Games
// tab's list (Open, Review, Export, Delete, Export all). What a kept game is
// and whether its text still makes one is the core's; the store is the
// page's (web/games_store.h); here only drawing and forwarding.
#include <imgui.h>

#include <algorithm>

#include <string>
#include <vector>

#include "core/session/link.h"
#include "core/session/record_io.h"
#include "core/session/saved_game.h"
#include "web/app.h"
#include "web/editor_words.h"
#include "web/games_store.h"
#include "web/page_io.h"
#include "web/palette.h"

namespace qipan::web {

namespace {

// The id of the game on screen, across a reload (its text is "qipan.game").
constexpr std::string_view id_key = "qipan.gameId";
constexpr ImU32 failure_text = IM_COL32(255, 150, 130, 255);

// Whether the game named `game` has a Review tab (when one exists).
bool has_review(std::string_view game) {
  bool out = false;
  games::with_game(game, [&](auto entry) {
    using G = typename decltype(entry)::type::Position;
    out = BoardView<G>::modes().has(Mode::review);
  });
  return out;
}

// The moves of kept game `g`, each in its side's colour and the notation
// the Play tab's move list writes (its game replayed from its saved text,
// or its link for a game kept as one); none when it does not restore.
std::vector<MoveRow> kept_moves(const session::KeptGame& g, const Settings& settings) {
  std::vector<MoveRow> rows;
  games::with_game(g.game, [&](auto entry) {
    using G = typename decltype(entry)::type::Position;
    using Look = GameLook<G>;
    std::optional<session::Session<G>> session;
    if (auto link = session::decode_link(g.saved)) {
      if (auto* l = std::get_if<session::LinkGame<G>>(&*link)) {
        session.emplace(l->start);
        for (const auto& m : l->moves) (void)session->play(m);
      }
    } else if (auto f = session::Fields::parse(session::saved_text_in(g.saved).value_or(g.saved))) {
      if (auto r = session::restore_game<G>(*f)) session.emplace(std::move(r->session));
    }
    if (!session) return;
    for (const auto& e : session->history()) {
      const auto mover = e.before.owner(e.move.from());
      rows.push_back(
          {Look::move_text(e.before, e.move, settings.notation, settings.style, settings.language),
           mover ? Look::text_colour(*mover) : palette::setup_text, ""});
    }
  });
  return rows;
}

}  // namespace

void App::games_listed(const std::vector<std::string>& texts) {
  const auto skipped = shelf_.load(texts);
  shelf_loaded_ = true;
  if (!skipped.empty()) {
    shelf_failure_ = std::to_string(skipped.size()) + " unreadable: " + skipped.front();
  }
  request_redraw();
}

void App::games_failed(std::string why, bool opening) {
  const EditorWords& e = editor_words(settings_.language);
  if (opening) {
    shelf_loaded_ = true;
    shelf_refused_ = true;
  } else {
    shelf_unwritten_ = true;
  }
  shelf_failure_ = std::move(why);
  note_ = fill(opening ? e.storage_off : e.storage_failed, shelf_failure_.c_str());
  request_redraw();
}

void App::shelve() {
  const GameSummary summary = view([](const auto& g) { return g.summary(); });
  if (summary.moves == 0) return;  // nothing played: nothing to keep
  if (game_id_.empty()) {
    game_id_ = new_game_id();
    game_date_ = now_iso();
    (void)write_stored(id_key, game_id_);
  }
  if (game_date_.empty()) {
    const session::KeptGame* kept = shelf_.find(game_id_);
    game_date_ = kept ? kept->date : now_iso();
  }
  session::KeptGame g;
  g.id = game_id_;
  g.game = std::string(game_name());
  g.date = game_date_;
  g.mode = summary.mode;
  g.level = summary.mode == "computer" ? summary.level : 0;
  g.control = summary.control;
  g.result = summary.result;
  if (g.finished()) {
    g.ending_en = summary.ending_en;
    g.ending_zh = summary.ending_zh;
  }
  g.moves = summary.moves;
  g.saved = kept_text();
  if (auto r = record_text()) g.record = *r;
  const std::string text = session::kept_text(g);
  if (auto put = shelf_.put(std::move(g)); !put) {
    games_failed(put.error().message, false);
    return;
  }
  if (!shelf_refused_) store_game(game_id_, text);
}

void App::switch_game(std::string game) {
  if (!shelf_usable()) {
    start_or_ask(std::move(game), std::nullopt);
    return;
  }
  keep();  // the game on screen is on the shelf as it is now
  if (const session::KeptGame* kept = shelf_.latest_unfinished(game)) {
    open_kept(session::KeptGame(*kept));
  } else {
    (void)new_game(game, std::nullopt);
  }
}

void App::open_kept(const session::KeptGame& game) {
  if (auto opened = open_saved(game.saved); !opened) {
    note_ = fill(controls_.words().open_failed, opened.error().message.c_str());
    return;
  }
  game_id_ = game.id;
  game_date_ = game.date;
  (void)write_stored(id_key, game_id_);
}

void App::draw_kept_moves() {
  const session::KeptGame* g =
      shelf_.find(games_selected_.empty() ? std::string_view(game_id_) : games_selected_);
  if (!g) return;
  const std::string of = g->saved + "#" + std::to_string(static_cast<int>(settings_.notation)) +
                         std::to_string(static_cast<int>(settings_.style)) +
                         std::to_string(static_cast<int>(settings_.language));
  if (games_moves_of_ != of) {
    games_moves_of_ = of;
    games_moves_ = kept_moves(*g, settings_);
    games_scroll_.to_last = true;
  }
  ImGui::Separator();
  const Words& w = controls_.words();
  BoardPanelState state;
  state.moves = games_moves_;
  BoardPanelActions ignored;
  const float rows = ImGui::GetTextLineHeightWithSpacing();
  draw_move_list(controls_, w, state, games_scroll_,
                 std::max(rows * 4, std::min(rows * 12, ImGui::GetContentRegionAvail().y)),
                 ignored);
}

void App::draw_games_tab() {
  const Words& w = controls_.words();
  const EditorWords& e = editor_words(settings_.language);
  const bool zh = settings_.language == Language::zh;
  ImGui::Separator();
  // The failure stays said here once the note above is put away.
  const std::string failure =
      fill(shelf_refused_ ? e.storage_off : e.storage_failed, shelf_failure_.c_str());
  if (!shelf_failure_.empty() && failure != note_) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(failure_text));
    controls_.wrapped(failure.c_str());
    ImGui::PopStyleColor();
    controls_.remember("games-failure");
  }
  const auto& games = shelf_.games();
  if (!shelf_loaded_) {
    controls_.wrapped(e.games_loading);
  } else if (games.empty()) {
    controls_.wrapped(e.games_none);
  }
  if (controls_.button(e.export_all, "games-export-all", !games.empty())) {
    std::size_t left_out = 0;
    const std::string all = shelf_.all_records(&left_out);
    download_text("qipan-games.pgn", all);
    note_ = fill(e.exported_all, static_cast<int>(games.size() - left_out));
  }
  std::optional<session::KeptGame> open;
  std::optional<std::string> remove;
  bool review = false;
  int i = 0;
  for (const auto& g : games) {
    ImGui::PushID(i);
    ImGui::Separator();
    std::string how = g.mode == "computer" ? fill(e.mode_computer, g.level)
                      : g.mode == "link"   ? std::string(e.mode_link)
                      : g.mode == "battle" ? std::string(e.mode_battle)
                                           : std::string(e.mode_people);
    const std::string result =
        g.finished() ? g.result + " " + (zh ? g.ending_zh : g.ending_en) : e.unfinished;
    // A click on the row selects it: its moves are listed under the games.
    const bool selected = g.id == (games_selected_.empty() ? game_id_ : games_selected_);
    if (selected) ImGui::PushStyleColor(ImGuiCol_Text, palette::title_text);
    ImGui::TextWrapped("%s  %s · %s · %s · %s", local_time(g.date).c_str(), game_label(w, g.game),
                       how.c_str(), g.control.empty() ? e.no_clock : g.control.c_str(),
                       result.c_str());
    if (selected) ImGui::PopStyleColor();
    if (ImGui::IsItemClicked()) games_selected_ = g.id;
    controls_.remember(("games-row-" + std::to_string(i)).c_str());
    bool first = true;
    const std::string n = std::to_string(i);
    if (controls_.choice(e.open, ("games-open-" + n).c_str(), g.id == game_id_, first)) open = g;
    if (has_review(g.game) &&
        controls_.choice(e.review, ("games-review-" + n).c_str(), false, first)) {
      open = g;
      review = true;
    }
    if (controls_.choice(e.export_one, ("games-export-" + n).c_str(), false, first)) {
      if (g.record.empty()) {
        note_ = w.no_battle_record;
      } else {
        download_text(session::record_file_name(g.game), g.record);
        note_ = w.record_downloaded;
      }
    }
    if (controls_.choice(e.remove, ("games-delete-" + n).c_str(), false, first)) remove = g.id;
    ImGui::PopID();
    ++i;
  }
  draw_kept_moves();
  if (remove) {
    shelf_.remove(*remove);
    if (!shelf_refused_) unstore_game(*remove);
    if (*remove == game_id_) {
      // The game stays on screen; its next change keeps it again, anew.
      game_id_.clear();
      shelved_ = view([](const auto& g) { return g.revision(); });
    }
  }
  if (open) {
    open_kept(*open);
    Settings chosen = settings_;
    chosen.mode = review ? Mode::review : Mode::play;
    change_settings(chosen);
  }
}

}  // namespace qipan::web
