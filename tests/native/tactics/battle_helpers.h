#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/tactics/battle.h"
#include "core/tactics/battle_scenario.h"

namespace qipan::tactics::testing {

// A battle from a hand-made scenario body (map and units sections); the
// header is added. A body that does not parse is a bug in the test: it stops.
inline Battle battle_of(std::string_view body) {
  auto b = parse_scenario("scenario test\ntitle Test\n" + std::string(body));
  if (!b) {
    std::fprintf(stderr, "test scenario does not parse: %s\n", b.error().message.c_str());
    std::abort();
  }
  return std::move(*b);
}

// Everything observable about a battle, to check that a refused order
// changed nothing.
inline std::string snapshot(const Battle& b) {
  std::string out = std::string(phase_name(b.phase())) + " " + std::to_string(b.turn()) + " " +
                    std::string(status_name(b.status())) + " sel " + std::to_string(b.selected()) +
                    " rev " + std::to_string(b.map().revision()) + "\n";
  for (const BattleUnit& u : b.units()) {
    out += std::to_string(u.id) + " " + u.name + " (" + std::to_string(u.at.x) + "," +
           std::to_string(u.at.y) + ") hp " + std::to_string(u.hp) + (u.moved ? " moved" : "") +
           (u.acted ? " acted" : "") + " on-map " +
           std::to_string(b.unit_at(u.at) == u.id ? 1 : 0) + "\n";
  }
  return out;
}

// The cell list of a path or zone, as "(x,y) (x,y) ...".
template <class Cells>
std::string cells(const Cells& list) {
  std::string out;
  for (const auto& c : list) {
    if (!out.empty()) out += ' ';
    out += "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
  }
  return out;
}

}  // namespace qipan::tactics::testing
