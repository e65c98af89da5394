#pragma once

// Why a move is refused, for a player: a stable code a program branches on
// and the same reason in English and in Chinese. Every board game answers
// `explain(position, move)` (found by argument-dependent lookup:
// core/xiangqi/explain.h, core/jungle/explain.h) with one of these, so the
// bindings and the page show any game's refusals through one template.
// Legality itself is the generator's; this only puts it into words.

#include <string>

namespace qipan::grid {

struct Refusal {
  // "" when the move is legal; otherwise a snake_case code of the game's
  // own list (docs/api.md, "Refusals explained").
  std::string code;
  std::string en;
  std::string zh;

  bool refused() const { return !code.empty(); }
};

}  // namespace qipan::grid
