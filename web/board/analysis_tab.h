#pragma once

// [SECTION] The Analyse tab of a board game, for any game of the registry:
// the analysis board (core/session/analysis_board.h) on screen, its clicks
// forwarded to it, and the engine's analysis of the node on the board. The
// tab asks the page's engine (web/engine_link.h, in its worker) for the
// best lines whenever the board's node changes, withdrawing the request in
// flight; each depth done comes back as a partial reply and replaces the
// lines shown. It draws the board with the lines' arrows and the evaluation
// bar, and its part of the panel (web/board/analysis_panel.h) from what the
// analysis board and core/study/analysis_lines.h answer.

#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/session/analysis_board.h"
#include "core/session/session.h"
#include "core/study/analysis_lines.h"
#include "web/analysis_words.h"
#include "web/board/analysis_panel.h"
#include "web/board/analysis_state.h"
#include "web/board/board_panel.h"
#include "web/board_layout.h"
#include "web/controls.h"
#include "web/engine_link.h"
#include "web/fonts.h"
#include "web/game_look.h"
#include "web/game_view.h"
#include "web/opponent.h"
#include "web/palette.h"
#include "web/pieces.h"
#include "web/words.h"

namespace qipan::web {

// The budget of one analysis: the engine stops there and shows the depth
// reached (about ten seconds in a browser).
inline constexpr std::uint64_t analysis_nodes = 3000000;

// The first side's share of the evaluation bar for the search `info`,
// made for `searched_for`.
template <BoardGame Game>
double play_eval_share(const SearchInfo& info, typename Game::Side searched_for) {
  return study::first_side_share(study::from_search_score(info.score),
                                 searched_for == Game().side_to_move());
}

// The evaluation bar while playing the computer (a setting, off by
// default): the last search's score (the computer's, or a hint's), by the
// side it searched for, beside the board in its area (which ends at area_max).
template <BoardGame Game>
void draw_play_eval_bar(ImDrawList* dl, const BoardLayout& l, ImVec2 area_max,
                        const SearchInfo& info, typename Game::Side searched_for) {
  using Look = GameLook<Game>;
  const auto first = Game().side_to_move();
  const study::EngineScore score = study::from_search_score(info.score);
  const bool first_searched = searched_for == first;
  ImVec2 a;
  ImVec2 b;
  bool vertical = true;
  eval_bar_place(area_max, l.top_left(Look::margin), l.bottom_right(Look::margin), a, b, vertical);
  const std::string label = study::score_text(score, first_searched);
  draw_eval_bar(dl, a, b, study::first_side_share(score, first_searched), Look::side_colour(first),
                Look::side_colour(opposite(first)), label.c_str(), l.flipped);
}

template <BoardGame Game>
class AnalysisTab {
 public:
  using Look = GameLook<Game>;
  using Move = typename Game::Move;
  using Square = typename Game::Square;
  using Board = session::AnalysisBoard<Game>;

  // The tab opens on `game`: its moves become the main line (variations
  // kept while they still branch from it), the board on the game's end
  // when the game moved on since.
  void enter(const session::Session<Game>& game) {
    board_.follow(game);
    asked_ = ~std::uint64_t{0};  // the analysis stopped when the tab was left: ask again
  }
  // The tab is left: the analysis in flight stops.
  void leave() { withdraw(); }

  // The board's clicks and drags, as the game's board takes them.
  void input(const Pointer& pointer, const BoardLayout& layout) {
    if (pointer.pressed) {
      if (auto c = layout.square_at(pointer.click)) board_.press(square_of(*c));
    }
    if (pointer.released) {
      const auto c = layout.square_at(pointer.at);
      board_.release(c ? std::optional<Square>(square_of(*c)) : std::nullopt);
    }
    pointer_ = pointer.at;
    held_ = pointer.down;
  }
  // Esc puts the piece down; the left and right arrows step back and on.
  bool key(const KeyPress& k) {
    if (k.ctrl || k.alt) return false;
    if (k.is("Escape")) return board_.cancel();
    if (k.is("ArrowLeft")) return board_.back();
    if (k.is("ArrowRight")) return board_.forward();
    // Delete (or Backspace) deletes the variation on the board.
    if ((k.is("Delete") || k.is("Backspace")) && board_.edits().remove) {
      return board_.remove_variation(board_.at()).ok();
    }
    return false;
  }
  const char* cursor(const BoardLayout& layout) const {
    const auto at = layout.square_at(pointer_);
    if (!at) return "default";
    const Square sq = square_of(*at);
    const auto& s = board_.session();
    if (held_ && s.grabbed()) return "grabbing";
    const auto t = s.targets();
    return s.can_select(sq) || std::find(t.begin(), t.end(), sq) != t.end() ? "pointer" : "default";
  }

