#pragma once

// The players of the match runner: qipan at a level or a budget (this
// build), another qipan build through `qipan uci`, Fairy-Stockfish through
// UCI (a test opponent, never shipped), and the two fixed anchors of the
// ladder: a random mover and a greedy capturer. Every choice is repeatable:
// it depends only on the position, the moves and the seed given.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/zobrist.h"
#include "core/search/budget.h"
#include "tools/match_game.h"
#include "tools/uci_process.h"

namespace qipan::tools {

// An engine over a pair of pipes (uci_process.h); a match cannot go on
// without it, so a silent or vanished engine ends the run.
class Uci {
 public:
  explicit Uci(const std::string& path, const std::vector<std::string>& args = {})
      : process_(path, args) {
    send("uci");
    wait_for("uciok");
  }
  void send(const std::string& line) { process_.send(line); }
  // Reads lines until one starting with `word`; returns it. The lines
  // before it go to `before`.
  std::string wait_for(std::string_view word, std::vector<std::string>* before = nullptr) {
    if (auto line = process_.wait_for(word, before, 600000)) return *line;
    std::fprintf(stderr, "match: the engine closed its output or went silent\n");
    std::exit(3);
  }
  void ready() {
    send("isready");
    wait_for("readyok");
  }

 private:
  UciProcess process_;
};

enum class Kind { qipan, other_qipan, fsf, random, greedy };

struct PlayerSpec {
  Kind kind = Kind::qipan;
  std::string qipan_path;  // another qipan build's `qipan` CLI
  search::Budget budget;
  int fsf_nodes = 0;
  int fsf_depth = 0;
  std::string text;  // as given: "level=3", "fsf:nodes=1000", "random"
};

// The player named `s`, or nothing (with a message) when it names none.
inline std::optional<PlayerSpec> parse_player(const std::string& s) {
  PlayerSpec p;
  p.text = s;
  if (s == "random" || s == "greedy") {
    p.kind = s == "random" ? Kind::random : Kind::greedy;
    return p;
  }
  std::string rest = s;
  if (rest.rfind("fsf:", 0) == 0) {
    p.kind = Kind::fsf;
    rest = rest.substr(4);
  } else if (rest.rfind("qipan=", 0) == 0) {
    const auto colon = rest.rfind(':');
    if (colon == std::string::npos || colon < 6) {
      std::fprintf(stderr, "match: bad player '%s' (qipan=PATH:level=N)\n", s.c_str());
      return std::nullopt;
    }
    p.kind = Kind::other_qipan;
    p.qipan_path = rest.substr(6, colon - 6);
    rest = rest.substr(colon + 1);
  }
  // qipan of this build takes several settings at once, parted by commas
  // ("nodes=5000,depth=3,margin=80,blunder=70": a level's row to try out;
  // "target=T,nodes=N": T nodes a move on average, at most N).
  std::size_t at = 0;
  int settings = 0;
  while (at <= rest.size()) {
    const auto comma = std::min(rest.find(',', at), rest.size());
    const std::string item = rest.substr(at, comma - at);
    at = comma + 1;
    const auto eq = item.find('=');
    const std::string key = eq == std::string::npos ? item : item.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
    const long long v = std::atoll(value.c_str());
    const bool randomness = key == "margin" || key == "blunder";
    const bool known =
        p.kind == Kind::fsf ? key == "nodes" || key == "depth"
        : p.kind == Kind::other_qipan
            ? key == "level" || key == "nodes" || key == "depth"
            : key == "level" || key == "nodes" || key == "depth" || key == "target" || randomness;
    const bool in_range = randomness ? v >= 0 && (key != "blunder" || v <= 1000) : v > 0;
    if (!known || value.empty() || !in_range || (p.kind != Kind::qipan && ++settings > 1)) {
      std::fprintf(stderr, "match: bad player '%s' (see match --help)\n", s.c_str());
      return std::nullopt;
    }
    if (p.kind == Kind::fsf) {
      (key == "nodes" ? p.fsf_nodes : p.fsf_depth) = static_cast<int>(v);
    } else if (key == "level") {
      p.budget.level = static_cast<int>(v);
    } else if (key == "nodes") {
      p.budget.nodes = static_cast<std::uint64_t>(v);
    } else if (key == "depth") {
      p.budget.depth = static_cast<int>(v);
    } else if (key == "target") {
      p.budget.target_nodes = static_cast<std::uint64_t>(v);
    } else if (key == "margin") {
      p.budget.margin = static_cast<int>(v);
    } else {
      p.budget.blunder_permille = static_cast<int>(v);
    }
  }
  return p;
}

// The random mover's move: uniform over the legal moves, by the seed.
template <class Position>
typename Position::Move random_move(const Position& p, std::uint64_t seed) {
  const auto moves = p.legal_moves();
  grid::SplitMix64 random(seed);
  return moves[static_cast<std::size_t>(random.next() % moves.size())];
}

// The greedy capturer's move: a capture of the most valuable piece it can
// take (MatchGame::capture_value), at random among equal ones; else a
// random move.
template <class Position>
typename Position::Move greedy_move(const Position& p, std::uint64_t seed) {
  const auto moves = p.legal_moves();
  std::vector<typename Position::Move> best;
  int best_value = 0;
  for (const auto& m : moves) {
    const char taken = p.piece_letter(m.to());
    const int value = taken == '\0' ? 0 : MatchGame<Position>::capture_value(taken);
    if (value <= 0 || value < best_value) continue;
    if (value > best_value) best.clear();
    best_value = value;
    best.push_back(m);
  }
  if (best.empty()) return random_move(p, seed);
  grid::SplitMix64 random(seed);
  return best[static_cast<std::size_t>(random.next() % best.size())];
}

// One side of a match: chooses a move for a position reached from the start
// by `moves`.
template <class Position>
class Player {
 public:
  using Game = MatchGame<Position>;

