// The puzzle file (core/study/puzzle.h). Besides no crash: an error is
// bad_data and names the puzzle file; a file that reads is written again
// byte for byte the same (a version 1 file is written as version 2, so only
// a current one), and reads back as the same puzzles.

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/study/puzzle.h"
#include "tests/fuzz/check.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  auto puzzles = study::read_puzzles(text);
  if (!puzzles) {
    fuzz::expect(puzzles.error().code == ErrorCode::bad_data, "a puzzle file error is bad_data",
                 puzzles.error().message);
    fuzz::expect(puzzles.error().message.find("puzzle file") != std::string::npos,
                 "a puzzle file error says so", puzzles.error().message);
    return 0;
  }
  const std::string written = study::write_puzzles(*puzzles);
  if (text.starts_with(study::puzzle_header)) {
    fuzz::expect(written == text, "a file that reads is written again the same", written);
  }
  auto back = study::read_puzzles(written);
  fuzz::expect(back.ok() && *back == *puzzles, "the puzzles read back", written);
  return 0;
}
