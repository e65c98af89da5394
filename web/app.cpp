#include "web/app.h"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "core/session/battle_session.h"
#include "core/tactics/battle_scenario.h"

#include "web/help.h"
#include "web/page_io.h"
#include "web/palette.h"
#include "web/sound.h"

namespace qipan::web {

namespace {

constexpr float panel_width = 320.0f;
constexpr float panel_height = 260.0f;     // when the panel sits under the board
constexpr float tabs_last_panel = 300.0f;  // below it the tabs come after the game's part
constexpr float hint_panel = 480.0f;       // below it the first-visit hint waits (no room)

ImVec4 colour(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

void style_imgui() {
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.WindowBorderSize = 0;
  s.FrameRounding = 5;
  s.ChildRounding = 5;
  s.WindowPadding = ImVec2(16, 14);
  s.FramePadding = ImVec2(10, 6);
  s.ItemSpacing = ImVec2(8, 8);
  s.CircleTessellationMaxError = 0.2f;
  s.Colors[ImGuiCol_WindowBg] = colour(palette::panel);
  s.Colors[ImGuiCol_ChildBg] = palette::child_bg;
  s.Colors[ImGuiCol_Button] = palette::button;
  s.Colors[ImGuiCol_ButtonHovered] = palette::button_hovered;
  s.Colors[ImGuiCol_ButtonActive] = palette::button_active;
  s.Colors[ImGuiCol_Header] = palette::header;
  s.Colors[ImGuiCol_HeaderHovered] = palette::header_hovered;
  s.Colors[ImGuiCol_HeaderActive] = palette::header_active;
  s.Colors[ImGuiCol_Separator] = palette::separator;
  s.Colors[ImGuiCol_TitleBg] = palette::button;
  s.Colors[ImGuiCol_TitleBgActive] = palette::header;
  s.Colors[ImGuiCol_FrameBg] = palette::button;
  s.Colors[ImGuiCol_FrameBgHovered] = palette::button_hovered;
  s.Colors[ImGuiCol_FrameBgActive] = palette::button_active;
  s.Colors[ImGuiCol_CheckMark] = palette::title_text;
  s.Colors[ImGuiCol_ScrollbarGrab] = palette::button_hovered;
}

}  // namespace

App::App(std::string canvas_selector)
    : platform_(std::move(canvas_selector)), game_(std::in_place_index<0>) {
  if (!platform_.ok()) return;
  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.BackendRendererName = "qipan_webgl2";
  style_imgui();
  renderer_ok_ = renderer_.init();
  settings_ = load_settings();
  opponent_ = settings_.opponent;
  controls_.set_language(settings_.language);
  platform_.on_wake([this] { schedule(); });
  platform_.on_key([this](const KeyPress& k) { return key(k); });
}

App::~App() {
  if (frame_request_) emscripten_cancel_animation_frame(frame_request_);
  if (tick_timer_) emscripten_clear_timeout(tick_timer_);
  if (imgui_) ImGui::DestroyContext(imgui_);
}

void App::start() {
  if (!webgl_ok() || started_) return;
  started_ = true;
  restore();
  schedule();
}

double App::now_seconds() const { return (emscripten_get_now() + time_ahead_ms_) / 1000.0; }

void App::advance_time(double ms) {
  if (ms > 0) time_ahead_ms_ += ms;
  request_redraw();
}

void App::set_level_ratings(const search::LevelRatings& ratings) {
  view([&](auto& g) {
    if constexpr (requires { g.set_level_ratings(ratings); }) g.set_level_ratings(ratings);
  });
  request_redraw();
}

void App::schedule() {
  if (!started_ || frame_request_ != 0) return;
  frame_request_ = emscripten_request_animation_frame(on_animation_frame, this);
}

// Draws the frame asked for, and asks for the next one only while something
// is still changing; a slowly ticking mark (the computer thinking) sets a
// timeout instead. Idle, no frame is asked for at all.
int App::on_animation_frame(double, void* user) {
  auto* app = static_cast<App*>(user);
  app->frame_request_ = 0;
  app->frame();
  if (app->redraw_frames_ > 0 || app->was_animating_ || app->platform_.has_input()) {
    app->schedule();
  } else if (app->tick_timer_ == 0 &&
             app->view([&](const auto& g) { return g.ticking(app->now_seconds()); })) {
    const double wait = std::max(0.0, app->next_tick_ - app->now_seconds());
    app->tick_timer_ = emscripten_set_timeout(on_tick, wait * 1000, app);
  }
  return false;
}

void App::on_tick(void* user) {
  auto* app = static_cast<App*>(user);
  app->tick_timer_ = 0;
  app->schedule();
}

bool App::key(const KeyPress& k) {
  // Typing in the import box, or a question on screen: the keys are theirs.
  if (pending_ || import_box_open()) return false;
  const double now = now_seconds();
  bool used = view([&](auto& g) { return g.key(k, now); });
  if (!used && !k.ctrl && !k.alt && k.is("f")) {
    flipped_ = !flipped_;
    used = true;
  }
  if (!used && !k.ctrl && !k.alt) {
    // The move list: an earlier position (core/session/browse.h).
    std::optional<session::BrowseStep> step;
    if (k.key == "ArrowLeft") step = session::BrowseStep::back;
    if (k.key == "ArrowRight") step = session::BrowseStep::forward;
    if (k.key == "Home") step = session::BrowseStep::first;
    if (k.key == "End") step = session::BrowseStep::last;
    if (step) {
      browse_key(*step);
      used = true;
    }
  }
  if (used) request_redraw();
  return used;
}

Result<void> App::new_game(std::string_view game, std::optional<std::string_view> setting) {
  // A setting that is a link (the Edit tab's Play a friend) opens its game.
  if (setting) {
    if (auto link = open_link_game(*setting)) return *link;
  }
  Result<void> made;
  const bool board_game = games::with_game(game, [&](auto entry) {
    using G = typename decltype(entry)::type::Position;
    G start;
    if (setting) {
      auto parsed = G::from_fen(*setting);
      if (!parsed) {
        made = parsed.error();
        return;
      }
      start = std::move(parsed).value();
    }
    BoardView<G> fresh(std::move(start), static_cast<std::uint64_t>(emscripten_get_now() * 1000));
    fresh.set_opponent(opponent_);
    replace(std::move(fresh));
  });
  if (!board_game && game == TacticsView::name) {
    // A shipped scenario's name, a scenario's text or a map file's JSON.
    const std::string_view name = setting ? *setting : tactics::shipped_scenarios().front().name;
    auto battle = session::load_battle(name);
    if (!battle) return battle.error();
    replace(TacticsView(std::move(battle).value(), std::string(name)));
  } else if (!board_game) {
    std::string expected;
    games::for_each_game(
        [&](auto entry) { expected += "'" + std::string(decltype(entry)::type::name) + "', "; });
    expected.resize(expected.size() - 2);
    return Error{"unknown game '" + std::string(game) + "': expected " + expected + " or '" +
                 TacticsView::name + "'"};
  }
  if (!made) return made;
  listen(false);
  request_redraw();
  return made;
}

bool App::engine_reply(const EngineReply& reply) {
  const bool taken = view([&](auto& g) { return g.take_reply(reply); });
  if (taken) request_redraw();
  return taken;
}

std::string_view App::game_name() const {
  return view([](const auto& g) { return std::string_view(g.id()); });
}

Result<ImVec2> App::centre_of(std::string_view place) const {
  return view([&](const auto& g) { return g.centre_of(place); });
}

void App::replace(Game fresh) {
  view([](auto& old) { old.leave(); });
  game_ = std::move(fresh);
  kept_.reset();
  shelved_.reset();
  game_id_.clear();
  game_date_.clear();
  // The new view is placed where the last one was, so its squares have
  // page coordinates before it is first drawn.
  view([&](auto& g) { g.place(board_min_, board_max_, flipped_); });
}

Result<ImVec2> App::control_centre(std::string_view control) const {
  if (const ImVec2* p = controls_.find(control)) return *p;
  return Error{"no control named '" + std::string(control) + "' is on screen"};
}

Result<Controls::Placed> App::control_rect(std::string_view control) const {
  if (const Controls::Placed* p = controls_.placed(control)) return *p;
  return Error{"no control named '" + std::string(control) + "' is on screen"};
}

std::vector<double> App::frame_times() const {
  if (frame_ms_.size() < frame_time_window) return frame_ms_;
  std::vector<double> out;
  const std::size_t start = static_cast<std::size_t>(frames_) % frame_time_window;
  for (std::size_t i = 0; i < frame_time_window; ++i) {
    out.push_back(frame_ms_[(start + i) % frame_time_window]);
  }
  return out;
}

void App::frame() {
  if (!webgl_ok()) return;
  const double started = emscripten_get_now();
  const Platform::FrameChange change = platform_.new_frame();
  if (change.pixel_ratio || fonts_stale_) {
    fonts_.build(platform_.pixel_ratio(), text_scale(settings_.text_size));
    renderer_.upload_fonts();
    fonts_stale_ = false;
  }
  lend_puzzles();
  const double now = now_seconds();
  const bool animating = view([&](const auto& g) { return g.animating(now); });
  // A thinking mark steps a few times a second: a frame then, none between.
  if (view([&](const auto& g) { return g.ticking(now); }) && now >= next_tick_) {
    redraw_frames_ = std::max(redraw_frames_, 1);
    next_tick_ = now + thinking_step_seconds;
  }
  // An animation that just ended leaves new things to settle (a banner
  // sizes itself over two frames).
  if (change.any || animating != was_animating_) {
    redraw_frames_ = settle_frames;
  } else if (animating) {
    redraw_frames_ = std::max(redraw_frames_, 2);
  }
  was_animating_ = animating;
  if (redraw_frames_ == 0) return;
  --redraw_frames_;

  ImGui::NewFrame();
  controls_.clear();
  cursor_ = "default";
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  if (screen.x >= screen.y) {
    const float pw = std::min(panel_width, screen.x * 0.4f);
    draw_board(ImVec2(0, 0), ImVec2(screen.x - pw, screen.y));
    draw_panel(ImVec2(screen.x - pw, 0), ImVec2(pw, screen.y));
  } else {
    // Tall screen: the board as wide as the screen allows, the panel below
    // takes what is left (at least panel_height).
    const float board_h = std::min(screen.y - std::min(panel_height, screen.y * 0.45f),
                                   screen.x * view([](const auto& g) { return g.aspect(); }) + 16);
    draw_board(ImVec2(0, 0), ImVec2(screen.x, board_h));
    draw_panel(ImVec2(0, board_h), ImVec2(screen.x, screen.y - board_h));
  }
  draw_banner();
  draw_help();
  draw_settings();
  draw_confirm();
  listen(true);
  platform_.set_cursor(cursor_);
  ImGui::Render();
  keep();

  const ImVec4 bg = colour(palette::table);
  const float clear[4] = {bg.x, bg.y, bg.z, 1.0f};
  renderer_.render(ImGui::GetDrawData(), platform_.framebuffer_width(),
                   platform_.framebuffer_height(), clear);
  const double ms = emscripten_get_now() - started;
  if (frame_ms_.size() < frame_time_window) {
    frame_ms_.push_back(ms);
  } else {
    frame_ms_[static_cast<std::size_t>(frames_) % frame_time_window] = ms;
  }
  ++frames_;
}

void App::draw_board(ImVec2 min, ImVec2 max) {
  const float pad = 8;
  board_min_ = ImVec2(min.x + pad, min.y + pad);
  board_max_ = ImVec2(max.x - pad, max.y - pad);
  // The board catches input with one invisible button over its area.
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(ImVec2(max.x - min.x, max.y - min.y));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  ImGui::InvisibleButton("board-input", ImVec2(max.x - min.x, max.y - min.y));
  Pointer pointer;
  pointer.clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  pointer.click = ImGui::GetIO().MouseClickedPos[0];
  pointer.at = ImGui::GetIO().MousePos;
  pointer.pressed = ImGui::IsItemActivated();
  pointer.released = ImGui::IsItemDeactivated();
  pointer.down = ImGui::IsItemActive();
  pointer.touch = platform_.pressed_by_touch();
  pointer.secondary_pressed =
      ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Right);
  pointer.secondary_released = ImGui::IsMouseReleased(ImGuiMouseButton_Right);
  pointer.secondary_at = ImGui::GetIO().MouseClickedPos[1];
  const double now = now_seconds();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  view([&](auto& g) {
    g.set_settings(settings_);
    g.place(board_min_, board_max_, flipped_);
    g.input(pointer, now);
    g.draw(dl, fonts_, now);
    cursor_ = g.cursor();
  });
  ImGui::End();
}

void App::draw_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  // A short panel (a phone, a zoomed page) keeps its height for the game:
  // Help and Settings stay, the first-visit hint waits for a taller screen.
  draw_title_row();
  if (size.y >= hint_panel) draw_first_visit_hint();
  ImGui::Separator();

