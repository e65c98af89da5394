// The module's square names for the board games: parseSquare(game, name)
// and squareName(game, file, rank), for the game named by its registry name.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bindings/js_error.h"
#include "bindings/shapes.h"
#include "core/grid/square.h"

namespace qipan::js {
namespace {

using emscripten::val;

// parseSquare(game, name) -> {file, rank}, 0-based.
val parse_square(const val& game, const val& name) {
  return checked([&]() -> Result<val> {
    auto shape = board_shape_arg(game);
    if (!shape) return shape.error();
    auto text = string_arg(name, "square");
    if (!text) return text.error();
    auto c = grid::parse_square(*shape, *text);
    if (!c) return c.error();
    val out = val::object();
    out.set("file", c->file);
    out.set("rank", c->rank);
    return out;
  });
}

// squareName(game, file, rank) -> "h2".
std::string square_name(const val& game, const val& file, const val& rank) {
  return checked([&]() -> Result<std::string> {
    auto shape = board_shape_arg(game);
    if (!shape) return shape.error();
    auto f = int_arg(file, "file", 0, shape->files - 1);
    if (!f) return f.error();
    auto r = int_arg(rank, "rank", 0, shape->ranks - 1);
    if (!r) return r.error();
    return grid::square_name(*shape, {*f, *r});
  });
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_squares) {
  emscripten::function("parseSquare", &qipan::js::parse_square);
  emscripten::function("squareName", &qipan::js::square_name);
}
