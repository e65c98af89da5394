#include "web/app.h"

#include <emscripten/emscripten.h>
#include <imgui.h>

#include <algorithm>

#include "core/tactics/battle_scenario.h"

#include "web/palette.h"

namespace qipan::web {

namespace {

constexpr float panel_width = 320.0f;
constexpr float panel_height = 260.0f;  // when the panel sits under the board

void run_frame(void* app) { static_cast<App*>(app)->frame(); }

double now_seconds() { return emscripten_get_now() / 1000.0; }

// Calls `board` for a board game, `battle` for a tactics battle.
template <class Game, class Board, class Battle>
decltype(auto) by_kind(Game& game, Board&& board, Battle&& battle) {
  return std::visit(
      [&](auto& g) -> decltype(auto) {
        if constexpr (std::is_same_v<std::decay_t<decltype(g)>, TacticsView>) {
          return battle(g);
        } else {
          return board(g);
        }
      },
      game);
}

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
  s.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0.25f);
  s.Colors[ImGuiCol_Button] = ImVec4(0.36f, 0.25f, 0.16f, 1);
  s.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.50f, 0.34f, 0.20f, 1);
  s.Colors[ImGuiCol_ButtonActive] = ImVec4(0.62f, 0.42f, 0.24f, 1);
  s.Colors[ImGuiCol_Header] = ImVec4(0.55f, 0.36f, 0.18f, 1);
  s.Colors[ImGuiCol_HeaderHovered] = ImVec4(0.62f, 0.42f, 0.24f, 1);
  s.Colors[ImGuiCol_HeaderActive] = ImVec4(0.70f, 0.48f, 0.28f, 1);
  s.Colors[ImGuiCol_Separator] = ImVec4(1, 1, 1, 0.15f);
}

}  // namespace

App::App(std::string canvas_selector)
    : platform_(std::move(canvas_selector)), game_(Xiangqi(xiangqi::Position())) {
  if (!platform_.ok()) return;
  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.BackendRendererName = "qipan_webgl2";
  style_imgui();
  renderer_ok_ = renderer_.init();
}

App::~App() {
  if (started_) emscripten_cancel_main_loop();
  if (imgui_) ImGui::DestroyContext(imgui_);
}

void App::start() {
  if (!webgl_ok() || started_) return;
  started_ = true;
  emscripten_set_main_loop_arg(run_frame, this, 0, false);
}

Result<void> App::new_game(std::string_view game, std::optional<std::string_view> setting) {
  auto board = [&]<class G>() -> Result<void> {
    G start;
    if (setting) {
      auto parsed = G::from_fen(*setting);
      if (!parsed) return parsed.error();
      start = std::move(parsed).value();
    }
    game_ = BoardView<G>(std::move(start));
    return {};
  };
  Result<void> made;
  if (game == "xiangqi") {
    made = board.template operator()<xiangqi::Position>();
  } else if (game == "jungle") {
    made = board.template operator()<jungle::Position>();
  } else if (game == "tactics") {
    // A shipped scenario's name, or a whole scenario's text (several lines).
    const std::string_view name = setting ? *setting : tactics::shipped_scenarios().front().name;
    auto battle = name.find('\n') != std::string_view::npos ? tactics::parse_scenario(name)
                                                            : tactics::load_scenario(name);
    if (!battle) return battle.error();
    game_ = TacticsView(std::move(battle).value(), std::string(name));
  } else {
    return Error{"unknown game '" + std::string(game) +
                 "': expected 'xiangqi', 'jungle' or 'tactics'"};
  }
  if (made) request_redraw();
  return made;
}

std::string_view App::game_name() const {
  return by_kind(
      game_, [](const auto& g) { return std::string_view(std::decay_t<decltype(g)>::Look::id); },
      [](const TacticsView&) { return std::string_view("tactics"); });
}