  // Game chooser.
  const std::string current(game_name());
  bool first = true;
  std::optional<std::string> chosen;
  auto offer = [&](const char* label, std::string_view game) {
    const std::string id(game);
    Controls::same_line_if_fits(label, first);
    first = false;
    const bool selected = current == id;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (controls_.button(label, id.c_str()) && !selected) chosen = id;
    if (selected) ImGui::PopStyleColor();
  };
  const Words& w = controls_.words();
  games::for_each_game([&](auto entry) {
    using G = typename decltype(entry)::type;
    offer(game_label(w, G::name), G::name);
  });
  offer(game_label(w, TacticsView::name), TacticsView::name);
  // A very short panel (a small phone) keeps the game's buttons and the
  // move list under the chooser and the tabs at the end, as phone apps keep
  // their tab bar at the bottom (the panel scrolls).
  const bool tabs_last = size.y < tabs_last_panel;
  const Mode mode = tabs_last ? App::mode() : draw_mode_tabs();
  // A short panel (a phone) keeps the game's buttons and the move list
  // under the chooser and the records' row at the end (the panel scrolls);
  // what the row did is said at the top either way.
  // A tall panel keeps them at its foot too, under the move list, which
  // leaves the row's height (measured as last drawn) free: the start choice
  // comes right under the tabs.
  const bool short_panel = size.y < hint_panel;
  draw_note(controls_, note_);
  controls_.set_below_moves(short_panel ? 0.0f : records_height_);

