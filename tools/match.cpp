// A match runner (a benchmark, never a test): games between qipan's levels,
// or qipan against Fairy-Stockfish (a test opponent only; never shipped),
// from paired openings — each opening played once with each colour — with
// every rule judged by qipan's own Position::status(). Prints each game and
// the result with an Elo difference and its 95% interval.
//
//   build/native-release/tools/match --game xiangqi --games 20 --a level=8
// --b fsf:nodes=100000
//   build/native-release/tools/match --game jungle --games 40 --a level=6 --b level=5
//
// A player is `level=N`, `nodes=N` or `depth=N` (qipan at full strength with
// that budget), or `fsf:nodes=N` / `fsf:depth=N` (xiangqi only; the engine
// at /usr/games/fairy-stockfish or --fsf PATH). Fairy-Stockfish numbers
// ranks 1-10 where qipan numbers them 0-9: moves are translated both ways.
// `qipan=PATH:level=N` (or `:nodes=N`, `:depth=N`) is another build of
// qipan's own `qipan uci` at PATH (an earlier version, for a head-to-head
// match between versions); it speaks qipan's coordinates, both games.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/jungle_engine.h"
#include "core/search/xiangqi_engine.h"
#include "tools/uci_process.h"

namespace {

using qipan::search::Budget;

// Fairy-Stockfish over a pair of pipes (uci_process.h); a match cannot go
// on without it, so a silent or vanished engine ends the run.
class Uci {
 public:
  explicit Uci(const std::string& path, const std::vector<std::string>& args = {})
      : process_(path, args) {
    send("uci");
    wait_for("uciok");
  }
  void send(const std::string& line) { process_.send(line); }
  // Reads lines until one starting with `word`; returns it.
  std::string wait_for(std::string_view word) {
    if (auto line = process_.wait_for(word, nullptr, 600000)) return *line;
    std::fprintf(stderr, "match: the engine closed its output\n");
    std::exit(3);
  }

