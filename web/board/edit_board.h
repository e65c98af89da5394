#pragma once

// [SECTION] The Edit tab of a board game (docs/panel.md): the position
// editor. Its board is a core object (core/session/setup_board.h) that
// decides every gesture and says what the rules refuse; this draws it on
// the board and in the panel and forwards the gestures: a palette piece
// dragged onto a square or picked and clicked on squares, a piece dragged
// to another square or off the board, the side to move, Empty and Start
// position, and from the edited position Play computer, Play a friend (by
// link), Analyse, Copy FEN and Copy link.

#include <imgui.h>

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/grid/board_game.h"
#include "core/session/link.h"
#include "core/session/setup_board.h"
#include "web/board_layout.h"
#include "web/controls.h"
#include "web/editor_words.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/game_view.h"
#include "web/page_io.h"
#include "web/palette.h"
#include "web/pieces.h"

namespace qipan::web {

// What the Edit tab asked of the view this frame: a game from the edited
// position, against the computer, with a friend by link, or to analyse.
struct EditActions {
  bool play_computer = false;
  bool play_friend = false;
  bool analyse = false;
};

template <BoardGame Game>
class EditBoard {
 public:
  using Look = GameLook<Game>;
  using Square = typename Game::Square;
  using Side = typename Game::Side;
  using Board = session::SetupBoard<Game>;

  const Board& board() const { return board_; }
  // Starts editing from `from` (the game on the board when the tab opens).
  void load(const Game& from) {
    board_.load(from);
    brush_.reset();
    note_.clear();
  }
  // The palette piece picked for clicks, none when none is ('\0': remove).
  std::optional<char> brush() const { return brush_; }
  // The last refusal of a gesture, in the core's words ("" for none).
  const std::string& refusal() const { return refusal_; }
  // Esc puts down the palette piece picked for clicks, or a piece being
  // dragged (it stays where it was). True when it did.
  bool escape() {
    const bool held = brush_.has_value() || from_.has_value();
    brush_.reset();
    from_.reset();
    return held;
  }

  // A press and release on the board in the Edit tab.
  void input(const Pointer& pointer, const BoardLayout& l) {
    pointer_ = pointer.at;
    if (pointer.pressed) {
      if (auto c = l.square_at(pointer.click)) {
        const Square sq = square_of(*c);
        if (brush_) {
          said(board_.paint(sq, *brush_));
        } else if (board_.at(sq) != '\0') {
          from_ = sq;
          press_at_ = pointer.click;
        }
      }
    }
    if (pointer.released && from_) {
      const auto c = l.square_at(pointer.at);
      const std::optional<Square> to = c ? std::optional<Square>(square_of(*c)) : std::nullopt;
      if (to != from_ || moved()) said(board_.drop_square(*from_, to));
      from_.reset();
    }
  }

