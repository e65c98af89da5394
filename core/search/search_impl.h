#pragma once

// The definitions of search.h's Search, for the files that instantiate it:
// each game's <game>_search.cpp (and a test's toy game). Everything else
// includes search.h (or engine.h) only.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/levels.h"
#include "core/search/move_picker.h"
#include "core/search/search.h"

namespace qipan::search {

namespace detail {

// ln(n) for n = 1..63 ([0] unused), written out as std::log gives them
// (the same doubles natively and in WebAssembly: search_test's
// Reductions checks), so that no program carries a logarithm for this one
// table: its code and constants are 2.6 KB of WebAssembly that no
// compressor shrinks.
// clang-format off
inline constexpr std::array<double, 64> natural_logs = {
    0, 0, 0.69314718055994529, 1.0986122886681098,
    1.3862943611198906, 1.6094379124341003, 1.791759469228055, 1.9459101490553132,
    2.0794415416798357, 2.1972245773362196, 2.3025850929940459, 2.3978952727983707,
    2.4849066497880004, 2.5649493574615367, 2.6390573296152584, 2.7080502011022101,
    2.7725887222397811, 2.8332133440562162, 2.8903717578961645, 2.9444389791664403,
    2.9957322735539909, 3.044522437723423, 3.0910424533583161, 3.1354942159291497,
    3.1780538303479458, 3.2188758248682006, 3.2580965380214821, 3.2958368660043291,
    3.3322045101752038, 3.3672958299864741, 3.4011973816621555, 3.4339872044851463,
    3.4657359027997265, 3.4965075614664802, 3.5263605246161616, 3.5553480614894135,
    3.5835189384561099, 3.6109179126442243, 3.6375861597263857, 3.6635616461296463,
    3.6888794541139363, 3.713572066704308, 3.7376696182833684, 3.7612001156935624,
    3.784189633918261, 3.8066624897703196, 3.8286413964890951, 3.8501476017100584,
    3.8712010109078911, 3.8918202981106265, 3.912023005428146, 3.9318256327243257,
    3.9512437185814275, 3.970291913552122, 3.9889840465642745, 4.0073331852324712,
    4.0253516907351496, 4.0430512678345503, 4.0604430105464191, 4.0775374439057197,
    4.0943445622221004, 4.1108738641733114, 4.1271343850450917, 4.1431347263915326,
};
// clang-format on

inline std::array<std::array<int, 64>, 64> make_reductions() {
  std::array<std::array<int, 64>, 64> t{};
  for (std::size_t d = 1; d < 64; ++d) {
    for (std::size_t i = 1; i < 64; ++i) {
      t[d][i] = static_cast<int>(0.75 + natural_logs[d] * natural_logs[i] / 2.25);
    }
  }
  return t;
}

}  // namespace detail

template <SearchGame G>
const std::array<std::array<int, 64>, 64> Search<G>::reductions_ = detail::make_reductions();

template <SearchGame G>
Search<G>::Search(std::size_t table_megabytes) : table_(table_megabytes) {
  clear();
}

template <SearchGame G>
void Search<G>::clear() {
  table_.clear();
  history_.assign(static_cast<std::size_t>(2 * G::move_slot_count), 0);
  for (Ply& p : plies_) p.killers = {};
}

template <SearchGame G>
void Search<G>::resize_table(std::size_t megabytes) {
  table_.resize(megabytes);
}

template <SearchGame G>
Report<typename G::Move> Search<G>::run(const G& root, const PastOf<Move>& past,
                                        const Budget& budget, const Hooks<Move>& hooks) {
  start(root, past, budget, hooks);
  while (step()) {
  }
  return finish();
}

template <SearchGame G>
void Search<G>::start(const G& root, const PastOf<Move>& past, const Budget& budget,
                      const Hooks<Move>& hooks) {
  setup(root, past, budget, hooks);
  best_ = Report<Move>{};
  depth_ = 1;
  if (root_moves_.empty()) {
    depth_ = depth_limit_ + 1;
    return;
  }
  best_.move = root_moves_[0].move;
  best_.pv = {best_.move};
  best_.lines.assign(1, Line<Move>{best_.move, 0, best_.pv});
  if (root_moves_.size() == 1 && margin_ == 0 && blunder_ == 0)
    depth_limit_ = std::min(depth_limit_, 4);
}

template <SearchGame G>
bool Search<G>::step() {
  if (depth_ > depth_limit_) return false;
  const bool more = iterate_once(depth_);
  ++depth_;
  if (!more) depth_ = depth_limit_ + 1;
  return depth_ <= depth_limit_;
}

template <SearchGame G>
Report<typename G::Move> Search<G>::finish() {
  depth_ = depth_limit_ + 1;
  best_.nodes = nodes_;
  best_.time_ms = elapsed();
  return choose();
}

// ---- set-up and limits ----

template <SearchGame G>
void Search<G>::setup(const G& root, const PastOf<Move>& past, const Budget& budget,
                      const Hooks<Move>& hooks) {
  game_ = root;
  hooks_ = &hooks;
  nodes_ = 0;
  aborted_ = false;
  depth_limit_ = budget.depth > 0 ? budget.depth : max_depth;
  node_limit_ = budget.nodes;
  target_nodes_ = budget.target_nodes;
  margin_ = budget.margin;
  blunder_ = budget.blunder_permille;
  if (budget.level > 0) {
    const LevelPlay& l = G::levels[static_cast<std::size_t>(budget.level - 1)];
    depth_limit_ = std::min(depth_limit_, l.depth);
    node_limit_ = node_limit_ > 0 ? std::min(node_limit_, l.nodes) : l.nodes;
    if (l.target_nodes > 0) {
      target_nodes_ = target_nodes_ > 0 ? std::min(target_nodes_, l.target_nodes) : l.target_nodes;
    }
    margin_ = l.margin;
    blunder_ = l.blunder_permille;
  }
  settled_ = 0;
  last_best_ = Move{};
  last_score_ = 0;
  start_ms_ = hooks.now_ms ? hooks.now_ms() : 0;
  deadline_ms_ = budget.movetime > 0 && hooks.now_ms ? start_ms_ + budget.movetime : 0;
  seed_ = budget.seed;

  // The past's positions reach back to the first of them; the root's clock
  // is the game's.
  line_.clear();
  for (std::size_t i = 0; i < past.keys.size(); ++i) {
    line_.push_back({past.keys[i], i < past.checks.size() && past.checks[i], static_cast<int>(i), 0,
                     i < past.moves.size() ? past.moves[i] : Move{}});
  }
  line_.push_back({game_.key(), game_.in_check(), static_cast<int>(past.keys.size()), past.clock});
  root_index_ = past.keys.size();
  rule_ = game_.repetition_rule();
  move_limit_ = game_.move_limit();
  table_.new_search();
  for (Ply& p : plies_) p.killers = {};
  for (auto& h : history_) h /= 8;

  MoveList list;
  game_.generate(list);
  root_moves_.clear();
  for (Move m : list) root_moves_.push_back({m});
  // MultiPV reports and does not choose: no level's randomness.
  lines_ = std::min(static_cast<std::size_t>(std::max(budget.lines, 1)), root_moves_.size());
  if (budget.lines > 1) {
    margin_ = 0;
    blunder_ = 0;
  }
}

template <SearchGame G>
std::int64_t Search<G>::elapsed() const {
  return hooks_->now_ms ? hooks_->now_ms() - start_ms_ : 0;
}

// Whether to stop now: the node budget exactly, the clock and the caller's
// flag every 1024 nodes.
template <SearchGame G>
bool Search<G>::out_of_budget() {
  if (aborted_) return true;
  if (node_limit_ > 0 && nodes_ >= node_limit_) return aborted_ = true;
  if ((nodes_ & 1023) == 0) {
    if (hooks_->stop && hooks_->stop()) return aborted_ = true;
    if (deadline_ms_ > 0 && hooks_->now_ms() >= deadline_ms_) return aborted_ = true;
  }
  return false;
}

// ---- the line from the past's first position to here ----

template <SearchGame G>
void Search<G>::push(Move m, const typename G::Undo& u) {
  LinePosition& last = line_.back();
  last.played = m;
  const bool irreversible = G::irreversible(u);
  line_.push_back({game_.key(), game_.in_check(), irreversible ? 0 : last.reversible + 1,
                   irreversible ? 0 : last.clock + 1});
}

template <SearchGame G>
void Search<G>::push_null() {
  line_.back().played = Move{};
  line_.push_back({game_.key(), false, 0, line_.back().clock + 1});
}

template <SearchGame G>
void Search<G>::pop() {
  line_.pop_back();
}

// The score of the current position (the last of the line) if it repeats an
// earlier one with the same side to move, or `none_found`.
template <SearchGame G>
int Search<G>::repetition_score(int ply) {
  if (rule_ == RepetitionRule::none) return none_found;
  const std::size_t i = line_.size() - 1;
  const std::uint64_t key = line_[i].key;
  const auto run = static_cast<std::size_t>(line_[i].reversible);
  for (std::size_t back = 4; back <= run; back += 2) {
    if (line_[i - back].key != key) continue;
    if (rule_ == RepetitionRule::draw) return 0;
    if constexpr (JudgesCycles<G>) {
      if (rule_ == RepetitionRule::judged_by_game) {
        cycle_.clear();
        for (std::size_t j = i - back; j < i; ++j) cycle_.push_back(line_[j].played);
        switch (game_.judge_cycle(std::span<const Move>(cycle_))) {
          case CycleResult::mover_wins:
            return mate - ply;
          case CycleResult::mover_loses:
            return -(mate - ply);
          case CycleResult::draw:
            return 0;
        }
      }
    }
    // Move j (from position j to j+1) gave check iff position j+1 is in check.
    bool them_all = true;
    bool us_all = true;
    for (std::size_t k = 1; k <= back; ++k) {
      const bool check = line_[i - k + 1].in_check;
      if (k % 2 == 1) {
        them_all = them_all && check;
      } else {
        us_all = us_all && check;
      }
    }
    if (them_all && !us_all) return mate - ply;
    if (us_all && !them_all) return -(mate - ply);
    return 0;
  }
  return none_found;
}

// ---- move ordering ----

// Each side has its own history scores, by G::move_slot: the side to move's
// start at history_base().
template <SearchGame G>
std::size_t Search<G>::history_base() const {
  const std::size_t side = (line_.size() - root_index_) % 2;
  return side * static_cast<std::size_t>(G::move_slot_count);
}

template <SearchGame G>
std::size_t Search<G>::history_index(Move m) const {
  return history_base() + static_cast<std::size_t>(G::move_slot(m));
}

template <SearchGame G>
OrderingHints<G> Search<G>::hints(std::uint16_t hash_move, int ply) const {
  return {hash_move, plies_[static_cast<std::size_t>(ply)].killers,
          history_.data() + history_base()};
}

template <SearchGame G>
void Search<G>::reward(Move m, int depth, int ply) {
  auto& k = plies_[static_cast<std::size_t>(ply)].killers;
  if (!(k[0] == m)) {
    k[1] = k[0];
    k[0] = m;
  }
  int& h = history_[history_index(m)];
  h += depth * depth;
  if (h > (1 << 26)) {
    for (auto& x : history_) x /= 2;
  }
}

// ---- scores in the table are stored relative to the node ----

namespace detail {

inline int to_table(int score, int ply) {
  if (score >= mate_bound) return score + ply;
  if (score <= -mate_bound) return score - ply;
  return score;
}
inline int from_table(int score, int ply) {
  if (score >= mate_bound) return score - ply;
  if (score <= -mate_bound) return score + ply;
  return score;
}

// Whether a score from the table, with its bound, decides a node searched
// with the window (alpha, beta).
inline bool settles(Bound bound, int score, int alpha, int beta) {
  return bound == Bound::exact || (bound == Bound::lower && score >= beta) ||
         (bound == Bound::upper && score <= alpha);
}

}  // namespace detail

// What a node searched with the window (alpha_in, beta) found, for the table:
// `best` is a lower bound when it reached beta, exact inside the window, an
// upper bound below it.
template <SearchGame G>
void Search<G>::remember(std::uint64_t key, int best, Move best_move, int alpha_in, int beta,
                         int depth, int ply) {
  const Bound bound = best >= beta ? Bound::lower : best > alpha_in ? Bound::exact : Bound::upper;
  table_.store(key, best_move == Move{} ? 0 : table_move(best_move), detail::to_table(best, ply),
               depth, bound);
}

// ---- the search proper ----

namespace detail {

// An aspiration search: `search_window(alpha, beta)` with a window of +-40
// around `guess` when `narrow` (else the full window), widened on each side
// it fails, until the score falls inside or `aborted` is set.
template <class Window>
int aspire(bool narrow, int guess, const bool& aborted, Window&& search_window) {
  int window = 40;
  int alpha = -infinite;
  int beta = infinite;
  if (narrow) {
    alpha = guess - window;
    beta = guess + window;
  }
  int score;
  while (true) {
    score = search_window(alpha, beta);
    if (aborted) break;
    if (score <= alpha) {
      alpha = std::max(-infinite, alpha - window);
      window *= 2;
    } else if (score >= beta) {
      beta = std::min(infinite, beta + window);
      window *= 2;
    } else {
      break;
    }
    if (window > 1000) {
      alpha = -infinite;
      beta = infinite;
    }
  }
  return score;
}

}  // namespace detail

// Quiescence: the tactical moves (captures that do not lose material to the
// recapture), every move when in check, and at its first ply the quiet moves
// that give check (quiet mating attacks are common in Xiangqi). Results go to
// the table at depth 0.
template <SearchGame G>
int Search<G>::quiesce(int alpha, int beta, int ply, bool first) {
  if (out_of_budget()) return 0;
  ++nodes_;
  if (game_.lost()) return -(mate - ply);
  const bool in_check = line_.back().in_check;
  if (ply >= max_ply) return in_check ? 0 : game_.evaluate();
  const std::uint64_t key = line_.back().key;
  if (const TableEntry* e = table_.probe(key)) {
    const int s = detail::from_table(e->score, ply);
    if (detail::settles(e->bound, s, alpha, beta)) return s;
  }
  const int alpha_in = alpha;
  int best = -infinite;
  if (!in_check) {
    best = game_.evaluate();
    if (best >= beta) return best;
    alpha = std::max(alpha, best);
  }
  MoveList list;
  game_.generate(list);
  if (list.empty()) return -(mate - ply);
  const bool quiet_checks = first && !in_check;
  auto picker = MovePicker<G>::for_quiescence(game_, list, in_check, quiet_checks);
  Move best_move{};
  for (std::size_t i = 0; i < picker.size(); ++i) {
    const Move m = picker.pick(i);
    const bool quiet_check = quiet_checks && !game_.is_tactical(m);
    const auto u = game_.make(m);
    if (quiet_check && !game_.in_check()) {
      game_.unmake(m, u);
      continue;
    }
    push(m, u);
    const int v = -quiesce(-beta, -alpha, ply + 1, false);
    pop();
    game_.unmake(m, u);
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        best_move = m;
        if (v >= beta) break;
      }
    }
  }
  remember(key, best, best_move, alpha_in, beta, 0, ply);
  return best;
}

