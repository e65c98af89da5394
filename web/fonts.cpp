#include "web/fonts.h"

#include <cstddef>

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

void add_glyph_list(ImFontGlyphRangesBuilder& builder) {
  const auto* text = reinterpret_cast<const char*>(glyphs_txt);
  builder.AddText(text, text + glyphs_txt_size);
}

}  // namespace

void FontBook::build(float pixel_ratio) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontAtlas& atlas = *io.Fonts;
  atlas.Clear();

  if (ui_ranges_.empty()) {
    ImFontGlyphRangesBuilder ui;
    ui.AddRanges(atlas.GetGlyphRangesDefault());
    static constexpr ImWchar symbols[] = {0x2000, 0x206F, 0x2190, 0x21FF, 0x25A0, 0x25FF, 0};
    ui.AddRanges(symbols);
    add_glyph_list(ui);
    ui.BuildRanges(&ui_ranges_);
    ImFontGlyphRangesBuilder board;
    add_glyph_list(board);
    board.BuildRanges(&board_ranges_);
  }

  ImFontConfig ui;
  ui.FontDataOwnedByAtlas = false;
  ui.OversampleH = 2;
  ui_ = atlas.AddFontFromMemoryTTF(font_bytes(ui_font_ttf), static_cast<int>(ui_font_ttf_size),
                                   ui_font_size * pixel_ratio, &ui, ui_ranges_.Data);
  // UKai's characters look small beside DejaVu's at one pixel size: a
  // larger size, lowered onto DejaVu's baseline, evens them out.
  ImFontConfig merge = ui;
  merge.MergeMode = true;
  merge.GlyphOffset = ImVec2(0, 0.05f * ui_font_size * pixel_ratio);
  atlas.AddFontFromMemoryTTF(font_bytes(cjk_font_ttf), static_cast<int>(cjk_font_ttf_size),
                             1.15f * ui_font_size * pixel_ratio, &merge, ui_ranges_.Data);

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
