// Makes the puzzle file (core/study/puzzle.h): forced wins found by
// exhaustive search among sparse random positions (the forced-win generator,
// tests/native/search/generate.h), kept when the win is exactly N moves,
// no shorter, and every move of the solver's but the last is the only one
// that wins in time (tests/native/study/puzzle_proof.h): Xiangqi mates in
// 1..LIMIT and Jungle den entries in 1..LIMIT.
//   build/native-release/tools/puzzles OUT XIANGQI JUNGLE [--seed S] [--limit L] [--seconds T]
//                                      [--material M]
// writes up to XIANGQI + JUNGLE puzzles to OUT (spread over the lengths;
// Xiangqi mates in 1..L, Jungle den entries in 1..L+2), each game searching
// for at most T seconds (default: no limit), and prints how many it tried
// and found, and the time. --material M adds up to M Xiangqi "win material"
// puzzles from self-play (material_proof.h).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/xiangqi_engine.h"
#include "core/study/puzzle.h"
#include "tests/native/search/generate.h"
#include "tests/native/study/material_proof.h"
#include "tests/native/study/puzzle_proof.h"

namespace {

using namespace qipan;

// An estimated rating: longer wins and more choices at the start are harder.
// A first guess until players' results calibrate it.
int difficulty(int moves, std::size_t first_choices) {
  const int d = 600 + 350 * (moves - 1) + 8 * static_cast<int>(first_choices);
  return std::min(3000, std::max(400, d));
}

template <class Position, class Game, class Random, class Lost>
std::vector<study::Puzzle> make(const char* game, const char* prefix, study::Theme theme,
                                std::uint64_t seed, int wanted, int limit, double seconds,
                                Random&& random_fen, Lost lost) {
  const auto started = std::chrono::steady_clock::now();
  grid::SplitMix64 random(seed);
  std::vector<study::Puzzle> out;
  std::vector<int> count(static_cast<std::size_t>(limit + 1), 0);
  const int per_length = (wanted + limit - 1) / limit;
  long tries = 0;
  while (static_cast<int>(out.size()) < wanted && tries < 50000000L) {
    ++tries;
    if (seconds > 0 && tries % 64 == 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >
            seconds) {
      break;
    }
    const std::string fen = random_fen(random);
    auto p = Position::from_fen(fen);
    if (!p || p->status().over) continue;
    const Game g = Game::from(*p);
    const int n = search::testing::shortest_win(g, limit);
    if (n == 0 || count[static_cast<std::size_t>(n)] >= per_length) continue;
    const auto line = study::testing::unique_win_line(g, n, lost);
    if (!line) continue;
    ++count[static_cast<std::size_t>(n)];
    study::Puzzle puzzle;
    char id[32];
    std::snprintf(id, sizeof id, "%s%04zu", prefix, out.size() + 1);
    puzzle.id = id;
    puzzle.game = game;
    puzzle.fen = p->fen();
    for (auto m : *line) puzzle.solution.push_back(to_string(m));
    puzzle.theme = theme;
    puzzle.moves = n;
    puzzle.difficulty = difficulty(n, p->legal_moves().size());
    out.push_back(std::move(puzzle));
  }
  std::fprintf(stderr, "%s: %zu puzzles from %ld positions tried; by length:", game, out.size(),
               tries);
  for (int n = 1; n <= limit; ++n) std::fprintf(stderr, " %d", count[static_cast<std::size_t>(n)]);
  std::fprintf(stderr, "\n");
  return out;
}

// "Win material" puzzles from games the engine plays against itself at
// level 4 (its randomness seeded per game): a position whose best move is a
// capture that beats every other move by a wide margin
// (tests/native/study/material_proof.h); the solution is that capture.
template <class Position, class Engine>
std::vector<study::Puzzle> from_self_play(const char* game, const char* prefix, std::uint64_t seed,
                                          int wanted, double seconds) {
  const auto started = std::chrono::steady_clock::now();
  Engine player(16);
  Engine judge(16);
  std::vector<study::Puzzle> out;
  int games = 0;
  while (static_cast<int>(out.size()) < wanted) {
    if (seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >
            seconds) {
      break;
    }
    ++games;
    Position p;
    Position before;                 // the position before the last move
    std::optional<std::string> led;  // the last move, the other side's
    player.new_game();
    for (int ply = 0; ply < 120 && static_cast<int>(out.size()) < wanted; ++ply) {
      if (p.status().over) break;
      if (ply >= 8) {
        // A cheap look first: a capture that scores well at the wide budget.
        search::Budget quick;
        quick.nodes = study::testing::MaterialProof{}.wide;
        judge.new_game();
        auto r = judge.best_move(p, quick);
        if (r && p.owner(r->move.to()) && r->score >= 200 && !search::is_mate_score(r->score)) {
          if (auto m = study::testing::unique_winning_capture(judge, p)) {
            study::Puzzle puzzle;
            char id[32];
            std::snprintf(id, sizeof id, "%s%04zu", prefix, out.size() + 1);
            puzzle.id = id;
            puzzle.game = game;
            // lichess's form: the position before the other side's last
            // move, and that move, which the page plays first.
            puzzle.fen = before.fen();
            puzzle.lead = led;
            puzzle.solution = {to_string(*m)};
            puzzle.theme = study::Theme::material;
            puzzle.difficulty = difficulty(1, p.legal_moves().size());
            out.push_back(std::move(puzzle));
            break;  // one puzzle a game: the next game gives another position
          }
        }
      }
      search::Budget level;
      level.level = 4;
      level.seed = seed * 1000003 + static_cast<std::uint64_t>(games) * 131 +
                   static_cast<std::uint64_t>(ply);
      auto move = player.best_move(p, level);
      if (!move) break;
      before = p;
      if (!p.play(move->move)) break;
      led = to_string(move->move);
    }
  }
  std::fprintf(stderr, "%s: %zu material puzzles from %d self-play games\n", game, out.size(),
               games);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr,
                 "usage: puzzles OUT XIANGQI JUNGLE [--seed S] [--limit L] [--seconds T] "
                 "[--material M]\n");
    return 2;
  }
  const std::string out_path = argv[1];
  const int xiangqi = std::atoi(argv[2]);
  const int jungle = std::atoi(argv[3]);
  std::uint64_t seed = 23;
  int limit = 3;
  double seconds = 0;
  int material = 0;
  for (int i = 4; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--seed") {
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    } else if (flag == "--limit") {
      limit = std::atoi(argv[i + 1]);
    } else if (flag == "--seconds") {
      seconds = std::atof(argv[i + 1]);
    } else if (flag == "--material") {
      material = std::atoi(argv[i + 1]);
    } else {
      std::fprintf(stderr, "puzzles: unknown option %s\n", flag.c_str());
      return 2;
    }
  }
  if (xiangqi < 0 || jungle < 0 || limit < 1 || limit > 6) {
    std::fprintf(stderr, "puzzles: counts must be >= 0 and --limit 1..6\n");
    return 2;
  }
  const auto started = std::chrono::steady_clock::now();
  auto puzzles = make<xiangqi::Position, search::XiangqiGame>(
      "xiangqi", "x", study::Theme::mate, seed, xiangqi, limit, seconds,
      search::testing::random_xiangqi_fen, search::testing::BoardLoss{});
  auto dens = make<jungle::Position, search::JungleGame>(
      "jungle", "j", study::Theme::den, seed + 1, jungle, limit + 2, seconds,
      search::testing::random_jungle_fen, search::testing::DenEntered{});
  puzzles.insert(puzzles.end(), dens.begin(), dens.end());
  auto won = from_self_play<xiangqi::Position, search::XiangqiEngine>("xiangqi", "m", seed + 2,
                                                                      material, seconds);
  puzzles.insert(puzzles.end(), won.begin(), won.end());
  const std::string text = study::write_puzzles(puzzles);
  std::ofstream out(out_path, std::ios::binary);
  out << text;
  if (!out) {
    std::fprintf(stderr, "puzzles: cannot write %s\n", out_path.c_str());
    return 1;
  }
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::fprintf(stderr, "wrote %zu puzzles, %zu bytes, to %s in %.1f s\n", puzzles.size(),
               text.size(), out_path.c_str(), took);
  return 0;
}