template <SearchGame G>
int Search<G>::search(int alpha, int beta, int depth, int ply, bool pv_node, bool allow_null) {
  Ply& here = plies_[static_cast<std::size_t>(ply)];
  here.pv_length = ply;
  if (game_.lost()) return -(mate - ply);
  if (ply > 0) {
    const int rep = repetition_score(ply);
    if (rep != none_found) return rep;
    if (move_limit_ > 0 && line_.back().clock >= move_limit_) return 0;
    if (game_.dead_draw()) return 0;
    alpha = std::max(alpha, -(mate - ply));
    beta = std::min(beta, mate - ply - 1);
    if (alpha >= beta) return alpha;
  }
  if (depth <= 0 || ply >= max_ply - 1) return quiesce(alpha, beta, ply);
  if (out_of_budget()) return 0;
  ++nodes_;
  const bool in_check = line_.back().in_check;
  const std::uint64_t key = line_.back().key;

  const Move excluded = here.excluded;
  const bool singular_search = !(excluded == Move{});
  std::uint16_t hash_move = 0;
  int tt_score = 0;
  int tt_depth = -1;
  Bound tt_bound = Bound::none;
  if (const TableEntry* e = singular_search ? nullptr : table_.probe(key)) {
    hash_move = e->move;
    const int s = detail::from_table(e->score, ply);
    tt_score = s;
    tt_depth = e->depth;
    tt_bound = e->bound;
    if (!pv_node && e->depth >= depth && detail::settles(e->bound, s, alpha, beta)) return s;
  }

  // No move from the table: this node was not searched before; search it
  // one ply shallower rather than blind.
  if (hash_move == 0 && depth >= 4 && !singular_search) --depth;
  const int eval = in_check ? -infinite : game_.evaluate();
  if (!pv_node && !in_check && !singular_search && std::abs(beta) < mate_bound) {
    // Reverse futility: far above beta near the leaves.
    if (depth <= 3 && eval - 150 * depth >= beta) return eval;
    // Null move: if passing still fails high, a real move will too.
    if (allow_null && depth >= 3 && eval >= beta && game_.null_move_allowed()) {
      const int r = 3 + depth / 4 + std::min(2, (eval - beta) / 200);
      game_.make_null();
      push_null();
      int v = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
      pop();
      game_.unmake_null();
      if (aborted_) return 0;
      if (v >= beta) {
        if (v >= mate_bound) v = beta;
        if (!G::verify_null || depth < 5) return v;
        const int verified = search(beta - 1, beta, depth - r, ply, false, false);
        if (aborted_) return 0;
        if (verified >= beta) return v;
      }
    }
  }

  MoveList list;
  game_.generate(list);
  if (list.empty()) return -(mate - ply);
  auto picker = MovePicker<G>::for_search(game_, list, hints(hash_move, ply));

  // Singular extension: when the table's move is far better than every other
  // (a search without it fails low well under its score), extend it.
  bool extend_hash_move = false;
  if (G::singular_extension && depth >= 8 && ply > 0 && hash_move != 0 && tt_depth >= depth - 3 &&
      tt_bound != Bound::upper && std::abs(tt_score) < mate_bound) {
    Move tt_move{};
    for (const Move m : list) {
      if (table_move(m) == hash_move) tt_move = m;
    }
    if (!(tt_move == Move{})) {
      const int singular_beta = tt_score - 2 * depth;
      here.excluded = tt_move;
      const int v = search(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false, false);
      here.excluded = Move{};
      if (aborted_) return 0;
      extend_hash_move = v < singular_beta;
      here.pv_length = ply;
    }
  }

  const int alpha_in = alpha;
  int best = -infinite;
  Move best_move{};
  int quiets_tried = 0;
  std::array<Move, MoveList::capacity> quiets{};
  for (std::size_t i = 0; i < picker.size(); ++i) {
    const Move m = picker.pick(i);
    if (singular_search && m == excluded) continue;
    const bool tactical = game_.is_tactical(m);
    const int history = tactical ? 0 : history_[history_index(m)];
    const auto u = game_.make(m);
    push(m, u);
    const bool gives_check = line_.back().in_check;
    // Late-move and futility pruning: quiet moves far down the list, or
    // hopeless ones, near the leaves.
    const bool prunable = !pv_node && !in_check && !tactical && !gives_check && best > -mate_bound;
    if (prunable && ((depth <= 3 && quiets_tried >= 4 + depth * depth * 2) ||
                     (depth <= 2 && eval + 90 + 110 * depth <= alpha))) {
      pop();
      game_.unmake(m, u);
      continue;
    }
    const bool extend =
        (gives_check || (extend_hash_move && table_move(m) == hash_move)) && ply < max_ply / 2;
    const int new_depth = depth - 1 + (extend ? 1 : 0);
    int v;
    if (i == 0 ||
        (singular_search && i == 1 && table_move(picker.picked(0)) == table_move(excluded))) {
      v = -search(-beta, -alpha, new_depth, ply + 1, pv_node, true);
    } else {
      int r = 0;
      if (depth >= 3 && i >= 2 && !tactical && !in_check && !gives_check) {
        r = reductions_[static_cast<std::size_t>(std::min(depth, 63))]
                       [std::min<std::size_t>(i, 63)];
        if (pv_node) r -= 1;
        if (m == here.killers[0] || m == here.killers[1]) r -= 1;
        if (history < 0) r += 1;
        r = std::max(0, std::min(r, new_depth - 1));
      }
      v = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, false, true);
      if (v > alpha && r > 0) v = -search(-alpha - 1, -alpha, new_depth, ply + 1, false, true);
      if (v > alpha && v < beta && pv_node) {
        v = -search(-beta, -alpha, new_depth, ply + 1, true, true);
      }
    }
    pop();
    game_.unmake(m, u);
    if (aborted_) return 0;
    if (!tactical) quiets[static_cast<std::size_t>(quiets_tried++)] = m;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        best_move = m;
        update_pv(ply, m);
        if (v >= beta) {
          if (!tactical) {
            reward(m, depth, ply);
            for (int q = 0; q + 1 < quiets_tried; ++q) {
              int& h = history_[history_index(quiets[static_cast<std::size_t>(q)])];
              h -= h / 16 + depth;
            }
          }
          break;
        }
      }
    }
  }
  if (singular_search) return best == -infinite ? alpha_in : best;
  remember(key, best, best_move, alpha_in, beta, depth, ply);
  return best;
}

