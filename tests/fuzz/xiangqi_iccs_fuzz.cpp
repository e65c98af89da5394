// Xiangqi moves in ICCS coordinates ("h2e2", "H2-E2"). Besides the checks of
// xiangqi_move_checks.h: text read as ICCS names two points on the board,
// their canonical name reads back as the same move, and parse_move takes the
// ICCS reading whenever that move is legal.

#include <cctype>
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/xiangqi_move_checks.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto input = fuzz::split_move_input(fuzz::as_text(data, size));
  const auto text = input.move;
  const auto iccs = xiangqi::read_iccs(text);
  if (iccs) {
    fuzz::expect(iccs->from() < xiangqi::no_square && iccs->to() < xiangqi::no_square,
                 "ICCS names points on the board", text);
    const std::string name = to_string(*iccs);
    const auto again = xiangqi::read_iccs(name);
    fuzz::expect(again && *again == *iccs, "the canonical ICCS name reads back", name);
    std::string upper;
    for (char c : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto loud = xiangqi::read_iccs(upper.substr(0, 2) + "-" + upper.substr(2));
    fuzz::expect(loud && *loud == *iccs, "the 'H2-E2' form reads as the same move", name);
  }
  const auto m = fuzz::expect_move_read(input);
  if (iccs && input.position.is_legal(*iccs)) {
    fuzz::expect(m && *m == *iccs, "a legal ICCS move is the move read", text);
  }
  if (input.fen_read) fuzz::expect_names_read_back(input.position);
  return 0;
}
