// The match runner (a measuring tool, never a test): games between two
// players from paired openings — each opening played once with each colour —
// judged by qipan's rules (Position::status()) and, in a game Fairy-Stockfish
// plays, by Fairy-Stockfish's rules as well (fsf_referee.h). A game the two
// referees judge differently is printed and counted apart. Prints each game,
// the result with an Elo difference and its 95% interval, and appends each
// game to a results file when asked (the ladder's input, docs/ladder.md).
//
//   build/native-release/tools/match --game xiangqi --games 20 --a level=8 --b fsf:nodes=100000
//   build/native-release/tools/match --game jungle --games 40 --a level=6 --b level=5
//
// Players (players.h): `level=N`, `nodes=N`, `depth=N` (this build; with
// `margin=M` and `blunder=B` combined by commas, a level's row to try),
// `qipan=PATH:level=N|nodes=N|depth=N` (another build's `qipan uci`),
// `fsf:nodes=N`, `fsf:depth=N` (Fairy-Stockfish, at /usr/games/fairy-stockfish
// or --fsf PATH; a test opponent only, never shipped), `random`, `greedy`.
#include <fcntl.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/games/games.h"
#include "tools/fsf_referee.h"
#include "tools/jungle_match.h"
#include "tools/match_game.h"
#include "tools/players.h"
#include "tools/xiangqi_match.h"