  // Asks for the board's node when it is not the one asked for (or the
  // number of lines changed); nothing for a finished position.
  void tick(std::string_view game) {
    if (asked_ == board_.revision() && asked_lines_ == lines_wanted_) return;
    withdraw();
    lines_.clear();
    depth_ = 0;
    nodes_ = 0;
    error_.clear();
    asked_ = board_.revision();
    asked_lines_ = lines_wanted_;
    if (board_.position().status().over) return;
    EngineAsk a;
    a.task = EngineTask::analyse;
    a.game = game;
    a.fen = board_.start().fen();
    for (const Move& m : board_.moves()) a.moves.push_back(to_string(m));
    a.lines = lines_wanted_;
    a.nodes = analysis_nodes;
    const int id = ask_engine(a);
    ++requests_;
    if (id == 0) {
      error_ = "this page has no engine";
      return;
    }
    pending_ = id;
  }
  bool running() const { return pending_.has_value(); }

  // A reply to the analysis in flight: its lines replace the ones shown
  // (a partial reply is a depth done, the last one ends the request).
  // False for a reply this tab is not waiting for.
  bool take(const EngineReply& reply) {
    if (!pending_ || reply.id != *pending_) return false;
    if (!reply.error.empty()) {
      error_ = reply.error;
      pending_.reset();
      return true;
    }
    if (!reply.partial) pending_.reset();
    if (reply.lines.empty() && !reply.partial) return true;
    std::vector<study::AnalysisLine<Game>> lines;
    for (const EngineLine& l : reply.lines) {
      // The score is the search's own (a mate as +-(mate - plies)).
      auto line = study::read_line(board_.position(), study::from_search_score(l.score),
                                   std::span<const std::string>(l.pv));
      if (!line.moves.empty()) lines.push_back(std::move(line));
    }
    lines_ = std::move(lines);
    depth_ = reply.depth;
    nodes_ = reply.nodes;
    return true;
  }

  // The tab's part of the panel, then the status and the move list.
  void panel(Controls& controls, Language language, records::Notation notation, double now) {
    const Words& w = controls.words();
    const AnalysisWords& aw = analysis_words(language);
    const AnalysisPanelState s = panel_state(notation);
    AnalysisActions a = draw_analysis_section(controls, aw, s, now);
    ImGui::Separator();
    draw_board_status(w, status(w), false);
    ImGui::Separator();
    const float rows = ImGui::GetTextLineHeightWithSpacing();
    draw_analysis_moves(controls, s, std::max(rows * 4, ImGui::GetContentRegionAvail().y), a);
    if (a.lines_wanted != lines_wanted_) a.line_height = 0;
    lines_wanted_ = a.lines_wanted;
    line_height_ = a.line_height;
    line_width_ = a.line_width;
    if (a.line && *a.line < lines_.size()) {
      const auto moves = lines_[*a.line].moves;
      board_.play_line(moves);
    }
    if (a.node) (void)board_.go_to(*a.node);
    if (a.back) board_.back();
    if (a.forward) board_.forward();
    if (a.to_game) (void)board_.go_to(board_.tree().main_node(board_.tree().main_size()));
    if (a.promote) (void)board_.promote(board_.at());
    if (a.make_main) (void)board_.make_main(board_.at());
    if (a.remove) (void)board_.remove_variation(board_.at());
  }

