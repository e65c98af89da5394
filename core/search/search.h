#pragma once

// The search: iterative deepening principal-variation alpha-beta over any
// SearchGame, with a transposition table, quiescence (tactical moves, every
// move when in check), null move (verified where the game asks), late-move
// reductions, killer and history ordering, MVV-LVA, mate scores, a check
// extension, and repetitions and move limits scored by the game's rules.
//
// A Search owns everything that lasts between moves (the table, the
// history); one Search serves one game at a time and one thread. Given the
// same state (a fresh or clear()ed Search), position, past and budget, it
// returns the same result: nothing depends on time unless the budget has a
// movetime or the caller stops it.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/budget.h"
#include "core/search/game.h"
#include "core/search/levels.h"
#include "core/search/transposition.h"

namespace qipan::search {

template <SearchGame G>
class Search {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  explicit Search(std::size_t table_megabytes = 16) : table_(table_megabytes) { clear(); }

  // Forgets everything learnt: a new game.
  void clear() {
    table_.clear();
    history_.assign(static_cast<std::size_t>(2 * G::move_slot_count), 0);
    for (auto& k : killers_) k = {};
  }
  void resize_table(std::size_t megabytes) { table_.resize(megabytes); }

  // Searches `root` (which must have a legal move; the caller checks that
  // the game is not over) within `budget` (checked by check_budget).
  Report<Move> run(const G& root, const PastOf<Move>& past, const Budget& budget,
                   const Controls<Move>& controls) {
    start(root, past, budget, controls);
    while (step()) {
    }
    return finish();
  }

  // The same search one iteration at a time, for a caller that must do
  // other work between depths (a worker reading its messages): start(),
  // then step() until it returns false, then finish(). Each step() searches
  // one depth (the report of the depths done so far is progress()); the
  // result is exactly run()'s. `controls` must outlive the steps. finish()
  // may come early: it answers with the depths completed.
  void start(const G& root, const PastOf<Move>& past, const Budget& budget,
             const Controls<Move>& controls) {
    setup(root, past, budget, controls);
    best_ = Report<Move>{};
    depth_ = 1;
    if (root_moves_.empty()) {
      depth_ = depth_limit_ + 1;
      return;
    }
    best_.move = root_moves_[0].move;
    best_.pv = {best_.move};
    if (root_moves_.size() == 1 && margin_ == 0 && blunder_ == 0)
      depth_limit_ = std::min(depth_limit_, 4);
  }
  bool step() {
    if (depth_ > depth_limit_) return false;
    const bool more = iterate_once(depth_);
    ++depth_;
    if (!more) depth_ = depth_limit_ + 1;
    return depth_ <= depth_limit_;
  }
  const Report<Move>& progress() const { return best_; }
  Report<Move> finish() {
    depth_ = depth_limit_ + 1;
    best_.nodes = nodes_;
    best_.time_ms = elapsed();
    return choose();
  }

 private:
  static constexpr int max_ply = 100;

  struct RootMove {
    Move move{};
    int score = -infinite;
    int previous = -infinite;
  };

  // ---- set-up and limits ----

  void setup(const G& root, const PastOf<Move>& past, const Budget& budget,
             const Controls<Move>& controls) {
    game_ = root;
    controls_ = &controls;
    nodes_ = 0;
    aborted_ = false;
    depth_limit_ = budget.depth > 0 ? budget.depth : max_depth;
    node_limit_ = budget.nodes;
    margin_ = 0;
    blunder_ = 0;
    if (budget.level > 0) {
      const Level& l = level(budget.level);
      depth_limit_ = std::min(depth_limit_, l.depth);
      node_limit_ = node_limit_ > 0 ? std::min(node_limit_, l.nodes) : l.nodes;
      margin_ = l.margin;
      blunder_ = l.blunder_permille;
    }
    start_ms_ = controls.now_ms ? controls.now_ms() : 0;
    deadline_ms_ = budget.movetime > 0 && controls.now_ms ? start_ms_ + budget.movetime : 0;
    seed_ = budget.seed;

    keys_.clear();
    checks_.clear();
    reversible_.clear();
    clocks_.clear();
    line_.clear();
    for (std::size_t i = 0; i < past.keys.size(); ++i) {
      keys_.push_back(past.keys[i]);
      checks_.push_back(i < past.checks.size() && past.checks[i]);
      reversible_.push_back(static_cast<int>(i));
      clocks_.push_back(0);
      line_.push_back(i < past.moves.size() ? past.moves[i] : Move{});
    }
    keys_.push_back(game_.key());
    checks_.push_back(game_.in_check());
    reversible_.push_back(static_cast<int>(past.keys.size()));
    clocks_.push_back(past.clock);
    root_index_ = past.keys.size();
    rule_ = game_.repetition_rule();
    move_limit_ = game_.move_limit();
    table_.new_search();
    for (auto& k : killers_) k = {};
    for (auto& h : history_) h /= 8;

    MoveList list;
    game_.generate(list);
    root_moves_.clear();
    for (Move m : list) root_moves_.push_back({m});
  }

