// The help window's Xiangqi tab (web/help.h): its rules in short, three
// diagrams (the horse's leg, the cannon's screen, the palace and the river)
// and a legend of the pieces, in English and in Chinese.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <tuple>

#include "core/xiangqi/position.h"
#include "web/board_layout.h"
#include "web/game_look.h"
#include "web/help.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/words.h"
#include "web/xiangqi_board.h"

namespace qipan::web {

namespace {

using Look = GameLook<xiangqi::Position>;

// The tab's words: its rules, the diagrams' captions, and the pieces by
// kind (general, advisor, elephant, horse, chariot, cannon, soldier), a
// name and how each moves.
struct XiangqiWords {
  const char* rules;
  const char* horse;   // under the horse's diagram
  const char* cannon;  // under the cannon's diagram
  const char* board;   // under the palace and river diagram
  const char* names[7];
  const char* moves[7];
};

constexpr XiangqiWords english{
    .rules =
        "Chinese chess. Red moves first; the sides take turns. Pieces stand on the points where "
        "lines cross. Capture by moving onto an enemy piece. Win by checkmating the enemy "
        "general: it is attacked and no move saves it. A side with no legal move also loses. "
        "The two generals may never face each other on an open file.",
    .horse =
        "The horse moves one point straight, then one diagonally outward. A piece on the first "
        "point (its leg) blocks it: here the piece above stops the two upper moves (crosses).",
    .cannon =
        "The cannon moves like the chariot, but captures only by jumping over exactly one piece "
        "(the screen) on the way.",
    .board =
        "The general and advisors stay in the palace (the squares with diagonals). Elephants "
        "may not cross the river; soldiers may step sideways once across it.",
    .names = {"General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier"},
    .moves = {"One point straight, inside the palace.", "One point diagonally, inside the palace.",
              "Two points diagonally; blocked by a piece between; never over the river.",
              "One straight then one diagonal; blocked by a piece at its leg.",
              "Any distance straight, like a chess rook.",
              "Moves like the chariot; captures by jumping exactly one piece.",
              "One point forward; sideways too once over the river."},
};

constexpr XiangqiWords chinese{
    .rules =
        "红方先走，双方轮流走棋。棋子走在线的交叉点上，走到敌子的位置就吃掉它。"
        "将死对方的将（帅）就赢：它被攻击而无法解救。无子可动的一方也输。"
        "两个将帅不能在同一条直线上直接见面。",
    .horse =
        "马先直走一步，再斜走一步。第一步的位置（马腿）上有子就不能走："
        "图中上方的子挡住了两个向上的走法（叉号）。",
    .cannon = "炮走法和车一样，但吃子时必须隔着正好一个棋子（炮架）跳过去。",
    .board =
        "将帅和士只能在九宫（画斜线的地方）里走。相（象）不能过河；"
        "兵（卒）过河以后可以横走。",
    .names = {"将（帅）", "士（仕）", "象（相）", "马", "车", "炮", "卒（兵）"},
    .moves = {"在九宫里直走一步。", "在九宫里斜走一步。",
              "斜走两步（田字）；中间有子不能走；不能过河。", "先直后斜（日字）；马腿有子不能走。",
              "直走，任意远。", "走法同车；吃子要隔一个子。", "向前一步；过河后也能横走。"},
};

// Every word given, in both languages (a field left out would be null).
constexpr bool complete(const XiangqiWords& w) {
  bool all = w.rules != nullptr && w.horse != nullptr && w.cannon != nullptr && w.board != nullptr;
  for (int i = 0; i < 7; ++i) all = all && w.names[i] && w.moves[i];
  return all;
}
static_assert(complete(english) && complete(chinese), "a help word is missing");

const XiangqiWords& xiangqi_words(Language language) {
  return language == Language::zh ? chinese : english;
}

// The horse in the middle of 5 × 5 points, a piece on its upper leg: six
// moves marked, the two upper ones crossed.
void horse_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(230) / 6);
  const ImVec2 at = diagram_area(controls, "diagram-horse", ImVec2(cell * 6, cell * 6));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_lines(dl, at, 5, 5, cell);
  const float r = cell * 0.42f;
  static constexpr int jumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                      {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (const auto& j : jumps) {
    const ImVec2 p = point(at, cell, 2 + j[0], 2 + j[1]);
    if (j[1] == -2) {
      draw_refusal(dl, p, r, 1);  // blocked by the piece on the leg above
    } else {
      draw_target(dl, p, r, false);
    }
  }
  draw_piece(dl, fonts.board(), point(at, cell, 2, 2), r, Look::piece('N', style));
  draw_piece(dl, fonts.board(), point(at, cell, 2, 1), r, Look::piece('P', style));
}

// The cannon on a rank: it moves up to its screen, and captures the piece
// beyond the screen.
void cannon_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float cell = std::floor(diagram_width(340) / 8);
  const ImVec2 at = diagram_area(controls, "diagram-cannon", ImVec2(cell * 8, cell * 2));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at_line(at.x, at.y + cell * 0.5f - cell);
  dl->AddRectFilled(at, ImVec2(at.x + cell * 8, at.y + cell * 2), palette::wood, cell * 0.2f);
  const float w = std::max(1.0f, cell * 0.04f);
  dl->AddLine(point(at_line, cell, 0, 1), point(at_line, cell, 6, 1), palette::ink, w);
  const float r = cell * 0.42f;
  draw_target(dl, point(at_line, cell, 1, 1), r, false);
  draw_target(dl, point(at_line, cell, 2, 1), r, false);
  draw_piece(dl, fonts.board(), point(at_line, cell, 0, 1), r, Look::piece('C', style));
  draw_piece(dl, fonts.board(), point(at_line, cell, 3, 1), r, Look::piece('p', style));
  draw_piece(dl, fonts.board(), point(at_line, cell, 5, 1), r, Look::piece('r', style));
  draw_target(dl, point(at_line, cell, 5, 1), r, true);
}

