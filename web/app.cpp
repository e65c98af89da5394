#include "web/app.h"

#include <GLES3/gl3.h>
#include <backends/imgui_impl_opengl3.h>
#include <emscripten/emscripten.h>
#include <imgui.h>

#include <algorithm>

#include "web/palette.h"

namespace qipan::web {

namespace {

constexpr float panel_width = 320.0f;
constexpr float panel_height = 260.0f;  // when the panel sits under the board

void run_frame(void* app) { static_cast<App*>(app)->frame(); }

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
    : platform_(std::move(canvas_selector)),
      game_(BoardView<xiangqi::Position>(xiangqi::Position())) {
  if (!platform_.ok()) return;
  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  style_imgui();
  ImGui_ImplOpenGL3_Init("#version 300 es");
}

App::~App() {
  if (started_) emscripten_cancel_main_loop();
  if (imgui_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(imgui_);
  }
}

void App::start() {
  if (!platform_.ok() || started_) return;
  started_ = true;
  emscripten_set_main_loop_arg(run_frame, this, 0, false);
}

Result<void> App::new_game(std::string_view game, std::optional<std::string_view> fen) {
  auto make = [&]<class G>() -> Result<void> {
    G start;
    if (fen) {
      auto parsed = G::from_fen(*fen);
      if (!parsed) return parsed.error();
      start = std::move(parsed).value();
    }
    game_ = BoardView<G>(std::move(start));
    scroll_moves_ = true;
    return {};
  };
  if (game == "xiangqi") return make.template operator()<xiangqi::Position>();
  if (game == "jungle") return make.template operator()<jungle::Position>();
  return Error{"unknown game '" + std::string(game) + "': expected 'xiangqi' or 'jungle'"};
}

std::string_view App::game_name() const {
  return std::visit(
      [](const auto& g) { return std::string_view(std::decay_t<decltype(g)>::Look::id); }, game_);
}

BoardState App::board_state() const {
  return std::visit([](const auto& g) { return g.state(); }, game_);
}

Result<ImVec2> App::square_centre(std::string_view square) const {
  auto c = grid::parse_square(layout_.shape, square);
  if (!c) return c.error();
  return layout_.centre(*c);
}

Result<ImVec2> App::control_centre(std::string_view control) const {
  for (const auto& [name, centre] : controls_) {
    if (name == control) return centre;
  }
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
  if (!platform_.ok()) return;
  const double started = emscripten_get_now();
  if (platform_.new_frame()) {
    fonts_.build(platform_.pixel_ratio());
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGui_ImplOpenGL3_NewFrame();
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
  glViewport(0, 0, platform_.framebuffer_width(), platform_.framebuffer_height());
  const ImVec4 bg = colour(palette::table);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  const double ms = emscripten_get_now() - started;
  if (frame_ms_.size() < frame_time_window) {
    frame_ms_.push_back(ms);
  } else {
    frame_ms_[static_cast<std::size_t>(frames_) % frame_time_window] = ms;
  }
  ++frames_;
}

float App::board_aspect() const {
  return std::visit(
      [](const auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        using G = std::decay_t<decltype(g.session().position())>;
        return (static_cast<float>(G::shape.ranks - 1) + 2 * Look::margin) /
               (static_cast<float>(G::shape.files - 1) + 2 * Look::margin);
      },
      game_);
}

void App::draw_board(ImVec2 min, ImVec2 max) {
  const float pad = 8;
  std::visit(
      [&](auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        using G = std::decay_t<decltype(g.session().position())>;
        layout_ = BoardLayout::fit(G::shape, ImVec2(min.x + pad, min.y + pad),
                                   ImVec2(max.x - pad, max.y - pad), Look::margin, flipped_);
      },
      game_);

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
  const double now = ImGui::GetTime();
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
    if (auto sq = layout_.square_at(ImGui::GetIO().MouseClickedPos[0])) {
      const bool moved = std::visit(
          [&](auto& g) { return g.click(*sq, now) == session::ClickAction::move; }, game_);
      if (moved) scroll_moves_ = true;
    }
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::visit([&](const auto& g) { g.draw(dl, layout_, fonts_, now); }, game_);
  ImGui::End();
}

bool App::button(const char* label, const char* control, bool enabled) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  ImGui::EndDisabled();
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  controls_.emplace_back(control, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2));
  return pressed && enabled;
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
  for (const Choice c : {Choice{"Xiangqi 象棋", "xiangqi"}, Choice{"Jungle 斗兽棋", "jungle"}}) {
    const bool selected = current == c.id;
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_Header]);
    if (button(c.label, c.id) && !selected) (void)new_game(c.id, std::nullopt);
    if (selected) ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  ImGui::NewLine();

