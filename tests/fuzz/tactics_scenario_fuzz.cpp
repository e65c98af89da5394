// Tactics scenario text: a text either fails with a message saying where, or
// gives a battle on a map of at most 64 cells a side whose units stand on
// the map, on their own cells, with ids in reading order; reading the same
// text again gives the same battle; and the queries and the first turns of
// play stay on the map and keep the units where the map says they are.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/tactics/battle_scenario.h"
#include "tests/fuzz/check.h"

using namespace qipan;
using tactics::Battle;
using tactics::Point;

namespace {

void expect_units_placed(const Battle& b, std::string_view text) {
  for (const auto& u : b.units()) {
    if (!u.alive()) continue;
    const Point at = b.cell_of(u);
    fuzz::expect(b.map().contains(at), "a living unit stands on the map", text);
    fuzz::expect(b.unit_at(at) == u.id, "the map knows where each unit stands", text);
  }
}

void expect_on_map(const Battle& b, Point p, std::string_view what) {
  fuzz::expect(b.map().contains(p), what, tactics::to_string(p));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  auto parsed = tactics::parse_scenario(text);
  if (!parsed.ok()) {
    fuzz::expect_message(parsed.error().message, text);
    return 0;
  }
  Battle& b = *parsed;
  const auto& map = b.map();
  fuzz::expect(map.width() >= 1 && map.width() <= tactics::max_scenario_side, "map width in range",
               text);
  fuzz::expect(map.height() >= 1 && map.height() <= tactics::max_scenario_side,
               "map height in range", text);
  const auto units = b.units();
  for (std::size_t i = 0; i < units.size(); ++i) {
    fuzz::expect(units[i].id == static_cast<tactics::UnitId>(i), "ids are 0, 1, ...", text);
    fuzz::expect(units[i].hp == units[i].stats.max_hp && units[i].hp > 0, "units start unhurt",
                 text);
    if (i > 0) {
      const Point a = b.cell_of(units[i - 1]);
      const Point c = b.cell_of(units[i]);
      fuzz::expect(a.y < c.y || (a.y == c.y && a.x < c.x), "ids follow reading order", text);
    }
  }
  expect_units_placed(b, text);

  auto again = tactics::parse_scenario(text);
  fuzz::expect(again.ok() && again->units().size() == units.size() && again->name() == b.name() &&
                   again->title() == b.title(),
               "reading the same text gives the same battle", text);
  for (std::size_t i = 0; i < units.size(); ++i) {
    fuzz::expect(again->cell_of(again->units()[i]) == b.cell_of(units[i]) &&
                     again->units()[i].name == units[i].name,
                 "reading the same text places the same units", text);
  }

  // Queries stay on the map; a few turns of play keep the map and units in step.
  const std::size_t queried = std::min<std::size_t>(units.size(), 4);
  for (std::size_t i = 0; i < queried; ++i) {
    const auto id = units[i].id;
    auto reach = b.reachable(id);
    fuzz::expect(reach.ok(), "a living unit has reachable cells", text);
    for (const auto& r : *reach) expect_on_map(b, r.at, "a reachable cell is on the map");
    auto targets = b.targets(id);
    fuzz::expect(targets.ok(), "a living unit has targets (maybe none)", text);
  }
  for (const Point p : b.danger_zone()) expect_on_map(b, p, "a danger cell is on the map");
  for (int turn = 0; turn < 2 && b.status() == tactics::BattleStatus::ongoing; ++turn) {
    if (b.phase() == tactics::Phase::player) {
      fuzz::expect(b.end_turn().ok(), "an ongoing battle's player phase can end", text);
    } else {
      fuzz::expect(b.run_enemy_phase().ok(), "an ongoing battle's enemy phase runs", text);
    }
    expect_units_placed(b, text);
  }
  return 0;
}
