#pragma once

// [SECTION] What the test hooks (web/app_hooks.cpp: review(), puzzle())
// read of a board game's Review and Puzzles tabs.

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace qipan::web {

struct ReviewState {
  std::string phase = "none";  // none, running, paused, done, failed
  std::size_t done = 0;        // positions scored
  std::size_t total = 0;
  int nodes = 0;  // the budget a position
  std::string error;
  std::vector<std::string> classes;  // a class name a move ("best" ... "blunder")
  std::vector<std::string> best;     // the better move a move (coordinates)
  std::vector<double> win;           // side 0's win% a position
  std::array<double, 2> accuracy{};
  std::array<std::array<int, 5>, 2> counts{};
  std::size_t first_ply = 0;  // the move list's row of the first reviewed move
  // The selected move's judgement as the panel writes it.
  std::string selected;
  std::string better;
  // Learn from your mistakes: on, which exercise of how many, its state.
  bool learning = false;
  std::size_t exercise = 0;
  std::size_t exercises = 0;
  std::string exercise_fen;
  bool exercise_solved = false;
  bool exercise_wrong = false;
};

struct PuzzleState {
  bool loaded = false;
  std::string error;
  std::size_t count = 0;  // this game's puzzles
  std::string id;
  std::string theme;
  int moves = 0;
  int difficulty = 0;
  bool daily = false;
  std::string fen;  // the position on the puzzle board
  std::string prompt;
  std::vector<std::string> solution;
  std::string lead;         // the move that led to the puzzle, "" for none
  bool lead_waits = false;  // not yet played on the board
  std::string last;         // the move marked as the last one played
  std::size_t done = 0;     // solution moves played
  bool solver_to_move = false;
  bool solved = false;
  bool failed = false;
  bool wrong = false;
  bool shown = false;
  std::string selected;
  std::vector<std::string> targets;  // the selected piece's destinations
  int rating = 0;
  int attempts = 0;
  int streak = 0;
  int best_streak = 0;
};

}  // namespace qipan::web