  Player(const PlayerSpec& spec, const std::string& fsf_path, std::string_view game_name)
      : spec_(spec) {
    if (spec.kind == Kind::other_qipan) {
      uci_ = std::make_unique<Uci>(spec.qipan_path, std::vector<std::string>{"uci"});
      uci_->send("setoption name UCI_Variant value " + std::string(game_name));
      uci_->send("setoption name Level value " + std::to_string(spec.budget.level));
      uci_->send("setoption name Hash value 16");
      uci_->ready();
    } else if (spec.kind == Kind::fsf) {
      uci_ = std::make_unique<Uci>(fsf_path);
      uci_->send("setoption name UCI_Variant value " + std::string(Game::fsf_variant));
      uci_->send("setoption name Threads value 1");
      uci_->send("setoption name Hash value 16");
      uci_->ready();
    } else if (spec.kind == Kind::qipan) {
      engine_ = std::make_unique<typename Game::Engine>(16);
    }
  }
  const PlayerSpec& spec() const { return spec_; }

  void new_game() {
    if (uci_) {
      uci_->send("ucinewgame");
      uci_->ready();
    } else if (engine_) {
      engine_->new_game();
    }
  }

  // The move chosen (in qipan's coordinates), "" when none; adds the nodes
  // searched to `nodes` (qipan of this build only).
  std::string choose(const Position& p, const std::vector<std::string>& moves, std::uint64_t seed,
                     std::uint64_t& nodes) {
    switch (spec_.kind) {
      case Kind::random:
        return to_string(random_move(p, seed));
      case Kind::greedy:
        return to_string(greedy_move(p, seed));
      case Kind::other_qipan: {
        std::string cmd = "position startpos";
        if (!moves.empty()) cmd += " moves";
        for (const auto& m : moves) cmd += ' ' + m;
        uci_->send("setoption name Seed value " + std::to_string(seed));
        uci_->send(cmd);
        const search::Budget& b = spec_.budget;
        uci_->send(b.nodes > 0   ? "go nodes " + std::to_string(b.nodes)
                   : b.depth > 0 ? "go depth " + std::to_string(b.depth)
                                 : std::string("go"));
        std::string line = uci_->wait_for("bestmove").substr(9);
        return line.substr(0, line.find(' '));
      }
      case Kind::fsf: {
        std::string cmd = "position startpos";
        if (!moves.empty()) cmd += " moves";
        for (const auto& m : moves) cmd += ' ' + Game::to_fsf(m);
        uci_->send(cmd);
        uci_->send(spec_.fsf_nodes > 0 ? "go nodes " + std::to_string(spec_.fsf_nodes)
                                       : "go depth " + std::to_string(spec_.fsf_depth));
        const std::string line = uci_->wait_for("bestmove");
        return Game::from_fsf(line.substr(9, line.find(' ', 9) - 9));
      }
      case Kind::qipan:
        break;
    }
    search::Budget b = spec_.budget;
    b.seed = seed;
    auto r = engine_->best_move(p, b);
    if (!r) return "";
    nodes += r->nodes;
    return to_string(r->move);
  }

 private:
  PlayerSpec spec_;
  std::unique_ptr<typename Game::Engine> engine_;
  std::unique_ptr<Uci> uci_;
};

}  // namespace qipan::tools
