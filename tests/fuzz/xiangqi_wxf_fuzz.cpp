// Xiangqi moves in WXF ("C2.5", "R+.6", full-width "Ｃ２＝５"). Besides the checks of
// xiangqi_move_checks.h: a move read, written back in this notation, reads as the same move (parse
// -> write -> parse is stable).

#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/xiangqi_move_checks.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto input = fuzz::split_move_input(fuzz::as_text(data, size));
  const auto m = fuzz::expect_move_read(input);
  if (m) fuzz::expect_rewrite_reads_back(input, *m, &xiangqi::Position::to_wxf);
  // Full-width forms read as the ASCII ones: a move read from ASCII text
  // reads the same with every printable character made full-width.
  const std::string wide = fuzz::full_width(input.move);
  if (m && !wide.empty()) {
    auto again = input.position.parse_move(wide);
    fuzz::expect(again.ok() && *again == *m, "the full-width form reads as the same move",
                 std::string(input.move) + " vs " + wide);
  }
  if (input.fen_read) fuzz::expect_names_read_back(input.position);
  return 0;
}
