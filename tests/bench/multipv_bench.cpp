// MultiPV against one line over a set of positions (a benchmark, never a
// test; docs/search.md, "MultiPV 3 against one line"). Release build:
//
//   multipv_bench positions --game xiangqi --count 40 > xiangqi.fens
//   multipv_bench run --game xiangqi --file xiangqi.fens --depth 9 --lines 3
//
// `positions` plays this build's search against itself at a small node
// budget from openings of two to five random plies (seeded) and writes one
// position of each game every few plies (the side to move not mated, more
// than one legal move). `run` searches every position of the file with a
// fresh engine to the depth with that many lines and writes one row per
// position: its number, nodes, CPU milliseconds, then the search's depth,
// and each line's move, score and pv; the last row, `total`, sums the nodes
// and milliseconds. Comparing two runs' rows is how a change is checked to
// keep the single-line search node for node (`--lines 1`, before / after).
// `compare ONE MANY` reads two `run` outputs of the same file (one line,
// more lines) and prints the ratio of their total nodes and the median,
// lowest and highest of the per-position ratios: the figures of
// docs/search.md.
//
//   multipv_bench compare one.txt three.txt

#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/jungle_engine.h"
#include "core/search/xiangqi_engine.h"

namespace {

using qipan::search::Budget;

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

template <class Position, class Engine>
int positions(int count, std::uint64_t seed, std::uint64_t nodes) {
  qipan::grid::SplitMix64 random(seed * 0x9e3779b97f4a7c15ULL + 7);
  Engine engine(16);
  int written = 0;
  for (int game = 0; written < count && game < 10 * count; ++game) {
    Position p;
    const int random_plies = 2 + static_cast<int>(random.next() % 4);
    for (int i = 0; i < random_plies && !p.status().over; ++i) {
      const auto moves = p.legal_moves();
      (void)p.play(moves[static_cast<std::size_t>(random.next() % moves.size())]);
    }
    engine.new_game();
    const int every = 7 + static_cast<int>(random.next() % 5);
    for (int ply = random_plies; ply < 120 && written < count; ++ply) {
      if (p.status().over) break;
      if (ply % every == 0 && p.legal_moves().size() > 1) {
        std::printf("%s\n", p.fen().c_str());
        ++written;
      }
      Budget b;
      b.nodes = nodes;
      const auto r = engine.best_move(p, b);
      if (!r || !p.play(r->move)) break;
    }
  }
  return written == count ? 0 : 1;
}

template <class Position, class Engine>
int run(const std::string& file, int depth, int lines) {
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "multipv_bench: cannot read %s\n", file.c_str());
    return 2;
  }
  std::uint64_t total_nodes = 0;
  double total_ms = 0;
  std::string fen;
  for (int n = 1; std::getline(in, fen); ++n) {
    if (fen.empty()) continue;
    const auto p = Position::from_fen(fen);
    if (!p) {
      std::fprintf(stderr, "multipv_bench: line %d: %s\n", n, p.error().message.c_str());
      return 2;
    }
    Engine engine(16);
    Budget b;
    b.depth = depth;
    b.lines = lines;
    const double t0 = cpu_ms();
    const auto r = engine.best_move(*p, b);
    const double ms = cpu_ms() - t0;
    if (!r) {
      std::fprintf(stderr, "multipv_bench: line %d: %s\n", n, r.error().message.c_str());
      return 2;
    }
    total_nodes += r->nodes;
    total_ms += ms;
    std::printf("%d %llu %.1f depth %d", n, static_cast<unsigned long long>(r->nodes), ms,
                r->depth);
    for (const auto& line : r->lines) {
      std::printf(" | %s %d", to_string(line.move).c_str(), line.score);
      for (const auto& m : line.pv) std::printf(" %s", to_string(m).c_str());
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  std::printf("total %llu %.1f\n", static_cast<unsigned long long>(total_nodes), total_ms);
  return 0;
}

// A `run` output's rows: position number to nodes (the `total` row left out).
bool read_nodes(const std::string& file, std::map<int, double>& nodes) {
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "multipv_bench: cannot read %s\n", file.c_str());
    return false;
  }
  std::string row;
  while (std::getline(in, row)) {
    std::istringstream fields(row);
    int n = 0;
    double count = 0;
    if (fields >> n >> count) nodes[n] = count;
  }
  return true;
}

int compare(const std::string& one_file, const std::string& many_file) {
  std::map<int, double> one;
  std::map<int, double> many;
  if (!read_nodes(one_file, one) || !read_nodes(many_file, many)) return 2;
  double one_total = 0;
  double many_total = 0;
  std::vector<double> ratios;
  for (const auto& [n, count] : one) {
    const auto it = many.find(n);
    if (it == many.end() || count <= 0) continue;
    one_total += count;
    many_total += it->second;
    ratios.push_back(it->second / count);
  }
  if (ratios.empty()) {
    std::fprintf(stderr, "multipv_bench: no position in both files\n");
    return 2;
  }
  std::sort(ratios.begin(), ratios.end());
  const std::size_t k = ratios.size();
  const double median = k % 2 == 1 ? ratios[k / 2] : (ratios[k / 2 - 1] + ratios[k / 2]) / 2;
  std::printf("positions %zu nodes %.0f %.0f total %.2f median %.2f low %.2f high %.2f\n", k,
              one_total, many_total, many_total / one_total, median, ratios.front(), ratios.back());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(
        stderr,
        "usage: multipv_bench positions|run --game xiangqi|jungle ... (or compare ONE MANY)\n");
    return 2;
  }
  const std::string command = argv[1];
  if (command == "compare") {
    if (argc != 4) {
      std::fprintf(stderr, "usage: multipv_bench compare ONE MANY\n");
      return 2;
    }
    return compare(argv[2], argv[3]);
  }
  std::string game = "xiangqi";
  std::string file;
  int count = 40;
  std::uint64_t seed = 1;
  std::uint64_t nodes = 4000;
  int depth = 8;
  int lines = 1;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const std::string v = argv[i + 1];
    if (k == "--game") {
      game = v;
    } else if (k == "--file") {
      file = v;
    } else if (k == "--count") {
      count = std::atoi(v.c_str());
    } else if (k == "--seed") {
      seed = std::strtoull(v.c_str(), nullptr, 10);
    } else if (k == "--nodes") {
      nodes = std::strtoull(v.c_str(), nullptr, 10);
    } else if (k == "--depth") {
      depth = std::atoi(v.c_str());
    } else if (k == "--lines") {
      lines = std::atoi(v.c_str());
    } else {
      std::fprintf(stderr, "multipv_bench: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  const bool xiangqi = game == "xiangqi";
  if (!xiangqi && game != "jungle") {
    std::fprintf(stderr, "multipv_bench: unknown game %s\n", game.c_str());
    return 2;
  }
  using XP = qipan::xiangqi::Position;
  using JP = qipan::jungle::Position;
  using XE = qipan::search::XiangqiEngine;
  using JE = qipan::search::JungleEngine;
  if (command == "positions") {
    return xiangqi ? positions<XP, XE>(count, seed, nodes) : positions<JP, JE>(count, seed, nodes);
  }
  if (command == "run") {
    return xiangqi ? run<XP, XE>(file, depth, lines) : run<JP, JE>(file, depth, lines);
  }
  std::fprintf(stderr, "multipv_bench: unknown command %s\n", command.c_str());
  return 2;
}