  std::int64_t elapsed() const { return controls_->now_ms ? controls_->now_ms() - start_ms_ : 0; }

  // Whether to stop now: the node budget exactly, the clock and the
  // caller's flag every 1024 nodes.
  bool out_of_budget() {
    if (aborted_) return true;
    if (node_limit_ > 0 && nodes_ >= node_limit_) return aborted_ = true;
    if ((nodes_ & 1023) == 0) {
      if (controls_->stop && controls_->stop()) return aborted_ = true;
      if (deadline_ms_ > 0 && controls_->now_ms() >= deadline_ms_) return aborted_ = true;
    }
    return false;
  }

  // ---- the line from the game's start of the current run to here ----

  void push(Move m, const typename G::Undo& u) {
    const std::size_t i = keys_.size() - 1;
    line_.push_back(m);
    const bool irreversible = G::irreversible(u);
    keys_.push_back(game_.key());
    checks_.push_back(game_.in_check());
    reversible_.push_back(irreversible ? 0 : reversible_[i] + 1);
    clocks_.push_back(irreversible ? 0 : clocks_[i] + 1);
  }
  void push_null() {
    const std::size_t i = keys_.size() - 1;
    line_.push_back(Move{});
    keys_.push_back(game_.key());
    checks_.push_back(false);
    reversible_.push_back(0);
    clocks_.push_back(clocks_[i] + 1);
  }
  void pop() {
    line_.pop_back();
    keys_.pop_back();
    checks_.pop_back();
    reversible_.pop_back();
    clocks_.pop_back();
  }

  // The score of the current position (the last of the line) if it repeats
  // an earlier one with the same side to move, or `none_found`.
  static constexpr int none_found = infinite + 1;
  int repetition_score(int ply) const {
    if (rule_ == RepetitionRule::none) return none_found;
    const std::size_t i = keys_.size() - 1;
    const std::uint64_t key = keys_[i];
    const auto run = static_cast<std::size_t>(reversible_[i]);
    for (std::size_t back = 4; back <= run; back += 2) {
      if (keys_[i - back] != key) continue;
      if (rule_ == RepetitionRule::draw) return 0;
      if constexpr (JudgesCycles<G>) {
        if (rule_ == RepetitionRule::judged_by_game) {
          const std::span<const Move> cycle(line_.data() + (i - back), back);
          switch (game_.judge_cycle(cycle)) {
            case CycleResult::mover_wins:
              return mate - ply;
            case CycleResult::mover_loses:
              return -(mate - ply);
            case CycleResult::draw:
              return 0;
          }
        }
      }
      // Move j (from position j to j+1) gave check iff checks_[j+1].
      bool them_all = true;
      bool us_all = true;
      for (std::size_t k = 1; k <= back; ++k) {
        const bool check = checks_[i - k + 1];
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

  static std::uint16_t pack(Move m) { return static_cast<std::uint16_t>(m.from() | (m.to() << 7)); }
  std::size_t history_index(Move m) const {
    const std::size_t side = (keys_.size() - root_index_) % 2;
    return side * static_cast<std::size_t>(G::move_slot_count) +
           static_cast<std::size_t>(G::move_slot(m));
  }

  void score_moves(const MoveList& list, std::array<int, MoveList::capacity>& scores,
                   std::uint16_t hash_move, int ply) const {
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Move m = list[i];
      int s;
      if (pack(m) == hash_move) {
        s = 1 << 30;
      } else if (game_.is_tactical(m)) {
        // Captures that lose material to the recapture go after the quiet moves.
        s = (game_.losing_capture(m) ? -(1 << 28) : (1 << 28)) + game_.tactical_order(m);
      } else if (m == killers_[static_cast<std::size_t>(ply)][0]) {
        s = (1 << 27) + 1;
      } else if (m == killers_[static_cast<std::size_t>(ply)][1]) {
        s = 1 << 27;
      } else {
        s = history_[history_index(m)];
      }
      scores[i] = s;
    }
  }

  // Moves the best-scored of list[i..] to i (selection sort, lazily).
  static Move pick(MoveList& list, std::array<int, MoveList::capacity>& scores, std::size_t i,
                   std::array<Move, MoveList::capacity>& order) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < list.size(); ++j) {
      if (scores[j] > scores[best]) best = j;
    }
    std::swap(scores[i], scores[best]);
    std::swap(order[i], order[best]);
    return order[i];
  }

