#include "bindings/cells.h"

#include <emscripten/emscripten.h>

#include <string>

#include "bindings/js_error.h"

// Builds [{x, y}] (fields 2) or [{x, y, cost}] (fields 3) from `count` records
// of int32 in wasm memory.
// clang-format off
EM_JS(emscripten::EM_VAL, qipan_cells, (const int* data, int count, int fields), {
  const out = new Array(count);
  let p = data >> 2;
  for (let i = 0; i < count; i++, p += fields) {
    out[i] = fields === 3 ? {x: HEAP32[p], y: HEAP32[p + 1], cost: HEAP32[p + 2]}
                          : {x: HEAP32[p], y: HEAP32[p + 1]};
  }
  return Emval.toHandle(out);
});
// clang-format on

namespace qipan::js {

using emscripten::val;

static_assert(sizeof(tactics::Point) == 2 * sizeof(int) &&
              sizeof(tactics::Reach) == 3 * sizeof(int));

val cells_to_js(std::span<const tactics::Point> cells) {
  return val::take_ownership(
      qipan_cells(reinterpret_cast<const int*>(cells.data()), static_cast<int>(cells.size()), 2));
}

val cells_to_js(std::span<const tactics::Reach> cells) {
  return val::take_ownership(
      qipan_cells(reinterpret_cast<const int*>(cells.data()), static_cast<int>(cells.size()), 3));
}

Result<tactics::Point> cell_arg(const tactics::Map& map, const val& x, const val& y,
                                std::string_view prefix) {
  auto px = whole_arg(x, std::string(prefix) + "x");
  if (!px) return px.error();
  auto py = whole_arg(y, std::string(prefix) + "y");
  if (!py) return py.error();
  const tactics::Point p{*px, *py};
  if (!map.contains(p)) return map.off_map(p);
  return p;
}

val unit_to_js(const tactics::Battle& battle, const tactics::BattleUnit& u) {
  val o = val::object();
  o.set("id", u.id);
  o.set("name", u.name);
  o.set("kind", u.kind);
  o.set("team", std::string(tactics::team_name(u.team)));
  const tactics::Point at = battle.cell_of(u);
  o.set("x", at.x);
  o.set("y", at.y);
  o.set("hp", u.hp);
  o.set("maxHp", u.stats.max_hp);
  o.set("attack", u.stats.attack);
  o.set("defence", u.stats.defence);
  o.set("move", u.stats.move);
  o.set("moveClass", battle.map().costs().move_class_name(u.move_class));
  o.set("minRange", u.stats.min_range);
  o.set("maxRange", u.stats.max_range);
  o.set("moved", u.moved);
  o.set("acted", u.acted);
  o.set("alive", u.alive());
  o.set("label", u.label);
  return o;
}

}  // namespace qipan::js