Result<ImVec2> App::square_centre(std::string_view square) const {
  if (std::holds_alternative<TacticsView>(game_)) {
    return Error{"the tactics map has cells, not squares: use cellCenter(x, y)"};
  }
  auto c = grid::parse_square(layout_.shape, square);
  if (!c) return c.error();
  return layout_.centre(*c);
}

Result<ImVec2> App::cell_centre(int x, int y) const {
  const auto* battle = std::get_if<TacticsView>(&game_);
  if (!battle) return Error{"cells belong to the tactics map: use squareCenter(square)"};
  return battle->cell_centre({x, y});
}

Result<ImVec2> App::control_centre(std::string_view control) const {
  if (const ImVec2* p = controls_.find(control)) return *p;
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
  if (change.pixel_ratio) {
    fonts_.build(platform_.pixel_ratio());
    renderer_.upload_fonts();
  }
  const double now = now_seconds();
  const bool animating = std::visit([&](const auto& g) { return g.animating(now); }, game_);
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
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  if (screen.x >= screen.y) {
    const float pw = std::min(panel_width, screen.x * 0.4f);
    draw_board(ImVec2(0, 0), ImVec2(screen.x - pw, screen.y));
    draw_panel(ImVec2(screen.x - pw, 0), ImVec2(pw, screen.y));
  } else {
    // Tall screen: the board as wide as the screen allows, the panel below
    // takes what is left (at least panel_height).
    const float board_h = std::min(screen.y - std::min(panel_height, screen.y * 0.4f),
                                   screen.x * board_aspect() + 16);
    draw_board(ImVec2(0, 0), ImVec2(screen.x, board_h));
    draw_panel(ImVec2(0, board_h), ImVec2(screen.x, screen.y - board_h));
  }
  draw_banner();
  ImGui::Render();

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

// Height over width of the current board with its margins.
float App::board_aspect() const {
  return by_kind(
      game_,
      [](const auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        using G = std::decay_t<decltype(g.session().position())>;
        return (static_cast<float>(G::shape.ranks - 1) + 2 * Look::margin) /
               (static_cast<float>(G::shape.files - 1) + 2 * Look::margin);
      },
      [](const TacticsView& t) {
        return static_cast<float>(t.battle().map().height()) /
               static_cast<float>(t.battle().map().width());
      });
}

void App::draw_board(ImVec2 min, ImVec2 max) {
  const float pad = 8;
  const ImVec2 lo(min.x + pad, min.y + pad);
  const ImVec2 hi(max.x - pad, max.y - pad);
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
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  const ImVec2 at = ImGui::GetIO().MouseClickedPos[0];
  const double now = now_seconds();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  by_kind(
      game_,
      [&](auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        using G = std::decay_t<decltype(g.session().position())>;
        layout_ = BoardLayout::fit(G::shape, lo, hi, Look::margin, flipped_);
        if (clicked) {
          if (auto sq = layout_.square_at(at)) g.click(*sq, now);
        }
        g.draw(dl, layout_, fonts_, now);
      },
      [&](TacticsView& t) {
        if (clicked) t.click(at, now);
        t.draw(dl, lo, hi, ImGui::GetIO().MousePos, fonts_, now);
      });
  ImGui::End();
}

void App::draw_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::TextColored(ImVec4(0.95f, 0.80f, 0.55f, 1), "qipan 棋盘");
  ImGui::Separator();

  // Game chooser.
  const std::string_view current = game_name();
  struct Choice {
    const char* label;
    const char* id;
  };
  bool first = true;
  for (const Choice c : {Choice{"Xiangqi 象棋", "xiangqi"}, Choice{"Jungle 斗兽棋", "jungle"},
                         Choice{"Tactics 战棋", "tactics"}}) {
    Controls::same_line_if_fits(c.label, first);
    first = false;
    const bool selected = current == c.id;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (controls_.button(c.label, c.id) && !selected) (void)new_game(c.id, std::nullopt);
    if (selected) ImGui::PopStyleColor();
  }

  const double now = now_seconds();
  by_kind(
      game_,
      [&](auto& g) {
        auto& s = g.session();
        if (controls_.button("New game", "new")) {
          (void)new_game(current, std::nullopt);
          return;  // g is gone
        }
        ImGui::SameLine();
        if (controls_.button("Undo", "undo", s.can_undo())) g.undo();
        ImGui::SameLine();
        if (controls_.button("Redo", "redo", s.can_redo())) g.redo(now);
        ImGui::SameLine();
        if (controls_.button("Flip", "flip")) flipped_ = !flipped_;
        ImGui::Separator();
        g.draw_panel();
      },
      [&](TacticsView& t) {
        // Scenario picker; the current one restarts.
        std::optional<std::string> chosen;
        bool first_scenario = true;
        for (const tactics::ShippedScenario& sc : tactics::shipped_scenarios()) {
          const std::string id = "scenario-" + std::string(sc.name);
          const std::string label = std::string(sc.name) + "##" + id;
          Controls::same_line_if_fits(label.c_str(), first_scenario);
          first_scenario = false;
          const bool selected = t.scenario() == sc.name;
          if (selected) {
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
          }
          if (controls_.button(label.c_str(), id.c_str())) chosen = std::string(sc.name);
          if (selected) ImGui::PopStyleColor();
        }
        if (controls_.button("Restart", "new")) chosen = t.source();
        if (chosen) {
          (void)new_game("tactics", *chosen);
          return;  // t is gone
        }
        ImGui::Separator();
        t.draw_panel(controls_, now);
      });
  ImGui::End();
}

