// Self-play games for fitting a game's evaluation (tests/bench/tune.cpp,
// docs/search.md "Fitted evaluation"): both sides play this build's search
// at a small node budget from varied openings, and every quiet position of
// each game is written with the game's result.
//
//   selfplay [--game NAME] --games N --seed S --nodes N > positions.txt
//
// The game is any of the registry's (the first by default). Each line:
// `<FEN>;<result>` with the result from the first player's view (1, 0.5, 0).
// A position is kept from ply 10 on when the side to move is not in check
// (as the search sees it),
// the search's move is not a capture and its score is no mate: positions
// where the static evaluation is what the search would trust.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/games/games.h"
#include "core/grid/zobrist.h"

namespace {

using qipan::search::Budget;

template <class Entry>
int run(int games, std::uint64_t seed, std::uint64_t nodes, int max_plies) {
  using Position = typename Entry::Position;
  using Side = typename Position::Side;
  qipan::grid::SplitMix64 random(seed * 0x9e3779b97f4a7c15ULL + 1);
  typename Entry::Engine engine(16);
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
    double first_score = 0.5;
    std::string end = "ply limit";
    for (int ply = random_plies; ply < max_plies; ++ply) {
      const auto status = p.status();
      if (status.over) {
        if (status.winner) first_score = *status.winner == Side{} ? 1.0 : 0.0;
        end = qipan::reason_name(status.reason);
        break;
      }
      Budget b;
      b.nodes = nodes;
      const auto r = engine.best_move(p, b);
      if (!r) break;
      const bool capture = p.piece_letter(r->move.to()) != '\0';
      // In check as the search sees it (in Jungle: an enemy beside the den).
      const bool in_check = Entry::Engine::Game::from(p).in_check();
      if (ply >= 10 && !in_check && !capture && std::abs(r->score) < qipan::search::mate_bound) {
        kept.push_back(p.fen());
      }
      if (!p.play(r->move)) break;
    }
    if (std::getenv("SELFPLAY_ENDS")) {
      std::fprintf(stderr, "game %d: %g %s after %zu plies\n", g + 1, first_score, end.c_str(),
                   p.history().size());
    }
    for (const auto& fen : kept) std::printf("%s;%g\n", fen.c_str(), first_score);
    kept_total += static_cast<long>(kept.size());
    std::fflush(stdout);
    if ((g + 1) % 50 == 0) {
      std::fprintf(stderr, "selfplay: %d games, %ld positions\n", g + 1, kept_total);
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string game{qipan::games::FirstGame::name};
  int games = 100;
  std::uint64_t seed = 1;
  std::uint64_t nodes = 8000;
  int max_plies = 300;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const std::string v = argv[i + 1];
    if (k == "--game") {
      game = v;
    } else if (k == "--games") {
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
  int rc = 2;
  const bool known = qipan::games::with_game(
      game, [&](auto g) { rc = run<typename decltype(g)::type>(games, seed, nodes, max_plies); });
  if (!known) {
    std::fprintf(stderr, "selfplay: no game '%s' (%s)\n", game.c_str(),
                 qipan::games::name_list().c_str());
    return 2;
  }
  return rc;
}
