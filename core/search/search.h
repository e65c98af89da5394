#pragma once

// The search: iterative deepening principal-variation alpha-beta over any
// SearchGame, with a transposition table, quiescence (tactical moves, every
// move when in check), null move (verified where the game asks), late-move
// reductions, killer and history ordering, MVV-LVA, mate scores, a check
// extension, and repetitions and move limits scored by the game's rules.
// With Budget::lines above 1 (MultiPV) each iteration gives that many root
// moves exact scores and lines of their own (iterate_lines, in one pass
// over the root moves: multipv_impl.h; docs/search.md, "MultiPV"); with one
// line it is the plain search, node for node.
//
// A Search owns everything that lasts between moves (the table, the
// history); one Search serves one game at a time and one thread. Given the
// same state (a fresh or clear()ed Search), position, past and budget, it
// returns the same result: nothing depends on time unless the budget has a
// movetime or the caller stops it.
//
// This header declares; search_impl.h defines. The search is instantiated
// once for each game's adapter, in the file named after the game
// (`<game>_search.cpp`: `template class Search<TheGame>;`), so it is
// compiled once per game and every other file only calls it.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/search/budget.h"
#include "core/search/game.h"
#include "core/search/move_picker.h"
#include "core/search/transposition.h"

namespace qipan::search {

template <SearchGame G>
class Search {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  explicit Search(std::size_t table_megabytes = 16);

  // Forgets everything learnt: a new game.
  void clear();
  void resize_table(std::size_t megabytes);

  // Searches `root` (which must have a legal move; the caller checks that
  // the game is not over) within `budget` (checked by check_budget).
  Report<Move> run(const G& root, const PastOf<Move>& past, const Budget& budget,
                   const Hooks<Move>& hooks);

  // The same search one iteration at a time, for a caller that must do
  // other work between depths (a worker reading its messages): start(),
  // then step() until it returns false, then finish(). Each step() searches
  // one depth (the report of the depths done so far is progress()); the
  // result is exactly run()'s. `hooks` must outlive the steps. finish()
  // may come early: it answers with the depths completed.
  void start(const G& root, const PastOf<Move>& past, const Budget& budget,
             const Hooks<Move>& hooks);
  bool step();
  const Report<Move>& progress() const { return best_; }
  Report<Move> finish();

 private:
  static constexpr int max_ply = 100;

  // A move at the root and its score in this iteration and the last.
  struct RootMove {
    Move move{};
    int score = -infinite;
    int previous = -infinite;
  };

  // One position of the line from the oldest position of the past to the
  // node being searched: what the repetition and move-limit rules need.
  struct LinePosition {
    std::uint64_t key = 0;
    bool in_check = false;
    int reversible = 0;  // how many positions before this one a repetition may reach back
    int clock = 0;       // plies since the last capture, for the move limit
    Move played{};       // the move played from here to the next position (Move{} for a null move)
  };

  // What the search keeps for each ply below the root.
  struct Ply {
    std::array<Move, 2> killers{};  // quiet moves that refuted a sibling, newest first
    Move excluded{};                // the move a singular search leaves out
    int pv_length = 0;              // this ply's principal variation is pv[ply, pv_length)
    std::array<Move, max_ply + 1> pv{};
  };

  // The helpers below are declared inline, as they were when the class
  // defined them, so the compiler weighs them for inlining into the search
  // the same way; only the instantiating files (search_impl.h) define them.

  // Set-up and limits.
  inline void setup(const G& root, const PastOf<Move>& past, const Budget& budget,
                    const Hooks<Move>& hooks);
  inline std::int64_t elapsed() const;
  inline bool out_of_budget();

  // The line of positions.
  inline void push(Move m, const typename G::Undo& u);
  inline void push_null();
  inline void pop();
  static constexpr int none_found = infinite + 1;
  inline int repetition_score(int ply);

  // Move ordering and what cut-offs teach it.
  inline std::size_t history_base() const;
  inline std::size_t history_index(Move m) const;
  inline OrderingHints<G> hints(std::uint16_t hash_move, int ply) const;
  inline void reward(Move m, int depth, int ply);

  // The search proper.
  inline void remember(std::uint64_t key, int best, Move best_move, int alpha_in, int beta,
                       int depth, int ply);
  inline int quiesce(int alpha, int beta, int ply, bool first = true);
  inline int search(int alpha, int beta, int depth, int ply, bool pv_node, bool allow_null);
  inline void update_pv(int ply, Move m);
  inline int search_root(int depth, int alpha, int beta);
  inline bool iterate_once(int depth);
  inline bool iterate_lines(int depth);
  inline Line<Move> search_line(std::size_t i, int depth, int floor);
  inline bool iterated(int depth, int score);
  inline bool worth_deeper(int depth, int score);
  inline void record(int depth, int score);
  inline void record_lines(int depth, std::vector<Line<Move>> lines);
  inline Report<Move> choose();

  // Late-move reductions, by depth and move number.
  static const std::array<std::array<int, 64>, 64> reductions_;

  G game_{};
  TranspositionTable table_;
  std::vector<int> history_;
  std::array<Ply, max_ply + 2> plies_{};

  std::vector<LinePosition> line_;  // the past, the root (at root_index_), the moves searched
  std::size_t root_index_ = 0;
  std::vector<Move> cycle_;  // a repetition cycle's moves, for a game that judges them
  RepetitionRule rule_ = RepetitionRule::draw;
  int move_limit_ = 0;

  std::vector<RootMove> root_moves_;
  std::vector<RootMove> final_;  // the root moves and scores of the last recorded iteration
  Report<Move> best_;
  const Hooks<Move>* hooks_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::uint64_t node_limit_ = 0;
  std::uint64_t target_nodes_ = 0;
  int settled_ = 0;  // completed iterations since the best move last changed
  Move last_best_{};
  int last_score_ = 0;
  int depth_limit_ = max_depth;
  int margin_ = 0;
  int blunder_ = 0;
  std::size_t lines_ = 1;  // MultiPV: how many root moves get lines of their own
  std::uint64_t seed_ = 0;
  std::int64_t start_ms_ = 0;
  std::int64_t deadline_ms_ = 0;
  bool aborted_ = false;
  int depth_ = 1;  // the next iteration's depth
};

}  // namespace qipan::search
