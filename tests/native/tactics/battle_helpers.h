#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/tactics/battle.h"
#include "core/tactics/battle_scenario.h"

namespace qipan::tactics::testing {

// Lord 0 at (1,1), Soldier 1 at (3,1), Archer 2 at (1,3), Soldier 3 at (4,3);
// the soldiers cannot move. The field of most battle tests.
inline constexpr std::string_view field_text = R"(map
......
.L.s..
......
.A..s.
......

units
L player Lord    foot 20 9 5 4 1
A player Archer  foot 16 7 2 4 2
s enemy  Soldier foot 15 8 3 0 1
)";

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

// "(x,y)". Built by appending: GCC 12 at -O3 warns falsely (-Wrestrict) on
// "(" + std::to_string(...).
inline void append_cell(std::string& out, Point p) {
  out += '(';
  out += std::to_string(p.x);
  out += ',';
  out += std::to_string(p.y);
  out += ')';
}

// Everything observable about a battle, to check that a refused order
// changed nothing.
inline std::string snapshot(const Battle& b) {
  std::string out;
  for (std::string_view part : {phase_name(b.phase()), status_name(b.status())}) {
    out += part;
    out += ' ';
  }
  for (auto n : {static_cast<std::uint64_t>(b.turn()), static_cast<std::uint64_t>(b.selected() + 1),
                 b.map().revision()}) {
    out += std::to_string(n);
    out += ' ';
  }
  out += '\n';
  for (const BattleUnit& u : b.units()) {
    out += std::to_string(u.id);
    out += ' ';
    out += u.name;
    out += ' ';
    append_cell(out, b.cell_of(u));
    out += " hp ";
    out += std::to_string(u.hp);
    if (u.moved) out += " moved";
    if (u.acted) out += " acted";
    if (b.unit_at(b.cell_of(u)) == u.id) out += " on-map";
    out += '\n';
  }
  return out;
}

// The cell list of a path or zone, as "(x,y) (x,y) ...".
template <class Cells>
std::string cells(const Cells& list) {
  std::string out;
  for (const auto& c : list) {
    if (!out.empty()) out += ' ';
    append_cell(out, c);
  }
  return out;
}

}  // namespace qipan::tactics::testing
