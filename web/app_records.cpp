// [records] The app's side of keeping, sharing and opening games: the game
// restored at start (a share link first, else the stored game), stored after
// every change, the Copy link / Export / Import row, and the modal that asks
// before a game in progress is thrown away. What a saved text holds and
// whether it still makes a game is core/session's (saved_game.h,
// saved_battle.h); the browser side is web/page_io.h.
#include <emscripten/emscripten.h>
#include <imgui.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "core/session/link.h"
#include "core/session/record_io.h"
#include "core/session/saved_battle.h"
#include "core/session/saved_game.h"
#include "web/app.h"
#include "web/games_store.h"
#include "web/page_io.h"
#include "web/record_panel.h"
#include "web/tactics_words.h"

namespace qipan::web {

namespace {

// Where the game in progress is kept.
constexpr std::string_view storage_key = "qipan.game";

}  // namespace

std::string App::saved_text(bool with_play) const {
  return view([&](const auto& g) { return g.saved(with_play).text(); });
}

Result<std::string> App::record_text() const {
  return view([&](const auto& g) { return g.record(settings_.notation); });
}

std::string App::share_link() const { return link_with_fragment(saved_text(false)); }

Result<void> App::open_fields(const session::Fields& fields) {
  auto name = session::saved_game_name(fields);
  if (!name) return name.error();
  const auto seed = static_cast<std::uint64_t>(emscripten_get_now() * 1000);
  Result<void> made;
  const bool board_game = games::with_game(*name, [&](auto entry) {
    using G = typename decltype(entry)::type::Position;
    // The table's clock goes on from now (the time the page was closed is not counted).
    const auto now = static_cast<std::int64_t>(std::llround(now_seconds() * 1000));
    auto restored = session::restore_game<G>(fields, now);
    if (!restored) {
      made = restored.error();
      return;
    }
    BoardView<G> fresh(std::move(restored).value(), seed);
    // The restored game's opponent, and Match me as chosen for new games.
    const bool match = opponent_.match;
    opponent_ = fresh.opponent();
    opponent_.match = match;
    flipped_ = opponent_.computer && opponent_.person == 1;
    // A game by link: the side played here at the bottom.
    if (fresh.link_side()) flipped_ = *fresh.link_side() != G().side_to_move();
    replace(std::move(fresh));
  });
  if (!board_game) {
    if (*name != session::battle_game_name) {
      return Error{"the saved game is " + grid::quoted(*name) + ", which this page does not play"};
    }
    auto battle = session::restore_replay(fields);
    if (!battle) return battle.error();
    replace(TacticsView(std::move(battle).value()));
  }
  if (!made) return made;
  request_redraw();
  return {};
}

std::optional<Result<void>> App::open_link_game(std::string_view text) {
  auto cleaned = session::link_detail::clean(text);
  if (!cleaned || !cleaned->starts_with(std::string(session::link_prefix) + ".")) {
    return std::nullopt;
  }
  auto game = session::decode_link(text);
  if (!game) return Result<void>(game.error());
  const auto seed = static_cast<std::uint64_t>(emscripten_get_now() * 1000);
  std::visit(
      [&](auto& g) {
        using G = std::decay_t<decltype(g.start)>;
        BoardView<G> fresh(std::move(g), seed);
        opponent_ = OpponentSetting{};
        // The side to move, played here, at the bottom of the board.
        flipped_ = fresh.link_side() != G().side_to_move();
        replace(std::move(fresh));
      },
      *game);
  request_redraw();
  return Result<void>();
}

// A game by link is kept as a saved text too (core/session/saved_game.h's
// version 2): with the side played here and the table, which the link
// alone does not say.
std::string App::kept_text() const {
  return view([&](const auto& g) { return g.saved(true).text(); });
}

void App::leaving() {
  // The clock read now, so that the time spent since the last frame is kept.
  const double now = now_seconds();
  view([&](auto& g) {
    if constexpr (requires { g.clock_to(now); }) g.clock_to(now);
  });
  kept_.reset();
  shelved_.reset();
  keep();
}

Result<void> App::open_saved(std::string_view text) {
  if (auto link = open_link_game(text)) return *link;
  auto fields = session::Fields::parse(session::saved_text_in(text).value_or(text));
  if (!fields) return fields.error();
  return open_fields(*fields);
}

void App::restore() {
  listen_for_page_events(*this);
  if (!open_games_store()) games_failed("this page has no games store", true);
  const std::string link = url_fragment();
  if (!link.empty()) {
    clear_url_fragment();  // from now on the game is kept in storage
    if (auto opened = open_saved(link); opened) {
      note_ = controls_.words().opened_shared;
      keep();
      return;
    } else {
      note_ = fill(controls_.words().link_failed, opened.error().message.c_str());
    }
  }
  const std::string stored = read_stored(storage_key);
  if (stored.empty()) return;
  if (auto opened = open_saved(stored); !opened) {
    const std::string why = fill(controls_.words().restore_failed, opened.error().message.c_str());
    note_ = note_.empty() ? why : note_ + " " + why;
    (void)new_game(games::FirstGame::name, std::nullopt);
  } else {
    game_id_ = read_stored("qipan.gameId");  // its place on the shelf (web/games_tab.cpp)
  }
  stored_ = stored;
}

void App::keep() {
  // Only when the game changed (its revision) is its text made again.
  const std::uint64_t revision = view([](const auto& g) { return g.revision(); });
  if (shelved_ != revision) {
    shelved_ = revision;
    shelve();
  }
  if (kept_ == revision) return;
  std::string text = kept_text();
  if (text == stored_ || write_stored(storage_key, text)) {
    stored_ = std::move(text);
    kept_ = revision;
  }
}

void App::start_or_ask(std::string game, std::optional<std::string> setting) {
  const bool losing = view([](const auto& g) { return g.in_progress(); });
  if (!losing) {
    (void)new_game(game, setting);
    return;
  }
  pending_ = Pending{Replacing::new_game, std::move(game), std::move(setting), std::nullopt};
}

void App::open_link(std::string fragment) {
  if (fragment.empty()) return;
  clear_url_fragment();
  // A friend's answer to a game by link continues it: nothing to ask.
  const bool by_link = view([](const auto& g) { return g.by_link(); });
  if (!by_link && view([](const auto& g) { return g.in_progress(); })) {
    pending_ = Pending{Replacing::shared, {}, std::nullopt, std::move(fragment)};
  } else if (auto opened = open_saved(fragment); !opened) {
    note_ = fill(controls_.words().link_failed, opened.error().message.c_str());
  } else {
    note_ = controls_.words().opened_shared;
  }
  request_redraw();
}

void App::import_text(std::string_view text) {
  request_redraw();
  std::string saved;
  const Words& w = controls_.words();
  std::string opened_note = w.imported;
  // A map file (Tiled, LDtk) is a battle on it, listed with the scenarios.
  if (TacticsView::takes_import(text)) {
    if (auto checked = TacticsView::check_import(text); !checked) {
      note_ = fill(w.import_failed, checked.error().message.c_str());
      return;
    }
    start_or_ask(TacticsView::name, std::string(text));
    note_ = tactics_words(settings_.language).map_imported;
    return;
  }
  if (auto link = session::saved_text_in(text)) {
    saved = *link;
  } else {
    auto record = session::read_record(text);
    if (!record) {
      note_ = fill(w.import_failed, record.error().message.c_str());
      return;
    }
    saved = record->fields.text();
    if (record->games > 1) {
      opened_note = fill(w.imported_first, static_cast<int>(record->games));
    }
  }
  if (view([](const auto& g) { return g.in_progress(); })) {
    pending_ = Pending{Replacing::imported, {}, std::nullopt, std::move(saved)};
  } else if (auto opened = open_saved(saved); !opened) {
    note_ = fill(w.import_failed, opened.error().message.c_str());
  } else {
    note_ = opened_note;
  }
}

void App::browse_key(session::BrowseStep step) {
  if (pending_ || import_box_open()) return;
  view([&](auto& g) { g.browse(step); });
  request_redraw();
}

void App::draw_records() {
  const Words& w = controls_.words();
  const bool has_record = view([](const auto& g) { return g.has_record(); });
  const RecordAction action = record_buttons(controls_, has_record);
  switch (action) {
    case RecordAction::copy_link:
      copy_to_clipboard(share_link());
      note_ = w.link_copied;
      break;
    case RecordAction::export_copy:
    case RecordAction::export_download: {
      const auto text = record_text();
      if (!has_record) {
        note_ = w.no_battle_record;
      } else if (!text) {
        note_ = text.error().message;
      } else if (action == RecordAction::export_copy) {
        copy_to_clipboard(*text);
        note_ = w.record_copied;
      } else {
        download_text(session::record_file_name(game_name()), *text);
        note_ = w.record_downloaded;
      }
      break;
    }
    case RecordAction::import:
      open_import_box(*this, w);
      break;
    case RecordAction::none:
      break;
  }
}

void App::draw_confirm() {
  if (!pending_) return;
  const auto answer = confirm_discard(controls_, pending_->what);
  if (!answer) return;
  Pending p = std::move(*pending_);
  pending_.reset();
  request_redraw();
  if (!*answer) return;
  if (p.saved) {
    if (auto opened = open_saved(*p.saved); !opened) {
      note_ = fill(controls_.words().open_failed, opened.error().message.c_str());
    }
  } else {
    (void)new_game(p.game, p.setting);
  }
}

}  // namespace qipan::web
