#pragma once

// [SECTION] Lines of text for the panel and the help, broken as each
// language breaks them. Dear ImGui 1.86 wraps only at spaces, so a Chinese
// paragraph (no spaces) is cut wherever the line is full, and its closing
// "。" can land alone at the start of a line. Here a line may end between
// any two Chinese characters, and never before closing punctuation
// (，。、；：！？ and closing brackets and quotes) or after opening
// punctuation (（ and opening brackets and quotes), as
// Chinese typesetting does (the rule Japanese calls kinsoku); Latin words
// break at spaces. Plain C++ (no ImGui): the width of each character comes
// from the caller.

#include <functional>
#include <string>
#include <string_view>

namespace qipan::web {

// `text` with a '\n' put where each line ends, every line at most `width`
// wide when measured with `advance` (a character's width; a word or a run
// wider than a line is cut where it must be). A space where a line ends is
// dropped; the text's own line breaks are kept.
std::string break_lines(std::string_view text, float width,
                        const std::function<float(char32_t)>& advance);

}  // namespace qipan::web