template <SearchGame G>
void Search<G>::update_pv(int ply, Move m) {
  Ply& here = plies_[static_cast<std::size_t>(ply)];
  const Ply& next = plies_[static_cast<std::size_t>(ply + 1)];
  here.pv[static_cast<std::size_t>(ply)] = m;
  for (int j = ply + 1; j < next.pv_length; ++j) {
    here.pv[static_cast<std::size_t>(j)] = next.pv[static_cast<std::size_t>(j)];
  }
  here.pv_length = std::max(next.pv_length, ply + 1);
}

// One iteration at the root: every root move, best first. With a level's
// margin, moves within the margin of the best get exact scores too.
template <SearchGame G>
int Search<G>::search_root(int depth, int alpha, int beta) {
  plies_[0].pv_length = 0;
  int best = -infinite;
  for (std::size_t i = 0; i < root_moves_.size(); ++i) {
    RootMove& rm = root_moves_[i];
    const auto u = game_.make(rm.move);
    push(rm.move, u);
    const int new_depth = depth - 1 + (line_.back().in_check ? 1 : 0);
    int v;
    if (i == 0) {
      v = -search(-beta, -alpha, new_depth, 1, true, true);
    } else {
      const int lo =
          margin_ > 0 ? std::max(-infinite + 1, std::min(alpha, best - margin_ - 1)) : alpha;
      v = -search(-lo - 1, -lo, new_depth, 1, false, true);
      if (v > lo && !aborted_) v = -search(-beta, -lo, new_depth, 1, true, true);
    }
    pop();
    game_.unmake(rm.move, u);
    if (aborted_ && !(depth == 1 && i == 0)) {
      if (i == 0) return -infinite;
      break;
    }
    rm.score = v;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        update_pv(0, rm.move);
        if (i > 0)
          std::rotate(root_moves_.begin(), root_moves_.begin() + static_cast<std::ptrdiff_t>(i),
                      root_moves_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        if (v >= beta) break;
      }
    }
  }
  return best;
}

