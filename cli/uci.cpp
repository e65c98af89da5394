#include "cli/uci.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "core/games/games.h"
#include "core/search/levels.h"

namespace qipan::cli {
namespace {

using search::Budget;
using search::Hooks;
using search::Report;

std::mutex output_mutex;

void say(const std::string& line) {
  std::lock_guard<std::mutex> lock(output_mutex);
  std::fputs(line.c_str(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// "info depth D [multipv K] score ... pv ...": `multipv` 0 leaves the
// field out (MultiPV 1 writes what it always wrote).
template <class Move>
std::string info_line(const Report<Move>& r, int score, const std::vector<Move>& pv, int multipv) {
  std::ostringstream out;
  out << "info depth " << r.depth;
  if (multipv > 0) out << " multipv " << multipv;
  out << " score ";
  const int m = search::mate_in(score);
  if (m != 0) {
    out << "mate " << m;
  } else {
    out << "cp " << score;
  }
  out << " nodes " << r.nodes << " time " << r.time_ms;
  if (r.time_ms > 0) out << " nps " << r.nodes * 1000 / static_cast<std::uint64_t>(r.time_ms);
  out << " pv";
  for (const Move& mv : pv) out << ' ' << to_string(mv);
  return out.str();
}

// The info lines of a report: one, or with MultiPV one per line, best first.
template <class Move>
void say_info(const Report<Move>& r, int multipv) {
  if (multipv <= 1) {
    say(info_line(r, r.score, r.pv, 0));
    return;
  }
  for (std::size_t k = 0; k < r.lines.size(); ++k) {
    say(info_line(r, r.lines[k].score, r.lines[k].pv, static_cast<int>(k) + 1));
  }
}

// One game's side of the protocol: its position, its engine (the registry
// entry's) and the search thread.
template <class Entry>
class GamePlayer {
 public:
  using Position = typename Entry::Position;
  using Engine = typename Entry::Engine;

  explicit GamePlayer(std::size_t mb = 16) : engine_(mb) {}

  void new_game() {
    engine_.new_game();
    position_ = Position();
  }

  void resize(std::size_t mb) { engine_.resize_table(mb); }

  // `position` arguments after the word itself; an error message or "".
  std::string set_position(const std::vector<std::string>& args) {
    std::size_t i = 0;
    Position p;
    if (i < args.size() && args[i] == "startpos") {
      ++i;
    } else if (i < args.size() && args[i] == "fen") {
      ++i;
      std::string fen;
      while (i < args.size() && args[i] != "moves") {
        if (!fen.empty()) fen.push_back(' ');
        fen.append(args[i++]);
      }
      auto parsed = Position::from_fen(fen);
      if (!parsed) return "bad FEN: " + parsed.error().message;
      p = std::move(parsed).value();
    } else {
      return "position needs 'startpos' or 'fen ...'";
    }
    if (i < args.size() && args[i] == "moves") {
      for (++i; i < args.size(); ++i) {
        auto m = p.parse_move(args[i]);
        if (!m) return m.error().message;
        if (auto played = p.play(*m); !played) return played.error().message;
      }
    }
    position_ = std::move(p);
    return "";
  }

  void go(const Budget& budget, std::atomic<bool>& stop) {
    Hooks<typename Engine::Move> c;
    c.now_ms = &now_ms;
    c.stop = [&stop] { return stop.load(std::memory_order_relaxed); };
    const int multipv = budget.lines;
    c.on_iteration = [multipv](const Report<typename Engine::Move>& r) { say_info(r, multipv); };
    auto r = engine_.best_move(position_, budget, c);
    if (!r) {
      say("info string " + r.error().message);
      say("bestmove (none)");
      return;
    }
    say_info(*r, multipv);
    std::string line = "bestmove " + to_string(r->move);
    if (r->pv.size() > 1) line += " ponder " + to_string(r->pv[1]);
    say(line);
  }

  // Whether the side to move is the first player.
  bool first_to_move() const { return position_.side_to_move() == typename Position::Side{}; }

 private:
  Engine engine_;
  Position position_;
};

// The player of some game of the registry.
using AnyPlayer = games::VariantOverEntries<GamePlayer>;

// The player of the game named `variant` (a registry name), with a table of
// `mb` MB; false for a name no game has.
bool make_player(AnyPlayer& player, std::string_view variant, std::size_t mb) {
  return games::with_game(variant, [&](auto g) {
    player.template emplace<GamePlayer<typename decltype(g)::type>>(mb);
  });
}

// "var xiangqi var jungle": the UCI_Variant option's choices.
std::string variant_choices() {
  std::string out;
  games::for_each_game([&](auto g) { out += " var " + std::string(decltype(g)::type::name); });
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

int run_uci() {
  std::string variant(games::FirstGame::name);
  std::size_t hash_mb = 16;
  int level = 0;
  int multipv = 1;
  std::uint64_t seed = 0;
  AnyPlayer player;
  const auto each = [&player](auto&& f) { std::visit(f, player); };
  std::atomic<bool> stop{false};
  std::thread worker;
  auto finish_search = [&] {
    if (worker.joinable()) {
      stop = true;
      worker.join();
    }
  };

  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.empty()) continue;
    const std::string& cmd = words[0];
    if (cmd == "uci") {
      say("id name qipan");
      say("id author the qipan authors");
      say("option name UCI_Variant type combo default " + std::string(games::FirstGame::name) +
          variant_choices());
      say("option name Level type spin default 0 min 0 max " + std::to_string(search::level_count));
      say("option name Seed type spin default 0 min 0 max 2147483647");
      say("option name Hash type spin default 16 min 1 max 1024");
      say("option name MultiPV type spin default 1 min 1 max " + std::to_string(search::max_lines));
      say("uciok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "ucinewgame") {
      finish_search();
      each([](auto& p) { p.new_game(); });
    } else if (cmd == "setoption") {
      // setoption name <name...> value <value...>
      std::string name, value;
      bool in_value = false;
      for (std::size_t i = 1; i < words.size(); ++i) {
        if (words[i] == "name" && i == 1) continue;
        if (words[i] == "value" && !in_value) {
          in_value = true;
          continue;
        }
        std::string& target = in_value ? value : name;
        if (!target.empty()) target.push_back(' ');
        target.append(words[i]);
      }
      finish_search();
      const std::string key = lower(name);
      if (key == "uci_variant") {
        const std::string v = lower(value);
        if (!games::with_game(v, [](auto) {})) {
          say("info string unknown UCI_Variant '" + value + "': " + games::name_list(""));
        } else if (v != variant) {
          variant = v;
          make_player(player, variant, hash_mb);
        }
      } else if (key == "level") {
        const int n = std::atoi(value.c_str());
        if (n < 0 || n > search::level_count || value.empty()) {
          say("info string Level must be 0 (full strength) to " +
              std::to_string(search::level_count));
        } else {
          level = n;
        }
      } else if (key == "multipv") {
        const int n = std::atoi(value.c_str());
        if (n < 1 || n > search::max_lines ||
            value.find_first_not_of("0123456789") != std::string::npos) {
          say("info string MultiPV must be 1 to " + std::to_string(search::max_lines));
        } else {
          multipv = n;
        }
      } else if (key == "seed") {
        seed = std::strtoull(value.c_str(), nullptr, 10);
      } else if (key == "hash") {
        const long mb = std::atol(value.c_str());
        if (mb < 1 || mb > 1024) {
          say("info string Hash must be 1 to 1024 (MB)");
        } else {
          hash_mb = static_cast<std::size_t>(mb);
          each([&](auto& p) { p.resize(hash_mb); });
        }
      } else {
        say("info string unknown option '" + name + "'");
      }
    } else if (cmd == "position") {
      finish_search();
      const std::vector<std::string> args(words.begin() + 1, words.end());
      std::string error;
      each([&](auto& p) { error = p.set_position(args); });
      if (!error.empty()) say("info string " + error);
    } else if (cmd == "go") {
      finish_search();
      Budget b;
      b.level = level;
      b.seed = seed;
      b.lines = multipv;
      std::int64_t wtime = -1, btime = -1, winc = 0, binc = 0, movestogo = 0;
      for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        auto number = [&]() -> std::int64_t {
          return i + 1 < words.size() ? std::atoll(words[++i].c_str()) : 0;
        };
        if (w == "depth")
          b.depth = static_cast<int>(std::clamp<std::int64_t>(number(), 1, search::max_depth));
        else if (w == "nodes")
          b.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(number(), 1));
        else if (w == "movetime")
          b.movetime = std::max<std::int64_t>(number(), 1);
        else if (w == "wtime")
          wtime = number();
        else if (w == "btime")
          btime = number();
        else if (w == "winc")
          winc = number();
        else if (w == "binc")
          binc = number();
        else if (w == "movestogo")
          movestogo = number();
      }
      bool first = true;
      each([&](const auto& p) { first = p.first_to_move(); });
      const std::int64_t left = first ? wtime : btime;
      const std::int64_t inc = first ? winc : binc;
      if (left >= 0 && b.movetime == 0) {
        const std::int64_t moves = movestogo > 0 ? movestogo : 30;
        b.movetime = std::max<std::int64_t>(1, std::min(left / 2, left / moves + inc * 3 / 4) - 20);
      }
      stop = false;
      worker =
          std::thread([&player, b, &stop] { std::visit([&](auto& p) { p.go(b, stop); }, player); });
    } else if (cmd == "stop") {
      finish_search();
    } else if (cmd == "quit") {
      break;
    } else {
      say("info string unknown command '" + cmd + "'");
    }
  }
  finish_search();
  return 0;
}

}  // namespace qipan::cli