namespace {

using qipan::tools::Kind;
using qipan::tools::MatchGame;
using qipan::tools::PlayerSpec;
using qipan::tools::Verdict;

enum class RefereeMode { automatic, fsf, none };

struct Options {
  std::string game{qipan::games::FirstGame::name};  // the registry's first game
  std::string fsf = "/usr/games/fairy-stockfish";
  PlayerSpec a, b;
  int games = 2;
  int first = 0;  // the number of the first game played, from 0
  int max_plies = 400;
  std::uint64_t seed = 1;
  RefereeMode referee = RefereeMode::automatic;
  std::string results;  // a file to append the games to, or empty
};

struct Tally {
  int wins = 0, draws = 0, losses = 0;
  void add(double score) {
    if (score == 1.0)
      ++wins;
    else if (score == 0.0)
      ++losses;
    else
      ++draws;
  }
  int games() const { return wins + draws + losses; }
};

double elo(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

std::string shown_elo(double score) {
  if (score <= 0) return "-inf";
  if (score >= 1) return "+inf";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", elo(score));
  return buf;
}

// "A wins (checkmate, ply 81)" for a verdict, from A's side.
std::string described(const Verdict& v, bool a_first) {
  if (!v.given) return "no verdict";
  const double a = a_first ? v.first_score : 1.0 - v.first_score;
  const char* who = a == 1.0 ? "A wins" : a == 0.0 ? "B wins" : "draw";
  return std::string(who) + " (" + v.reason + ", ply " + std::to_string(v.ply) + ")";
}

std::string score_text(const Verdict& v, bool a_first) {
  if (!v.given) return "-";
  const double a = a_first ? v.first_score : 1.0 - v.first_score;
  return a == 1.0 ? "1" : a == 0.0 ? "0" : "0.5";
}

// Appends one line to `path` with a single write (O_APPEND), so that games
// of matches run side by side never interleave.
void append_line(const std::string& path, const std::string& line) {
  const int fd = open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT, 0644);
  if (fd < 0) {
    std::fprintf(stderr, "match: cannot open %s\n", path.c_str());
    std::exit(2);
  }
  const std::string text = line + "\n";
  if (write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
    std::fprintf(stderr, "match: cannot write %s\n", path.c_str());
    std::exit(2);
  }
  close(fd);
}

template <class Position>
int run(const Options& o) {
  using Game = MatchGame<Position>;
  using Side = typename Position::Side;
  const bool fsf_plays = o.a.kind == Kind::fsf || o.b.kind == Kind::fsf;
  if (fsf_plays && !Game::fsf) {
    std::fprintf(stderr, "match: Fairy-Stockfish plays no %s\n", o.game.c_str());
    return 2;
  }
  if (o.referee == RefereeMode::fsf && !Game::fsf) {
    std::fprintf(stderr, "match: Fairy-Stockfish cannot referee %s\n", o.game.c_str());
    return 2;
  }
  const bool refereed =
      o.referee == RefereeMode::fsf || (o.referee == RefereeMode::automatic && fsf_plays);
  std::unique_ptr<qipan::tools::FsfReferee<Position>> referee;
  if (refereed) referee = std::make_unique<qipan::tools::FsfReferee<Position>>(o.fsf);

  qipan::tools::Player<Position> pa(o.a, o.fsf, o.game);
  qipan::tools::Player<Position> pb(o.b, o.fsf, o.game);
  const auto openings = Game::openings(o.seed, (o.first + o.games + 1) / 2);
  Tally ours, theirs, counted;
  std::vector<std::string> disputes;
  std::uint64_t a_nodes = 0, b_nodes = 0;
  int a_moves = 0, b_moves = 0;
  std::vector<double> scores;  // A's score in each counted game

  for (int g = o.first; g < o.first + o.games; ++g) {
    const auto& opening = openings[static_cast<std::size_t>(g / 2) % openings.size()];
    const bool a_first = g % 2 == 0;
    Position p;
    // The game goes on past a ruling of one referee until the other has
    // judged too; a board ending (no legal move) ends it for both.
    p.set_rulings(qipan::Rulings::report);
    std::vector<std::string> moves;
    for (const auto& m : opening) {
      auto parsed = p.parse_move(m);
      if (!parsed || !p.play(*parsed)) break;
      moves.push_back(m);
    }
    pa.new_game();
    pb.new_game();
    Verdict our, their;
    std::size_t judged = 0;  // plies Fairy-Stockfish has judged
    auto our_verdict = [&](std::optional<Side> winner, qipan::EndReason reason, std::size_t ply) {
      our.given = true;
      our.first_score = !winner ? 0.5 : *winner == Side{} ? 1.0 : 0.0;
      our.reason = std::string(qipan::reason_name(reason));
      our.ply = ply;
    };
    while (true) {
      const auto status = p.status();
      if (!our.given) {
        if (status.over)
          our_verdict(status.winner, status.reason, moves.size());
        else if (status.ruling)
          our_verdict(status.ruling->winner, status.ruling->reason, status.ruling->ply);
      }
      if (referee) {
        // Fairy-Stockfish judges every ply from the first (the opening's too).
        std::vector<std::string> line;
        while (!their.given && judged < moves.size()) {
          ++judged;
          line.assign(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(judged));
          if (judged == moves.size()) {
            their = referee->judge(line, p);
          } else {
            // An opening ply: judge it on the position replayed so far.
            Position at;
            at.set_rulings(qipan::Rulings::report);
            for (const auto& m : line) (void)at.play(*at.parse_move(m));
            their = referee->judge(line, at);
          }
        }
      }
      if (status.over) break;
      if (our.given && (!referee || their.given)) break;
      if (static_cast<int>(moves.size()) >= o.max_plies) break;
      const bool first_to_move = p.side_to_move() == Side{};
      const bool a_to_move = first_to_move == a_first;
      const std::uint64_t s = o.seed * std::uint64_t{1000003} +
                              static_cast<std::uint64_t>(g) * std::uint64_t{1009} + moves.size();
      const std::string m =
          a_to_move ? pa.choose(p, moves, s, a_nodes) : pb.choose(p, moves, s, b_nodes);
      (a_to_move ? a_moves : b_moves)++;
      auto parsed = p.parse_move(m);
      if (!parsed || !p.play(*parsed)) {
        if (our.given) {
          // qipan's rules ended the game already (a move limit, say) and
          // its position takes no more moves; the game went on only for
          // Fairy-Stockfish's verdict, which it had not given: no one
          // forfeits, and the game is reported as unjudged by it.
          std::fprintf(stderr,
                       "game %d: stopped at ply %zu: qipan's rules ended it at ply %zu (%s), "
                       "Fairy-Stockfish's had not\n",
                       g + 1, moves.size(), our.ply, our.reason.c_str());
          break;
        }
        std::fprintf(stderr, "game %d: illegal move '%s' by %s\n", g + 1, m.c_str(),
                     a_to_move ? o.a.text.c_str() : o.b.text.c_str());
        Verdict forfeit;
        forfeit.given = true;
        forfeit.first_score = first_to_move ? 0.0 : 1.0;
        forfeit.reason = "illegal move";
        forfeit.ply = moves.size();
        if (!our.given) our = forfeit;
        if (referee && !their.given) their = forfeit;
        break;
      }
      moves.push_back(m);
    }
    // The runner's cap: a draw for whichever referee has not judged.
    for (Verdict* v : {&our, &their}) {
      if (v == &their && !referee) continue;
      if (!v->given && static_cast<int>(moves.size()) >= o.max_plies) {
        v->given = true;
        v->first_score = 0.5;
        v->reason = "ply cap";
        v->ply = moves.size();
      }
    }
    const double a_ours = a_first ? our.first_score : 1.0 - our.first_score;
    ours.add(a_ours);
    bool agreed = true;
    if (referee) {
      theirs.add(a_first ? their.first_score : 1.0 - their.first_score);
      agreed = their.given && their.first_score == our.first_score;
    }
    if (agreed) {
      counted.add(a_ours);
      scores.push_back(a_ours);
    } else {
      disputes.push_back("game " + std::to_string(g + 1) + ": qipan: " + described(our, a_first) +
                         "; Fairy-Stockfish: " + described(their, a_first));
    }
    std::printf("game %3d  %s plays %s  %-4s  %3zu plies  %-22s%s  A %d-%d-%d\n", g + 1,
                o.a.text.c_str(), a_first ? "first " : "second",
                a_ours == 1.0   ? "win"
                : a_ours == 0.0 ? "loss"
                                : "draw",
                moves.size(), our.reason.c_str(),
                !referee ? ""
                : agreed ? "  (FSF agrees)"
                         : "  DISPUTED",
                counted.wins, counted.draws, counted.losses);
    if (std::getenv("MATCH_MOVES")) {
      for (const auto& m : moves) std::printf("%s ", m.c_str());
      std::printf("\n");
    }
    if (!o.results.empty()) {
      std::string line = o.game + "\t" + o.a.text + "\t" + o.b.text + "\t" +
                         std::to_string(o.seed) + "\t" + std::to_string(g) + "\t" +
                         (a_first ? "1" : "0") + "\t" + std::to_string(moves.size()) + "\t" +
                         score_text(our, a_first) + "\t" + our.reason + "\t" +
                         std::to_string(our.ply) + "\t";
      line += referee ? score_text(their, a_first) + "\t" +
                            (their.given ? their.reason : std::string("-")) + "\t" +
                            std::to_string(their.ply)
                      : std::string("-\t-\t-");
      line += "\t";
      for (std::size_t i = 0; i < moves.size(); ++i) line += (i ? " " : "") + moves[i];
      append_line(o.results, line);
    }
    std::fflush(stdout);
  }

  std::printf("\nA = %s, B = %s, %d games (numbers %d to %d)\n", o.a.text.c_str(), o.b.text.c_str(),
              o.games, o.first + 1, o.first + o.games);
  if (referee) {
    std::printf("by qipan's rules:           +%d =%d -%d\n", ours.wins, ours.draws, ours.losses);
    std::printf("by Fairy-Stockfish's rules: +%d =%d -%d\n", theirs.wins, theirs.draws,
                theirs.losses);
    std::printf("disputed (the referees disagree, not counted): %zu\n", disputes.size());
    for (const auto& d : disputes) std::printf("  %s\n", d.c_str());
  }
  if (scores.empty()) {
    std::printf("no game counted\n");
    return 0;
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
  std::printf("%s%d games: +%d =%d -%d, score %.1f%%\n", referee ? "counted, both agree: " : "",
              counted.games(), counted.wins, counted.draws, counted.losses, 100 * mean);
  std::printf("Elo(A - B) = %s, 95%% interval [%s, %s]\n", shown_elo(mean).c_str(),
              shown_elo(centre - half).c_str(), shown_elo(centre + half).c_str());
  if (a_moves > 0 && o.a.kind == Kind::qipan)
    std::printf("A: %.0f nodes a move\n", static_cast<double>(a_nodes) / a_moves);
  if (b_moves > 0 && o.b.kind == Kind::qipan)
    std::printf("B: %.0f nodes a move\n", static_cast<double>(b_nodes) / b_moves);
  return 0;
}

void usage() {
  std::printf(
      "match [--game %s] [--games N] [--first K] [--seed S] [--max-plies N]\n"
      "match --list   the games, the first (the default) first; ' fsf' after one\n"
      "               Fairy-Stockfish plays\n"
      "      [--fsf PATH] [--referee auto|fsf|none] [--results FILE] [--a PLAYER] [--b PLAYER]\n"
      "PLAYER: level=N | nodes=N | depth=N        qipan, this build; settings may be\n"
      "        nodes=N,depth=D,margin=M,blunder=B  combined with commas (a level's row:\n"
      "                                            margin in centipawns, blunder per mille)\n"
      "        target=T,nodes=N                    T nodes a move on average, N at most\n"
      "                                            (search::Budget::target_nodes)\n"
      "        qipan=PATH:level=N|nodes=N|depth=N  another qipan build's `qipan uci`\n"
      "                                            (PATH: its `qipan` CLI)\n"
      "        fsf:nodes=N | fsf:depth=N           Fairy-Stockfish (xiangqi)\n"
      "        random                              a random mover (seeded)\n"
      "        greedy                              takes the most valuable piece it can, else "
      "random\n"
      "--first K     start at game K+1 (games are numbered from the seed alone: game K\n"
      "              plays opening K/2 with A first when K is even)\n"
      "--referee     fsf: Fairy-Stockfish judges every game too; auto (the default): when\n"
      "              it plays; none: qipan's rules only\n"
      "--results F   append each game to F, one tab-separated line (docs/ladder.md)\n",
      qipan::games::name_list().c_str());
}

// `match --list`: every game of the registry, one a line, the first (the
// default) first, each followed by " fsf" when Fairy-Stockfish plays it
// (tools/ladder.sh reads it, so that the script names no game).
void list_games() {
  qipan::games::for_each_game([](auto g) {
    using Entry = typename decltype(g)::type;
    std::printf("%s%s\n", std::string(Entry::name).c_str(),
                MatchGame<typename Entry::Position>::fsf ? " fsf" : "");
  });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    usage();
    return 0;
  }
  if (argc == 2 && std::string(argv[1]) == "--list") {
    list_games();
    return 0;
  }
  Options o;
  std::string a = "level=8";
  std::string b = "fsf:nodes=100000";
  for (int i = 1; i < argc; i += 2) {
    const std::string k = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr, "match: %s needs a value (match --help)\n", k.c_str());
      return 2;
    }
    const std::string v = argv[i + 1];
    if (k == "--game")
      o.game = v;
    else if (k == "--fsf")
      o.fsf = v;
    else if (k == "--a")
      a = v;
    else if (k == "--b")
      b = v;
    else if (k == "--games")
      o.games = std::atoi(v.c_str());
    else if (k == "--first")
      o.first = std::atoi(v.c_str());
    else if (k == "--max-plies")
      o.max_plies = std::atoi(v.c_str());
    else if (k == "--seed")
      o.seed = std::strtoull(v.c_str(), nullptr, 10);
    else if (k == "--results")
      o.results = v;
    else if (k == "--referee" && (v == "auto" || v == "fsf" || v == "none"))
      o.referee = v == "fsf"    ? RefereeMode::fsf
                  : v == "none" ? RefereeMode::none
                                : RefereeMode::automatic;
    else {
      std::fprintf(stderr, "match: unknown option %s %s (match --help)\n", k.c_str(), v.c_str());
      return 2;
    }
  }
  if (o.games < 1 || o.first < 0 || o.max_plies < 1) {
    std::fprintf(stderr, "match: --games must be at least 1, --first and --max-plies positive\n");
    return 2;
  }
  const auto pa = qipan::tools::parse_player(a);
  const auto pb = qipan::tools::parse_player(b);
  if (!pa || !pb) return 2;
  o.a = *pa;
  o.b = *pb;
  int rc = 2;
  const bool known = qipan::games::with_game(
      o.game, [&](auto g) { rc = run<typename decltype(g)::type::Position>(o); });
  if (!known) {
    std::fprintf(stderr, "match: no game '%s' (%s)\n", o.game.c_str(),
                 qipan::games::name_list().c_str());
    return 2;
  }
  return rc;
}