// The whole board, small, its palaces lit and the generals and advisors in
// them.
void palace_diagram(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const float width = diagram_width(260);
  const ImVec2 at = diagram_area(controls, "diagram-palace", ImVec2(width, width * 1.1f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const BoardLayout l =
      BoardLayout::fit(xiangqi::Position::shape, at, ImVec2(at.x + width, at.y + width * 1.1f),
                       xiangqi_margin, false);
  draw_xiangqi_board(dl, l, fonts.board(), style == PieceStyle::traditional);
  for (int base : {0, 7}) {
    const ImVec2 a = l.centre({3, base + 2});
    const ImVec2 b = l.centre({5, base});
    dl->AddRectFilled(a, b, with_alpha(palette::hint, 0.3f));
  }
  const float river_top = l.centre({0, 5}).y;
  const float river_bottom = l.centre({0, 4}).y;
  dl->AddRectFilled(ImVec2(l.centre({0, 4}).x, river_top), ImVec2(l.centre({8, 4}).x, river_bottom),
                    with_alpha(palette::water, 0.35f));
  const float r = l.cell * 0.42f;
  for (auto [file, rank, letter] :
       {std::tuple{4, 0, 'K'}, {3, 0, 'A'}, {5, 0, 'A'}, {4, 9, 'k'}, {3, 9, 'a'}, {5, 9, 'a'}}) {
    draw_piece(dl, fonts.board(), l.centre({file, rank}), r, Look::piece(letter, style));
  }
}

}  // namespace

template <>
void help_tab<xiangqi::Position>(Controls& controls, const FontBook& fonts, PieceStyle style) {
  const Words& w = controls.words();
  const XiangqiWords& x = xiangqi_words(w.id);
  controls.wrapped(x.rules);
  ImGui::Spacing();
  horse_diagram(controls, fonts, style);
  controls.wrapped(x.horse);
  ImGui::Spacing();
  cannon_diagram(controls, fonts, style);
  controls.wrapped(x.cannon);
  ImGui::Spacing();
  palace_diagram(controls, fonts, style);
  controls.wrapped(x.board);
  ImGui::Separator();
  ImGui::TextColored(palette::result_text, "%s", w.pieces);
  static constexpr char letters[7] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};
  for (int i = 0; i < 7; ++i) {
    legend_row(controls, fonts, Look::piece(letters[i], style), x.names[i], x.moves[i]);
    if (i == 0) controls.remember("legend-xiangqi");
  }
}

}  // namespace qipan::web
