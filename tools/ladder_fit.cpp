// The ladder's table (docs/ladder.md): reads the games the match runner
// appended to results files (match --results), fits every player's Elo on
// one scale (bradley_terry.h) and prints the table in Markdown, or writes it
// into a generated section of a page.
//
//   ladder_fit [--anchor random] [--by agreed|qipan|fsf] [--note TEXT] [--doc docs/ladder.md]
//              [--ratings] [--elo] FILE...
//
// `--elo` prints only each player's rating, "PLAYER<tab>ELO" a line (what
// tools/ladder.sh places the players by).
//
// By default (`--by agreed`) a game counts when the referees agree (or
// qipan's was the only one); a disputed game is listed apart and left out
// of the fit. `--by qipan` or `--by fsf` counts every game by that
// referee's verdict instead (qipan's where Fairy-Stockfish gave none),
// the disputed games still listed. The same game (the
// players, seed and number) found twice counts once.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "core/search/levels.h"
#include "tools/bradley_terry.h"

namespace {

struct GameLine {
  std::string game, a, b, seed, index, a_first, plies, ours, ours_reason, ours_ply, theirs,
      theirs_reason, theirs_ply;
};

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (true) {
    const std::size_t j = line.find('\t', i);
    out.push_back(line.substr(i, j == std::string::npos ? j : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  return out;
}

double points(const std::string& s) { return s == "1" ? 1.0 : s == "0" ? 0.0 : 0.5; }

// "level=3" -> "level 3 (Casual)", "fsf:nodes=1000" -> "Fairy-Stockfish `go nodes 1000`".
std::string shown(const std::string& p) {
  if (p == "random") return "random mover";
  if (p == "greedy") return "greedy capturer";
  if (p.rfind("level=", 0) == 0) {
    const int n = std::atoi(p.c_str() + 6);
    std::string out = "level " + std::to_string(n);
    if (n >= 1 && n <= qipan::search::level_count) {
      const auto& l = qipan::search::level(n);
      out += " (" + std::string(l.label) + ", " + std::string(l.label_zh) + ")";
    }
    return out;
  }
  if (p.rfind("fsf:", 0) == 0) {
    std::string rest = p.substr(4);
    const auto eq = rest.find('=');
    if (eq != std::string::npos) rest = rest.substr(0, eq) + " " + rest.substr(eq + 1);
    return "Fairy-Stockfish `go " + rest + "`";
  }
  return "`" + p + "`";
}

std::string signed_int(double v) {
  char buf[32];
  const double rounded = std::round(v);
  std::snprintf(buf, sizeof buf, "%+.0f", rounded == 0 ? 0.0 : rounded);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  std::string anchor_name = "random";
  std::string by = "agreed";
  std::string note;
  std::string doc;
  bool ratings = false;
  bool elo_only = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    if ((k == "--anchor" || k == "--note" || k == "--doc" || k == "--by") && i + 1 < argc) {
      (k == "--anchor" ? anchor_name : k == "--note" ? note : k == "--by" ? by : doc) = argv[++i];
    } else if (k == "--ratings") {
      ratings = true;
    } else if (k == "--elo") {
      elo_only = true;
    } else if (k == "--help" || k == "-h") {
      std::printf(
          "ladder_fit [--anchor PLAYER] [--by agreed|qipan|fsf] [--note TEXT] [--doc PAGE]\n"
          "           [--ratings] [--elo] FILE...\n");
      return 0;
    } else if (!k.empty() && k[0] == '-') {
      std::fprintf(stderr, "ladder_fit: unknown option %s\n", k.c_str());
      return 2;
    } else {
      files.push_back(k);
    }
  }
  if (by != "agreed" && by != "qipan" && by != "fsf") {
    std::fprintf(stderr, "ladder_fit: --by must be agreed, qipan or fsf\n");
    return 2;
  }
  if (files.empty()) {
    std::fprintf(stderr, "ladder_fit: no results file given\n");
    return 2;
  }

  std::vector<GameLine> games;
  std::set<std::tuple<std::string, std::string, std::string, std::string>> seen;
  std::string game_name;
  for (const auto& f : files) {
    std::ifstream in(f);
    if (!in) {
      std::fprintf(stderr, "ladder_fit: cannot read %s\n", f.c_str());
      return 2;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (line.empty() || line[0] == '#') continue;
      const auto w = split_tabs(line);
      if (w.size() < 13) {
        std::fprintf(stderr, "ladder_fit: %s:%d: %zu fields, 14 expected\n", f.c_str(), number,
                     w.size());
        return 2;
      }
      GameLine g{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12]};
      if (game_name.empty()) game_name = g.game;
      if (g.game != game_name) {
        std::fprintf(stderr, "ladder_fit: %s:%d: a %s game among %s games\n", f.c_str(), number,
                     g.game.c_str(), game_name.c_str());
        return 2;
      }
      if (!seen.insert({g.a, g.b, g.seed, g.index}).second) continue;
      games.push_back(g);
    }
  }
  if (games.empty()) {
    std::fprintf(stderr, "ladder_fit: no games in the files\n");
    return 2;
  }

  // Players and pairings (A, B as the runner named them).
  std::vector<std::string> players;
  auto index_of = [&](const std::string& p) {
    auto it = std::find(players.begin(), players.end(), p);
    if (it != players.end()) return static_cast<std::size_t>(it - players.begin());
    players.push_back(p);
    return players.size() - 1;
  };
  struct Count {
    int wins = 0, draws = 0, losses = 0, disputed = 0;
  };
  std::map<std::pair<std::size_t, std::size_t>, Count> counts;
  std::vector<std::string> disputes;
  bool refereed = false;
  for (const auto& g : games) {
    const std::size_t a = index_of(g.a), b = index_of(g.b);
    Count& c = counts[{a, b}];
    if (g.theirs != "-") refereed = true;
    if (g.theirs != "-" && g.theirs != g.ours) {
      ++c.disputed;
      disputes.push_back(g.a + " vs " + g.b + ", seed " + g.seed + ", game " +
                         std::to_string(std::atoi(g.index.c_str()) + 1) + ": qipan " + g.ours +
                         " (" + g.ours_reason + ", ply " + g.ours_ply + "), Fairy-Stockfish " +
                         g.theirs + " (" + g.theirs_reason + ", ply " + g.theirs_ply + ")");
      if (by == "agreed") continue;
    }
    const double s = points(by == "fsf" && g.theirs != "-" ? g.theirs : g.ours);
    (s == 1.0 ? c.wins : s == 0.0 ? c.losses : c.draws)++;
  }
  const auto anchor_it = std::find(players.begin(), players.end(), anchor_name);
  if (anchor_it == players.end()) {
    std::fprintf(stderr, "ladder_fit: the anchor '%s' played no game\n", anchor_name.c_str());
    return 2;
  }
  const std::size_t anchor = static_cast<std::size_t>(anchor_it - players.begin());
  std::vector<qipan::tools::Pairing> pairings;
  for (const auto& [key, c] : counts) {
    qipan::tools::Pairing p;
    p.a = key.first;
    p.b = key.second;
    p.games = c.wins + c.draws + c.losses;
    p.score = c.wins + 0.5 * c.draws;
    pairings.push_back(p);
  }
  const auto fit = qipan::tools::fit_ratings(players.size(), pairings, anchor);
  if (!fit.problem.empty()) {
    std::fprintf(stderr, "ladder_fit: %s\n", fit.problem.c_str());
    return 1;
  }

  if (elo_only) {
    for (std::size_t i = 0; i < players.size(); ++i) {
      std::printf("%s\t%ld\n", players[i].c_str(), std::lround(fit.elo[i]));
    }
    return 0;
  }

  // Each player's games and score over all its counted games.
  std::vector<Count> per(players.size());
  for (const auto& [key, c] : counts) {
    Count& a = per[key.first];
    Count& b = per[key.second];
    a.wins += c.wins, a.draws += c.draws, a.losses += c.losses, a.disputed += c.disputed;
    b.wins += c.losses, b.draws += c.draws, b.losses += c.wins, b.disputed += c.disputed;
  }
  std::vector<std::size_t> order(players.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::size_t x, std::size_t y) { return fit.elo[x] > fit.elo[y]; });