void App::draw_banner() {
  // Over a finished game: who won, why, and the way on.
  const bool over = by_kind(
      game_, [](const auto& g) { return g.session().position().status().over; },
      [](const TacticsView& t) {
        return t.battle().status() != tactics::BattleStatus::ongoing && !t.animating(now_seconds());
      });
  if (!over) return;
  const ImVec2 a = std::holds_alternative<TacticsView>(game_) ? ImVec2(0, 0) : layout_.top_left(0);
  const ImVec2 b =
      std::holds_alternative<TacticsView>(game_)
          ? ImVec2(ImGui::GetIO().DisplaySize.x - panel_width, ImGui::GetIO().DisplaySize.y)
          : layout_.bottom_right(0);
  ImGui::SetNextWindowPos(ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 20));
  ImGui::Begin("banner", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::SetWindowFontScale(1.6f);
  bool restart = false;
  by_kind(
      game_,
      [&](const auto& g) {
        g.draw_banner_title();
        ImGui::SetWindowFontScale(1.0f);
        ImGui::Text("%s", g.end_reason());
      },
      [&](const TacticsView& t) {
        const bool won = t.battle().status() == tactics::BattleStatus::won;
        ImGui::TextColored(won ? ImVec4(0.5f, 0.7f, 1, 1) : ImVec4(1, 0.5f, 0.45f, 1), "%s",
                           won ? "Victory! 胜" : "Defeat 负");
        ImGui::SetWindowFontScale(1.0f);
        ImGui::Text("%s", won ? "Every enemy unit is defeated." : "Your units have fallen.");
      });
  if (controls_.button("New game", "banner-new")) restart = true;
  if (!std::holds_alternative<TacticsView>(game_)) {
    ImGui::SameLine();
    if (controls_.button("Undo", "banner-undo")) {
      std::visit(
          [](auto& g) {
            if constexpr (!std::is_same_v<std::decay_t<decltype(g)>, TacticsView>) g.undo();
          },
          game_);
    }
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  if (restart) {
    const auto* t = std::get_if<TacticsView>(&game_);
    const std::optional<std::string> scenario =
        t ? std::optional<std::string>(t->source()) : std::nullopt;
    (void)new_game(game_name(), scenario);
  }
}

}  // namespace qipan::web
