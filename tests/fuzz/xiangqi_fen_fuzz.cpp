// Xiangqi FEN: a FEN either fails with a message or gives a position whose
// FEN is canonical (it parses to the same position and writes the same
// text) and whose game can be played and taken back.

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "core/xiangqi/fen.h"
#include "core/xiangqi/position.h"
#include "tests/fuzz/board_game_checks.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  auto parsed = xiangqi::Position::from_fen(text);
  auto low = xiangqi::parse_fen(text);
  fuzz::expect(parsed.ok() == low.ok(), "Position::from_fen and parse_fen agree", text);
  if (!parsed.ok()) {
    fuzz::expect_message(parsed.error().message, text);
    return 0;
  }
  const auto& p = *parsed;
  fuzz::expect(
      xiangqi::format_fen(low->board, low->halfmove_clock, low->fullmove_number) == p.fen(),
      "format_fen(parse_fen(x)) is the position's FEN", text);
  fuzz::expect(xiangqi::validate(p.board()).ok(), "a parsed board validates", p.fen());
  std::size_t choice = 0;
  for (std::size_t i = 0; i < size; ++i) choice = choice * 31 + data[i];
  fuzz::expect_edits(p, choice);
  fuzz::expect_playable(p, data, std::min<std::size_t>(size, 6));
  return 0;
}
