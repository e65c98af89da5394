#include "cli/pgn.h"

#include "cli/read_file.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "core/games/games.h"

namespace qipan::cli {
namespace {

using records::GameText;
using records::Notation;

// The --game choices: "xiangqi|jungle".
const std::string game_choices = games::name_list("", "|", "|");

int usage(const std::string& problem) {
  const char* g = game_choices.c_str();
  std::fprintf(stderr, "qipan pgn: %s\n", problem.c_str());
  std::fprintf(stderr,
               "usage: qipan pgn check FILE [--game %s]\n"
               "       qipan pgn replay FILE [--game %s]\n"
               "       qipan pgn convert FILE --to iccs|wxf|chinese [--game %s]\n"
               "       qipan pgn generate N [--seed S] [--to iccs|wxf|chinese] "
               "[--game %s] [--max-plies P]\n",
               g, g, g, g);
  return 2;
}

// Calls f(std::type_identity<G>{}) for the game of `g`: the one --game
// named, or else the one its Variant tag names (games::with_record_game).
template <class F>
void with_game_of(const GameText& g, std::optional<std::string_view> game, F&& f) {
  if (!game || !games::with_game(*game, f)) games::with_record_game(g, f);
}

// One game replayed: its plies, results and text, or its error.
struct Replayed {
  bool ok = false;
  std::string error;
  std::size_t plies = 0;
  std::string recorded;  // the record's result
  std::string ruled;     // what the rules say of the final position
  std::string converted;
};

template <class Entry>
Replayed replayed(const Result<typename Entry::Record>& r, std::optional<Notation> to) {
  using Position = typename Entry::Position;
  Replayed out;
  if (!r) {
    out.error = r.error().message;
    return out;
  }
  const Position& p = r->position;
  out.ok = true;
  out.plies = p.history().size();
  out.recorded = r->result;
  const auto status = p.status();
  out.ruled = describe_end(status, [](auto s) { return Position::side_name(s); });
  if (status.ruling) out.ruled += "; ruling: " + ruling_text<Position>(*status.ruling);
  if (to) out.converted = Entry::rewrite_record(*r, *to);
  return out;
}

Replayed replay_one(const GameText& g, std::optional<std::string_view> game,
                    std::optional<Notation> to) {
  Replayed out;
  with_game_of(g, game, [&](auto e) {
    using Entry = typename decltype(e)::type;
    out = replayed<Entry>(Entry::read_record(g), to);
  });
  return out;
}

int replay_file(std::string_view command, std::string_view file,
                std::optional<std::string_view> game, std::optional<Notation> to) {
  const auto text = read_file(file);
  if (!text) {
    std::fprintf(stderr, "qipan pgn: cannot read '%s'\n", std::string(file).c_str());
    return 1;
  }
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto games = records::read_games(*text);
  if (!games) {
    std::fprintf(stderr, "qipan pgn: %s\n", games.error().message.c_str());
    return 1;
  }
  std::size_t bad = 0;
  std::size_t plies = 0;
  std::map<std::string, std::size_t> results;
  std::string out;
  for (const GameText& g : *games) {
    const Replayed r = replay_one(g, game, to);
    if (!r.ok) {
      ++bad;
      std::fprintf(command == "convert" ? stderr : stdout, "%s\n", r.error.c_str());
      continue;
    }
    plies += r.plies;
    ++results[r.recorded];
    if (command == "replay") {
      std::printf("game %d: %zu plies, result %s; rules: %s\n", g.number, r.plies,
                  r.recorded.c_str(), r.ruled.c_str());
    } else if (command == "convert") {
      if (!out.empty()) out += "\n";
      out += r.converted;
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (command == "convert") {
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  std::string summary;
  for (const auto& [result, n] : results) {
    summary += (summary.empty() ? "" : ", ") + result + " x" + std::to_string(n);
  }
  std::fprintf(command == "convert" ? stderr : stdout,
               "%zu games: %zu replayed, %zu with a bad move; %zu plies; results: %s; %.3f s "
               "(%.0f plies/s)\n",
               games->size(), games->size() - bad, bad, plies,
               summary.empty() ? "none" : summary.c_str(), seconds,
               seconds > 0 ? static_cast<double>(plies) / seconds : 0.0);
  return bad == 0 ? 0 : 1;
}

// A random legal game from the start, until it ends or reaches `max_plies`.
template <class Position>
Position random_game(std::mt19937_64& rng, int max_plies) {
  Position p;
  for (int ply = 0; ply < max_plies; ++ply) {
    const auto moves = p.legal_moves();
    if (moves.size() == 0) break;
    const auto m = moves[static_cast<std::size_t>(rng() % moves.size())];
    if (!p.play(m)) break;
  }
  return p;
}

template <class Entry>
int generate(long count, std::uint64_t seed, Notation to, int max_plies) {
  std::mt19937_64 rng(seed);
  for (long i = 1; i <= count; ++i) {
    const std::vector<records::Tag> tags = {
        {"Event", "qipan random games"},
        {"Site", "qipan pgn generate"},
        {"Round", std::to_string(i)},
        {std::string(Entry::player_tags[0]), "random"},
        {std::string(Entry::player_tags[1]), "random"},
    };
    const std::string text =
        Entry::write_record(random_game<typename Entry::Position>(rng, max_plies), tags, to);
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (i < count) std::fputc('\n', stdout);
  }
  return 0;
}

std::optional<long> whole_number(std::string_view text, long least, long most) {
  const std::string s(text);
  char* end = nullptr;
  const long n = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || n < least || n > most) return std::nullopt;
  return n;
}

}  // namespace

int run_pgn(const std::vector<std::string_view>& args) {
  if (args.empty()) return usage("missing command (check, replay, convert, generate)");
  const std::string_view command = args[0];
  if (command != "check" && command != "replay" && command != "convert" && command != "generate") {
    return usage("unknown command '" + std::string(command) + "'");
  }
  std::optional<std::string_view> operand;
  std::optional<Notation> to;
  std::optional<std::string_view> game;  // --game: every record is of this game
  std::uint64_t seed = 1;
  int max_plies = 300;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string_view a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--to" || a == "--game" || a == "--seed" || a == "--max-plies") {
      if (!has_value) return usage(std::string(a) + " needs a value");
      const std::string_view v = args[++i];
      if (a == "--to") {
        to = records::notation_named(v);
        if (!to) return usage("--to takes iccs, wxf or chinese, got '" + std::string(v) + "'");
      } else if (a == "--game") {
        if (!games::with_game(v, [](auto) {})) {
          return usage("--game takes " + games::name_list("") + ", got '" + std::string(v) + "'");
        }
        game = v;
      } else if (a == "--seed") {
        const auto n = whole_number(v, 0, 2147483647);
        if (!n) return usage("--seed takes a whole number, got '" + std::string(v) + "'");
        seed = static_cast<std::uint64_t>(*n);
      } else {
        const auto n = whole_number(v, 1, 100000);
        if (!n) return usage("--max-plies takes 1 to 100000, got '" + std::string(v) + "'");
        max_plies = static_cast<int>(*n);
      }
    } else if (!operand) {
      operand = a;
    } else {
      return usage("unexpected argument '" + std::string(a) + "'");
    }
  }
  if (!operand) return usage(command == "generate" ? "missing N" : "missing FILE");
  if (command == "generate") {
    const auto n = whole_number(*operand, 0, 10000000);
    if (!n) return usage("N must be a whole number, got '" + std::string(*operand) + "'");
    int status = 2;
    games::with_game(game.value_or(games::FirstGame::name), [&](auto e) {
      status =
          generate<typename decltype(e)::type>(*n, seed, to.value_or(Notation::iccs), max_plies);
    });
    return status;
  }
  if (command == "convert" && !to) return usage("convert needs --to iccs|wxf|chinese");
  if (command != "convert" && to) return usage("--to belongs to convert and generate");
  return replay_file(command, *operand, game, to);
}

}  // namespace qipan::cli
