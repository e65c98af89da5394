// Battle snapshots (core/tactics/battle_save.h): a text either fails with a
// short message, or gives a battle whose living units stand on the map where
// the map says, with ids 0, 1, ... and hp within their max; saving it and
// restoring the save gives a battle that saves to the same text (version 2
// is a fixed point, whatever version was read); and a phase of play keeps
// the map and the units in step.

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/tactics/battle_save.h"
#include "tests/fuzz/check.h"

using namespace qipan;
using tactics::Battle;
using tactics::Point;

namespace {

void expect_units_placed(const Battle& b, std::string_view text) {
  const auto units = b.units();
  for (std::size_t i = 0; i < units.size(); ++i) {
    const auto& u = units[i];
    fuzz::expect(u.id == static_cast<tactics::UnitId>(i), "ids are 0, 1, ...", text);
    fuzz::expect(u.hp >= 0 && u.hp <= u.stats.max_hp, "hp within 0..max", text);
    if (!u.alive()) continue;
    const Point at = b.cell_of(u);
    fuzz::expect(b.map().contains(at), "a living unit stands on the map", text);
    fuzz::expect(b.unit_at(at) == u.id, "the map knows where each unit stands", text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  auto restored = tactics::restore_snapshot(text);
  if (!restored.ok()) {
    fuzz::expect_message(restored.error().message, text);
    fuzz::expect(restored.error().code == ErrorCode::bad_data, "a fault is bad_data", text);
    return 0;
  }
  Battle& b = *restored;
  expect_units_placed(b, text);
  const std::string saved = tactics::save_snapshot(b);
  auto again = tactics::restore_snapshot(saved);
  fuzz::expect(again.ok(), "a save restores", saved);
  fuzz::expect(tactics::save_snapshot(*again) == saved, "a restored save saves the same", saved);
  for (const Point p : b.danger_zone()) {
    fuzz::expect(b.map().contains(p), "a danger cell is on the map", tactics::to_string(p));
  }
  if (b.status() == tactics::BattleStatus::ongoing) {
    if (b.phase() == tactics::Phase::player) {
      fuzz::expect(b.end_turn().ok(), "an ongoing battle's player phase can end", text);
    } else {
      fuzz::expect(b.run_enemy_phase().ok(), "an ongoing battle's enemy phase runs", text);
    }
    expect_units_placed(b, text);
  }
  return 0;
}
