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

}  // namespace qipan::js
