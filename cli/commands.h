#pragma once

// The commands of the `qipan` tool, written once for every board game whose
// Position offers the common interface (start position by default
// construction, from_fen, fen, legal_moves, play, undo, perft, and
// to_string(Move) in the game's namespace).

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/rulings.h"

namespace qipan::cli {

struct Options {
  std::optional<std::string> fen;
  int depth = 0;
  bool divide = false;
  Rulings rulings = Rulings::enforce;
  std::vector<std::string> moves;
};

template <class Position>
std::optional<Position> load(const Options& o) {
  if (!o.fen) return Position();
  auto p = Position::from_fen(*o.fen);
  if (!p) {
    std::fprintf(stderr, "qipan: bad FEN: %s\n", p.error().message.c_str());
    return std::nullopt;
  }
  return std::move(p).value();
}

// perft: leaves of the legal-move tree, their rate, and with --divide the
// count below each first move.
template <class Position>
int perft(const Options& o) {
  auto loaded = load<Position>(o);
  if (!loaded) return 1;
  Position& pos = *loaded;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  std::uint64_t total = 0;
  if (o.divide && o.depth > 0) {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (auto m : pos.legal_moves()) {
      auto played = pos.play(m);
      if (!played) return 1;
      const std::uint64_t n = pos.perft(o.depth - 1);
      pos.undo();
      rows.emplace_back(to_string(m), n);
      total += n;
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [move, n] : rows) {
      std::printf("%s: %llu\n", move.c_str(), static_cast<unsigned long long>(n));
    }
    std::printf("moves: %zu\n", rows.size());
  } else {
    total = pos.perft(o.depth);
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::printf("perft(%d) = %llu leaves in %.3f s: %.1f M leaves/s\n", o.depth,
              static_cast<unsigned long long>(total), seconds,
              seconds > 0 ? static_cast<double>(total) / seconds / 1e6 : 0.0);
  return 0;
}

// moves: the legal moves of the position, sorted, one line.
template <class Position>
int moves(const Options& o) {
  auto loaded = load<Position>(o);
  if (!loaded) return 1;
  std::vector<std::string> names;
  for (auto m : loaded->legal_moves()) names.push_back(to_string(m));
  std::sort(names.begin(), names.end());
  std::printf("%s\n", loaded->fen().c_str());
  std::printf("%zu legal moves:", names.size());
  for (const auto& n : names) std::printf(" %s", n.c_str());
  std::printf("\n");
  return 0;
}

// A ruling in words: "drawn by repetition from ply 14", "black wins by
// perpetual_check from ply 8".
template <class Position>
std::string ruling_text(const Ruling<typename Position::Side>& r) {
  const std::string why(reason_name(r.reason));
  const std::string from = " from ply " + std::to_string(r.ply);
  if (!r.winner) return "drawn by " + why + from;
  return std::string(Position::side_name(*r.winner)) + " wins by " + why + from;
}

// replay: plays the moves in order under the rulings mode, then prints the
// FEN, the plies played, the status and any ruling reported. A move that
// cannot be played stops it with its ply and the reason (exit 1).
template <class Position>
int replay(const Options& o) {
  auto loaded = load<Position>(o);
  if (!loaded) return 1;
  Position& pos = *loaded;
  pos.set_rulings(o.rulings);
  std::size_t ply = 0;
  for (const auto& text : o.moves) {
    ++ply;
    auto m = pos.parse_move(text);
    auto played = m ? pos.play(*m) : Result<void>(m.error());
    if (!played) {
      std::fprintf(stderr, "qipan: ply %zu '%s': %s\n", ply, text.c_str(),
                   played.error().message.c_str());
      return 1;
    }
  }
  const auto s = pos.status();
  std::printf("%s\n", pos.fen().c_str());
  std::printf("plies: %zu\n", ply);
  std::printf("status: %s\n", describe_end(s, Position::side_name).c_str());
  if (s.ruling) std::printf("ruling: %s\n", ruling_text<Position>(*s.ruling).c_str());
  return 0;
}

// Runs `command` ("perft", "moves" or "replay") on the game `Position`.
template <class Position>
int run_command(std::string_view command, const Options& o) {
  if (command == "perft") return perft<Position>(o);
  if (command == "replay") return replay<Position>(o);
  return moves<Position>(o);
}

}  // namespace qipan::cli
