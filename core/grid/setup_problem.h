#pragma once

// What a position editor is told about a set-up the rules refuse: every
// fault at once, each with a stable kind for a program, the squares it
// concerns (to mark on the board) and words in English and Chinese. Each game
// lists its own (core/<game>/setup.h, `setup_problems`); the shape is shared
// so that one binding and one page section serve every game.

#include <string>
#include <vector>

namespace qipan::grid {

struct SetupProblem {
  std::string kind;                  // "no_general", "too_many", "generals_facing", ...
  std::vector<std::string> squares;  // the squares concerned, by name ("e0")
  std::string en;                    // "The red advisor on d3 stands outside its palace"
  std::string zh;                    // "d3的红仕不能出九宫"
};

}  // namespace qipan::grid