  std::ostringstream out;
  int counted = 0, disputed = 0;
  for (const auto& [key, c] : counts) {
    counted += c.wins + c.draws + c.losses;
    disputed += c.disputed;
  }
  if (!note.empty()) out << note << "\n\n";
  out << counted << " games counted";
  if (refereed) {
    out << ", " << disputed << " disputed (the referees disagree; "
        << (by == "agreed"  ? "left out"
            : by == "qipan" ? "counted by qipan's rules"
                            : "counted by Fairy-Stockfish's rules")
        << (disputed > 0 ? ", listed below)" : ")");
  }
  out << ". Elo on one scale, " << shown(anchor_name)
      << " = 0; 95% interval from the fit's Hessian (docs/ladder.md, \"The model\").\n\n";
  out << "| player | Elo | 95% interval | games | +/=/- | score |"
      << (refereed ? " disputed |" : "") << "\n|---|---|---|---|---|---|"
      << (refereed ? "---|" : "") << "\n";
  for (std::size_t i : order) {
    const Count& c = per[i];
    const int n = c.wins + c.draws + c.losses;
    char score[32];
    std::snprintf(score, sizeof score, "%.1f%%", n ? 100.0 * (c.wins + 0.5 * c.draws) / n : 0.0);
    out << "| " << shown(players[i]) << " | " << (i == anchor ? "0" : signed_int(fit.elo[i]))
        << " | "
        << (i == anchor ? std::string("(anchor)")
                        : "[" + signed_int(fit.elo[i] - 1.96 * fit.error[i]) + ", " +
                              signed_int(fit.elo[i] + 1.96 * fit.error[i]) + "]")
        << " | " << n << " | " << c.wins << "/" << c.draws << "/" << c.losses << " | " << score
        << " |" << (refereed ? " " + std::to_string(c.disputed) + " |" : "") << "\n";
  }
  out << "\nThe pairings (A's result; both colours, paired openings):\n\n"
      << "| A | B | games | +/=/- | A's score |" << (refereed ? " disputed |" : "")
      << "\n|---|---|---|---|---|" << (refereed ? "---|" : "") << "\n";
  for (const auto& [key, c] : counts) {
    const int n = c.wins + c.draws + c.losses;
    char score[32];
    std::snprintf(score, sizeof score, "%.1f%%", n ? 100.0 * (c.wins + 0.5 * c.draws) / n : 0.0);
    out << "| " << shown(players[key.first]) << " | " << shown(players[key.second]) << " | " << n
        << " | " << c.wins << "/" << c.draws << "/" << c.losses << " | " << score << " |"
        << (refereed ? " " + std::to_string(c.disputed) + " |" : "") << "\n";
  }
  if (!disputes.empty()) {
    out << "\nDisputed games (qipan's and Fairy-Stockfish's verdicts, A's points):\n\n";
    for (const auto& d : disputes) out << "- " << d << "\n";
  }
  const std::string table = out.str();