  // The board at the node, the last move, the selection, the lines' arrows
  // and the evaluation bar beside it (in its area, which ends at area_max).
  void draw(ImDrawList* dl, const FontBook& fonts, const BoardLayout& l, PieceStyle style,
            ImVec2 area_max) const {
    Look::draw_board(dl, l, fonts.board(), style);
    const Game& pos = board_.position();
    const auto& s = board_.session();
    const float r = l.cell * Look::piece_radius;
    if (auto m = board_.last_move()) {
      draw_last_move_mark(dl, l.centre(coord(m->from())), l.cell * 0.47f);
      draw_last_move_mark(dl, l.centre(coord(m->to())), l.cell * 0.47f);
    }
    const bool dragging = held_ && s.grabbed();
    for (int i = 0; i < grid::square_count(Game::shape); ++i) {
      const auto sq = static_cast<Square>(i);
      const char letter = pos.piece_letter(sq);
      if (letter == '\0' || (dragging && s.grabbed() == sq)) continue;
      if (Look::has_check && pos.in_check() && letter == Look::general(pos.side_to_move())) {
        draw_check_glow(dl, l.centre(coord(sq)), r);
      }
      draw_piece(dl, fonts.board(), l.centre(coord(sq)), r, Look::piece(letter, style), 1,
                 s.selected() == sq);
    }
    if (auto sel = s.selected()) {
      draw_selection_ring(dl, l.centre(coord(*sel)), r, Look::side_colour(pos.side_to_move()));
      for (Square to : s.targets())
        draw_target(dl, l.centre(coord(to)), r, pos.piece_letter(to) != '\0');
    }
    // The best three lines' first moves, the weakest drawn first.
    for (int i = std::min<int>(study::arrow_count, static_cast<int>(lines_.size())) - 1; i >= 0;
         --i) {
      const Move m = lines_[static_cast<std::size_t>(i)].moves.front();
      draw_line_arrow(dl, l.centre(coord(m.from())), l.centre(coord(m.to())), r,
                      study::arrow_weight(i));
    }
    if (dragging) {
      draw_piece(dl, fonts.board(), pointer_, r * 1.08f,
                 Look::piece(pos.piece_letter(*s.grabbed()), style), 1, true);
    }
    draw_bar(dl, l, area_max);
  }

  // The evaluation bar for the lines shown (an even bar before any).
  void draw_bar(ImDrawList* dl, const BoardLayout& l, ImVec2 area_max) const {
    ImVec2 a;
    ImVec2 b;
    bool vertical = true;
    eval_bar_place(area_max, l.top_left(Look::margin), l.bottom_right(Look::margin), a, b,
                   vertical);
    const Side first = Game().side_to_move();
    const std::string label = lines_.empty() ? std::string() : score_of(0);
    draw_eval_bar(dl, a, b, share(), Look::side_colour(first), Look::side_colour(opposite(first)),
                  label.c_str(), l.flipped);
  }

  // The record of the game with the variations played here.
  Result<std::string> record(records::Notation notation) const {
    return board_.record({{"Event", "qipan"}}, notation);
  }

  AnalysisHookState state(records::Notation notation) const {
    AnalysisHookState h;
    h.fen = board_.position().fen();
    for (const Move& m : board_.moves()) h.moves.push_back(to_string(m));
    h.node = board_.at();
    h.lines_wanted = lines_wanted_;
    h.depth = depth_;
    h.nodes = nodes_;
    h.running = running();
    h.requests = requests_;
    h.error = error_;
    h.share = share();
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      AnalysisHookState::Line line;
      line.score = score_of(i);
      line.text = study::line_text(board_.position(), lines_[i], notation);
      for (const Move& m : lines_[i].moves) line.pv.push_back(to_string(m));
      if (i < static_cast<std::size_t>(study::arrow_count)) {
        h.arrows.push_back(line.pv.front());
      }
      h.lines.push_back(std::move(line));
    }
    for (const auto& row : board_.tree().rows(board_.second_side_starts())) {
      AnalysisHookState::Row r;
      r.level = row.level;
      for (auto n : row.nodes) r.moves.push_back(name_of(n, notation).text);
      if (row.level > 0) ++h.variations;
      h.rows.push_back(std::move(r));
    }
    return h;
  }

 private:
  using Side = typename Game::Side;