  void draw(ImDrawList* dl, const FontBook& fonts, const BoardLayout& l, PieceStyle style) const {
    Look::draw_board(dl, l, fonts.board(), style);
    const float r = l.cell * Look::piece_radius;
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = board_.at(sq);
      if (letter == '\0' || (from_ == sq && moved())) continue;
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter, style), 1);
    }
    // The squares the rules object to, ringed in red.
    for (const std::string& name : board_.marked()) {
      if (auto c = grid::parse_square(Game::shape, name)) {
        dl->AddCircle(l.centre(*c), r * 1.15f, problem_ring, 0, std::max(2.5f, r * 0.12f));
      }
    }
    if (auto at = l.square_at(pointer_); at && (brush_ || from_)) {
      dl->AddCircle(l.centre(*at), r * 1.12f, IM_COL32(255, 250, 235, 170), 0,
                    std::max(2.0f, r * 0.08f));
    }
    if (from_ && moved()) {
      draw_piece(dl, fonts.board(), pointer_, r * 1.08f, Look::piece(board_.at(*from_), style), 1,
                 true);
    }
  }

  // The Edit tab's section.
  EditActions panel(Controls& controls, const FontBook* fonts, const BoardLayout& l,
                    PieceStyle style) {
    const Words& w = controls.words();
    const EditorWords& e = editor_words(w.id);
    EditActions out;
    controls.wrapped(e.palette_says);
    draw_palette(controls, fonts, l, style);
    // The side to move.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(e.side_to_move);
    bool first = false;
    for (int i = 0; i < 2; ++i) {
      const Side side = i == 0 ? Game().side_to_move() : opposite(Game().side_to_move());
      const std::string id = "edit-side-" + std::to_string(i);
      if (controls.choice(Look::side_label(side, w), id.c_str(), board_.side_to_move() == side,
                          first)) {
        board_.set_side_to_move(side);
      }
    }
    first = true;
    if (controls.choice(e.empty_board, "edit-empty", false, first)) board_.clear();
    if (controls.choice(e.start_position, "edit-start", false, first)) board_.reset();

    // What the rules say of the set-up, in the player's language.
    const auto problems = board_.problems();
    ImGui::PushStyleColor(
        ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(problems.empty() ? ok_text : refusal_text));
    if (problems.empty()) controls.wrapped(e.playable);
    for (const auto& p : problems) {
      controls.wrapped((w.id == Language::zh ? p.zh : p.en).c_str());
    }
    if (!refusal_.empty()) controls.wrapped(refusal_.c_str());
    ImGui::PopStyleColor();
    controls.remember("edit-problems");

    // A set-up the rules refuse starts no game: its buttons are greyed.
    const bool playable = problems.empty();
    first = true;
    ImGui::BeginDisabled(!playable);
    out.play_computer = controls.choice(e.play_computer, "edit-computer", false, first) && playable;
    out.play_friend = controls.choice(e.play_friend, "edit-friend", false, first) && playable;
    out.analyse = controls.choice(e.analyse, "edit-analyse", false, first) && playable;
    ImGui::EndDisabled();
    first = true;
    if (controls.choice(e.copy_fen, "edit-copy-fen", false, first)) {
      copy_to_clipboard(board_.fen());
      note_ = e.fen_copied;
    }
    ImGui::BeginDisabled(!playable);
    const bool copy_link = controls.choice(e.copy_link, "edit-copy-link", false, first);
    ImGui::EndDisabled();
    if (copy_link && playable) {
      if (auto link = start_link()) {
        copy_to_clipboard(link_with_fragment(*link));
        note_ = e.link_copied;
      } else {
        note_ = link.error().message;
      }
    }
    if (!note_.empty()) ImGui::TextDisabled("%s", note_.c_str());
    return out;
  }

  // The link of a game from the edited position, no move played yet.
  Result<std::string> start_link() const {
    auto p = board_.position();
    if (!p) return p.error();
    return session::encode_link(*p, std::span<const typename Game::Move>());
  }

 private:
  static constexpr ImU32 problem_ring = IM_COL32(235, 70, 55, 230);
  static constexpr ImU32 ok_text = IM_COL32(150, 210, 140, 255);
  static constexpr ImU32 refusal_text = IM_COL32(255, 150, 130, 255);
  static constexpr float drag_threshold = 4;

  static grid::Coord coord(Square s) { return grid::coord_of(Game::shape, s); }
  static Square square_of(grid::Coord c) {
    return static_cast<Square>(grid::index_of(Game::shape, c));
  }
  bool moved() const {
    const float dx = pointer_.x - press_at_.x;
    const float dy = pointer_.y - press_at_.y;
    return dx * dx + dy * dy > drag_threshold * drag_threshold;
  }
  void said(const Result<void>& r) { refusal_ = r ? std::string() : r.error().message; }

  // The palette: each side's pieces on a row, then the eraser. A piece
  // dragged onto the board is placed there; a click picks it for clicks on
  // squares (a second click puts it down).
  void draw_palette(Controls& controls, const FontBook* fonts, const BoardLayout& l,
                    PieceStyle style) {
    const std::vector<char> letters = Board::palette();
    const std::size_t half = letters.size() / 2;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float avail = ImGui::GetContentRegionAvail().x;
    const float size = std::clamp(
        (avail - spacing * static_cast<float>(half)) / static_cast<float>(half + 1), 20.0f, 40.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImGuiIO& io = ImGui::GetIO();
    for (std::size_t i = 0; i <= letters.size(); ++i) {
      const bool eraser = i == letters.size();
      const char letter = eraser ? '\0' : letters[i];
      if (i != 0 && i != half && !eraser) ImGui::SameLine();
      if (eraser) ImGui::SameLine();
      const std::string id =
          eraser ? std::string("palette-erase") : "palette-" + std::string(1, letter);
      ImGui::InvisibleButton(id.c_str(), ImVec2(size, size));
      controls.remember(id.c_str());
      if (ImGui::IsItemActive()) controls.hold_scroll();
      const ImVec2 a = ImGui::GetItemRectMin();
      const ImVec2 b = ImGui::GetItemRectMax();
      const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2);
      const bool chosen = brush_ == letter;
      dl->AddRectFilled(a, b, ImGui::GetColorU32(chosen ? ImGuiCol_Header : ImGuiCol_Button), 5);
      if (eraser) {
        const float k = size * 0.22f;
        dl->AddLine(ImVec2(c.x - k, c.y - k), ImVec2(c.x + k, c.y + k), problem_ring, 3);
        dl->AddLine(ImVec2(c.x - k, c.y + k), ImVec2(c.x + k, c.y - k), problem_ring, 3);
      } else if (fonts) {
        draw_piece(dl, fonts->board(), c, size * 0.42f, Look::piece(letter, style), 1);
      }
      // The pieces are their own labels; the eraser says what it does.
      if (eraser && ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", editor_words(controls.words().id).eraser);
      }
      const float dx = io.MousePos.x - io.MouseClickedPos[0].x;
      const float dy = io.MousePos.y - io.MouseClickedPos[0].y;
      const bool dragged = dx * dx + dy * dy > drag_threshold * drag_threshold;
      if (ImGui::IsItemActive() && dragged && !eraser && fonts) {
        // The piece follows the finger or the pointer over the whole page.
        draw_piece(ImGui::GetForegroundDrawList(), fonts->board(), io.MousePos,
                   std::max(size * 0.5f, l.cell * Look::piece_radius), Look::piece(letter, style),
                   1, true);
      }
      if (ImGui::IsItemDeactivated()) {
        if (dragged && !eraser) {
          const auto at = l.square_at(io.MousePos);
          said(board_.drop_letter(letter,
                                  at ? std::optional<Square>(square_of(*at)) : std::nullopt));
        } else if (ImGui::IsItemHovered()) {
          brush_ = chosen ? std::nullopt : std::optional<char>(letter);
        }
      }
    }
  }

  Board board_;
  std::optional<char> brush_;
  std::optional<Square> from_;  // a piece on the board being dragged
  ImVec2 press_at_{};
  ImVec2 pointer_{-1e9f, -1e9f};
  std::string refusal_;
  std::string note_;
};

}  // namespace qipan::web
