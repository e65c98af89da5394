// A differential of repetition rulings (docs/xiangqi.md, "Perpetual
// chase"): random positions with few pieces, a random four-ply cycle of
// reversible moves in each (biased towards moves that chase), played twice
// so that the start recurs a third time; qipan's referee rules on it, and
// Fairy-Stockfish (Debian's /usr/games/fairy-stockfish, a test opponent
// only, never shipped) is asked for the score of the cycle's last move at
// depth 1, where its own repetition rule decides. Prints the tally and each
// disagreement with qipan's explanation.
//   chase_differential [--cycles N] [--seed S] [--fsf PATH] [--show K]
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/xiangqi/chase.h"
#include "core/xiangqi/position.h"
#include "tools/uci_process.h"

namespace {

using namespace qipan::xiangqi;

std::string to_fsf(const std::string& m) {
  return std::string(1, m[0]) + std::to_string(m[1] - '0' + 1) + m[2] +
         std::to_string(m[3] - '0' + 1);
}

// -1: the side that played the last move loses, +1: it wins, 0: a draw.
int verdict_for_last_mover(const qipan::GameStatus<Side>& s, Side last_mover) {
  if (!s.ruling || !s.ruling->winner) return 0;
  return *s.ruling->winner == last_mover ? 1 : -1;
}

constexpr std::string_view letters = "RNCABP";

Position random_position(std::mt19937& rng) {
  while (true) {
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    char cells[10][9] = {};
    auto put = [&](int f, int r, char c) {
      if (cells[r][f] == 0) cells[r][f] = c;
    };
    put(3 + pick(3), pick(3), 'K');
    put(3 + pick(3), 7 + pick(3), 'k');
    const int extra = 2 + pick(6);
    for (int i = 0; i < extra; ++i) {
      const char c = letters[static_cast<std::size_t>(pick(6))];
      const bool black = pick(2) == 1;
      put(pick(9), pick(10), black ? static_cast<char>(c - 'A' + 'a') : c);
    }
    std::string fen;
    for (int r = 9; r >= 0; --r) {
      int empty = 0;
      for (int f = 0; f < 9; ++f) {
        if (cells[r][f] == 0) {
          ++empty;
          continue;
        }
        if (empty) fen += std::to_string(empty);
        empty = 0;
        fen += cells[r][f];
      }
      if (empty) fen += std::to_string(empty);
      if (r) fen += '/';
    }
    fen += " w - - 0 1";
    auto q = Position::from_fen(fen);
    if (q && !q->legal_moves().empty()) return *q;
  }
}

Move reverse(Move m) { return Move::make(m.to(), m.from()); }

// A random reversible non-capturing move of the side to move, chasing with
// probability `chase_bias` when one chases.
std::optional<Move> pick_move(const Position& p, std::mt19937& rng, double chase_bias) {
  std::vector<Move> quiet, chasing;
  for (Move m : p.legal_moves()) {
    if (p.board().at(m.to()) != Piece::none) continue;
    Board after = p.board();
    after.make(m);
    (chases_of(p.board(), after, m).size ? chasing : quiet).push_back(m);
  }
  std::uniform_real_distribution<double> u(0, 1);
  auto& from = (!chasing.empty() && (quiet.empty() || u(rng) < chase_bias)) ? chasing : quiet;
  if (from.empty()) return std::nullopt;
  return from[rng() % from.size()];
}

}  // namespace

int main(int argc, char** argv) {
  int cycles = 500;
  unsigned seed = 1;
  int show = 20;
  std::string fsf = "/usr/games/fairy-stockfish";
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--cycles") cycles = std::atoi(argv[i + 1]);
    if (a == "--seed") seed = static_cast<unsigned>(std::atoi(argv[i + 1]));
    if (a == "--fsf") fsf = argv[i + 1];
    if (a == "--show") show = std::atoi(argv[i + 1]);
  }
  qipan::tools::UciProcess engine(fsf);
  if (!engine.running()) {
    std::fprintf(stderr, "chase_differential: cannot start %s\n", fsf.c_str());
    return 2;
  }
  engine.send("uci");
  engine.wait_for("uciok");
  engine.send("setoption name UCI_Variant value xiangqi");
  engine.send("isready");
  engine.wait_for("readyok");

  std::mt19937 rng(seed);
  int tally[3][3] = {};  // [qipan + 1][fsf + 1]
  int done = 0;
  int shown = 0;
  while (done < cycles) {
    const Position start = random_position(rng);
    Position p = start;
    p.set_rulings(qipan::Rulings::report);
    std::vector<Move> loop;
    bool ok = true;
    for (int k = 0; k < 2 && ok; ++k) {
      auto m = pick_move(p, rng, k == 0 ? 0.8 : 0.5);
      if (!m || !p.play(*m).ok()) ok = false;
      if (ok) loop.push_back(*m);
    }
    for (int k = 0; k < 2 && ok; ++k) {
      const Move back = reverse(loop[static_cast<std::size_t>(k)]);
      if (!p.play(back).ok()) ok = false;
      if (ok) loop.push_back(back);
    }
    if (!ok || p.key() != start.key()) continue;
    for (int k = 0; k < 4 && ok; ++k) ok = p.play(loop[static_cast<std::size_t>(k)]).ok();
    if (!ok || !p.status().ruling || p.status().ruling->ply != 8) continue;
    const Side last = opposite(p.side_to_move());
    const int ours = verdict_for_last_mover(p.status(), last);
    std::string cmd = "position fen " + start.fen() + " moves";
    for (int k = 0; k < 7; ++k)
      cmd += " " + to_fsf(to_string(p.history()[static_cast<std::size_t>(k)]));
    engine.send(cmd);
    engine.send("go depth 1 searchmoves " + to_fsf(to_string(p.history()[7])));
    std::vector<std::string> lines;
    engine.wait_for("bestmove", &lines, 60000);
    int theirs = 0;
    for (const auto& l : lines) {
      const auto at = l.find(" score mate ");
      if (at != std::string::npos)
        theirs = std::atoi(l.c_str() + at + 12) > 0 ? 1 : -1;
      else if (l.find(" score cp ") != std::string::npos)
        theirs = 0;
    }
    ++tally[ours + 1][theirs + 1];
    ++done;
    if (ours != theirs && shown < show) {
      ++shown;
      std::string moves;
      for (Move m : p.history()) moves += " " + to_string(m);
      std::printf("DISAGREE qipan %+d fsf %+d (for the last mover)\n  %s\n  moves%s\n  %s\n", ours,
                  theirs, start.fen().c_str(), moves.c_str(), p.ruling_explanation().c_str());
    }
  }
  const char* names[] = {"last mover loses", "draw", "last mover wins"};
  std::printf("cycles %d (seed %u)\nqipan \\ fsf: %s | %s | %s\n", done, seed, names[0], names[1],
              names[2]);
  for (int a = 0; a < 3; ++a) {
    std::printf("%-17s %6d %6d %6d\n", names[a], tally[a][0], tally[a][1], tally[a][2]);
  }
  return 0;
}
