#include "web/renderer.h"

#include <GLES3/gl3.h>
#include <imgui.h>

#include <cstddef>
#include <cstdint>

namespace qipan::web {

namespace {

constexpr const char* vertex_source = R"(#version 300 es
uniform mat4 projection;
layout(location = 0) in vec2 position;
layout(location = 1) in vec2 uv;
layout(location = 2) in vec4 colour;
out vec2 frag_uv;
out vec4 frag_colour;
void main() {
  frag_uv = uv;
  frag_colour = colour;
  gl_Position = projection * vec4(position, 0.0, 1.0);
}
)";

// The atlas is one channel of coverage; ImGui's white pixel makes plain
// shapes take the vertex colour.
constexpr const char* fragment_source = R"(#version 300 es
precision mediump float;
uniform sampler2D atlas;
in vec2 frag_uv;
in vec4 frag_colour;
out vec4 out_colour;
void main() {
  out_colour = vec4(frag_colour.rgb, frag_colour.a * texture(atlas, frag_uv).r);
}
)";

GLuint compile(GLenum kind, const char* source) {
  const GLuint shader = glCreateShader(kind);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

Renderer::~Renderer() {
  if (font_texture_) glDeleteTextures(1, &font_texture_);
  if (ibo_) glDeleteBuffers(1, &ibo_);
  if (vbo_) glDeleteBuffers(1, &vbo_);
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (program_) glDeleteProgram(program_);
}

bool Renderer::init() {
  const GLuint vs = compile(GL_VERTEX_SHADER, vertex_source);
  const GLuint fs = compile(GL_FRAGMENT_SHADER, fragment_source);
  if (!vs || !fs) return false;
  program_ = glCreateProgram();
  glAttachShader(program_, vs);
  glAttachShader(program_, fs);
  glLinkProgram(program_);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint linked = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &linked);
  if (!linked) return false;
  projection_ = glGetUniformLocation(program_, "projection");

  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &vbo_);
  glGenBuffers(1, &ibo_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
  const auto stride = static_cast<GLsizei>(sizeof(ImDrawVert));
  glEnableVertexAttribArray(0);
  glEnableVertexAttribArray(1);
  glEnableVertexAttribArray(2);
  // GL takes attribute offsets as pointers.
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, col)));
  glBindVertexArray(0);

  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "atlas"), 0);
  return true;
}

void Renderer::upload_fonts() {
  ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  atlas.GetTexDataAsAlpha8(&pixels, &width, &height);
  if (!font_texture_) glGenTextures(1, &font_texture_);
  glBindTexture(GL_TEXTURE_2D, font_texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
  atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(font_texture_)));
  atlas.ClearTexData();
}

void Renderer::render(const ImDrawData* data, int fb_width, int fb_height, const float clear[4]) {
  glViewport(0, 0, fb_width, fb_height);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(clear[0], clear[1], clear[2], clear[3]);
  glClear(GL_COLOR_BUFFER_BIT);
  if (!data || data->CmdListsCount == 0 || fb_width <= 0 || fb_height <= 0) return;

  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glEnable(GL_SCISSOR_TEST);

  // Display coordinates (CSS pixels) to clip space, y down.
  const float l = data->DisplayPos.x;
  const float r = data->DisplayPos.x + data->DisplaySize.x;
  const float t = data->DisplayPos.y;
  const float b = data->DisplayPos.y + data->DisplaySize.y;
  const float projection[16] = {2 / (r - l), 0, 0, 0,  0, 2 / (t - b),       0,
                                0,           0, 0, -1, 0, (r + l) / (l - r), (t + b) / (b - t),
                                0,           1};
  glUseProgram(program_);
  glUniformMatrix4fv(projection_, 1, GL_FALSE, projection);
  glBindVertexArray(vao_);
  glActiveTexture(GL_TEXTURE0);

  const ImVec2 scale = data->FramebufferScale;
  const GLenum index_type = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    glBufferData(
        GL_ARRAY_BUFFER,
        static_cast<GLsizeiptr>(list->VtxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawVert)),
        list->VtxBuffer.Data, GL_STREAM_DRAW);
    glBufferData(
        GL_ELEMENT_ARRAY_BUFFER,
        static_cast<GLsizeiptr>(list->IdxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawIdx)),
        list->IdxBuffer.Data, GL_STREAM_DRAW);
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback) {
        if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
        continue;
      }
      const float x0 = (cmd.ClipRect.x - l) * scale.x;
      const float y0 = (cmd.ClipRect.y - t) * scale.y;
      const float x1 = (cmd.ClipRect.z - l) * scale.x;
      const float y1 = (cmd.ClipRect.w - t) * scale.y;
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(static_cast<GLint>(x0), static_cast<GLint>(static_cast<float>(fb_height) - y1),
                static_cast<GLsizei>(x1 - x0), static_cast<GLsizei>(y1 - y0));
      glBindTexture(GL_TEXTURE_2D,
                    static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(cmd.GetTexID())));
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), index_type,
                     reinterpret_cast<const void*>(cmd.IdxOffset * sizeof(ImDrawIdx)));
    }
  }
}

}  // namespace qipan::web
