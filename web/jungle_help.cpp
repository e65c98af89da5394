// The help window's Jungle tab (web/help.h): its rules in short, two
// diagrams (the ranks; water, traps and dens) and a legend of the animals,
// in English and in Chinese.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "core/jungle/position.h"
#include "web/board_layout.h"
#include "web/game_look.h"
#include "web/help.h"
#include "web/jungle_board.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/words.h"

namespace qipan::web {

namespace {

using Look = GameLook<jungle::Position>;

// The tab's words: its rules, the diagrams' captions, and the animals by
// rank, 1 (rat) to 8 (elephant), a name and how each moves.
struct JungleWords {
  const char* rules;
  const char* ranks;  // under the ranks' diagram
  const char* board;  // under the traps, dens and water diagram
  const char* names[8];
  const char* moves[8];
};

constexpr JungleWords english{
    .rules =
        "Dou Shou Qi. Blue moves first. Every animal steps one square up, down, left or right. "
        "Win by entering the enemy den, or by taking all enemy animals. An animal captures one "
        "of the same or a lower rank.",
    .ranks =
        "Ranks from 8 (elephant) down to 1 (rat). Only exception: the rat captures the elephant "
        "(but not from the water), and the elephant cannot capture the rat.",
    .board =
        "Water: only the rat swims. Lion and tiger jump across a lake, if no rat is in the way. "
        "Traps: an enemy in your trap can be captured by any of your animals. An animal may not "
        "enter its own den.",
    .names = {"Rat", "Cat", "Dog", "Wolf", "Leopard", "Tiger", "Lion", "Elephant"},
    .moves = {"Swims in water; captures the elephant.", "One square straight.",
              "One square straight.", "One square straight.", "One square straight.",
              "Jumps across a lake, if no rat blocks.", "Jumps across a lake, if no rat blocks.",
              "Strongest, but cannot capture the rat."},
};

constexpr JungleWords chinese{
    .rules =
        "蓝方先走。每只动物每次向上下左右走一格。进入对方的兽穴，"
        "或吃光对方的动物就赢。动物可以吃同级或更低级的动物。",
    .ranks =
        "等级从8（象）到1（鼠）。唯一的例外：鼠可以吃象（但不能从水里吃），"
        "象不能吃鼠。",
    .board =
        "水：只有鼠能游泳。狮和虎可以跳过河，但中间不能有鼠。"
        "陷阱：敌方动物在你的陷阱里时，你的任何动物都能吃它。不能进入自己的兽穴。",
    .names = {"鼠", "猫", "狗", "狼", "豹", "虎", "狮", "象"},
    .moves = {"能游泳；能吃象。", "直走一格。", "直走一格。", "直走一格。", "直走一格。",
              "能跳过河，鼠挡住时不能。", "能跳过河，鼠挡住时不能。", "最强，但不能吃鼠。"},
};

// Every word given, in both languages (a field left out would be null).
constexpr bool complete(const JungleWords& w) {
  bool all = w.rules != nullptr && w.ranks != nullptr && w.board != nullptr;
  for (int i = 0; i < 8; ++i) all = all && w.names[i] && w.moves[i];
  return all;
}
static_assert(complete(english) && complete(chinese), "a help word is missing");

const JungleWords& jungle_words(Language language) {
  return language == Language::zh ? chinese : english;
}

// The eight animals from the strongest down, and the rat's arrow back to the
// elephant.
void ranks_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(400) / 8);
  const ImVec2 at = diagram_area(controls, "diagram-ranks", ImVec2(cell * 8, cell * 1.8f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  static constexpr char animals[8] = {'E', 'L', 'T', 'P', 'W', 'D', 'C', 'R'};
  const float r = cell * 0.42f;
  const float y = at.y + cell * 0.5f;
  for (int i = 0; i < 8; ++i) {
    const float x = at.x + cell * (static_cast<float>(i) + 0.5f);
    draw_piece(dl, fonts.board(), ImVec2(x, y), r, Look::piece(animals[i], style));
  }
  // The rat (last) reaches back to the elephant (first) under the row.
  const float low = at.y + cell * 1.45f;
  const ImVec2 pts[4] = {ImVec2(at.x + cell * 7.5f, y + r + 2), ImVec2(at.x + cell * 7.5f, low),
                         ImVec2(at.x + cell * 0.5f, low), ImVec2(at.x + cell * 0.5f, y + r + 6)};
  const float w = std::max(2.0f, cell * 0.08f);
  dl->AddPolyline(pts, 4, palette::hint, 0, w);
  const ImVec2 tip(pts[3].x, y + r + 1);
  dl->AddTriangleFilled(tip, ImVec2(tip.x - cell * 0.16f, tip.y + cell * 0.22f),
                        ImVec2(tip.x + cell * 0.16f, tip.y + cell * 0.22f), palette::hint);
}

// A small jungle board: the lion's jump over a lake, the rat swimming, an
// enemy caught in a trap.
void jungle_board_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float width = diagram_width(270);
  const ImVec2 at = diagram_area(controls, "diagram-jungle-board", ImVec2(width, width * 1.3f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardLayout l = BoardLayout::fit(
      jungle::Position::shape, at, ImVec2(at.x + width, at.y + width * 1.3f), jungle_margin, false);
  draw_jungle_board(dl, l, fonts.board());
  const float r = l.cell * Look::piece_radius;
  draw_piece(dl, fonts.board(), l.centre({1, 2}), r, Look::piece('L', style));
  draw_hint_arrow(dl, l.centre({1, 2}), l.centre({1, 6}), r);
  draw_piece(dl, fonts.board(), l.centre({4, 4}), r, Look::piece('R', style));
  draw_piece(dl, fonts.board(), l.centre({3, 1}), r, Look::piece('w', style));
  draw_piece(dl, fonts.board(), l.centre({3, 2}), r, Look::piece('C', style));
  draw_target(dl, l.centre({3, 1}), r, true);
}

}  // namespace

template <>
void help_tab<jungle::Position>(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const Words& w = controls.words();
  const JungleWords& j = jungle_words(w.id);
  controls.wrapped(j.rules);
  ImGui::Spacing();
  ranks_diagram(controls, fonts, style);
  controls.wrapped(j.ranks);
  ImGui::Spacing();
  jungle_board_diagram(controls, fonts, style);
  controls.wrapped(j.board);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  static constexpr char letters[8] = {'R', 'C', 'D', 'W', 'P', 'T', 'L', 'E'};
  for (int i = 0; i < 8; ++i) {
    legend_row(controls, fonts, Look::piece(letters[i], style), j.names[i], j.moves[i]);
    if (i == 0) controls.remember("legend-jungle");
  }
}

}  // namespace qipan::web
