// Square names on both boards: a name either fails with a message or names
// an on-board point whose name is exactly the text read.

#include <cstddef>
#include <cstdint>

#include "core/grid/square.h"
#include "core/jungle/types.h"
#include "core/xiangqi/types.h"
#include "tests/fuzz/check.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  for (const auto shape : {xiangqi::board_shape, jungle::board_shape}) {
    auto c = grid::parse_square(shape, text);
    if (!c.ok()) {
      fuzz::expect_message(c.error().message, text);
      continue;
    }
    fuzz::expect(grid::contains(shape, *c), "a parsed square is on the board", text);
    fuzz::expect(grid::square_name(shape, *c) == text, "square_name(parse(x)) == x", text);
    const auto index = grid::index_of(shape, *c);
    fuzz::expect(grid::coord_of(shape, index) == *c, "index and coordinate agree", text);
  }
  return 0;
}