  const double now = now_seconds();
  const ViewRequest request = view([&](auto& g) { return g.panel(controls_, now, mode); });
  if (mode == Mode::games) draw_games_tab();
  if (tabs_last) draw_mode_tabs();
  const float records_top = ImGui::GetCursorPosY();
  ImGui::Separator();
  draw_records();
  const float records_height =
      ImGui::GetCursorPosY() - records_top + ImGui::GetStyle().ItemSpacing.y;
  if (records_height != records_height_) {
    records_height_ = records_height;
    request_redraw();
  }
  if (!controls_.scroll_held()) Controls::drag_scroll();
  controls_.remember_window("panel");
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows)) {
    cursor_ = ImGui::IsAnyItemHovered() ? "pointer" : "default";
  }
  ImGui::End();
  if (chosen) {
    switch_game(*chosen);
  } else {
    apply(request);
  }
}

Mode App::mode() const {
  const ModeSet modes = view([](const auto& g) { return g.modes(); });
  return modes.has(settings_.mode) ? settings_.mode : Mode::play;
}

Mode App::draw_mode_tabs() {
  const ModeSet modes = view([](const auto& g) { return g.modes(); });
  const Mode current = mode();
  if (modes.size() < 2) return current;
  ImGui::Separator();
  const Words& w = controls_.words();
  bool first = true;
  for (std::size_t i = 0; i < std::size(all_modes); ++i) {
    const Mode m = all_modes[i];
    if (!modes.has(m)) continue;
    const char* label = w.modes[i];
    Controls::same_line_if_fits(label, first);
    first = false;
    const std::string id = "mode-" + std::string(mode_name(m));
    const bool selected = m == current;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    // Its own ImGui id: a tab's label may also be a button's in the panel
    // (the Edit tab's Analyse).
    ImGui::PushID(id.c_str());
    const bool clicked = controls_.button(label, id.c_str());
    ImGui::PopID();
    if (selected) ImGui::PopStyleColor();
    if (clicked && !selected) {
      Settings chosen = settings_;
      chosen.mode = m;
      change_settings(chosen);
    }
  }
  return current;
}