  void reward(Move m, int depth, int ply) {
    auto& k = killers_[static_cast<std::size_t>(ply)];
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

  static int to_table(int score, int ply) {
    if (score >= mate_bound) return score + ply;
    if (score <= -mate_bound) return score - ply;
    return score;
  }
  static int from_table(int score, int ply) {
    if (score >= mate_bound) return score - ply;
    if (score <= -mate_bound) return score + ply;
    return score;
  }

  // ---- the search proper ----

  // Quiescence: the tactical moves (captures that do not lose material to
  // the recapture), every move when in check, and at its first ply the
  // quiet moves that give check (quiet mating attacks are common in
  // Xiangqi). Results go to the table at depth 0.
  int quiesce(int alpha, int beta, int ply, bool first = true) {
    if (out_of_budget()) return 0;
    ++nodes_;
    if (game_.lost()) return -(mate - ply);
    const bool in_check = checks_.back();
    if (ply >= max_ply) return in_check ? 0 : game_.evaluate();
    const std::uint64_t key = keys_.back();
    if (const TableEntry* e = table_.probe(key)) {
      const int s = from_table(e->score, ply);
      if (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
          (e->bound == Bound::upper && s <= alpha)) {
        return s;
      }
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
    std::array<int, MoveList::capacity> scores{};
    std::array<Move, MoveList::capacity> order{};
    std::size_t n = 0;
    const bool checks = first && !in_check;
    for (Move m : list) {
      const bool tactical = game_.is_tactical(m);
      if (in_check || (tactical && !game_.losing_capture(m)) ||
          (checks && !tactical && game_.may_give_check(m))) {
        order[n] = m;
        scores[n] = tactical ? (1 << 20) + game_.tactical_order(m) : 0;
        ++n;
      }
    }
    Move best_move{};
    for (std::size_t i = 0; i < n; ++i) {
      std::size_t b = i;
      for (std::size_t j = i + 1; j < n; ++j) {
        if (scores[j] > scores[b]) b = j;
      }
      std::swap(scores[i], scores[b]);
      std::swap(order[i], order[b]);
      const Move m = order[i];
      const bool quiet_check = checks && scores[i] == 0;
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
    const Bound bound = best >= beta ? Bound::lower : best > alpha_in ? Bound::exact : Bound::upper;
    table_.store(key, best_move == Move{} ? 0 : pack(best_move), to_table(best, ply), 0, bound);
    return best;
  }

  int search(int alpha, int beta, int depth, int ply, bool pv_node, bool allow_null) {
    pv_length_[static_cast<std::size_t>(ply)] = ply;
    if (game_.lost()) return -(mate - ply);
    if (ply > 0) {
      const int rep = repetition_score(ply);
      if (rep != none_found) return rep;
      if (move_limit_ > 0 && clocks_.back() >= move_limit_) return 0;
      if (game_.dead_draw()) return 0;
      alpha = std::max(alpha, -(mate - ply));
      beta = std::min(beta, mate - ply - 1);
      if (alpha >= beta) return alpha;
    }
    if (depth <= 0 || ply >= max_ply - 1) return quiesce(alpha, beta, ply);
    if (out_of_budget()) return 0;
    ++nodes_;
    const bool in_check = checks_.back();
    const std::uint64_t key = keys_.back();

    const Move excluded = excluded_[static_cast<std::size_t>(ply)];
    const bool singular_search = !(excluded == Move{});
    std::uint16_t hash_move = 0;
    int tt_score = 0;
    int tt_depth = -1;
    Bound tt_bound = Bound::none;
    if (const TableEntry* e = singular_search ? nullptr : table_.probe(key)) {
      hash_move = e->move;
      const int s = from_table(e->score, ply);
      tt_score = s;
      tt_depth = e->depth;
      tt_bound = e->bound;
      if (!pv_node && e->depth >= depth) {
        if (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
            (e->bound == Bound::upper && s <= alpha)) {
          return s;
        }
      }
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
    std::array<int, MoveList::capacity> scores{};
    std::array<Move, MoveList::capacity> order{};
    for (std::size_t i = 0; i < list.size(); ++i) order[i] = list[i];
    score_moves(list, scores, hash_move, ply);

    // Singular extension: when the table's move is far better than every
    // other (a search without it fails low well under its score), extend it.
    bool extend_hash_move = false;
    if (G::singular_extension && depth >= 8 && ply > 0 && hash_move != 0 && tt_depth >= depth - 3 &&
        tt_bound != Bound::upper && std::abs(tt_score) < mate_bound) {
      Move tt_move{};
      for (std::size_t i = 0; i < list.size(); ++i) {
        if (pack(list[i]) == hash_move) tt_move = list[i];
      }
      if (!(tt_move == Move{})) {
        const int singular_beta = tt_score - 2 * depth;
        excluded_[static_cast<std::size_t>(ply)] = tt_move;
        const int v = search(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false, false);
        excluded_[static_cast<std::size_t>(ply)] = Move{};
        if (aborted_) return 0;
        extend_hash_move = v < singular_beta;
        pv_length_[static_cast<std::size_t>(ply)] = ply;
      }
    }

    const int alpha_in = alpha;
    int best = -infinite;
    Move best_move{};
    int quiets_tried = 0;
    std::array<Move, MoveList::capacity> quiets{};
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Move m = pick(list, scores, i, order);
      if (singular_search && m == excluded) continue;
      const bool tactical = game_.is_tactical(m);
      const int history = tactical ? 0 : history_[history_index(m)];
      const auto u = game_.make(m);
      push(m, u);
      const bool gives_check = checks_.back();
      // Late-move and futility pruning: quiet moves far down the list, or
      // hopeless ones, near the leaves.
      const bool prunable =
          !pv_node && !in_check && !tactical && !gives_check && best > -mate_bound;
      if (prunable && ((depth <= 3 && quiets_tried >= 4 + depth * depth * 2) ||
                       (depth <= 2 && eval + 90 + 110 * depth <= alpha))) {
        pop();
        game_.unmake(m, u);
        continue;
      }
      const bool extend =
          (gives_check || (extend_hash_move && pack(m) == hash_move)) && ply < max_ply / 2;
      const int new_depth = depth - 1 + (extend ? 1 : 0);
      int v;
      if (i == 0 || (singular_search && i == 1 && pack(order[0]) == pack(excluded))) {
        v = -search(-beta, -alpha, new_depth, ply + 1, pv_node, true);
      } else {
        int r = 0;
        if (depth >= 3 && i >= 2 && !tactical && !in_check && !gives_check) {
          r = reductions_[static_cast<std::size_t>(std::min(depth, 63))]
                         [std::min<std::size_t>(i, 63)];
          if (pv_node) r -= 1;
          if (m == killers_[static_cast<std::size_t>(ply)][0] ||
              m == killers_[static_cast<std::size_t>(ply)][1]) {
            r -= 1;
          }
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
    const Bound bound = best >= beta ? Bound::lower : best > alpha_in ? Bound::exact : Bound::upper;
    table_.store(key, best_move == Move{} ? 0 : pack(best_move), to_table(best, ply), depth, bound);
    return best;
  }

  void update_pv(int ply, Move m) {
    const auto p = static_cast<std::size_t>(ply);
    pv_[p][p] = m;
    for (int j = ply + 1; j < pv_length_[p + 1]; ++j) {
      pv_[p][static_cast<std::size_t>(j)] = pv_[p + 1][static_cast<std::size_t>(j)];
    }
    pv_length_[p] = std::max(pv_length_[p + 1], ply + 1);
  }

  // One iteration at the root: every root move, best first. With a level's
  // margin, moves within the margin of the best get exact scores too.
  int search_root(int depth, int alpha, int beta) {
    pv_length_[0] = 0;
    int best = -infinite;
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
      RootMove& rm = root_moves_[i];
      const auto u = game_.make(rm.move);
      push(rm.move, u);
      const int new_depth = depth - 1 + (checks_.back() ? 1 : 0);
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

  // One iteration of the deepening: false when the search should go no
  // deeper (out of budget, a mate found within half the depth, half the time
  // spent).
  bool iterate_once(int depth) {
    for (RootMove& rm : root_moves_) {
      rm.previous = rm.score;
      rm.score = -infinite;
    }
    int window = 40;
    int alpha = -infinite;
    int beta = infinite;
    if (depth >= 5 && !is_mate_score(best_.score)) {
      alpha = best_.score - window;
      beta = best_.score + window;
    }
    int score;
    while (true) {
      score = search_root(depth, alpha, beta);
      if (aborted_) break;
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
    if (aborted_) {
      // A partial iteration: keep its move only if it was searched fully
      // and beat the last iteration's choice.
      if (depth == 1 ||
          (root_moves_[0].score > -infinite && !(root_moves_[0].move == best_.move))) {
        record(depth, root_moves_[0].score);
      }
      return false;
    }
    record(depth, score);
    std::stable_sort(root_moves_.begin() + 1, root_moves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    if (controls_->on_iteration) controls_->on_iteration(best_);
    // A mate found: go on to twice its length, where a shorter one that the
    // pruning hid at this depth would show.
    if (is_mate_score(score) && 2 * (mate - std::abs(score)) <= depth) return false;
    if (deadline_ms_ > 0 && controls_->now_ms() - start_ms_ > (deadline_ms_ - start_ms_) / 2) {
      return false;
    }
    return true;
  }

  void record(int depth, int score) {
    best_.move = root_moves_[0].move;
    best_.score = score;
    best_.depth = depth;
    best_.nodes = nodes_;
    best_.time_ms = elapsed();
    best_.pv.assign(pv_[0].begin(), pv_[0].begin() + std::max(pv_length_[0], 0));
    if (best_.pv.empty() || !(best_.pv[0] == best_.move)) best_.pv = {best_.move};
    final_ = root_moves_;
  }

  // The level's choice: the best move, or a random one among those within
  // the margin, or (a blunder) any legal move.
  Report<Move> choose() {
    if (final_.empty() || (margin_ == 0 && blunder_ == 0)) return best_;
    grid::SplitMix64 random(seed_ ^ (keys_[root_index_] * 0x2545f4914f6cdd1dULL));
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

  static std::array<std::array<int, 64>, 64> make_reductions() {
    std::array<std::array<int, 64>, 64> t{};
    for (int d = 1; d < 64; ++d) {
      for (int i = 1; i < 64; ++i) {
        t[static_cast<std::size_t>(d)][static_cast<std::size_t>(i)] =
            static_cast<int>(0.75 + std::log(d) * std::log(i) / 2.25);
      }
    }
    return t;
  }

  G game_{};
  TranspositionTable table_;
  std::vector<int> history_;
  std::array<std::array<Move, 2>, max_ply + 1> killers_{};
  std::array<Move, max_ply + 1> excluded_{};  // the move a singular search leaves out, by ply
  std::array<std::array<Move, max_ply + 1>, max_ply + 1> pv_{};
  std::array<int, max_ply + 2> pv_length_{};
  inline static const std::array<std::array<int, 64>, 64> reductions_ = make_reductions();

  std::vector<std::uint64_t> keys_;
  std::vector<bool> checks_;
  std::vector<int> reversible_;
  std::vector<int> clocks_;
  std::vector<Move> line_;  // line_[j]: the move from position j to j + 1 (Move{} for a null move)
  std::size_t root_index_ = 0;
  RepetitionRule rule_ = RepetitionRule::draw;
  int move_limit_ = 0;

  std::vector<RootMove> root_moves_;
  std::vector<RootMove> final_;  // the root moves and scores of the last recorded iteration
  Report<Move> best_;
  const Controls<Move>* controls_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::uint64_t node_limit_ = 0;
  int depth_limit_ = max_depth;
  int margin_ = 0;
  int blunder_ = 0;
  std::uint64_t seed_ = 0;
  std::int64_t start_ms_ = 0;
  std::int64_t deadline_ms_ = 0;
  bool aborted_ = false;
  int depth_ = 1;  // the next iteration's depth
};

}  // namespace qipan::search