  static grid::Coord coord(Square s) { return grid::coord_of(Game::shape, s); }
  static Square square_of(grid::Coord c) {
    return static_cast<Square>(grid::index_of(Game::shape, c));
  }
  void withdraw() {
    if (pending_) cancel_engine();
    pending_.reset();
  }
  bool first_to_move() const { return board_.position().side_to_move() == Game().side_to_move(); }
  std::string score_of(std::size_t i) const {
    return study::score_text(lines_[i].score, first_to_move());
  }
  double share() const {
    return lines_.empty() ? 0.5 : study::first_side_share(lines_.front().score, first_to_move());
  }
  BoardStatus status(const Words& w) const {
    const Game& pos = board_.position();
    const auto st = pos.status();
    BoardStatus s;
    s.turn_colour = Look::side_colour(pos.side_to_move());
    s.to_move = Look::side_label(pos.side_to_move(), w);
    s.in_check = pos.in_check();
    s.over = st.over;
    if (st.winner) s.winner = Look::side_label(*st.winner, w);
    s.reason = ending_words(w, st.reason);
    return s;
  }

  AnalysisPanelState panel_state(records::Notation notation) const {
    AnalysisPanelState s;
    s.lines_wanted = lines_wanted_;
    s.line_height = line_height_;
    s.line_width = line_width_;
    for (const auto& line : lines_)
      s.lines.push_back(study::line_text(board_.position(), line, notation));
    s.depth = depth_;
    s.nodes = nodes_;
    s.running = running();
    s.over = board_.position().status().over;
    s.error = error_;
    const auto& tree = board_.tree();
    const auto end = tree.main_node(tree.main_size());
    s.can_back = board_.at() != Board::Tree::root;
    s.can_forward = !tree.children(board_.at()).empty();
    s.at_game_end = board_.at() == end;
    const auto edits = board_.edits();
    s.can_promote = edits.promote;
    s.can_make_main = edits.make_main;
    s.can_remove = edits.remove;
    // The move list: a move number where a row starts, and before each
    // first side's move.
    const bool second_starts = board_.second_side_starts();
    const int first_number = static_cast<int>(board_.start().fullmove_number());
    for (const auto& row : tree.rows(second_starts)) {
      AnalysisRow r;
      r.level = row.level;
      bool first = true;
      for (auto n : row.nodes) {
        const std::size_t ply = tree.depth(n) - 1 + (second_starts ? 1 : 0);
        const bool second = ply % 2 == 1;
        const int number = first_number + static_cast<int>(ply / 2);
        AnalysisMove m;
        m.node = n;
        std::string prefix;
        if (!second) prefix = std::to_string(number) + ". ";
        if (second && first) prefix = std::to_string(number) + "... ";
        const Named& named = name_of(n, notation);
        m.text = prefix + named.text;
        m.colour = named.colour;
        m.current = n == board_.at();
        r.moves.push_back(std::move(m));
        first = false;
      }
      s.rows.push_back(std::move(r));
    }
    return s;
  }

  // A node's move as the move list writes it, and its side's colour: found
  // once per node (replaying the moves to it) and kept while the tree and
  // the notation stay (nodes are never renumbered in a tree).
  struct Named {
    std::string text;
    ImU32 colour = 0;
  };
  const Named& name_of(std::size_t n, records::Notation notation) const {
    const std::string start = board_.start().fen();
    if (start != names_start_ || notation != names_notation_) {
      names_.clear();
      names_start_ = start;
      names_notation_ = notation;
    }
    if (names_.size() <= n) names_.resize(n + 1);
    if (!names_[n]) {
      const auto& tree = board_.tree();
      const Game before = board_.before(n);
      const auto mover = before.owner(tree.move(n).from());
      names_[n] = Named{study::move_name(before, tree.move(n), notation),
                        mover ? Look::text_colour(*mover) : palette::setup_text};
    }
    return *names_[n];
  }

  Board board_;
  mutable std::vector<std::optional<Named>> names_;
  mutable std::string names_start_;
  mutable records::Notation names_notation_ = records::Notation::iccs;
  std::vector<study::AnalysisLine<Game>> lines_;
  int depth_ = 0;
  double nodes_ = 0;
  int lines_wanted_ = study::default_lines;
  float line_height_ = 0;  // the lines' blocks in the panel (draw_analysis_section)
  float line_width_ = 0;
  std::optional<int> pending_;               // the request in flight
  std::uint64_t asked_ = ~std::uint64_t{0};  // the board's revision last asked for
  int asked_lines_ = 0;
  int requests_ = 0;
  std::string error_;
  ImVec2 pointer_{-1e9f, -1e9f};
  bool held_ = false;
};

}  // namespace qipan::web