  const double now = ImGui::GetTime();
  std::visit(
      [&](auto& g) {
        auto& s = g.session();
        if (button("New game", "new")) (void)new_game(game_name(), std::nullopt);
        ImGui::SameLine();
        if (button("Undo", "undo", s.can_undo())) g.undo();
        ImGui::SameLine();
        if (button("Redo", "redo", s.can_redo())) g.redo(now);
        ImGui::SameLine();
        if (button("Flip", "flip")) flipped_ = !flipped_;
      },
      game_);
  ImGui::Separator();

  // Whose turn, the status, the moves.
  std::visit(
      [&](auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        const auto& pos = g.session().position();
        const auto status = pos.status();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float h = ImGui::GetTextLineHeight();
        dl->AddCircleFilled(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f,
                            Look::side_colour(pos.side_to_move()));
        dl->AddCircle(ImVec2(p.x + h / 2, p.y + h / 2), h * 0.45f, IM_COL32(255, 255, 255, 160));
        ImGui::Dummy(ImVec2(h, h));
        ImGui::SameLine();
        if (status.over) {
          ImGui::Text("Game over");
        } else {
          ImGui::Text("%s to move", Look::side_label(pos.side_to_move()));
        }
        if (status.over) {
          if (status.winner) {
            ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "%s wins 胜 — %s",
                               Look::side_label(*status.winner), reason_label(status.reason));
          } else {
            ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "Draw 和 — %s",
                               reason_label(status.reason));
          }
        } else if (pos.in_check()) {
          ImGui::TextColored(colour(palette::danger), "Check! 将军");
        } else {
          ImGui::TextDisabled("Click a piece, then a marked point.");
        }

        ImGui::Separator();
        ImGui::BeginChild("moves", ImVec2(0, 0), false);
        const auto& session = g.session();
        const std::size_t n = session.history_size();
        for (std::size_t i = 0; i < n; ++i) {
          const auto& e = session.history_entry(i);
          using Kind = typename std::decay_t<decltype(e)>::Kind;
          std::string text;
          if (e.kind == Kind::setup) {
            text = "set-up " + BoardView<std::decay_t<decltype(pos)>>::name(e.square) + "=" +
                   (e.letter ? std::string(1, e.letter) : std::string("—"));
          } else {
            text = Look::move_text(e.before, e.move);
            if (e.kind == Kind::order) text += "  (order)";
          }
          const auto mover = e.kind == Kind::setup ? std::nullopt : e.before.owner(e.move.from());
          ImGui::TextDisabled("%3zu.", i + 1);
          ImGui::SameLine();
          ImGui::TextColored(
              colour(mover ? Look::text_colour(*mover) : IM_COL32(200, 200, 200, 255)), "%s",
              text.c_str());
        }
        if (scroll_moves_) {
          ImGui::SetScrollHereY(1.0f);
          scroll_moves_ = false;
        }
        ImGui::EndChild();
      },
      game_);
  ImGui::End();
}

void App::draw_banner() {
  const BoardState s = board_state();
  if (!s.over) return;
  const ImVec2 a = layout_.top_left(0);
  const ImVec2 b = layout_.bottom_right(0);
  ImGui::SetNextWindowPos(ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28, 20));
  ImGui::Begin("banner", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  std::visit(
      [&](auto& g) {
        using Look = typename std::decay_t<decltype(g)>::Look;
        const auto status = g.session().position().status();
        ImGui::SetWindowFontScale(1.6f);
        if (status.winner) {
          ImGui::TextColored(colour(Look::text_colour(*status.winner)), "%s wins! 胜",
                             Look::side_label(*status.winner));
        } else {
          ImGui::Text("Draw 和棋");
        }
        ImGui::SetWindowFontScale(1.0f);
      },
      game_);
  std::visit(
      [](auto& g) { ImGui::Text("%s", reason_label(g.session().position().status().reason)); },
      game_);
  if (button("New game", "banner-new")) (void)new_game(game_name(), std::nullopt);
  ImGui::SameLine();
  if (button("Undo", "banner-undo")) std::visit([](auto& g) { g.undo(); }, game_);
  ImGui::End();
  ImGui::PopStyleVar(2);
}

}  // namespace qipan::web