void App::draw_banner() {
  // Over a finished game: who won, why, and the way on; Hide puts it away
  // until the game changes (the panel still says how it ended). Only in
  // the Play tab: the others (a review's exercise, the analysis, a puzzle,
  // the editor) use the board for something else.
  const double now = now_seconds();
  if (!view([&](const auto& g) { return g.over(now); })) {
    banner_hidden_ = false;
    return;
  }
  if (banner_hidden_ || mode() != Mode::play) return;
  // Centred on the board, but always whole inside the screen (a wide banner
  // on a narrow phone moves in from the edge).
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  constexpr float edge = 6;
  const ImVec2 c = view([](const auto& g) { return g.banner_centre(); });
  auto inside = [&](float centre, float size, float limit) {
    const float lo = edge + size / 2;
    const float hi = limit - edge - size / 2;
    return lo > hi ? limit / 2 : std::clamp(centre, lo, hi);
  };
  ImGui::SetNextWindowPos(ImVec2(std::round(inside(c.x, banner_size_.x, screen.x)),
                                 std::round(inside(c.y, banner_size_.y, screen.y))),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(std::max(1.0f, screen.x - 2 * edge),
                                                           std::max(1.0f, screen.y - 2 * edge)));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10);
  const bool narrow = screen.x < 480;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, narrow ? ImVec2(14, 12) : ImVec2(28, 20));
  ImGui::Begin("banner", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  const ViewRequest request = view([&](auto& g) { return g.banner(controls_); });
  ImGui::SameLine();
  if (controls_.button(controls_.words().hide, "banner-hide")) banner_hidden_ = true;
  banner_size_ = ImGui::GetWindowSize();
  controls_.remember_window("banner");
  if (ImGui::IsWindowHovered()) cursor_ = ImGui::IsAnyItemHovered() ? "pointer" : "default";
  ImGui::End();
  ImGui::PopStyleVar(2);
  apply(request);
}