  if (ratings) {
    std::fprintf(stderr, "levels' ratings (Elo, low, high) for the level table:\n");
    for (int n = 1; n <= qipan::search::level_count; ++n) {
      const auto it = std::find(players.begin(), players.end(), "level=" + std::to_string(n));
      if (it == players.end()) continue;
      const auto i = static_cast<std::size_t>(it - players.begin());
      std::fprintf(stderr, "  level %d: {%ld, %ld, %ld}\n", n, std::lround(fit.elo[i]),
                   std::lround(fit.elo[i] - 1.96 * fit.error[i]),
                   std::lround(fit.elo[i] + 1.96 * fit.error[i]));
    }
  }
  if (doc.empty()) {
    std::fputs(table.c_str(), stdout);
    return 0;
  }
  // Replace the section between the page's markers for this game.
  std::ifstream in(doc);
  if (!in) {
    std::fprintf(stderr, "ladder_fit: cannot read %s\n", doc.c_str());
    return 2;
  }
  std::stringstream page;
  page << in.rdbuf();
  std::string text = page.str();
  const std::string begin = "<!-- ladder:" + game_name + " begin -->";
  const std::string end = "<!-- ladder:" + game_name + " end -->";
  const auto b = text.find(begin);
  const auto e = text.find(end);
  if (b == std::string::npos || e == std::string::npos || e < b) {
    std::fprintf(stderr, "ladder_fit: %s has no section '%s' ... '%s'\n", doc.c_str(),
                 begin.c_str(), end.c_str());
    return 2;
  }
  text = text.substr(0, b + begin.size()) + "\n" + table + text.substr(e);
  std::ofstream o(doc);
  o << text;
  std::printf("ladder_fit: wrote the %s table into %s\n", game_name.c_str(), doc.c_str());
  return 0;
}