 private:
  qipan::tools::UciProcess process_;
};

// qipan's "h2e2" <-> Fairy-Stockfish's "h3e3".
std::string to_fsf(const std::string& m) {
  return std::string(1, m[0]) + std::to_string(m[1] - '0' + 1) + m[2] +
         std::to_string(m[3] - '0' + 1);
}
std::string from_fsf(const std::string& m) {
  std::string out;
  std::size_t i = 0;
  for (int k = 0; k < 2; ++k) {
    out += m[i++];
    int rank = 0;
    while (i < m.size() && m[i] >= '0' && m[i] <= '9') rank = rank * 10 + (m[i++] - '0');
    out += static_cast<char>('0' + rank - 1);
  }
  return out;
}

struct PlayerSpec {
  bool fsf = false;
  std::string qipan_path;  // another qipan build's `qipan uci`, or empty
  Budget budget;
  int fsf_nodes = 0;
  int fsf_depth = 0;
  std::string text;
};

PlayerSpec parse_player(const std::string& s) {
  PlayerSpec p;
  p.text = s;
  std::string rest = s;
  if (rest.rfind("fsf:", 0) == 0) {
    p.fsf = true;
    rest = rest.substr(4);
  } else if (rest.rfind("qipan=", 0) == 0) {
    const auto colon = rest.rfind(':');
    if (colon == std::string::npos || colon < 6) {
      std::fprintf(stderr, "match: bad player '%s' (qipan=PATH:level=N)\n", s.c_str());
      std::exit(2);
    }
    p.qipan_path = rest.substr(6, colon - 6);
    rest = rest.substr(colon + 1);
  }
  const auto eq = rest.find('=');
  if (eq == std::string::npos) {
    std::fprintf(stderr, "match: bad player '%s'\n", s.c_str());
    std::exit(2);
  }
  const std::string key = rest.substr(0, eq);
  const long long v = std::atoll(rest.substr(eq + 1).c_str());
  if (p.fsf) {
    (key == "nodes" ? p.fsf_nodes : p.fsf_depth) = static_cast<int>(v);
  } else if (key == "level") {
    p.budget.level = static_cast<int>(v);
  } else if (key == "nodes") {
    p.budget.nodes = static_cast<std::uint64_t>(v);
  } else if (key == "depth") {
    p.budget.depth = static_cast<int>(v);
  }
  return p;
}

// One side of the match: chooses a move for a position reached from the
// start by `moves`.
template <class Position, class Engine>
class Player {
 public:
  Player(const PlayerSpec& spec, const std::string& fsf_path) : spec_(spec) {
    if (!spec.qipan_path.empty()) {
      uci_ = std::make_unique<Uci>(spec.qipan_path, std::vector<std::string>{"uci"});
      const bool jungle = std::is_same_v<Position, qipan::jungle::Position>;
      uci_->send(std::string("setoption name UCI_Variant value ") +
                 (jungle ? "jungle" : "xiangqi"));
      uci_->send("setoption name Level value " + std::to_string(spec.budget.level));
      uci_->send("setoption name Hash value 16");
      uci_->send("isready");
      uci_->wait_for("readyok");
    } else if (spec.fsf) {
      uci_ = std::make_unique<Uci>(fsf_path);
      uci_->send("setoption name UCI_Variant value xiangqi");
      uci_->send("setoption name Threads value 1");
      uci_->send("setoption name Hash value 16");
      uci_->send("isready");
      uci_->wait_for("readyok");
    }
  }
  void new_game() {
    if (uci_) {
      uci_->send("ucinewgame");
      uci_->send("isready");
      uci_->wait_for("readyok");
    } else {
      engine_.new_game();
    }
  }
  std::string choose(const Position& p, const std::vector<std::string>& moves, std::uint64_t seed,
                     std::uint64_t& nodes) {
    if (uci_ && !spec_.qipan_path.empty()) {
      std::string cmd = "position startpos";
      if (!moves.empty()) cmd += " moves";
      for (const auto& m : moves) cmd += ' ' + m;
      uci_->send("setoption name Seed value " + std::to_string(seed));
      uci_->send(cmd);
      const Budget& b = spec_.budget;
      uci_->send(b.nodes > 0   ? "go nodes " + std::to_string(b.nodes)
                 : b.depth > 0 ? "go depth " + std::to_string(b.depth)
                               : std::string("go"));
      std::string line = uci_->wait_for("bestmove");
      line = line.substr(9);
      return line.substr(0, line.find(' '));
    }
    if (uci_) {
      std::string cmd = "position startpos moves";
      for (const auto& m : moves) {
        cmd += ' ';
        cmd += to_fsf(m);
      }
      uci_->send(moves.empty() ? "position startpos" : cmd);
      uci_->send(spec_.fsf_nodes > 0 ? "go nodes " + std::to_string(spec_.fsf_nodes)
                                     : "go depth " + std::to_string(spec_.fsf_depth));
      const std::string line = uci_->wait_for("bestmove");
      return from_fsf(line.substr(9, line.find(' ', 9) - 9));
    }
    Budget b = spec_.budget;
    b.seed = seed;
    auto r = engine_.best_move(p, b);
    if (!r) return "";
    nodes += r->nodes;
    return to_string(r->move);
  }

