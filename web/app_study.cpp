// [study] The app's part of the Review and Puzzles tabs: the page's puzzle
// file, read once for every board game (web/board/puzzle_shelf.h).
#include <ctime>
#include <string>
#include <string_view>
#include <utility>

#include "core/study/puzzle.h"
#include "web/app.h"

namespace qipan::web {

namespace {

// Today in days since 1970-01-01 (UTC), for the puzzle of the day.
std::int64_t today() { return static_cast<std::int64_t>(std::time(nullptr)) / 86400; }

}  // namespace

void App::load_puzzles(std::string_view text) {
  puzzles_ = PuzzleShelf{};
  puzzles_.loaded = true;
  puzzles_.day = today();
  auto read = study::read_puzzles(text);
  if (read) {
    puzzles_.puzzles = std::move(*read);
  } else {
    puzzles_.error = read.error().message;
  }
  request_redraw();
}

void App::puzzles_failed(std::string why) {
  puzzles_ = PuzzleShelf{};
  puzzles_.loaded = true;
  puzzles_.day = today();
  puzzles_.error = std::move(why);
  request_redraw();
}

void App::lend_puzzles() {
  view([&](auto& g) {
    if constexpr (requires { g.set_shelf(&puzzles_); }) g.set_shelf(&puzzles_);
  });
}

}  // namespace qipan::web
