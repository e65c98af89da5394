// qipan — perft and move listings from the command line.
//   qipan perft GAME [--fen FEN] [--divide] DEPTH
//   qipan moves GAME [--fen FEN]
//   qipan replay GAME [--fen FEN] [--rulings enforce|report] MOVE...
//   qipan uci                       (a UCI engine for xiangqi and jungle; docs/search.md)
//   qipan pgn COMMAND ...           (record files: check, replay, convert, generate; cli/pgn.h)
//   qipan review FILE [--nodes N]   (every move judged, the record annotated; cli/review.h)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "cli/map.h"
#include "cli/pgn.h"
#include "cli/review.h"
#include "cli/uci.h"
#include "core/games/games.h"

namespace {

using qipan::cli::Options;

int usage(const char* problem) {
  if (problem) std::fprintf(stderr, "qipan: %s\n", problem);
  std::fprintf(stderr,
               "usage: qipan perft GAME [--fen FEN] [--divide] DEPTH\n"
               "       qipan moves GAME [--fen FEN]\n"
               "       qipan replay GAME [--fen FEN] [--rulings enforce|report] MOVE...\n"
               "       qipan uci\n"
               "       qipan pgn check|replay|convert|generate ... (qipan pgn --help)\n"
               "       qipan review FILE [--nodes N] [--to iccs|wxf|chinese]\n"
               "       qipan map FILE [--level LEVEL] [--text]   (a Tiled or LDtk map)\n"
               "games:");
  qipan::games::for_each_game(
      [](auto g) { std::fprintf(stderr, " %s", decltype(g)::type::name.data()); });
  std::fprintf(stderr, "\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-h" || args[0] == "--help") return usage(nullptr);
  const std::string_view command = args[0];
  if (command == "uci")
    return args.size() == 1 ? qipan::cli::run_uci() : usage("uci takes no arguments");
  if (command == "pgn") return qipan::cli::run_pgn({args.begin() + 1, args.end()});
  if (command == "review") return qipan::cli::run_review({args.begin() + 1, args.end()});
  if (command == "map") return qipan::cli::run_map({args.begin() + 1, args.end()});
  if (command != "perft" && command != "moves" && command != "replay") {
    return usage(("unknown command '" + std::string(command) + "'").c_str());
  }
  if (args.size() < 2) return usage("missing GAME");
  const std::string_view game = args[1];
  if (!qipan::games::with_game(game, [](auto) {})) {
    return usage(("unknown game '" + std::string(game) + "'").c_str());
  }

  Options o;
  bool have_depth = false;
  for (std::size_t i = 2; i < args.size(); ++i) {
    if (args[i] == "--fen") {
      if (i + 1 >= args.size()) return usage("--fen needs a FEN");
      o.fen = std::string(args[++i]);
    } else if (args[i] == "--divide" && command == "perft") {
      o.divide = true;
    } else if (args[i] == "--rulings" && command == "replay") {
      if (i + 1 >= args.size()) return usage("--rulings needs 'enforce' or 'report'");
      const auto mode = qipan::rulings_from_name(args[++i]);
      if (!mode) {
        return usage(("--rulings must be 'enforce' or 'report', got '" + std::string(args[i]) + "'")
                         .c_str());
      }
      o.rulings = *mode;
    } else if (command == "replay") {
      o.moves.emplace_back(args[i]);
    } else if (command == "perft" && !have_depth) {
      char* end = nullptr;
      const std::string text(args[i]);
      const long d = std::strtol(text.c_str(), &end, 10);
      if (text.empty() || *end != '\0' || d < 0 || d > 12) {
        return usage(("DEPTH must be a whole number from 0 to 12, got '" + text + "'").c_str());
      }
      o.depth = static_cast<int>(d);
      have_depth = true;
    } else {
      return usage(("unexpected argument '" + std::string(args[i]) + "'").c_str());
    }
  }
  if (command == "perft" && !have_depth) return usage("missing DEPTH");
  // Every game of the registry (core/games/games.h), with standard rules.
  int status = 2;
  qipan::games::with_game(game, [&](auto g) {
    status = qipan::cli::run_command<typename decltype(g)::type::Position>(command, o);
  });
  return status;
}
