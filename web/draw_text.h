#pragma once

#include <imgui.h>

namespace qipan::web {

// Draws UTF-8 `text` with `font` at `size` CSS pixels, centred on `centre`.
inline void text_centred(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 colour,
                         const char* text) {
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

}  // namespace qipan::web
