#include "web/app.h"

#include <GLES3/gl3.h>
#include <backends/imgui_impl_opengl3.h>
#include <emscripten/emscripten.h>
#include <imgui.h>

#include <algorithm>

#include "web/palette.h"
#include "web/xiangqi_board.h"

namespace qipan::web {

namespace {

constexpr float panel_width = 300.0f;
constexpr float panel_height = 220.0f;  // when the panel sits under the board

void run_frame(void* app) { static_cast<App*>(app)->frame(); }

void style_imgui() {
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.WindowBorderSize = 0;
  s.FrameRounding = 4;
  s.WindowPadding = ImVec2(16, 14);
  s.ItemSpacing = ImVec2(8, 8);
  s.Colors[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(palette::panel);
}

}  // namespace

App::App(std::string canvas_selector) : platform_(std::move(canvas_selector)) {
  if (!platform_.ok()) return;
  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_IsTouchScreen;
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

void App::frame() {
  if (!platform_.ok()) return;
  if (platform_.new_frame()) {
    fonts_.build(platform_.pixel_ratio());
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui::NewFrame();

  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const bool wide = screen.x >= screen.y;
  if (wide) {
    const float pw = std::min(panel_width, screen.x * 0.4f);
    draw_board(ImVec2(0, 0), ImVec2(screen.x - pw, screen.y));
    draw_panel(ImVec2(screen.x - pw, 0), ImVec2(pw, screen.y));
  } else {
    const float ph = std::min(panel_height, screen.y * 0.35f);
    draw_board(ImVec2(0, 0), ImVec2(screen.x, screen.y - ph));
    draw_panel(ImVec2(0, screen.y - ph), ImVec2(screen.x, ph));
  }

  ImGui::Render();
  glViewport(0, 0, platform_.framebuffer_width(), platform_.framebuffer_height());
  const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(palette::table);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ++frames_;
}

void App::draw_board(ImVec2 min, ImVec2 max) {
  const float pad = 8;
  layout_ = BoardLayout::fit(grid::xiangqi_board, ImVec2(min.x + pad, min.y + pad),
                             ImVec2(max.x - pad, max.y - pad), xiangqi_margin, false);
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  draw_xiangqi_board(dl, layout_, fonts_.board());
}

void App::draw_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::TextColored(ImVec4(0.95f, 0.80f, 0.55f, 1), "qipan 棋盘");
  ImGui::Separator();
  ImGui::Text("Xiangqi 象棋");
  ImGui::TextDisabled("Chinese chess");
  ImGui::End();
}

}  // namespace qipan::web