void App::apply(const ViewRequest& request) {
  if (request.flip) flipped_ = !flipped_;
  if (request.opponent) opponent_ = *request.opponent;
  // The start choice is remembered with the settings.
  if ((request.opponent && *request.opponent != settings_.opponent) || request.time_control) {
    Settings chosen = settings_;
    if (request.opponent) chosen.opponent = *request.opponent;
    if (request.time_control) chosen.time_control = *request.time_control;
    change_settings(chosen);
  }
  if (request.mode && *request.mode != settings_.mode) {
    Settings chosen = settings_;
    chosen.mode = *request.mode;
    change_settings(chosen);
  }
  if (!request.new_game) return;
  start_or_ask(std::string(game_name()), request.setting);
}

// [SECTION] Newcomers: the title row, the help, the settings, the
// first-visit hint and the sounds.

void App::draw_title_row() {
  const Words& w = controls_.words();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(palette::title_text, "%s", w.title);
  // Help and Settings at the row's right end.
  const ImGuiStyle& s = ImGui::GetStyle();
  const float help_w = ImGui::CalcTextSize(w.help).x + 2 * s.FramePadding.x;
  const float settings_w = ImGui::CalcTextSize(w.settings).x + 2 * s.FramePadding.x;
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), right - help_w - settings_w - s.ItemSpacing.x));
  if (controls_.button(w.help, "help")) {
    help_open_ = !help_open_;
    help_tab_ = game_name();
    settings_open_ = false;
  }
  ImGui::SameLine();
  if (controls_.button(w.settings, "settings")) {
    settings_open_ = !settings_open_;
    help_open_ = false;
  }
}

