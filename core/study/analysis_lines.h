#pragma once

// What an analysis board shows of an engine's lines, for any game of the
// registry: each line's moves read back from the engine's coordinate text
// (as far as they are legal), its score written from the first side's view
// ("+0.35", "-1.20", a mate "M3" or "-M3"), the first side's share of the
// evaluation bar (lichess's win-probability model, core/study/win_model.h),
// and the weight of the arrow the board draws for the line's first move
// (the best line thickest).
//
// Scores come as the engine gives them: centipawns from the side to move's
// view, or a mate in `mate` moves (negative when the side to move is mated).

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/grid/board_game.h"
#include "core/search/budget.h"
#include "core/study/move_names.h"
#include "core/study/win_model.h"

namespace qipan::study {

// A score as the engine reports it, from the side to move's view.
struct EngineScore {
  int cp = 0;
  std::optional<int> mate;
  bool operator==(const EngineScore&) const = default;
};

// A search's own score (core/search/budget.h: centipawns, or a mate as
// +-(mate - plies)) as the engine reports it.
inline EngineScore from_search_score(int score) {
  if (search::is_mate_score(score)) return EngineScore{0, search::mate_in(score)};
  return EngineScore{score, std::nullopt};
}

// The same score from the first side's view (the side that moves first in
// the game's rules): `first_to_move` says whether that side is to move.
inline EngineScore first_side_view(EngineScore s, bool first_to_move) {
  if (first_to_move) return s;
  return EngineScore{-s.cp, s.mate ? std::optional<int>(-*s.mate) : std::nullopt};
}

// Whether a mate score is a win for the first side: a mate for the side
// to move (mate > 0), or against it (mate <= 0, 0 when it is mated now).
inline bool first_wins(EngineScore s, bool first_to_move) {
  return (s.mate && *s.mate > 0) == first_to_move;
}

// "+0.35", "-1.20", "0.00"; a mate "M3" for the first side, "-M3" against it.
inline std::string score_text(EngineScore s, bool first_to_move) {
  if (s.mate) {
    const int m = *s.mate;
    return std::string(first_wins(s, first_to_move) ? "M" : "-M") + std::to_string(m < 0 ? -m : m);
  }
  const EngineScore f = first_side_view(s, first_to_move);
  char text[32];
  if (f.cp == 0) return "0.00";
  std::snprintf(text, sizeof text, "%+.2f", f.cp / 100.0);
  return text;
}

// The first side's share of the evaluation bar, 0..1: its win% over 100;
// a mate fills the bar for the side that mates.
inline double first_side_share(EngineScore s, bool first_to_move) {
  if (s.mate) return first_wins(s, first_to_move) ? 1.0 : 0.0;
  return win_percent(first_side_view(s, first_to_move).cp) / 100;
}

// How many lines an analysis shows: 1 to 5 (the engine's multiPv), 3 at
// first; `step` more (or fewer) than `lines`, kept in that range.
inline constexpr int min_lines = 1;
inline constexpr int max_lines = 5;
inline constexpr int default_lines = 3;
constexpr int lines_after(int lines, int step) {
  const int n = lines + step;
  return n < min_lines ? min_lines : n > max_lines ? max_lines : n;
}

// The arrow's weight for the line ranked `rank` (0 for the best) of
// `count` shown arrows: 1 for the best, less for each later one, never
// below 0.35 so the third arrow stays visible. Only the first three lines
// get an arrow (arrow_count).
inline constexpr int arrow_count = 3;
inline float arrow_weight(int rank) {
  constexpr float weights[arrow_count] = {1.0f, 0.62f, 0.38f};
  if (rank < 0 || rank >= arrow_count) return 0;
  return weights[rank];
}

// A line of the analysis in the game's moves: its score and its moves, the
// first one the line's move. Empty moves when the engine's first move was
// not legal here (a line to leave out).
template <BoardGame Game>
struct AnalysisLine {
  EngineScore score;
  std::vector<typename Game::Move> moves;
};

// An engine's line (coordinate texts) from `from`, read as far as its
// moves are legal.
template <BoardGame Game>
AnalysisLine<Game> read_line(const Game& from, EngineScore score, std::span<const std::string> pv) {
  return AnalysisLine<Game>{score, line_moves(from, pv)};
}

// A line as the panel writes it: the score, then its moves named in
// `notation` (a game with notations in the one chosen, any other in its
// coordinates), at most `max_moves` of them, "…" after when cut.
template <BoardGame Game>
std::string line_text(const Game& from, const AnalysisLine<Game>& line, records::Notation notation,
                      std::size_t max_moves = 8) {
  std::string out = score_text(line.score, from.side_to_move() == Game().side_to_move());
  const std::size_t n = std::min(max_moves, line.moves.size());
  const auto names =
      line_names(from, std::span<const typename Game::Move>(line.moves.data(), n), notation);
  for (const auto& name : names) out += "  " + name;
  if (line.moves.size() > n) out += " …";
  return out;
}

}  // namespace qipan::study
