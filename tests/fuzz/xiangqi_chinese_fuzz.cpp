// Xiangqi moves in Chinese ("炮二平五", "马8进7", traditional characters, full-width digits).
// Besides the checks of xiangqi_move_checks.h: a move read, written back in this notation, reads as
// the same move (parse -> write -> parse is stable).

#include <cstddef>
#include <cstdint>

#include "tests/fuzz/xiangqi_move_checks.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto input = fuzz::split_move_input(fuzz::as_text(data, size));
  const auto m = fuzz::expect_move_read(input);
  if (m) fuzz::expect_rewrite_reads_back(input, *m, &xiangqi::Position::to_chinese);
  if (input.fen_read) fuzz::expect_names_read_back(input.position);
  return 0;
}
