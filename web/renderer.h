#pragma once

// [SECTION] The renderer backend: Dear ImGui's draw lists drawn with WebGL 2
// (OpenGL ES 3.0). The app owns the whole GL context, so unlike ImGui's
// generic OpenGL backend this one never reads GL state back: in Chromium
// some of those reads (scissor box, blend functions) wait for the GPU
// process to finish the previous frame, which made each frame ~10× slower
// under software WebGL.

struct ImDrawData;

namespace qipan::web {

class Renderer {
 public:
  Renderer() = default;
  ~Renderer();
  Renderer(const Renderer&) = delete;
  Renderer& operator=(const Renderer&) = delete;

  // Compiles the shaders and creates the buffers; false if GL refused.
  bool init();
  // Uploads ImGui's font atlas (again, after it was rebuilt).
  void upload_fonts();
  // Clears the framebuffer to `clear` (RGBA 0..1) and draws `data`.
  void render(const ImDrawData* data, int fb_width, int fb_height, const float clear[4]);

 private:
  unsigned program_ = 0;
  unsigned vao_ = 0;
  unsigned vbo_ = 0;
  unsigned ibo_ = 0;
  unsigned font_texture_ = 0;
  int projection_ = -1;
};

}  // namespace qipan::web