// One iteration of the deepening: false when the search should go no deeper
// (out of budget, a mate found within half the depth, half the time spent).
template <SearchGame G>
bool Search<G>::iterate_once(int depth) {
  if (lines_ > 1) return iterate_lines(depth);
  for (RootMove& rm : root_moves_) {
    rm.previous = rm.score;
    rm.score = -infinite;
  }
  const int score =
      detail::aspire(depth >= 5 && !is_mate_score(best_.score), best_.score, aborted_,
                     [&](int alpha, int beta) { return search_root(depth, alpha, beta); });
  if (aborted_) {
    // A partial iteration: keep its move only if it was searched fully and
    // beat the last iteration's choice.
    if (depth == 1 || (root_moves_[0].score > -infinite && !(root_moves_[0].move == best_.move))) {
      record(depth, root_moves_[0].score);
    }
    return false;
  }
  record(depth, score);
  std::stable_sort(root_moves_.begin() + 1, root_moves_.end(),
                   [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
  return iterated(depth, score);
}

// After a complete iteration whose best score is `score`: tells the caller,
// and says whether to go deeper (not after a mate found within half the
// depth, nor with half the time spent).
template <SearchGame G>
bool Search<G>::iterated(int depth, int score) {
  if (hooks_->on_iteration) hooks_->on_iteration(best_);
  // A mate found: go on to twice its length, where a shorter one that the
  // pruning hid at this depth would show.
  if (is_mate_score(score) && 2 * (mate - std::abs(score)) <= depth) return false;
  if (deadline_ms_ > 0 && hooks_->now_ms() - start_ms_ > (deadline_ms_ - start_ms_) / 2) {
    return false;
  }
  return worth_deeper(depth, score);
}

// With a target (Budget::target_nodes), whether the next iteration is worth
// its nodes. It costs about what all before it did, so it starts only while
// the nodes spent are under half of a share of the target: 95% once the
// best move has stayed the same three iterations, 135% after two, 195%
// after one, 305% when this iteration changed it; 1.4 times that when the
// score fell more than 25 centipawns. The shares make a game's moves
// average about the target (docs/search.md, "Spending the nodes").
template <SearchGame G>
bool Search<G>::worth_deeper(int depth, int score) {
  if (target_nodes_ == 0) return true;
  settled_ = best_.move == last_best_ ? settled_ + 1 : 0;
  const bool fell = depth > 1 && score < last_score_ - 25;
  last_best_ = best_.move;
  last_score_ = score;
  std::uint64_t share = settled_ >= 3 ? 95 : settled_ == 2 ? 135 : settled_ == 1 ? 195 : 305;
  if (fell) share = share * 14 / 10;
  return depth < 4 || nodes_ * 200 <= target_nodes_ * share;
}

template <SearchGame G>
void Search<G>::record(int depth, int score) {
  const Ply& root = plies_[0];
  best_.move = root_moves_[0].move;
  best_.score = score;
  best_.depth = depth;
  best_.nodes = nodes_;
  best_.time_ms = elapsed();
  best_.pv.assign(root.pv.begin(), root.pv.begin() + std::max(root.pv_length, 0));
  if (best_.pv.empty() || !(best_.pv[0] == best_.move)) best_.pv = {best_.move};
  best_.lines.assign(1, Line<Move>{best_.move, score, best_.pv});
  final_ = root_moves_;
}

// The level's choice: the best move, or a random one among those within the
// margin, or (a blunder) any legal move.
template <SearchGame G>
Report<typename G::Move> Search<G>::choose() {
  if (final_.empty() || (margin_ == 0 && blunder_ == 0)) return best_;
  grid::SplitMix64 random(seed_ ^ (line_[root_index_].key * 0x2545f4914f6cdd1dULL));
  const std::uint64_t roll = random.next() % 1000;
  const RootMove* chosen = nullptr;
  if (roll < static_cast<std::uint64_t>(blunder_)) {
    chosen = &final_[static_cast<std::size_t>(random.next() % final_.size())];
  } else {
    std::vector<const RootMove*> near;
    for (const RootMove& rm : final_) {
      if (rm.score > -infinite && rm.score >= best_.score - margin_) near.push_back(&rm);
    }
    if (near.size() > 1) chosen = near[static_cast<std::size_t>(random.next() % near.size())];
  }
  if (chosen == nullptr || chosen->move == best_.move) return best_;
  Report<Move> r = best_;
  r.move = chosen->move;
  if (chosen->score > -infinite) r.score = chosen->score;
  r.pv = {r.move};
  return r;
}

}  // namespace qipan::search

#include "core/search/multipv_impl.h"  // IWYU pragma: keep (Search::iterate_lines)
