// Self-play games for fitting the xiangqi evaluation (tests/bench/tune.cpp,
// docs/search.md "Fitted evaluation"): both sides play this build's search
// at a small node budget from varied openings, and every quiet position of
// each game is written with the game's result.
//
//   selfplay --games N --seed S --nodes N > positions.txt
//
// Each line: `<FEN>;<result>` with the result from Red's view (1, 0.5, 0).
// A position is kept from ply 10 on when the side to move is not in check,
// the search's move is not a capture and its score is no mate: positions
// where the static evaluation is what the search would trust.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/xiangqi_engine.h"

namespace {

using qipan::search::Budget;
using qipan::search::XiangqiEngine;
using qipan::xiangqi::Position;
using qipan::xiangqi::Side;

}  // namespace

int main(int argc, char** argv) {
  int games = 100;
  std::uint64_t seed = 1;
  std::uint64_t nodes = 8000;
  int max_plies = 300;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const std::string v = argv[i + 1];
    if (k == "--games") {
      games = std::atoi(v.c_str());
    } else if (k == "--seed") {
      seed = std::strtoull(v.c_str(), nullptr, 10);
    } else if (k == "--nodes") {
      nodes = std::strtoull(v.c_str(), nullptr, 10);
    } else if (k == "--max-plies") {
      max_plies = std::atoi(v.c_str());
    } else {
      std::fprintf(stderr, "selfplay: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  qipan::grid::SplitMix64 random(seed * 0x9e3779b97f4a7c15ULL + 1);
  XiangqiEngine engine(16);
  long kept_total = 0;
  for (int g = 0; g < games; ++g) {
    Position p;
    // The opening: two to five random plies, so that the games differ.
    const int random_plies = 2 + static_cast<int>(random.next() % 4);
    for (int i = 0; i < random_plies; ++i) {
      const auto moves = p.legal_moves();
      (void)p.play(moves[static_cast<std::size_t>(random.next() % moves.size())]);
    }
    engine.new_game();
    std::vector<std::string> kept;
    double red_score = 0.5;
    std::string end = "ply limit";
    for (int ply = random_plies; ply < max_plies; ++ply) {
      const auto status = p.status();
      if (status.over) {
        if (status.winner) red_score = *status.winner == Side::red ? 1.0 : 0.0;
        end = qipan::reason_name(status.reason);
        break;
      }
      Budget b;
      b.nodes = nodes;
      const auto r = engine.best_move(p, b);
      if (!r) break;
      const bool capture = p.board().at(r->move.to()) != qipan::xiangqi::Piece::none;
      if (ply >= 10 && !p.in_check() && !capture &&
          std::abs(r->score) < qipan::search::mate_bound) {
        kept.push_back(p.fen());
      }
      if (!p.play(r->move)) break;
    }
    if (std::getenv("SELFPLAY_ENDS")) {
      std::fprintf(stderr, "game %d: %g %s after %zu plies\n", g + 1, red_score, end.c_str(),
                   p.history().size());
    }
    for (const auto& fen : kept) std::printf("%s;%g\n", fen.c_str(), red_score);
    kept_total += static_cast<long>(kept.size());
    std::fflush(stdout);
    if ((g + 1) % 50 == 0) {
      std::fprintf(stderr, "selfplay: %d games, %ld positions\n", g + 1, kept_total);
    }
  }
  return 0;
}
