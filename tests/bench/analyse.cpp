// A game analyser (a benchmark tool, never a test): replays xiangqi moves
// from the start and prints, before each ply, qipan's static evaluation and
// its search's score and move at a node budget, both from Red's view, so a
// game the match runner wrote can be set beside another engine's analysis.
//
//   build/native-release/tests/bench/analyse 200000 h2e2 h7e7 ...
//
// ANALYSE_DEPTH=N searches to depth N instead; ANALYSE_LAST=1 searches only
// the final position (a fresh engine, nothing learnt before); ANALYSE_PV=1
// prints that search's FEN and every iteration's score and principal line.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/search/xiangqi_engine.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: analyse NODES MOVE...\n");
    return 2;
  }
  qipan::search::Budget budget;
  budget.nodes = std::strtoull(argv[1], nullptr, 10);
  if (const char* d = std::getenv("ANALYSE_DEPTH")) {
    budget.nodes = 0;
    budget.depth = std::atoi(d);
  }
  qipan::search::XiangqiEngine engine(16);
  qipan::xiangqi::Position p;
  for (int i = 2;; ++i) {
    const int sign = p.side_to_move() == qipan::xiangqi::Side::red ? 1 : -1;
    const int eval = sign * qipan::search::XiangqiEngine::evaluate(p);
    std::string best = "-";
    int score = 0;
    int depth = 0;
    if (!p.status().over && (std::getenv("ANALYSE_LAST") == nullptr || i == argc)) {
      qipan::search::Hooks<qipan::xiangqi::Move> hooks;
      const bool verbose = std::getenv("ANALYSE_PV") != nullptr && i == argc;
      if (verbose) {
        std::printf("  fen %s\n", p.fen().c_str());
        hooks.on_iteration = [](const qipan::search::Report<qipan::xiangqi::Move>& r) {
          std::printf("  depth %2d score %+6d nodes %8llu pv", r.depth, r.score,
                      static_cast<unsigned long long>(r.nodes));
          for (const auto& m : r.pv) std::printf(" %s", to_string(m).c_str());
          std::printf("\n");
        };
      }
      if (auto r = engine.best_move(p, budget, hooks)) {
        best = to_string(r->move);
        score = sign * r->score;
        depth = r->depth;
      }
    }
    std::printf("%3d %s played %-5s eval %+5d search %+6d d%-2d best %s\n", i - 2,
                sign > 0 ? "red" : "blk", i < argc ? argv[i] : "-", eval, score, depth,
                best.c_str());
    if (i >= argc) break;
    auto m = p.parse_move(argv[i]);
    if (!m || !p.play(*m)) {
      std::fprintf(stderr, "analyse: illegal move %s\n", argv[i]);
      return 2;
    }
  }
  return 0;
}
