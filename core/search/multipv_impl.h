#pragma once

// MultiPV: the definitions of Search::iterate_lines and what it calls, for
// search_impl.h (which includes this file at its end). With one line none
// of this runs.

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

#include "core/search/search.h"

namespace qipan::search {

namespace detail {

// A root move's search for MultiPV: `search_window(alpha, beta)` from the
// window (alpha, beta), widened on each side it fails (by 40, doubling, as
// aspire does), but never below `floor`: the score, exact when it falls
// inside, else at most `floor` (when the window's foot is the floor and it
// fails low there), or whatever the search left when `aborted` is set.
template <class Window>
int aspire_above(int floor, int alpha, int beta, const bool& aborted, Window&& search_window) {
  int window = 40;
  alpha = std::max(alpha, floor);
  if (alpha >= beta) beta = infinite;
  while (true) {
    const int score = search_window(alpha, beta);
    if (aborted) return score;
    if (score <= alpha) {
      if (alpha <= floor) return score;
      alpha = std::max(floor, alpha - window);
    } else if (score >= beta) {
      beta = std::min(infinite, beta + window);
    } else {
      return score;
    }
    window *= 2;
    if (window > 1000) {
      alpha = floor;
      beta = infinite;
    }
  }
}

}  // namespace detail

// One iteration with MultiPV, in one pass over the root moves
// (docs/search.md, "MultiPV"): the first `lines_` (the last depth's lines,
// best first) get exact scores; every later move is tested against the
// score of the worst line kept, and only a move that beats it is searched
// for its exact score and takes that line's place (search_line says how).
// The lines are kept best first (a tie keeps the earlier move first); the
// root moves are then ordered lines first, the rest by score. An iteration
// cut short keeps the last complete one (at depth 1: what it found, at
// least one line).
template <SearchGame G>
bool Search<G>::iterate_lines(int depth) {
  for (RootMove& rm : root_moves_) {
    rm.previous = rm.score;
    rm.score = -infinite;
  }
  std::vector<Line<Move>> top;
  for (std::size_t i = 0; i < root_moves_.size(); ++i) {
    const int floor = top.size() < lines_ ? -infinite : top.back().score;
    Line<Move> line = search_line(i, depth, floor);
    if (aborted_) break;
    root_moves_[i].score = line.score;
    if (line.score <= floor) continue;
    auto at = std::upper_bound(top.begin(), top.end(), line.score,
                               [](int score, const Line<Move>& l) { return score > l.score; });
    top.insert(at, std::move(line));
    if (top.size() > lines_) top.pop_back();
  }
  if (aborted_) {
    if (depth == 1) {
      if (top.empty()) top.push_back({root_moves_[0].move, 0, {root_moves_[0].move}});
      record_lines(depth, std::move(top));
    }
    return false;
  }
  std::stable_sort(root_moves_.begin(), root_moves_.end(),
                   [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
  for (std::size_t k = 0; k < top.size(); ++k) {
    auto it = std::find_if(root_moves_.begin() + static_cast<std::ptrdiff_t>(k), root_moves_.end(),
                           [&](const RootMove& rm) { return rm.move == top[k].move; });
    std::rotate(root_moves_.begin() + static_cast<std::ptrdiff_t>(k), it, it + 1);
  }
  const int score = top[0].score;
  record_lines(depth, std::move(top));
  return iterated(depth, score);
}

// Root move i searched for MultiPV; its line's score is exact above
// `floor` (and its pv the search's), else a bound at most `floor` (and its
// pv the move alone).
//
// With no floor (one of the first `lines_` moves) the score is exact. From
// depth 5 the search starts from a window around the move's score at the
// last depth (s): the first move, (s - 40, s + 40), as a single line's
// aspiration; the other lines first test s - 40 with a null window, which
// teaches the table at this depth cheaply, then search (s - 40, s + 40)
// when above it, (s - 80, s - 39) when not; each widened as it fails.
//
// With a floor (a later move) a null window at the floor tests the move
// first: from depth 5 a quiet move that gives no check and scored more
// than 50 under the floor at the last depth is tested at a depth reduced
// by the late-move reduction of its place in the list (at most 3 plies),
// and again at the full depth when it beats the floor there; a move that beats the floor at the
// full depth is searched from the window (floor, floor + 40), widened upwards as it fails.
template <SearchGame G>
Line<typename G::Move> Search<G>::search_line(std::size_t i, int depth, int floor) {
  const RootMove& rm = root_moves_[i];
  const bool quiet = !game_.is_tactical(rm.move);
  const auto u = game_.make(rm.move);
  push(rm.move, u);
  const bool check = line_.back().in_check;
  const int new_depth = depth - 1 + (check ? 1 : 0);
  const auto full = [&](int alpha, int beta) {
    return -search(-beta, -alpha, new_depth, 1, true, true);
  };
  const auto null_window = [&](int bound, int d) {
    return -search(-bound - 1, -bound, d, 1, false, true);
  };
  int v;
  if (floor == -infinite) {
    int alpha = -infinite;
    int beta = infinite;
    if (depth >= 5 && rm.previous > -infinite && !is_mate_score(rm.previous)) {
      alpha = rm.previous - 40;
      beta = rm.previous + 40;
      if (i > 0 && null_window(alpha, new_depth) <= alpha && !aborted_) {
        beta = alpha + 1;
        alpha -= 40;
      }
    }
    v = aborted_ ? 0 : detail::aspire_above(-infinite, alpha, beta, aborted_, full);
  } else {
    v = floor + 1;
    if (depth >= 5 && quiet && !check && rm.previous < floor - 50) {
      const int r = std::min({3, new_depth - 1,
                              reductions_[static_cast<std::size_t>(std::min(depth, 63))]
                                         [std::min<std::size_t>(i, 63)]});
      if (r > 0) v = null_window(floor, new_depth - r);
    }
    if (v > floor && !aborted_) v = null_window(floor, new_depth);
    if (v > floor && !aborted_) v = detail::aspire_above(floor, floor, floor + 40, aborted_, full);
  }
  Line<Move> line{rm.move, v, {rm.move}};
  if (v > floor && !aborted_) {
    const Ply& next = plies_[1];
    for (int j = 1; j < next.pv_length; ++j) {
      line.pv.push_back(next.pv[static_cast<std::size_t>(j)]);
    }
  }
  pop();
  game_.unmake(rm.move, u);
  return line;
}

template <SearchGame G>
void Search<G>::record_lines(int depth, std::vector<Line<Move>> lines) {
  best_.move = lines[0].move;
  best_.score = lines[0].score;
  best_.depth = depth;
  best_.nodes = nodes_;
  best_.time_ms = elapsed();
  best_.pv = lines[0].pv;
  best_.lines = std::move(lines);
  final_ = root_moves_;
}

}  // namespace qipan::search