 private:
  PlayerSpec spec_;
  Engine engine_{16};
  std::unique_ptr<Uci> uci_;
};

struct Tally {
  int wins = 0, draws = 0, losses = 0;
};

// Elo from a score fraction.
double elo(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

template <class Position, class Engine>
int run(const std::vector<std::vector<std::string>>& openings, const PlayerSpec& a,
        const PlayerSpec& b, int games, const std::string& fsf, int max_plies, std::uint64_t seed) {
  Player<Position, Engine> pa(a, fsf);
  Player<Position, Engine> pb(b, fsf);
  Tally t;
  std::uint64_t a_nodes = 0, b_nodes = 0;
  int a_moves = 0, b_moves = 0;
  std::vector<double> scores;
  for (int g = 0; g < games; ++g) {
    const auto& opening = openings[static_cast<std::size_t>(g / 2) % openings.size()];
    const bool a_first = g % 2 == 0;
    Position p;
    std::vector<std::string> moves;
    for (const auto& m : opening) {
      auto parsed = p.parse_move(m);
      if (!parsed || !p.play(*parsed)) break;
      moves.push_back(m);
    }
    pa.new_game();
    pb.new_game();
    std::string end = "ply limit";
    double a_score = 0.5;
    while (true) {
      const auto status = p.status();
      if (status.over) {
        end = std::string(qipan::reason_name(status.reason));
        if (status.winner) {
          const bool first_won = *status.winner == typename Position::Side{};
          a_score = first_won == a_first ? 1.0 : 0.0;
        }
        break;
      }
      if (static_cast<int>(moves.size()) >= max_plies) break;
      const bool first_to_move = p.side_to_move() == typename Position::Side{};
      const bool a_to_move = first_to_move == a_first;
      const std::uint64_t s = seed * std::uint64_t{1000003} +
                              static_cast<std::uint64_t>(g) * std::uint64_t{1009} + moves.size();
      const std::string m =
          a_to_move ? pa.choose(p, moves, s, a_nodes) : pb.choose(p, moves, s, b_nodes);
      (a_to_move ? a_moves : b_moves)++;
      auto parsed = p.parse_move(m);
      if (!parsed || !p.play(*parsed)) {
        std::fprintf(stderr, "game %d: illegal move '%s' by %s\n", g + 1, m.c_str(),
                     a_to_move ? a.text.c_str() : b.text.c_str());
        end = "illegal move";
        a_score = a_to_move ? 0.0 : 1.0;
        break;
      }
      moves.push_back(m);
    }
    scores.push_back(a_score);
    if (a_score == 1.0)
      ++t.wins;
    else if (a_score == 0.0)
      ++t.losses;
    else
      ++t.draws;
    std::printf("game %3d  %s plays %s  %-4s  %3zu plies  %-22s  A %d-%d-%d\n", g + 1,
                a.text.c_str(), a_first ? "first " : "second",
                a_score == 1.0   ? "win"
                : a_score == 0.0 ? "loss"
                                 : "draw",
                moves.size(), end.c_str(), t.wins, t.draws, t.losses);
    if (std::getenv("MATCH_MOVES")) {
      for (const auto& m : moves) std::printf("%s ", m.c_str());
      std::printf("\n");
    }
    std::fflush(stdout);
  }
  // The score fraction's 95% interval: Wilson's, on the games counted with
  // the spread their draws show (never empty at 0% or 100%).
  const double n = static_cast<double>(scores.size());
  double mean = 0;
  for (double s : scores) mean += s;
  mean /= n;
  const double z = 1.96;
  const double centre = (mean + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z / (1 + z * z / n) * std::sqrt(mean * (1 - mean) / n + z * z / (4 * n * n));
  std::printf("\nA = %s, B = %s, %d games: +%d =%d -%d, score %.1f%%\n", a.text.c_str(),
              b.text.c_str(), games, t.wins, t.draws, t.losses, 100 * mean);
  auto shown = [](double score) {
    if (score <= 0) return std::string("-inf");
    if (score >= 1) return std::string("+inf");
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.0f", elo(score));
    return std::string(buf);
  };
  std::printf("Elo(A - B) = %s, 95%% interval [%s, %s]\n", shown(mean).c_str(),
              shown(centre - half).c_str(), shown(centre + half).c_str());
  if (a_moves > 0 && !a.fsf && a.qipan_path.empty())
    std::printf("A: %.0f nodes a move\n", static_cast<double>(a_nodes) / a_moves);
  if (b_moves > 0 && !b.fsf && b.qipan_path.empty())
    std::printf("B: %.0f nodes a move\n", static_cast<double>(b_nodes) / b_moves);
  return 0;
}

// Xiangqi openings: a first move and a reply that masters play, in every
// combination, then shuffled by the seed.
std::vector<std::vector<std::string>> xiangqi_openings(std::uint64_t seed) {
  const std::vector<std::string> first = {"h2e2", "b2e2", "c0e2", "g0e2", "b0c2", "h0g2",
                                          "g3g4", "c3c4", "b2d2", "h2f2", "b2c2"};
  const std::vector<std::string> reply = {"h7e7", "b7e7", "h9g7", "b9c7", "g6g5",
                                          "c6c5", "c9e7", "g9e7", "b7d7", "h7g7"};
  std::vector<std::vector<std::string>> out;
  for (const auto& f : first) {
    for (const auto& r : reply) out.push_back({f, r});
  }
  qipan::grid::SplitMix64 random(seed + 17);
  for (std::size_t i = out.size(); i > 1; --i) {
    std::swap(out[i - 1], out[static_cast<std::size_t>(random.next() % i)]);
  }
  return out;
}

// Jungle openings: two random plies from the start (distinct), by the seed.
std::vector<std::vector<std::string>> jungle_openings(std::uint64_t seed, int count) {
  std::vector<std::vector<std::string>> out;
  qipan::grid::SplitMix64 random(seed + 29);
  while (static_cast<int>(out.size()) < count) {
    qipan::jungle::Position p;
    std::vector<std::string> line;
    for (int ply = 0; ply < 2; ++ply) {
      const auto moves = p.legal_moves();
      const auto m = moves[static_cast<std::size_t>(random.next() % moves.size())];
      line.push_back(to_string(m));
      (void)p.play(m);
    }
    if (std::find(out.begin(), out.end(), line) == out.end()) out.push_back(line);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::string game = "xiangqi";
  std::string fsf = "/usr/games/fairy-stockfish";
  std::string a = "level=8";
  std::string b = "fsf:nodes=100000";
  int games = 2;
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    std::printf(
        "match [--game xiangqi|jungle] [--games N] [--seed S] [--max-plies N] [--fsf PATH]\n"
        "      [--a PLAYER] [--b PLAYER]\n"
        "PLAYER: level=N | nodes=N | depth=N        qipan, this build\n"
        "        fsf:nodes=N | fsf:depth=N           Fairy-Stockfish (xiangqi)\n"
        "        qipan=PATH:level=N|nodes=N|depth=N  another qipan build's `qipan uci`\n"
        "                                            (PATH: its `qipan` CLI)\n");
    return 0;
  }
  int max_plies = 400;
  std::uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const std::string v = argv[i + 1];
    if (k == "--game")
      game = v;
    else if (k == "--fsf")
      fsf = v;
    else if (k == "--a")
      a = v;
    else if (k == "--b")
      b = v;
    else if (k == "--games")
      games = std::atoi(v.c_str());
    else if (k == "--max-plies")
      max_plies = std::atoi(v.c_str());
    else if (k == "--seed")
      seed = std::strtoull(v.c_str(), nullptr, 10);
    else {
      std::fprintf(stderr, "match: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  const PlayerSpec pa = parse_player(a);
  const PlayerSpec pb = parse_player(b);
  if (game == "jungle") {
    if (pa.fsf || pb.fsf) {
      std::fprintf(stderr, "match: Fairy-Stockfish plays no Jungle here\n");
      return 2;
    }
    return run<qipan::jungle::Position, qipan::search::JungleEngine>(
        jungle_openings(seed, (games + 1) / 2), pa, pb, games, fsf, max_plies, seed);
  }
  return run<qipan::xiangqi::Position, qipan::search::XiangqiEngine>(xiangqi_openings(seed), pa, pb,
                                                                     games, fsf, max_plies, seed);
}
