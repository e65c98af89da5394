#include "web/fonts.h"

#include <cstddef>
#include <string_view>

extern const unsigned char ui_font_ttf[];
extern const std::size_t ui_font_ttf_size;
extern const unsigned char cjk_font_ttf[];
extern const std::size_t cjk_font_ttf_size;
extern const unsigned char glyphs_txt[];
extern const std::size_t glyphs_txt_size;

namespace qipan::web {

namespace {

void* font_bytes(const unsigned char* data) {
  // The atlas only reads the bytes (FontDataOwnedByAtlas is false).
  return const_cast<unsigned char*>(data);
}

// The glyph list, or its board part (up to the "# Interface only" line).
void add_glyph_list(ImFontGlyphRangesBuilder& builder, bool board_only) {
  const std::string_view text(reinterpret_cast<const char*>(glyphs_txt), glyphs_txt_size);
  const std::string_view part = board_only ? text.substr(0, text.find("# Interface only")) : text;
  builder.AddText(part.data(), part.data() + part.size());
}

}  // namespace

void FontBook::build(float pixel_ratio, float text_scale) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontAtlas& atlas = *io.Fonts;
  atlas.Clear();

  if (ui_ranges_.empty()) {
    ImFontGlyphRangesBuilder ui;
    ui.AddRanges(atlas.GetGlyphRangesDefault());
    static constexpr ImWchar symbols[] = {0x2000, 0x206F, 0x2190, 0x21FF, 0x25A0, 0x25FF, 0};
    ui.AddRanges(symbols);
    add_glyph_list(ui, false);
    ui.BuildRanges(&ui_ranges_);
    ImFontGlyphRangesBuilder board;
    add_glyph_list(board, true);
    board.BuildRanges(&board_ranges_);
  }

  const float ui_size = ui_font_size * text_scale * pixel_ratio;
  ImFontConfig ui;
  ui.FontDataOwnedByAtlas = false;
  ui.OversampleH = 2;
  ui_ = atlas.AddFontFromMemoryTTF(font_bytes(ui_font_ttf), static_cast<int>(ui_font_ttf_size),
                                   ui_size, &ui, ui_ranges_.Data);
  // UKai's characters look small beside DejaVu's at one pixel size: a
  // larger size, lowered onto DejaVu's baseline, evens them out.
  ImFontConfig merge = ui;
  merge.MergeMode = true;
  merge.GlyphOffset = ImVec2(0, 0.05f * ui_size);
  atlas.AddFontFromMemoryTTF(font_bytes(cjk_font_ttf), static_cast<int>(cjk_font_ttf_size),
                             1.15f * ui_size, &merge, ui_ranges_.Data);

  ImFontConfig board;
  board.FontDataOwnedByAtlas = false;
  board.OversampleH = 1;
  board.OversampleV = 1;
  board_ =
      atlas.AddFontFromMemoryTTF(font_bytes(cjk_font_ttf), static_cast<int>(cjk_font_ttf_size),
                                 board_font_bake_size * pixel_ratio, &board, board_ranges_.Data);
  atlas.Build();
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = ui_;
}

}  // namespace qipan::web