namespace {

// A window over the page, centred, at most `most` and always inside the
// screen (a phone's included).
void begin_overlay(const char* title, bool* open, ImVec2 most, bool auto_size) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const ImVec2 size(std::min(most.x, screen.x - 16), std::min(most.y, screen.y - 16));
  ImGui::SetNextWindowPos(ImVec2(screen.x / 2, screen.y / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (auto_size) {
    ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(260.0f, size.x), 0), size);
  } else {
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  }
  ImGui::SetNextWindowBgAlpha(0.97f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8);
  ImGui::Begin(title, open,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings |
                   (auto_size ? ImGuiWindowFlags_AlwaysAutoResize : ImGuiWindowFlags_None));
  ImGui::PopStyleVar();
}

}  // namespace

void App::draw_help() {
  if (!help_open_) return;
  const Words& w = controls_.words();
  const std::string title = std::string(w.help_title) + "###help";
  begin_overlay(title.c_str(), &help_open_, ImVec2(560, 900), false);
  if (controls_.button(w.close, "help-close")) help_open_ = false;
  help_tab_ = help_contents(controls_, fonts_, settings_.style, help_tab_);
  ImGui::End();
  if (!settings_.hint_dismissed) {
    Settings chosen = settings_;
    chosen.hint_dismissed = true;
    change_settings(chosen);
  }
}

void App::draw_settings() {
  if (!settings_open_) return;
  const Words& w = controls_.words();
  const std::string title = std::string(w.settings) + "###settings";
  begin_overlay(title.c_str(), &settings_open_, ImVec2(420, 900), true);
  const Settings chosen = settings_controls(controls_, settings_);
  if (controls_.button(w.close, "settings-close")) settings_open_ = false;
  ImGui::End();
  change_settings(chosen);
}

void App::draw_first_visit_hint() {
  // A box in the panel's flow, under Help: it covers nothing and always
  // fits, and goes for good once dismissed or once the help was opened.
  if (!first_visit_hint()) return;
  const Words& w = controls_.words();
  ImGui::PushStyleColor(ImGuiCol_ChildBg, palette::header);
  const ImVec2 pad(10, 8);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  const float inner = ImGui::GetContentRegionAvail().x - 2 * pad.x;
  const float height = ImGui::CalcTextSize(w.first_visit, nullptr, false, inner).y +
                       ImGui::GetStyle().ItemSpacing.y + ImGui::GetFrameHeight() + 2 * pad.y;
  ImGui::BeginChild("first-visit", ImVec2(0, height), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
  ImGui::TextWrapped("%s", w.first_visit);
  const bool open_help = controls_.button(w.help, "hint-help");
  ImGui::SameLine();
  const bool dismiss = controls_.button(w.got_it, "hint-dismiss");
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  if (open_help) {
    help_open_ = true;
    help_tab_ = game_name();
  }
  if (open_help || dismiss) {
    Settings chosen = settings_;
    chosen.hint_dismissed = true;
    change_settings(chosen);
  }
}

void App::change_settings(const Settings& chosen) {
  if (chosen == settings_) return;
  if (chosen.text_size != settings_.text_size) fonts_stale_ = true;
  settings_ = chosen;
  controls_.set_language(settings_.language);
  save_settings(settings_);
  request_redraw();
}

void App::listen(bool play) {
  std::optional<Sound> sound = view([](auto& g) { return g.take_sound(); });
  const bool over = view([&](const auto& g) { return g.over(now_seconds()); });
  if (over && !heard_over_) sound = Sound::game_end;
  heard_over_ = over;
  if (play && sound && !settings_.muted) play_sound(*sound);
}

}  // namespace qipan::web
